"""The part of every table scene that is not about a particular game.

:class:`MatchScene` drives the :class:`~game.engine.runner.Match` from the frame loop:
bots move after a readable pause, human clicks become actions through :meth:`submit`,
animations and "hold" pauses block progress while they play, a hot-seat cover hides
hands between two humans, Escape opens the pause menu and the end of the match opens
the results. A game's scene subclasses it and supplies drawing, input translation and
score rows; it never changes game state itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

import pygame

from game.engine.protocol import Action, Game, IllegalAction, State, View
from game.engine.runner import Match
from game.takeback import Turn, turn_of, turns_of
from game.ui.context import Context
from game.ui.flight import Flight
from game.ui.focus import KeyboardFocus, Target
from game.ui.scene import Scene
from game.ui.widgets import draw_panel, draw_text

if TYPE_CHECKING:
    from game.match_setup import MatchSetup
    from game.ui.score_chart import ScoreChart

RulesT = TypeVar("RulesT", bound=Game)
"""The game's rules class, so everything a scene asks ``self.game`` is type-checked."""


class MatchScene(Scene, Generic[RulesT]):
    """Base of each game's table scene. Subclasses set ``package`` and override hooks.

    Subclass as ``TableScene(MatchScene[TheRules])``: ``self.game`` is then typed as that
    game's rules class, so a scene calling a query the rules lack fails mypy.
    """

    package = ""
    screenshot_steps: int | None = 30
    """How far bots play the demo match before ``screenshot --scene table`` (and bench)."""
    screenshot_until: Callable[[Match], bool] | None = None
    """Or stop the demo match as soon as this says the position is worth showing."""

    def __init__(self, ctx: Context, match: Match, setup: MatchSetup) -> None:
        super().__init__(ctx)
        self.match = match
        self.setup = setup
        humans = match.human_seats()
        self.viewer = humans[0] if humans else 0
        self.flights: list[Flight] = []
        self.hold = 0.0
        self.bot_clock = 0.0
        self.toast = ""
        self.toast_time = 0.0
        self.toast_refusal = True
        self.finished = False
        self.thinking: Future | None = None
        """A bot's move being computed on ``ctx.bot_worker``."""
        self.owed: list[Callable[[], Scene]] = []
        """Overlays (round summaries) to show once the animations before them finish."""
        self.records_results = True
        """Off for screenshots and benchmarks: only real matches count in statistics."""
        self.forced_clock = 0.0
        """How long a human's only possible move has been waiting to be played for them."""
        from game.match_files import new_meta
        from game.ui.match_tools import MatchTools

        self.meta = new_meta(match.log.seed)
        """The match's file name and notes (takebacks); autosaved after every move."""
        self.turns: list[Turn] = []
        """Who made each logged move and whether they had a choice (for takebacks)."""
        self.move_states: list[State] = [] if match.log.actions else [match.state]
        """The state before each logged move, then the current one (for the history);
        rebuilt from the log when it does not match (a continued match)."""
        self.tools = MatchTools(self)
        self.focus = KeyboardFocus()
        """Keyboard play over :meth:`keyboard_targets`."""
        from game.ui.hints import HintTool

        self.hints = HintTool(self)
        """The Hint (H): the hard bot's best moves for the human to act."""

    # -- what subclasses read ------------------------------------------------------------
    @property
    def game(self) -> RulesT:
        return cast(RulesT, self.match.game)

    @property
    def state(self) -> State:
        return self.match.state

    def view(self) -> View:
        """What the seat in front of the screen may see: scenes draw from this."""
        return self.game.observe(self.match.state, self.viewer)

    @property
    def animating(self) -> bool:
        return bool(self.flights) or self.hold > 0

    @property
    def busy(self) -> bool:
        """Animating, or an overlay still owed: no bot moves, no input, no results yet."""
        return self.animating or bool(self.owed)

    def wants_frames(self) -> bool:
        """Frames are needed unless a human in front of the screen has a real choice to
        make (or the match is over and its results are shown): then nothing changes
        until they act."""
        if self.busy or self.toast_time > 0 or self.thinking is not None:
            return True
        if self.match.over:
            return not self.finished
        if self.is_my_turn():
            return self.ctx.settings.auto_play_forced and \
                self.match.forced_action() is not None
        return True

    def owe(self, overlay: Callable[[], Scene]) -> None:
        """Show ``overlay()`` as soon as the current animations end, before anything else
        happens (a round's summary comes before the next move, or the final results)."""
        self.owed.append(overlay)

    def is_my_turn(self) -> bool:
        """A human in front of the screen is to act and nothing is animating."""
        return (not self.match.over and not self.match.is_bot_turn()
                and self.match.to_move == self.viewer and not self.busy)

    def seat_name(self, seat: int) -> str:
        return self.match.seats[seat].name

    # -- hooks for subclasses ----------------------------------------------------------
    def after_action(self, before: State, action: Action, seat: int) -> None:
        """React to an action just applied (animations, sounds, round summaries)."""

    def handle_table(self, event: pygame.event.Event) -> None:
        """Turn input into an action with :meth:`submit` (only called on a human turn)."""

    def handle_any(self, event: pygame.event.Event) -> None:
        """Input that is fine at any time (hover, keyboard shortcuts for the view)."""

    def keyboard_targets(self) -> list[Target]:
        """What a player may choose now, in reading order, for keyboard play: the legal
        choices the table highlights (from the same rules queries), each with what
        choosing it does (the same as its click)."""
        return []

    def keyboard_back(self) -> bool:
        """Escape with the focus shown: put back a half-made choice (True if there was
        one to put back). The focus is hidden in any case."""
        return False

    def screenshot_round_summary(self) -> Scene | None:
        """The round-summary overlay for the current state, for ``--scene round``."""
        return None

    def forced_caption(self, action: Action) -> str:
        """What the table says when it plays a human's only possible move for them."""
        return self.ctx.text("table.forced")

    def results(self) -> tuple[Sequence[str], Sequence[Any], Sequence[float] | None]:
        """(headers, score rows, column weights) for the final results screen."""
        raise NotImplementedError

    def rect_of(self, action: Action) -> pygame.Rect | None:
        """Where ``action`` is taken on the table (the Hint rings it), if anywhere."""
        return None

    def hint_label(self, action: Action) -> str:
        """``action`` in a few words, for the Hint's list of moves."""
        return str(action)

    # -- the runner --------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply a human's action; a rejected one explains itself and changes nothing."""
        before, seat = self.match.state, self.match.to_move
        turn = turn_of(self.game, before, len(self.match.log.actions))
        try:
            self.match.submit(action)
        except IllegalAction:
            self.show_toast(self.ctx.text("table.illegal"))
            self.ctx.sound.play("error")
            return False
        self.moved(turn, before)
        self.after_action(before, action, seat)
        return True

    def moved(self, turn: Turn, before: State) -> None:
        """Note a move just made (for takebacks and the history) and autosave it."""
        from game.ui.match_tools import autosave

        if len(self.turns) == turn.index and len(self.move_states) == turn.index + 1:
            self.turns.append(turn)
            self.move_states.append(self.match.state)
        else:  # opened mid-match without notes: rebuilt when asked
            self.turns, self.move_states = [], []
        autosave(self)

    def ensure_history(self) -> None:
        """Rebuild the move notes from the log if this scene did not see the moves
        (a continued match): replayed once, through the rules."""
        if len(self.move_states) == len(self.match.log.actions) + 1:
            return
        from game.engine.log import replay_states

        states = list(replay_states(self.game, self.match.log))
        self.turns = turns_of(self.game, self.match.log)
        self.move_states = states

    def autosave(self) -> None:
        from game.ui.match_tools import autosave

        autosave(self)

    def history_source(self) -> Any:
        """What the history overlay lists: every move, worded for the viewer."""
        from game.ui.move_history import history_lines

        self.ensure_history()
        return history_lines(self)

    def last_trick_lines(self) -> Any:
        """The last finished trick as lines to show, or ``None`` (no trick game, or no
        trick finished yet)."""
        from game.ui.move_history import last_trick

        return last_trick(self)

    def reopen(self, match: Match) -> MatchScene[RulesT]:
        """A fresh table of this kind for ``match`` (a takeback): no picture of a move
        that no longer happened survives in it."""
        return type(self)(self.ctx, match, self.setup)

    def show_over_menu(self) -> None:
        self.ctx.scenes.push_over_root(self)

    def hurry(self) -> None:
        """Finish the animations and pauses now (what a click during them means)."""
        self.flights = []
        self.hold = 0.0

    def draw_tools(self, surface: pygame.Surface) -> None:
        self.tools.draw(surface)
        if self.tools.shown:
            self.hints.draw(surface)

    def show_toast(self, message: str, seconds: float = 2.5, *, refusal: bool = True) -> None:
        """A short message over the table: red for a refused action of the player's,
        the table's own colours for news (``refusal=False``: a move played for them,
        menus revealed), so red always means "you tried something that did not work"."""
        self.toast, self.toast_time, self.toast_refusal = message, seconds, refusal

    def fly(self, image: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
            delay: float = 0.0, key: object = None, duration: float | None = None) -> None:
        length = self.ctx.theme.pace.animation_s if duration is None else duration
        self.flights.append(Flight(image, start, end, length, delay, key=key))

    def in_flight(self) -> set[object]:
        return {flight.key for flight in self.flights if flight.key is not None}

    def bot_delay(self) -> float:
        return self.ctx.theme.pace.bot_move_s * self.ctx.settings.bot_pace

    def update(self, dt: float) -> None:
        moving = dt * self.ctx.settings.animation_speed  # the player's animation speed
        for flight in self.flights:
            flight.elapsed += moving
        self.flights = [f for f in self.flights if not f.done]
        self.hold = max(0.0, self.hold - moving)
        self.toast_time = max(0.0, self.toast_time - dt)
        if self.animating:
            return
        if self.owed:
            self.ctx.scenes.push(self.owed.pop(0)())
            return
        if self.busy:  # whatever else a game's scene waits for
            return
        if self.match.over:
            if not self.finished:
                self.finished = True
                self.show_results()
            return
        if self.match.is_bot_turn():
            self.play_bot_when_ready(dt)
            return
        self.bot_clock = 0.0
        seat = self.match.to_move
        if seat != self.viewer and len(self.match.human_seats()) > 1:
            self.pass_screen_to(seat)
            return
        self.play_forced_when_ready(dt)

    def play_forced_when_ready(self, dt: float) -> None:
        """The one place where a human's only legal move is played for them (if the
        settings allow), after the same pause a bot takes, so the pace of the table
        tells nobody in hot-seat that a hand had no choice."""
        forced = self.match.forced_action() if self.ctx.settings.auto_play_forced else None
        if forced is None:
            self.forced_clock = 0.0
            return
        self.forced_clock += dt
        if self.forced_clock < self.bot_delay():
            return
        self.forced_clock = 0.0
        caption = self.forced_caption(forced)
        if self.submit(forced) and caption:
            self.show_toast(caption, refusal=False)

    def play_bot_when_ready(self, dt: float) -> None:
        """Let the bot to move think (on the worker, if any) while the readable pause
        runs; play its action once both are over. The action is applied here, on the
        main thread, like a human's."""
        self.bot_clock += dt
        worker = self.ctx.bot_worker
        if worker is not None and self.thinking is None:
            self.thinking = worker.submit(self.match.bot_action)
        if self.bot_clock < self.bot_delay():
            return
        if self.thinking is not None:
            if not self.thinking.done():
                return
            action = self.thinking.result()
        else:
            action = self.match.bot_action()
        self.thinking = None
        self.bot_clock = 0.0
        before, seat = self.match.state, self.match.to_move
        turn = turn_of(self.game, before, len(self.match.log.actions))
        self.match.submit(action)
        self.moved(turn, before)
        self.after_action(before, action, seat)

    def pass_screen_to(self, seat: int) -> None:
        from game.ui.scenes.pass_screen import PassScreenScene

        def ready() -> None:
            self.viewer = seat

        undo = self.tools.take_back if self.tools.can_take_back() else None
        self.ctx.scenes.push(PassScreenScene(self.ctx, self.seat_name(seat),
                                             self.ctx.theme.seat_colour(seat), ready,
                                             self.seat_name(self.viewer), undo))

    def save(self) -> str:
        """Save now and wait for the disk (the pause menu's Save and quit): the match is
        listed under Continue. Every move is autosaved anyway."""
        from game.match_files import unfinished_path

        self.autosave()
        self.ctx.save_writer.flush()
        if self.ctx.save_writer.last_error:
            raise OSError(self.ctx.save_writer.last_error)
        return str(unfinished_path(self.game.id, self.meta))

    def record_result(self) -> None:
        """Count the finished match in the statistics and drop its save."""
        from game.engine.log import SaveError
        from game.storage import record_result
        from game.ui.match_tools import archive

        archive(self)
        try:
            record_result(self.match, self.meta.takebacks, self.meta.assisted)
        except (SaveError, OSError) as exc:
            self.show_toast(str(exc), 4)
        self.log_result()

    def log_result(self) -> None:
        """Keep the finished match's details for the statistics screen (wins per name
        and bot level, best winning score); assisted when its record says so."""
        from game.results_log import append_result

        assisted = bool(getattr(getattr(self, "meta", None), "assisted", False))
        try:
            append_result(self.match, assisted)
        except OSError as exc:
            self.show_toast(str(exc), 4)

    def show_results(self) -> None:
        from game.ui.scenes.scoreboard import ResultsScene

        if self.records_results:
            self.record_result()
        headers, rows, weights = self.results()
        winners = [self.seat_name(s) for s in self.game.winners(self.match.state)]
        self.ctx.sound.play("round_over")

        def again() -> None:
            from game.match_setup import fresh_seed

            fresh = replace(self.setup, seed=fresh_seed())
            self.ctx.scenes.push_over_root(type(self)(self.ctx, fresh.start(), fresh))

        def replay() -> None:
            from game.ui.scenes.replay import ReplayScene

            self.ctx.scenes.push(ReplayScene(self.ctx, self.setup, list(self.match.log.actions)))

        note = self.ctx.text("matches.with_takebacks") if self.meta.assisted else ""
        self.ctx.scenes.push(ResultsScene(self.ctx, self.package, headers, rows, winners,
                                          again, weights, replay, note,
                                          self.score_chart()))

    def score_chart(self) -> ScoreChart:
        """Each player's score round by round, for the chart beside the results."""
        from game.score_history import score_history
        from game.ui.score_chart import ScoreChart

        return ScoreChart(self.package, score_history(self.game, self.match.state,
                                                      self.match.log))

    def handle_keyboard(self, event: pygame.event.Event) -> bool:
        """Arrow, number and Enter keys on a human turn: move the focus, play a choice."""
        if not self.is_my_turn():
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if not self.focus.visible:
                return False
            self.focus.visible = False
            self.keyboard_back()
            return True
        if not self.focus.accepts(event):
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.focus.visible = False
            return False
        targets = self.keyboard_targets()
        chosen = self.focus.handle(event, [rect for rect, _action in targets])
        if chosen is not None:
            targets[chosen][1]()
        return bool(targets)

    def draw_focus(self, surface: pygame.Surface) -> None:
        if self.focus.visible and self.is_my_turn():
            self.focus.draw(surface, self.ctx.theme,
                            [rect for rect, _action in self.keyboard_targets()])

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_keyboard(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from game.ui.scenes.pause import PauseScene

            on_save = None if self.match.over else self.save
            self.ctx.scenes.push(PauseScene(self.ctx, self.package, on_save))
            return
        if self.tools.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.animating:
            self.hurry()  # a click during an animation finishes it: never a dropped click
            return
        self.handle_any(event)
        if self.is_my_turn():
            self.handle_table(event)

    # -- drawing helpers ---------------------------------------------------------------
    def draw_flights(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            if flight.elapsed >= flight.delay:
                x, y = flight.position()
                surface.blit(flight.image, flight.image.get_rect(center=(round(x), round(y))))

    def draw_toast(self, surface: pygame.Surface) -> None:
        if self.toast_time <= 0:
            return
        theme = self.ctx.theme
        font = theme.font("body", "bold")
        width = min(font.size(self.toast)[0] + theme.px(40), self.size[0] - theme.px(40))
        rect = pygame.Rect(0, 0, width, theme.px(48))
        rect.center = (self.size[0] // 2, self.size[1] // 2 + theme.px(60))
        fill = theme["danger"] if self.toast_refusal else theme["wood_dark"]
        draw_panel(surface, theme, rect, colour=fill, border=theme["shade"])
        draw_text(surface, theme, self.toast, rect.center, style="bold",
                  colour=theme["light_ink"], anchor="center", max_width=width - theme.px(24))

    def status_line(self) -> str:
        """Who acts now, for the banner at the top of the table."""
        if self.match.over:
            return self.ctx.text("table.game_over")
        seat = self.match.to_move
        name = self.seat_name(seat)
        if self.match.is_bot_turn():
            return self.ctx.text("table.thinking", name=name)
        if seat == self.viewer:
            return self.ctx.text("table.your_turn", name=name)
        return self.ctx.text("table.waiting", name=name)
