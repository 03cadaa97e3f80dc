"""The coach's script: which rule moment to explain when, and which steps wait.

A game's ``lessons`` module (see :class:`LessonRules`) names *rule moments* from the
rules alone: ``situations`` when the learner is about to act (a menu to choose, a suit
to follow), ``moments`` after any action (the pot reached 10, a boil-over). Each
finding carries the facts the coach's text quotes (numbers, cards, legal moves), read
from the state, view or ``legal_actions`` at that moment, so the text cannot drift from
the rules. :class:`Lesson` keeps the order: intro steps first, then every configured
moment the first time it is found, and at the learner's turn a step that waits for
their action (the scripted move, or "your choice").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from game.engine.config import CONFIG_DIR, Section
from game.engine.log import decode_action
from game.engine.protocol import Action, Game, State, is_legal
from game.engine.runner import Seat, forced_action

TUTORIAL_DIR = CONFIG_DIR / "tutorials"


@dataclass(frozen=True)
class Term:
    """A word the coach translates: ``tutorial.<package>.terms.<key>``, with ``{n}``."""

    key: str
    n: int | None = None


@dataclass(frozen=True)
class SeatRef:
    """A seat the coach names by its player's name at this table."""

    seat: int


@dataclass(frozen=True)
class OfSeat:
    """A seat's thing (its revealed menu), said with its player's name
    (``tutorial.of_seat``: "Ada: Pea soup")."""

    seat: int
    what: Term


@dataclass(frozen=True)
class Either:
    """Words to choose among, said as a sentence says them ("red, green, yellow or
    black", ``tutorial.list_comma`` and ``tutorial.list_or``), not as a list of facts
    ("red; green; yellow; black" read as a raw list in the contracts step: newcomer 19)."""

    items: tuple[Term, ...]


FieldValue = int | str | Term | SeatRef | OfSeat | Either | \
    tuple[Term | SeatRef | OfSeat, ...]


@dataclass(frozen=True)
class Found:
    """A rule moment found in the play: its id, the facts its text quotes, and the
    thing on the table it is about (see ``game.ui.tutorial.locate``)."""

    moment: str
    fields: Mapping[str, FieldValue] = field(default_factory=dict)
    point: str = ""


class LessonRules(Protocol):
    """What ``game/<package>/lessons.py`` provides (module-level functions)."""

    def intro(self, rules: Any, state: Any, learner: int) -> dict[str, FieldValue]: ...

    def situations(self, rules: Any, state: Any, learner: int) -> list[Found]: ...

    def moments(self, rules: Any, before: Any, action: Any, after: Any,
                learner: int) -> list[Found]: ...

    def describe(self, rules: Any, state: Any, action: Any) -> tuple[FieldValue, str]: ...
    """How the coach names a guided move, and the thing to point at."""

    # Optional: ``LOOSE_TYPES``, action classes where any action of the same class
    # follows the script (Safranito's flicks: a mouse never repeats a scripted flick),
    # and ``LOOSE_SAME``, the fields such an action must still share with the script
    # (the token flicked: "flick your 20" is not followed by a flick of the 10).
    # ``ONLY_MOVE``: (action class, step key) pairs, the words for a turn where an
    # action of that class is the only legal one ("Pea 5 is the only card you can
    # play"); any other only move is said by the shared ``only_move``. ``why(rules,
    # state, action, learner)``: the step key and fields of a guided move said with its
    # reason (``None``: the shared ``do``).


@dataclass(frozen=True)
class Step:
    """One thing the coach says. ``waits``: shown while the learner acts (no Next);
    otherwise the table pauses until the learner presses Next."""

    key: str
    """Locale key under ``tutorial.<package>.``: ``intro.<id>``, ``moments.<id>``,
    ``do`` (make the scripted move), ``only_move`` (or a game's own key for it: the one
    legal move), ``your_turn`` (any legal move) or ``done``."""
    fields: Mapping[str, FieldValue] = field(default_factory=dict)
    point: str = ""
    waits: bool = False
    moment: str = ""
    """The rule moment this step explains, if any."""
    teaches: tuple[str, ...] = ()
    """Rule moments an intro step already explains in its words: counted as seen
    (newcomer: the "rules seen" counter stayed at 0 over boxes that taught rules)."""
    decision: int = -1
    """For a step that waits: the learner decision (0, 1, ...) it waits for."""
    single: bool = False
    """The step asks for one move, framed (the scripted one, or the only one legal):
    the learner's Enter plays it."""


