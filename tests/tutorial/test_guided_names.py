"""Issue 19: the French guided game named its robots Basil and Clove, while the French
setup screen seats Basile and Clou (``setup.bot_names``): the guided table's opponents
are named as the setup screen of the same language names them."""

import re

import pytest

from game.engine.text import load_text
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import GAMES, open_guided
from tests.ui.conftest import ctx  # noqa: F401


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_guided_robots_have_the_setup_screens_names(ctx, game_id, language):  # noqa: F811
    ctx.text = load_text(language)
    table = open_guided(ctx, game_id)
    setup_names = [n.strip() for n in ctx.text("setup.bot_names").split(",")]
    robots = [seat.name for seat in table.match.seats if not seat.is_human]
    assert robots and all(name in setup_names for name in robots), (robots, setup_names)
    with recording() as record:
        render_scene(ctx)
    shown = " ".join(label.content for label in record.labels)
    for name in robots:
        assert name in shown  # the table and the coach say the same names
    if language == "fr":
        english = [n.strip() for n in load_text("en")("setup.bot_names").split(",")]
        assert not [n for n in english if n not in setup_names
                    and re.search(rf"\b{n}\b", shown)], shown
