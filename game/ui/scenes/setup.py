"""Per-game setup: player count, who sits where, names, rule options, seed, bot pace.

Everything offered here comes from data: the player range and options from the game's
rules (declared in its config), the bot levels from ``config/bots.yaml``.
"""

from __future__ import annotations

import pygame

from game import registry
from game.engine.runner import Seat
from game.engine.text import first_capital
from game.match_files import list_matches
from game.match_setup import MatchSetup, fresh_seed
from game.storage import has_save
from game.ui.button_row import fit_labels, spread_row
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.focus import PLAY_KEYS, draw_focus_frame
from game.ui.key_press import fresh_press
from game.ui.key_settle import OPEN_SETTLE_S, KeysOnceSeen
from game.ui.scene import Scene, mouse_pos
from game.ui.scenes.matches import MatchListScene, cannot_open, open_saved
from game.ui.scenes.rules_help import RulesScene
from game.ui.scenes.setup_options import option_tips, option_widgets
from game.ui.scenes.setup_seats import (
    HUMAN,
    SeatRow,
    bot_legend,
    draw_bot_legend,
    draw_seat_heads,
    place_rows,
    seat_near_my_level,
    seat_rows,
)
from game.ui.scenes.setup_sizes import Beside, button_size, draw_beside, set_sizes, value_size
from game.ui.settings_file import remember
from game.ui.table_start import PRACTICE, open_practice, start_match
from game.ui.theme import REFERENCE_SIZE
from game.ui.tooltip import show_tooltip
from game.ui.tutorial.guided import start_guided
from game.ui.widgets import (
    LABEL_PAD,
    Button,
    Chooser,
    TextField,
    Toggle,
    draw_panel,
    draw_paragraph,
    draw_text,
    shared_size,
)

PACES = ((1.8, "setup.speed_slow"), (1.0, "setup.speed_normal"), (0.4, "setup.speed_fast"))
"""Slow → Normal → Fast, the order the arrows step through."""
AIM_HELP = ("none", "line", "path")
"""Safranito's aim-help levels (a player setting, ``ctx.settings.aim_help``)."""


