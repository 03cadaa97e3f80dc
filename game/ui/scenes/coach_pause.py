"""The Escape menu of a guided game: continue, rules, start again, leave (back to the
game's setup screen). Apart from the coach's panel: a scene of its own, with none of the
panel's placing."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.context import Context
from game.ui.scene import Scene
from game.ui.scenes.rules_help import RulesScene
from game.ui.widgets import Button, dim, draw_panel, draw_text


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
