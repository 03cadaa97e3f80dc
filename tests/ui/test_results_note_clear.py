"""The results' "who had help" note keeps clear of the chart (newcomer pass 9, finding
8: in French, "Joueur 1 a joué avec aide (reprises ou conseils)", centred on the whole
panel, ran into the chart's icon and title on Safranito's results)."""

from dataclasses import replace

import pygame
import pytest

from game import registry
from game.engine.runner import Seat
from game.engine.text import load_text
from game.ui.app import fit_to_window, open_window
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import click, frames, open_table

pytest.importorskip("pymunk")


@pytest.mark.parametrize("size", [(800, 500), (1600, 1000)], ids=["800x500", "1600x1000"])
def test_the_french_help_note_stays_beside_the_chart_not_over_it(ctx, size):
    open_window(size)
    fit_to_window(ctx)
    ctx.text = load_text("fr")
    table = open_table(ctx, "safranito", [Seat("Joueur 1"), Seat("Ada", "random")], 3,
                       options={"round_limit": 1})
    table.show_speed = 60
    table.meta = replace(table.meta, assisted=True)  # as a Hint marks it (game/ui/hints.py)
    stand_in = registry.make_bot("safranito", "random", 0, 5)
    for _ in range(20_000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
        elif table.is_my_turn() and table.match.forced_action() is None:
            legal = list(table.game.legal_actions(table.state))
            table.submit(stand_in.choose(table.game.observe(table.state, 0), legal))
        frames(ctx)
    results = ctx.scenes.top
    assert isinstance(results, ResultsScene) and results.chart is not None
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    notes = [label for label in record.visible() if label.content == results.note]
    assert notes and results.note.startswith("Joueur 1 a joué avec aide"), \
        [label.content for label in record.visible()]
    assert notes[0].rect.right <= results.chart_rect.left, (notes[0].rect,
                                                            results.chart_rect)
    assert notes[0].pixels == notes[0].asked  # whole, at its size
