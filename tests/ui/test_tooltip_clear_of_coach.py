"""A resting tooltip never covers the guided game's coach: it takes a corner round the
pointer clear of the coach's box, or does not show (a tip hid the coach's words:
newcomer playtest, finding 5). Real pointer motions over a guided table."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.tooltip import tip_at
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import frames

GAMES = ["too-many-cooks", "scharfe-schoten"]


def rest_at(ctx, pos):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(ctx, 2)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_resting_tip_leaves_the_coach_in_view(ctx, game_id):
    table = open_guided(ctx, game_id)
    frames(ctx, 3)
    coach = table.coach.shown_rects()
    assert coach and coach[0].width
    box = coach[0]
    # Points with a tip, off the coach, near its top left: where a tip's panel (below
    # and right of the pointer) would reach over the coach's box.
    spots = []
    step = ctx.theme.px(24)
    for x in range(max(4, box.left - ctx.theme.px(300)), box.right, step):
        for y in range(max(4, box.top - ctx.theme.px(120)), box.bottom, step):
            if any(rect.collidepoint((x, y)) for rect in coach):
                continue
            if tip_at(table.shown_tips, (x, y)) is not None:
                spots.append((x, y))
    assert spots, "no tip beside the coach to test with"
    shown = 0
    for pos in spots[::max(1, len(spots) // 25)]:
        rest_at(ctx, pos)
        _rect, words = tip_at(table.shown_tips, pos)
        with recording() as record:
            render_scene(ctx)
        lines = [label for label in record.visible() if label.content
                 and label.content in words and len(label.content) > 12]
        shown += bool(lines)
        for label in lines:
            assert not any(label.rect.colliderect(rect) for rect in coach), \
                (pos, label.content, tuple(label.rect), [tuple(r) for r in coach])
    assert shown, "no tip showed at all"
    # On the coach itself, nothing beneath it answers.
    rest_at(ctx, box.center)
    with recording() as record:
        render_scene(ctx)
    assert table.tip_box is None
