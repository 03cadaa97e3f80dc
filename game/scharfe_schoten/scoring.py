"""Scoring a Scharfe Schoten round (spec: ``docs/rules/scharfe-schoten.md``, "Scoring").

A "most" contract scores ``met`` points when its colour is strictly the seat's largest
stock colour and ``tied`` when it shares the top; "least" likewise at the bottom. When
both score, the bonus is count(most) - count(least). Counts of 0 count, so an empty
stock ties everywhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.scharfe_schoten.state import Contract, Deck, ScoreLine


def score_contracts(counts: Sequence[int], most: int, least: int, met: int = 5,
                    tied: int = 3) -> tuple[int, int, int]:
    """(most points, least points, bonus) for a stock with ``counts`` per colour.

    Counts of 0 count, so an empty stock ties everywhere: 3 + 3 + 0.
    """
    m = counts[most]
    top = max(c for i, c in enumerate(counts) if i != most)
    most_points = met if m > top else tied if m == top else 0
    low = counts[least]
    bottom = min(c for i, c in enumerate(counts) if i != least)
    least_points = met if low < bottom else tied if low == bottom else 0
    bonus = m - low if most_points and least_points else 0
    return most_points, least_points, bonus


def score_line(deck: Deck, seat: int, counts: tuple[int, ...], contract: Contract,
               met: int, tied: int) -> ScoreLine:
    """One seat's scoring of stock ``counts`` under its ``contract``."""
    most, least = deck.index(contract.most), deck.index(contract.least)
    most_points, least_points, bonus = score_contracts(counts, most, least, met, tied)
    return ScoreLine(seat, counts, contract.most, counts[most], most_points,
                     contract.least, counts[least], least_points, bonus,
                     most_points + least_points + bonus)


@dataclass(frozen=True)
class Miss:
    """Why one contract scored nothing: its colour's count in the stock against the
    colour that beat it there (the spec compares a player's own colours, never other
    players' stocks)."""

    contract: str
    """``"most"`` or ``"least"``."""
    colour: str
    count: int
    rival: str
    """The stock's largest other colour (a missed "most") or its smallest other colour
    (a missed "least"); the first in the deck's order when several tie."""
    rival_count: int


def missed_contracts(deck: Deck, line: ScoreLine) -> tuple[Miss, ...]:
    """Each of ``line``'s contracts that failed (scored 0), with why, by the spec: a
    "most" colour fails when another colour of the same stock has more cards (a tie
    still scores 3); a "least" colour fails when another has fewer (0 counts)."""
    counts = line.counts
    misses = []
    for contract, colour, pick in (("most", line.most, max), ("least", line.least, min)):
        own = counts[deck.index(colour)]
        others = [(c, n) for c, n in zip(deck.colours, counts, strict=True) if c != colour]
        target = pick(n for _c, n in others)
        if (own < target) if contract == "most" else (own > target):
            rival = next(c for c, n in others if n == target)
            misses.append(Miss(contract, colour, own, rival, target))
    return tuple(misses)