@dataclass(frozen=True)
class LessonSpec:
    """``config/tutorials/<package>.yaml``: the fixed deal and the coach's plan."""

    game_id: str
    package: str
    seed: int
    seats: tuple[Seat, ...]
    learner: int
    options: Mapping[str, Any]
    intro: tuple[str, ...]
    moments: tuple[str, ...]
    """Every rule moment the guided game must explain, in priority order."""
    rules_covered: Mapping[str, str]
    """moment id -> the spec section it explains (docs/rules/<game>.md)."""
    script: tuple[Mapping[str, Any] | None, ...]
    """The learner's guided choices by decision number (log encoding); None = free."""
    stand_in: str
    """Bot level that plays the learner's free choices in headless runs."""
    intro_teaches: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """intro id -> the rule moments its words explain (counted as seen when shown)."""


def load_spec(package: str, directory: Path = TUTORIAL_DIR) -> LessonSpec:
    root = Section.load(directory / f"{package}.yaml")
    game_id = root.get("game", str)
    seed = root.get("seed", int, minimum=1)
    seats: list[Seat] = []
    learner = -1
    for i, entry in enumerate(root.list_of_sections("seats")):
        bot = entry.get("bot", str, "")
        seats.append(Seat(entry.get("name", str), bot or None))
        if not bot:
            if learner >= 0:
                raise entry.error("bot", "only one seat may be the learner (no bot)")
            learner = i
        entry.done()
    if learner < 0:
        raise root.error("seats", "one seat must be the learner (no bot)")
    options = dict(root.raw("options", {}) or {})
    intro = tuple(root.list("intro", str))
    covered: dict[str, str] = {}
    for entry in root.list_of_sections("moments"):
        moment = entry.get("id", str)
        if moment in covered:
            raise entry.error("id", f"moment '{moment}' listed twice")
        covered[moment] = entry.get("rule", str)
        entry.done()
    script: list[Mapping[str, Any] | None] = []
    for i, item in enumerate(root.list("script", default=[])):
        if item == "free" or item is None:
            script.append(None)
        elif isinstance(item, dict) and "type" in item:
            script.append(dict(item))
        else:
            raise root.error(f"script[{i}]", "expected 'free' or an action {type: ..., ...}")
    stand_in = root.get("stand_in", str, "heuristic")
    teaches: dict[str, tuple[str, ...]] = {}
    for key, ids in dict(root.raw("intro_teaches", {}) or {}).items():
        if key not in intro or not isinstance(ids, list) or any(i not in covered for i in ids):
            raise root.error("intro_teaches", f"'{key}': an intro id -> a list of moment ids")
        teaches[str(key)] = tuple(str(i) for i in ids)
    root.done()
    return LessonSpec(game_id, package, seed, tuple(seats), learner, options, intro,
                      tuple(covered), covered, tuple(script), stand_in, teaches)


