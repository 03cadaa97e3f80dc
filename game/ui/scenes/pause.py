"""The Escape menu over a table: resume, rules, quit to the main menu."""

from __future__ import annotations

import pygame

from game.ui.context import Context
from game.ui.scene import Scene
from game.ui.widgets import Button, dim, draw_panel, draw_text


class PauseScene(Scene):
    overlay = True

    def __init__(self, ctx: Context, package: str) -> None:
        super().__init__(ctx)
        self.package = package
        text = ctx.text
        self.buttons = [Button(text("pause.resume"), self.resume_game, primary=True),
                        Button(text("pause.rules"), self.rules),
                        Button(text("pause.quit"), self.quit_to_menu)]

    def resume_game(self) -> None:
        self.ctx.scenes.pop()

    def rules(self) -> None:
        from game.ui.scenes.rules_help import RulesScene

        self.ctx.scenes.push(RulesScene(self.ctx, self.package))

    def quit_to_menu(self) -> None:
        while len(self.ctx.scenes) > 1:
            self.ctx.scenes.pop()

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        self.panel = pygame.Rect(0, 0, px(380), px(360))
        self.panel.center = (width // 2, height // 2)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, px(280), px(56))
            button.rect.center = (self.panel.centerx, self.panel.top + px(130) + i * px(76))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        dim(surface, 140)
        draw_panel(surface, theme, self.panel)
        draw_text(surface, theme, self.ctx.text("pause.title"),
                  (self.panel.centerx, self.panel.top + theme.px(50)), role="heading",
                  style="title", anchor="center")
        for button in self.buttons:
            button.draw(surface, theme)
