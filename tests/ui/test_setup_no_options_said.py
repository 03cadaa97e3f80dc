"""A game without rule options says so where the others list theirs, under the same
"Rule options" heading: Scharfe Schoten's setup showed the top of its right column empty
above the game number, and looked unfinished at 1280x800 and 1920x1080 (newcomer
playtest, finding 6)."""

import pytest

from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import SetupScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import frames, quick_window


def drawn(game_id, size, language):
    for ctx in quick_window(size, language):
        ctx.scenes.push(MenuScene(ctx))
        setup = SetupScene(ctx, game_id)
        ctx.scenes.push(setup)
        frames(ctx)
        with recording() as record:
            render_scene(ctx)
        labels = record.visible()
        return ctx, setup, labels
    raise AssertionError("no window")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
def test_no_rule_options_is_said_in_the_right_column(size, language):
    ctx, setup, labels = drawn("scharfe-schoten", size, language)
    heading = [label for label in labels if label.content == ctx.text("setup.options")]
    assert len(heading) == 1
    said = setup.no_options_text()
    lines = [label for label in labels if label.content and label.content in said
             and label.content != heading[0].content
             and setup.panel.contains(label.rect)]
    assert " ".join(label.content for label in lines) == said  # whole, not cut
    column = setup.seed.rect.left
    for label in lines:
        assert label.rect.left >= column and label.rect.right <= setup.panel.right
        assert heading[0].rect.bottom <= label.rect.top
        assert label.rect.bottom < setup.seed_label_y


def test_a_game_with_options_lists_them_instead():
    _ctx, setup, labels = drawn("too-many-cooks", (1280, 800), "en")
    assert setup.option_widgets
    assert not any(setup.no_options_text() in label.content or
                   label.content.startswith("None:") for label in labels)
