"""Newcomer playtest 16a, finding 7: on a 3-player board the left rail's pepper mill stood
in the corner square at its holder's right-hand end, beside "Player 1 · your side", and
was taken for Player 1's. The mill now stands on its holder's own rail, clear of the
other seats' rails and of the names, at every player count and window size, and says
whose it is in its own tooltip."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.state import Phase
from game.safranito.table.rail_name import own_name_clear
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import frames, hover_words, open_table, quick_window, run_until

pytest.importorskip("pymunk")

NAMES = ["Ann", "Basil", "Cora", "Dev"]


def table_for(ctx, players: int):
    seats = [Seat(NAMES[0])] + [Seat(name, "random") for name in NAMES[1:players]]
    table = open_table(ctx, "safranito", seats, 4)
    frames(ctx)
    return table


def bands(table) -> list[pygame.Rect]:
    """Each seat's rail on the screen."""
    board, geom = table.board, table.view_geom
    out = []
    for seat in range(table.state.num_players):
        left, top, w, h = geom.rim_band(board.side(board.seat_side(table.state.num_players,
                                                                   seat)))
        out.append(pygame.Rect(round(left), round(top), round(w), round(h)))
    return out


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_mill_stands_on_its_holders_rail(size, players):
    for ctx in quick_window(size):
        table = table_for(ctx, players)
        rails = bands(table)
        for seat in range(players):
            mill = table.frame.mill_rect(seat)
            assert rails[seat].collidepoint(mill.center), \
                f"{players} players, seat {seat}: the mill is off its holder's rail"
            for other, rail in enumerate(rails):
                if other != seat:
                    assert not mill.colliderect(rail), \
                        f"{players} players: seat {seat}'s mill lies on seat {other}'s rail"
            assert table.painter.rect.contains(mill)
            assert mill.collidelist(table.painter.side_labels) == -1, "on a rail's name"


@pytest.fixture
def ctx():
    yield from quick_window((1920, 1080))


def test_hovering_the_mill_names_its_holder(ctx):
    table = table_for(ctx, 3)

    def ready() -> bool:
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            ctx.scenes.top.close()
        return table.is_my_turn() and table.view().phase in (Phase.FLICK, Phase.EXTRA_FLICK)
    run_until(ctx, ready)
    holder = table.view().head_chef
    words = hover_words(ctx, table.frame.mill_rect(holder).center)
    name = table.seat_name(holder)
    assert "pepper mill" in words and f"{name} is the head chef" in words, words


def test_the_viewers_moved_name_keeps_clear_of_their_mill(ctx):
    """A token placed over "<name> · your side" moves the name to the rail's other half:
    there it ran under the viewer's own mill."""
    table = table_for(ctx, 3)
    painter = table.painter
    painter.layer()
    label = painter.your_side_label
    assert label is not None
    own_name_clear(pygame.display.get_surface(), painter, label)
    assert painter.your_side_label != label, "the name moved off the token"
    mill = table.frame.mill_rect(table.viewer)
    assert not painter.your_side_label.colliderect(mill), "the name runs under the mill"
