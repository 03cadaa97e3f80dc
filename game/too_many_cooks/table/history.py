"""Too Many Cooks moves in words, for the history and the last-trick view.

Worded from the viewer's views before and after the move (never the full state), so a
secret menu stays secret until the table reveals it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine.protocol import Action
from game.too_many_cooks.rules import ChooseMenu, GameRules, PlayCard, State, View
from game.too_many_cooks.state import Phase
from game.too_many_cooks.table.layout import card_sprite
from game.too_many_cooks.words import card_name

Text = Callable[..., str]


def describe(text: Text, names: Sequence[str], rules: GameRules, before: View,
             action: Action, after: View, seat: int) -> str:
    name = names[seat]
    if isinstance(action, ChooseMenu):
        menu = after.chosen[seat]
        if menu is None:
            return text("too_many_cooks.history.chose_secret", name=name)
        return text("too_many_cooks.history.chose", name=name,
                    menu=text(f"too_many_cooks.menus.{menu}"))
    if not isinstance(action, PlayCard):
        return ""
    line = text("too_many_cooks.history.played", name=name,
                card=card_name(text, before, action.card))
    round_over = len(after.table.history) > len(before.table.history)
    tricks = after.table.history[-1].tricks if round_over else after.table.tricks
    done = tricks[-1] if tricks and (round_over or len(after.table.tricks)
                                     > len(before.table.tricks)) else None
    if done is not None and done.plays[-1].card == action.card:
        total = rules.pot_total([p.card for p in done.plays])
        line += " " + text("too_many_cooks.history.took", name=names[done.winner], total=total)
    elif round_over:
        line += " " + text("too_many_cooks.history.discarded")
    return line


def revealed(text: Text, names: Sequence[str], rules: GameRules, action: Action,
              later: View, seat: int) -> str | None:
    """A menu chosen in secret, named once ``later`` (the round's latest view) shows it:
    after all menus are on the table, "chose a secret menu" would hide what every
    player can see."""
    if not isinstance(action, ChooseMenu) or later.chosen[seat] is None:
        return None
    return text("too_many_cooks.history.chose", name=names[seat],
                menu=text(f"too_many_cooks.menus.{later.chosen[seat]}"))


def uncovered(text: Text, names: Sequence[str], rules: GameRules, before: View,
              action: Action, after: View, seat: int) -> str | None:
    """What the seat's own move turned up, for a takeback's toast: the last secret menu
    chosen turns every menu face up (the round's play begins)."""
    if isinstance(action, ChooseMenu) and before.table.phase is Phase.MENU \
            and after.table.phase is not Phase.MENU and not before.table.sequential_menus:
        return text("too_many_cooks.history.menus_shown")
    return None


def trick_number(before: View, action: Action) -> int | None:
    """Which trick of its round a card belongs to, for the history's trick groups."""
    if isinstance(action, PlayCard):
        return len(before.table.tricks) + 1
    return None


def group_heading(text: Text, before: View, action: Action) -> str | None:
    """The history's heading over a move outside the tricks: the menu choices come
    before trick 1 and under their own "Menus" heading (listed newest first they sat
    under "Trick 1", as if chosen during it: newcomer playtest 16b, finding 12)."""
    if isinstance(action, ChooseMenu):
        return str(text("too_many_cooks.history.menus_heading"))
    return None


def last_trick(text: Text, names: Sequence[str], rules: GameRules,
               view: View) -> list[str] | None:
    """Who played what in the last finished trick of this round, and who took it."""
    tricks = view.table.tricks or (view.table.history[-1].tricks if view.table.history
                                   else ())
    if not tricks:
        return None
    trick = tricks[-1]
    lines = [text("too_many_cooks.history.played", name=names[p.seat],
                  card=card_name(text, view, p.card)) for p in trick.plays]
    total = rules.pot_total([p.card for p in trick.plays])
    return [*lines, text("too_many_cooks.history.took", name=names[trick.winner], total=total)]


def open_hand(rules: GameRules, state: State, seat: int) -> list[str]:
    """The sprites of ``seat``'s hand, for a replay with all hands open (full state):
    this round's menu first once chosen (still secret at the table), then the cards."""
    menu = state.chosen[seat]
    first = [f"too_many_cooks/menu_{menu}"] if menu is not None else []
    return first + [card_sprite(state, card) for card in state.hands[seat]]
