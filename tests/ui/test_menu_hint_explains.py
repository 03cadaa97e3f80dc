"""Too Many Cooks' Hint at the secret menu choice lists the alternatives and says why,
as the Hint in a trick does (newcomer playtest 13e, finding 4: beside the menu dialog
the box kept its title on one line and dropped all but "1. Choose Mushroom soup
(best)"). Five seats at 1600x1000, en and fr, through a real H press."""

import pytest

from game.engine.runner import Seat
from game.review.words import reason_words
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ask_hint, frames, open_table, quick_window

NAMES = ["Ann", "Ada", "Basil", "Clove", "Dill"]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seed", [1, 2])
def test_menu_hint_shows_alternatives_and_reason(lang, seed):
    for ctx in quick_window((1600, 1000), lang):
        seats = [Seat(NAMES[0])] + [Seat(n, "heuristic") for n in NAMES[1:]]
        table = open_table(ctx, "too-many-cooks", seats, seed=seed)
        for _ in range(600):
            if table.is_my_turn() and not table.busy:
                break
            frames(ctx)
        assert table.menu_choice_open(table.view())
        ask_hint(ctx, table)
        moves = table.hints.shown()
        assert len(moves) >= 2
        with recording() as record:
            render_scene(ctx)
        box = table.hints.rect
        drawn = " ".join(label.content for label in record.visible()
                         if box.collidepoint(label.rect.center))
        drawn = " ".join(drawn.split())
        for rank, move in enumerate(moves, start=1):
            assert f"{rank}. {table.hint_label(move.action)}" in drawn, drawn
        view = table.game.observe(table.match.state, 0)
        # With the search's figures where it prefers a shorter suit's menu (its facts).
        reason = reason_words(ctx.text, "too_many_cooks", table.game, view, moves[0].action,
                              moves[0].facts)
        assert reason and " ".join(reason.split()) in drawn, (reason, drawn)
