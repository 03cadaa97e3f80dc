"""Tooltips are drawn last: the keyboard focus frame (drawn after the scenes) cut
through the Stock tooltip's words in Scharfe Schoten at 800x500 (newcomer playtest,
finding 1). Whatever a scene or its focus draws, the pixels of a tip's box are the
tip's at the end of the frame."""

import pygame

from game.ui.app import draw_frame
from game.ui.scene import Scene
from game.ui.tooltip import draw_tooltip


class TipUnderFocus(Scene):
    """A scene with one tip under the pointer and a focus frame filling the window."""

    def __init__(self, ctx, pos):
        super().__init__(ctx)
        self.pos = pos
        self.box = None

    def draw(self, surface):
        surface.fill((0, 80, 0))
        tips = [(pygame.Rect(self.pos[0] - 20, self.pos[1] - 20, 40, 40),
                 "The stock: cards left to draw, face down.")]
        self.box = draw_tooltip(surface, self.ctx.theme, tips, self.pos)

    def draw_focus(self, surface):
        pygame.draw.rect(surface, (255, 220, 0), surface.get_rect())  # over everything


def tip_alone(ctx, pos):
    surface = pygame.Surface(ctx.size)
    surface.fill((0, 80, 0))
    scene = TipUnderFocus(ctx, pos)
    scene.draw(surface)
    return surface, scene.box


def test_the_last_thing_drawn_over_a_tip_is_the_tip(ctx):
    pos = (300, 200)
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    scene = TipUnderFocus(ctx, pos)
    ctx.scenes.push(scene)
    screen = pygame.Surface(ctx.size)
    draw_frame(ctx, screen)
    assert scene.box is not None, "the tip showed"
    alone, box = tip_alone(ctx, pos)
    assert box == scene.box
    inner = box.inflate(-8, -8)
    for x in range(inner.left, inner.right, 3):
        for y in range(inner.top, inner.bottom, 3):
            assert screen.get_at((x, y)) == alone.get_at((x, y)), \
                f"something drawn over the tip at {(x, y)}"
