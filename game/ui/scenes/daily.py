"""The Daily deal screen, from the main menu: today's deal of each card game, whether
it is played yet, the streak, and Play, and why Safranito has none.

It draws and takes input only: the day's setup is :func:`game.daily.deal.daily_setup`
(seed from the local date and the game), the records :mod:`game.daily.record`'s. A
played day can be played again (it is not counted twice: see that module).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial

import pygame

from game import registry
from game.daily import deal
from game.daily.deal import Duplicate
from game.daily.job import DuplicateJob, shared_job
from game.daily.record import DayRecord, read_daily, record_bot, score_text, streak
from game.dates import date_words
from game.engine.log import SaveError
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.focus import KeyboardFocus, Target
from game.ui.scene import Scene
from game.ui.table_start import start_match
from game.ui.widgets import Button, draw_panel, draw_paragraph, draw_text


@dataclass
class DailyCard:
    game_id: str
    play: Button
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


class DailyScene(Scene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.day = deal.today()
        self.cards = [DailyCard(game_id, Button("", partial(self.play, game_id),
                                                primary=True))
                      for game_id in deal.daily_games()]
        self.back = Button(ctx.text("daily.back"), self.close)
        self.focus = KeyboardFocus()
        self.played: dict[str, DayRecord] = {}
        self.streaks: dict[str, int] = {}
        self.notice = ""
        self.jobs: dict[str, DuplicateJob] = {}
        """Bot replays of today's played deals whose figure is not kept yet (the player
        left the results before it came): finished here, in the background."""
        self.read()
        for game_id, entry in self.played.items():
            if entry.bot_score is None:
                self.finish_bot(game_id)

    def finish_bot(self, game_id: str) -> None:
        """Take over the day's replay (still under way from the match, or started now)."""
        job = shared_job(self.ctx.daily_jobs, game_id, self.day)
        job.on_result = partial(self.keep_bot, game_id)
        self.jobs[game_id] = job
        job.poll()
        if job.result is not None:
            self.keep_bot(game_id, job.result)
        else:
            self.ctx.clock.add(self, job)

    def keep_bot(self, game_id: str, result: Duplicate) -> None:
        try:
            record_bot(game_id, self.day, result.score)
        except (OSError, SaveError) as exc:
            self.notice = self.ctx.text("daily.not_kept", reason=str(exc))
            return
        self.read()

    def exit(self) -> None:
        for job in self.jobs.values():
            job.poll()  # a figure already sent is kept; the rest goes on in the background

    def read(self) -> None:
        """Today's entries and the streaks (a damaged file is set aside: one sentence)."""
        days, notice = read_daily()
        self.notice = notice or self.notice
        self.played = {game_id: entries[self.day] for game_id, entries in days.items()
                       if self.day in entries}
        self.streaks = {game_id: streak(days.get(game_id, {}), self.day)
                        for game_id in deal.daily_games()}

    def play(self, game_id: str) -> None:
        text = self.ctx.text
        bots = [name.strip() for name in text("setup.bot_names").split(",")]
        setup = deal.daily_setup(game_id, self.day, text("setup.default_name", n=1), bots)
        self.ctx.sound.play("click")
        kept = self.played.get(game_id)
        if kept is None or kept.bot_score is None:
            # The hard bot's replay of the deal does not depend on the player's moves:
            # it plays beside the match, so the results need not wait for it.
            shared_job(self.ctx.daily_jobs, game_id, self.day)
        start_match(self.ctx, setup)

    def close(self) -> None:
        self.ctx.scenes.pop()

    def keyboard_targets(self) -> list[Target]:
        return [(card.play.rect, card.play.on_click) for card in self.cards] + \
            [(self.back.rect, self.back.on_click)]

    def draw_focus(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface, self.ctx.theme, [rect for rect, _a in self.keyboard_targets()])

    def handle(self, event: pygame.event.Event) -> None:
        targets = self.keyboard_targets()
        chosen = self.focus.handle(event, [rect for rect, _a in targets])
        if chosen is not None:
            targets[chosen][1]()
            return
        if self.focus.accepts(event):
            return
        if self.back.handle(event) or any(card.play.handle(event) for card in self.cards):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        gap = px(28)
        card_w = min(px(340), (width - px(80) - gap * (len(self.cards) - 1)) // len(self.cards))
        total = card_w * len(self.cards) + gap * (len(self.cards) - 1)
        free = height - px(240) - px(100)  # between the intro and the Back button
        card_h = min(px(330), free - px(10))
        top = px(240) + (free - card_h) // 2
        for i, card in enumerate(self.cards):
            card.rect = pygame.Rect((width - total) // 2 + i * (card_w + gap), top, card_w,
                                    card_h)
            card.play.rect = pygame.Rect(0, 0, card_w - px(40), px(50))
            card.play.rect.midbottom = (card.rect.centerx, card.rect.bottom - px(20))
            key = "daily.again" if card.game_id in self.played else "daily.play"
            card.play.label = self.ctx.text(key)
        self.back.rect = pygame.Rect(px(30), height - px(80), px(180), px(50))

    def status(self, game_id: str) -> str:
        entry = self.played.get(game_id)
        text = self.ctx.text
        if entry is None:
            return text("daily.not_played")
        unit = f"daily.units.{registry.GAME_PACKAGES[game_id]}"
        you = text(unit, value=score_text(entry.score))
        if entry.bot_score is None:
            return text("daily.played_no_bot", you=you)
        return text("daily.played", you=you, bot=text(unit, value=score_text(entry.bot_score)))

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        width = self.size[0]
        draw_felt(surface, ctx)
        draw_text(surface, theme, ctx.text("daily.title"), (width // 2, px(60)),
                  role="title", style="title", colour=theme["light_ink"], anchor="center",
                  max_width=width - px(60))
        draw_text(surface, theme, ctx.text("daily.today", date=date_words(ctx.text, self.day)),
                  (width // 2, px(116)), role="heading", style="bold",
                  colour=theme["highlight"], anchor="center", max_width=width - px(60))
        draw_paragraph(surface, theme, self.notice or ctx.text("daily.intro"),
                       pygame.Rect(px(60), px(146), width - px(120), px(90)),
                       colour=theme["light_ink"], centred=True, role="small")
        for card in self.cards:
            self.draw_card(surface, card)
        draw_paragraph(surface, theme, ctx.text("daily.why_not_safranito"), self.why_rect(),
                       colour=theme["light_ink"], centred=True, role="small")
        self.back.draw(surface, theme)

    def why_rect(self) -> pygame.Rect:
        """Where the sentence saying why Safranito has no daily deal goes: between the
        cards and the Back button. The screen offered the three card games and said
        nothing of the fourth (newcomer pass 11, finding 17)."""
        px = self.ctx.theme.px
        top = max((card.rect.bottom for card in self.cards), default=px(240)) + px(14)
        return pygame.Rect(px(60), top, self.size[0] - px(120),
                           max(px(20), self.back.rect.top - px(6) - top))

    def draw_card(self, surface: pygame.Surface, card: DailyCard) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        rect = card.rect
        draw_panel(surface, theme, rect)
        package = registry.GAME_PACKAGES[card.game_id]
        inner = rect.width - px(32)
        draw_text(surface, theme, ctx.text(f"games.{package}.title"),
                  (rect.centerx, rect.top + px(36)), role="heading", style="bold",
                  anchor="center", max_width=inner)
        for row, line in enumerate((
                ctx.text("daily.table", n=deal.DAILY_PLAYERS[card.game_id]),
                ctx.text("daily.number", seed=deal.daily_seed(card.game_id, self.day)))):
            draw_text(surface, theme, line, (rect.centerx, rect.top + px(74 + 24 * row)),
                      anchor="center", role="small", colour=theme["ink_soft"],
                      max_width=inner)
        draw_paragraph(surface, theme, self.status(card.game_id),
                       pygame.Rect(rect.left + px(16), rect.top + px(128), inner, px(70)),
                       style="bold", centred=True)
        draw_text(surface, theme, ctx.text.plural("daily.streak", self.streaks[card.game_id]),
                  (rect.centerx, card.play.rect.top - px(24)), anchor="center",
                  colour=theme["accent_dark"], style="bold", max_width=inner)
        card.play.draw(surface, theme)
