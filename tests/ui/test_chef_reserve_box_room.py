"""The reserved pile's box beside a Chef de rang hand takes only the room it needs
(newcomer playtest 16b): at 1600x1000 in phase 1, the empty box ("Reserved padlock
menus: none") kept a quarter of the band and an 11-card hand lay in two rows, the menus
behind the plats du jour showing a strip. With the pile empty, the hand
lies in one row, every card's big value whole, and the box's label is drawn whole."""

from dataclasses import replace

import pygame
import pytest

from game.chef_de_rang.rules import CardKind, Phase
from game.chef_de_rang.table.art import FACE_VALUE, on_card
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
from tests.ui.conftest import resize
from tests.ui.test_chef_crowded_hand import crowded

SIZES = [(1600, 1000), (1280, 800)]
"""Sizes with the hand under the plan, beside the padlock box (at 1920x1080 the hand lies
in a column beside the plan: another rule)."""


@pytest.mark.parametrize("pile", [0], ids=["empty"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_eleven_cards_lie_in_one_row_beside_a_small_reserved_pile(ctx, size, pile):
    build_scene(ctx, "table", "chef-de-rang", 3, 4)
    table = ctx.scenes.top
    resize(ctx, size)
    assert not table.hand_beside, "this size lays the hand under the plan"
    start = table.match.state
    hand = crowded(table, 11)
    menus = [i for i, c in enumerate(table.game.cards)
             if c.kind is CardKind.MENU and i not in hand]
    reserved = tuple(() for _ in start.public.reserved)
    reserved = ((*menus[:pile],), *reserved[1:])
    public = replace(start.public, phase=Phase.TAKING, turn=0, reserved=reserved)
    table.match.state = replace(start, hands=(hand, *start.hands[1:]), public=public)
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    drawn = list(table.hand_drawn.items())
    assert len(drawn) == 11
    tops = [rect.top for _c, rect in drawn]  # one row, held as a fan (a small arc)
    assert max(tops) - min(tops) <= ctx.theme.px(12), [r for _c, r in drawn]
    w, h = drawn[0][1].size
    face = on_card(FACE_VALUE, pygame.Rect(0, 0, w, h))
    for i, (card, rect) in enumerate(drawn):
        value = face.move(rect.topleft)
        assert not [o for _c, o in drawn[i + 1:] if o.colliderect(value)], (card, size)
        assert not rect.colliderect(table.reserve_rect), (rect, table.reserve_rect)
    words = ctx.text("chef_de_rang.reserved" if pile else "chef_de_rang.reserved_empty")
    lines = [label for label in record.labels
             if label.content == words or label.paragraph == words]
    assert lines, "the reserved pile's label is not drawn"
    assert " ".join(label.content for label in lines).split() == words.split(), lines
    assert all(table.reserve_rect.contains(label.rect) for label in lines), \
        ([label.rect for label in lines], table.reserve_rect)