class Lesson:
    """The coach's running script for one guided match (pure: no drawing, no clock).

    Call :meth:`start` once, :meth:`after_action` after every applied action and
    :meth:`at_turn` whenever the learner is to act and nothing is shown; show
    :attr:`current`; :meth:`next` dismisses a step that does not wait.
    """

    def __init__(self, spec: LessonSpec, rules: Game, lessons: LessonRules) -> None:
        self.spec = spec
        self.rules = rules
        self.lessons = lessons
        self.queue: list[Step] = []
        self.shown: list[Step] = []
        """Every step that has been current, in order (what the learner was told)."""
        self.explained: set[str] = set()
        self.decisions = 0
        """How many actions the learner has taken."""
        self.asked = -1
        """The last decision number the learner was prompted for."""
        self.finished = False

    @property
    def learner(self) -> int:
        return self.spec.learner

    @property
    def current(self) -> Step | None:
        return self.queue[0] if self.queue else None

    @property
    def rules_seen(self) -> int:
        """How many rule moments the learner has been shown, the current step's
        included: the coach's "rules seen" counter. Not the moments found (newcomer 4:
        the round's end and its scoring, found by one move, took it from 12 to 14 on
        the first of the two steps)."""
        seen = {step.moment for step in self.shown if step.moment}
        for step in self.shown:
            seen.update(step.teaches)
        return len(seen)

    @property
    def blocking(self) -> bool:
        """A step is shown that the learner must dismiss before play goes on."""
        step = self.current
        return step is not None and not step.waits

    def start(self, state: State) -> None:
        facts = self.lessons.intro(self.rules, state, self.learner)
        for key in self.spec.intro:
            self._push(Step(f"intro.{key}", facts, point=str(facts.get(f"point_{key}", "")),
                            teaches=self.spec.intro_teaches.get(key, ())))

    def next(self) -> None:
        """Dismiss the current step (Next); a waiting step stays until the learner acts."""
        if self.queue and not self.queue[0].waits:
            self.queue.pop(0)
            self._mark()

    def _push(self, step: Step) -> None:
        self.queue.append(step)
        if len(self.queue) == 1:
            self._mark()

    def _mark(self) -> None:
        if self.queue and (not self.shown or self.shown[-1] is not self.queue[0]):
            self.shown.append(self.queue[0])

    def _found(self, found: Sequence[Found], over: bool = False) -> None:
        order = {m: i for i, m in enumerate(self.spec.moments)}
        for item in sorted(found, key=lambda f: order.get(f.moment, len(order))):
            if item.moment not in order or item.moment in self.explained:
                continue
            self.explained.add(item.moment)
            self._push(Step(f"moments.{item.moment}", dict(item.fields), item.point,
                            moment=item.moment))
        if not self.finished and self.explained >= set(self.spec.moments):
            self.finished = True
            # The last rule may be met by the game's last move: "finish this game at
            # your own pace" under "Game over" told the learner to play on (newcomer 13b).
            self._push(Step("done_over" if over else "done"))

    def at_turn(self, state: State) -> None:
        """The learner is to act: explain what matters now, then wait for the move."""
        if self.asked == self.decisions or self.rules.current_player(state) != self.learner:
            return
        self.asked = self.decisions
        self._found(self.lessons.situations(self.rules, state, self.learner))
        guided = self.guided_action(state)
        only = None if guided is not None or self.finished else \
            forced_action(self.rules, state)
        if guided is not None:
            what, point = self.lessons.describe(self.rules, state, guided)
            # A choice the learner cannot judge yet (Scharfe Schoten's contracts) comes
            # with the coach's reason, the Hint's own: "most green" over a hand of one
            # green card, unexplained, read as a mistake (newcomer playtest).
            why = getattr(self.lessons, "why", None)
            said = None if why is None else why(self.rules, state, guided, self.learner)
            key = "do" if not said else str(said[0])
            fields: dict[str, FieldValue] = {"action": what, **(said[1] if said else {})}
            self._push(Step(key, fields, point, waits=True,
                            decision=self.decisions, single=True))
        elif only is not None:
            # One legal move: the coach names it (it said "any legal move will do" over
            # a hand of one card: newcomer, guided Too Many Cooks).
            what, point = self.lessons.describe(self.rules, state, only)
            own = getattr(self.lessons, "ONLY_MOVE", ())
            key = next((k for kind, k in own if isinstance(only, kind)), "only_move")
            self._push(Step(key, {"action": what}, point, waits=True, decision=self.decisions,
                            single=True))
        elif not self.finished:
            self._push(Step("your_turn", {}, "", waits=True, decision=self.decisions))

    def after_action(self, before: State, action: Action, after: State, seat: int) -> None:
        if seat == self.learner:
            self.decisions += 1
            self.queue = [s for s in self.queue if not s.waits]
            self._mark()
        self._found(self.lessons.moments(self.rules, before, action, after, self.learner),
                    over=self.rules.is_over(after))

    def guided_action(self, state: State) -> Action | None:
        """The scripted choice for the learner's current decision, if it is legal now
        (a script that no longer fits the rules or bots falls back to a free choice)."""
        if self.decisions >= len(self.spec.script):
            return None
        encoded = self.spec.script[self.decisions]
        if encoded is None:
            return None
        try:
            action = decode_action(self.rules, encoded)
        except Exception:
            return None
        return action if is_legal(self.rules, state, action) else None

    def accepts(self, state: State, action: Action) -> bool:
        """Whether the table should take ``action`` from the learner: the guided move
        when there is one, else any legal move."""
        guided = self.guided_action(state)
        if guided is None or guided == action:
            return True
        loose = tuple(getattr(self.lessons, "LOOSE_TYPES", ()))
        same = tuple(getattr(self.lessons, "LOOSE_SAME", ()))
        return isinstance(guided, loose) and isinstance(action, type(guided)) and \
            all(getattr(action, name) == getattr(guided, name) for name in same)
