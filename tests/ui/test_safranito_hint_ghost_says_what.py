"""Newcomer playtest (Safranito, finding 2): the flick Hint drew its ghost flick as a
line with circles and no words (one of them the pulse round the player's own token,
where it stands now): the player could not tell what the circles meant. Now the hinted
spot on the rail holds a see-through token saying "Place your 20 here", and the
track's end says "Stops here" (or "Falls off here"), each tag beside the point it
names, clear of the other tag and of the board's names. Real H key, real table,
English and French."""

import math

import pygame
import pytest

from game.safranito.flick import Flick
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ctx, open_table, play_mine_until, size_ids  # noqa: F401
from tests.ui.test_overlays_keep_clear import SAF_PHASES, bots, hint_box, window

SIZES = [(800, 500), (1920, 1080)]


def reach(rect: pygame.Rect, point) -> float:
    """How far ``point`` lies from ``rect`` (0 inside it)."""
    x = min(max(point[0], rect.left), rect.right)
    y = min(max(point[1], rect.top), rect.bottom)
    return math.dist((x, y), point)


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_ghost_flick_says_where_to_place_and_where_it_stops(ctx, size,  # noqa: F811
                                                                language):
    window(ctx, size, language)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase in SAF_PHASES["flick"]
                    and len(table.game.legal_actions(table.state)) >= 2)
    hint_box(ctx, table)
    flick = table.hints.shown()[0].action
    assert isinstance(flick, Flick)
    with recording() as record:
        render_scene(ctx)
    shown = record.strings()
    view = table.view()
    path = table.hint_view.path(view, flick)
    track = path.tracks[view.next_token]
    place = ctx.text("safranito.hint_ghost_place", value=flick.value)
    ends = {ctx.text("safranito.hint_ghost_stops"), ctx.text("safranito.hint_ghost_falls")}
    assert place in shown, shown
    assert ends & set(shown), shown
    tags = dict(table.hint_view.tags)
    start = table.painter.token_spot(track[0].x, track[0].y).center
    end = table.painter.token_spot(track[-1].x, track[-1].y).center
    near = table.painter.token_px + ctx.theme.px(12)
    assert reach(tags[place], start) <= near, (tags[place], start)
    (stop_words,) = ends & set(tags)
    assert reach(tags[stop_words], end) <= near, (tags[stop_words], end)
    assert not tags[place].colliderect(tags[stop_words])
    names = list(table.painter.region_labels.values())
    assert tags[place].collidelist(names) == -1 and tags[stop_words].collidelist(names) == -1
