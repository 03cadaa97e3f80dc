"""Takebacks: which of the log's moves a player may take back, and whether doing so
used information they should not have had.

Undo decides nothing new: it is the log minus its tail, replayed through the rules
(:func:`game.match_files.rebuild`). The deal and draws come from the seed, so they are
the same after a takeback; a takeback after other seats moved has shown the player
something (their replies, a revealed card) and marks the match *assisted*.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.log import ActionLog
from game.engine.protocol import Game, State
from game.engine.runner import Seat, forced_action


@dataclass(frozen=True)
class Turn:
    """One logged move: its index in the log, who made it, and whether they had a
    choice (a forced move is not a decision to take back)."""

    index: int
    seat: int
    chose: bool


def turn_of(game: Game, state: State, index: int) -> Turn:
    """The turn about to be taken in ``state`` (call before applying the move)."""
    return Turn(index, game.current_player(state), forced_action(game, state) is None)


def turns_of(game: Game, log: ActionLog) -> list[Turn]:
    """Every turn of a log, by replaying it (for a match opened from a file)."""
    state = game.new_game(log.num_players, log.seed, log.options)
    turns = []
    for index, action in enumerate(log.actions):
        turns.append(turn_of(game, state, index))
        state = game.apply(state, action)
    return turns


@dataclass(frozen=True)
class Takeback:
    """Cut the log to its first ``keep`` moves; ``reveals`` when other seats had moved."""

    keep: int
    seat: int
    reveals: bool


def takeback(turns: Sequence[Turn], seats: Sequence[Seat], viewer: int) -> Takeback | None:
    """The takeback the player in front of the screen may make now, if any.

    Against bots: back to the last decision of a human (each takeback goes one decision
    further back). In hot-seat (two humans or more) a player may only take back their
    own last move, and only until another human has made a decision."""
    decisions = [t for t in turns if seats[t.seat].is_human and t.chose]
    if not decisions:
        return None
    last = decisions[-1]
    humans = sum(1 for s in seats if s.is_human)
    if humans > 1 and last.seat != viewer:
        return None
    tail = [t for t in turns if t.index >= last.index]
    return Takeback(last.index, last.seat, any(t.seat != last.seat for t in tail))
