"""Newcomer pass 9, finding 13a: at 1600x1000 the coach's frame round Too Many Cooks'
menu choice struck through "soup" under "Mushroom" and "today" under "No soup": the
second line's middle lay a pixel outside the frame, so the frame left it out and its
line ran across the word. Walked with real clicks on Next to the menu step, the frames
drawn cut no word of the table: each is inside a frame or clear of it."""

import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, quick_window


@pytest.fixture
def ctx():
    yield from quick_window((1600, 1000))


def test_the_menu_frame_takes_in_both_lines_of_a_label(ctx):
    table = open_guided(ctx, "too-many-cooks")
    coach = table.coach
    for _ in range(10):
        if table.lesson.current.key == "moments.menus":
            break
        click(ctx, coach.next_button.rect.center)
    assert table.lesson.current.key == "moments.menus"
    frames(ctx, 2)
    with recording() as record:
        render_scene(ctx)
    assert coach.glows
    lines = {"soup", "today"} & {label.content for label in record.visible()}
    assert lines == {"soup", "today"}, "the labels wrap at this size"
    cut = [label.content for label in record.visible()
           if not coach.rect.colliderect(label.rect)
           for glow in coach.glows
           if glow.colliderect(label.rect) and not glow.contains(label.rect)]
    assert not cut, f"the frame strikes through {cut}"
