"""Rules help: the game's rules summary from its locale file, scrollable."""

from __future__ import annotations

import pygame

from game.ui.context import Context
from game.ui.key_press import fresh_press
from game.ui.scene import Scene
from game.ui.widgets import Button, dim, draw_panel, draw_text, wrap_lines


class RulesScene(Scene):
    overlay = True

    def __init__(self, ctx: Context, package: str) -> None:
        super().__init__(ctx)
        self.package = package
        self.scroll = 0
        self.close = Button(ctx.text("rules.close"), lambda: ctx.scenes.pop(), primary=True)

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        self.panel = pygame.Rect(px(120), px(50), width - px(240), height - px(100))
        self.body = self.panel.inflate(-px(80), -px(190)).move(0, px(20))
        self.close.rect = pygame.Rect(0, 0, px(200), px(50))
        self.close.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(20))
        font = self.ctx.theme.font("body")
        rules = self.ctx.text(f"{self.package}.rules_text")
        keyboard = self.ctx.text(f"{self.package}.keyboard_help")
        self.lines = wrap_lines(font, f"{rules}\n\n{self.ctx.text('rules.keyboard')}",
                                self.body.width)
        self.lines += wrap_lines(font, keyboard, self.body.width)
        self.line_h = round(font.get_linesize() * 1.25)
        visible = max(1, self.body.height // self.line_h)
        self.max_scroll = max(0, len(self.lines) - visible)
        self.scroll = min(self.scroll, self.max_scroll)

    def handle(self, event: pygame.event.Event) -> None:
        if self.close.handle(event):
            return
        if fresh_press(event, (pygame.K_ESCAPE, pygame.K_RETURN)):
            self.ctx.scenes.pop()
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll, self.scroll - event.y * 3))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self.scroll = min(self.max_scroll, self.scroll + (1 if event.key == pygame.K_DOWN
                                                               else 10))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self.scroll = max(0, self.scroll - (1 if event.key == pygame.K_UP else 10))

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        dim(surface, 160)
        draw_panel(surface, theme, self.panel)
        title = ctx.text("rules.title", game=ctx.text(f"games.{self.package}.title"))
        draw_text(surface, theme, title, (self.panel.centerx, self.panel.top + theme.px(45)),
                  role="heading", style="title", anchor="center")
        font = theme.font("body")
        bold = theme.font("body", "bold")
        y = self.body.top
        for line in self.lines[self.scroll:]:
            if y + self.line_h > self.body.bottom:
                break
            heading = line.startswith("## ")
            shown = line[3:] if heading else line
            if shown:
                image = (bold if heading else font).render(
                    shown, True, theme["accent_dark"] if heading else theme["ink"])
                surface.blit(image, (self.body.left, y))
            y += self.line_h
        if self.max_scroll:
            draw_text(surface, theme, ctx.text("rules.scroll"),
                      (self.panel.right - theme.px(30), self.close.rect.centery),
                      anchor="midright", role="small", colour=theme["ink_soft"])
        self.close.draw(surface, theme)
