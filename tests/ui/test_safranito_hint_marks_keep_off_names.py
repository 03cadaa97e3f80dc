"""Newcomer playtest (Safranito board labels, finding 2): the flick Hint's "Stops here"
and "Place your 20 here" tags lay over the Cumin bowl's name. The marks keep off the
names of other regions where they can: the ring and the ghost stay at the hinted
points, the words move. Real H key, real table, several deals and flicks, three sizes:
no tag covers any region's name; a name under the ring stays drawn over it."""

import pygame
import pytest

from game.safranito.flick import Flick
from game.ui.screenshot import render_scene
from tests.ui.conftest import ctx, open_table, play_mine_until, size_ids  # noqa: F401
from tests.ui.test_overlays_keep_clear import SAF_PHASES, bots, hint_box, window

SIZES = [(800, 500), (1280, 800), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
@pytest.mark.parametrize("seed", [21, 22, 23, 24])
def test_the_hint_tags_cover_no_region_name(ctx, size, seed):  # noqa: F811
    window(ctx, size)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), seed)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase in SAF_PHASES["flick"]
                    and len(table.game.legal_actions(table.state)) >= 2)
    hint_box(ctx, table)
    assert isinstance(table.hints.shown()[0].action, Flick)
    render_scene(ctx)
    names = dict(table.painter.region_labels)
    bad = [(words, name) for words, tag in table.hint_view.tags
           for name, plate in names.items() if tag.colliderect(plate)]
    assert not bad, bad


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
@pytest.mark.parametrize("seed", [23, 27])
def test_the_hint_ring_and_track_leave_every_name_whole(ctx, size, seed):  # noqa: F811
    """The ring where the hinted flick stops stays there, under the names it meets."""
    window(ctx, size)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), seed)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase in SAF_PHASES["flick"]
                    and len(table.game.legal_actions(table.state)) >= 2)
    hint_box(ctx, table)
    assert isinstance(table.hints.shown()[0].action, Flick)
    render_scene(ctx)
    screen = pygame.display.get_surface()
    names = dict(table.painter.region_labels)
    hinted = {name: screen.subsurface(plate).copy() for name, plate in names.items()}
    table.hints.close()
    render_scene(ctx)
    assert dict(table.painter.region_labels) == names
    changed = [name for name, plate in names.items()
               if pygame.image.tobytes(screen.subsurface(plate), "RGB")
               != pygame.image.tobytes(hinted[name], "RGB")]
    assert not changed, changed
