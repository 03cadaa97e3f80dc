"""A review computed beside the window: what the review screen polls.

Why it is built this way:

- **A worker thread, not slices per frame.** The unit of work is one decision valued
  by :func:`game.review.engine.value_decision`, a single search call with 8x the hard
  level's rollouts: it cannot be cut into frame-sized pieces without changing the
  search, and one decision can take longer than many frames. So the decisions run on a
  daemon thread of their own (not ``ctx.bot_worker``, which a table's bots share) and
  the screen reads :attr:`ReviewJob.finished` and :attr:`ReviewJob.total` each frame.
- **Determinism.** The thread only changes *when* a decision is valued, never its
  value: each decision's bot is seeded from the match seed, the review seed and the
  decision's place in the log (``engine.decision_seed``), so the same file and seed
  give the same review, in the window, in ``main.py review`` and inline (``run``).
- **Cancel.** :meth:`ReviewJob.cancel` sets a flag the engine's progress call checks
  before each decision: the thread stops after the decision it is on, and nothing of a
  cancelled review is stored.
- **The clock.** The job is a :class:`game.ui.clock.Motion` (``done``, ``advance``):
  the screen hands it to the window's one clock, which keeps frames coming until it
  is done, so the bar moves with no input.
- **The cache.** A file whose ``review`` section is this very review (seat, seed,
  budget key) and fits the match opens done, with no work. A computed review is
  written into the file on the thread (``section.store_review``, which takes the
  file's lock and checks the match did not change); a failure is kept as one sentence
  for the screen, and the review is shown all the same.

Pure (no pygame).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import registry
from game.engine.log import ActionLog, SaveError, parse_json_file, replay_states
from game.engine.protocol import Action
from game.engine.runner import Seat
from game.review.engine import SeatTurns, default_seat, review_turns, seat_turns
from game.review.model import MatchReview
from game.review.report import Summary, summarise
from game.review.section import StoreError, misfit, store_review
from game.review.settings import ReviewSettings, review_settings
from game.storage import parse_save

DEFAULT_SEED = 1
"""The review seed the window uses, as ``main.py review`` does by default: the screen
and the command share one cached review."""


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
    """Whether the review covers ``game_id`` (not Safranito yet: ``config/review.yaml``)."""
    return review_settings(game_id) is not None


class Stopped(Exception):
    """Raised through the engine's progress call to stop the review between decisions."""


class ReviewJob:
    """One seat's review of one match, computed on a thread (:meth:`start`) or inline
    (:meth:`run`). Read :attr:`finished`/:attr:`total` for progress, :attr:`review`
    once :attr:`done`."""

    def __init__(self, source: ReviewSource, seat: int | None = None,
                 seed: int = DEFAULT_SEED, settings: ReviewSettings | None = None) -> None:
        settings = settings or review_settings(source.game_id)
        if settings is None:
            raise ValueError(f"the review does not cover {source.game_id}")
        self.source, self.settings, self.seed = source, settings, seed
        self.seat = default_seat(source.humans) if seat is None else seat
        game = registry.rules(source.game_id)
        self.states = replay_states(game, source.log())
        self.turns: SeatTurns = seat_turns(game, self.states, source.actions, self.seat)
        self.total = len(self.turns.decisions)
        self.finished = 0
        """Decisions valued so far (read by the screen's progress bar)."""
        self.review: MatchReview | None = self._cached()
        self.from_cache = self.review is not None
        self.cancelled = False
        self.failure: str | None = None
        """Why the review itself failed (an unexpected error), if it did."""
        self.store_problem: str | None = None
        """Why the finished review was not stored in the file, if it was not."""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        if self.review is not None:
            self.finished = self.total

    def _cached(self) -> MatchReview | None:
        review = self.source.cached
        key = self.settings.key(self.source.game_id)
        if review is None or (review.seat, review.seed, review.key) != (self.seat, self.seed, key):
            return None
        return review if misfit(review, self.turns) is None else None

    # -- the clock's Motion ---------------------------------------------------------
    @property
    def done(self) -> bool:
        """Finished, cancelled or failed: nothing more will change."""
        with self._lock:
            return self.review is not None or self.cancelled or self.failure is not None

    def advance(self, dt: float) -> None:
        """The work is on its own thread; time on the clock changes nothing."""

    # -- running --------------------------------------------------------------------
    def start(self) -> None:
        """Value the decisions on a daemon thread (a closed window does not wait)."""
        if self.done or self._thread is not None:
            return
        self._thread = threading.Thread(target=self.run, name="review", daemon=True)
        self._thread.start()

    def run(self, limit: int | None = None) -> None:
        """Value the decisions here (the thread's body; tests and screenshots call it
        inline). ``limit``: stop after that many decisions, still working (a screenshot
        of the progress bar)."""
        if self.done:
            return

        def progress(done: int, total: int) -> None:
            self.finished = done
            if self._stop.is_set() or (limit is not None and done >= limit and done < total):
                raise Stopped

        try:
            review = review_turns(self.source.game_id, self.source.match_seed, self.turns,
                                  self.seat, self.seed, self.settings, progress)
        except Stopped:
            return
        except Exception as exc:  # any fault: shown as one sentence, not a crash
            with self._lock:
                self.failure = str(exc) or type(exc).__name__
            return
        self.store_problem = self._store(review)
        with self._lock:
            self.review = review

    def _store(self, review: MatchReview) -> str | None:
        source = self.source
        if source.path is None or source.data is None:
            return None
        try:
            store_review(source.path, source.data, review)
        except StoreError as exc:
            return str(exc)
        return None

    def cancel(self) -> None:
        """Stop after the decision being valued; nothing is stored."""
        self._stop.set()
        with self._lock:
            if self.review is None and self.failure is None:
                self.cancelled = True

    def wait(self, seconds: float | None = None) -> None:
        """Wait for the thread to end (tests, and a window closing)."""
        if self._thread is not None:
            self._thread.join(seconds)

    def summary(self, text: Any) -> Summary | None:
        """The finished review labelled and worded (``None`` before it is done)."""
        if self.review is None:
            return None
        return summarise(self.review, self.turns.decisions, self.settings, text,
                         self.source.names)
