"""The setup screen offers the bot levels meant for play, not the yardsticks
(``offered: false`` in config/bots.yaml, such as the textbook ``pimc``)."""

import pytest

from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import click, open_setup_by_click


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang"])
def test_the_seat_chooser_cycles_through_the_offered_levels_only(ctx, game_id):
    setup = open_setup_by_click(ctx, game_id)
    assert isinstance(setup, SetupScene)
    chooser = setup.rows[1].who
    right = chooser.rect.move(chooser.rect.width - 5, 0).midleft
    seen = []
    for _ in range(len(chooser.choices)):
        click(ctx, right)
        seen.append(chooser.value)
    assert "hard" in seen and "heuristic" in seen
    assert "pimc" not in seen
