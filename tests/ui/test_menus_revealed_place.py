"""Too Many Cooks' "Menus revealed!" keeps felt between itself and every player's
panel (newcomer play-test, finding 14: at 1280x800 it was squeezed into the gap between
Ada's and Basil's panels, 6 px from each, and read as lying on Basil's)."""

import pytest

from game.match_setup import Seat
from game.too_many_cooks.rules import Phase
from game.ui.tutorial.locate import seat_panels
from tests.ui.conftest import frames, open_table, quick_window

NAMES = ("Player 1", "Ada", "Basil", "Clove")


@pytest.mark.parametrize("players", [3, 4])
def test_menus_revealed_keeps_clear_of_the_players_panels(players):
    for ctx in quick_window((1280, 800)):
        seats = [Seat(NAMES[0])] + [Seat(name, "random") for name in NAMES[1:players]]
        table = open_table(ctx, "too-many-cooks", seats, 3)
        frames(ctx, 2)
        for _ in range(600):
            if table.match.state.table.phase is Phase.PLAY and table.toast_time > 0:
                break
            if table.is_my_turn() and table.match.state.table.phase is Phase.MENU:
                table.submit(table.game.legal_actions(table.match.state)[0])
            frames(ctx)
        assert table.toast == ctx.text("too_many_cooks.menus_revealed")
        frames(ctx)
        gap = ctx.theme.px(10)
        near = [panel for panel in seat_panels(table).values()
                if table.toast_rect.inflate(2 * gap, 2 * gap).colliderect(panel)]
        assert not near, (table.toast_rect, near)
