"""Chef de rang (Siegers' *Restaurant*): take orders along a path of tables, then serve.

Registers the game with the program; see :mod:`game.chef_de_rang.rules` for the rules
and the decisions they implement. Imports no pygame (the scene is loaded by name).
"""

from game.chef_de_rang.bots import make_heuristic_bot
from game.chef_de_rang.rollout import make_playout
from game.chef_de_rang.rules import create_rules
from game.engine.gameinfo import GameInfo

INFO = GameInfo(
    id="chef-de-rang",
    package="chef_de_rang",
    create_rules=create_rules,
    bot_kinds={"heuristic": make_heuristic_bot},
    table_scene="game.chef_de_rang.table.scene:TableScene",
    fast_playout=make_playout,
)
