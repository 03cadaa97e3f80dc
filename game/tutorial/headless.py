"""Play a guided game without a window: the coverage test and the seed finder.

The learner's scripted choices are played as scripted; free ones by the spec's
``stand_in`` bot level, seeded like any bot of the match. Every coach step is
"read" (Next) as soon as it is shown, exactly as the table would show it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, cast

from game import registry
from game.engine.protocol import Action, State
from game.match_setup import MatchSetup
from game.tutorial.lesson import Lesson, LessonRules, LessonSpec, Step, load_spec


def lesson_rules(package: str) -> LessonRules:
    """The game's ``lessons`` module."""
    return cast(LessonRules, importlib.import_module(f"game.{package}.lessons"))


def setup_of(spec: LessonSpec) -> MatchSetup:
    return MatchSetup(spec.game_id, spec.seats, spec.seed, dict(spec.options))


@dataclass
class Transcript:
    """What the coach said during a headless guided game, and when."""

    steps: list[tuple[int, Step, State]] = field(default_factory=list)
    """(actions played so far, step, state at that moment)."""
    actions: int = 0
    scripted: int = 0
    """Learner decisions played from the script."""
    off_script: list[int] = field(default_factory=list)
    """Script entries (decision numbers) that were not legal when their turn came."""
    last_moment_at: int = -1
    over: bool = False

    def moments(self) -> list[str]:
        return [step.moment for _, step, _ in self.steps if step.moment]


def play_guided(package: str, *, max_actions: int = 2000, spec: LessonSpec | None = None,
                on_step: Callable[[Step, State, Lesson], None] | None = None,
                stop_when_done: bool = True) -> Transcript:
    spec = spec or load_spec(package)
    match = setup_of(spec).start()
    rules = match.game
    lesson = Lesson(spec, rules, lesson_rules(package))
    stand_in = registry.make_bot(spec.game_id, spec.stand_in, spec.learner,
                                 registry.bot_seed(spec.seed, spec.learner))
    out = Transcript()
    seen = 0
    lesson.start(match.state)

    def read_steps() -> None:
        nonlocal seen
        while True:
            while seen < len(lesson.shown):
                step = lesson.shown[seen]
                seen += 1
                out.steps.append((out.actions, step, match.state))
                if step.moment:
                    out.last_moment_at = out.actions
                if on_step is not None:
                    on_step(step, match.state, lesson)
            if not lesson.blocking:
                return
            lesson.next()

    while not match.over and out.actions < max_actions:
        read_steps()
        if stop_when_done and lesson.finished:
            break
        seat = match.to_move
        before: State = match.state
        action: Action
        if seat == spec.learner:
            lesson.at_turn(match.state)
            read_steps()
            guided = lesson.guided_action(match.state)
            if guided is not None:
                action = guided
                out.scripted += 1
            else:
                if lesson.decisions < len(spec.script) and \
                        spec.script[lesson.decisions] is not None:
                    out.off_script.append(lesson.decisions)
                view = rules.observe(match.state, seat)
                action = stand_in.choose(view, rules.legal_actions(match.state))
        else:
            action = match.bot_action()
        match.submit(action)
        out.actions += 1
        lesson.after_action(before, action, match.state, seat)
    read_steps()
    out.over = match.over
    return out


def transcript_summary(out: Transcript, spec: LessonSpec) -> dict[str, Any]:
    missing = [m for m in spec.moments if m not in out.moments()]
    return {"actions": out.actions, "last_moment_at": out.last_moment_at,
            "missing": missing, "off_script": out.off_script}
