"""Safranito moves in words, for the history: the events a move caused, as the table's
captions word them (:mod:`.captions`), from the viewer's view (hidden parts stay hidden)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.engine.protocol import Action
from game.safranito.rules import SafranitoRules
from game.safranito.state import Prepare, SafranitoState, Sell
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


def forced_line(text: Text, names: Sequence[str], rules: SafranitoRules,
                before: SafranitoState, action: Action, seat: int) -> str | None:
    """A pass the table made for a player who had nothing to do, said as what it was
    ("Ann had no Saffron card to sell: passed automatically"), or ``None`` for the
    shared "played for" words. Wrapped in those, a forced "sell none" read "Played for
    Player 1, the only possible move: Nobody sells Saffron.", as if a choice had been
    made for the market (newcomer 16a, finding 13)."""
    if isinstance(action, Sell) and action.count == 0 and before.bowl:
        return sentence(text("safranito.auto.history_no_sell", name=names[seat],
                             spice=text(f"safranito.spices.{before.bowl}")))
    if isinstance(action, Prepare) and action.face_up < 0 and not action.reserved:
        return sentence(text("safranito.auto.history_no_dish", name=names[seat]))
    return None
