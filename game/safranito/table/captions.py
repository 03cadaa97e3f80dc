"""Safranito's events and piles in words, from the locale files (no pygame).

The scene's caption, its list of recent happenings and the score tables all name
spices, places, dishes and seats the same way; this module is that one way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.engine.text import Text
from game.safranito.flick import BOWLS, OUT, REGIONS
from game.safranito.rules import Event, SafranitoRules
from game.safranito.state import SafranitoState


def place_name(text: Text, region: str) -> str:
    """Where a token lies: a bowl's spice, an action space, or neither."""
    if region in BOWLS:
        return text(f"safranito.spices.{region}")
    if region in REGIONS:
        return text(f"safranito.spaces.{region}")
    return text(f"safranito.places.{region}")


def token_value(view: SafranitoState, token: int) -> int:
    """The value of token ``token`` as ``view`` shows it, on the board or gone back
    (0: hidden from the viewer, or not there)."""
    for t in (*view.board, *view.returned):
        if t.id == token:
            return t.value
    return 0


def dish_name(text: Text, rules: SafranitoRules, dish: int) -> str:
    return text(f"safranito.dish_names.{rules.dishes[dish].key}")


def spice_list(text: Text, rules: SafranitoRules, counts: Counter[str]) -> str:
    """"Saffron ×2, Mint" in the game's spice order; a dash for none."""
    parts = []
    for spice in rules.spices:
        if counts[spice]:
            name = text(f"safranito.spices.{spice}")
            parts.append(name if counts[spice] == 1 else
                         text("safranito.summary.times", name=name, n=counts[spice]))
    return ", ".join(parts) or "–"


def returns_words(text: Text, names: Sequence[str],
                  returns: Sequence[tuple[int, int]]) -> str | None:
    """Whose tokens go back and how many ("Ann takes back 2 tokens and Ada 1"), from
    each owner's (seat, count); ``None`` if none is known. "Tokens go back to their
    owners" named nobody: a newcomer could not tell whose tokens left a bowl after a
    purchase (newcomer pass 11, finding 2)."""
    owners = [(names[seat], count) for seat, count in returns
              if 0 <= seat < len(names) and count > 0]
    if not owners:
        return None
    (first, n), others = owners[0], owners[1:]
    parts = [text.plural("safranito.beats.back_owner", n, name=first)]
    parts += [text("safranito.beats.back_also", name=name, n=count) for name, count in others]
    if len(parts) == 1:
        return parts[0]
    return ", ".join(parts[:-1]) + text("safranito.market_words.and") + parts[-1]


def knock_caption(text: Text, names: Sequence[str], e: Event, value: int = 0) -> str:
    """A knock as one full sentence: whose flick knocked whose token (by its value where
    the viewer knows it) from where to where, or off the board ("Basil's flick knocks
    Ada's 20 out of the Saffron bowl into the Mint bowl"). "Ada's 20 is knocked:
    Mint" left a newcomer unable to tell what had happened (newcomer playtest)."""
    own = "own" if e.by == e.seat else "token"
    token = text(f"safranito.knock.{own}_value" if value > 0 else f"safranito.knock.{own}",
                 name=names[e.seat], value=value)

    def where(end: str, region: str) -> str:
        kind = "bowl" if region in BOWLS else "space" if region in REGIONS else region
        return text(f"safranito.knock.{end}.{kind}", place=place_name(text, region))

    return text("safranito.knock.line", by=names[e.by], token=token,
                origin=where("from", e.origin), to=where("to", e.region))


def event_caption(text: Text, rules: SafranitoRules, names: Sequence[str], e: Event,
                  returns: Sequence[tuple[int, int]] = (), value: int = 0) -> str:
    """One event as a sentence (``safranito.beats.*``); hidden parts stay hidden.
    ``returns``: for a "back", each owner's (seat, count) in its run (the line names
    them); ``value``: a flicked or knocked token's value where the viewer knows it
    (0: hidden), so the line says which token moved ("Ada's 20 is knocked off the
    board"): "Ada's token" did not tell a newcomer which (newcomer playtest,
    finding 2)."""
    if e.kind == "back" and e.origin == "buy" and e.price > 0 and len(returns) <= 1:
        return text("safranito.beats.back_bought", name=names[e.seat], value=e.price,
                    spice=text(f"safranito.spices.{e.region}"))
    if e.kind == "back":
        owners = returns_words(text, names, returns)
        if owners is not None:
            return owners if e.region != "invalid" else text(
                "safranito.beats.back_invalid_owners", owners=owners)
    fields: dict[str, object] = {
        "name": names[e.seat] if 0 <= e.seat < len(names) else "",
        "spice": text(f"safranito.spices.{e.spice}") if e.spice else "",
        "n": e.count, "price": e.price, "total": e.count, "money": e.count * e.price}
    if e.region in BOWLS:
        fields["bowl"] = text(f"safranito.spices.{e.region}")
    elif e.region in REGIONS:
        fields["space"] = text(f"safranito.spaces.{e.region}")
    key = e.kind
    if e.kind == "keep" and not e.spice:
        key = "keep_hidden"
    elif e.kind in ("reserve", "prepare", "refill"):
        if e.dish >= 0:
            fields["dish"] = dish_name(text, rules, e.dish)
        elif e.kind == "reserve":
            key = "reserve_hidden"
    elif e.kind == "head_chef" and e.region == "pass":
        key = "pass"
    elif e.kind == "back" and e.region == "invalid":
        key = "back_invalid"
    elif e.kind in ("bowl", "no_sale", "no_card"):
        fields["spice"] = fields.get("bowl", "")
    elif e.kind == "market":
        fields["spices"] = fields["spice"]
    elif e.kind == "knocked" and 0 <= e.by < len(names) and e.origin:
        return knock_caption(text, names, e, value)
    elif e.kind in ("flick", "knocked"):
        key = "landed" if e.kind == "flick" else "knocked"
        if key == "landed" and e.region == "invalid":  # it stays till the market: say so
            key = "landed_invalid"
        elif e.region == OUT:  # one sentence: the "out" that follows is not told again
            key += "_out"
        fields["place"] = place_name(text, e.region)
        if value > 0:  # which token: "Ada's 20", where the viewer may know its value
            key, fields["value"] = key + "_value", value
    if key == "draw":  # "draws 1 spice card": the count takes its own form
        del fields["n"]
        return text.plural("safranito.beats.draw", e.count, **fields)
    return text(f"safranito.beats.{key}", **fields)
