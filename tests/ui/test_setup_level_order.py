"""Issue 19: the setup screen's "Plays" chooser went chef → Human → random → easy → …
in Safranito: the default level, chef, came last in the list, after expert. Clicking ›
from Human now walks the bot levels from the easiest to the hardest, by their measured
ratings (config/ratings.yaml), in every game."""

import pytest

from game import registry
from game.rating.levels import level_ratings
from game.ui.scenes.setup_seats import HUMAN
from tests.ui.conftest import click, frames, open_setup_by_click


@pytest.mark.parametrize("game_id", list(registry.GAME_PACKAGES))
def test_the_plays_chooser_goes_human_then_easiest_to_hardest(ctx, game_id):
    setup = open_setup_by_click(ctx, game_id)
    frames(ctx)
    chooser = setup.rows[1].who
    _left, right = chooser._arrows()
    seen = [chooser.value]
    for _ in range(len(chooser.choices) - 1):
        click(ctx, right.center)  # the real › arrow
        seen.append(chooser.value)
    start = seen.index(HUMAN)
    order = seen[start:] + seen[:start]
    assert order[0] == HUMAN and len(set(order)) == len(order)
    ratings = level_ratings(game_id)
    measured = [ratings[name].rating for name in order[1:]]
    assert measured == sorted(measured), list(zip(order[1:], measured, strict=True))
    assert order[1] == "random"  # "Bot: random", the easiest, right after Human
