"""Guided Safranito: when the coach framed a token lying on a bowl, the frame's line
struck through the bowl's name ("Cumin" under the learner's 20); round a bowl or an
action space it ran across that bowl's or a neighbour's name. The board's names now
stay over the coach's frames. Walked with real clicks on Next through the guided game
at 1600x1000: at every coach step, each name on the board that a frame's line runs
across shows the same pixels as on the table drawn without the coach."""

import random

import pygame
import pytest

from game.ui.screenshot import render_scene
from tests.tutorial.learner import board_names, new_coach_steps
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import quick_window


@pytest.fixture
def ctx():
    yield from quick_window((1600, 1000))


def names_under_frames(table) -> dict[str, pygame.Rect]:
    """The board's names (bowls, action spaces, rails) a frame's line runs across, but
    those under the coach's box or its Next bar."""
    coach = table.coach
    line = max(2, table.ctx.theme.px(4))
    names = board_names(table)
    glows = coach.glows if coach.framed else []  # drawn this frame
    return {name: rect.clip(pygame.Rect((0, 0), table.ctx.size)) for name, rect in names.items()
            if any(rect.colliderect(glow) and not glow.inflate(-2 * line, -2 * line)
                   .contains(rect) for glow in glows)
            and rect.collidelist([coach.rect, coach.bar]) == -1}


def arrow_mask(ctx, table) -> pygame.mask.Mask:
    """Where the coach's arrow (its line and head, with a margin) may be drawn."""
    px = ctx.theme.px
    mask = pygame.Surface(ctx.size, pygame.SRCALPHA)
    if table.coach.pointer is not None:
        start, end = table.coach.pointer
        pygame.draw.line(mask, (255, 255, 255), start, end, max(3, px(5)) + 4)
        pygame.draw.circle(mask, (255, 255, 255), end, px(18) + 4)
    return pygame.mask.from_surface(mask)


def struck(framed: pygame.Surface, bare: pygame.Surface, rect: pygame.Rect,
           arrow: pygame.mask.Mask) -> bool:
    """Whether a pixel of ``rect`` (off the arrow) differs with the coach drawn."""
    return any(framed.get_at((x, y)) != bare.get_at((x, y))
               for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)
               if not arrow.get_at((x, y)))


def test_the_coachs_frames_leave_the_board_names_whole(ctx):
    table = open_guided(ctx, "safranito")
    table.show_speed = 60
    checked = 0
    pygame.mouse.set_pos((0, 0))
    for step in new_coach_steps(ctx, table, random.Random(5)):
        crossed = names_under_frames(table)
        if crossed:
            framed = render_scene(ctx).copy()
            table.coach.draw = lambda surface, scene: None  # the table alone
            bare = render_scene(ctx).copy()
            del table.coach.draw
            render_scene(ctx)
            arrow = arrow_mask(ctx, table)
            cut = [name for name, rect in crossed.items()
                   if struck(framed, bare, rect, arrow)]
            assert not cut, f"{step.key}: the frame strikes through {cut}"
            checked += len(crossed)
    assert checked >= 3, checked
