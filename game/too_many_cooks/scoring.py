"""Too Many Cooks pot totals and scoring (spec: ``docs/rules/too-many-cooks.md``,
*Playing a card* and *Scoring*). Pure functions of the game data, a state or a view.

* The led card whose value alone would reach the target (the 10) counts 0, per the
  spec; a boil-over contributes 0 and resets the running total to 0.
* Scores are clamped at 0 stars after each round.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.too_many_cooks.state import NO_SOUP, GameData, SeatScore, State, View


def card_value_in_pot(data: GameData, card: int, position: int) -> int:
    """What ``card`` adds to the total at ``position`` in a trick (0 = led).

    A led 10 counts 0; a boil-over adds 0 and resets the total (see :func:`running_totals`).
    """
    value = data.value_of[card]
    if position == 0 and value >= data.target:
        return 0
    return value


def running_totals(data: GameData, cards: Sequence[int]) -> tuple[int, ...]:
    """The total announced after each card of a trick, in order."""
    totals = []
    total = 0
    for position, card in enumerate(cards):
        if data.is_boil_over[card]:
            total = 0
        else:
            total += card_value_in_pot(data, card, position)
        totals.append(total)
    return tuple(totals)


def pot_total(data: GameData, cards: Sequence[int]) -> int:
    """The total announced after the last of ``cards`` (0 for an empty pot)."""
    totals = running_totals(data, cards)
    return totals[-1] if totals else 0


def score_pile(data: GameData, seat: int, menu: str, won: tuple[int, ...], stars_before: int,
               boil_over_is_bouillon: bool) -> SeatScore:
    """Score one seat's won cards under its menu (docs/rules/too-many-cooks.md, *Scoring*)."""
    suit_of = data.suit_of
    bonus = 0
    if menu == NO_SOUP:
        plus: tuple[int, ...] = ()
        minus = won
        bonus = data.no_soup_bonus
    elif menu == data.spoiler_suit:
        plus = tuple(c for c in won if suit_of[c] == menu)
        minus = tuple(c for c in won if data.cards[c].bouillon
                      or (boil_over_is_bouillon and data.is_boil_over[c]))
    else:
        plus = tuple(c for c in won if suit_of[c] == menu)
        minus = tuple(c for c in won if suit_of[c] == data.spoiler_suit)
    points = bonus + len(plus) - len(minus)
    return SeatScore(seat, menu, won, plus, minus, bonus, points, stars_before,
                     max(0, stars_before + points))


def projected_scores(s: State | View) -> tuple[SeatScore | None, ...]:
    """Each seat's score if the round ended now (``None`` where the menu is unknown):
    for a running score display."""
    table = s.table
    return tuple(None if menu is None else
                 score_pile(table.data, seat, menu, table.won[seat], table.stars[seat],
                            table.boil_over_is_bouillon)
                 for seat, menu in enumerate(s.chosen))
