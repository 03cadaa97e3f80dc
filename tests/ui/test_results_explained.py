"""Issue 19 re-check (finding 7): Too Many Cooks' results read 0, −3, −3, −17, +4 and a
total of 4 stars, with nothing saying that everyone starts with 5 stars and that a total
never goes below 0; hovering a header, a round's cell or the chart showed nothing. Now
the table has a Start column and a key line under it, so each row adds up for a reader,
and every game's results screen answers a hover on each header, cell and chart point."""

import pygame
import pytest

from game import registry
from game.ui.app import create_context, open_window
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
from tests.ui.conftest import SIZE, ctx, frames, hover_words  # noqa: F401


@pytest.fixture
def french():
    open_window(SIZE)
    yield create_context(SIZE, "fr", sound=False)
    pygame.quit()



def points_of(cell: str) -> int:
    """The signed points at the end of a round cell ("Mushroom −3", "Pea +7", "Chili 0")."""
    return int(cell.split()[-1].replace("−", "-"))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("seed", [2, 7])
def test_too_many_cooks_results_add_up_for_a_reader(ctx, french, language, seed):  # noqa: F811
    ctx = ctx if language == "en" else french
    build_scene(ctx, "results", "too-many-cooks", seed)
    frames(ctx)
    results = ctx.scenes.top
    assert isinstance(results, ResultsScene)
    assert results.headers[0] == ctx.text("too_many_cooks.results.start")
    for row in results.rows:
        start, *rounds, total = row.cells
        stars = int(start)
        assert stars == 5
        for cell in rounds:  # what the key line says: add each round, never below 0
            stars = max(0, stars + points_of(cell))
        assert stars == int(total), f"{row.name}: {row.cells} do not add up"
    key_line = ctx.text("too_many_cooks.results.key")
    with recording() as record:
        render_scene(ctx)
    assert key_line in " ".join(label.content for label in record.visible())


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_results_header_cell_and_chart_point_has_a_tip(ctx, game_id):  # noqa: F811
    if game_id == "safranito":
        pytest.importorskip("pymunk")
    build_scene(ctx, "results", game_id, 3)
    frames(ctx)
    results = ctx.scenes.top
    assert isinstance(results, ResultsScene)
    places = results.tip_places
    columns = len(results.headers)
    chart_points = len(results.chart.rows) if results.chart is not None else 0
    # headers, each row's seat chip (what its number is) and cells, the chart's points
    assert len(places) == columns * (1 + len(results.rows)) + len(results.rows) + chart_points
    for rect, tip in [places[0], places[columns], places[-1]]:
        assert tip and tip in hover_words(ctx, rect.center), tip
