"""The coach of a guided game: its panel over the table, and its Escape menu.

:class:`CoachPanel` draws the current step's words (from the locale, fields filled by
the rules, see :mod:`game.tutorial.speech`), a highlight and an arrow at the thing the
step is about (:func:`game.ui.tutorial.locate.locate`), and a Next button on steps
that wait for the learner to read. :class:`CoachPauseScene` is the Escape menu of a
guided game: continue, rules, start again, leave (back to the game's setup screen).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.tutorial.lesson import Lesson, Step
from game.tutorial.speech import say
from game.ui.context import Context
from game.ui.scene import Scene
from game.ui.tutorial.locate import HAND, PLAYERS, Clear, keep_clear, locate_all
from game.ui.widgets import Button, dim, draw_panel, draw_text, wrap_lines

PANEL_WIDTHS = (430, 300, 360, 560, 660)
"""Panel widths tried (design pixels): narrower and taller, or wider and shorter."""
TARGET = 1000.0
"""Cost per pixel of hiding the thing pointed at (the table's parts weigh 1 to 100)."""
NEAR = 40.0
"""Cost per pixel of distance from the target (keeps the arrow short)."""
SQUARE = 0.05
"""Cost per pixel of panel area."""
NEXT_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
"""Keys that press Next on a reading step."""


class CoachPanel:
    """Draws the lesson's current step over a table scene and takes its Next click."""

    def __init__(self, ctx: Context, lesson: Lesson, names: list[str]) -> None:
        self.ctx = ctx
        self.lesson = lesson
        self.names = names
        self.next_button = Button(ctx.text("tutorial.next"), lesson.next, primary=True)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._placed_for: object = None
        self._placed: tuple[pygame.Rect, list[str]] = (self.rect, [])
        self.framed: list[pygame.Rect] = []
        """What the current step frames on the table (drawn last frame)."""
        self.held: set[int] = set()
        """Keys that pressed Next and are not yet released: the window repeats a held
        key, and those repeats must not dismiss the next steps nor play on the table."""

    def words(self, step: Step) -> str:
        return say(self.ctx.text, self.lesson.spec.package, step, self.names)

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the coach took the event (Next, Enter or Space on a reading step,
        and the repeats of that key until it is released)."""
        if event.type == pygame.KEYUP and event.key in self.held:
            self.held.discard(event.key)
            return True
        if event.type == pygame.KEYDOWN and event.key in self.held:
            return True  # the key that pressed Next, still held: it does only that
        if not self.lesson.blocking:
            return False
        if event.type == pygame.KEYDOWN and event.key in NEXT_KEYS:
            self.held.add(event.key)
            self.lesson.next()
            return True
        if self.next_button.handle(event):
            return True
        # While the coach talks, the table does not take clicks.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def place(self, size: tuple[int, int], targets: list[pygame.Rect], clear: Clear,
              text: str, anchor: tuple[int, int] | None = None
              ) -> tuple[pygame.Rect, list[str]]:
        """Where the panel goes, and its lines: the size and spot (searched over the
        screen) that hide the least of the table, weighted by ``clear``, never the
        thing pointed at (nor the hand) if any spot avoids it, and otherwise close to
        it. With ``anchor`` (the last panel's bottom-right corner, where its Next
        button was) a panel that can keep that corner without hiding the target or
        the hand does, so Next stays under the pointer from one step to the next."""
        px = self.ctx.theme.px
        width, height = size
        top, margin, step = px(56), px(8), px(12)
        aim = targets[0].unionall(targets[1:]) if targets else None

        def cost_of(rect: pygame.Rect) -> tuple[float, int, bool]:
            """The panel's cost at ``rect``, how much of what it must never hide (the
            target, the hand) it hides, and whether it hides anything that matters
            (the players' panels too)."""
            cost, hidden, covers = 0.0, 0, False
            for target in targets:
                hidden += _overlap(rect, target.inflate(px(16), px(16)))
            for thing, weight in clear:
                overlap = _overlap(rect, thing)
                cost += weight * overlap
                if weight >= HAND:
                    hidden += overlap
                covers = covers or (weight >= PLAYERS and overlap > 0)
            cost += TARGET * hidden
            if aim is not None:
                dx = max(aim.left - rect.right, rect.left - aim.right, 0)
                dy = max(aim.top - rect.bottom, rect.top - aim.bottom, 0)
                cost += NEAR * px(1) * math.hypot(dx, dy)
            return cost + SQUARE * rect.height * rect.width, hidden, covers or hidden > 0

        best: tuple[tuple[int, float], pygame.Rect, list[str]] | None = None
        kept: tuple[float, pygame.Rect, list[str]] | None = None
        for w, h, lines in self.panel_sizes(size, text):
            if anchor is not None:
                rect = pygame.Rect(0, 0, w, h)
                rect.bottomright = anchor
                if rect.top >= top and rect.left >= margin:
                    cost, _hidden, covers = cost_of(rect)
                    if not covers and (kept is None or cost < kept[0]):
                        kept = (cost, rect, lines)
            for y in range(top, max(top, height - margin - h) + 1, step):
                for x in range(margin, max(margin, width - margin - w) + 1, step):
                    rect = pygame.Rect(x, y, w, h)
                    cost, hidden, _covers = cost_of(rect)
                    if best is None or (hidden, cost) < best[0]:
                        best = ((hidden, cost), rect, lines)
        if kept is not None:
            return kept[1], kept[2]
        assert best is not None
        return best[1], best[2]

    def panel_sizes(self, size: tuple[int, int], text: str
                    ) -> list[tuple[int, int, list[str]]]:
        """The panel shapes tried for ``text``: (width, height, wrapped lines)."""
        theme = self.ctx.theme
        px = theme.px
        font = theme.font("body")
        shapes = []
        for panel_w in PANEL_WIDTHS:
            w = min(px(panel_w), size[0] - 2 * px(8))
            lines = wrap_lines(font, text, w - px(36))
            h = px(60) + len(lines) * font.get_linesize() + \
                (px(64) if self.lesson.blocking else px(16))
            shapes.append((w, h, lines))
        return shapes

    def draw(self, surface: pygame.Surface, scene: Any) -> None:
        step = self.lesson.current
        if step is None:
            return
        theme = self.ctx.theme
        px = theme.px
        targets = locate_all(scene, step.point)
        if step.key == "do":  # the scripted move: frame exactly where it is clicked
            targets = scene.guided_rects() or targets
        clear = keep_clear(scene)
        key = (step, tuple(tuple(t) for t in targets), surface.get_size(),
               self.lesson.blocking, self.ctx.settings.language,
               tuple((tuple(r), w) for r, w in clear))  # the hand grows, the box moves
        if key != self._placed_for:
            text = self.words(step)
            last = self._placed_for
            # Reading step after reading step in the same window: keep Next in place.
            keep = isinstance(last, tuple) and last[2] == key[2] and last[3] and key[3]
            anchor = self._placed[0].bottomright if keep else None
            self._placed = self.place(surface.get_size(), targets, clear, text, anchor)
            self._placed_for = key
        rect, lines = self._placed
        self.rect = rect
        self.framed = targets
        if targets:
            self.draw_pointer(surface, rect, targets)
        draw_panel(surface, theme, rect, border=theme["accent"])
        title = self.ctx.text("tutorial.coach")
        draw_text(surface, theme, title, (rect.left + px(18), rect.top + px(12)), style="bold",
                  colour=theme["accent_dark"])
        shown = len(self.lesson.explained)
        counter = self.ctx.text("tutorial.step", n=shown, total=len(self.lesson.spec.moments))
        draw_text(surface, theme, counter, (rect.right - px(18), rect.top + px(14)),
                  role="small", anchor="topright", colour=theme["ink"])
        y = rect.top + px(46)
        line_h = theme.font("body").get_linesize()
        for line in lines:
            draw_text(surface, theme, line, (rect.left + px(18), y))
            y += line_h
        if self.lesson.blocking:
            self.next_button.rect = pygame.Rect(0, 0, px(140), px(44))
            self.next_button.rect.bottomright = (rect.right - px(16), rect.bottom - px(12))
            self.next_button.draw(surface, theme)

    def draw_pointer(self, surface: pygame.Surface, panel: pygame.Rect,
                     targets: list[pygame.Rect]) -> None:
        """Frame every target; one arrow from the panel to the nearest."""
        theme = self.ctx.theme
        px = theme.px
        colour = theme["highlight"]
        for target in targets:
            glow = target.inflate(px(14), px(14))
            pygame.draw.rect(surface, colour, glow, max(2, px(4)), border_radius=px(12))

        def gap(target: pygame.Rect) -> float:
            dx = max(target.left - panel.right, panel.left - target.right, 0)
            dy = max(target.top - panel.bottom, panel.top - target.bottom, 0)
            return math.hypot(dx, dy)

        glow = min(targets, key=gap).inflate(px(14), px(14))
        # From the panel's edge nearest the target to the target's edge.
        start = pygame.Vector2(min(max(glow.centerx, panel.left), panel.right),
                               min(max(glow.centery, panel.top), panel.bottom))
        end = pygame.Vector2(min(max(start.x, glow.left), glow.right),
                             min(max(start.y, glow.top), glow.bottom))
        if start.distance_to(end) < px(20):
            return
        pygame.draw.line(surface, colour, start, end, max(3, px(5)))
        angle = math.atan2(end.y - start.y, end.x - start.x)
        size = px(18)
        head = [end, end - pygame.Vector2(math.cos(angle - 0.5), math.sin(angle - 0.5)) * size,
                end - pygame.Vector2(math.cos(angle + 0.5), math.sin(angle + 0.5)) * size]
        pygame.draw.polygon(surface, colour, head)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height


class CoachPauseScene(Scene):
    """Escape in a guided game: continue, read the rules, start again, or leave."""

    overlay = True

    def __init__(self, ctx: Context, package: str, restart: Callable[[], None],
                 leave: Callable[[], None]) -> None:
        super().__init__(ctx)
        self.package = package
        text = ctx.text
        self.buttons = [Button(text("tutorial.resume"), lambda: ctx.scenes.pop(), primary=True),
                        Button(text("tutorial.rules"), self.rules),
                        Button(text("tutorial.restart"), restart),
                        Button(text("tutorial.leave"), leave)]

    def rules(self) -> None:
        from game.ui.scenes.rules_help import RulesScene

        self.ctx.scenes.push(RulesScene(self.ctx, self.package))

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        self.panel = pygame.Rect(0, 0, px(400), px(450))
        self.panel.center = (width // 2, height // 2)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, px(300), px(56))
            button.rect.center = (self.panel.centerx, self.panel.top + px(130) + i * px(76))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.scenes.pop()
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        dim(surface, 140)
        draw_panel(surface, theme, self.panel)
        draw_text(surface, theme, self.ctx.text("tutorial.paused"),
                  (self.panel.centerx, self.panel.top + theme.px(50)), role="heading",
                  style="title", anchor="center")
        for button in self.buttons:
            button.draw(surface, theme)
