"""A reviewed move in words, and the one-line reason for it, without pygame.

The table scenes name a move for the Hint (``hint_label``) from their own drawing
helpers; the review runs headless, so it names moves here from the same locale keys
(``<package>.hint_play``, ``hint_menu``, ...) and the views the seat had. In a key
moment's sentence a move is a clause ("you played the 0 of Pea") or the subject of
"was worth" ("the 2 of Pea"): ``<package>.review_moves.played`` / ``.best``. The reason
is the game's pure ``game/<package>/reasons.py`` (``hint_reason``), as the Hint shows
it: the obvious part of why a move may be good, or nothing.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.engine.protocol import Action, Game, View
from game.too_many_cooks.words import card_name as cooks_card

Text = Callable[..., str]
Facts = Mapping[str, Any]
"""A decision's facts from a game's own valuation (``ValuedDecision.facts``), and, under
``"played"``, the move played: how a Safranito flick is named (where the played token
ended; the advised shot's target and hit chance)."""
NO_FACTS: Facts = {}


def move_words(text: Text, package: str, game: Game, view: View, action: Action,
               names: Sequence[str], facts: Facts = NO_FACTS) -> str:
    """``action`` as the Hint names it ("Play the 7 of Onion soup")."""
    parts = _move_parts(text, package, game, view, action, names, facts)
    if parts is None:
        return str(action)
    name, fields = parts
    if name == "play" and package == "scharfe_schoten":  # its Hint names the card alone
        return str(fields["card"])
    if package == "safranito":  # its Hint's names live in one group
        return text(f"safranito.hint_moves.{name}", **fields)
    return text(f"{package}.hint_{name}", **fields)


def played_words(text: Text, package: str, game: Game, view: View, action: Action,
                 names: Sequence[str], facts: Facts = NO_FACTS) -> str:
    """What the player did, as a clause ("you played the 0 of Pea"): the Hint's
    imperative after "you played" doubled the verb ("you played Play the 0 of Pea":
    issue 19, re-check b)."""
    return _review_words("played", text, package, game, view, action, names, facts)


def best_words(text: Text, package: str, game: Game, view: View, action: Action,
               names: Sequence[str], facts: Facts = NO_FACTS) -> str:
    """The better move as the subject of "… was worth" ("the 2 of Pea", "taking
    table 9")."""
    return _review_words("best", text, package, game, view, action, names, facts)


def _review_words(role: str, text: Text, package: str, game: Game, view: View,
                  action: Action, names: Sequence[str], facts: Facts) -> str:
    parts = _move_parts(text, package, game, view, action, names, facts)
    if parts is None:
        return str(action)
    name, fields = parts
    return text(f"{package}.review_moves.{role}.{name}", **fields)


def _move_parts(text: Text, package: str, game: Game, view: View, action: Action,
                names: Sequence[str], facts: Facts = NO_FACTS
                ) -> tuple[str, dict[str, Any]] | None:
    """The move's name and its fields in words (the card, the table, the colour...)."""
    kind = type(action).__name__
    fields = {f.name: getattr(action, f.name) for f in dataclasses.fields(action)} \
        if dataclasses.is_dataclass(action) else {}
    if package == "safranito":
        return _safranito_parts(text, game, view, kind, fields, action, facts)
    if package == "too_many_cooks":
        if kind == "PlayCard":
            return "play", {"card": cooks_card(text, view, fields["card"])}
        if kind == "ChooseMenu":
            return "menu", {"menu": text(f"too_many_cooks.menus.{fields['menu']}")}
    if package == "scharfe_schoten":
        deck = view.table.deck
        if kind == "PlayCard":
            return "play", {"card": text("scharfe_schoten.history.card",
                                         value=deck.value_of(fields["card"]),
                                         colour=_colour(text, deck.colour_name(fields["card"])))}
        if kind == "ChooseContracts":
            return "contracts", {"most": _colour(text, fields["most"]),
                                 "least": _colour(text, fields["least"])}
        if kind == "TakeFromRack":
            return "rack", {"colour": _colour(text, fields["colour"])}
    if package == "chef_de_rang":
        if kind == "Take":
            return "take", {"table": fields["table"] + 1}
        if kind == "Serve":
            return "serve", {"table": fields["table"] + 1,
                             "card": _chef_card(text, game, fields["card"])}
        if kind == "SwapPlat":
            return "swap", {"name": names[fields["opponent"]]}
        if kind == "KeepPlat":
            return "keep", {}
    return None


def _safranito_parts(text: Text, game: Any, view: Any, kind: str, fields: dict[str, Any],
                     action: Action, facts: Facts) -> tuple[str, dict[str, Any]] | None:
    """A Safranito move's name under ``hint_moves`` / ``review_moves`` and its fields; a
    flick is named by where the played one ended, or by the advised shot's target and
    hit chance (the facts of :mod:`game.safranito.review_values`)."""
    if kind == "KeepCard":
        return "keep", {"spice": _spice(text, fields["spice"])}
    if kind == "ChooseBowl":
        return "bowl", {"spice": _spice(text, fields["bowl"]),
                        "money": view.bowl_total(fields["bowl"])}
    if kind == "Sell":
        spice = _spice(text, view.bowl)
        if not fields["count"]:
            return "sell_none", {"spice": spice}
        return "sell", {"n": fields["count"], "spice": spice,
                        "money": fields["count"] * view.bowl_total(view.bowl)}
    if kind == "Buy":
        if not fields["accept"]:
            return "pass", {}
        price = sum(t.value for t in view.board
                    if t.region == view.bowl and t.owner == view.viewer)
        return "buy", {"spice": _spice(text, view.bowl), "price": price}
    if kind == "Prepare":
        cooked = [*fields["reserved"], *([fields["face_up"]] if fields["face_up"] >= 0 else [])]
        if not cooked:
            return "prepare_none", {}
        return "prepare", {"dishes": ", ".join(
            text(f"safranito.dish_names.{game.dishes[d].key}") for d in cooked)}
    if kind == "Flick":
        if action == facts.get("played") and "ended" in facts:
            return "flick_ended", {"value": fields["value"],
                                   "place": _place(text, str(facts["ended"]))}
        if "target" in facts and "chance" in facts:
            return "flick_advised", {"value": fields["value"],
                                     "place": _place(text, str(facts["target"])),
                                     "pct": round(100 * float(facts["chance"]))}
        return "flick", {"value": fields["value"]}
    return None


def _spice(text: Text, name: str) -> str:
    return text(f"safranito.spices.{name}")


def _place(text: Any, region: str) -> str:
    """A region's name (a bowl's spice, an action space, between regions, off the
    board); an unknown name from a damaged file is shown as it is."""
    for group in ("spices", "spaces", "places"):
        if text.has(f"safranito.{group}.{region}"):
            return str(text(f"safranito.{group}.{region}"))
    return region


def _colour(text: Text, name: str) -> str:
    return text(f"scharfe_schoten.colours.{name}")


def _chef_card(text: Text, game: Any, card: int) -> str:
    info = game.cards[card]
    if info.kind.value == "menu":
        return text("chef_de_rang.cards.menu_res" if info.res else "chef_de_rang.cards.menu",
                    value=info.value)
    return text(f"chef_de_rang.cards.{info.kind.value}")


def reason_words(text: Any, package: str, game: Game, view: View, action: Action,
                 facts: Facts = NO_FACTS) -> str:
    """The game's one-line reason for ``action`` (its ``reasons`` module), or ``""``;
    an advised flick's is its hit chance for the player's hand (``facts``)."""
    if package == "safranito" and action != facts.get("played") and "chance" in facts:
        return str(text("safranito.hint_reasons.flick_chance",
                        pct=round(100 * float(facts["chance"])),
                        place=_place(text, str(facts.get("target", "")))))
    try:
        module = importlib.import_module(f"game.{package}.reasons")
    except ModuleNotFoundError:
        return ""
    reason: tuple[str, dict[str, Any]] | None = None
    facts_reason = getattr(module, "facts_reason", None)  # from the Hint's worker
    if facts and facts_reason is not None:
        reason = facts_reason(game, view, action, facts)
    if reason is None:
        reason = module.hint_reason(game, view, action)
    if reason is None:
        return ""
    key, fields = reason
    words = dict(fields)
    for name, group in (("colour", "colours"), ("most", "colours"), ("least", "colours"),
                        ("other", "colours"), ("another", "colours"),
                        ("zone", "zones"), ("spice", "spices"), ("dish", "dish_names"),
                        ("suit", "suits"), ("other_suit", "suits")):
        if name in words:
            words[name] = text(f"{package}.{group}.{words[name]}")
    for name, value in words.items():  # a measured mean: one decimal, the locale's mark
        if isinstance(value, float):
            words[name] = f"{value:.1f}".replace(".", text("hints.decimal_mark")) \
                .replace("-", "\u2212")
    full = f"{package}.hint_reasons.{key}"
    if "n" in words and text.has(f"{full}.one"):  # "1 card", "2 cards"
        return str(text.plural(full, words.pop("n"), **words))
    return str(text(full, **words))


DECIMALS = {"too_many_cooks": 1, "scharfe_schoten": 1, "chef_de_rang": 0, "safranito": 0}
"""Decimals a game's values are shown with, one rule per unit: stars and Scharfe
Schoten's few points per trick with one; Chef de rang's points (menus of 100 to 600)
and Safranito's rupees as whole numbers ("+77.9 points" beside "+949 points" mixed two
precisions in one list: newcomer playtest 16b, finding 9)."""


def shown_value(value: float, package: str) -> float:
    """``value`` rounded as :func:`value_words` shows it, so a label taken from it never
    contradicts the figure beside it ("+2.0 stars (blunder)" next to "+2.0 stars (mistake)")."""
    return round(value, DECIMALS.get(package, 1)) + 0.0


def contrast_reason(text: Any, package: str, game: Game, view: View, best: Action,
                    played: Action, facts: Facts = NO_FACTS) -> str:
    """The reason for ``best`` only when it does not hold as well for ``played`` (a key
    moment's reason must tell the two moves apart); else the plain truthful sentence."""
    reason = reason_words(text, package, game, view, best, facts)
    if not reason:
        return ""
    key = _reason_key(package, game, view, best)
    if key == _reason_key(package, game, view, played) or _holds(package, game, view,
                                                                 played, key):
        return str(text(f"review.reason_search.{package}"))
    return reason


def _holds(package: str, game: Game, view: View, action: Action, key: str | None) -> bool:
    """Whether the game says reason ``key`` is true of ``action`` too, though not the one
    it gives first (its optional ``reason_holds``)."""
    module = importlib.import_module(f"game.{package}.reasons")
    holds = getattr(module, "reason_holds", None)
    return key is not None and holds is not None and bool(holds(game, view, action, key))


def _reason_key(package: str, game: Game, view: View, action: Action) -> str | None:
    """The reasons module's key for ``action`` (``None`` when it has none)."""
    try:
        module = importlib.import_module(f"game.{package}.reasons")
    except ModuleNotFoundError:
        return None
    reason: tuple[str, dict[str, Any]] | None = module.hint_reason(game, view, action)
    return None if reason is None else reason[0]


def value_words(text: Text, package: str, value: float) -> str:
    """A value in the game's unit, signed ("+1.8 stars", "+240 points"), with the
    game's :data:`DECIMALS`."""
    number = f"{value:+.{DECIMALS.get(package, 1)}f}"
    return text(f"{package}.hint_unit", value=number.replace("-", "−"))


def axis_words(value: float) -> str:
    """A graph axis figure ("−500", "0", "2.5") with the true minus sign the game writes
    everywhere else (the axis showed "-500" with a hyphen: newcomer playtest 16b)."""
    return f"{value:g}".replace("-", "−")
