"""The results screen a finished match opens: who won, the score table and chart, and
what can follow (play again on a fresh deal, the replay, the review).

Apart from ``MatchScene`` so the table scene stays drawing + input + hooks; everything
here reads the finished match and builds the next scene, nothing draws.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from game.daily.deal import daily_date_of
from game.dates import stamp_day
from game.engine.runner import Match
from game.match_session import MatchSession
from game.match_setup import MatchSetup
from game.review.job import ReviewSource, covered, source_from_match
from game.score_history import score_history
from game.ui.scene import Scene
from game.ui.scenes.daily_results import daily_results
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.review import review_opener
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.score_chart import ScoreChart


class FinishedTable(Protocol):
    """What the results need of the table scene (``MatchScene``, which imports this)."""

    ctx: Any
    package: str
    setup: MatchSetup
    match: Match
    session: MatchSession
    meta: Any
    records_results: bool

    @property
    def game(self) -> Any: ...

    def results(self) -> tuple[Sequence[str], Sequence[Any], Sequence[float] | None]: ...

    def seat_name(self, seat: int) -> str: ...

    def results_key(self) -> tuple[Sequence[str], str]: ...


def results_scene(scene: FinishedTable, again: Callable[[], None]) -> Scene:
    """The results of ``scene``'s finished match, with Play again (``again``), Replay
    and Review; for the day's daily deal, the daily results first (the score table is
    a button there)."""
    headers, rows, weights = scene.results()
    winners = [scene.seat_name(s) for s in scene.game.winners(scene.match.state)]
    ctx = scene.ctx

    def replay() -> None:
        ctx.scenes.push(ReplayScene(ctx, scene.setup, list(scene.match.log.actions)))

    header_tips, key_line = scene.results_key()
    results = ResultsScene(ctx, scene.package, headers, rows, winners, again, weights,
                           replay, assisted_note(scene), score_chart(scene), scene.session,
                           opener(scene), header_tips, key_line)
    setup = scene.setup
    if daily_date_of(setup.game_id, setup.seats, setup.seed,
                     stamp_day(scene.meta.started)) is not None:
        # Play again deals afresh, never the day's deal again: its label says so
        # (newcomer playtest: "Play again" under the daily's Score table gave no word).
        results.again.label = ctx.text("results.new_match")
    daily = daily_results(ctx, scene.setup, scene.match, scene.meta.started,
                          scene.meta.assisted, results) if scene.records_results else None
    return daily or results


def opener(scene: FinishedTable) -> Callable[[], None] | None:
    """The results' Review: the finished match from its replay file (where the review
    is then stored), or from memory if that file is not there; ``None`` for a game with
    no entry in ``config/review.yaml`` (today the review covers all four games)."""
    if not covered(scene.game.id):
        return None

    def source() -> ReviewSource:
        scene.ctx.save_writer.flush()  # the replay file is written off the frame path
        path = scene.session.paths()[1] if scene.records_results else None
        return source_from_match(scene.game.id, scene.setup.seats, scene.match.log.seed,
                                 dict(scene.match.log.options), scene.match.log.actions,
                                 path)
    return review_opener(scene.ctx, source)


def assisted_note(scene: FinishedTable) -> str:
    """Whose game had help: the human seats (hints and takebacks are theirs), never the
    winner, who may be a bot (issue 19: "Ada wins! with help" blamed a bot)."""
    if not scene.meta.assisted:
        return ""
    humans = [scene.seat_name(i) for i, seat in enumerate(scene.match.seats) if seat.is_human]
    if not humans:
        return scene.ctx.text("matches.with_takebacks")
    return scene.ctx.text("results.helped", names=", ".join(humans))


def score_chart(scene: FinishedTable) -> ScoreChart:
    """Each player's score round by round, for the chart beside the results."""
    rows = score_history(scene.game, scene.match.state, scene.match.log)
    seats = len(rows[0]) if rows else 0
    return ScoreChart(scene.package, rows, tuple(scene.seat_name(s) for s in range(seats)))
