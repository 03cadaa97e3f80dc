"""The part of every table scene that is not about a particular game: drawing and input.

:class:`MatchScene` draws the match and takes its input; the rest (bots' pace, forced
moves, hot-seat turns, takeback notes, autosaves, replay, statistics) is its
:class:`~game.match_session.MatchSession`, driven once a frame while nothing animates;
its answers become scenes (hot-seat cover, results, "cannot save"). Clicks become actions
through :meth:`submit`; animations and pauses hold progress. A game's scene supplies
drawing, input translation and score rows; it never changes game state itself."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace
from typing import Any, Generic, TypeVar, cast

import pygame

from game.autosave import SaveProblem
from game.engine.protocol import Action, Game, IllegalAction, State, View
from game.engine.runner import Match
from game.match_session import Finished, MatchSession, Moved, PassTo
from game.match_setup import MatchSetup, fresh_seed
from game.storage import MatchMeta
from game.takeback import Turn
from game.ui.clock import Countdown
from game.ui.context import Context
from game.ui.flight import Flight, Purpose
from game.ui.hints import HintTool
from game.ui.match_results import results_scene
from game.ui.match_tools import MatchTools
from game.ui.move_history import history_lines, last_trick
from game.ui.prompt_clock import SEEN_AFTER_S
from game.ui.scene import Scene
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.save_problem import SaveProblemScene
from game.ui.session_field import SessionField
from game.ui.table_keys import TableKeys
from game.ui.table_toast import TableToast

RulesT = TypeVar("RulesT", bound=Game)
"""The game's rules class, so everything a scene asks ``self.game`` is type-checked."""


