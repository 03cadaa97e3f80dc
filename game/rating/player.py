"""How a player's rating moves after a finished match against rated bots.

Everyone starts at :data:`START_RATING` per game. Each match is read as meetings
between the player and every bot seat whose level has a rating (see
:mod:`game.rating.fit`: the winner takes the meeting; when both or neither won, the
higher score; a tie is half). The rating moves by ``K / opponents`` times the sum of
(what the player took − what the Elo curve expected), so a four-player match moves it
no more than a two-player one: the opponents are not independent tests (one good deal
beats them all at once).

The first :data:`PROVISIONAL_MATCHES` rated matches are *provisional*: K is larger, so a
new player's rating finds its level quickly, and screens show it with a "?".

Assisted matches (a hint or a takeback used) count at half weight
(:data:`ASSISTED_WEIGHT`), not zero: a player who leans on hints still improves and
deserves a rating that follows, but a hint is the search engine's move and a takeback
undoes a blunder, so such a match is weaker evidence of the player's own strength and
moves the rating half as far. Matches without a rated bot (humans only, hot-seat, or
only unrated levels) do not move it: there is nothing calibrated to measure against.
Other humans at the table are not opponents for the same reason. Pure: no pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from game.daily.deal import BASE_LEVEL, DAILY_LEVEL
from game.rating.fit import expected, meetings_of
from game.rating.levels import LevelRating
from game.results_log import MatchResult

START_RATING = 1500.0
PROVISIONAL_MATCHES = 10
K_PROVISIONAL = 64.0
K_ESTABLISHED = 24.0
ASSISTED_WEIGHT = 0.5


@dataclass(frozen=True)
class Opponent:
    level: str
    rating: float
    took: float
    """What the player took from this meeting: 1, ½ or 0."""


def k_factor(rated_matches: int) -> float:
    """K for a player with ``rated_matches`` rated matches before this one."""
    return K_PROVISIONAL if rated_matches < PROVISIONAL_MATCHES else K_ESTABLISHED


def is_provisional(rated_matches: int) -> bool:
    return rated_matches < PROVISIONAL_MATCHES


def rating_change(rating: float, opponents: tuple[Opponent, ...], rated_matches: int,
                  weight: float) -> float:
    """How far one match moves a rating (0 without opponents)."""
    if not opponents:
        return 0.0
    surprise = sum(o.took - expected(rating, o.rating) for o in opponents)
    return weight * k_factor(rated_matches) / len(opponents) * surprise


def match_weight(result: MatchResult) -> float:
    return ASSISTED_WEIGHT if result.assisted else 1.0


def opponents_of(result: MatchResult, seat: int,
                 levels: Mapping[str, LevelRating]) -> tuple[Opponent, ...]:
    """The rated bot seats of ``result``, as opponents of the human at ``seat``."""
    names = [f"seat{i}" for i in range(len(result.seats))]
    shares = [1.0 if s.won else 0.0 for s in result.seats]
    scores = [s.score for s in result.seats]
    out = []
    for i, other in enumerate(result.seats):
        level = RATED_AS.get(other.bot or "", other.bot)
        if i == seat or level is None or level not in levels:
            continue
        took = meetings_of([names[seat], names[i]], [shares[seat], shares[i]],
                           [scores[seat], scores[i]])[0].score
        out.append(Opponent(level, levels[level].rating, took))
    return tuple(out)


RATED_AS = {DAILY_LEVEL: BASE_LEVEL}
"""Levels rated as another: the daily deal's bots are the hard level with the CPU cap
off (the same moves wherever the cap was not hit), so a daily deal moves the player's
rating as a match against hard bots does."""


def human_seats(result: MatchResult) -> list[int]:
    return [i for i, seat in enumerate(result.seats) if seat.bot is None]


def nearest_level(rating: float, levels: Mapping[str, LevelRating]) -> str | None:
    """The level whose rating is nearest ``rating`` (the stronger one on a tie: a
    practice partner slightly above teaches more); None without rated levels."""
    if not levels:
        return None
    return min(levels, key=lambda name: (abs(levels[name].rating - rating),
                                         -levels[name].rating))
