"""What tells the cards of a fanned hand apart stays in sight at every window size
with the largest hand: the corner index (value over colour) and a super-trump's star.
The star sat on the top right corner, which the next card covers: round 3's red 3
super-trump looked like any red 3 (newcomer playtest, finding 2). Checked on the drawn
frame: the star's pixels are found on the part of the card left uncovered."""

import pygame
import pytest

from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.scharfe_schoten.rules import Phase
from game.ui.app import fit_to_window
from game.ui.screenshot import render_scene
from tests.ui.conftest import ALL_SIZES, frames, open_table, resize, run_until, size_ids

SEATS = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]
STAR_SHARE = 0.25
"""Of the star's square, at least this share is star drawn on the uncovered card (a
five-pointed star fills about half its square)."""


def seed_with_super_trump() -> int:
    """A deal whose first hand (twelve cards, the largest) holds a super-trump."""
    for seed in range(1, 200):
        match = MatchSetup("scharfe-schoten", tuple(SEATS), seed, {}).start()
        view = match.game.observe(match.state, 0)
        if set(view.table.super_trumps) & {c for group in view.hand for c in group}:
            return seed
    raise AssertionError("no deal with a super-trump in hand")


def uncovered(rects: list[pygame.Rect], index: int) -> list[pygame.Rect]:
    """Card ``index``'s part that no card drawn after it covers, as column strips."""
    rect = rects[index]
    right = min([r.left for r in rects[index + 1:] if r.colliderect(rect)] + [rect.right])
    return [pygame.Rect(rect.left, rect.top, right - rect.left, rect.height)]


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
def test_the_fanned_hands_marks_stay_in_sight(ctx, size):
    resize(ctx, size)
    fit_to_window(ctx)
    table = open_table(ctx, "scharfe-schoten", SEATS, seed_with_super_trump())
    run_until(ctx, lambda: table.is_my_turn() and table.view().table.phase is Phase.CONTRACTS)
    pygame.mouse.set_pos((0, 0))
    frames(ctx)
    view = table.view()
    assert sum(map(len, view.hand)) == 12
    hand = table.hand_rects(view)
    rects = [rect for _card, rect in hand]
    surface = render_scene(ctx)
    supers = set(view.table.super_trumps)
    for index, (card, rect) in enumerate(hand):
        (seen,) = uncovered(rects, index)
        corner = pygame.Rect(rect.left, rect.top, rect.width * 27 // 100,
                             rect.height * 36 // 100)
        assert seen.contains(corner), f"card {card}'s value and colour are covered at {size}"
        if card not in supers:
            continue
        sprite = ctx.assets.scaled(table.card_sprite(card), rect.width)
        star = 0
        for x in range(seen.left, seen.right):
            for y in range(seen.top, seen.top + seen.height // 2):
                drawn = surface.get_at((x, y))
                plain = sprite.get_at((x - rect.left, y - rect.top))
                if sum(abs(a - b) for a, b in zip(drawn[:3], plain[:3], strict=True)) > 90:
                    star += 1
        side = max(10, rect.width * 3 // 10)
        assert star >= STAR_SHARE * side * side, \
            f"the super-trump's star is hidden in the hand at {size} ({star} px seen)"
