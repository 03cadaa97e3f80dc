"""The day's deal of a game and the hard bot's duplicate replay of it.

- **The seed** comes from the local calendar date and the game id alone, by a function
  that is documented here and never changes: the BLAKE2b hash (8-byte digest) of the
  UTF-8 text ``"kitchen-table daily <game id> <YYYY-MM-DD>"``, read as a big-endian
  number, modulo 999,999, plus 1. So it is the same on every machine, needs no network,
  and is a game number the setup screen accepts (1..999,999): typing it there deals the
  same cards.
- **The table** is fixed per game (:data:`DAILY_PLAYERS`): the player in seat 1
  (:data:`PLAYER_SEAT`), every other seat the ``daily`` level of ``config/bots.yaml``,
  which is the hard level with its CPU cap off, each bot seeded from the day's seed and
  its seat as every match's bots are. With the cap off a bot's move depends on its
  rollouts only, never on how fast the machine is, so everyone meets the same
  opponents (the same moves for the same play).
- **Duplicate scoring**: :func:`duplicate` plays the same seed with the same bots in
  the other seats and a ``daily`` bot (seeded for the player's seat) in the player's
  place. Only the player's seat's decisions differ between the two games; where the
  player plays as that bot would, the whole game is the same, move for move.
- **Which daily a match is**: a match *is* day D's deal when its seats are the daily
  table and its seed is D's seed (:func:`daily_date_of`): nothing else needs to be
  stored in the match file, and a daily saved and continued later is still one.

Safranito has no daily deal: see the README (the player's flicks are a continuum shot
by hand, so "the same deal" would not make the two games differ only in decisions).
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from game import registry
from game.engine.options import resolve_options
from game.engine.protocol import Action
from game.engine.runner import Seat, play_out
from game.match_setup import MAX_SEED, MatchSetup

DAILY_PLAYERS: dict[str, int] = {
    "too-many-cooks": 4,
    "scharfe-schoten": 3,
    "chef-de-rang": 4,
}
"""The games with a daily deal, and the fixed number of players at its table."""
PLAYER_SEAT = 0
"""The player always sits in the first seat."""
DAILY_LEVEL = "daily"
"""The bot level of the other seats and of the duplicate replay (``config/bots.yaml``:
the hard level, CPU cap off)."""
BASE_LEVEL = "hard"
"""The level the daily level copies (a test holds them equal but for the cap)."""


class NoDaily(ValueError):
    """A game without a daily deal (Safranito) or an unknown one: one sentence."""


def daily_games() -> list[str]:
    return list(DAILY_PLAYERS)


def require_daily(game_id: str) -> None:
    registry.require_info(game_id)
    if game_id not in DAILY_PLAYERS:
        raise NoDaily(f"{game_id} has no daily deal (choose from {', '.join(DAILY_PLAYERS)})")


def today() -> datetime.date:
    """The local calendar date (the one place the window asks; tests replace it)."""
    return datetime.date.today()


def parse_date(text: str) -> datetime.date:
    """``YYYY-MM-DD``; anything else raises ``ValueError`` with one sentence."""
    try:
        if len(text) != 10:
            raise ValueError
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise ValueError(f"expected a date as YYYY-MM-DD, got '{text}'") from None


def daily_seed(game_id: str, day: datetime.date) -> int:
    """The day's game number of ``game_id`` (see the module docstring: stable for ever)."""
    text = f"kitchen-table daily {game_id} {day.isoformat()}".encode()
    number = int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")
    return number % MAX_SEED + 1


def daily_options(game_id: str) -> dict[str, Any]:
    """The game's default rule options, written out (the daily plays the standard rules)."""
    return resolve_options(registry.rules(game_id).option_specs, {})


def daily_seats(game_id: str, player: str, bot_names: Sequence[str]) -> tuple[Seat, ...]:
    """The player in :data:`PLAYER_SEAT`, ``daily`` bots named from ``bot_names``."""
    count = DAILY_PLAYERS[game_id]
    names = iter(bot_names)
    return tuple(Seat(player) if seat == PLAYER_SEAT else Seat(next(names), DAILY_LEVEL)
                 for seat in range(count))


