"""Safranito: flick toast tokens into spice bowls, then trade spices in a Mumbai market.

Rules in :mod:`game.safranito.rules` (pure, built with a flick resolver), the resolver
seam in :mod:`game.safranito.flick`, the real resolver over ``physics/`` in
:mod:`game.safranito.physics_resolver`, heuristics in :mod:`game.safranito.bots`
(aiming by simulation in :mod:`game.safranito.aiming`), bench figures in
:mod:`game.safranito.bench`. This module must not import pygame or pymunk: the
registry imports it headless.
"""

from game.engine.gameinfo import GameInfo
from game.safranito.bench import bench_extra
from game.safranito.bots import make_heuristic_bot
from game.safranito.physics_resolver import create_game_rules

INFO = GameInfo(
    id="safranito",
    package="safranito",
    create_rules=create_game_rules,
    bot_kinds={"heuristic": make_heuristic_bot},
    table_scene="game.safranito.scene:TableScene",
    bench_extra=bench_extra,
)
