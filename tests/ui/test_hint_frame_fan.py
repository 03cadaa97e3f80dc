"""Newcomer pass 9, finding 7c: the tomato Hint frame round the recommended card in a
fanned hand lay over the next card's corner number (the frame round Red 4 hid the 5
beside it). The frame now stops at the edge of the card laid over the ringed one,
leaving that card's corner index in view; opened with the real H key."""

import random

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.app import fit_to_window, open_window
from tests.ui.conftest import ask_hint, ctx, frames, key, open_table  # noqa: F401

SEATS = [Seat("Ann"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic")]


def play_to_a_card(ctx, table, seed):  # noqa: F811
    """Random moves of the player's (a contract, a secret menu) until a card is to play
    from a hand of eight or more, fanned where room runs short."""
    rng = random.Random(seed)
    for _ in range(5000):
        if table.is_my_turn():
            legal = table.match.legal_actions()
            if type(legal[0]).__name__ == "PlayCard" and len(table.hand_rects(table.view())) >= 8:
                return
            table.submit(rng.choice(legal))
        frames(ctx)
    raise AssertionError("no card to play")


def corner_index(card: pygame.Rect, px) -> pygame.Rect:
    """Where a card's number sits: its top-left corner, inside the border."""
    return pygame.Rect(card.left + px(3), card.top + px(3), px(22), px(30))


@pytest.mark.parametrize("game_id", ["scharfe-schoten", "too-many-cooks"])
@pytest.mark.parametrize("size", [(1600, 1000), (800, 500)], ids=["1600x1000", "800x500"])
def test_the_hint_frame_leaves_the_next_cards_number_in_view(ctx, game_id, size):  # noqa: F811
    open_window(size)
    fit_to_window(ctx)
    px = ctx.theme.px
    framed = 0
    for seed in range(1, 12):
        table = open_table(ctx, game_id, SEATS, seed)
        play_to_a_card(ctx, table, seed)
        ask_hint(ctx, table)
        hand = [rect for _card, rect in table.hand_rects(table.view())]
        best = table.rect_of(table.hints.shown()[0].action)
        if best not in hand or hand.index(best) == len(hand) - 1:
            continue  # not a card with one laid over it
        above = [r for r in hand[hand.index(best) + 1:] if r.colliderect(best)]
        if not above:
            continue
        ring = table.hints.ringed[0]
        for card in above:
            assert not ring.colliderect(corner_index(card, px)), (seed, ring, card)
        assert ring.left < best.left and ring.top < best.top  # still framed round it
        framed += 1
        if framed >= 2:
            return
    assert framed, "no hint ringed a card with another laid over it"
