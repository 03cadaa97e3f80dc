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
from collections.abc import Callable, Sequence
from typing import Any

from game.engine.protocol import Action, Game, View

Text = Callable[..., str]


def move_words(text: Text, package: str, game: Game, view: View, action: Action,
               names: Sequence[str]) -> str:
    """``action`` as the Hint names it ("Play the 7 of Onion soup")."""
    parts = _move_parts(text, package, game, view, action, names)
    if parts is None:
        return str(action)
    name, fields = parts
    if name == "play" and package == "scharfe_schoten":  # its Hint names the card alone
        return str(fields["card"])
    return text(f"{package}.hint_{name}", **fields)


def played_words(text: Text, package: str, game: Game, view: View, action: Action,
                 names: Sequence[str]) -> str:
    """What the player did, as a clause ("you played the 0 of Pea"): the Hint's
    imperative after "you played" doubled the verb ("you played Play the 0 of Pea":
    issue 19, re-check b)."""
    return _review_words("played", text, package, game, view, action, names)


def best_words(text: Text, package: str, game: Game, view: View, action: Action,
               names: Sequence[str]) -> str:
    """The better move as the subject of "… was worth" ("the 2 of Pea", "taking
    table 9")."""
    return _review_words("best", text, package, game, view, action, names)


def _review_words(role: str, text: Text, package: str, game: Game, view: View,
                  action: Action, names: Sequence[str]) -> str:
    parts = _move_parts(text, package, game, view, action, names)
    if parts is None:
        return str(action)
    name, fields = parts
    return text(f"{package}.review_moves.{role}.{name}", **fields)


def _move_parts(text: Text, package: str, game: Game, view: View, action: Action,
                names: Sequence[str]) -> tuple[str, dict[str, Any]] | None:
    """The move's name and its fields in words (the card, the table, the colour...)."""
    kind = type(action).__name__
    fields = {f.name: getattr(action, f.name) for f in dataclasses.fields(action)} \
        if dataclasses.is_dataclass(action) else {}
    if package == "too_many_cooks":
        if kind == "PlayCard":
            info = view.table.data.cards[fields["card"]]
            return "play", {"card": text("too_many_cooks.history.card", value=info.value,
                                         suit=text(f"too_many_cooks.suits.{info.suit}"))}
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


def _colour(text: Text, name: str) -> str:
    return text(f"scharfe_schoten.colours.{name}")


def _chef_card(text: Text, game: Any, card: int) -> str:
    info = game.cards[card]
    if info.kind.value == "menu":
        return text("chef_de_rang.cards.menu_res" if info.res else "chef_de_rang.cards.menu",
                    value=info.value)
    return text(f"chef_de_rang.cards.{info.kind.value}")


def reason_words(text: Any, package: str, game: Game, view: View, action: Action) -> str:
    """The game's one-line reason for ``action`` (its ``reasons`` module), or ``""``."""
    try:
        module = importlib.import_module(f"game.{package}.reasons")
    except ModuleNotFoundError:
        return ""
    reason: tuple[str, dict[str, Any]] | None = module.hint_reason(game, view, action)
    if reason is None:
        return ""
    key, fields = reason
    words = dict(fields)
    for name, group in (("colour", "colours"), ("most", "colours"), ("least", "colours"),
                        ("zone", "zones"), ("spice", "spices"), ("dish", "dish_names")):
        if name in words:
            words[name] = text(f"{package}.{group}.{words[name]}")
    full = f"{package}.hint_reasons.{key}"
    if "n" in words and text.has(f"{full}.one"):  # "1 card", "2 cards"
        return str(text.plural(full, words.pop("n"), **words))
    return str(text(full, **words))


def value_words(text: Text, package: str, value: float) -> str:
    """A value in the game's unit, signed ("+1.8 stars")."""
    number = f"{value:+.0f}" if abs(value) >= 100 else f"{value:+.1f}"
    return text(f"{package}.hint_unit", value=number.replace("-", "−"))
