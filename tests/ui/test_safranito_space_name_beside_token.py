"""Newcomer playtest (Safranito, 1920x1080, finding 3a): an action space's name ("Head
chef", "Extra card", …), drawn again over a token lying on it, hid the token's value.
The bowls' names already move off a token (tests/ui/test_safranito_plate_beside_token.py);
an action space's name now does too, to a spot that still overlaps its own small disc,
so it stays read as that disc's. The real table rendered at every size, a token laid at
each end and the middle of each name, and then one on every space at once."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.flick import BoardToken
from game.safranito.table.plate_place import hugs
from game.ui.screenshot import render_scene
from tests.ui.conftest import ALL_SIZES, open_table, quick_window, size_ids
from tests.ui.test_safranito_names_over_tokens import lay, letters
from tests.ui.test_safranito_plate_beside_token import number_rect, value_untouched


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def ctx(request):
    yield from quick_window(request.param, "en")


def disc(table, name: str):
    region = table.board.region(name)
    return (table.view_geom.to_screen(region.x, region.y),
            table.view_geom.length(region.radius))


def faults(ctx, table, tokens, bare) -> list[tuple[str, str]]:
    """What is wrong on the screen with ``tokens`` laid: a value covered, a name over a
    value, a name not drawn whole or off its disc."""
    lay(table, tokens)
    render_scene(ctx)
    bad = []
    labels = table.painter.region_labels
    for token in tokens:
        if not value_untouched(table, token):
            bad.append((token.region, "the value covered"))
        if pygame.Rect(number_rect(table, token)).collidelist(list(labels.values())) != -1:
            bad.append((token.region, "a name over the value"))
    for region in table.board.action_spaces:
        if letters(ctx, table, region.name) < 0.85 * bare[region.name]:
            bad.append((region.name, "the name not drawn whole"))
        if not hugs(labels[region.name], disc(table, region.name)):
            bad.append((region.name, "the name off its disc"))
    return bad


def test_a_token_on_an_action_space_name_and_the_name_are_both_readable(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy")], 21)
    lay(table, ())
    render_scene(ctx)
    bare = {region.name: letters(ctx, table, region.name)
            for region in table.board.action_spaces}
    homes = dict(table.painter.region_labels)
    bad = []
    every = []
    for region in table.board.action_spaces:
        home = homes[region.name]
        for x in (home.left + home.height // 2, home.centerx, home.right - home.height // 2):
            bx, by = table.view_geom.to_board(x, home.centery)
            token = BoardToken(1, 0, 20, bx, by, 0.0, region.name)
            bad += [(x, *fault) for fault in faults(ctx, table, (token,), bare)]
        bx, by = table.view_geom.to_board(*home.center)
        every.append(BoardToken(10 + len(every), len(every) % 2, 20, bx, by, 0.0, region.name))
    bad += [("all", *fault) for fault in faults(ctx, table, tuple(every), bare)]
    assert not bad, bad
