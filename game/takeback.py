"""Takebacks: which of the log's moves a player may take back, and whether doing so
used information they should not have had.

Undo decides nothing new: it is the log minus its tail, replayed through the rules
(:func:`game.match_files.rebuild`). The deal and draws come from the seed, so they are
the same after a takeback; a takeback that undoes something the player had been shown
(a reply they saw, a card revealed or drawn) marks the match *assisted*
(:func:`revealed`, which also says which move showed it, for the toast).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from game.engine.log import ActionLog
from game.engine.protocol import Action, Game, IllegalAction, State
from game.engine.rng import derive_rng
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
    """Cut the log to its first ``keep`` moves, giving ``seat`` their decision back."""

    keep: int
    seat: int


def takeback(turns: Sequence[Turn], seats: Sequence[Seat], viewer: int) -> Takeback | None:
    """The takeback the player in front of the screen may make now, if any.

    Against bots: back to the last decision of a human (each takeback goes one decision
    further back). In hot-seat (two humans or more) a player may only take back their
    own last move, and only until another human has had a turn: a move played for
    another human because it was their only one counts too, since that human saw the
    table (a takeback across it undid a turn someone else had watched: newcomer 13)."""
    decisions = [t for t in turns if seats[t.seat].is_human and t.chose]
    if not decisions:
        return None
    last = decisions[-1]
    humans = sum(1 for s in seats if s.is_human)
    if humans > 1 and (last.seat != viewer or any(
            t.index > last.index and seats[t.seat].is_human and t.seat != viewer
            for t in turns)):
        return None
    return Takeback(last.index, last.seat)


@dataclass(frozen=True)
class Refusal:
    """Why :func:`takeback` offers nothing, for the words of Undo's refusal: ``reason``
    ``"other_since"`` (hot-seat: ``seat``, another human, has had a turn since the
    player's last decision, so that decision is no longer theirs to take back) or
    ``"no_move"`` (the player has made no decision yet; ``seat`` is ``None``)."""

    reason: str
    seat: int | None = None


def refusal(turns: Sequence[Turn], seats: Sequence[Seat], viewer: int) -> Refusal | None:
    """Why the player in front of the screen may take nothing back now (``None`` when
    :func:`takeback` offers a takeback). "Nothing of yours to take back" alone, said to
    a hot-seat player whose move another human had answered, read as a fault (newcomer
    playtest): the refusal names who has played since."""
    if takeback(turns, seats, viewer) is not None:
        return None
    mine = [t for t in turns if t.seat == viewer and t.chose]
    if mine:
        since = [t for t in turns if t.index > mine[-1].index and seats[t.seat].is_human
                 and t.seat != viewer]
        if since:
            return Refusal("other_since", since[-1].seat)
    return Refusal("no_move")


GUESSES = 4
"""How many full states consistent with the player's view test a move."""

ALTERNATIVES = 12
"""How many of another seat's legal moves (drawn at random) test whether its move could
have looked different to the player."""


@dataclass(frozen=True)
class Reveal:
    """The first undone move that showed the player something: its index in the log,
    who made it, and whether it was the player's own (whose result they had not known,
    like a drawn card or the others' menus uncovered by the last choice)."""

    index: int
    seat: int
    own: bool


def revealed(game: Game, states: Sequence[State], actions: Sequence[Action], keep: int,
             seat: int, seed: int, shown: int | None = None) -> Reveal | None:
    """The first of the moves from ``keep`` on that showed ``seat`` something new, if
    any, so taking them back would use knowledge the player should not have had (the
    match is marked, and the toast names that move).

    ``states[i]`` is the state before move ``i``. Another seat's move reveals something
    when what ``seat`` sees after it (``observe``) could have been different: one of that
    seat's other moves, or the same move in another full state consistent with the
    player's view (``determinize``), gives another view (a card played, a card turned).
    A secret choice shows only that it was made, which was certain before it (newcomer:
    a bot's secret menu, chosen after the player's, marked her takeback "with help").
    The player's own move reveals something when its result was not already known to
    them: applied to a few full states consistent with their view before it, it does
    not always give the view they actually got (a card drawn, the others' secret
    choices uncovered because theirs was the last).

    ``shown``: how many of the moves the table had shown ``seat`` uncovered (``None``:
    all). A move whose result never reached their screen showed them nothing, whatever
    the state holds (newcomer playtest: the hot-seat cover came before the revealed
    menus were drawn, and the takeback was still marked)."""
    end = len(actions) if shown is None else min(len(actions), shown)
    for index in range(keep, end):
        before, after = game.observe(states[index], seat), game.observe(states[index + 1], seat)
        mover = game.current_player(states[index])
        if mover != seat and before == after:
            continue
        rng = derive_rng(seed, "takeback", index)
        if _could_differ(game, before, actions[index], after, seat, mover != seat, rng):
            return Reveal(index, mover, mover == seat)
    return None


def _could_differ(game: Game, before: Any, action: Action, after: Any, seat: int,
                  others: bool, rng: Random) -> bool:
    """Whether ``seat``'s view after ``action`` could have been other than ``after``,
    given only what they saw ``before`` it; with ``others``, whichever move the mover
    could have chosen instead (the player knows their own)."""
    for _ in range(GUESSES):
        guess = game.determinize(before, rng)
        moves: list[Action] = [action]
        if others:  # the other moves first: one is usually enough to tell (a flick's
            # physics is the costly part of a takeback)
            legal = [move for move in game.legal_actions(guess) if move != action]
            moves = rng.sample(legal, min(ALTERNATIVES, len(legal))) + moves
        for move in moves:
            try:
                result = game.apply(guess, move)
            except IllegalAction:
                if move is action:
                    return True  # the real move was not even possible in a world they saw
                continue
            if game.observe(result, seat) != after:
                return True
    return False
