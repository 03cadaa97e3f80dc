"""A match being played at a table, without the table: everything that is not drawing
or input.

The session decides what happens next (a bot's move after its readable pause, a
human's only move played for them, the screen passed to the next hot-seat player, the
end of the match), keeps the notes takebacks and the history need, autosaves every move,
moves a finished match to the replays and counts it in the statistics. The table scene
(:class:`game.ui.match_scene.MatchScene`) drives it once per frame while nothing is
animating and turns what :meth:`MatchSession.advance` returns into pictures and scenes.
No pygame here, so all of it is tested headless.

Nothing a player finished is lost while the program runs: every save goes through the
:class:`~game.autosave.SaveWriter`, which keeps a failed write's reason per file; the
session reports it (:meth:`MatchSession.save_problem`) until a later write succeeds, and
a finished match's save is removed only once its replay is durably on disk.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from concurrent.futures import Executor, Future
from dataclasses import dataclass, replace
from pathlib import Path

from game.autosave import SaveProblem, SaveWriter
from game.engine.disk import fault_kind, hold, release
from game.engine.log import SaveError, replay_states, write_atomically
from game.engine.protocol import Action, Game, State
from game.engine.runner import Match
from game.match_files import finished_path, new_meta, snapshot_builder, unfinished_path
from game.match_setup import MatchSetup
from game.rating.history import update_ratings
from game.results_log import append_result, results_path
from game.storage import MatchMeta, record_result, stats_path
from game.takeback import Turn, turn_of, turns_of

log = logging.getLogger("kitchen_table")


COVER_REST = 0.6
"""Seconds the table rests, still, at the least before the hot-seat cover comes up, whatever
the bot speed: with instant bots the cover came up the frame the last card landed, and
nobody saw it lie in the pot (newcomer playtest)."""


@dataclass(frozen=True)
class Moved:
    """A move was applied: the table animates it (``forced``: a human's only move,
    played for them)."""

    before: State
    action: Action
    seat: int
    forced: bool = False


@dataclass(frozen=True)
class PassTo:
    """Hot seat: cover the table and hand it to ``seat``."""

    seat: int


@dataclass(frozen=True)
class Finished:
    """The match just ended: show the results (once)."""


Step = Moved | PassTo | Finished | None


class MatchSession:
    """One match at one table: its notes, its saves and its pace."""

    def __init__(self, match: Match, setup: MatchSetup, writer: SaveWriter) -> None:
        self.match = match
        self.setup = setup
        self.writer = writer
        humans = match.human_seats()
        self.viewer = humans[0] if humans else 0
        """The seat in front of the screen."""
        self.covered = False
        """Whether the hot-seat cover has shown yet: the first hand is covered too."""
        self.shown: dict[int, int] = {}
        """For each seat, how many of the log's moves the table had made when it last
        showed that seat a picture, uncovered (:meth:`drawn`): a takeback marks the
        match only for what its player was shown, not for what the state holds (the
        last secret menu uncovers the others', but the cover can come first)."""
        self.shown_before = len(match.log.actions)
        """Moves of a match opened from a file: counted as shown unless the file says."""
        self.meta: MatchMeta = new_meta(match.log.seed)
        """The match's file name and notes (takebacks); autosaved after every move."""
        self.turns: list[Turn] = []
        """Who made each logged move and whether they had a choice (for takebacks)."""
        self.move_states: list[State] = [] if match.log.actions else [match.state]
        if match.log.played_for is None and not match.log.actions:
            match.log.played_for = []  # a match started here: what is played for, recorded
        """The state before each logged move, then the current one (for the history);
        rebuilt from the log when it does not match (a continued match)."""
        self.records_results = True
        """Off for screenshots, benchmarks and guided games: only real matches are saved
        and counted in statistics."""
        self.finished = False
        self.bot_clock = 0.0
        self.forced_clock = 0.0
        """How long a human's only possible move has been waiting to be played for them."""
        self.cover_clock = 0.0
        """How long the table has stood still before the hot-seat cover comes up."""
        self.thinking: Future[Action] | None = None
        """A bot's move being computed on the worker."""
        self.saved_elsewhere_at: int | None = None
        """Moves in the log when the player last saved the match elsewhere (Save as…)."""
        self.since = writer.mark()
        """The writer serves every table of the window: failures before this table
        opened (an earlier table's, on the same match's files) are not this one's."""
        self.archived = False
        """The finished match was handed to the writer as a replay: from then on the
        replay is what must reach the disk."""
        self.stats_due = self.results_due = True
        """The statistics and the results list still have to count this finished match
        (each exactly once, once its replay is on disk)."""
        self.count_problem: SaveProblem | None = None
        """Why the last try to count the finished match failed (Retry tries again)."""
        self.prepare_views()

    @property
    def game(self) -> Game:
        return self.match.game

    # -- moves ---------------------------------------------------------------------------
    def submit(self, action: Action, forced: bool = False) -> Moved:
        """Apply an action of the seat to move (raises ``IllegalAction``, changing
        nothing), note it and autosave it."""
        before, seat = self.match.state, self.match.to_move
        turn = turn_of(self.game, before, len(self.match.log.actions))
        self.match.submit(action)
        if forced and self.match.log.played_for is not None:
            self.match.log.played_for.append(turn.index)
        self.moved(turn, before)
        return Moved(before, action, seat, forced)

    def moved(self, turn: Turn, before: State) -> None:
        """Note a move just made (for takebacks and the history) and autosave it."""
        if len(self.turns) == turn.index and len(self.move_states) == turn.index + 1:
            self.turns.append(turn)
            self.move_states.append(self.match.state)
        else:  # opened mid-match without notes: rebuilt when asked
            self.turns, self.move_states = [], []
        self.prepare_views()
        self.autosave()

    def prepare_views(self, state: State | None = None) -> None:
        """Have the game work out now what the views of ``state`` (the current one by
        default) show and is costly to compute, for every seat whose view the table
        may show (each human's in hot seat, else the viewer's): Chef de rang's phase-1
        ranges, which ran on the first frame drawn after a swap (up to ~100 ms, a
        visible hitch). Optional: only a game with such knowledge defines
        ``prepare_views`` (not part of the :class:`~game.engine.protocol.Game`
        protocol every game implements)."""
        prepare = getattr(self.game, "prepare_views", None)
        if prepare is not None:
            prepare(self.match.state if state is None else state,
                    self.match.human_seats() or [self.viewer])

    def think(self) -> Action:
        """The bot to move's action, and what the views will show once it is played,
        worked out together on the worker: off the window's thread, so the table's
        next frames do not wait for them."""
        action = self.match.bot_action()
        if hasattr(self.game, "prepare_views"):  # (no extra apply for the other games)
            self.prepare_views(self.game.apply(self.match.state, action))
        return action

    def restore(self, meta: MatchMeta) -> None:
        """A saved match opened again (Continue): its notes, and the player who was in
        front of the screen, so a hot-seat match comes back under that player's cover
        with the takeback they were offered, never the first human's (newcomer 13). A
        file without it (an older release's) had the one who moved last in front of
        the screen: every human move is made by the seat at the screen."""
        self.meta = meta
        humans = self.match.human_seats()
        if meta.viewer in humans:
            self.viewer = meta.viewer
        elif self.match.log.actions and len(humans) > 1:
            self.ensure_history()
            moved = [t.seat for t in self.turns if t.seat in humans]
            self.viewer = moved[-1] if moved else humans[0]
        self.prepare_views()
        self.covered = False  # whoever pressed Continue: that player's hand is covered
        if meta.seen is not None and meta.viewer == self.viewer:
            self.shown[self.viewer] = meta.seen

    def drawn(self) -> None:
        """The window showed the table to the seat in front of the screen: what the
        moves so far turned up is theirs now."""
        self.shown[self.viewer] = len(self.match.log.actions)

    def shown_to(self, seat: int) -> int:
        """How many of the log's moves ``seat`` was shown the result of, uncovered."""
        return self.shown.get(seat, self.shown_before)

    def uncover(self, seat: int) -> None:
        """The hot-seat cover was dismissed by ``seat``: they are in front of the screen
        now (saved at once, so a match continued later knows who last saw the table)."""
        self.viewer = seat
        self.autosave()

    def ensure_history(self) -> None:
        """Rebuild the move notes from the log if this session did not see the moves
        (a continued match): replayed once, through the rules."""
        if len(self.move_states) == len(self.match.log.actions) + 1:
            return
        self.move_states = list(replay_states(self.game, self.match.log))
        self.turns = turns_of(self.game, self.match.log)

    def advance(self, dt: float, delay: float, worker: Executor | None,
                auto_play_forced: bool, forced_delay: float | None = None) -> Step:
        """What happens next, once the table shows nothing moving: ``delay`` is the
        readable pause before a bot's (or a forced) move, ``worker`` where bots think;
        ``forced_delay``, if given, the pause before a human's forced move instead."""
        if self.match.over:
            if self.finished:
                return None
            self.finished = True
            return Finished()
        hot_seat = len(self.match.human_seats()) > 1
        if hot_seat and not self.covered:
            # The first hand shown (of a new match, or of one continued) is covered even
            # while a bot moves first: the table shows the viewer's hand meanwhile.
            self.covered = True
            return PassTo(self.viewer if self.match.is_bot_turn() else self.match.to_move)
        if self.match.is_bot_turn():
            return self._bot_step(dt, delay, worker)
        self.bot_clock = 0.0
        seat = self.match.to_move
        if seat != self.viewer and hot_seat:
            # The last move rests on the still table for the same readable pause as
            # before a bot's move, then the cover: it came up the frame the player's
            # card landed, which they never saw lie in the pot (newcomer playtest).
            self.cover_clock += dt
            if self.cover_clock < max(delay, COVER_REST):
                return None
            self.cover_clock = 0.0
            return PassTo(seat)
        return self._forced_step(dt, delay if forced_delay is None else forced_delay,
                                 auto_play_forced)

    def _forced_step(self, dt: float, delay: float, auto_play_forced: bool) -> Step:
        """The one place where a human's only legal move is played for them (if the
        settings allow), after the same pause a bot takes, so the pace of the table
        tells nobody in hot-seat that a hand had no choice."""
        forced = self.match.forced_action() if auto_play_forced else None
        if forced is None:
            self.forced_clock = 0.0
            return None
        self.forced_clock += dt
        if self.forced_clock < delay:
            return None
        self.forced_clock = 0.0
        return self.submit(forced, forced=True)

    def _bot_step(self, dt: float, delay: float, worker: Executor | None) -> Step:
        """Let the bot to move think (on the worker, if any) while the readable pause
        runs; play its action once both are over, here on the caller's thread."""
        self.bot_clock += dt
        if worker is not None and self.thinking is None:
            self.thinking = worker.submit(self.think)
        if self.bot_clock < delay:
            return None
        if self.thinking is not None:
            if not self.thinking.done():
                return None
            action = self.thinking.result()
        else:
            action = self.match.bot_action()
        self.thinking = None
        self.bot_clock = 0.0
        return self.submit(action)

    # -- files -----------------------------------------------------------------------------
    def paths(self) -> tuple[Path, Path]:
        """(unfinished save, replay) of this match."""
        return unfinished_path(self.game.id, self.meta), finished_path(self.game.id, self.meta)

    def snapshot(self) -> tuple[MatchMeta, Callable[[], str]]:
        """The meta as it stands now and a builder of the file's text
        (:func:`~game.match_files.snapshot_builder`). A hot-seat match notes who is in
        front of the screen; a match with one human leaves it out (it is always that
        human), so its file stays one an earlier release reads."""
        hot_seat = len(self.match.human_seats()) > 1
        return snapshot_builder(self.match, replace(
            self.meta, viewer=self.viewer if hot_seat else None,
            seen=self.shown_to(self.viewer) if hot_seat else None))

    def autosave(self, then_remove: Path | None = None) -> None:
        """Hand the match's newest snapshot to the writer (never waits for the disk);
        ``then_remove``: a file it replaces, removed once it is written."""
        if not self.records_results:
            return
        self.meta, build = self.snapshot()
        path = unfinished_path(self.game.id, self.meta)
        if not hold(path):  # one writer per match file: another window has it open
            self.writer.refuse(path, "elsewhere", f"{path} is open in another process")
            return
        self.writer.write(path, build, then_remove)

    def archive(self) -> None:
        """A finished match leaves the unfinished list for the replay list: its save is
        removed only after the replay is durably written (one job on the writer)."""
        self.meta, build = self.snapshot()
        save, replay_file = self.paths()
        self.archived = True
        self.writer.write(replay_file, build, then_remove=save)

    def save_now(self) -> str:
        """Save and wait for the disk (the pause menu's Quit to menu); raises
        :class:`OSError` with the player's sentence's cause when it failed."""
        self.autosave()
        self.writer.flush()
        problem = self.save_problem()
        if problem is not None:
            raise problem.error()
        return str(unfinished_path(self.game.id, self.meta))

    def save_problem(self) -> SaveProblem | None:
        """Why this match is not safely on disk, if it is not (``None``: all saved or
        still being written)."""
        if not self.records_results:
            return None
        save, replay_file = self.paths()
        problem = self.writer.problem_with(replay_file if self.archived else save,
                                           since=self.since)
        return problem if problem is not None else self.count_problem

    def unsaved(self) -> bool:
        """Moves the disk does not have: closing the window now would lose them."""
        if self.save_problem() is None:
            return False
        return self.saved_elsewhere_at != len(self.match.log.actions)

    def retry(self) -> SaveProblem | None:
        """Write the match again (after the player freed some space) and wait; the
        problem that remains, if any."""
        if self.archived:
            self.archive()
            self.writer.flush()
            self.count()
        else:
            self.autosave()
            self.writer.flush()
        return self.save_problem()

    def save_as(self, folder: Path) -> Path:
        """Write the match into ``folder`` now (the player's way out of a full or
        read-only data folder); raises :class:`OSError`."""
        if folder.exists() and not folder.is_dir():
            raise NotADirectoryError(20, "not a folder", str(folder))
        meta, build = self.snapshot()
        # The name it has in the data folder: copied back as the notice says, it replaces
        # the older save of the same match instead of listing beside it as a twin.
        path = folder / unfinished_path(self.game.id, meta).name
        write_atomically(path, build())
        self.saved_elsewhere_at = len(self.match.log.actions)
        log.info("match %s saved elsewhere at %s", meta.match_id, path)
        return path

    def close(self) -> None:
        """The table is gone: another window may now open this match."""
        release(self.paths()[0])

    def record_result(self) -> bool:
        """Archive the finished match and, once its replay is on disk, count it in the
        statistics and the results list; ``False`` if it is not all done (the reason is
        :meth:`save_problem`'s, and Retry finishes it)."""
        self.archive()
        self.writer.flush()
        return self.count()

    def settle(self) -> None:
        """Count the finished match once its replay is on disk, if that was not known
        when it finished (a slow disk); a failed count waits for Retry."""
        if self.archived and (self.stats_due or self.results_due) and \
                self.count_problem is None:
            self.count()

    def count(self) -> bool:
        """Count the finished match in the statistics and the results list, each exactly
        once and only after its replay is durably written (so the counts never hold a
        match the replays lack); ``False`` while something is left to count."""
        replay_file = self.paths()[1]
        if self.writer.pending(replay_file) or \
                self.writer.problem_with(replay_file, since=self.since) is not None:
            return False
        self.count_problem = None
        if self.stats_due:
            try:
                record_result(self.match, self.meta.takebacks, self.meta.assisted)
                self.stats_due = False
            except (SaveError, OSError) as exc:
                log.warning("statistics not updated: %s", exc)
                self.count_problem = SaveProblem(stats_path(), fault_kind(exc), str(exc))
        if self.results_due:
            try:
                append_result(self.match, self.meta.assisted)
                self.results_due = False
                update_ratings()  # never raises; an unrated match is caught up next time
            except (SaveError, OSError) as exc:
                log.warning("results list not updated: %s", exc)
                self.count_problem = SaveProblem(results_path(), fault_kind(exc), str(exc))
        return not (self.stats_due or self.results_due)
