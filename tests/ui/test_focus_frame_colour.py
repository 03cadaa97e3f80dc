"""The keyboard focus frame wears the theme's focus colour between two dark edges, on
every background: on the pause menu's tomato Resume button the ring was the same
tomato and vanished, leaving a black band with a thin light line where the README
promised a coloured frame (newcomer 16a, finding 10)."""

import pygame

from game.engine.runner import Seat
from game.ui.screenshot import render_scene
from tests.ui.conftest import key, open_table, run_until

SEATS = [Seat("Ann", None), Seat("Bo", "random"), Seat("Cy", "random")]


def test_the_frame_on_the_tomato_resume_button_is_the_focus_colour(ctx):
    table = open_table(ctx, "safranito", SEATS, 3)
    run_until(ctx, lambda: table.is_my_turn())
    pygame.mouse.set_pos((0, 0))
    key(ctx, pygame.K_ESCAPE)
    pause = ctx.scenes.top
    resume = pause.buttons[pause.focus.index]
    assert resume.primary
    screen = render_scene(ctx)
    theme, px = ctx.theme, ctx.theme.px
    ring = resume.rect.inflate(px(12), px(12))
    inside = (resume.rect.centerx, resume.rect.top + px(12))
    assert tuple(screen.get_at(inside))[:3] == theme["accent"]  # the button's own tomato
    for spot in ((ring.centerx, ring.top + px(2)), (ring.left + px(2), ring.centery),
                 (ring.right - px(3), ring.centery)):
        assert screen.get_at(spot) != screen.get_at(inside), \
            f"the ring at {spot} is the button's own colour: it cannot be seen"
        assert tuple(screen.get_at(spot))[:3] == theme["focus"], f"no focus colour at {spot}"
    outside = (ring.centerx, ring.top - px(2))
    assert tuple(screen.get_at(outside))[:3] == theme["focus_edge"], "no dark outer edge"
