"""Hand-built Safranito states and a resolver that puts each flick exactly where asked.

Rules tests should not depend on aiming: :class:`AimResolver` reads the target region
from the flick's ``position`` (see :func:`aim`), so a test says "flick the 50 onto the
extra-card space" and gets exactly that.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from game import registry
from game.safranito.flick import INVALID, OUT, REGIONS, BoardToken, Flick
from game.safranito.rules import Phase, SafranitoRules, SafranitoState, create_rules

TARGETS: tuple[str, ...] = (*REGIONS, INVALID, OUT)


def aim(value: int, region: str) -> Flick:
    """A flick that :class:`AimResolver` lands in ``region``."""
    return Flick(value, TARGETS.index(region) / 20, 0.0, 0.5)


class AimResolver:
    """The new token stops in the region its flick's position names; nothing else moves."""

    def __call__(self, tokens: tuple[BoardToken, ...], seat: int, num_players: int,
                 flick: Flick, new_id: int) -> tuple[BoardToken, ...]:
        region = TARGETS[min(round(flick.position * 20), len(TARGETS) - 1)]
        return (*tokens, BoardToken(new_id, seat, flick.value, 10.0 * new_id, 0.0, 0.0, region))


def aim_rules() -> SafranitoRules:
    return create_rules(resolver=AimResolver())


def last_flick(rules: SafranitoRules, players: int, head: int,
               tokens: list[tuple[int, int, str]], **fields: Any) -> SafranitoState:
    """A state in phase 1 with every flick of the round made but the last one.

    ``tokens`` are (owner, value, region) lying on the board; each seat's unused tokens
    are the values it has not got on the board. The last flicker, ``head - 1``, is to
    move; ``fields`` override anything else (hands, market, money...).
    """
    row = rules.table_row(players)
    board = tuple(BoardToken(i, owner, value, 10.0 * i, 0.0, 0.0, region)
                  for i, (owner, value, region) in enumerate(tokens))
    unused = tuple(tuple(v for v in rules.token_values
                         if not any(t.owner == seat and t.value == v for t in board))
                   for seat in range(players))
    state = rules.new_game(players, 7, {})
    base = dict(phase=Phase.FLICK, head_chef=head, turn=players * row.tokens_per_round - 1,
                to_move=(head - 1) % players, board=board, unused=unused,
                next_token=len(board), events=())
    base.update(fields)
    return replace(state, **base)


def play(rules: SafranitoRules, state: SafranitoState, *actions: object) -> SafranitoState:
    for action in actions:
        state = rules.apply(state, action)
    return state


def money_and_bank(state: SafranitoState) -> int:
    return sum(state.money) + state.bank


def random_match(rounds: int, seed: int = 7) -> tuple[Any, list[Any], list[Any]]:
    """A three-player match of ``rounds`` rounds played by seeded random legal moves:
    the rules, every state from the first, and the actions between them (for tests
    that read a whole match's history)."""
    rules = registry.rules("safranito")
    state = rules.new_game(3, seed, {"round_limit": rounds})
    states, actions = [state], []
    choose = random.Random(seed)
    while not rules.is_over(state):
        action = choose.choice(list(rules.legal_actions(state)))
        state = rules.apply(state, action)
        states.append(state)
        actions.append(action)
    return rules, states, actions
