"""The replay's steps: one for each position of the match, and, for a move that ends a
round, one more before the next deal that shows the round's end.

The rules apply a round's last move, score it and deal the next round in one action,
so the state after that move is already the next round's (the replay jumped from the
last card of a round to the new deal: the last trick, the piles won and the round's
points were never shown, and the final move showed an empty table). A game whose rules
have ``round_end(state, action)`` (the table as the move left it, scored, before the
next deal) gets that picture as a step of its own: ``(n, True)``, n moves played, the
round over; then ``(n, False)``, the next deal. After the last round the match is over
and there is no deal: the last step is the last round's end. Pygame-free.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.protocol import Action, State
from game.engine.rounds import round_number

Step = tuple[int, bool]
"""(moves played, whether the replay shows that move's round end)."""


def round_ends(game: Any, states: Sequence[State], actions: Sequence[Action]
               ) -> dict[int, State]:
    """The table at each round's end, by the number of moves played when it ended;
    empty for a game without rounds' ends to show."""
    round_end = getattr(game, "round_end", None)
    if round_end is None:
        return {}
    ends = {}
    for index, action in enumerate(actions):
        end = round_end(states[index], action)
        if end is not None:
            ends[index + 1] = end
    return ends


def replay_steps(game: Any, states: Sequence[State], ends: dict[int, State]) -> list[Step]:
    """Every step, in order: each position, a round's end before its next deal, and
    no empty table after the match's last round."""
    steps: list[Step] = []
    for index, state in enumerate(states):
        if index in ends:
            steps.append((index, True))
            if game.is_over(state):
                continue
        steps.append((index, False))
    return steps


def step_of(steps: Sequence[Step], index: int, ending: bool = False) -> int:
    """The step of ``index`` moves played: the position (a round's next deal) unless
    ``ending`` or there is only the round's end (the match's last move)."""
    index = max(0, min(index, steps[-1][0]))
    wanted = (index, ending)
    if wanted in steps:
        return steps.index(wanted)
    return next(i for i, step in enumerate(steps) if step[0] == index)


def step_rounds(steps: Sequence[Step], states: Sequence[State],
                ends: dict[int, State]) -> list[int]:
    """The round each step shows (a round's end belongs to the round it ends); -1 for a
    game without rounds. A game with rounds' ends counts them: one more round after
    each end, so a game whose "rounds" are its phases (Chef de rang: no round number
    in its state) jumps by phase (PgDn went from the start to the last move)."""
    if ends:
        return [1 + sum(1 for end in ends if end < index or (end == index and not ending))
                for index, ending in steps]
    rounds = []
    for index, _ending in steps:
        number = round_number(states[index])
        rounds.append(-1 if number is None else number)
    return rounds


def deal_round(steps: Sequence[Step], rounds: Sequence[int], step: int) -> int | None:
    """The round whose start (its deal) ``step`` is: the step just after a round's end
    at the same move (no move played between them); ``None`` for any other step."""
    index, ending = steps[step]
    if ending or step == 0 or steps[step - 1] != (index, True):
        return None
    return rounds[step]


def round_step(rounds: Sequence[int], step: int, direction: int) -> int:
    """PgDn: the first step of the next round (its deal), or the last step; PgUp: the
    first step of this round, or, there already, of the one before."""
    here = rounds[step]
    if direction > 0:
        return next((i for i in range(step + 1, len(rounds)) if rounds[i] != here),
                    len(rounds) - 1)
    start = step
    while start > 0 and rounds[start - 1] == here:
        start -= 1
    if start == step and start > 0:
        earlier = rounds[start - 1]
        while start > 0 and rounds[start - 1] == earlier:
            start -= 1
    return start
