"""Newcomer pass 9, finding 7: on the player's flick, the French Hint box lay over the
Curry bowl and over Ada's rail at 1600x1000 (and at 1920x1200), though a player reads
the bowls while reading the hint. Kept off the whole board (936acfa, reverted), the
French title no longer fitted on one line. Now the box keeps clear of every bowl with
its name and of the other seats' rails and names, its title on one line, at every
window size in English and French. Real H key through the real table."""

import pygame
import pytest

from game.ui.hint_place import READABLE
from game.ui.tutorial.locate import locate
from tests.ui.conftest import ALL_SIZES, ctx, open_table, play_mine_until, size_ids  # noqa: F401
from tests.ui.test_overlays_keep_clear import SAF_PHASES, bots, hidden, hint_box, window

SIZES = [(800, 500), (1280, 800), (1600, 1000), (1920, 1080), (1920, 1200)]


def read_on_the_board(table) -> dict[str, pygame.Rect]:
    """Each bowl (its disc's square with its name), each rail of another seat and each
    seat's name on its rail, as the player sees them."""
    found = {}
    for region in table.board.bowls:
        found[region.name] = locate(table, f"region:{region.name}")
        found[f"{region.name} label"] = table.painter.region_labels[region.name]
    geom = table.view_geom
    for seat, side in enumerate(table.painter.sides):
        if seat != table.viewer:
            left, top, width, height = geom.rim_band(table.board.side(side))
            found[f"rail {seat}"] = pygame.Rect(round(left), round(top), round(width),
                                                round(height))
    for index, rect in enumerate(table.painter.side_labels):
        found[f"name {index}"] = rect
    return found


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_flick_hint_leaves_the_bowls_and_the_rails_in_view(ctx, size, language):  # noqa: F811
    flick_hint_keeps_the_board(ctx, size, language, ["Ann", "Ada"])


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_four_players_flick_hint_leaves_the_bowls_in_view(ctx, size, language):  # noqa: F811
    """Newcomer pass 11, finding 6: with four players at 800x500 the fourth seat's
    panel fills the right column, no spot left the bowls clear with the French title on
    one line, and the box fell back to a rule that no longer weighed the bowls: it lay
    over Curry, Ginger and Cardamom. It now wraps its title over a panel instead."""
    flick_hint_keeps_the_board(ctx, size, language, ["Ann", "Ada", "Basil", "Clove"])


def flick_hint_keeps_the_board(ctx, size, language, names):  # noqa: F811
    """The Hint on the player's flick keeps off the bowls, their names and the others'
    rails, never a sliver; its title wraps only where no spot keeps it on one line."""
    window(ctx, size, language)
    table = open_table(ctx, "safranito", bots(names), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase in SAF_PHASES["flick"]
                    and len(table.game.legal_actions(table.state)) >= 2)
    box = hint_box(ctx, table)
    covered = {name: rect for name, rect in read_on_the_board(table).items()
               if box.colliderect(rect)}
    assert not covered, (box, covered)
    assert not hidden(box, table), (box, hidden(box, table))
    wrapped = table.hints._placed[1]
    if len(names) == 2:
        assert sum(bold for _line, _first, bold in wrapped) == 1, wrapped  # title: one line
    assert box.width >= ctx.theme.px(READABLE), box  # never a sliver
    return table, box
