"""The main menu: the four games as cards, built from the registry."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game import registry
from game.engine.log import SaveError
from game.engine.text import available_languages
from game.match_files import latest_unfinished
from game.storage import has_save, load_stats
from game.ui import text_record
from game.ui.context import Context
from game.ui.drawing import draw_felt, shadowed
from game.ui.focus import PLAY_KEYS, KeyboardFocus, Target
from game.ui.key_settle import OPEN_SETTLE_S, KeysOnceSeen
from game.ui.scene import Scene, mouse_pos
from game.ui.scenes.daily import DailyScene
from game.ui.scenes.matches import cannot_open, entry_line, open_saved
from game.ui.scenes.quit_confirm import QuitConfirmScene
from game.ui.scenes.settings import SettingsScene, change_setting
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from game.ui.table_start import open_practice
from game.ui.widgets import (
    LABEL_PAD,
    Button,
    draw_paragraph,
    draw_text,
    min_text_pixels,
    share_label_size,
    text_pixels,
    wrap_lines,
)
from game.version import VERSION

if TYPE_CHECKING:
    from game.match_files import MatchEntry
    from game.ui.theme import Theme


@dataclass
class GameCard:
    game_id: str
    package: str
    rect: pygame.Rect


def first_run() -> bool:
    """No statistics and no saved match yet: suggest the guided games."""
    try:
        stats = load_stats()
    except SaveError:
        return False
    return not any(s.played for s in stats.values()) and \
        not any(has_save(gid) for gid in registry.GAME_PACKAGES)


class MenuScene(KeysOnceSeen, Scene):
    """The four games, Continue and the bottom row. Come back to (from the results,
    most often by Enter), it keeps Enter back until the presses pause
    (:mod:`~game.ui.key_settle`): the press after "Main menu" must not open a game."""

    press_restarts = True

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.cards = [GameCard(gid, pkg, pygame.Rect(0, 0, 0, 0))
                      for gid, pkg in registry.GAME_PACKAGES.items()]
        self.language_button = Button("", self.next_language)
        self.quit_button = Button("", self.quit)
        self.stats_button = Button("", self.show_stats)
        self.practice_button = Button("", self.show_practice)
        self.daily_button = Button("", self.show_daily)
        self.settings_button = Button("", self.show_settings)
        self.message = ""
        self.first_run = False
        self.continue_button = Button("", self.continue_latest, primary=True)
        self.latest: MatchEntry | None = None
        """The newest unfinished match, offered as Continue."""
        self.focus = KeyboardFocus()

    def keyboard_targets(self) -> list[Target]:
        """Continue (if any), the game cards, then the buttons along the bottom."""
        first: list[Target] = ([(self.continue_button.rect, self.continue_button.on_click)]
                               if self.latest is not None else [])
        cards: list[Target] = [(card.rect, partial(self.open_game, card)) for card in self.cards]
        return first + cards + [(b.rect, b.on_click) for b in self.bottom_row()]

    def draw_focus(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface, self.ctx.theme, [rect for rect, _a in self.keyboard_targets()])

    def layout(self) -> None:
        width, height = self.size
        px = self.ctx.theme.px
        gap = px(36)
        count = len(self.cards)
        # The cards' foot stays where Continue and the buttons below expect it; they
        # grow up to the line under the title and out to the window's sides (3:4), so
        # their words wrap at a readable size rather than shrinking (the French lines
        # were 8 px at 800×500: issue 19 play-test, V0).
        bottom = height // 2 + px(180)
        card_w = min(px(300), (width - px(60) - (count - 1) * gap) // count,
                     (bottom - px(190)) * 3 // 4)
        card_h = card_w * 4 // 3
        total = count * card_w + (count - 1) * gap
        left = (width - total) // 2
        top = bottom - card_h
        for i, card in enumerate(self.cards):
            card.rect = pygame.Rect(left + i * (card_w + gap), top, card_w, card_h)
        row = self.bottom_row()
        self.stats_button.label = self.ctx.text("menu.stats")
        self.practice_button.label = self.ctx.text("safranito.practice.button")
        self.daily_button.label = self.ctx.text("menu.daily")
        self.settings_button.label = self.ctx.text("menu.settings")
        self.language_button.label = self.ctx.text("menu.language")
        self.quit_button.label = self.ctx.text("menu.quit")
        widths = row_widths(self.ctx.theme, [b.label for b in row], width - px(60), px(16))
        # Evenly spread, each centred in its share of the row, or, where a long label
        # takes more, the others each as wide as that leaves them.
        gap = max(px(16), (width - px(60) - sum(widths)) // len(row))
        x = px(30) + gap // 2
        for button, w in zip(row, widths, strict=True):
            button.rect = pygame.Rect(x, height - px(80), w, px(50))
            x += w + gap
        share_label_size(self.ctx.theme, row)
        self.first_run = first_run()
        self.layout_continue()

    def layout_continue(self) -> None:
        """Continue (game, players, round, when) for the newest unfinished match."""
        px = self.ctx.theme.px
        self.ctx.save_writer.flush()  # back from a match: its last move is listed
        self.latest = latest_unfinished()
        # What it resumes: a daily deal says so on the button Enter presses too.
        daily = self.latest is not None and self.latest.daily is not None
        self.continue_button.label = self.ctx.text("matches.continue_daily" if daily
                                                   else "matches.continue")
        need = self.ctx.theme.font("button", "bold").size(self.continue_button.label)[0]
        self.continue_button.rect = pygame.Rect(
            0, 0, min(self.size[0] - px(80), max(px(200), need + 2 * px(LABEL_PAD) + px(4))),
            px(48))
        self.continue_button.rect.midtop = (self.size[0] // 2,
                                            self.cards[0].rect.bottom + px(18))

    def continue_latest(self) -> None:
        if self.latest is None:
            return
        self.ctx.sound.play("click")
        problem = open_saved(self.ctx, self.latest.path)
        if problem is not None:
            self.message = cannot_open(self.ctx, "setup.bad_save", problem)

    def next_language(self) -> None:
        languages = available_languages()
        current = languages.index(self.ctx.settings.language)
        # The Settings screen's own path: applied, then saved to settings.json.
        self.message = change_setting(self.ctx, "language",
                                      languages[(current + 1) % len(languages)])
        self.layout()

    def show_settings(self) -> None:
        self.ctx.scenes.push(SettingsScene(self.ctx))

    def show_stats(self) -> None:
        self.ctx.scenes.push(StatsScene(self.ctx))

    def bottom_row(self) -> list[Button]:
        """The buttons along the bottom, left to right."""
        return [self.language_button, self.settings_button, self.stats_button,
                self.daily_button, self.practice_button, self.quit_button]

    def show_daily(self) -> None:
        """Today's deal of each card game (game/ui/scenes/daily.py)."""
        self.ctx.sound.play("click")
        self.ctx.scenes.push(DailyScene(self.ctx))

    def show_practice(self) -> None:
        """Safranito's flick practice, straight from the menu."""
        self.ctx.sound.play("click")
        open_practice(self.ctx, "safranito")

    def quit(self) -> None:
        self.ctx.running = False

    def open_game(self, card: GameCard) -> None:
        self.ctx.sound.play("click")
        self.ctx.scenes.push(SetupScene(self.ctx, card.game_id))

    def resume(self) -> None:
        super().resume()
        self.start_settling(OPEN_SETTLE_S)

    def handle(self, event: pygame.event.Event) -> None:
        if self.focus.visible and self.held_back(event, PLAY_KEYS):
            return  # (with the focus hidden, the first press only shows it)
        targets = self.keyboard_targets()
        chosen = self.focus.handle(event, [rect for rect, _a in targets])
        if chosen is not None:
            targets[chosen][1]()
            return
        if self.focus.accepts(event):
            return
        if self.latest is not None and self.continue_button.handle(event):
            return
        if any(b.handle(event) for b in self.bottom_row()):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for card in self.cards:
                if card.rect.collidepoint(event.pos):
                    self.open_game(card)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.scenes.push(QuitConfirmScene(self.ctx))  # asks: see quit_confirm

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        draw_felt(surface, ctx)
        width, _height = self.size
        draw_text(surface, theme, ctx.text("app.title"), (width // 2 + px(3), px(78)),
                  role="title", style="title", colour=(0, 0, 0), anchor="center")
        draw_text(surface, theme, ctx.text("app.title"), (width // 2, px(74)), role="title",
                  style="title", colour=theme["light_ink"], anchor="center")
        draw_text(surface, theme, ctx.text("app.subtitle"), (width // 2, px(134)),
                  role="heading", colour=theme["highlight"], anchor="center")
        mouse = mouse_pos()
        for card in self.cards:
            self._draw_card(surface, card, card.rect.collidepoint(mouse))
        if self.message:
            draw_text(surface, theme, self.message, (width // 2, self.cards[0].rect.bottom
                      + px(40)), colour=theme["highlight"], anchor="center", style="bold")
        elif self.first_run:  # nothing played yet: point at the guided games
            draw_text(surface, theme, ctx.text("tutorial.first_run"),
                      (width // 2, self.cards[0].rect.bottom + px(40)), anchor="center",
                      colour=theme["highlight"], style="bold", max_width=width - px(80))
        for button in self.bottom_row():
            button.draw(surface, theme)
        draw_text(surface, theme, ctx.text("menu.about", version=VERSION),
                  (width // 2, px(176)), anchor="center", role="small",
                  colour=theme["light_ink"])
        self.draw_continue(surface)

    def draw_continue(self, surface: pygame.Surface) -> None:
        if self.latest is None or self.message:
            return

        theme = self.ctx.theme
        self.continue_button.draw(surface, theme)
        draw_text(surface, theme, entry_line(self.ctx, self.latest),
                  (self.size[0] // 2, self.continue_button.rect.bottom + theme.px(8)),
                  anchor="midtop", colour=theme["light_ink"], role="small",
                  max_width=self.size[0] - theme.px(80))

    def _draw_card(self, surface: pygame.Surface, card: GameCard, hover: bool) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        rect = card.rect.move(0, -px(12)) if hover else card.rect
        image = ctx.assets.scaled(f"ui/cover_{card.package}", rect.width, rect.height)
        shadowed(surface, image, rect, offset=px(14 if hover else 6))
        # The card is the box of its words: the fitting tests hold its labels inside it.
        text_record.note_cover(rect, panel=True)
        title = ctx.text(f"games.{card.package}.title")
        words = self.words_band(rect)
        title_h = theme.font("heading", "bold", 26).get_linesize()
        draw_text(surface, theme, title, (rect.centerx, words.top + title_h // 2),
                  role="heading", style="bold", anchor="center", max_width=rect.width - px(20),
                  size=26)
        size = self.card_lines_size()
        box = pygame.Rect(words.left, words.top + title_h, words.width,
                          words.height - title_h)
        for line in (self.players_line(card), ctx.text(f"games.{card.package}.tagline")):
            used = draw_paragraph(surface, theme, line, box, role="small", size=size,
                                  colour=theme["ink_soft"], spacing=1.0, centred=True)
            box = pygame.Rect(box.left, box.top + used, box.width, box.height - used)

    def words_band(self, rect: pygame.Rect) -> pygame.Rect:
        """The plain lower part of a card's picture, under its drawing: the card's
        title, players and tagline."""
        px = self.ctx.theme.px
        return pygame.Rect(rect.left + px(12), rect.top + round(rect.height * 0.675),
                           rect.width - px(24), round(rect.height * 0.3))

    def players_line(self, card: GameCard) -> str:
        """"2–5 players", or, for a game whose smallest count is a practice variant,
        "3–6 players (2 to practise)": one template for every range, so no card writes
        it another way ("2 à 5 joueurs" beside "3–6 joueurs": newcomer play-test)."""
        rules = registry.rules(card.game_id)
        usual = getattr(rules, "usual_min_players", rules.min_players)
        players = self.ctx.text("menu.players", low=usual, high=rules.max_players)
        if usual <= rules.min_players:
            return players
        return self.ctx.text("menu.players_practice", players=players, n=rules.min_players)

    def card_lines_size(self) -> int:
        """One size for the small lines of every card (players, tagline): the largest,
        up to the small text's, at which each card's two lines, wrapped, fit under its
        title; never below the minimum (then the rule's "…" ends what does not fit)."""
        theme = self.ctx.theme
        words = self.words_band(self.cards[0].rect)
        room = words.height - theme.font("heading", "bold", 26).get_linesize()
        lines = [(self.players_line(card), self.ctx.text(f"games.{card.package}.tagline"))
                 for card in self.cards]
        base = theme.sizes["small"]
        while text_pixels(theme, "small", base) > min_text_pixels(theme):
            font = theme.font("small", "regular", base)
            if all(font.get_linesize() * sum(len(wrap_lines(font, line, words.width))
                                             for line in pair) <= room for pair in lines):
                break
            base -= 1
        return base


def row_widths(theme: Theme, labels: list[str], room: int, gap: int) -> list[int]:
    """The widths of a row of buttons in ``room``: each as wide as the others (at most
    240 design pixels) where every label fits that at the button size; else each as
    wide as its label needs, the spare width shared out evenly. Equal slots made the
    whole row shrink to the French "Entraînement aux pichenettes" (newcomer playtest,
    finding 4). Where even that does not fit, equal slots (one shared, smaller size)."""
    px = theme.px
    font = theme.font("button", "bold")
    even = min(px(240), room // len(labels) - px(16))
    need = [font.size(label)[0] + 2 * px(LABEL_PAD) + px(4) for label in labels]
    spare = room - gap * (len(labels) - 1) - sum(need)
    if max(need) <= even or spare < 0:
        return [even] * len(labels)
    return [n + spare // len(labels) for n in need]
