"""Questions the table scene asks about a Scharfe Schoten view that ``rules.py`` does not
answer in one call: why a contract or rack click is refused, and what each seat would
score if the round ended now.

Pure and pygame-free: it only reads a :class:`~game.scharfe_schoten.rules.SchotenView`
(or state) and reuses the rules' own helpers, so the scene holds no rule logic. Reason
keys are looked up under ``scharfe_schoten.reasons`` in the locale files.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.scharfe_schoten.rules import (
    Phase,
    ScharfeSchoten,
    SchotenState,
    SchotenView,
    rack_counts,
    score_contracts,
    stock_counts,
)

Table = SchotenState | SchotenView


def _seat_to_move(table: Table) -> str | None:
    if table.phase is Phase.GAME_OVER:
        return "game_over"
    if isinstance(table, SchotenView) and table.seat != table.turn:
        return "not_your_turn"
    return None


def why_contract_illegal(table: Table, most: str | None, least: str | None) -> str | None:
    """Why the seat to move may not choose these contracts now (``None``: it may).

    Keys: ``game_over``, ``not_your_turn``, ``not_contract_phase``, ``need_both`` (a
    colour not picked yet), ``unknown_colour``, ``same_colour``.
    """
    reason = _seat_to_move(table)
    if reason is not None:
        return reason
    if table.phase is not Phase.CONTRACTS:
        return "not_contract_phase"
    if most is None or least is None:
        return "need_both"
    colours = table.deck.colours
    if most not in colours or least not in colours:
        return "unknown_colour"
    if most == least:
        return "same_colour"
    return None


def why_rack_illegal(table: Table, colour: str) -> str | None:
    """Why the trick's winner may not take from this rack column now.

    Keys: ``game_over``, ``not_your_turn``, ``not_rack_phase``, ``unknown_colour``,
    ``empty_column``.
    """
    reason = _seat_to_move(table)
    if reason is not None:
        return reason
    if table.phase is not Phase.RACK_CHOICE:
        return "not_rack_phase"
    if colour not in table.deck.colours:
        return "unknown_colour"
    if not rack_counts(table)[table.deck.index(colour)]:
        return "empty_column"
    return None


@dataclass(frozen=True)
class Projection:
    """A seat's round score if the round ended with the stocks as they are now."""

    most_points: int
    least_points: int
    bonus: int

    @property
    def total(self) -> int:
        return self.most_points + self.least_points + self.bonus


def projection(rules: ScharfeSchoten, table: Table, seat: int,
               counts: tuple[int, ...] | None = None) -> Projection | None:
    """``None`` while the seat's contracts are hidden from this table (or not chosen).

    ``counts`` overrides the seat's stock counts (the scene passes what it shows while
    cards are still flying to the stock).
    """
    contract = table.contracts[seat]
    if contract is None:
        return None
    deck = table.deck
    counts = stock_counts(table, seat) if counts is None else counts
    most, least, bonus = score_contracts(counts, deck.index(contract.most),
                                         deck.index(contract.least), rules.met, rules.tied)
    return Projection(most, least, bonus)
