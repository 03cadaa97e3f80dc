"""Safranito's Aim help is a player setting kept on disk (issue 19, newcomer check #15:
"path" chosen on the setup came back as "line" after Save and quit + Resume). Chosen
on the setup or on the table's chip, with real clicks, it is in the settings file, so
a fresh start (which reads that file) and the resumed match aim with it."""

from game.engine.runner import Seat
from game.ui.settings_file import read_settings
from tests.ui.conftest import click, frames, open_setup_by_click, open_table


def test_the_setup_choice_is_written_to_the_settings_file(ctx):
    setup = open_setup_by_click(ctx, "safranito")
    chooser = setup.aim_help
    assert chooser is not None and chooser.value == "line"
    right = chooser.rect.move(chooser.rect.width - 5, 0).midleft
    click(ctx, right)
    assert chooser.value == "path"
    settings, _notice = read_settings()
    assert settings.aim_help == "path"


def test_the_table_chip_is_written_to_the_settings_file(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Bot", "random")], 4)
    frames(ctx)
    click(ctx, table.help_chip.rect.center)
    assert table.aim_level == "path"
    assert read_settings()[0].aim_help == "path"
