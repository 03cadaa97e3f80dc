"""The daily deal's results: your score beside the hard bot's in your seat, the streak,
and the line to copy.

A finished match that is a day's deal (:func:`game.daily.deal.daily_date_of`) opens
this screen before the usual score table (its "Score table" button). The hard bot's
replay of the same deal is a :class:`game.daily.job.DuplicateJob`: a child process on
the window's clock, so the screen draws "the hard bot is playing your seat" with a bar
and the window keeps its frames while it works. A day whose bot score is already kept
(a replay of the day, or the same day after a restart) shows it at once, with no work.
Scenes draw and take input; the records are :mod:`game.daily.record`'s.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Sequence

import pygame

from game import registry
from game.daily.deal import PLAYER_SEAT, Duplicate, daily_date_of, expected_work
from game.daily.job import DuplicateJob, shared_job
from game.daily.record import (
    Recorded,
    read_daily,
    record_bot,
    record_played,
    score_text,
    share_line,
    streak,
)
from game.dates import date_words, stamp_day
from game.engine.log import SaveError
from game.engine.runner import Match
from game.match_setup import MatchSetup
from game.review.time_left import TimeLeft
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.scene import Scene
from game.ui.scenes.review import seconds_left_words
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.widgets import Button, draw_panel, draw_paragraph, draw_text


def daily_results(ctx: Context, setup: MatchSetup, match: Match, started: float,
                  assisted: bool, results: Scene) -> Scene | None:
    """The daily results for a finished match that is a day's deal (recorded now, the
    first of the day only), or ``None`` for any other match."""
    day = daily_date_of(setup.game_id, setup.seats, setup.seed, stamp_day(started))
    if day is None:
        return None
    score = match.game.scores(match.state)[PLAYER_SEAT]
    problem = None
    try:
        recorded = record_played(setup.game_id, day, score, assisted)
    except (OSError, SaveError) as exc:  # the disk: said on the screen, play goes on
        recorded, problem = None, str(exc)
    actions = match.log.actions
    work = None if recorded is not None and recorded.entry.bot_score is not None else \
        expected_work(setup.game_id, day, actions)
    return DailyResultsScene(ctx, setup.game_id, day, score, assisted, recorded,
                             len(actions), results, problem, expected_rollouts=work)


class DailyResultsScene(Scene):
    def __init__(self, ctx: Context, game_id: str, day: datetime.date, score: float,
                 assisted: bool, recorded: Recorded | None, expected: int,
                 results: Scene | None, problem: str | None = None,
                 start: bool = True, expected_rollouts: int | None = None) -> None:
        super().__init__(ctx)
        self.game_id, self.day, self.score = game_id, day, score
        self.package = registry.GAME_PACKAGES[game_id]
        self.assisted = assisted
        self.counted = recorded is None or recorded.counted
        """This game is the day's counted one (``False``: a replay of a played day)."""
        self.notices: list[str] = [n for n in (recorded.notice if recorded else None,
                                               problem) if n]
        if problem is not None:
            self.notices[-1] = ctx.text("daily.not_kept", reason=problem)
        self.results = results
        self.bot_score: float | None = recorded.entry.bot_score if recorded else None
        running = self.bot_score is None and start
        self.job = shared_job(ctx.daily_jobs, game_id, day) if running else \
            DuplicateJob(game_id, day, expected)
        """The day's replay: started with the match (the Daily deal screen deals it), or
        now; either way it goes on when this screen is left."""
        self.job.expected = max(1, expected)
        self.job.expected_work = expected_rollouts
        self.time_left = TimeLeft()
        """The replay's seconds left, measured on its work done (as the review's)."""
        self.job.on_result = self.collect
        if running:
            self.job.poll()
            if self.job.result is not None:  # done while the player played
                self.collect(self.job.result)
            else:
                ctx.clock.add(self, self.job)
        self.streak = 0
        self.copy_note = ""
        self.read_streak()
        self.copy_button = Button(ctx.text("daily.copy"), self.copy)
        self.scores_button = Button(ctx.text("daily.scores"), self.show_scores)
        self.menu_button = Button(ctx.text("daily.menu"), self.to_menu, primary=True)

    # -- the work and the records -------------------------------------------------------
    def read_streak(self) -> None:
        days, notice = read_daily()
        if notice:
            self.notices.append(notice)
        self.streak = streak(days.get(self.game_id, {}), self.day)

    def collect(self, result: Duplicate) -> None:
        """Take the bot's score once its replay is done (and keep it with the day): the
        job calls this from the window's clock, so it happens with no input."""
        if self.bot_score is not None:
            return
        self.bot_score = result.score
        try:
            record_bot(self.game_id, self.day, self.bot_score)
        except (OSError, SaveError) as exc:
            self.notices.append(self.ctx.text("daily.not_kept", reason=str(exc)))
            self.layout()

    def exit(self) -> None:
        """Leaving: a result the child sent while the score table covered this screen
        (the clock polls the top scene only) is still kept; a replay still under way
        goes on in the background, and the Daily deal screen takes it over."""
        self.job.poll()

    # -- words --------------------------------------------------------------------------
    def unit(self, value: float) -> str:
        return self.ctx.text(f"daily.units.{self.package}", value=score_text(value))

    def versus(self) -> str:
        if self.bot_score is None:
            return self.ctx.text("daily.you_only", you=self.unit(self.score))
        return self.ctx.text("daily.versus", you=self.unit(self.score),
                             bot=self.unit(self.bot_score))

    def verdict(self) -> str:
        if self.bot_score is None:
            return ""
        diff = self.score - self.bot_score
        if diff == 0:
            return self.ctx.text("daily.level")
        return self.ctx.text("daily.ahead" if diff > 0 else "daily.behind",
                             diff=self.unit(abs(diff)))

    def share(self) -> str:
        return share_line(self.ctx.text, self.package, self.day, self.score,
                          self.bot_score, self.streak)

    def notes(self) -> Sequence[str]:
        """The small lines under the verdict: help used, not counted, file problems."""
        lines = [self.ctx.text("daily.assisted")] if self.assisted else []
        if not self.counted:
            lines.append(self.ctx.text("daily.not_counted"))
        return lines + self.notices

    # -- input ----------------------------------------------------------------------------
    def copy(self) -> None:
        """The share line to the clipboard; where there is none, say so (the line stays
        on the screen to copy by hand)."""
        try:
            pygame.scrap.put_text(self.share())
            self.copy_note = self.ctx.text("daily.copied")
        except (pygame.error, AttributeError, NotImplementedError):
            self.copy_note = self.ctx.text("daily.no_clipboard")

    def show_scores(self) -> None:
        """The usual results, with Back (and Esc) to this screen."""
        if self.results is not None:
            self.ctx.scenes.push(self.results)
            if isinstance(self.results, ResultsScene):
                self.results.offer_back()

    def to_menu(self) -> None:
        while len(self.ctx.scenes) > 1:
            self.ctx.scenes.pop()

    def buttons(self) -> list[Button]:
        shown = [self.copy_button, self.menu_button]
        return [*shown, self.scores_button] if self.results is not None else shown

    def handle(self, event: pygame.event.Event) -> None:
        if any(button.handle(event) for button in self.buttons()):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()

    # -- drawing --------------------------------------------------------------------------
    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        notes = px(80) if self.notes() else 0  # room for the small lines, if any
        self.panel = pygame.Rect(0, 0, min(width - px(80), px(980)), px(480) + notes)
        self.panel.center = (width // 2, height // 2 + px(30))
        self.share_box = pygame.Rect(self.panel.left + px(40), self.panel.top + px(272) + notes,
                                     self.panel.width - px(80), px(50))
        self.copy_button.rect = pygame.Rect(0, 0, px(160), px(46))
        self.copy_button.rect.topright = (self.share_box.right, self.share_box.bottom
                                          + px(12))
        bottom = self.panel.bottom - px(22)
        for button, dx in ((self.scores_button, -px(15)), (self.menu_button, px(15))):
            # Wide enough for "Tableau des scores" on one line (it wrapped in two).
            button.rect = pygame.Rect(0, 0, px(280), px(52))
            button.rect.bottom = bottom
            if dx < 0:
                button.rect.right = self.panel.centerx + dx
            else:
                button.rect.left = self.panel.centerx + dx
        if self.results is None:
            self.menu_button.rect.centerx = self.panel.centerx

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        draw_felt(surface, ctx)
        draw_text(surface, theme, ctx.text(f"games.{self.package}.title"),
                  (self.size[0] // 2, px(50)), role="heading", style="title",
                  colour=theme["highlight"], anchor="center", max_width=self.size[0] - px(40))
        draw_panel(surface, theme, self.panel)
        inner = self.panel.width - px(80)
        left = self.panel.left + px(40)
        draw_text(surface, theme, ctx.text("daily.heading", date=date_words(ctx.text, self.day)),
                  (self.panel.centerx, self.panel.top + px(40)), role="heading",
                  style="title", anchor="center", max_width=inner)
        draw_text(surface, theme, self.versus(), (self.panel.centerx, self.panel.top + px(100)),
                  role="heading", style="bold", colour=theme["accent_dark"], anchor="center",
                  max_width=inner)
        if self.bot_score is None:
            self.draw_working(surface, pygame.Rect(left, self.panel.top + px(120), inner,
                                                   px(56)))
        else:
            draw_text(surface, theme, self.verdict(),
                      (self.panel.centerx, self.panel.top + px(146)), anchor="center",
                      style="bold", max_width=inner)
        draw_text(surface, theme, ctx.text.plural("daily.streak", self.streak),
                  (self.panel.centerx, self.panel.top + px(204)), anchor="center",
                  role="heading", style="bold", max_width=inner)
        notes = " ".join(self.notes())
        if notes:
            draw_paragraph(surface, theme, notes, pygame.Rect(left, self.panel.top + px(236),
                                                              inner, px(76)),
                           role="small", colour=theme["ink_soft"], centred=True)
        draw_text(surface, theme, ctx.text("daily.share_label"),
                  (left, self.share_box.top - px(8)), anchor="bottomleft", role="small",
                  style="bold", colour=theme["ink_soft"], max_width=inner)
        pygame.draw.rect(surface, (250, 246, 236), self.share_box, border_radius=px(8))
        pygame.draw.rect(surface, theme["panel_edge"], self.share_box, max(1, px(2)),
                         border_radius=px(8))
        draw_text(surface, theme, self.share(), (self.share_box.left + px(12),
                                                 self.share_box.centery),
                  anchor="midleft", max_width=self.share_box.width - px(24))
        if self.copy_note:
            draw_text(surface, theme, self.copy_note,
                      (self.copy_button.rect.left - px(16), self.copy_button.rect.centery),
                      anchor="midright", role="small", colour=theme["ink_soft"],
                      max_width=self.copy_button.rect.left - px(16) - left)
        for button in self.buttons():
            button.draw(surface, theme)

    def draw_working(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The bot's replay under way (a bar and its move count), or why it stopped."""
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        if self.job.failure is not None:
            draw_paragraph(surface, theme, ctx.text("daily.failed", reason=self.job.failure),
                           box, role="small", colour=theme["danger"], centred=True)
            return
        job = self.job  # "move n of about N": the bot's game may be longer than yours
        working = ctx.text("daily.working", n=job.moves, total=max(job.expected, job.moves))
        draw_text(surface, theme, working, (box.centerx, box.top),
                  anchor="midtop", role="small", max_width=box.width)
        bar = pygame.Rect(box.left + px(60), box.top + px(21), box.width - px(120), px(12))
        pygame.draw.rect(surface, theme["panel_edge"], bar, border_radius=px(6))
        filled = bar.copy()
        filled.width = round(bar.width * job.share)
        if filled.width > 0:
            pygame.draw.rect(surface, theme["accent"], filled, border_radius=px(6))
        pygame.draw.rect(surface, theme["ink"], bar, 1, border_radius=px(6))
        left = seconds_left_words(ctx.text, self.time_left.seconds(job.share, time.monotonic()))
        draw_text(surface, theme, left, (box.centerx, bar.bottom + px(3)), anchor="midtop",
                  role="small", colour=theme["ink_soft"], max_width=box.width)
