"""Safranito: flick toast tokens into spice bowls, then trade spices in a Mumbai market.

Rules in :mod:`game.safranito.rules` (pure, built with a flick resolver), the resolver
seam in :mod:`game.safranito.flick`, the real resolver over ``physics/`` in
:mod:`game.safranito.physics_resolver`, heuristics in :mod:`game.safranito.bots`
(aiming by simulation in :mod:`game.safranito.aiming`), bench figures in
:mod:`game.safranito.bench`, the table in :mod:`game.safranito.table`.

The real rules, the bots and the bench need ``physics/`` (pymunk), so they are imported
only when first asked for: importing this package (the registry does, headless) or
``game.safranito.rules`` loads neither pymunk nor pygame.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.gameinfo import GameInfo
from game.safranito.levels import check_expert_section, check_section

if TYPE_CHECKING:
    from game.engine.protocol import Bot, Game
    from game.safranito.rules import SafranitoRules


def create_rules() -> SafranitoRules:
    """The rules with the real physics resolver."""
    # Late: the registry imports this package; pymunk loads only when a match starts.
    from game.safranito.physics_resolver import create_game_rules

    return create_game_rules()


def make_heuristic_bot(rules: Game, seat: int, seed: int, params: Mapping[str, Any]) -> Bot:
    from game.safranito.bots import make_heuristic_bot as make  # late, as above

    return make(rules, seat, seed, params)


def make_expert_bot(rules: Game, seat: int, seed: int, params: Mapping[str, Any]) -> Bot:
    from game.safranito.expert import make_expert_bot as make  # late, as above

    return make(rules, seat, seed, params)


def bench_extra(quick: bool) -> dict[str, Any]:
    from game.safranito.bench import bench_extra as figures  # late: only for bench

    return figures(quick)


INFO = GameInfo(
    id="safranito",
    package="safranito",
    create_rules=create_rules,
    bot_kinds={"heuristic": make_heuristic_bot, "expert": make_expert_bot},
    bot_params={"heuristic": check_section, "expert": check_expert_section},
    table_scene="game.safranito.table.scene:TableScene",
    revision=2,  # 2: the flat printed board (no bowl pull) moves flicked tokens elsewhere
    bench_extra=bench_extra,
    review_values="game.safranito.review_values",
)
