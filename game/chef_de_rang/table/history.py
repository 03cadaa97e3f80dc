"""Chef de rang moves in words, for the history (worded from the viewer's views)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from game.chef_de_rang.rules import ChefDeRang
from game.chef_de_rang.state import (
    CardKind,
    ChefState,
    ChefView,
    KeepPlat,
    Phase,
    Serve,
    SwapPlat,
    Take,
)
from game.chef_de_rang.table.layout import card_sprite
from game.engine.protocol import Action

Text = Callable[..., str]


def card_name(text: Text, rules: ChefDeRang, card: int) -> str:
    info = rules.cards[card]
    if info.kind is CardKind.MENU:
        return text("chef_de_rang.cards.menu_res" if info.res else "chef_de_rang.cards.menu",
                    value=info.value)
    return text(f"chef_de_rang.cards.{info.kind.value}")


def describe(text: Text, names: Sequence[str], rules: ChefDeRang, before: ChefView,
             action: Action, after: ChefView, seat: int) -> str:
    name = names[seat]
    if isinstance(action, Take):
        card = after.public.taken[action.table]
        if card < 0:
            return text("chef_de_rang.history.took_hidden", name=name, table=action.table + 1)
        return text("chef_de_rang.history.took", name=name, table=action.table + 1,
                    card=card_name(text, rules, card))
    if isinstance(action, KeepPlat):
        return text("chef_de_rang.history.kept_plat", name=name)
    if isinstance(action, SwapPlat):
        # The card drawn, where the history's viewer saw it: theirs (the drawer's or
        # the drawn's) or every card in a replay with all hands open; to the others "a
        # card" (newcomer playtest: the player's own swap did not say what they drew).
        card = drawn_card(before, after)
        line = text("chef_de_rang.history.swapped", name=name, other=names[action.opponent]) \
            if card < 0 else text("chef_de_rang.history.swapped_drew", name=name,
                                  other=names[action.opponent],
                                  card=card_name(text, rules, card))
        swapped = unscored(before, after)
        changes = [text("chef_de_rang.history.score_change", name=names[who], before=was,
                        after=now)
                   for who in (seat, action.opponent)
                   for was, now in [(shown_score(text, rules, before, who),
                                     shown_score(text, rules, swapped, who))] if was != now]
        if changes:
            line += " " + text("chef_de_rang.history.scores", changes=", ".join(changes))
        return line
    if isinstance(action, Serve):
        return text("chef_de_rang.history.served", name=name, table=action.table + 1,
                    card=card_name(text, rules, action.card))
    return ""


def drawn_card(before: ChefView | ChefState, after: ChefView | ChefState) -> int:
    """The card the swap between ``before`` and ``after`` drew, or -1 where it is hidden
    from the view (the rules show it to the two players of the swap alone, unless
    swaps are open: ``docs/rules/chef-de-rang.md``)."""
    index = len(before.public.swaps)
    draws = after.draws
    return draws[index] if len(after.public.swaps) > index and len(draws) > index else -1


def unscored(before: ChefView | ChefState, after: ChefView | ChefState
             ) -> ChefView | ChefState:
    """``after`` as the swap alone left it, without the phase-1 scoring the same move
    may trigger (the swap that ends phase 1). The scoring is its own public event, shown
    on the panels; worded into the swap's line it turned the viewer's ranges into exact
    scores that named a draw the viewer did not see (newcomer playtest: "Clove 0 → 300,
    Basil 300 → 0" told that Clove drew a 300 from Basil's hand). Phase 2 also put the
    reserved piles back in the hands: they are set aside again, as after the swap."""
    if before.public.phase1_scores or not after.public.phase1_scores:
        return after
    reserved = before.public.reserved
    hands = tuple(tuple(card for card in hand if card not in pile)
                  for hand, pile in zip(after.hands, reserved, strict=True))
    public = replace(after.public, phase1_scores=(), reserved=reserved)
    return replace(after, public=public, hands=hands)


def heading(text: Text, before: ChefView | ChefState) -> str:
    """The history's group for a move: the phase it was made in (the game has no
    rounds; a plat du jour kept or swapped belongs to phase 1's taking orders)."""
    serving = before.public.phase in (Phase.SERVING, Phase.OVER)
    return text("chef_de_rang.phase.serving" if serving else "chef_de_rang.phase.taking")


def shown_score(text: Text, rules: ChefDeRang, view: ChefView | ChefState, seat: int) -> str:
    """A seat's phase-1 points as its panel shows them: exact, or the range they lie in
    ("0–600") while cards in that hand are hidden from the viewer. A swap moves cards
    unseen, so the History says how the shown scores changed (issue 19 play-test,
    finding 8: "2000" became "≥300" with no word why; newcomer pass 9, finding 14a:
    "600" then "≥0" read as a score lost, where it had become unknown)."""
    low, high = rules.phase1_range(view, seat)
    if low == high:
        return str(low)
    return text("chef_de_rang.score_range", low=low, high=high)


def last_trick(text: Text, names: Sequence[str], rules: ChefDeRang,
               view: ChefView) -> list[str] | None:
    return None


def open_hand(rules: ChefDeRang, state: ChefState, seat: int) -> list[str]:
    """The sprites of ``seat``'s hand, for a replay with all hands open (full state)."""
    return [card_sprite(rules, card) for card in state.hands[seat]]
