"""Guided Safranito at 1600x1000 (newcomer pass 10, finding 4): the opening coach box
lay over the lower-left panel and the dishes above it, with free felt under the board.
Walked with real clicks on Next, every reading step's box (each of its pages) leaves
the market and the dishes panels and the counter's heading in view unless the step
points at them; where the whole text does not fit the felt, it pages there, and no
page ends inside brackets (French "(encore :" ended a page)."""

import pygame
import pytest

from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, quick_window


@pytest.fixture(params=["en", "fr"])
def ctx(request):
    yield from quick_window((1600, 1000), request.param)


def test_the_reading_steps_keep_off_the_side_panels(ctx):
    table = open_guided(ctx, "safranito")
    frames(ctx, 2)
    px = ctx.theme.px
    seen = 0
    while table.lesson.blocking:
        coach = table.coach
        framed = coach.framed
        counter = pygame.Rect(table.counter_rect)
        panels = {"market": table.market_rect, "dishes": table.dish_rect,
                  "counter's heading": pygame.Rect(counter.left, counter.top,
                                                   counter.width, px(40))}
        for name, rect in panels.items():
            if any(frame.colliderect(rect) for frame in framed):
                continue  # the step points at it
            assert not coach.rect.colliderect(rect), \
                f"{table.lesson.current.key}: the box {coach.rect} lies on the {name} {rect}"
        for page in coach._placed[1]:
            words = " ".join(page)
            assert words.count("(") == words.count(")"), f"a page ends in brackets: {words}"
        seen += 1
        click(ctx, coach.next_button.rect.center)
        frames(ctx, 2)
    assert seen >= 3
