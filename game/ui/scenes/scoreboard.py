"""Score screens: the round-score breakdown overlay and the final results screen.

Games describe their breakdown as rows of already-translated cells
(:class:`~game.ui.score_table.ScoreRow`); these scenes place the one score table
(:mod:`game.ui.score_table`) with their title, notes and buttons, so every game's
summary looks alike.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.match_session import MatchSession
from game.ui.clock import Countdown
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.focus import draw_focus_frame
from game.ui.key_press import fresh_press
from game.ui.key_settle import KeysOnceSeen
from game.ui.paragraphs import balanced_width, paragraph_height
from game.ui.scene import Scene, mouse_pos
from game.ui.scenes.save_problem import SaveProblemScene
from game.ui.score_chart import ScoreChart, draw_score_chart
from game.ui.score_table import ScoreRow, draw_score_table
from game.ui.summary_alone import table_menu, unattended_seconds
from game.ui.tooltip import show_tooltip
from game.ui.widgets import (
    LABEL_PAD,
    Button,
    dim,
    draw_panel,
    draw_paragraph,
    draw_text,
    share_label_size,
)

NOTE_SPACING = 1.1
"""A round summary's note: its lines' spacing, times the line height."""
SETTLE_S = 0.6
"""Seconds a round summary is shown before a key may close it (a click always may)."""
RESULTS_SETTLE_S = 1.5
"""Seconds the final results are shown before a key may leave them: longer than a
round summary's, since a key there leaves the match (issue 19 re-check: a player
advancing Chef de rang with Enter every second or so never saw the results)."""
FOCUS_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT)
"""The keys that move the results' focus between its buttons."""
CLOSE_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)


