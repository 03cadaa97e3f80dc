"""Issue 19 play-test, finding 3: the setup and the table chip called an Aim help level
"path", Settings "Full path". Each level has one name, in English and French."""

import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from tests.ui.conftest import click, frames, open_setup_by_click, open_table
from tests.ui.test_settings import open_settings, row

LEVELS = ("none", "line", "path")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_settings_setup_and_chip_name_each_aim_level_alike(ctx, language):
    ctx.text = load_text(language)
    chooser = row(open_settings(ctx), "aim_help").chooser
    in_settings = {value: label.casefold() for value, label in chooser.choices}
    setup = open_setup_by_click(ctx, "safranito")
    assert setup.aim_help is not None
    on_setup = dict(setup.aim_help.choices)
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Bot", "random")], 4)
    frames(ctx)
    seen = set()
    for _ in LEVELS:  # each click on the chip steps to the next level
        click(ctx, table.help_chip.rect.center)
        level = table.aim_level
        seen.add(level)
        word = in_settings[level]
        assert on_setup[level].casefold().endswith(word)
        assert table.help_chip.label.casefold().endswith(word)
    assert seen == set(LEVELS)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_settings_and_setup_write_each_aim_level_the_same_way(ctx, language):
    """Newcomer 13: Settings offered "Line", the Safranito setup "line" — two choosers
    of the same setting must show the same words, capital included."""
    ctx.text = load_text(language)
    in_settings = dict(row(open_settings(ctx), "aim_help").chooser.choices)
    setup = open_setup_by_click(ctx, "safranito")
    assert setup.aim_help is not None
    assert dict(setup.aim_help.choices) == in_settings
