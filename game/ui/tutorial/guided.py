"""The guided table: the game's own table scene, with the coach on top.

:func:`guided_class` derives, from a game's ``TableScene``, a class that feeds every
action to the :class:`~game.tutorial.lesson.Lesson`, pauses the table while the coach
explains (``busy``), accepts only the guided move when the script names one, never
records results, and leaves to the game's setup screen. Nothing in the game's scene
changes: the coach only reads its public layout (:mod:`game.ui.tutorial.locate`).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pygame

from game import registry
from game.engine.protocol import Action, State
from game.player_names import local_bot_name
from game.tutorial.headless import lesson_rules, setup_of
from game.tutorial.lesson import Lesson, load_spec
from game.tutorial.speech import word
from game.ui import text_record
from game.ui.context import Context
from game.ui.flight import Flight
from game.ui.focus import PLAY_KEYS
from game.ui.match_scene import MatchScene
from game.ui.move_history import seat_names
from game.ui.scene import Scene
from game.ui.scenes.coach import CoachPanel
from game.ui.scenes.coach_pause import CoachPauseScene
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.tutorial.refusal import refusal_choice, refusal_rect

Home = Callable[[], Scene]
"""Builds the screen a guided game returns to (the game's setup screen)."""

_GUIDED: dict[str, type[MatchScene[Any]]] = {}


def guided_class(base: type[MatchScene[Any]]) -> type[MatchScene[Any]]:
    """``base`` (a game's table scene) with the coach built in (one class per base)."""
    key = f"{base.__module__}.{base.__qualname__}"
    if key not in _GUIDED:
        _GUIDED[key] = _derive(base)
    return _GUIDED[key]


def _derive(base: type[MatchScene[Any]]) -> type[MatchScene[Any]]:
    class GuidedTable(base):  # type: ignore[valid-type, misc]
        lesson: Lesson
        guided = True
        coach_drawn = False
        """Whether this frame's coach is drawn (under the tooltips, see ``draw_under_tips``)."""
        labels_for: object = None
        """The step (and window, and move) the table's labels were last recorded for."""
        told: list[tuple[State, Action, State, int]]
        """Moves made that the coach has not yet spoken of (their showing goes on)."""
        flights: list[Flight]
        refusal_forms: tuple[str, str] = ("", "")
        """The refusal up now and its short form (empty where it has none)."""

        def attach(self, lesson: Lesson, home: Home) -> None:
            self.lesson = lesson
            self.told = []
            self.home = home
            self.records_results = False
            self.coach = CoachPanel(self.ctx, lesson, seat_names(self))
            lesson.start(self.match.state)
            self.prompt()

        def learner_name(self) -> str:
            """The learner's name at this table (kept by Start again)."""
            return str(self.match.seats[self.lesson.learner].name)

        @property
        def busy(self) -> bool:
            """The table waits while the coach explains, and also while it has moves
            still to speak of: a bot that played on before the coach spoke of the
            learner's card made it say "the pot's total is now 1" over a pot of 7
            (issue 19; with no bot pause, the bots' cards followed the learner's
            before it had landed and been told)."""
            return bool(super().busy) or self.lesson.blocking or \
                bool(getattr(self, "told", ()))

        def banner_text(self, view: Any) -> str:
            """While the coach explains, the table waits for Next, not for a bot or a
            move: the banner says so (newcomer 5: "Ada réfléchit…" over a table paused
            for the coach's words, Safranito's "Watch the table…" at "flick your 20")."""
            if self.lesson.blocking and not self.match.over and not self.covered():
                return self.ctx.text("tutorial.banner_reading")  # (not while it is hidden)
            if self.trick_held() and not self.match.over:
                return self.ctx.text("tutorial.banner_trick")
            return str(super().banner_text(view))

        def motion_held(self, motion: object) -> bool:
            """While the coach explains (a reading step), the table keeps showing what
            the words are about: the pause over a finished trick and the flights not
            yet started (the trick's cards to the winner) wait for Next (issue 19: the
            trick had left the table while the coach said "Alex wins all 5 cards").
            A card already in the air lands."""
            if not self.lesson.blocking:
                return False
            if motion is self.__dict__.get("_countdown_hold"):
                return True
            return isinstance(motion, Flight) and motion.elapsed < motion.delay

        def auto_plays_forced(self) -> bool:
            """The learner makes even a move that is the only one possible: the coach
            asks for it and frames it (issue 19: Scharfe Schoten's "You may play green
            12" was played for the learner, and the coached "Your move" never came)."""
            if self.match.to_move == self.lesson.learner:
                return False
            return bool(super().auto_plays_forced())

        def lights(self, action: Action) -> bool:
            """While the coach asks for its move, the table lights that move only (a
            glowing choice the coach would refuse is a trap)."""
            if self.match.over or self.match.to_move != self.lesson.learner:
                return bool(super().lights(action))
            if self.lesson.guided_action(self.match.state) is None:
                return bool(super().lights(action))
            return self.lesson.accepts(self.match.state, action)

        def guided_rects(self) -> list[pygame.Rect]:
            """Where the learner clicks for the coach's move, or for the only move
            possible (what the coach frames)."""
            if self.match.over or self.match.to_move != self.lesson.learner:
                return []
            guided = self.lesson.guided_action(self.match.state)
            if guided is None:  # the only move possible, if so: the learner makes it
                guided = self.match.forced_action()
            return [] if guided is None else list(self.rects_of(guided))

        def prompt(self) -> None:
            """At the learner's turn, queue what the coach says before they act."""
            if not self.match.over and self.match.to_move == self.lesson.learner \
                    and not self.lesson.blocking:
                self.lesson.at_turn(self.match.state)

        def telling(self) -> bool:
            """The move just made is still being shown: a flick rolling (Safranito's
            flick show), a card in the air, or what the table itself says it still
            shows (``still_showing``: Too Many Cooks' last trick of a round, until it
            is in its winner's pile and the panels show the piles the round is scored
            on; newcomer 4: the coach said "30 cards" over a panel of 25)."""
            if getattr(self, "show", None) is not None:
                return True
            if getattr(self, "still_showing", lambda: False)():
                return True
            return any(f.elapsed >= f.delay and not f.done for f in self.flights)

        def speak(self) -> None:
            """The coach speaks of the moves the table has finished showing."""
            while self.told and not self.telling():
                self.lesson.after_action(*self.told.pop(0))

        def update(self, dt: float) -> None:
            self.speak()  # before the table opens a round's summary it owes
            if self.lesson.blocking and self.owed:
                # The summary waits for the coach to have spoken of the round's end.
                self.flights = [f for f in self.flights if not f.done]
                return
            super().update(dt)
            self.speak()
            if not self.animating and not self.owed and not self.told:
                self.prompt()

        def submit(self, action: Action) -> bool:
            if self.match.to_move == self.lesson.learner and \
                    not self.lesson.accepts(self.match.state, action):
                self.show_toast(self.ctx.text("tutorial.off_script",
                                              action=self.guided_words()))
                self.ctx.sound.play("error")
                return False
            return bool(super().submit(action))

        def guided_words(self) -> str:
            """The coach's move in words ("take the highlighted table")."""
            guided = self.lesson.guided_action(self.match.state)
            what, _ = self.lesson.lessons.describe(self.game, self.match.state, guided)
            return word(self.ctx.text, self.lesson.spec.package, what, seat_names(self))

        def show_toast(self, message: str, seconds: float = 2.5, *, refusal: bool = True,
                       until_turn: bool = False) -> None:
            """The table's toast; a refusal while the coach asks for a move also gets
            its short form, "Not that one: {the move}.", for a box too small for the
            full words (:func:`~game.ui.tutorial.refusal.refusal_choice`)."""
            super().show_toast(message, seconds, refusal=refusal, until_turn=until_turn)
            lesson = getattr(self, "lesson", None)
            asks = refusal and lesson is not None and not self.match.over and \
                self.match.to_move == lesson.learner and \
                lesson.guided_action(self.match.state) is not None
            self.refusal_forms = (message, self.ctx.text(
                "tutorial.off_script_short", action=self.guided_words()) if asks else "")

        def coach_refusal(self) -> str:
            """A refusal up while the coach's box asks for a move: the box shows it
            in place of its words, in full where it fits, else in its short form
            (:mod:`game.ui.tutorial.refusal`); empty where neither fits."""
            if not (self.toast_time > 0 and self.toast_refusal):
                return ""
            forms = getattr(self, "refusal_forms", ("", ""))
            return refusal_choice(self.coach, [self.toast] + [
                short for full, short in [forms] if full == self.toast])

        def draw_toast(self, surface: pygame.Surface) -> None:
            """The table's toast, but a refusal the coach's box shows (see above)."""
            said = self.coach_refusal()
            if said:
                self.toast_rect = refusal_rect(self.coach, said)
                return
            super().draw_toast(surface)

        def after_action(self, before: State, action: Action, seat: int) -> None:
            """The coach speaks of a move once the table has shown it (issue 19:
            "token stopped: the garlic bowl" came while the token still rolled)."""
            hold = self.__dict__.get("_countdown_hold")
            super().after_action(before, action, seat)
            started = self.__dict__.get("_countdown_hold") is not hold
            if started and getattr(self, "completed", None):
                self.hold_trick()
            self.told.append((before, action, self.match.state, seat))
            self.speak()

        def hold_trick(self) -> None:
            """The finished trick just shown stays up, once its last card has landed,
            the coach's reading time (the theme's ``guided_trick_hold_s``, never less
            than the normal game's ``trick_hold_s``) in real seconds, however fast the
            animations are set: the normal game's 1.1 s was gone before a newcomer saw
            what they had won (newcomer pass 9, finding 11). The pause stays the
            table's own on the window's clock (paced: the landing takes the speed's
            time, the reading time is stretched by the speed so it does not), so the
            loop draws it, the coach's steps hold it as any pause, and the flights
            that take the cards away wait as long."""
            timer = self.__dict__["_countdown_hold"]
            pace = self.ctx.theme.pace
            read = max(pace.trick_hold_s, pace.guided_trick_hold_s)
            speed = max(self.ctx.settings.animation_speed, 1.0)
            needed = pace.animation_s + read * speed
            extra = needed - timer.seconds
            if extra <= 0:
                return
            for flight in self.flights:
                if flight.elapsed < flight.delay and flight.delay >= timer.seconds - 1e-6:
                    flight.delay += extra
            timer.seconds = needed

        def hurry(self) -> None:
            """A click while a finished trick is held does not clear it: the learner
            reads it first (a click on the hand at "Your turn" over the trick just won
            took it off the table at once: newcomer pass 9, finding 11)."""
            if self.trick_held():
                return
            super().hurry()

        def handle_keyboard(self, event: pygame.event.Event) -> bool:
            """At the coach's "Your move" step (or its "only move" step) its frame is the
            keyboard focus: Enter or Space clicks what the coach frames at once (a
            table's first key only shows the focus, which on a guided step looked like
            Enter doing nothing; and a move of several clicks moves the frame, so the
            focus follows it)."""
            step = self.lesson.current
            if event.type == pygame.KEYDOWN and event.key in PLAY_KEYS and \
                    step is not None and step.single and self.is_my_turn():
                rects = [rect for rect, _play in self.keyboard_targets()]
                framed = self.guided_rects()
                at = next((i for i, rect in enumerate(rects) if rect in framed), None)
                focused = self.focus.visible and self.focus.index < len(rects) and \
                    rects[self.focus.index] in framed
                if at is not None and not focused:
                    self.focus.index, self.focus.visible = at, True
            return bool(super().handle_keyboard(event))

        def handle(self, event: pygame.event.Event) -> None:
            """Esc opens the coach's menu, unless the table takes it first to end a
            gesture in progress (``takes_escape``: Safranito's aim). One press, one
            thing: Esc while aiming cancelled the aim and opened the menu at once
            (newcomer pass, finding 9)."""
            if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and \
                    not getattr(self, "takes_escape", lambda: False)():
                self.ctx.scenes.push(CoachPauseScene(
                    self.ctx, self.package,
                    lambda: restart_guided(self.ctx, self.setup.game_id, self.home,
                                           self.learner_name()),
                    lambda: leave_guided(self.ctx, self.home)))
                return
            if self.coach.handle(event):
                if self.coach.kept_from_table(event):
                    self.show_toast(self.ctx.text("tutorial.read_first"), refusal=False)
                return
            super().handle(event)

        def draw_under_tips(self, surface: pygame.Surface) -> None:
            """The coach, drawn by the table just before its tooltips (a tip shows
            over the coach's box and arrow, not under them)."""
            self.draw_coach(surface)
            self.coach_drawn = True

        def covered(self) -> bool:
            """Whether a scene is open over this table (a round's summary, a menu, the
            History): the table is drawn under it, dimmed, as its backdrop."""
            scenes = list(self.ctx.scenes)
            return self in scenes and scenes[-1] is not self

        def draw_coach(self, surface: pygame.Surface) -> None:
            """The coach, unless a dialog is open over the table: its box, half under
            the dialog, was cut by it (Chef de rang's end-of-phase-1 summary over
            "Phase 2, serving": newcomer playtest). It waits, its step kept, and
            speaks again once the dialog closes."""
            if self.covered():
                self.coach.hide()
            else:
                self.coach.draw(surface, self)

        def tips_keep_clear(self) -> list[pygame.Rect]:
            """What a tooltip never covers: the coach's box, its bar and arrow, while
            drawn (a resting tip hid the coach's words: newcomer playtest, finding 5)."""
            return self.coach.shown_rects() if self.coach_drawn else []

        def draw(self, surface: pygame.Surface) -> None:
            """The table, then the coach. On the frame a step first shows (or the
            window or the table changes), the table's labels are recorded, so the
            coach's arrow can go round them (issue 19: it ran through titles)."""
            self.coach_drawn = False
            key = (id(self.lesson.current), surface.get_size(), self.lesson.blocking,
                   len(self.match.log.actions), self.animating)
            if key != self.labels_for and not text_record.active():
                self.labels_for = key
                with text_record.recording():
                    self.draw_table_and_coach(surface)
            else:
                self.draw_table_and_coach(surface)

        def draw_table_and_coach(self, surface: pygame.Surface) -> None:
            super().draw(surface)
            if not self.coach_drawn:  # a table that draws no tips
                self.draw_coach(surface)

        def show_results(self) -> None:
            headers, rows, weights = self.results()
            winners = [self.seat_name(s) for s in self.game.winners(self.match.state)]
            game_id, home = self.setup.game_id, self.home
            header_tips, key_line = self.results_key()
            name = self.learner_name()
            results = ResultsScene(self.ctx, self.package, headers, rows, winners,
                                   lambda: restart_guided(self.ctx, game_id, home, name),
                                   weights,
                                   header_tips=header_tips, key_line=key_line)
            # Leaving a finished guided game lands on the setup screen too, not the menu.
            results.menu.label = self.ctx.text("tutorial.leave")
            results.to_menu = lambda: leave_guided(self.ctx, home)  # type: ignore[method-assign]
            results.menu.on_click = results.to_menu
            self.ctx.scenes.push(results)

    GuidedTable.__name__ = GuidedTable.__qualname__ = f"Guided{base.__name__}"
    return GuidedTable


def table_class(game_id: str) -> type[MatchScene[Any]]:
    """The game's table scene class (the registry names it as ``module:Class``); read
    here rather than from the setup screen, which imports this module."""
    module_name, _, class_name = registry.require_info(game_id).table_scene.partition(":")
    scene_class: type[MatchScene[Any]] = getattr(importlib.import_module(module_name),
                                                  class_name)
    return scene_class


def learner_name(ctx: Context, name: str, others: list[str]) -> str:
    """The learner's name at the guided table: the one on the setup screen's human seat
    ("Player 1" unless the player typed theirs), as a match there would call them (the
    guided game said "Alex" while the setup called that seat "Player 1": newcomer 21);
    the setup's default name where none is given or it is a robot's at this table."""
    name = name.strip()
    if not name or name in others:
        return ctx.text("setup.default_name", n=1)
    return name


def guided_scene(ctx: Context, game_id: str, home: Home, name: str = "") -> MatchScene[Any]:
    """A new guided table for ``game_id`` at its first coach step (not yet pushed);
    ``home`` builds the screen that leaving returns to (the game's setup screen);
    ``name``: the learner's, as the setup screen's human seat has it."""
    package = registry.require_info(game_id).package
    spec = load_spec(package)
    setup = setup_of(spec)
    bots = [local_bot_name(seat.name, ctx.text) for seat in setup.seats]  # "Basile" in French
    seats = tuple(replace(seat, name=learner_name(ctx, name, bots) if i == spec.learner
                          else bots[i]) for i, seat in enumerate(setup.seats))
    setup = replace(setup, seats=seats)
    match = setup.start()
    scene = guided_class(table_class(game_id))(ctx, match, setup)
    lesson = Lesson(spec, match.game, lesson_rules(package))
    scene.attach(lesson, home)  # type: ignore[attr-defined]
    return scene


def start_guided(ctx: Context, game_id: str, home: Home, name: str = "") -> None:
    """"Learn to play": open the guided table over the current scene (the setup screen,
    which ``home`` rebuilds should it be gone when the learner leaves), the learner
    called ``name`` (the setup's human seat's)."""
    ctx.scenes.push(guided_scene(ctx, game_id, home, name))


def _is_guided(scene: Any) -> bool:
    return bool(getattr(scene, "guided", False))


def leave_guided(ctx: Context, home: Home) -> None:
    """Close the guided table and whatever is over it; land on the screen it was opened
    from, or on a fresh one from ``home`` if that is gone."""
    guided = next((s for s in reversed(list(ctx.scenes)) if _is_guided(s)), None)
    below = None
    if guided is not None:
        scenes = list(ctx.scenes)
        below = scenes[scenes.index(guided) - 1] if scenes.index(guided) > 0 else None
        while ctx.scenes.top is not guided:
            ctx.scenes.pop()
        ctx.scenes.pop()
    if below is None or ctx.scenes.top is not below or _is_guided(below):
        ctx.scenes.push(home())


def restart_guided(ctx: Context, game_id: str, home: Home, name: str = "") -> None:
    """Start the guided game again from its first step, the learner keeping ``name``."""
    leave_guided(ctx, home)
    start_guided(ctx, game_id, home, name)
