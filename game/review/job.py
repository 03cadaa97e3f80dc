"""A review computed beside the window: what the review screen polls.

Why it is built this way:

- **A worker process, not slices per frame nor a thread.** The unit of work is one
  decision valued by :func:`game.review.engine.value_decision`, a single search call
  with 8x the hard level's rollouts: it cannot be cut into frame-sized pieces without
  changing the search, and one decision can take longer than many frames. A thread
  would hold Python's global lock while it searches: measured on this 2-core machine,
  the review screen's frames went from 20 to 34 ms (p50) beside a review thread. So the
  decisions run in a child process of their own (``spawn``: no copy of the window's
  threads or display), which sends "decision n done" and the finished review back on a
  queue; the screen reads :attr:`ReviewJob.finished` and :attr:`ReviewJob.total`.
- **Determinism.** Where the work runs only changes *when* a decision is valued, never
  its value: each decision's bot is seeded from the match seed, the review seed and the
  decision's place in the log (``engine.decision_seed``), so the same file and seed
  give the same review, in the window, in ``main.py review`` and inline (``run``).
- **Cancel.** :meth:`ReviewJob.cancel` ends the child process at once; it stores the
  review only after the last decision (and the store is an atomic rename), so the
  match file is never half-written. The decisions valued so far are kept for the
  session (:data:`SESSION_VALUED`, the child sends each one as it is done): the same
  review opened again starts from there, each decision's value depending only on its
  own seed.
- **Progress in rollouts.** A decision can take a minute (Safranito's market: every
  legal move over 128 worlds), so the bar follows :attr:`ReviewJob.share`, the work
  done in rollouts (a flick: draws) of the whole review's, sent as it goes, not the
  count of decisions.
- **The clock.** The job is a :class:`game.ui.clock.Motion` (``done``, ``advance``):
  the screen hands it to the window's one clock, which keeps frames coming until it
  is done, so the bar moves with no input.
- **The cache.** A file whose ``review`` section is this very review (seat, seed,
  budget key) and fits the match opens done, with no work. A computed review is
  written into the file by the child process (``section.store_review``, which takes the
  file's lock and checks the match did not change); a failure is kept as one sentence
  for the screen, and the review is shown all the same.

Pure (no pygame).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game import registry
from game.child_work import ChildWork, WindowGone, step_aside, window_watch
from game.engine.log import ActionLog, SaveError, parse_json_file, replay_states
from game.engine.protocol import Action
from game.engine.runner import Seat
from game.review.engine import (
    SeatTurns,
    decision_work,
    default_seat,
    review_turns,
    seat_turns,
    with_hand,
)
from game.review.model import MatchReview, ValuedDecision
from game.review.report import Summary, summarise
from game.review.section import StoreError, misfit, store_review
from game.review.settings import ReviewSettings, review_settings
from game.storage import parse_save

DEFAULT_SEED = 1
"""The review seed the window uses, as ``main.py review`` does by default: the screen
and the command share one cached review."""


NICENESS = 10
"""How much lower the child process's priority is than the window's (POSIX)."""

SHARE_STEP = 0.002
"""The child sends its share of work done when it grew by this much (the bar's pixel)."""

SESSION_VALUED: dict[tuple[Any, ...], dict[int, ValuedDecision]] = {}
"""Decisions valued in this session, by review (:meth:`ReviewJob.session_key`) and log
index: what a cancelled review had done, for the same review opened again."""


@dataclass(frozen=True)
class ReviewSource:
    """A match to review: its log and seats, and the file it lives in (if any)."""

    game_id: str
    seats: tuple[Seat, ...]
    match_seed: int
    options: dict[str, Any]
    actions: tuple[Action, ...]
    path: Path | None = None
    """The match file the finished review is stored in (``None``: not stored)."""
    data: dict[str, Any] | None = field(default=None, compare=False)
    """The file's JSON as read, so the store can check the match did not change."""
    cached: MatchReview | None = None
    """The file's review section, if it had a sound one."""

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    @property
    def humans(self) -> tuple[bool, ...]:
        return tuple(seat.is_human for seat in self.seats)

    def log(self) -> ActionLog:
        return ActionLog(self.game_id, len(self.seats), self.match_seed,
                         dict(self.options), list(self.actions))


def source_from_file(path: Path) -> ReviewSource:
    """The match saved at ``path``; a damaged or foreign file raises :class:`SaveError`
    (one sentence). A damaged review section is simply not used (the match is kept)."""
    data = parse_json_file(path)
    try:
        saved = parse_save(data)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    return ReviewSource(saved.log.game_id, tuple(saved.seats), saved.log.seed,
                        dict(saved.log.options), tuple(saved.log.actions), path,
                        data if isinstance(data, dict) else None, saved.review)


def source_from_match(game_id: str, seats: Sequence[Seat], seed: int,
                      options: dict[str, Any], actions: Sequence[Action],
                      path: Path | None) -> ReviewSource:
    """A match just played: from its file at ``path`` when that holds this very match
    (so the review is cached there), else from memory alone (nothing stored)."""
    if path is not None and path.is_file():
        try:
            source = source_from_file(path)
        except SaveError:
            source = None
        if source is not None and source.actions == tuple(actions) \
                and source.match_seed == seed:
            return source
    return ReviewSource(game_id, tuple(seats), seed, dict(options), tuple(actions))


def covered(game_id: str) -> bool:
    """Whether the review covers ``game_id`` (an entry in ``config/review.yaml``)."""
    return review_settings(game_id) is not None


class Stopped(Exception):
    """Raised through the engine's progress call to stop the review between decisions."""


class ReviewJob:
    """One seat's review of one match, computed in a child process (:meth:`start`) or
    inline (:meth:`run`). Read :attr:`finished`/:attr:`total` for progress,
    :attr:`review` once :attr:`done`."""

    def __init__(self, source: ReviewSource, seat: int | None = None,
                 seed: int = DEFAULT_SEED, settings: ReviewSettings | None = None) -> None:
        settings = settings or review_settings(source.game_id)
        if settings is None:
            raise ValueError(f"the review does not cover {source.game_id}")
        self.source, self.seed = source, seed
        self.seat = default_seat(source.humans) if seat is None else seat
        self.settings = replace(settings, budget=with_hand(
            source.game_id, settings.budget, source.seats, self.seat))
        game = registry.rules(source.game_id)
        self.states = replay_states(game, source.log())
        self.turns: SeatTurns = seat_turns(game, self.states, source.actions, self.seat)
        self.total = len(self.turns.decisions)
        self.known = SESSION_VALUED.setdefault(self.session_key(), {})
        """The decisions of this review valued so far in the session (log index)."""
        self.finished = sum(d.index in self.known for d in self.turns.decisions)
        """Decisions valued so far (read by the screen's progress line)."""
        self.share = self._known_share()
        """The share of the review's work done, 0 to 1 (the progress bar)."""
        self.review: MatchReview | None = self._cached()
        self.from_cache = self.review is not None
        self.cancelled = False
        self.failure: str | None = None
        """Why the review itself failed (an unexpected error), if it did."""
        self.store_problem: str | None = None
        """Why the finished review was not stored in the file, if it was not."""
        self.child = ChildWork()
        if self.review is not None:
            self.finished, self.share = self.total, 1.0

    def session_key(self) -> tuple[Any, ...]:
        """What the review's values depend on: the match, the seat, the seed, the
        settings' key (budget, level, hand)."""
        source = self.source
        return (source.game_id, source.match_seed, source.actions, self.seat, self.seed,
                self.settings.key(source.game_id))

    def _known_share(self) -> float:
        work = [(decision_work(d, self.settings.budget), d.index in self.known)
                for d in self.turns.decisions]
        whole = sum(size for size, _known in work)
        return sum(size for size, known in work if known) / whole if whole else 0.0

    def _cached(self) -> MatchReview | None:
        review = self.source.cached
        if review is None:
            return None
        key = self.settings.key(self.source.game_id)
        if (review.seat, review.seed, review.key) != (self.seat, self.seed, key):
            return None
        return review if misfit(review, self.turns) is None else None

    # -- the clock's Motion ---------------------------------------------------------
    @property
    def done(self) -> bool:
        """Finished, cancelled or failed: nothing more will change."""
        return self.review is not None or self.cancelled or self.failure is not None

    def advance(self, dt: float) -> None:
        """Each frame: take what the child process sent (never waits)."""
        self.poll()

    # -- running --------------------------------------------------------------------
    @property
    def process(self) -> Any:
        """The child process while it works (a ``multiprocessing`` process)."""
        return self.child.process

    def start(self) -> None:
        """Value the decisions in a child process (``spawn``: a fresh interpreter that
        imports only the review, not the window's display or threads)."""
        if self.done or self.process is not None:
            return
        self.child.start(work, "review", (self.source, self.seat, self.seed, self.settings,
                                          tuple(self.known.values())))

    def poll(self) -> None:
        """Take the child's messages: progress, the review (and whether it was stored),
        or its failure; a child that ended without a word is a failure too."""
        if self.process is None or self.done:
            return
        for message in self.child.messages():
            kind = message[0]
            if kind == "progress":
                self.finished = message[1]
            elif kind == "share":
                self.share = max(self.share, message[1])
            elif kind == "valued":
                self.known[message[1].index] = message[1]
            elif kind == "done":
                self.finished, self.share = self.total, 1.0
                self.review, self.store_problem = message[1], message[2]
            else:
                self.failure = message[1]
            if self.done:
                self.child.end()
                return
        if self.child.ended_silently():
            self.failure = f"the review process ended unexpectedly " \
                           f"(exit status {self.child.exit_code()})"
            self.child.end()

    def run(self, limit: int | None = None) -> None:
        """Value the decisions here (tests and screenshots call it inline; the child
        process does the same through :func:`work`). ``limit``: stop after that many
        decisions, still working (a screenshot of the progress bar)."""
        if self.done:
            return

        def progress(done: int, total: int) -> None:
            self.finished = done
            if limit is not None and done >= limit and done < total:
                raise Stopped

        def share(done: float) -> None:
            self.share = done

        try:
            review = review_turns(self.source.game_id, self.source.match_seed, self.turns,
                                  self.seat, self.seed, self.settings, progress, share,
                                  tuple(self.known.values()), self.keep)
        except Stopped:
            return
        self.store_problem = self.store(review)
        self.review = review
        self.share = 1.0

    def keep(self, valued: ValuedDecision) -> None:
        """A decision valued: kept for the session (a cancelled review resumes here)."""
        self.known[valued.index] = valued

    def store(self, review: MatchReview) -> str | None:
        """Keep ``review`` in the match file; why not, in one sentence, if it failed."""
        source = self.source
        if source.path is None or source.data is None:
            return None
        try:
            store_review(source.path, source.data, review)
        except StoreError as exc:
            return str(exc)
        return None

    def cancel(self) -> None:
        """Stop now (the child process is ended); nothing is stored."""
        if self.review is None and self.failure is None:
            self.cancelled = True
        self.child.end(terminate=True)

    def summary(self, text: Any) -> Summary | None:
        """The finished review labelled and worded (``None`` before it is done)."""
        if self.review is None:
            return None
        names = [seat.name for seat in self.source.seats]  # as the table showed them
        return summarise(self.review, self.turns.decisions, self.settings, text, names)


def work(source: ReviewSource, seat: int, seed: int, settings: ReviewSettings,
         known: Sequence[ValuedDecision], out: Any) -> None:
    """The child process: value every decision not ``known``, sending ``("progress",
    n)`` before each, ``("share", done)`` as the rollouts go (each :data:`SHARE_STEP`)
    and ``("valued", decision)`` after each, store the review in the file, then send
    ``("done", review, store problem)``; any
    fault is ``("failed", sentence)``, never a traceback. It runs at a lower priority
    than the window, in a session of its own (:func:`game.child_work.step_aside`), so on a
    busy machine the frames come first; it stops if the window's process is gone."""
    window_alive = window_watch()
    step_aside(NICENESS)
    try:
        job = ReviewJob(source, seat, seed, settings)

        def progress(done: int, total: int) -> None:
            window_alive()
            out.put(("progress", done))

        sent = [0.0]

        def share(done: float) -> None:
            if done - sent[0] >= SHARE_STEP or done >= 1.0 > sent[0]:
                sent[0] = done
                out.put(("share", done))

        def valued(decision: ValuedDecision) -> None:
            out.put(("valued", decision))

        review = review_turns(source.game_id, source.match_seed, job.turns, seat, seed,
                              settings, progress, share, known, valued)
        out.put(("done", review, job.store(review)))
    except WindowGone:
        return
    except Exception as exc:  # any fault: one sentence on the screen, not a crash
        out.put(("failed", str(exc) or type(exc).__name__))