def daily_setup(game_id: str, day: datetime.date, player: str,
                bot_names: Sequence[str]) -> MatchSetup:
    """The day's match: its seed, table and options."""
    require_daily(game_id)
    return MatchSetup(game_id, daily_seats(game_id, player, bot_names),
                      daily_seed(game_id, day), daily_options(game_id))


def is_daily_table(game_id: str, seats: Sequence[Seat]) -> bool:
    """The seats are the daily table: the right count, a human in the player's seat and
    ``daily`` bots everywhere else."""
    if len(seats) != DAILY_PLAYERS.get(game_id, -1):
        return False
    return all(seat.is_human if i == PLAYER_SEAT else seat.bot_level == DAILY_LEVEL
               for i, seat in enumerate(seats))


def daily_date_of(game_id: str, seats: Sequence[Seat], seed: int,
                  started: datetime.date) -> datetime.date | None:
    """Which day's deal a match started on ``started`` is (``None``: not a daily). The
    day before and after are tried too: a clock or time zone changed in between."""
    if not is_daily_table(game_id, seats):
        return None
    for shift in (0, -1, 1):
        day = started + datetime.timedelta(days=shift)
        if daily_seed(game_id, day) == seed:
            return day
    return None


@dataclass(frozen=True)
class Duplicate:
    """The hard bot's game in the player's seat on the day's deal."""

    game_id: str
    day: datetime.date
    seed: int
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    actions: tuple[Action, ...]

    @property
    def score(self) -> float:
        """The bot's final score in the player's seat."""
        return self.scores[PLAYER_SEAT]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game_id, "date": self.day.isoformat(), "seed": self.seed,
                "players": len(self.scores), "seat": PLAYER_SEAT + 1,
                "bot_level": DAILY_LEVEL, "bot_score": self.score,
                "scores": list(self.scores), "winners": [w + 1 for w in self.winners],
                "moves": len(self.actions)}


def rollouts_played(bots: Sequence[Any]) -> int:
    """The rollouts ``bots`` played so far, all seats (a bot that does not search: 0)."""
    return sum(int(getattr(bot, "rollouts", 0)) for bot in bots)


def daily_bots(game_id: str, seed: int) -> list[Any]:
    """The ``daily`` bot of every seat, seeded as the daily match seeds its bots."""
    return [registry.make_bot(game_id, DAILY_LEVEL, seat, registry.bot_seed(seed, seat))
            for seat in range(DAILY_PLAYERS[game_id])]


def expected_work(game_id: str, day: datetime.date, actions: Sequence[Action]) -> int:
    """About how many rollouts the duplicate takes, read off the player's match on the
    same deal (``actions``): each decision with a choice, whoever made it, costs the
    ``daily`` bot's budget for that many legal moves. The bot's game differs from the
    player's only in the player's seat's decisions, so this is the scale of the
    replay's progress bar (work done, not moves: a forced move costs nothing, a choice
    among eight costs four times a choice between two). At least 1."""
    game = registry.rules(game_id)
    seed = daily_seed(game_id, day)
    bots = daily_bots(game_id, seed)
    state = game.new_game(len(bots), seed, daily_options(game_id))
    total = 0
    for action in actions:
        if game.is_over(state):
            break
        budget = getattr(bots[game.current_player(state)], "budget", None)
        legal = len(game.legal_actions(state))
        total += budget(legal) if budget is not None else int(legal > 1)
        state = game.apply(state, action)
    return max(1, total)


def duplicate(game_id: str, day: datetime.date,
              progress: Callable[[int, int], None] | None = None) -> Duplicate:
    """Play the day's deal with a ``daily`` bot in every seat, the player's included,
    each seeded as the daily match seeds it (``progress(moves, rollouts)`` after each
    move: the moves and the bots' rollouts so far, the work :func:`expected_work`
    estimates).

    Deterministic: the seed, the bots' seeds and their rollout budgets decide every
    move (no CPU cap), so this is the same on any machine."""
    require_daily(game_id)
    game = registry.rules(game_id)
    seed = daily_seed(game_id, day)
    bots = daily_bots(game_id, seed)
    actions: list[Action] = []

    def note(action: Action) -> None:
        actions.append(action)
        if progress is not None:
            progress(len(actions), rollouts_played(bots))

    outcome = play_out(game, bots, seed, daily_options(game_id), on_action=note)
    return Duplicate(game_id, day, seed, outcome.scores, outcome.winners, tuple(actions))