class SetupScene(KeysOnceSeen, Scene):
    """A game's seats and options, then Start. Opened (by Enter, often), it keeps Enter
    and Space back until the presses pause (:mod:`~game.ui.key_settle`): the press that
    opened it, tapped on, must not start the match unseen (newcomer playtest 13f)."""

    press_restarts = True

    def __init__(self, ctx: Context, game_id: str, seed: int | None = None) -> None:
        super().__init__(ctx)
        self.game_id = game_id
        self.info = registry.require_info(game_id)
        self.rules = registry.rules(game_id)
        self.levels = tuple(level for level in registry.bot_levels(game_id) if level.offered)
        text = ctx.text
        counts = range(self.rules.min_players, self.rules.max_players + 1)
        default_count = min(max(4, self.rules.min_players), self.rules.max_players)
        self.count = Chooser([(n, str(n)) for n in counts], on_change=self.set_count)
        # The count chosen last time for this game (issue 19 re-check, finding 11).
        remembered = ctx.settings.player_counts.get(game_id, default_count)
        self.count.select(remembered if remembered in counts else default_count)
        self.rows: list[SeatRow] = seat_rows(ctx, self.levels, self.rules.max_players)
        self.option_widgets = option_widgets(ctx, game_id, self.info.package,
                                             self.rules.option_specs)
        if seed is None:
            seed = fresh_seed()
        self.seed = TextField(str(seed), max_length=6, allowed=str.isdigit)
        self.new_seed = Button(text("setup.new_seed"), self.roll_seed)
        self.pace = Chooser([(value, text(key)) for value, key in PACES])
        self.pace.select(ctx.settings.bot_pace)
        self.back = Button(text("setup.back"), lambda: ctx.scenes.pop())
        self.rules_button = Button(text("setup.rules"), self.show_rules)
        self.learn_button = Button(text("tutorial.learn"), self.learn,
                                   hint=text("tutorial.learn_hint"))
        self.start_button = Button(text("setup.start"), self.start, primary=True)
        self.resume_button = Button(text("setup.resume"), self.resume_saved)
        self.practice_button = Button(text(f"{self.info.package}.practice.button"),
                                      self.practice) if game_id in PRACTICE else None
        self.aim_help: Chooser | None = None
        if game_id == "safranito":
            # The level alone: the heading above says "Safranito: aim help" (the French
            # "Aide à la visée : ligne" shrank its row, "Rapide" with it: newcomer 10).
            self.aim_help = Chooser([(v, first_capital(text(f"safranito.aim_help.{v}")))
                                     for v in AIM_HELP],
                                    on_change=self.set_aim_help)
            self.aim_help.select(getattr(ctx.settings, "aim_help", "line"))
        self.error = ""
        self.near_note = ""
        """What "Bots near my level" did; gone when another widget is used."""
        self.key_focus: int | None = None
        """The choice the keyboard ring is on; None until a key moves it."""
        self.near_button = Button(text("setup.near_level"), self.opponents_near_my_level,
                                  hint=text("setup.near_level_hint"))
        self.list_button = Button("", lambda: self.show_matches(False))
        self.replays_button = Button("", lambda: self.show_matches(True))
        self.besides: dict[int, Beside] = {}
        """A number option's words beside its chooser, by the chooser's ``id``."""
        self.heading_size: int | None = None
        self.value_size: int | None = None
        """The sizes of the headings and of the values (:meth:`share_sizes`)."""

    # -- actions ---------------------------------------------------------------------
    def roll_seed(self) -> None:
        self.seed.value = str(fresh_seed())

    def show_rules(self) -> None:
        self.ctx.scenes.push(RulesScene(self.ctx, self.info.package))

    def learn(self) -> None:
        """Learn to play: a guided game on a chosen deal; leaving it comes back here."""
        self.ctx.sound.play("click")
        human = next((row.name.value for row in self.rows if row.who.value == HUMAN), "")
        start_guided(self.ctx, self.game_id, lambda: SetupScene(self.ctx, self.game_id), human)

    def set_count(self, count: int) -> None:
        """A new number of players: laid out again and remembered for this game."""
        self.ctx.settings.player_counts[self.game_id] = count
        remember(self.ctx.settings_to_save())
        self.layout()

    def set_aim_help(self, level: str) -> None:
        """A player setting: kept on disk, so a resumed match (even after quitting) aims
        with the help chosen here (issue 19: "path" came back as "line")."""
        self.ctx.settings.aim_help = level
        remember(self.ctx.settings_to_save())

    def practice(self) -> None:
        """Flick practice (Safranito): no match, back here on leaving."""
        self.ctx.sound.play("click")
        open_practice(self.ctx, self.game_id, int(self.seed.value or 0) or 1)

    def resume_saved(self) -> None:
        """Continue the newest unfinished match; a damaged save is reported and left on
        disk (the list of unfinished matches can delete it)."""
        entries = list_matches(self.game_id)
        if not entries:
            return
        self.ctx.settings.bot_pace = self.pace.value
        problem = open_saved(self.ctx, entries[0].path)
        if problem is not None:
            # setup.bad_save leaves the parser's words and the path to `check-save`: a
            # player gets one sentence that says what to do (newcomer 8).
            self.error = cannot_open(self.ctx, "setup.bad_save", problem)
            self.ctx.sound.play("error")

    def error_rect(self) -> pygame.Rect:
        """Where the error sentence is drawn: centred between the title and the settings
        panel (under the panel it lay over the bottom row's buttons)."""
        width, height = self.ctx.theme.font("body", "bold").size(self.error)
        rect = pygame.Rect(0, 0, width, height)
        rect.midbottom = (self.size[0] // 2, self.panel.top - self.ctx.theme.px(4))
        return rect

    def show_matches(self, finished: bool) -> None:
        """The game's unfinished matches (several, newest first) or its replays."""
        self.ctx.settings.bot_pace = self.pace.value
        self.ctx.scenes.push(MatchListScene(self.ctx, self.game_id, finished))

    def opponents_near_my_level(self) -> None:
        """Every bot seat to the level rated nearest the first human seat's player; the
        note in the panel's lower left says what was set, or why nothing was
        (:func:`~game.ui.scenes.setup_seats.seat_near_my_level`)."""
        self.near_note = seat_near_my_level(self.ctx, self.game_id, self.levels,
                                            self.rows[: self.count.value])

    def current_setup(self) -> MatchSetup | None:
        seats = []
        for row in self.rows[: self.count.value]:
            name = row.name.value.strip()
            if not name:
                self.error = self.ctx.text("setup.need_name")
                return None
            seats.append(Seat(name, None if row.who.value == HUMAN else row.who.value))
        options = {spec.name: widget.value for spec, widget in self.option_widgets}
        seed = int(self.seed.value) if self.seed.value else 0
        return MatchSetup(self.game_id, tuple(seats), seed, options)

    def start(self) -> None:
        setup = self.current_setup()
        if setup is None:
            self.ctx.sound.play("error")
            return
        self.ctx.settings.bot_pace = self.pace.value
        self.ctx.sound.play("click")
        start_match(self.ctx, setup)

    # -- layout, input, drawing ----------------------------------------------------------
    def widgets(self) -> list:
        seat_widgets = [w for row in self.rows[: self.count.value] for w in (row.name, row.who)]
        resume = [self.resume_button, self.list_button] if self.can_resume else []
        resume += [self.replays_button] if self.replay_count else []
        extra = [w for w in (self.aim_help, self.practice_button) if w is not None]
        return [self.count, self.near_button, *seat_widgets,
                *(w for _s, w in self.option_widgets), self.seed,
                self.new_seed, self.pace, *extra, self.back, self.learn_button,
                self.rules_button, *resume, self.start_button]

    def wide(self, value: float) -> int:
        """A width or a left offset in the panel, in design pixels: scaled as ``px``, and
        stretched (up to 1.4 times) in a window wider than the 1280×800 shape, where the
        controls sat crammed in the left of each half (1600×640: issue 19 re-check,
        finding 9)."""
        theme = self.ctx.theme
        stretch = max(1.0, min(1.4, self.size[0] / REFERENCE_SIZE[0] / theme.scale))
        return round(theme.px(value) * stretch)

    def layout(self) -> None:
        width, height = self.size
        px = self.ctx.theme.px
        self.panel = pygame.Rect(px(60), px(110), width - px(120), height - px(210))
        left = self.panel.left + px(30)
        column = self.panel.left + self.panel.width // 2 + px(20)
        row_h = px(46)
        wide = self.wide
        # The count's chooser is narrow (one digit) and gives its room to "Opponents
        # near my level", which wrapped on two lines at 1280×800 (issue 19 re-check).
        self.count.rect = pygame.Rect(left + wide(140), self.panel.top + px(24), wide(110),
                                      px(40))
        self.near_button.rect = pygame.Rect(left + wide(262), self.panel.top + px(24),
                                            wide(298), px(40))
        place_rows(self.rows, left, self.panel.top + px(110), row_h, wide, px)
        y = self.panel.top + px(70)
        self.besides = {}
        for spec, widget in self.option_widgets:
            widget.rect = pygame.Rect(column, y, self.panel.right - column - px(30), px(34))
            if isinstance(widget, Chooser):  # the value in the chooser, the words beside
                widget.rect.width = wide(120)
                room = pygame.Rect(widget.rect.right + px(10), y,
                                   self.panel.right - px(30) - widget.rect.right - px(10),
                                   px(34))
                self.besides[id(widget)] = Beside(
                    self.ctx.text(f"{self.info.package}.options.{spec.name}"), room)
                words, room_w = self.besides[id(widget)].words, room.width
            else:
                words = getattr(widget, "label", "")
                room_w = widget.rect.width - widget.rect.height - px(10)
            # Words on two lines stand taller than the control: the row makes room for
            # them (the French "Prises avant qu'une impasse finisse la phase 1" touched
            # the toggle's words under it: newcomer playtest, finding 4).
            if self.ctx.theme.font("body").size(words)[0] > room_w:
                pad = px(10)  # above the row and below it
                widget.rect.y += pad
                if id(widget) in self.besides:
                    self.besides[id(widget)].rect.y += pad
                y += 2 * pad
            y += px(46)
        y = max(y + px(30), self.panel.top + px(260))
        self.seed.rect = pygame.Rect(column, y + px(30), wide(150), px(38))
        self.new_seed.rect = pygame.Rect(column + wide(165), y + px(30), wide(210), px(38))
        self.pace.rect = pygame.Rect(column, y + px(120), wide(240), px(38))
        if self.aim_help is not None:
            self.aim_help.rect = pygame.Rect(column + wide(260), y + px(120), wide(280),
                                             px(38))
        if self.practice_button is not None:
            # As wide as its label needs, up to the column's: the French "Entraînement
            # aux pichenettes" made the whole row of buttons shrink (newcomer playtest).
            font = self.ctx.theme.font("button", "bold")
            need = font.size(self.practice_button.label)[0] + 2 * px(LABEL_PAD) + px(4)
            self.practice_button.rect = pygame.Rect(
                column, y + px(176), min(max(wide(240), need), self.panel.right - px(30)
                                         - column), px(44))
        self.seed_label_y = y
        self.pace_label_y = y + px(90)

        self.ctx.save_writer.flush()
        self.can_resume = has_save(self.game_id)
        bottom = height - px(80)
        self.back.rect = pygame.Rect(px(60), bottom, px(180), px(52))
        self.rules_button.rect = pygame.Rect(width // 2 - px(90), bottom, px(180), px(52))
        self.learn_button.rect = pygame.Rect(width // 2 - px(330), bottom, px(220), px(52))
        self.resume_button.rect = pygame.Rect(width - px(500), bottom, px(240), px(52))
        self.start_button.rect = pygame.Rect(width - px(240), bottom, px(180), px(52))
        fit_labels(self.ctx.theme, [(self.back, "setup.back")], "left")
        fit_labels(self.ctx.theme, [(self.learn_button, "tutorial.learn"),
                                    (self.start_button, "setup.start")], "right")
        fit_labels(self.ctx.theme, [(self.rules_button, "setup.rules")], "centerx")

        self.list_button.label = self.ctx.text("matches.list_button",
                                               n=len(list_matches(self.game_id)))
        self.replay_count = len(list_matches(self.game_id, finished=True))
        self.replays_button.label = self.ctx.text("matches.replays_button", n=self.replay_count)
        # Inside the panel, clear of its bottom and right edges (issue 19 re-check,
        # finding 11: they sat across the border), above Continue and Start.
        listed = self.panel.bottom - px(20) - px(44)
        self.replays_button.rect = pygame.Rect(0, listed, px(200), px(44))
        self.replays_button.rect.right = self.panel.right - px(20)
        self.list_button.rect = pygame.Rect(0, listed, px(220), px(44))
        self.list_button.rect.right = self.replays_button.rect.left - px(16)
        usual = [self.back, self.learn_button, self.rules_button, self.start_button]
        # The row spread with even gaps, making room for Resume when it shows (its text
        # kept: finding 1); even without it (Back–Learn 70 px, Learn–Rules 20 px).
        row = [*usual[:3], self.resume_button, self.start_button] if self.can_resume \
            else usual
        spread_row(self.ctx.theme, row, usual, self.back.rect.left, self.start_button.rect.right)
        self.share_sizes(row)

    def no_options_text(self) -> str:
        """What the right column says where the game has no rule options."""
        game = self.ctx.text(f"games.{self.info.package}.title")
        return str(self.ctx.text("setup.no_options", game=game))

    def no_options_rect(self) -> pygame.Rect:
        """Where it is said: under the "Rule options" heading, above the game number."""
        px = self.ctx.theme.px
        column = self.panel.left + self.panel.width // 2 + px(20)
        top = self.panel.top + px(70)
        return pygame.Rect(column, top, self.panel.right - column - px(30),
                           self.seed_label_y - px(16) - top)

    def share_sizes(self, bottom_row: list[Button]) -> None:
        """One size per kind of text (:mod:`~game.ui.scenes.setup_sizes`): the headings,
        the values (choosers, fields, the words beside boxes), the buttons."""
        theme, text, px = self.ctx.theme, self.ctx.text, self.ctx.theme.px
        left = self.panel.left + px(30)
        column = self.panel.left + self.panel.width // 2 + px(20)
        full = self.panel.right - column - px(30)
        headings = [(text("setup.players"), self.count.rect.left - left - px(8)),
                    (text("setup.seed"), full),
                    (text("setup.bot_speed"), full if self.aim_help is None
                     else self.aim_help.rect.left - column - px(10))]
        headings.append((text("setup.options"), full))  # said for every game (no_options)
        if self.aim_help is not None:
            headings.append((text("settings.aim_help"), self.aim_help.rect.width))
        self.heading_size = shared_size(theme, [h for h, _w in headings],
                                        [w for _h, w in headings], style="bold")
        options = [w for _s, w in self.option_widgets]
        choosers = [self.count, *(row.who for row in self.rows), self.pace,
                    *(w for w in options if isinstance(w, Chooser)),
                    *([self.aim_help] if self.aim_help is not None else [])]
        toggles = [w for w in options if isinstance(w, Toggle)]
        besides = [*self.besides.values(), *(Beside(t.label, pygame.Rect(
            0, 0, t.rect.width - t.rect.height - px(10), 1)) for t in toggles)]
        fields = [*(row.name for row in self.rows), self.seed]
        self.value_size = value_size(theme, choosers, besides, fields)
        set_sizes(self.value_size, [*choosers, *toggles, *fields])
        shown = [self.near_button, self.new_seed, *bottom_row,
                 *([self.practice_button] if self.practice_button is not None else []),
                 *([self.list_button] if self.can_resume else []),
                 *([self.replays_button] if self.replay_count else [])]
        set_sizes(button_size(theme, shown), shown)

    def enter(self) -> None:
        super().enter()
        self.start_settling(OPEN_SETTLE_S)

    def handle(self, event: pygame.event.Event) -> None:
        if not self.typing() and self.held_back(event, PLAY_KEYS):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and not any(r.name.focused for r in self.rows) and not self.seed.focused:
            self.ctx.scenes.pop()
            return
        if fresh_press(event, (pygame.K_RETURN,)) \
                and not any(r.name.focused for r in self.rows) and not self.seed.focused:
            self.start()
            return
        if event.type == pygame.KEYDOWN and not self.typing() and self.keyboard_step(event.key):
            return
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.key_focus = None
        # A widget used clears them, unless it says anew.
        shown, noted, self.error, self.near_note = self.error, self.near_note, "", ""
        for widget in self.widgets():
            if widget.handle(event):
                if isinstance(widget, Chooser | Toggle | Button):
                    self.ctx.sound.play("click", 0.5)
                break
        else:
            self.error, self.near_note = shown, noted
        # A click elsewhere ends typing in any field.
        if event.type == pygame.MOUSEBUTTONDOWN:
            for field in [r.name for r in self.rows] + [self.seed]:
                if not field.rect.collidepoint(event.pos):
                    field.focused = False

    def typing(self) -> bool:
        return any(r.name.focused for r in self.rows) or self.seed.focused

    def choices(self) -> list[Chooser | Toggle]:
        """What the keyboard walks with Up/Down (Tab) and changes with Left/Right: every
        choice of the screen, top to bottom."""
        seats = [row.who for row in self.rows[: self.count.value]]
        extra = [self.aim_help] if self.aim_help is not None else []
        return [self.count, *seats, *(w for _s, w in self.option_widgets), self.pace, *extra]

    def keyboard_step(self, key: int) -> bool:
        """Up/Down/Tab move the focus ring (the first press shows it), Left/Right change
        the choice under it; whether the key was one of those."""
        choices = self.choices()
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            if self.key_focus is None:
                self.key_focus = 0
            else:
                back = key == pygame.K_UP or (key == pygame.K_TAB
                                              and pygame.key.get_mods() & pygame.KMOD_SHIFT)
                self.key_focus = (self.key_focus + (-1 if back else 1)) % len(choices)
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.key_focus = min(self.key_focus or 0, len(choices) - 1)
            choices[self.key_focus].step(-1 if key == pygame.K_LEFT else 1)
            self.error = ""
            self.ctx.sound.play("click", 0.5)
            return True
        return False

    def draw_key_focus(self, surface: pygame.Surface) -> None:
        choices = self.choices()
        if self.key_focus is None or not choices:
            return
        draw_focus_frame(surface, self.ctx.theme,
                         choices[min(self.key_focus, len(choices) - 1)].rect)

    def draw_bot_legend(self, surface: pygame.Surface) -> None:
        """Under the seated rows, in the left half, above the note of "Opponents near
        my level" when it shows."""
        px = self.ctx.theme.px
        seated = self.rows[: self.count.value]
        left = self.panel.left + px(30)
        column = self.panel.left + self.panel.width // 2 + px(20)
        top = seated[-1].who.rect.bottom + px(16)
        bottom = self.panel.bottom - (px(64) if self.near_note else 0)
        draw_bot_legend(surface, self.ctx,
                        bot_legend(self.ctx, self.info.package, self.levels, seated),
                        pygame.Rect(left, top, column - left - px(30), bottom - top))

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        draw_felt(surface, ctx)
        title = ctx.text("setup.title", game=ctx.text(f"games.{self.info.package}.title"))
        draw_text(surface, theme, title, (self.size[0] // 2, px(60)), role="title",
                  style="title", colour=theme["light_ink"], anchor="center", size=44)
        draw_panel(surface, theme, self.panel, colour=theme["table_edge"], alpha=215,
                   border=theme["wood"])
        left = self.panel.left + px(30)
        column = self.panel.left + self.panel.width // 2 + px(20)
        light = theme["light_ink"]
        heading = self.heading_size
        draw_text(surface, theme, ctx.text("setup.players"), (left, self.count.rect.centery),
                  anchor="midleft", style="bold", colour=light,
                  max_width=self.count.rect.left - left - px(8), size=heading)
        draw_seat_heads(surface, ctx, self.rows, self.count.value, left, self.wide)
        draw_text(surface, theme, ctx.text("setup.options"),
                  (column, self.panel.top + px(30)), style="bold", colour=light,
                  size=heading)
        if not self.option_widgets:
            # Said, not left blank: a game without rule options showed half its panel
            # empty above the game number (newcomer playtest, finding 6).
            draw_paragraph(surface, theme, self.no_options_text(), self.no_options_rect(),
                           colour=light, size=self.value_size)
        draw_text(surface, theme, ctx.text("setup.seed"), (column, self.seed_label_y),
                  style="bold", colour=light, size=heading)
        draw_text(surface, theme, ctx.text("setup.bot_speed"), (column, self.pace_label_y),
                  style="bold", colour=light, size=heading)
        if self.aim_help is not None:  # its own heading, not under "Bot speed"
            draw_text(surface, theme, ctx.text("settings.aim_help"),
                      (self.aim_help.rect.left, self.pace_label_y), style="bold", colour=light,
                      max_width=self.aim_help.rect.width, size=heading)
        for widget in self.widgets():
            widget.draw(surface, theme)
        for beside in self.besides.values():
            draw_beside(surface, theme, beside, self.value_size or theme.sizes["body"])
        self.draw_bot_legend(surface)
        if self.near_note:
            draw_paragraph(surface, theme, self.near_note,
                           pygame.Rect(left, self.panel.bottom - px(60),
                                       column - left - px(30), px(52)),
                           role="small", style="bold", colour=theme["highlight"], spacing=1.1)
        self.draw_key_focus(surface)
        if self.error:
            draw_text(surface, theme, self.error, self.error_rect().midbottom,
                      anchor="midbottom", colour=theme["highlight"], style="bold")
        besides = {key: beside.rect for key, beside in self.besides.items()}
        show_tooltip(surface, theme, option_tips(ctx, self.info.package, self.option_widgets,
                                                 besides), mouse_pos())
