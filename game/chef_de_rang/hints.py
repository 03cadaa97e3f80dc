"""Read-only summaries of Chef de rang states for the table scene's score tables.

Spec: ``docs/rules/chef-de-rang.md``, "Scoring". Everything here only sorts what a
state holds into table rows; the points are the rules' own answer
(``phase_scores``, ``service_points``, ``scores``), and whether a move is legal is
always asked of the rules (``playable_tables``, ``playable_cards``, ``take_reason``,
``serve_reason``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.chef_de_rang.rules import CardKind, ChefDeRang, ChefState, Phase


@dataclass(frozen=True)
class PhaseOneLine:
    """One player's phase-1 reckoning."""

    seat: int
    menus_in_hand: int
    reserved: int
    tables: int
    """Tables carrying the player's marker."""
    points: int


@dataclass(frozen=True)
class FinalLine:
    seat: int
    phase1: int
    served: int
    """Menus served on tables under the player's markers (phase 2, plus)."""
    penalty: int
    """Menus left in the player's hand (phase 2, minus)."""
    total: int


def is_menu(rules: ChefDeRang, card: int) -> bool:
    return rules.cards[card].kind is CardKind.MENU


def phase_one_lines(rules: ChefDeRang, state: ChefState) -> list[PhaseOneLine]:
    """Menus in hand, reserved menus and points per seat, during phase 1 or at the
    first state of phase 2 (before any serve: reserved menus are then back in the
    hands, and RES menus can only have come from a reserved pile)."""
    first, _second = rules.phase_scores(state)
    public = state.public
    lines = []
    for seat in range(public.players):
        if public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            hand = [c for c in state.hands[seat] if is_menu(rules, c)]
            reserved = len(public.reserved[seat])
        else:
            hand = [c for c in state.hands[seat] if is_menu(rules, c) and not rules.cards[c].res]
            reserved = sum(1 for c in state.hands[seat] if rules.cards[c].res)
        tables = sum(1 for owner in public.markers if owner == seat)
        lines.append(PhaseOneLine(seat, len(hand), reserved, tables, first[seat]))
    return lines


def final_lines(rules: ChefDeRang, state: ChefState) -> list[FinalLine]:
    """The score breakdown of a finished game (or the running one of phase 2)."""
    first, _second = rules.phase_scores(state)
    served, penalty = rules.service_points(state)
    totals = rules.scores(state)
    return [FinalLine(seat, first[seat], served[seat], penalty[seat], round(totals[seat]))
            for seat in range(state.public.players)]


def zone_menus(rules: ChefDeRang) -> dict[str, tuple[int, ...]]:
    """Per zone of the plan, the menu values that may be served there (from the deck)."""
    result: dict[str, set[int]] = {zone: set() for zone in rules.plan.zones}
    for card in rules.cards:
        if card.kind is CardKind.MENU:
            for zone in card.serve_in:
                if zone in result:
                    result[zone].add(card.value)
    return {zone: tuple(sorted(values)) for zone, values in result.items()}


def hand_points(rules: ChefDeRang, cards: tuple[int, ...]) -> int:
    return sum(rules.values[c] for c in cards)
