"""The results screen shows each player's score round by round beside the final table."""

import pygame
import pytest

from game import registry
from game.score_history import replayed_history, score_history
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.score_chart import ScoreChart, draw_score_chart
from game.ui.screenshot import advance, build_scene, demo_setup
from game.ui.text_record import recording
from tests.ui.conftest import frames


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang"])
def test_the_rules_history_ends_at_the_final_scores(game_id):
    match = demo_setup(game_id, 4).start()
    advance(match, game_id, None)
    rows = score_history(match.game, match.state, match.log)
    assert len(rows) >= 3
    assert rows[-1] == tuple(match.game.scores(match.state))
    assert all(len(row) == len(match.seats) for row in rows)


def test_a_replayed_history_reads_the_scores_at_each_round():
    match = demo_setup("too-many-cooks", 4).start()
    advance(match, "too-many-cooks", None)
    replayed = replayed_history(match.game, match.log, lambda state: state.table.round)
    assert replayed[-1] == tuple(match.game.scores(match.state))
    assert replayed[1:-1] == score_history(match.game, match.state)[1:-1]


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_results_carry_a_chart(ctx, game_id):
    if game_id == "safranito":
        pytest.importorskip("pymunk")
    build_scene(ctx, "results", game_id, 3)
    frames(ctx)
    results = ctx.scenes.top
    assert isinstance(results, ResultsScene)
    assert results.chart is not None and len(results.chart.rows) >= 2
    assert results.chart_rect.left >= results.table.right


def test_counts_get_whole_number_ticks_only(ctx):
    """Play-test (virtual screen), finding 6: Safranito's "Dishes, round by round" had a
    tick at 0.5 (half a dish). Every chart counts whole things: whole ticks only."""

    rows = ((0, 0), (0, 1), (1, 1), (1, 2))  # dishes after each round: a span of 2
    surface = pygame.display.get_surface()
    with recording() as record:
        draw_score_chart(surface, ctx, pygame.Rect(400, 100, 500, 400),
                         ScoreChart("safranito", rows, ("Ann", "Ada")))
    numbers = [label.content for label in record.labels
               if label.content.replace(".", "").isdigit() and label.rect.right < 450]
    assert numbers and all("." not in number for number in numbers), numbers
