"""An open hand's strip lies near its own seat's panel where the felt lets it (issue 19
play-test: at 1920x1080 a strip lay beside another player's panel, across the table
from its own, as if it were that player's hand)."""

import pygame

from game.ui.open_hands import place_strips
from tests.ui.conftest import quick_window

HAND = ["too_many_cooks/card_pea_1", "too_many_cooks/card_pea_2", "too_many_cooks/card_chili_3"]


def test_each_strip_goes_nearest_its_seats_panel():
    for ctx in quick_window((1920, 1080)):
        assert all(ctx.assets.scaled(sprite, 60) for sprite in HAND)
        homes = {1: (200, 300), 2: (1700, 300), 3: (960, 900)}
        placed = place_strips(ctx, "too_many_cooks", {seat: HAND for seat in homes},
                              (1920, 1080), [], 80, set(), homes)
        assert placed.keys() == homes.keys()
        for seat, strip in placed.items():
            nearest = min(homes, key=lambda other: dist(strip.rect, homes[other]))
            assert nearest == seat, (seat, strip.rect, homes)
            assert strip.rect.collidepoint(homes[seat]), (seat, strip.rect, homes[seat])


def dist(rect: pygame.Rect, point: tuple[int, int]) -> float:
    return abs(rect.centerx - point[0]) + abs(rect.centery - point[1])
