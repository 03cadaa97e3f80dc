"""Rollouts: playing a sampled world on to a horizon, through the protocol or a game's
own fast engine.

The search bot (:mod:`game.bots.search`) spends nearly all its time here. The protocol
path (:func:`play_on`) works for any game but pays for a frozen state per move and a
view per policy decision; a card game may register a :class:`FastPlayout`
(``GameInfo.fast_playout``) that plays the same moves on a private mutable state. The
fast engine's contract is strict: for the same world, root action and policies it
returns the same scores as :func:`play_on` and leaves the policies' random streams in
the same place, so a search gives the same move on either path (each game's
differential test checks it). Where it cannot (a position it does not handle, a policy
it does not know), it returns ``None`` before consuming anything, and the caller plays
the protocol path.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from game.engine.protocol import Action, Bot, Game, State


class FastPlayout(Protocol):
    """A game's rollout engine (see the module docstring)."""

    def playout(self, world: State, action: Action, policies: Sequence[Bot],
                round_horizon: bool, max_choices: int,
                trace: list[Action] | None = None) -> tuple[float, ...] | None:
        """Apply ``action`` to ``world`` and let ``policies`` (one per seat) play on
        exactly as :func:`play_on` would; the scores at the horizon, or ``None`` (and
        nothing consumed) when this engine does not handle the case. ``trace``, when
        given, receives every action after ``action``, forced ones included."""
        ...


FastPlayoutFactory = Callable[[Game], FastPlayout]
"""Builds a game's fast engine for its rules (once per search bot)."""


def play_on(rules: Game, state: State, policies: Sequence[Bot], before: Sequence[float],
            round_horizon: bool, max_choices: int, choices: int = 0,
            trace: list[Action] | None = None) -> tuple[float, ...]:
    """The protocol path: play ``state`` on with ``policies`` until the game ends, the
    scores differ from ``before`` (with ``round_horizon``: a round was scored) or a
    real choice (more than one legal action) would exceed ``max_choices`` (``choices``
    were already made); forced moves are free. The scores there."""
    before = tuple(before)
    while True:
        if rules.is_over(state):
            break
        if round_horizon and tuple(rules.scores(state)) != before:
            break
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            action = legal[0]
        else:
            if choices >= max_choices:
                break
            choices += 1
            seat = rules.current_player(state)
            bot = policies[seat]
            view = rules.observe(state, seat) if getattr(bot, "needs_view", True) else None
            action = bot.choose(view, legal)
        if trace is not None:
            trace.append(action)
        state = rules.apply(state, action)
    return tuple(rules.scores(state))


def play_while(rules: Game, state: State, going_on: Callable[[State], bool],
               policies: Sequence[Bot], max_choices: int, choices: int = 0,
               trace: list[Action] | None = None) -> tuple[State, int, bool]:
    """The protocol path for one stretch a fast engine does not model (the secret
    menu or contract choices before a round): play ``state`` on while
    ``going_on(state)``, counting real choices as :func:`play_on` does. Returns the
    state reached, the choices made, and whether it stopped because one more real
    choice would exceed ``max_choices`` (the caller then scores the state as it is)."""
    while going_on(state):
        legal = rules.legal_actions(state)
        if len(legal) == 1:
            move = legal[0]
        else:
            if choices >= max_choices:
                return state, choices, True
            choices += 1
            seat = rules.current_player(state)
            move = policies[seat].choose(rules.observe(state, seat), legal)
        if trace is not None:
            trace.append(move)
        state = rules.apply(state, move)
    return state, choices, False
