"""Too Many Cooks: the seat panels' "Won · round" and "cards in hand" lines are drawn at
one size on every panel, the one the narrowest panel allows (newcomer playtest, finding
3: in French at 1920x1080 two panels' lines were smaller than the third's)."""

import pytest

from game.engine.runner import Seat
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, frames, open_table, quick_window, size_ids

NAMES = ["Ann", "Basil", "Clove", "Dill"]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
def test_the_panel_lines_have_one_size_on_every_panel(size, language):
    for ctx in quick_window(size, language):
        seats = [Seat(NAMES[0])] + [Seat(n, "heuristic") for n in NAMES[1:]]
        table = open_table(ctx, "too-many-cooks", seats, seed=2)
        for _ in range(4000):  # into the round, each seat's pile apart from the others'
            if table.is_my_turn():
                table.submit(table.game.legal_actions(table.match.state)[0])
            frames(ctx)
            won = table.match.state.table.won
            if len(table.match.state.table.tricks) >= 4 and len({len(w) for w in won}) > 2:
                break
        assert len(table.match.state.table.tricks) >= 4
        with recording() as record:
            render_scene(ctx)
        px = ctx.theme.px
        sizes = {}
        for seat, spot in table.spots.items():
            # The two lines under the cards: the lowest words of an opponent's panel,
            # those under the menu's name on the player's own.
            panel = table.side_panel if seat == table.viewer else spot.panel
            top = panel.top + px(130) if seat == table.viewer else panel.bottom - px(60)
            lines = [label for label in record.labels if panel.contains(label.rect)
                     and label.rect.centery > top]
            assert len(lines) == 2, (seat, [label.content for label in lines])
            for label in lines:
                sizes[(seat, label.content)] = label.pixels
        assert len(set(sizes.values())) == 1, sizes