class RoundSummaryScene(KeysOnceSeen, Scene):
    """Overlay after a round: the breakdown, then Continue.

    Keys close it only once it has been seen: a Space or Enter pressed for the table
    just as the round ended (or still held) must not dismiss it unread, as good card
    games do. So keys pressed in its first :data:`SETTLE_S` seconds, and their repeats
    until released, are ignored; a click on Continue always works."""

    overlay = True
    alone = Countdown()
    """Over a table of bots only: seconds before it goes on by itself (:mod:`summary_alone`)."""

    def __init__(self, ctx: Context, title: str, headers: Sequence[str],
                 rows: Sequence[ScoreRow], on_close: Callable[[], None] | None = None,
                 weights: Sequence[float] | None = None, note: str = "", reason: str = "",
                 viewers: Callable[[pygame.event.Event], bool] | None = None,
                 header_tips: Sequence[str] = ()) -> None:
        super().__init__(ctx)
        self.title, self.headers, self.rows = title, headers, rows
        self.header_tips = header_tips
        """One sentence per column header, shown on hover ("" for none): what Good, Bad,
        Bonus count (issue 19: no number without a reason where it appears)."""
        self.weights, self.note, self.reason = weights, note, reason
        """``reason``: one line under the note, why the round ended where it ended early."""
        self.viewers = viewers
        """The table's History (L) and Last trick (T), keys and buttons, which open over
        the summary (the moves and the trick that led to it); True when it took the
        event."""
        self.on_close = on_close
        self.button = Button(ctx.text("round.continue"), self.close, primary=True)
        self.start_settling(SETTLE_S)
        self.unattended = unattended_seconds(ctx.scenes.top, f"{title} {note} {reason}")
        self.alone = self.unattended
        self.menu = table_menu(ctx.scenes.top)

    def update(self, dt: float) -> None:
        """Over a table of bots only, Continue by itself after the reading pause."""
        if self.unattended and self.alone <= 0 and self.ctx.scenes.top is self:
            self.close()

    def close(self) -> None:
        self.ctx.scenes.pop()
        if self.on_close:
            self.on_close()

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        wide = min(width - px(80), px(1000))
        self.note_box = pygame.Rect(0, 0, wide - px(60), 0)
        if self.note:  # wrapped at its own size, not shrunk to the floor to fit one line
            self.note_box.width = balanced_width(self.ctx.theme, self.note, wide - px(60))
            self.note_box.height = paragraph_height(self.ctx.theme, self.note,
                                                    self.note_box.width, NOTE_SPACING)
        font_h = self.ctx.theme.font("small").get_linesize()
        self.note_extra = max(0, self.note_box.height - font_h)
        """The note's lines after its first: the rest moves down by as much."""
        # At least two lines ("Scored by nobody: …" in French), more for a longer reason
        # (Scharfe Schoten's two failed contracts), measured a little narrower than the
        # box: it is drawn bold.
        self.reason_h = max(px(46), paragraph_height(self.ctx.theme, self.reason,
                                                     (wide - px(60)) * 9 // 10, 1.1)) \
            if self.reason else 0
        extra = self.reason_h + px(6) if self.reason else 0
        extra += self.note_extra
        self.panel = pygame.Rect(0, 0, wide, px(220) + px(54) * (len(self.rows) + 1) + extra)
        self.panel.center = (width // 2, height // 2)
        self.table = self.panel.inflate(-px(70), -px(200) - extra).move(0, px(10) + extra // 2)
        self.note_box.midtop = (self.panel.centerx, self.panel.top + px(84) - font_h // 2)
        self.button.rect = pygame.Rect(0, 0, px(220), px(52))
        self.button.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(22))

    def handle(self, event: pygame.event.Event) -> None:
        if self.button.handle(event):
            return
        on_panel = hasattr(event, "pos") and self.panel.collidepoint(event.pos)
        if self.viewers is not None and not on_panel and self.viewers(event):
            return
        if self.menu is not None and fresh_press(event, (pygame.K_ESCAPE,)):
            self.menu()  # never held back: opening the menu loses nothing
        elif self.key_acts(event, CLOSE_KEYS):
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        dim(surface, 120)
        draw_panel(surface, theme, self.panel)
        draw_text(surface, theme, self.title, (self.panel.centerx, self.panel.top + theme.px(44)),
                  role="heading", style="title", anchor="center")
        if self.note:  # its lines at the small size ("…; jamais sous 0 ★" was at 8 px)
            draw_paragraph(surface, theme, self.note, self.note_box, role="small",
                           colour=theme["ink_soft"], spacing=NOTE_SPACING, centred=True)
        if self.reason:  # up to two lines (it was cut at 800×500 in French)
            px = theme.px
            box = pygame.Rect(0, 0, self.panel.width - px(60), self.reason_h)
            box.midtop = (self.panel.centerx, self.panel.top + px(102) + self.note_extra)
            draw_paragraph(surface, theme, self.reason, box, role="small", style="bold",
                           spacing=1.1, centred=True)
        tips = draw_score_table(surface, self.ctx, self.table, self.headers, self.rows,
                                self.weights, self.header_tips)
        self.tip_places = tips
        """Where this frame's tooltips answer (the headers, then the cells)."""
        self.button.draw(surface, theme)
        # The tips stay in the summary, off its title, scoring line and rows where they can.
        words = pygame.Rect(self.panel.left, self.panel.top, self.panel.width,
                            self.table.top - self.panel.top)
        rows = tips[0][0].unionall([rect for rect, _words in tips]) if tips else self.table
        show_tooltip(surface, theme, tips, mouse_pos(), keep_clear=[self.button.rect],
                     inside=self.panel, rather_clear=[words, rows])


class ResultsScene(KeysOnceSeen, Scene):
    """The end of a match: standings, winners, play again or back to the menu.

    The way out the player most likely wants once the results are read, Main menu
    (Back when opened over the daily results), has the primary look and the keyboard
    focus: Enter presses it, as Esc does. Play again, the one button that starts
    something, is never the default (newcomer playtest: Enter on the focused "Play
    again" started a match unread); Tab and the arrows move the focus to it. Keys act
    only once the results have been seen (:data:`RESULTS_SETTLE_S` with no key
    pressed), like a round summary's, and the focus frame shows from then on; the
    buttons always answer clicks."""

    press_restarts = True

    def __init__(self, ctx: Context, package: str, headers: Sequence[str],
                 rows: Sequence[ScoreRow], winners: Sequence[str],
                 play_again: Callable[[], None], weights: Sequence[float] | None = None,
                 on_replay: Callable[[], None] | None = None, note: str = "",
                 chart: ScoreChart | None = None,
                 session: MatchSession | None = None,
                 on_review: Callable[[], None] | None = None,
                 header_tips: Sequence[str] = (), key_line: str = "") -> None:
        super().__init__(ctx)
        self.header_tips = header_tips
        """What each column counts, on hover (the cells fall back on it)."""
        self.key_line = key_line
        """One line under the table saying how the numbers add up ("everyone starts
        with 5 stars; never below 0"), so a reader can check the total."""
        self.package = package
        self.session = session
        """The finished match, while it may not be on disk yet: the screen warns (with
        the way to Retry or Save as…) and leaving asks first."""
        self.not_saved = Button(ctx.text("save.not_saved"), self.show_save_problem)
        self.chart = chart if chart is not None and len(chart.rows) >= 2 else None
        self.headers, self.rows, self.weights = headers, rows, weights
        key = "results.winner" if len(winners) == 1 else "results.winners"
        self.headline = ctx.text(key, names=ctx.text.names(winners))
        self.again = Button(ctx.text("results.play_again"),
                            lambda: self.leave_asking(play_again))
        self.menu = Button(ctx.text("results.menu"), lambda: self.leave_asking(self.to_menu),
                           primary=True)
        self.replay = Button(ctx.text("replay.watch"), on_replay) if on_replay else None
        self.review = Button(ctx.text("review_screen.button"), on_review) \
            if on_review else None
        """The game review: every game has one; absent for a guided game's results (no
        Review there) and a game with no entry in ``config/review.yaml``."""
        self.note = note
        """Shown under the headline: "with takebacks" for an assisted match."""
        self.back: Button | None = None
        """Back to the screen that opened these results (:meth:`offer_back`)."""
        self.focused: Button = self.menu
        """The button Enter presses: the primary one until Tab or an arrow moves on."""
        self.start_settling(RESULTS_SETTLE_S)

    def offer_back(self) -> None:
        """Opened over another screen (the daily results' Score table): a Back button,
        and Esc, return to it, as on other screens, instead of the main menu. Back, where
        the player came from, becomes the primary button and has the focus."""
        if self.back is None:
            self.back = Button(self.ctx.text("results.back"), self.ctx.scenes.pop,
                               primary=True)
            self.menu.primary = False
            self.focused = self.back
            self.layout()

    def to_menu(self) -> None:
        while len(self.ctx.scenes) > 1:
            self.ctx.scenes.pop()

    def problem_sentence(self) -> str:
        """What is wrong with the finished match's files ("" when it is safe)."""
        problem = None if self.session is None else self.session.save_problem()
        return "" if problem is None else self.ctx.text(f"save.{problem.kind}")

    def show_save_problem(self) -> None:
        if self.session is not None:
            self.ctx.scenes.push(SaveProblemScene(self.ctx, self.session))

    def leave_asking(self, leave: Callable[[], None]) -> None:
        """Leave the results (``leave``), unless the finished match is not on disk: then
        the player is asked first (Retry, Save as… or leave without saving)."""
        if self.session is not None and self.session.unsaved():
            self.ctx.scenes.push(SaveProblemScene(self.ctx, self.session, leaving=leave))
            return
        leave()

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        self.panel = pygame.Rect(0, 0, min(width - px(80), px(1000)),
                                 px(260) + px(54) * (len(self.rows) + 1))
        self.panel.center = (width // 2, height // 2 + px(20))
        self.table = self.panel.inflate(-px(70), -px(230)).move(0, px(20))
        self.layout_chart()
        self.room_for_key_line()
        self.not_saved.rect = pygame.Rect(0, 0, px(220), px(48))
        self.not_saved.rect.topright = (self.panel.right, self.panel.bottom + px(14))
        self.layout_buttons()

    def key_line_top(self) -> int:
        """Where the key line starts: just under the table's rows."""
        px = self.ctx.theme.px
        return self.table.top + min(self.table.height, px(54) * (len(self.rows) + 1)) + px(8)

    def room_for_key_line(self) -> None:
        """A panel tall enough for the whole key line at its size between the table and
        the buttons, as far as the window allows (five cooks at 800×500 cut it: "…un
        total ne descend jama…")."""
        if not self.key_line:
            return
        px = self.ctx.theme.px
        needed = paragraph_height(self.ctx.theme, self.key_line, self.table.width, 1.3)
        bottom = self.key_line_top() + needed + px(8) + px(52) + px(22)  # then the buttons
        grow = min(bottom - self.panel.bottom, self.size[1] - px(16) - self.panel.height)
        if grow <= 0:
            return
        self.panel.height += grow
        chart = [self.chart_rect] if self.chart is not None else []
        for rect in (self.panel, self.table, *chart):
            rect.move_ip(0, -(grow // 2))

    def buttons(self) -> list[Button]:
        """The bottom row, left to right: Back (if offered), Review, Play again, Main
        menu, Watch replay."""
        return [b for b in (self.back, self.review, self.again, self.menu, self.replay)
                if b is not None]

    def layout_buttons(self) -> None:
        """One row of equal buttons inside the panel's bottom edge, centred (issue 19
        re-check, finding 9: Review and Watch replay hung below the panel, off-centre),
        each as wide as the longest label needs at the buttons' size, as far as the
        panel allows: "Leave the guided game" was shrunk to 9 px in a 220-wide button
        with room to spare (newcomer play-test)."""
        theme = self.ctx.theme
        px = theme.px
        row = self.buttons()
        gap = px(20)
        font = theme.font("button", "bold")
        needed = max(font.size(b.label)[0] for b in row) + 4 * px(LABEL_PAD)
        room = (self.panel.width - px(40) - gap * (len(row) - 1)) // len(row)
        width = min(max(px(220), needed), room)
        left = self.panel.centerx - (width * len(row) + gap * (len(row) - 1)) // 2
        for i, button in enumerate(row):
            button.rect = pygame.Rect(left + i * (width + gap), 0, width, px(52))
            button.rect.bottom = self.panel.bottom - px(22)
        share_label_size(self.ctx.theme, row)

    def layout_chart(self) -> None:
        """With a chart: a wider panel, the table on the left, the chart on the right."""
        if self.chart is None:
            return
        px = self.ctx.theme.px
        width = self.size[0]
        self.panel.width = min(width - px(40), px(1240))
        self.panel.height = max(self.panel.height, px(560))
        self.panel.center = (width // 2, self.size[1] // 2 + px(20))
        inner = self.panel.inflate(-px(50), -px(230)).move(0, px(20))
        self.table = pygame.Rect(inner.left, inner.top, round(inner.width * 0.56),
                                 min(inner.height, px(54) * (len(self.rows) + 1)))
        self.chart_rect = pygame.Rect(self.table.right + px(30), inner.top,
                                      inner.right - self.table.right - px(30), inner.height)

    def handle(self, event: pygame.event.Event) -> None:
        if self.again.handle(event) or self.menu.handle(event):
            return
        if self.back is not None and self.back.handle(event):
            return
        if self.replay is not None and self.replay.handle(event):
            return
        if self.review is not None and self.review.handle(event):
            return
        if self.problem_sentence() and self.not_saved.handle(event):
            return
        if not self.key_acts(event, (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                     *FOCUS_KEYS)):
            return
        if event.key == pygame.K_ESCAPE:
            (self.back or self.menu).on_click()
        elif event.key in FOCUS_KEYS:
            self.move_focus(event)
        else:
            self.focused.on_click()  # the primary button, or the one Tab moved to

    def move_focus(self, event: pygame.event.Event) -> None:
        """Tab / Right to the next button, Shift+Tab / Left to the one before."""
        row = self.buttons()
        back = event.key == pygame.K_LEFT or (
            event.key == pygame.K_TAB and bool(event.mod & pygame.KMOD_SHIFT))
        self.focused = row[(row.index(self.focused) + (-1 if back else 1)) % len(row)]

    def draw_focus(self, surface: pygame.Surface) -> None:
        """The focus frame, once keys act (a frame while Enter does nothing would lie)."""
        if self.settle <= 0:
            draw_focus_frame(surface, self.ctx.theme, self.focused.rect)

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        draw_felt(surface, ctx)
        draw_text(surface, theme, ctx.text(f"games.{self.package}.title"),
                  (self.size[0] // 2, theme.px(50)), role="heading", style="title",
                  colour=theme["highlight"], anchor="center")
        draw_panel(surface, theme, self.panel)
        draw_text(surface, theme, ctx.text("results.title"),
                  (self.panel.centerx, self.panel.top + theme.px(42)), role="heading",
                  style="title", anchor="center")
        star = ctx.assets.scaled("ui/star", theme.px(40))
        headline = draw_text(surface, theme, self.headline,
                             (self.panel.centerx, self.panel.top + theme.px(98)),
                             role="heading", style="bold", colour=theme["accent_dark"],
                             anchor="center")
        surface.blit(star, star.get_rect(midright=(headline.left - theme.px(10),
                                                   headline.centery)))
        surface.blit(star, star.get_rect(midleft=(headline.right + theme.px(10),
                                                  headline.centery)))
        tips = draw_score_table(surface, ctx, self.table, self.headers, self.rows,
                                self.weights, self.header_tips)
        self.tip_places = tips
        """Where this frame's tooltips answer (headers, cells, then the chart's bands)."""
        if self.key_line:
            self.draw_key_line(surface)
        if self.chart is not None:
            tips += draw_score_chart(surface, ctx, self.chart_rect, self.chart)
        self.again.draw(surface, theme)
        self.menu.draw(surface, theme)
        if self.replay is not None:
            self.replay.draw(surface, theme)
        if self.review is not None:
            self.review.draw(surface, theme)
        if self.back is not None:
            self.back.draw(surface, theme)
        if self.note:  # beside a chart, in the table's column (newcomer pass 9, finding 8)
            column = self.panel if self.chart is None else self.table
            at = (column.centerx, headline.bottom + theme.px(4))
            draw_text(surface, theme, self.note, at, anchor="midtop", role="small",
                      style="bold", colour=theme["danger"], max_width=column.width)
        self.draw_save_warning(surface)
        # No tip over a button: the chart's lay over "Watch replay" (newcomer playtest).
        show_tooltip(surface, theme, tips, mouse_pos(),
                     keep_clear=[button.rect for button in self.buttons()])

    def draw_key_line(self, surface: pygame.Surface) -> None:
        """The key under the table, wrapped in the table's width, above the buttons."""
        theme = self.ctx.theme
        px = theme.px
        top = self.key_line_top()
        bottom = min(button.rect.top for button in self.buttons()) - px(8)
        box = pygame.Rect(self.table.left, top, self.table.width, max(0, bottom - top))
        draw_paragraph(surface, theme, self.key_line, box, role="small",
                       colour=theme["ink_soft"])

    def draw_save_warning(self, surface: pygame.Surface) -> None:
        """The finished match is not on disk: say so above the results, in words, with
        the "Not saved!" button that opens Retry and Save as…."""
        sentence = self.problem_sentence()
        if not sentence:
            return
        theme = self.ctx.theme
        px = theme.px
        band = pygame.Rect(self.panel.left, px(76), self.panel.width,
                           max(px(40), self.panel.top - px(84)))
        draw_panel(surface, theme, band, colour=theme["danger"], border=theme["shade"])
        draw_paragraph(surface, theme, sentence, band.inflate(-px(24), -px(12)),
                       role="small", style="bold", colour=theme["light_ink"])
        self.not_saved.draw(surface, theme)
