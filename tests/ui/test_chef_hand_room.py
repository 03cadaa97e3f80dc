"""A Chef de rang hand in phase 2 uses the room it has and keeps its label in sight
(newcomer playtest, 1600x1000, four players: the lifted card under the pointer lay over
"Your hand · 16 cards", and the sixteen cards lay in pairs stacked over each other
beside free felt). At every window size a card lifted (playable, under the pointer, or
picked by a click) stays under the label; at 1600x1000 the sixteen cards lie side by
side, none over another."""

from dataclasses import replace

import pygame
import pytest

from game.chef_de_rang.rules import Phase
from game.ui.screenshot import build_scene, render_scene
from tests.ui.conftest import click, resize, size_ids
from tests.ui.test_chef_crowded_hand import crowded

SIZES = [(800, 500), (1280, 800), (1600, 640), (1600, 1000), (1920, 1080)]


def serving_with(ctx, size, count: int):
    """Four players' table in phase 2, the player to serve a hand of ``count`` cards."""
    build_scene(ctx, "table", "chef-de-rang", 3, 4)
    table = ctx.scenes.top
    resize(ctx, size)
    start = table.match.state
    public = replace(start.public, phase=Phase.SERVING, turn=0,
                     reserved=tuple(() for _ in start.public.reserved))
    table.match.state = replace(start, hands=(crowded(table, count), *start.hands[1:]),
                                public=public)
    assert table.serving_now(table.view())
    return table


@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_a_lifted_card_never_covers_the_hands_label(ctx, size):
    table = serving_with(ctx, size, 16)
    view = table.view()
    label = table.hand_label_rect(view)
    for card, rect in table.hand_rects(view):
        pygame.mouse.set_pos((rect.left + 3, rect.top + 3))
        render_scene(ctx)
        shown = table.hand_drawn[card]
        assert not shown.colliderect(label), f"card {card} at {shown} over {label}"
    card, rect = table.hand_rects(view)[-1]
    click(ctx, (rect.left + 3, rect.top + 3))  # picked to serve: lifted the most
    assert table.current_selection(table.view()) == card
    render_scene(ctx)
    assert not table.hand_drawn[card].colliderect(label)


def test_sixteen_cards_lie_side_by_side_at_1600x1000(ctx):
    table = serving_with(ctx, (1600, 1000), 16)
    pygame.mouse.set_pos((0, 0))
    render_scene(ctx)
    drawn = list(table.hand_drawn.values())
    assert len(drawn) == 16
    stacked = [(a, b) for i, a in enumerate(drawn) for b in drawn[i + 1:] if a.colliderect(b)]
    assert not stacked, stacked
    for rect in drawn:
        assert table.hand_band.contains(rect)
