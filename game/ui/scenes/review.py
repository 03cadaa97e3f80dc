"""The review screen: one seat's game review, computed beside the window.

It draws and takes input only. The work is a :class:`game.review.job.ReviewJob` (pure,
in a child process; why a process is said there) handed to the window's clock, so the
progress bar moves with no input (by the rollouts done, within a decision too) and the
window stays responsive; Esc or Cancel stops it (what was valued is kept for the
session: opened again, the review goes on from there). Done, it shows the value track
(:mod:`game.ui.review_graph`), the totals and the key moments; a click on a moment
opens the replay at that decision from the seat's view, the best move and the played
one ringed on the table. A review cached in the match file opens done, with no work.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game import registry
from game.match_setup import MatchSetup
from game.review.job import ReviewJob, ReviewSource
from game.review.report import Line, Summary, moment_words
from game.review.settings import LABELS, ReviewSettings
from game.review.time_left import TimeLeft
from game.review.words import value_words
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.paragraphs import stacked_sizes
from game.ui.review_graph import draw_review_graph, label_colour
from game.ui.scene import Scene
from game.ui.scenes.replay import ReplayScene, Ringed
from game.ui.widgets import Button, draw_panel, draw_paragraph, draw_text

MOMENT_PAD = (30, 12)
"""Room in a key moment's box around its text, across and down, in reference pixels
(the colour stripe is on the left)."""
MOMENT_SPACING = 1.1


class ReviewScene(Scene):
    def __init__(self, ctx: Context, source: ReviewSource, seat: int | None = None,
                 settings: ReviewSettings | None = None, start: bool = True) -> None:
        super().__init__(ctx)
        self.source = source
        self.package = registry.GAME_PACKAGES[source.game_id]
        self.job = ReviewJob(source, seat, settings=settings)
        self.summary: Summary | None = None
        self.time_left = TimeLeft()
        """When the progress was first drawn (the wall clock, for the time-left line
        only: a review on a loaded machine sat at "0 of 55" for 20 s, saying nothing)."""
        self.cancel_button = Button(ctx.text("review_screen.cancel"), self.cancel)
        self.back_button = Button(ctx.text("review_screen.back"), self.close, primary=True)
        self.moment_rects: list[tuple[pygame.Rect, Line]] = []
        self.moment_size: int | None = None
        """The one text size of every key moment (set with their boxes by ``layout``)."""
        if start and not self.job.done:
            self.job.start()
            ctx.clock.add(self, self.job)
        self.collect()

    def reviewed_name(self) -> str:
        """The reviewed seat's name as the table showed it (fixed for the match)."""
        return self.source.seats[self.job.seat].name

    # -- the job ----------------------------------------------------------------------
    @property
    def working(self) -> bool:
        return self.summary is None and self.job.failure is None

    def collect(self) -> None:
        if self.summary is None and self.job.review is not None:
            self.summary = self.job.summary(self.ctx.text)
            self.layout()

    def cancel(self) -> None:
        """Stop the work and leave."""
        self.job.cancel()
        self.ctx.scenes.pop()

    def close(self) -> None:
        self.ctx.scenes.pop()

    def exit(self) -> None:
        self.job.cancel()  # closed by any way while working: the child process ends

    # -- moments ----------------------------------------------------------------------
    def moment_text(self, rank: int, line: Line) -> str:
        return f"{rank}. {moment_words(self.ctx.text, self.package, line)}"

    def open_moment(self, line: Line) -> None:
        """The replay at ``line``'s decision, from the reviewed seat's view, with the
        best move and the played one ringed."""
        source = self.source
        setup = MatchSetup(source.game_id, source.seats, source.match_seed,
                           dict(source.options))
        replay = ReplayScene(self.ctx, setup, list(source.actions))
        caption = moment_words(self.ctx.text, self.package, line, "review_screen.ringed")
        facts = dict(line.valued.facts)  # a flick's: where it ended, the advised target
        places = tuple((str(facts[name]), best) for name, best in (("ended", False),
                                                                   ("target", True))
                       if name in facts)
        replay.ring(Ringed(line.valued.index, line.valued.best.action, line.valued.played,
                           caption, places), self.job.seat)
        self.ctx.scenes.push(replay)

    # -- scene ------------------------------------------------------------------------
    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        self.panel = pygame.Rect(px(30), px(84), width - px(60), height - px(84) - px(90))
        self.cancel_button.rect = pygame.Rect(0, 0, px(200), px(52))
        self.cancel_button.rect.midbottom = (width // 2, height - px(22))
        self.back_button.rect = pygame.Rect(px(30), height - px(74), px(180), px(52))
        left_w = round(self.panel.width * 0.55)
        inner = self.panel.inflate(-px(36), -px(28))
        self.graph_rect = pygame.Rect(inner.left, inner.top, left_w - px(30),
                                      round(inner.height * 0.72))
        self.totals_rect = pygame.Rect(inner.left, self.graph_rect.bottom + px(12),
                                       self.graph_rect.width,
                                       inner.bottom - self.graph_rect.bottom - px(12))
        self.moments_rect = pygame.Rect(inner.left + left_w, inner.top,
                                        inner.width - left_w, inner.height)
        self.moment_rects = []
        if self.summary is None:
            return
        moments = self.summary.key_moments
        heading = px(34)
        texts = [self.moment_text(rank, line) for rank, line in enumerate(moments, start=1)]
        self.moment_size, heights = stacked_sizes(
            self.ctx.theme, texts, self.moments_rect.width - px(MOMENT_PAD[0]),
            self.moments_rect.height - heading, pad=px(MOMENT_PAD[1]), gap=px(8),
            spacing=MOMENT_SPACING)
        y = self.moments_rect.top + heading
        for line, box_h in zip(moments, heights, strict=True):
            self.moment_rects.append((pygame.Rect(self.moments_rect.left, y,
                                                  self.moments_rect.width, box_h), line))
            y += box_h + px(8)

    def update(self, dt: float) -> None:
        self.job.poll()
        self.collect()

    def handle(self, event: pygame.event.Event) -> None:
        if self.working:
            if self.cancel_button.handle(event):
                return
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.cancel()
            return
        if self.back_button.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, line in self.moment_rects:
                if rect.collidepoint(event.pos):
                    self.open_moment(line)
                    return

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        draw_felt(surface, ctx)
        name = self.reviewed_name()
        draw_text(surface, theme, ctx.text("review_screen.title",
                                           game=ctx.text(f"games.{self.package}.title"),
                                           name=name),
                  (self.size[0] // 2, px(44)), role="heading", style="title",
                  colour=theme["highlight"], anchor="center", max_width=self.size[0] - px(40))
        if self.job.failure is not None:
            self.draw_sentence(surface, ctx.text("review_screen.failed",
                                                 reason=self.job.failure))
            self.back_button.draw(surface, theme)
        elif self.summary is None:
            self.draw_progress(surface)
            self.cancel_button.draw(surface, theme)
        else:
            self.draw_done(surface, self.summary)
            self.back_button.draw(surface, theme)

    def draw_sentence(self, surface: pygame.Surface, sentence: str) -> None:
        px = self.ctx.theme.px
        box = pygame.Rect(0, 0, min(self.size[0] - px(80), px(760)), px(160))
        box.center = (self.size[0] // 2, self.size[1] // 2)
        draw_panel(surface, self.ctx.theme, box)
        draw_paragraph(surface, self.ctx.theme, sentence, box.inflate(-px(40), -px(40)))

    def draw_progress(self, surface: pygame.Surface) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        box = pygame.Rect(0, 0, min(self.size[0] - px(80), px(760)), px(300))
        box.center = (self.size[0] // 2, self.size[1] // 2)
        draw_panel(surface, theme, box)
        done, total = self.job.finished, self.job.total
        draw_text(surface, theme, ctx.text("review_screen.working", n=done, total=total),
                  (box.centerx, box.top + px(30)), anchor="midtop", role="heading",
                  style="bold", max_width=box.width - px(40))
        left = seconds_left_words(ctx.text, self.time_left.seconds(self.job.share,
                                                                   time.monotonic()))
        draw_text(surface, theme, left, (box.centerx, box.top + px(72)), anchor="midtop",
                  role="small", colour=theme["ink_soft"], max_width=box.width - px(40))
        bar = pygame.Rect(box.left + px(40), box.top + px(100), box.width - px(80), px(28))
        pygame.draw.rect(surface, theme["panel_edge"], bar, border_radius=px(8))
        filled = bar.copy()
        filled.width = round(bar.width * self.job.share) if total else bar.width
        if filled.width > 0:
            pygame.draw.rect(surface, theme["accent"], filled, border_radius=px(8))
        pygame.draw.rect(surface, theme["ink"], bar, 1, border_radius=px(8))
        budget = self.job.settings.budget
        note = ctx.text("review.budget", name=self.reviewed_name(),
                        worlds=budget.min_worlds, factor=f"{budget.factor:g}",
                        level=ctx.text(f"bots.{budget.level}"))
        draw_paragraph(surface, theme, f"{note} {ctx.text('review_screen.cancel_note')}",
                       pygame.Rect(box.left + px(40), bar.bottom + px(24), box.width - px(80),
                                   box.bottom - bar.bottom - px(40)), role="small",
                       colour=theme["ink_soft"])

    def draw_done(self, surface: pygame.Surface, summary: Summary) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        draw_panel(surface, theme, self.panel)
        unit = ctx.text(f"review_screen.units.{self.package}")
        if not summary.lines:
            draw_paragraph(surface, theme, ctx.text(
                "review.no_decisions", name=self.reviewed_name(),
                forced=len(summary.review.forced)), self.graph_rect)
        else:
            heading = ctx.text("review_screen.graph_title", unit=unit,
                               name=self.reviewed_name())
            draw_review_graph(surface, ctx, self.graph_rect, summary.lines,
                              summary.key_moments, heading, self.job.seat)
        self.draw_totals(surface, summary)
        draw_text(surface, theme, ctx.text("review.key_moments"),
                  (self.moments_rect.left, self.moments_rect.top), role="body", style="bold",
                  max_width=self.moments_rect.width)
        if not summary.key_moments and summary.lines:
            draw_paragraph(surface, theme, ctx.text("review.no_moments"),
                           self.moments_rect.inflate(0, -px(80)), role="small")
        hover = pygame.mouse.get_pos()
        for rank, (rect, line) in enumerate(self.moment_rects, start=1):
            edge = theme["accent"] if rect.collidepoint(hover) else theme["panel_edge"]
            pygame.draw.rect(surface, (238, 230, 212), rect, border_radius=px(8))
            pygame.draw.rect(surface, edge, rect, max(1, px(2)), border_radius=px(8))
            stripe = pygame.Rect(rect.left, rect.top, px(8), rect.height)
            pygame.draw.rect(surface, label_colour(line.label), stripe,
                             border_top_left_radius=px(8), border_bottom_left_radius=px(8))
            draw_paragraph(surface, theme, self.moment_text(rank, line),
                           rect.inflate(-px(MOMENT_PAD[0]), -px(MOMENT_PAD[1])).move(px(4), 0),
                           role="small", spacing=MOMENT_SPACING, size=self.moment_size)
        self.draw_footer(surface)

    def draw_totals(self, surface: pygame.Surface, summary: Summary) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        text = ctx.text
        mean = value_words(text, self.package, summary.mean_value_lost or 0.0).lstrip("+")
        counts = text("review.label_counts", **{label: summary.labels[label]
                                                for label in LABELS})
        lines = [text("review_screen.totals", decisions=len(summary.lines),
                      forced=len(summary.review.forced)),
                 text("review_screen.mean", value=mean,
                      accuracy=f"{summary.accuracy or 0:.0f}"), counts]
        draw_paragraph(surface, theme, "\n".join(lines), self.totals_rect, role="small",
                       spacing=1.15)

    def draw_footer(self, surface: pygame.Surface) -> None:
        """Beside Back: where the review came from, or why it was not stored."""
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        if self.job.store_problem:
            note = ctx.text("review_screen.not_stored", reason=self.job.store_problem)
            colour = theme["highlight"]
        elif self.job.from_cache:
            note, colour = ctx.text("review_screen.from_cache"), theme["light_ink"]
        elif self.source.path is not None:
            note, colour = ctx.text("review_screen.stored"), theme["light_ink"]
        else:
            note, colour = ctx.text("review_screen.not_kept"), theme["light_ink"]
        left = self.back_button.rect.right + px(24)
        box = pygame.Rect(left, self.back_button.rect.top - px(6),
                          self.size[0] - left - px(30), self.back_button.rect.height + px(12))
        draw_paragraph(surface, theme, note, box, role="small", style="bold", colour=colour,
                       spacing=1.05)


def review_opener(ctx: Context, make_source: Callable[[], ReviewSource]
                  ) -> Callable[[], None]:
    """A button's action: open the review screen of the match ``make_source`` gives."""
    def run() -> None:
        ctx.scenes.push(ReviewScene(ctx, make_source()))
    return run


def time_left_words(text: Callable[..., str], share: float, elapsed: float) -> str:
    """How long the review may still take, from the share of the work done in
    ``elapsed`` seconds: "Estimating the time left…" until a little is done, then "About
    N s left" (or minutes), rounded so the line does not flicker."""
    if share < 0.02 or elapsed < 2.0:
        return text("review_screen.estimating")
    return seconds_left_words(text, elapsed * (1.0 - share) / share)


def seconds_left_words(text: Callable[..., str], seconds: float | None) -> str:
    """``seconds`` left in words (``None``: still measuring), rounded so the line does not
    flicker (:class:`game.review.time_left.TimeLeft` gives a steady figure)."""
    if seconds is None:
        return text("review_screen.estimating")
    if seconds >= 90:
        return text("review_screen.minutes_left", n=max(2, round(seconds / 60)))
    return text("review_screen.seconds_left", n=max(5, 5 * round(seconds / 5)))
