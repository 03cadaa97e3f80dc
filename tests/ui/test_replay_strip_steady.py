"""An open hand's strip keeps its place from step to step while its place stays clear
(newcomer play-test: watching three cooks at 1280x800, Ada's strip jumped from beside
her panel at the deal to the felt's lower left when her menu was chosen, and back at
the next deal). Stepped with real presses of the arrow key and Page Down."""

import pygame

from tests.ui.conftest import frames, key, quick_window, watched_replay

NAMES = ("Player 1", "Ada", "Basil")


def test_each_seats_strip_keeps_one_place_across_steps():
    for ctx in quick_window((1280, 800)):
        replay = watched_replay(ctx, "too-many-cooks", NAMES, 5, player_watches=True)
        frames(ctx)
        places: dict[int, set[tuple[int, int]]] = {1: set(), 2: set()}
        for press in [pygame.K_RIGHT] * 6 + [pygame.K_PAGEDOWN] + [pygame.K_RIGHT] * 3:
            for seat, strip in replay.strips.items():
                places[seat].add(strip.rect.topleft)
            key(ctx, press)
            frames(ctx)
        for seat, strip in replay.strips.items():
            places[seat].add(strip.rect.topleft)
        assert all(len(spots) == 1 for spots in places.values()), places
