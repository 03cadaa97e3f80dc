"""Safranito's Hint at the player's market decisions (newcomer pass 10, finding 2): at
"choose the next bowl", buy, sell and prepare a dish the box lay over the Market panel
and the "Dishes" heading, what that very decision is read from (the box went there when
it was too tall for the felt under the board: French and English "sell" at 1920x1080).
Now the market and dishes panels stay in view, with the prompt (the counter) and what
every overlay leaves in view; the box goes over the board or the log instead. During
the flick the market stays in view too, beside the bowls
(tests/ui/test_safranito_hint_keeps_the_bowls.py). Real table, the real H key."""

import pygame
import pytest

from game.safranito.flick import Flick
from game.safranito.rules import Phase
from game.ui.screenshot import render_scene
from tests.ui.conftest import (  # noqa: F401
    ALL_SIZES,
    ask_hint,
    click,
    ctx,
    key,
    open_table,
    play_mine_until,
    size_ids,
)
from tests.ui.test_overlays_keep_clear import SAF_PHASES, bots, hidden, hint_box, window
from tests.ui.test_safranito_aim import press_and_pull
from tests.ui.test_safranito_hint_keeps_the_bowls import (
    flick_hint_keeps_the_board,
    read_on_the_board,
)

SIZES = [(1600, 1000), (1920, 1080)]
DECISIONS = {"bowl": Phase.CHOOSE_BOWL, "buy": Phase.BUY, "sell": Phase.SELL}


@pytest.mark.parametrize("decision", list(DECISIONS))
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_the_market_hint_leaves_the_market_and_the_dishes_in_view(ctx, size,  # noqa: F811
                                                                  language, decision):
    window(ctx, size, language)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is DECISIONS[decision]
                    and len(table.game.legal_actions(table.state)) >= 2)
    box = hint_box(ctx, table)
    assert not box.colliderect(table.market_rect), (box, table.market_rect)
    assert not box.colliderect(table.dish_rect), (box, table.dish_rect)
    assert not box.colliderect(table.counter_rect), (box, table.counter_rect)
    assert not hidden(box, table)


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_four_players_flick_hint_leaves_the_market_and_the_bowls(ctx, size,  # noqa: F811
                                                                 language):
    """Newcomer playtest (Safranito, finding 3): during a four-player flick at 1600x640
    the Hint box lay over the market panel (the flick weighed only the bowls and the
    rails; weighing the market like them, the box went over a bowl at larger sizes).
    Now the box keeps clear of both, shortened where it must be (the hand's note
    dropped first), at every size the text-fitting rule holds, English and French."""
    table, box = flick_hint_keeps_the_board(ctx, size, language,
                                            ["Ann", "Ada", "Basil", "Clove"])
    assert not box.colliderect(table.market_rect), (box, table.market_rect)


def ghost_path(table, flick) -> list[pygame.Rect]:
    """The hinted token's ghost path as drawn: the token's spot at each step of its
    simulated track."""
    view = table.view()
    path = table.hint_view.path(view, flick)
    return [table.painter.token_spot(pose.x, pose.y) for pose in path.tracks[view.next_token]]


def box_covers(table, flick) -> list[str]:
    """What the drawn Hint box lies over of what it keeps off: the market, the bowls
    and rails, the hinted token's ghost path; empty while no box is drawn."""
    box = table.hints.rect
    if box is None:
        return []
    found = [name for name, rect in read_on_the_board(table).items() if box.colliderect(rect)]
    if box.colliderect(table.market_rect):
        found.append("market")
    if box.collidelist(ghost_path(table, flick)) != -1:
        found.append("ghost path")
    return found


STATE_SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", STATE_SIZES, ids=size_ids(STATE_SIZES))
def test_the_flick_hint_keeps_off_in_every_state_of_the_hinted_token(ctx, size,  # noqa: F811
                                                                    players):
    """Newcomer playtest (Safranito, finding 1): the box must keep off the market, the
    bowls and the hinted token's ghost path whether that token is in the tray, placed
    on the rail (at the ghost's spot, at either end, in the middle) or pulled. Real
    clicks on the tray and the rail, a real press and pull, the real H key."""
    window(ctx, size, "en")
    names = ["Ann", "Ada", "Basil", "Clove"][:players]
    table = open_table(ctx, "safranito", bots(names), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase in SAF_PHASES["flick"]
                    and len(table.game.legal_actions(table.state)) >= 2)
    ask_hint(ctx, table)
    flick = table.hints.shown()[0].action
    assert isinstance(flick, Flick)
    assert not box_covers(table, flick), ("tray", table.hints.rect, box_covers(table, flick))
    click(ctx, dict(table.counter.tray_rects(table.view()))[flick.value].center)
    render_scene(ctx)
    assert table.hints.shown(), "the hinted token placed keeps its hint"
    assert not box_covers(table, flick), ("placed", table.hints.rect,
                                          box_covers(table, flick))
    left, _top, width, _height = table.view_geom.rim_band(
        table.board.side(table.painter.sides[table.viewer]))
    ghost_x = ghost_path(table, flick)[0].centerx
    for x in (ghost_x, left + 0.08 * width, left + 0.5 * width, left + 0.92 * width):
        click(ctx, (round(x), round(table.aim_control.token_centre()[1])))
        for asked in range(2):  # as placed, and asked again there
            if asked:
                key(ctx, pygame.K_ESCAPE)
                ask_hint(ctx, table)
            render_scene(ctx)
            assert table.hints.shown()
            assert not box_covers(table, flick), (x, asked, table.hints.rect,
                                                  box_covers(table, flick))
    press_and_pull(ctx, table, 0, ctx.theme.px(120))
    render_scene(ctx)
    assert table.hints.shown()
    assert not box_covers(table, flick), ("pulled", table.hints.rect,
                                          box_covers(table, flick))
    key(ctx, pygame.K_ESCAPE)
