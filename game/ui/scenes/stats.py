"""Statistics per game: games played, wins per player name and per bot level, the best
winning score with its name and date, and assisted games (hints or takebacks) apart.

Read from the results kept by :mod:`game.results_log`; games finished before those
details were kept still count in the older totals (``stats.json``), shown as a note.
"""

from __future__ import annotations

import time
from collections import Counter

import pygame

from game import registry
from game.results_log import GameSummary, read_results, summarize
from game.storage import read_stats
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.scene import Scene, mouse_pos
from game.ui.tooltip import Tip, draw_tooltip
from game.ui.widgets import Button, draw_panel, draw_text

COLUMNS = (0.0, 0.2, 0.28, 0.5, 0.68, 0.86)
"""Left edge of each column, as a fraction of the table width."""
HEADERS = ("played", "human_wins", "bot_wins", "best_win", "assisted")
"""The columns after the game's name (``stats.<key>``, explained by ``stats.tips.<key>``)."""


class StatsScene(Scene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.back = Button(ctx.text("stats.back"), lambda: ctx.scenes.pop(), primary=True)
        older, notice = read_stats()
        results, results_notice = read_results()
        notice = notice or results_notice
        self.error = ctx.text("stats.set_aside", reason=notice) if notice else ""
        self.summaries = {game_id: summarize(results, game_id)
                          for game_id in registry.GAME_PACKAGES}
        self.earlier = sum(max(0, older[g].played - self.summaries[g].played)
                           for g in older if g in self.summaries)

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        self.panel = pygame.Rect(px(40), px(110), width - px(80),
                                 px(90) + px(84) * len(registry.GAME_PACKAGES) + px(50))
        self.back.rect = pygame.Rect(0, 0, px(220), px(52))
        self.back.rect.midbottom = (width // 2, height - px(24))

    def handle(self, event: pygame.event.Event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.ctx.scenes.pop()

    def tally(self, counts: Counter[str], bots: bool = False) -> str:
        text = self.ctx.text
        parts = [f"{text(f'bots.{name}') if bots else name} {n}"
                 for name, n in counts.most_common(3)]
        return ", ".join(parts) or "–"

    def cells(self, package: str, summary: GameSummary) -> list[list[str]]:
        """Each column's lines for one game."""
        text = self.ctx.text
        best = ["–"]
        if summary.best_win is not None:
            score, name, ended = summary.best_win
            best = [f"{name} {score:g}", time.strftime("%Y-%m-%d", time.localtime(ended))]
        assisted = [str(summary.assisted)]
        if summary.assisted:
            assisted.append(text.plural("stats.assisted_won", summary.assisted_wins))
        return [[text(f"games.{package}.title")], [str(summary.played)],
                [self.tally(summary.human_wins)], [self.tally(summary.bot_wins, bots=True)],
                best, assisted]

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme, text = self.ctx, self.ctx.theme, self.ctx.text
        px = theme.px
        draw_felt(surface, ctx)
        draw_text(surface, theme, text("stats.title"), (self.size[0] // 2, px(60)),
                  role="title", style="title", colour=theme["light_ink"], anchor="center",
                  size=48)
        draw_panel(surface, theme, self.panel)
        headers = ["", *(text(f"stats.{key}") for key in HEADERS)]
        left, width = self.panel.left + px(24), self.panel.width - px(48)
        spans = [round((b - a) * width) - px(12)
                 for a, b in zip(COLUMNS, [*COLUMNS[1:], 1.0], strict=True)]
        y = self.panel.top + px(26)
        # What each column counts, on the header and down its cells (issue 19: a "–"
        # under "Best human win" after a bot's win must say why).
        tips: list[Tip] = []
        for x, span, header, key in zip(COLUMNS, spans, headers, ("", *HEADERS), strict=True):
            draw_text(surface, theme, header, (left + round(x * width), y), role="small",
                      style="bold", colour=theme["ink_soft"], max_width=span)
            if key:
                column = pygame.Rect(left + round(x * width), y, span,
                                     px(50) + px(84) * len(registry.GAME_PACKAGES))
                tips.append((column, text(f"stats.tips.{key}")))
        y += px(50)
        for game_id, package in registry.GAME_PACKAGES.items():
            summary = self.summaries[game_id]
            for i, (x, span, lines) in enumerate(zip(COLUMNS, spans,
                                                     self.cells(package, summary),
                                                     strict=True)):
                for j, line in enumerate(lines):
                    draw_text(surface, theme, line, (left + round(x * width), y + j * px(28)),
                              style="bold" if i == 0 else "regular",
                              role="body" if j == 0 else "small", max_width=span,
                              colour=theme["ink"] if j == 0 else theme["ink_soft"])
            y += px(84)
        note = ""
        if self.error:
            note, colour = self.error, theme["danger"]
        elif not any(s.played for s in self.summaries.values()) and not self.earlier:
            note, colour = text("stats.none"), theme["ink_soft"]
        elif self.earlier:
            note, colour = text.plural("stats.earlier", self.earlier), theme["ink_soft"]
        if note:
            draw_text(surface, theme, note, (self.panel.centerx, self.panel.bottom - px(30)),
                      anchor="center", colour=colour, role="small",
                      max_width=self.panel.width - px(40))
        self.back.draw(surface, theme)
        draw_tooltip(surface, theme, tips, mouse_pos())
