"""The move history (L) and the last trick (T): overlays over the table.

The history lists every move in words, newest first, grouped by round and, in the
trick games, by trick under it (a round's title once, each trick's as a sub-heading);
the wheel, the
arrow keys and Page Up/Down scroll it, and a scroll bar beside the lines shows that
more lie beyond them and where the view is (a newcomer saw a full page at 1280x800 and
no sign that there was more). Both close with Escape, their key or a click on Close,
and change nothing at the table.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui.context import Context
from game.ui.move_history import HistoryGroup
from game.ui.safe_font import SafeFont
from game.ui.scene import Scene
from game.ui.widgets import (
    Button,
    dim,
    draw_panel,
    draw_text,
    min_text_pixels,
    text_pixels,
    wrap_lines,
)


class HistoryScene(Scene):
    overlay = True
    close_keys = (pygame.K_ESCAPE, pygame.K_l)
    hint_key = "history.hint"

    def __init__(self, ctx: Context, groups: Sequence[HistoryGroup],
                 title_key: str = "history.title") -> None:
        super().__init__(ctx)
        self.groups = list(groups)
        self.title = ctx.text(title_key)
        self.scroll = 0
        self.close_button = Button(ctx.text("history.close"), self.close, primary=True)
        self.rows: list[tuple[str, int]] = []
        """Each row's text and level: 0 a round's title, 1 a trick's, 2 a move."""
        self.text_size: int | None = None
        """The one size every row is wrapped and drawn at (``None``: the body's own)."""

    def close(self) -> None:
        self.ctx.scenes.pop()

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        self.panel = pygame.Rect(0, 0, min(width - px(60), px(820)), height - px(80))
        self.panel.center = (width // 2, height // 2)
        self.body = self.panel.inflate(-px(60), -px(170)).move(0, px(10))
        self.close_button.rect = pygame.Rect(0, 0, px(200), px(48))
        self.close_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(18))
        font = self.wrap_rows(self.body.width - 2 * px(16))  # a move's indent, as drawn
        self.line_h = round(font.get_linesize() * 1.25)
        self.visible = max(1, self.body.height // self.line_h)
        self.scroll = min(self.scroll, max(0, len(self.rows) - self.visible))

    def wrap_rows(self, width: int) -> SafeFont:
        """Lay the groups out as rows, each move wrapped in ``width`` at
        :attr:`text_size`, the width and size the rows are drawn at (wrapped wider,
        a row was shrunk alone to fit where it was drawn: newcomer playtest); the font
        they are wrapped in."""
        font = self.ctx.theme.font("body", size=self.text_size)
        self.rows = []
        shown_title = None
        for group in self.groups:
            if group.title and group.title != shown_title:
                self.rows.append((group.title, 0))
            shown_title = group.title
            if group.trick:
                self.rows.append((group.trick, 1))
            for line in group.lines:
                self.rows += [(part, 2) for part in wrap_lines(font, line, width)]
        if not self.rows:
            self.rows = [(self.ctx.text("history.empty"), 2)]
        return font

    def scrollbar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The scroll bar's track and thumb beside the lines, or ``None`` when every
        row fits: the thumb's length is the share of rows shown, its place the scroll."""
        hidden = len(self.rows) - self.visible
        if hidden <= 0:
            return None
        px = self.ctx.theme.px
        height = self.visible * self.line_h
        track = pygame.Rect(self.body.right + px(6), self.body.top, px(8), height)
        thumb_h = max(px(24), round(height * self.visible / len(self.rows)))
        top = track.top + round((track.height - thumb_h) * self.scroll / hidden)
        return track, pygame.Rect(track.left, top, track.width, thumb_h)

    def scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(self.scroll + rows, max(0, len(self.rows) - self.visible)))

    def handle(self, event: pygame.event.Event) -> None:
        if self.close_button.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in self.close_keys:
                self.close()
            elif event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
                self.scroll_by(1 if event.key == pygame.K_DOWN else self.visible)
            elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
                self.scroll_by(-1 if event.key == pygame.K_UP else -self.visible)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * event.y)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        px = theme.px
        dim(surface, 130)
        draw_panel(surface, theme, self.panel)
        draw_text(surface, theme, self.title, (self.panel.centerx, self.panel.top + px(40)),
                  role="heading", style="title", anchor="center")
        draw_text(surface, theme, self.ctx.text(self.hint_key),
                  (self.panel.centerx, self.panel.top + px(74)), role="small",
                  colour=theme["ink_soft"], anchor="center")
        y = self.body.top
        for content, level in self.rows[self.scroll:self.scroll + self.visible]:
            draw_text(surface, theme, content, (self.body.left + px(16) * level, y),
                      style="regular" if level == 2 else "bold", size=self.text_size,
                      colour=theme["ink"] if level == 2 else
                      theme["accent_dark" if level == 0 else "ink_soft"],
                      max_width=self.body.width - px(16) * level)
            y += self.line_h
        bar = self.scrollbar()
        if bar is not None:
            track, thumb = bar
            radius = track.width // 2
            pygame.draw.rect(surface, theme["disabled"], track, border_radius=radius)
            pygame.draw.rect(surface, theme["wood"], thumb, border_radius=radius)
        self.close_button.draw(surface, theme)


class LastTrickScene(HistoryScene):
    """The last finished trick: who played what, who took it."""

    close_keys = (pygame.K_ESCAPE, pygame.K_t)
    hint_key = "history.trick_hint"

    def __init__(self, ctx: Context, lines: Sequence[str]) -> None:
        super().__init__(ctx, [HistoryGroup("", tuple(lines))], "history.last_trick")

    def layout(self) -> None:
        """The rows wrapped in this panel's own width (they were wrapped in the
        history's wider one, so a long line, Scharfe Schoten's reason why the winner
        won, was shrunk alone to fit: newcomer playtest) at one size for the whole
        list: the largest at which every row fits the window and no word is cut,
        never below the least readable size. The panel widens, as far as the
        history's, for a line that would wrap ("led." alone on a line)."""
        theme = self.ctx.theme
        px = theme.px
        font = theme.font("body")
        longest = max((font.size(line)[0] for group in self.groups for line in group.lines),
                      default=0)  # as wide as the longest line, where the window has room
        self.panel = pygame.Rect(0, 0, min(self.size[0] - px(60), px(820),
                                           max(px(620), longest + px(60) + 2 * px(16))), 0)
        width = self.panel.width - px(60) - 2 * px(16)  # the body less a move's indent
        room = self.size[1] - px(40) - px(200)
        size = theme.sizes["body"]
        while True:
            self.text_size = size
            font = self.wrap_rows(width)
            self.line_h = round(font.get_linesize() * 1.25)
            whole = all(font.size(word)[0] <= width for group in self.groups
                        for line in group.lines for word in line.split())
            if (whole and self.line_h * len(self.rows) <= room) \
                    or text_pixels(theme, "body", size) <= min_text_pixels(theme):
                break
            size -= 1
        self.panel.height = min(px(200) + self.line_h * len(self.rows), self.size[1] - px(40))
        self.panel.center = (self.size[0] // 2, self.size[1] // 2)
        self.body = self.panel.inflate(-px(60), -px(170)).move(0, px(24))
        self.close_button.rect = pygame.Rect(0, 0, px(200), px(48))
        self.close_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(18))
        self.visible = max(1, min(len(self.rows), self.body.height // self.line_h))
        self.scroll = min(self.scroll, len(self.rows) - self.visible)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and not self.panel.collidepoint(event.pos):
            self.close()
            return
        super().handle(event)
