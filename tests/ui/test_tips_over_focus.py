"""Tooltips are drawn once, last, by the frame: the keyboard focus frame (drawn after
the scenes) cut through the Stock tooltip's words in Scharfe Schoten at 800x500
(newcomer playtest, finding 1). A scene hands its tip to the frame; the window loop
paints it once, over the focus frame and every overlay (it was painted twice, by the
scene and again on top, and a covered scene's tip came up over the dialog on it)."""

import pygame

from game.ui.app import draw_frame
from game.ui.scene import Scene
from game.ui.text_record import recording
from game.ui.tooltip import paint_tip, show_tooltip

WORDS = "The stock: cards left to draw, face down."
GREEN = (0, 80, 0)


class TipScene(Scene):
    """A scene with one tip under the pointer; a focus frame filling the window if
    ``focus``."""

    def __init__(self, ctx, pos, focus=True):
        super().__init__(ctx)
        self.pos = pos
        self.focus = focus
        self.box = None

    def draw(self, surface):
        surface.fill(GREEN)
        tips = [(pygame.Rect(self.pos[0] - 20, self.pos[1] - 20, 40, 40), WORDS)]
        self.box = show_tooltip(surface, self.ctx.theme, tips, self.pos)

    def draw_focus(self, surface):
        if self.focus:
            pygame.draw.rect(surface, (255, 220, 0), surface.get_rect())  # over everything


class Dialog(Scene):
    """A dialog over the scene under it, filling the window, with no tips of its own."""

    overlay = True

    def draw(self, surface):
        pygame.draw.rect(surface, (40, 40, 120), surface.get_rect())


def rest_pointer(pos):
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0)))


def painted_once(ctx, box, under):
    """The window as it must look: ``under`` everywhere, the tip painted once on it."""
    surface = pygame.Surface(ctx.size)
    surface.fill(under)
    paint_tip(surface, ctx.theme, WORDS, box)
    return surface


def differing(screen, expected, area):
    return [(x, y) for x in range(area.left, area.right) for y in range(area.top, area.bottom)
            if screen.get_at((x, y)) != expected.get_at((x, y))]


def test_the_last_thing_drawn_over_a_tip_is_the_tip(ctx):
    pos = (300, 200)
    rest_pointer(pos)
    scene = TipScene(ctx, pos)
    ctx.scenes.push(scene)
    screen = pygame.Surface(ctx.size)
    draw_frame(ctx, screen)
    assert scene.box is not None, "the tip showed"
    expected = painted_once(ctx, scene.box, (255, 220, 0))
    inner = scene.box.inflate(-8, -8)
    assert not differing(screen, expected, inner), "something drawn over the tip"


def test_a_tip_is_painted_exactly_once_per_frame(ctx):
    """Its soft, rounded rim blends again when painted twice: every pixel of the tip's
    box and round it is the one of a single painting (on the scene's own green)."""
    pos = (300, 200)
    rest_pointer(pos)
    scene = TipScene(ctx, pos, focus=False)
    ctx.scenes.push(scene)
    screen = pygame.Surface(ctx.size)
    with recording() as record:
        draw_frame(ctx, screen)
    assert scene.box is not None, "the tip showed"
    expected = painted_once(ctx, scene.box, GREEN)
    wrong = differing(screen, expected, scene.box.inflate(16, 16).clip(screen.get_rect()))
    assert not wrong, f"{len(wrong)} pixels of the tip were painted more than once"
    tip_lines = [label for label in record.labels if label.content in WORDS]
    assert tip_lines and all(not label.covered for label in tip_lines)
    assert len({label.content for label in tip_lines}) == len(tip_lines), \
        "the tip's words are in the frame's record once, where they show"


def test_a_covered_scene_shows_no_tip_over_the_dialog_on_it(ctx):
    pos = (300, 200)
    rest_pointer(pos)
    scene = TipScene(ctx, pos, focus=False)
    ctx.scenes.push(scene)
    ctx.scenes.push(Dialog(ctx))
    screen = pygame.Surface(ctx.size)
    with recording() as record:
        draw_frame(ctx, screen)
    blue = pygame.Color(40, 40, 120)
    assert all(screen.get_at((x, y)) == blue
               for x in range(0, ctx.size[0], 7) for y in range(0, ctx.size[1], 7)), \
        "the covered scene's tip came up over the dialog"
    assert not [label for label in record.visible() if label.content in WORDS]
