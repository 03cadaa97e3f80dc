"""Too Many Cooks: shared-pot trick taking for 2–5 cooks (spec: docs/rules/too-many-cooks.md).

Registers the game; must not import pygame (the table scene is named, not imported).
"""

from game.engine.gameinfo import GameInfo
from game.too_many_cooks.bots import make_heuristic_bot
from game.too_many_cooks.inference import observed_decisions
from game.too_many_cooks.rollout import make_playout
from game.too_many_cooks.rules import create_rules

# ``create_rules`` is typed ``Callable[[], Game]`` here: mypy checks that GameRules
# matches the engine's Game protocol.
INFO = GameInfo(
    id="too-many-cooks",
    package="too_many_cooks",
    create_rules=create_rules,
    bot_kinds={"heuristic": make_heuristic_bot},
    table_scene="game.too_many_cooks.table.scene:TableScene",
    fast_playout=make_playout,
    observed_decisions=observed_decisions,
)
