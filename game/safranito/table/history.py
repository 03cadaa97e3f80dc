"""Safranito moves in words, for the history: the events a move caused, as the table's
captions word them (:mod:`.captions`), from the viewer's view (hidden parts stay hidden)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.engine.protocol import Action
from game.safranito.rules import SafranitoRules
from game.safranito.state import SafranitoState
from game.safranito.table.beats import runs
from game.safranito.table.captions import Text, event_caption, spice_list, token_value


def describe(text: Text, names: Sequence[str], rules: SafranitoRules, before: SafranitoState,
             action: Action, after: SafranitoState, seat: int) -> str:
    return " ".join(line for _round, line in
                    describe_rounds(text, names, rules, before, action, after, seat))


def describe_rounds(text: Text, names: Sequence[str], rules: SafranitoRules,
                    before: SafranitoState, action: Action, after: SafranitoState,
                    seat: int) -> list[tuple[int, str]]:
    """The move's events as sentences, each with the round it belongs to: the move
    that ends a round also opens the next (the pepper mill passes, the market fills),
    and those lines go under the new round's title, not the old one's. The spices
    laid out in the market are one sentence, not one per card, and tokens going back
    from one place one sentence naming each owner (as the table's log tells them)."""
    parts: list[tuple[int, list[str]]] = [(before.round, [])]
    market: Counter[str] = Counter()

    def flush_market() -> None:
        if market:
            parts[-1][1].append(sentence(text("safranito.beats.market",
                                              spices=spice_list(text, rules, market))))
            market.clear()

    for event, returns in runs(after.events):
        if event.kind == "market":
            market[event.spice] += event.count
            continue
        flush_market()
        if event.kind == "round":
            parts.append((event.count, []))
            continue  # the group's title already says "Round n"
        if event.kind == "out":
            continue  # the flick or knock that put it off the board said so
        parts[-1][1].append(sentence(event_caption(text, rules, names, event, returns,
                                                   token_value(after, event.token))))
    flush_market()
    return [(number, " ".join(lines)) for number, lines in parts if lines]


def sentence(caption: str) -> str:
    """A caption as a sentence, so captions joined in a line stay readable."""
    return caption if caption.endswith((".", "!", "?", "…", ":")) else caption + "."


def last_trick(text: Text, names: Sequence[str], rules: SafranitoRules,
               view: SafranitoState) -> list[str] | None:
    return None


def open_hand(rules: SafranitoRules, state: SafranitoState, seat: int) -> list[str]:
    """The sprites of ``seat``'s spice cards, for a replay with all hands open."""
    return [f"safranito/card_{spice}" for spice in state.hands[seat]]
