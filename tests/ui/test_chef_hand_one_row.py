"""A Chef de rang hand uses its band's width before laying cards over each other
(newcomer playtest 16b, finding 10): at 1600x1000, cards lay in two rows, those behind
showing a top strip, where one row over the band had the room. Where one row keeps
every card's big value whole (a cut 100 read "10": the older rule), the hand is that
row: each card shows a strip of its whole height from its left edge past its value,
under no other card (drawn as the player sees it, the pointer away). Where it is not
one row, one row could not have kept the values whole."""

from dataclasses import replace

import pygame
import pytest

from game.chef_de_rang.rules import Phase
from game.chef_de_rang.table.art import FACE_VALUE, on_card
from game.ui.screenshot import build_scene, render_scene
from tests.ui.conftest import resize
from tests.ui.test_chef_crowded_hand import crowded

SIZES = [(1600, 1000)]
"""Sizes with the hand under the plan. At 1920x1080 the hand lies in a column beside the
plan, another rule (its layout is still open: cards there overlap)."""
CASES = [(Phase.TAKING, 11), (Phase.SERVING, 12), (Phase.SERVING, 16),
         (Phase.SERVING, 20)]


@pytest.mark.parametrize(("phase", "count"), CASES,
                         ids=[f"{phase.name.lower()}-{n}" for phase, n in CASES])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_card_shows_a_whole_strip_where_one_row_fits(ctx, size, phase, count):
    build_scene(ctx, "table", "chef-de-rang", 3, 4)
    table = ctx.scenes.top
    resize(ctx, size)
    start = table.match.state
    public = replace(start.public, phase=phase, turn=0,
                     reserved=tuple(() for _ in start.public.reserved))
    table.match.state = replace(start, hands=(crowded(table, count), *start.hands[1:]),
                                public=public)
    pygame.mouse.set_pos((0, 0))
    render_scene(ctx)
    drawn = list(table.hand_drawn.items())
    assert len(drawn) == count
    assert not table.hand_beside, "this size lays the hand under the plan"
    w, h = drawn[0][1].size
    face = on_card(FACE_VALUE, pygame.Rect(0, 0, w, h))
    px = ctx.theme.px
    right = table.reserve_rect.left - px(14) if phase is Phase.TAKING \
        else table.hand_band.right - px(12)
    room = (right - table.hand_band.left - px(14) - w) / (count - 1)
    one_row_fits = room >= face.right + 1
    behind = []
    for i, (card, rect) in enumerate(drawn):
        strip = pygame.Rect(rect.left, rect.top, face.right + 1, rect.height)
        if [other for _c, other in drawn[i + 1:] if other.colliderect(strip)]:
            behind.append(card)
    assert not (one_row_fits and behind), (room, behind)
