"""A Chef de rang hand in phase 2 uses the room it has and keeps its label in sight
(newcomer playtest, 1600x1000, four players: the lifted card under the pointer lay over
"Your hand · 16 cards", and the sixteen cards lay in pairs stacked over each other
beside free felt). At every window size a card lifted (playable, under the pointer, or
picked by a click) stays under the label; the cards shrink to lie side by side, but
never below the size at which their values read at the text minimum (the text-fitting
rule), and where rows must still lie over each other the front row fills the band."""

from dataclasses import replace

import pygame
import pytest

from game.chef_de_rang.rules import Phase
from game.engine.text import load_text
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
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


def test_sixteen_cards_use_the_band_beside_them_at_1600x1000(ctx):
    """Where the cards cannot all lie side by side at a size that reads, the front row
    fills the band and only the rest lie behind it: no free felt beside stacked pairs."""
    table = serving_with(ctx, (1600, 1000), 16)
    pygame.mouse.set_pos((0, 0))
    render_scene(ctx)
    drawn = list(table.hand_drawn.values())
    assert len(drawn) == 16
    for rect in drawn:
        assert table.hand_band.contains(rect)
    front_y = max(rect.y for rect in drawn)
    front = [rect for rect in drawn if rect.y >= front_y - ctx.theme.px(16)]
    stacked = [a for a in drawn if any(a is not b and a.colliderect(b) for b in drawn)]
    if stacked:  # rows over each other: only because the front row is full
        # the band's felt right of the front row, inside its margin: no room for one
        # more card and its gap there
        room = table.hand_band.right - ctx.theme.px(12) - max(rect.right for rect in front)
        assert room < drawn[0].width + ctx.theme.px(6), \
            f"{room} px of felt beside {len(stacked)} stacked cards"
    assert len(front) >= 10


@pytest.mark.parametrize(("size", "language"), [((800, 500), "fr"), ((1280, 800), "fr"),
                                                ((1600, 1000), "en"), ((1920, 1080), "en")],
                         ids=["800x500-fr", "1280x800-fr", "1600x1000-en", "1920x1080-en"])
@pytest.mark.parametrize("count", [12, 16, 20])
def test_a_smaller_hand_card_still_prints_its_value_at_the_text_minimum(ctx, size,
                                                                        language, count):
    """The cards shrink to lie apart no further than their corner values read at the
    text-fitting rule's minimum (a hand shrunk to 52 px printed its values at 9-11 px
    in the 1280x800 French guided game: the first fix was reverted for it)."""
    ctx.text = load_text(language)
    table = serving_with(ctx, size, count)
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    hand = {str(table.game.cards[card].value) for card in table.hand_cards(table.view())}
    small = [f"{label.content} at {label.pixels} px (minimum {label.minimum})"
             for label in record.visible()
             if label.pixels < label.minimum and label.content in hand | {"×2"}]
    assert not small, small
