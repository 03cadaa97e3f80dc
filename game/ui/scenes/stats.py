"""Statistics: games played and won per game, and the best scores of human players."""

from __future__ import annotations

import pygame

from game import registry
from game.storage import GameStats, read_stats
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel, draw_text


class StatsScene(Scene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.back = Button(ctx.text("stats.back"), lambda: ctx.scenes.pop(), primary=True)
        self.stats, notice = read_stats()
        self.error = ctx.text("stats.set_aside", reason=notice) if notice else ""

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        self.panel = pygame.Rect(px(100), px(130), width - px(200),
                                 px(110) + px(56) * len(registry.GAME_PACKAGES) + px(40))
        self.back.rect = pygame.Rect(0, 0, px(220), px(52))
        self.back.rect.midbottom = (width // 2, height - px(30))

    def handle(self, event: pygame.event.Event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.ctx.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme, text = self.ctx, self.ctx.theme, self.ctx.text
        px = theme.px
        draw_felt(surface, ctx)
        draw_text(surface, theme, text("stats.title"), (self.size[0] // 2, px(60)),
                  role="title", style="title", colour=theme["light_ink"], anchor="center",
                  size=48)
        draw_panel(surface, theme, self.panel)
        columns = [0.0, 0.34, 0.48, 0.62, 0.76]
        headers = ["", text("stats.played"), text("stats.human_wins"), text("stats.bot_wins"),
                   text("stats.best")]
        left, width = self.panel.left + px(30), self.panel.width - px(60)
        y = self.panel.top + px(30)
        spans = [b - a for a, b in zip(columns, [*columns[1:], 1.0], strict=True)]
        for x, span, header in zip(columns, spans, headers, strict=True):
            draw_text(surface, theme, header, (left + round(x * width), y), role="small",
                      style="bold", colour=theme["ink_soft"],
                      max_width=round(span * width) - px(12))
        y += px(44)
        for game_id, package in registry.GAME_PACKAGES.items():
            entry = self.stats.get(game_id, GameStats())
            best = sorted(entry.best.items(), key=lambda kv: -kv[1])[:2]
            cells = [text(f"games.{package}.title"), str(entry.played), str(entry.human_wins),
                     str(entry.bot_wins),
                     ", ".join(f"{name} {score:g}" for name, score in best) or "–"]
            for i, (x, cell) in enumerate(zip(columns, cells, strict=True)):
                draw_text(surface, theme, cell, (left + round(x * width), y),
                          style="bold" if i == 0 else "regular",
                          max_width=round(width * 0.33) if i in (0, 4) else None)
            y += px(56)
        if self.error:
            draw_text(surface, theme, self.error, (self.panel.centerx, self.panel.bottom - px(30)),
                      anchor="center", colour=theme["danger"], role="small",
                      max_width=self.panel.width - px(40))
        elif not self.stats:
            draw_text(surface, theme, text("stats.none"), (self.panel.centerx,
                      self.panel.bottom - px(40)), anchor="center", colour=theme["ink_soft"])
        self.back.draw(surface, theme)
