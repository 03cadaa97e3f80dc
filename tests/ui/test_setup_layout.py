"""The setup screen (issue 19 re-check, finding 11): "Unfinished (n)" and "Replays (n)"
sat across the panel's bottom border and, at 800×500, on its right edge; the number of
players went back to 4 on every visit. Now both buttons (with their shadow) are inside
the panel at every size, and the count chosen with the real arrows is remembered per
game in settings.json."""

import json

import pytest

from game.engine.log import SaveError
from game.ui.scenes.setup import SetupScene
from game.ui.settings_file import parse_settings, read_settings, settings_path
from tests.ui.conftest import click, key, open_setup_by_click, resize

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_the_list_buttons_sit_inside_the_panel(ctx, size):
    setup = open_setup_by_click(ctx, "too-many-cooks")
    resize(ctx, size)
    px = ctx.theme.px
    inner = setup.panel.inflate(-2 * px(4), -2 * px(4))
    for button in (setup.list_button, setup.replays_button):
        with_shadow = button.rect.union(button.rect.move(0, px(3)))
        assert inner.contains(with_shadow), (size, button.label, button.rect, setup.panel)
    assert not setup.list_button.rect.colliderect(setup.replays_button.rect)
    assert setup.list_button.text_size == setup.replays_button.text_size


def test_the_player_count_is_remembered_per_game(ctx):
    setup = open_setup_by_click(ctx, "too-many-cooks")
    assert isinstance(setup, SetupScene) and setup.count.value == 4
    left = setup.count.rect.move(5, 0).midleft
    while setup.count.value != 2:
        click(ctx, left)
    assert json.loads(settings_path().read_text())["player_counts"] == {"too-many-cooks": 2}
    assert read_settings()[0].player_counts == {"too-many-cooks": 2}
    key(ctx, 27)  # Esc: back to the menu
    again = open_setup_by_click(ctx, "too-many-cooks")
    assert again is not setup and again.count.value == 2
    key(ctx, 27)
    other = open_setup_by_click(ctx, "scharfe-schoten")
    assert other.count.value == 4  # another game keeps its own count


def test_a_bad_count_in_the_file_is_refused_in_a_sentence():

    with pytest.raises(SaveError, match="player_counts"):
        parse_settings({"format": 1, "player_counts": {"too-many-cooks": "many"}})
    with pytest.raises(SaveError, match="player_counts"):
        parse_settings({"format": 1, "player_counts": {"no-such-game": 3}})


@pytest.mark.parametrize("size", SIZES)
def test_the_seat_rows_use_the_width_of_their_half(ctx, size):
    """Issue 19 re-check (play-test, finding 9): at 1600×640 the setup's controls sat
    crammed in the left of each half of the panel (the rows kept their 1280×800 width,
    scaled down with the window's height). The seat rows now span at least 80 % of
    the left half whenever the window is wide enough, in their order, and stay inside it."""
    setup = open_setup_by_click(ctx, "safranito")
    resize(ctx, size)
    px = ctx.theme.px
    left = setup.panel.left + px(30)
    column = setup.panel.left + setup.panel.width // 2 + px(20)
    half = column - left
    row = setup.rows[0]
    span = row.who.rect.right - left
    assert span <= half, (size, span, half)
    assert row.name.rect.right < row.who.rect.left
    assert setup.near_button.rect.right <= column
    stretch = size[0] / 1280 / ctx.theme.scale
    if stretch >= 1.3:
        assert span >= 0.8 * half, (size, span, half)
    right = setup.aim_help.rect.right if setup.aim_help is not None else setup.pace.rect.right
    assert right <= setup.panel.right - px(20)
