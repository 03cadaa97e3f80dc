"""A tiny game for engine tests: players add 1 or 2 to a shared total; reaching the
seeded target wins. The target is hidden (only its parity is observed)."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from game.engine.options import OptionSpec, resolve_options
from game.engine.protocol import IllegalAction
from game.engine.rng import derive_rng


@dataclass(frozen=True)
class Add:
    amount: int


@dataclass(frozen=True)
class ToyState:
    players: int
    target: int
    total: int = 0
    turn: int = 0
    winner: int = -1


class ToyGame:
    id = "toy"
    min_players = 2
    max_players = 3
    action_types = (Add,)
    option_specs = (OptionSpec("step_max", 2, 1, 3),)

    def new_game(self, num_players: int, seed: int, options: Any) -> ToyState:
        resolve_options(self.option_specs, options)
        return ToyState(num_players, derive_rng(seed, "target").randint(8, 15))

    def current_player(self, state: ToyState) -> int:
        return -1 if state.winner >= 0 else state.turn

    def legal_actions(self, state: ToyState) -> list[Add]:
        return [] if state.winner >= 0 else [Add(1), Add(2)]

    def apply(self, state: ToyState, action: Add) -> ToyState:
        if action not in self.legal_actions(state):
            raise IllegalAction(repr(action))
        total = state.total + action.amount
        winner = state.turn if total >= state.target else -1
        return replace(state, total=total, turn=(state.turn + 1) % state.players, winner=winner)

    def is_over(self, state: ToyState) -> bool:
        return state.winner >= 0

    def scores(self, state: ToyState) -> tuple[float, ...]:
        return tuple(1.0 if seat == state.winner else 0.0 for seat in range(state.players))

    def winners(self, state: ToyState) -> tuple[int, ...]:
        return (state.winner,) if state.winner >= 0 else ()

    def observe(self, state: ToyState, player: int) -> ToyState:
        return replace(state, target=state.target % 2)

    def determinize(self, view: ToyState, rng: random.Random) -> ToyState:
        return replace(view, target=rng.choice([t for t in range(8, 16) if t % 2 == view.target]))
