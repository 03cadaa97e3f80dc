"""The one contract every game implements, so that runner, bots, CLI and tests need no
special cases.

Modelled on OpenSpiel's game/state split, but with immutable states: ``apply`` returns
a new state and never changes the one it was given, so a bot can keep a state while
exploring, and a replay is just ``new_game`` followed by ``apply`` over the log.

Simultaneous choices (secret menus, contracts) are collected one seat at a time:
``current_player`` names each seat that still has to choose, and ``observe`` hides the
choices already made until all are in.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from game.engine.options import OptionSpec

State = Any
View = Any
Action = Hashable


class IllegalAction(ValueError):
    """An action that ``legal_actions`` would not offer in this state."""


@runtime_checkable
class Game(Protocol):
    """A game's pure rules. Instances are built once from config and hold no match state."""

    id: str
    min_players: int
    max_players: int
    action_types: tuple[type, ...]
    """Every dataclass an action can be: the action log uses it to encode and decode."""
    option_specs: tuple[OptionSpec, ...]
    """The rule options this game declares in its config (see ``engine.options``)."""

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> State:
        """A new match; options not given take their defaults, unknown ones raise
        ``OptionError`` (use ``engine.options.resolve_options``)."""
        ...

    def current_player(self, state: State) -> int:
        """The seat to act next; -1 once the game is over."""
        ...

    def legal_actions(self, state: State) -> Sequence[Action]: ...

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action``; raises :class:`IllegalAction` for an illegal one."""
        ...

    def is_over(self, state: State) -> bool: ...

    def scores(self, state: State) -> tuple[float, ...]: ...

    def winners(self, state: State) -> tuple[int, ...]:
        """Seats that share the win (the game's own tie rules applied)."""
        ...

    def observe(self, state: State, player: int) -> View:
        """Exactly what ``player`` may know: the only thing a bot is ever given."""
        ...

    def determinize(self, view: View, rng: random.Random) -> State:
        """A full state consistent with ``view``, hidden parts sampled with ``rng``."""
        ...


@runtime_checkable
class Bot(Protocol):
    """A computer player. It sees its own view and the legal actions, never the state."""

    def choose(self, view: View, legal: Sequence[Action]) -> Action: ...


def is_legal(game: Game, state: State, action: Action) -> bool:
    """Whether ``action`` may be applied now.

    Games whose actions form a continuum (a flick's angle and strength) offer a finite
    sample in ``legal_actions`` and define ``is_legal`` for the rest.
    """
    check = getattr(game, "is_legal", None)
    if check is not None:
        return bool(check(state, action))
    return action in game.legal_actions(state)
