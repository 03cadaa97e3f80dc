"""The rules class is a ``game.engine.protocol.Game`` (checked by mypy too: run
``python3 -m mypy tests/chef_de_rang/test_protocol_types.py``)."""

import subprocess
import sys

import pytest

from game.chef_de_rang.rules import ChefDeRang, create_rules
from game.engine.protocol import Game


def test_the_rules_are_a_game():
    game: Game = create_rules()
    assert isinstance(game, Game) and isinstance(game, ChefDeRang)


def test_the_package_imports_no_drawing_code():

    code = ("import sys, game.chef_de_rang; "
            "print(sorted(m for m in ('pygame', 'pymunk', 'game.chef_de_rang.table') "
            "if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_a_state_holds_only_declared_fields():

    state = create_rules().new_game(3, 1, {})
    for target in (state, state.public):
        with pytest.raises((AttributeError, TypeError)):
            object.__setattr__(target, "extra", 1)