class MatchScene(TableToast, TableKeys, Generic[RulesT]):
    """Base of each game's table scene. Subclasses set ``package`` and override hooks
    (:class:`~game.ui.table_hooks.TableHooks`); the toast is :class:`TableToast`'s,
    keyboard play :class:`~game.ui.table_keys.TableKeys`'s.

    Subclass as ``TableScene(MatchScene[TheRules])``: ``self.game`` is then typed as that
    game's rules class, so a scene calling a query the rules lack fails mypy."""

    package = ""
    screenshot_steps: int | None = 30
    """How far bots play the demo match before ``screenshot --scene table`` (and bench)."""
    screenshot_until: Callable[[Match], bool] | None = None
    """Or stop the demo match as soon as this says the position is worth showing."""
    hold = Countdown(paced=True)
    """Seconds the table stays as it is (a finished trick shown) before play goes on."""
    read_hold = Countdown()
    """Seconds the table waits for a note to be read: not paced, as :attr:`hold` is."""
    prompt_wait = Countdown()
    """Seconds until the prompt on screen takes a click (:mod:`game.ui.prompt_clock`):
    on the clock, so the window counts them in real time instead of sleeping."""
    watching = False
    """A replay draws this table: no seat acts from it (no prompts, no choosers)."""
    all_open = False
    """A replay shows it with every hand open: what the table itself draws hidden (a
    game's face-down pieces: Safranito's token values) may show too."""

    def __init__(self, ctx: Context, match: Match, setup: MatchSetup) -> None:
        super().__init__(ctx)
        self.match = match
        self.setup = setup
        self.session = MatchSession(match, setup, ctx.save_writer)
        """Everything that is not drawing or input: pace, notes, saves, results."""
        self.flights: list[Flight] = []
        self.hold = 0.0
        ctx.clock.watch(self, lambda scene: scene.progresses_alone())
        self.owed: list[Callable[[], Scene]] = []
        """Overlays (round summaries) to show once the animations before them finish."""
        self.save_problem_shown: SaveProblem | None = None
        """The save problem the player was last told about (told again only if new)."""
        self.tools = MatchTools(self)
        self.last_mover: int | None = None
        """The seat whose move the table shows last (its cards may still be moving)."""
        self.hints = HintTool(self)
        """The Hint (H): the hard bot's best moves for the human to act."""

    # -- the session's state, as the tools, tests and screenshots read and set it ----
    viewer = SessionField[int]("viewer")
    meta = SessionField[MatchMeta]("meta")
    turns = SessionField[list[Turn]]("turns")
    move_states = SessionField[list[State]]("move_states")
    records_results = SessionField[bool]("records_results")
    finished = SessionField[bool]("finished")
    covered = SessionField[bool]("covered")
    bot_clock = SessionField[float]("bot_clock")
    forced_clock = SessionField[float]("forced_clock")
    thinking = SessionField[Future[Action] | None]("thinking")

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
        return bool(self.flights) or self.hold > 0 or self.read_hold > 0

    @property
    def busy(self) -> bool:
        """Animating, or an overlay still owed: no bot moves, no input, no results yet."""
        return self.animating or bool(self.owed)

    def progresses_alone(self) -> bool:
        """Whether the match goes on without input (a bot or a forced move to play, an
        overlay owed, the results to open): asked by the window's clock, beside the
        flights and pauses that run on it. False when a human in front of the screen has
        a real choice to make: then nothing changes until they act."""
        if self.owed:
            return True
        if self.ctx.save_writer.pending(*self.session.paths()):
            return True  # a failure must show as soon as the disk answers
        if self.match.over:
            return not self.finished
        if self.match.is_bot_turn() or self.match.to_move != self.viewer:
            return True  # a bot to play, or the screen to pass
        return self.auto_plays_forced() and self.match.forced_action() is not None

    def auto_plays_forced(self) -> bool:
        """Whether the only move possible is played for the player (Settings)."""
        return bool(self.ctx.settings.auto_play_forced)

    def watch(self) -> None:
        """Tell the player at once, on top of whatever shows, when this match could not
        be saved (each new problem once; the tools keep a "Not saved!" button)."""
        self.session.settle()
        problem = self.session.save_problem()
        if problem is None or problem == self.save_problem_shown:
            self.save_problem_shown = problem
            return
        self.save_problem_shown = problem
        if not isinstance(self.ctx.scenes.top, SaveProblemScene):
            self.ctx.sound.play("error")
            self.ctx.scenes.push(SaveProblemScene(self.ctx, self.session))

    def show_save_problem(self) -> None:
        self.ctx.scenes.push(SaveProblemScene(self.ctx, self.session))

    def before_close(self) -> Scene | None:
        """Closing the window over moves that are not on disk asks first."""
        if self.session.unsaved():
            return SaveProblemScene(self.ctx, self.session, quitting=True)
        return None

    def ask_before_leaving(self, leave: Callable[[], None]) -> Scene | None:
        """Leaving the table (Quit to menu) over moves not on disk asks first."""
        if self.session.unsaved():
            return SaveProblemScene(self.ctx, self.session, leaving=leave)
        return None

    def exit(self) -> None:
        self.session.close()

    def owe(self, overlay: Callable[[], Scene]) -> None:
        """Show ``overlay()`` as soon as the current animations end, before anything else
        happens (a round's summary comes before the next move, or the final results)."""
        self.owed.append(overlay)

    def human_to_act(self) -> bool:
        """The seat in front of the screen is a human's, and theirs to act (never while
        :attr:`watching` a replay: it showed "choose your secret menu" and the chooser)."""
        return (not self.watching and not self.match.over and not self.match.is_bot_turn()
                and self.match.to_move == self.viewer)

    def is_my_turn(self) -> bool:
        """A human in front of the screen is to act and nothing is animating."""
        return self.human_to_act() and not self.busy

    def seat_name(self, seat: int) -> str:
        """The name the seat was given when the match was set up: names are fixed for
        the match (newcomer pass D41, finding 15: after Settings → Language mid-match
        the bots were renamed from the new language's list, so the player lost track
        of who was who)."""
        return self.match.seats[seat].name

    # -- the runner --------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Apply a human's action; a rejected one explains itself and changes nothing."""
        try:
            moved = self.session.submit(action)
        except IllegalAction:
            self.show_toast(self.ctx.text("table.illegal"))
            self.ctx.sound.play("error")
            return False
        if self.toast_refusal:  # it spoke of a move not made: a legal one ends it
            self.toast_time = 0.0
        self.last_mover = moved.seat
        self.after_action(moved.before, moved.action, moved.seat)
        return True

    def ensure_history(self) -> None:
        """Rebuild the move notes from the log if this table did not see the moves."""
        self.session.ensure_history()

    def autosave(self) -> None:
        self.session.autosave()

    def history_source(self) -> Any:
        """What the history overlay lists: every move, worded for the viewer."""
        self.ensure_history()
        return history_lines(self)

    def last_trick_lines(self) -> Any:
        """The last finished trick as lines to show, or ``None`` (no trick game, or no
        trick finished yet)."""
        return last_trick(self)

    def reopen(self, match: Match) -> MatchScene[RulesT]:
        """A fresh table of this kind for ``match`` (a takeback): no picture of a move
        that no longer happened survives in it."""
        return type(self)(self.ctx, match, self.setup)

    def show_over_menu(self) -> None:
        self.ctx.scenes.push_over_root(self)

    def pause(self) -> None:
        """A dialog opens over the table (Last trick, History, the menu…): what is in
        the air lands first, so no card hangs mid-flight round or across the dialog
        while it is open (newcomer playtest, finding 1: a trick's cards on their way to
        the winner showed over "Last trick")."""
        super().pause()
        self.hurry()

    def hurry(self) -> None:
        """Finish the animations and pauses now (what a click during them means)."""
        for flight in self.flights:
            flight.finish()
        self.flights = []
        self.hold = 0.0
        self.read_hold = 0.0

    def trick_held(self) -> bool:
        """A finished trick is on the table to be read, its pause still running: a
        click waits for it instead of clearing it (a click took the won trick away at
        once and the rack box opened where it had been: newcomer playtest)."""
        return self.trick_on_show() and self.hold > 0

    def tips_keep_clear(self) -> list[pygame.Rect]:
        """What a tooltip keeps off (:func:`game.ui.tooltip.draw_table_tips`): the open
        Hint box, which the player is reading (a seat panel's tip lay over its title
        and first line: newcomer playtest 15a, finding 4). The tip takes another spot
        round the pointer; none shows only where no spot is clear of it."""
        box = self.hints.open_rect() if self.tools.shown else None
        return [] if box is None else [box]

    def tips_rather_clear(self) -> list[pygame.Rect]:
        """What a tooltip keeps off where any spot allows: the status banner's prompt
        (Scharfe Schoten's trump tip lay over "Player 1, take a card from the spice
        rack": newcomer 16a, finding 12)."""
        return [self.tools.banner()]

    def draw_tools(self, surface: pygame.Surface) -> None:
        self.tools.draw(surface)
        if self.tools.shown:
            self.hints.draw(surface)

    def fly(self, image: pygame.Surface, start: tuple[float, float], end: tuple[float, float],
            delay: float = 0.0, key: object = None, duration: float | None = None,
            purpose: Purpose | None = None) -> None:
        length = self.ctx.theme.pace.animation_s if duration is None else duration
        flight = Flight(image, start, end, length, delay, key=key, purpose=purpose)
        self.flights.append(self.ctx.clock.add(self, flight, paced=True))

    def in_flight(self) -> set[object]:
        return {flight.key for flight in self.flights if flight.key is not None}

    def bot_delay(self) -> float:
        return self.ctx.theme.pace.bot_move_s * self.ctx.settings.bot_pace

    def forced_delay(self) -> float:
        """The pause before a human's only move is played for them: a bot's, so the
        pace of the table tells nobody that a hand had no choice. A game shortens it
        where the lack of choice is public anyway."""
        return self.bot_delay()

    def update(self, dt: float) -> None:
        if self.prompt_clock.tick(self.prompt_shown(), dt):
            self.prompt_wait = SEEN_AFTER_S
        self.flights = [f for f in self.flights if not f.done]  # moved by the clock
        self.end_stale_toast()
        for event in self.key_gate.release(self.decision(), self.decision_shown()):
            self.handle_keyboard(event)  # pressed over this decision: the motion has landed
        if self.animating:
            return
        if self.owed:
            # The toast spoke of a move of the round the summary sums up: it must not
            # come back over the next round (issue 19: "Only one card may go in the
            # pot" greeted a round whose last menu was chosen for the player).
            self.toast_time = 0.0
            self.ctx.scenes.push(self.owed.pop(0)())
            return
        if self.busy:  # whatever else a game's scene waits for
            return
        step = self.session.advance(dt, self.bot_delay(), self.ctx.bot_worker,
                                    self.auto_plays_forced(), self.forced_delay())
        if isinstance(step, Finished):
            self.show_results()
        elif isinstance(step, PassTo):
            self.pass_screen_to(step.seat)
        elif isinstance(step, Moved):
            caption = self.forced_caption(step.action, step.before) if step.forced else ""
            self.last_mover = step.seat
            self.after_action(step.before, step.action, step.seat)
            if caption:
                self.show_toast(caption, refusal=False, until_turn=True)

    def in_picture(self) -> None:
        """What the table showed is now known to the seat in front of it (a takeback
        is marked only for that: :meth:`MatchSession.drawn`); a replay shows no seat."""
        if not self.watching:
            self.session.drawn()

    def pass_screen_to(self, seat: int) -> None:
        if seat != self.viewer:
            # What the table said was for the player leaving it: under the cover its time
            # stood still, and "played for you" greeted the next player, who read that
            # their own card had been played out of their sight (newcomer 13).
            self.toast_time, self.toast_turn = 0.0, None

        def ready() -> None:
            self.session.uncover(seat)

        undo = self.tools.take_back if self.tools.can_take_back() else None
        self.ctx.scenes.push(PassScreenScene(self.ctx, self.seat_name(seat),
                                             self.ctx.theme.seat_colour(seat), ready,
                                             self.seat_name(self.viewer), undo,
                                             self.open_menu,
                                             "" if undo else self.tools.refusal_words(
                                                 self.seat_name(self.viewer))))

    def save(self) -> str:
        """Save now and wait for the disk (the pause menu's Quit to menu): the match is
        listed under Continue. Every move is autosaved anyway."""
        return self.session.save_now()

    def record_result(self) -> None:
        """Move the finished match to the replays and count it in the statistics."""
        if not self.session.record_result() and self.session.count_problem is not None:
            self.show_toast(self.ctx.text("save.stats_failed"), 4)

    def show_results(self) -> None:
        """The results screen (Play again, Replay, Review): see game/ui/match_results."""
        self.finished = True
        if self.records_results:
            self.record_result()
        self.ctx.sound.play("round_over")

        def again() -> None:
            fresh = replace(self.setup, seed=fresh_seed())
            self.ctx.scenes.push_over_root(type(self)(self.ctx, fresh.start(), fresh))
        self.ctx.scenes.push(results_scene(self, again))

    def open_menu(self) -> None:  # Escape, on the table or on the hot-seat cover
        on_save = None if self.match.over else self.save
        self.ctx.scenes.push(PauseScene(self.ctx, self.package, on_save,
                                        self.ask_before_leaving))

    def handle(self, event: pygame.event.Event) -> None:
        # Esc closes an open Hint box first; the next one opens the menu.
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE \
                and self.hints.close():
            return
        if self.handle_keyboard(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_menu()
            return
        if self.tools.handle(event):
            return  # a tool (History, Last trick, Hint, Undo): the keyboard frame stays
        if event.type == pygame.MOUSEBUTTONDOWN and self.is_my_turn():
            # A click on the table: the player plays with the mouse, the frame hides.
            # Not a click on a tool button: after History opened by its button and
            # closed with Esc, the first Enter only showed the frame again (newcomer
            # playtest, keys finding 2).
            self.focus.visible = False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.animating:
            if not self.trick_held():
                self.hurry()  # a click during an animation finishes it: never a dropped click
            return
        self.handle_any(event)
        if self.is_my_turn() and self.prompt_seen(event):
            self.handle_table(event)
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.focus_after_click(event.pos)

    # -- drawing helpers ---------------------------------------------------------------
    def draw_flights(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            if flight.elapsed >= flight.delay:
                x, y = flight.position()
                surface.blit(flight.image, flight.image.get_rect(center=(round(x), round(y))))

    def replay_landed(self, before: State | None) -> None:
        """A replay stepped onto the move from ``before`` (``None``: a jump): what the
        game shows of that move at rest. By default nothing moves."""
        self.hurry()

    def hint_keep_clear(self) -> list[pygame.Rect]:
        """What the Hint box must not hide besides the players' panels: the tool
        buttons (Hint, Last trick…), the banner, and what a game adds."""
        return [button.rect for button in self.tools.buttons()] + [self.tools.banner()]

    def status_line(self) -> str:
        """Who acts now, for the banner at the top of the table (in a replay, only who
        is to play: nobody thinks, nobody waits)."""
        if self.match.over:
            return self.ctx.text("table.game_over")
        seat = self.match.to_move
        name = self.seat_name(seat)
        if self.watching:
            return self.ctx.text("table.to_play", name=name)
        if self.match.is_bot_turn():
            return self.ctx.text("table.thinking", name=name)
        if seat == self.viewer and self.is_my_turn():
            return self.ctx.text("table.your_turn", name=name)
        if seat == self.viewer:
            return self.showing_line()
        return self.ctx.text("table.waiting", name=name)

    def showing_line(self) -> str:
        """The banner while the player's decision waits for the table to stop moving:
        the prompt comes with the lit choices, not before (newcomer playtest, keys
        finding 3: "Your turn" showed while a bot's card landed, no card lit yet)."""
        mover = self.moving_seat()
        if mover is not None:
            return self.ctx.text("table.moving", name=self.seat_name(mover))
        return self.ctx.text("table.watch")

    def moving_seat(self) -> int | None:
        """The seat the banner names as playing ("Ada plays…"), its move still shown
        before the player's decision, or ``None``."""
        if self.match.over or self.watching or self.match.is_bot_turn() \
                or self.match.to_move != self.viewer or self.is_my_turn():
            return None
        mover = self.last_mover
        return mover if mover is not None and mover != self.viewer else None

    def framed_seat(self, turn: int) -> int:
        """The seat the turn frame marks, ``turn`` being the seat the view says is to
        move: while a move is shown, its mover, as the banner names it. One moment on
        the whole table (newcomer playtest: "Ada plays…" over the frame already on
        Basil's panel); the frame moves on with the banner when the motion lands."""
        mover = self.moving_seat()
        return turn if mover is None else mover
