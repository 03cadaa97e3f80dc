"""Scharfe Schoten moves in words, for the history and the last-trick view.

Worded from the viewer's views (never the full state): secret contracts stay secret
until revealed, and a card taken from the rack is named by its colour only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine.protocol import Action
from game.scharfe_schoten.rules import ScharfeSchoten
from game.scharfe_schoten.state import (
    ChooseContracts,
    PlayCard,
    SchotenState,
    SchotenView,
    TakeFromRack,
)
from game.scharfe_schoten.tricks import win_reason

Text = Callable[..., str]


def card_name(text: Text, view: SchotenView, card: int) -> str:
    deck = view.table.deck
    return text("scharfe_schoten.history.card", value=deck.value_of(card),
                colour=text(f"scharfe_schoten.colours.{deck.colour_name(card)}"))


def describe(text: Text, names: Sequence[str], rules: ScharfeSchoten, before: SchotenView,
             action: Action, after: SchotenView, seat: int) -> str:
    name = names[seat]
    if isinstance(action, ChooseContracts):
        contract = after.contracts[seat]
        if contract is None:
            return text("scharfe_schoten.history.chose_secret", name=name)
        return text("scharfe_schoten.history.chose", name=name,
                    most=text(f"scharfe_schoten.colours.{contract.most}"),
                    least=text(f"scharfe_schoten.colours.{contract.least}"))
    if isinstance(action, TakeFromRack):
        return text("scharfe_schoten.history.took_rack", name=name,
                    colour=text(f"scharfe_schoten.colours.{action.colour}"))
    if not isinstance(action, PlayCard):
        return ""
    line = text("scharfe_schoten.history.played", name=name,
                card=card_name(text, before, action.card))
    finished = len(before.table.trick) + 1 == before.table.num_players
    if finished and after.table.last_winner >= 0:
        line += " " + text("scharfe_schoten.history.won", name=names[after.table.last_winner])
    return line


def revealed(text: Text, names: Sequence[str], rules: ScharfeSchoten, action: Action,
              later: SchotenView, seat: int) -> str | None:
    """Contracts chosen in secret, named once ``later`` (the round's latest view) shows
    them: after the table has revealed them, "chose secret contracts" hides nothing."""
    contract = later.contracts[seat] if isinstance(action, ChooseContracts) else None
    if contract is None:
        return None
    return text("scharfe_schoten.history.chose", name=names[seat],
                most=text(f"scharfe_schoten.colours.{contract.most}"),
                least=text(f"scharfe_schoten.colours.{contract.least}"))


def trick_number(before: SchotenView, action: Action) -> int | None:
    """Which trick of its round a move belongs to, for the history's trick groups: a
    card to the trick being played; a rack card to the trick its winner just took."""
    table = before.table
    done = sum(len(cards) for won in table.stock_tricks for cards in won) // table.num_players
    if isinstance(action, PlayCard):
        return done + 1
    if isinstance(action, TakeFromRack):
        return done
    return None


def last_trick(text: Text, names: Sequence[str], rules: ScharfeSchoten,
               view: SchotenView) -> list[str] | None:
    table = view.table
    if not table.last_trick or table.last_winner < 0:
        return None
    lines = [text("scharfe_schoten.history.played", name=names[seat],
                  card=card_name(text, view, card)) for seat, card in table.last_trick]
    lines.append(text("scharfe_schoten.history.won", name=names[table.last_winner]))
    reason = win_reason(table, table.last_trick)
    if reason is not None:  # why, where the highest card of the led colour did not win
        deck = table.deck
        card = next(c for s, c in table.last_trick if s == table.last_winner)
        led = deck.colour_name(table.last_trick[0][1])
        lines.append(text(f"scharfe_schoten.history.won_why.{reason}",
                          card=card_name(text, view, card),
                          colour=text(f"scharfe_schoten.colours.{deck.colour_name(card)}"),
                          led=text(f"scharfe_schoten.colours.{led}")))
    return lines


def open_hand(rules: ScharfeSchoten, state: SchotenState, seat: int) -> list[str]:
    """The sprites of ``seat``'s hand, for a replay with all hands open (full state)."""
    deck = rules.deck
    return [f"scharfe_schoten/card_{deck.colour_name(card)}_{deck.value_of(card)}"
            for cards in state.hands[seat] for card in cards]
