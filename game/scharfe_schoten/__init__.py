"""Scharfe Schoten: trick taking with secret colour contracts (3-4 players).

Registers the game: rules from ``rules.py`` (pure), the ``heuristic`` bot from
``bots.py``; the table scene is imported only when a window opens. No pygame here.
"""

from game.engine.gameinfo import GameInfo
from game.scharfe_schoten.bots import make_heuristic_bot
from game.scharfe_schoten.inference import observed_decisions
from game.scharfe_schoten.rollout import make_playout
from game.scharfe_schoten.rules import create_rules

INFO = GameInfo(
    id="scharfe-schoten",
    package="scharfe_schoten",
    create_rules=create_rules,
    bot_kinds={"heuristic": make_heuristic_bot},
    table_scene="game.scharfe_schoten.table.scene:TableScene",
    fast_playout=make_playout,
    observed_decisions=observed_decisions,
)
