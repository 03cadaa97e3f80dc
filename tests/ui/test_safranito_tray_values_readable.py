"""Newcomer pass 10, finding 4: once a token was picked in the flick tray, the others
faded until their values (30, 40, 50, 60) could hardly be read. A token not on offer
still shows it is out of play, but its value keeps a readable contrast with the
token's face: measured here on the drawn pixels, the number's against the body's."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.state import Phase
from game.ui.screenshot import render_scene
from tests.ui.conftest import open_table, play_mine_until, resize

pytest.importorskip("pymunk")

LEAST_RATIO = 3.0
"""The least contrast for a value on a token (WCAG's for large or bold text)."""


def luminance(colour) -> float:
    """Relative luminance (WCAG) of an sRGB colour."""
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(v) for v in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def mean_luminance(surface: pygame.Surface, spots: list[tuple[int, int]]) -> float:
    return sum(luminance(surface.get_at(spot)) for spot in spots) / len(spots)


def value_contrast(surface: pygame.Surface, sprite: pygame.Surface, slot: pygame.Rect
                   ) -> float:
    """How the drawn token's number stands out of its face: in the drawn slot, the
    number's pixels (near white: the value is set on the token in light ink) against
    the face (the commonest colour of the rest), both where the token's face sprite is
    opaque; their luminances compared as a contrast ratio. (The value is set on the
    token as text since newcomer playtest 13e, no longer printed on its sprite.)"""
    counts: dict[tuple[int, int, int], int] = {}
    light = []
    token = [(slot.left + x, slot.top + y) for x in range(slot.width)
             for y in range(slot.height) if sprite.get_at((x, y)).a >= 250]
    for spot in token:
        r, g, b, _a = surface.get_at(spot)
        if min(r, g, b) > 235:
            light.append(spot)
        else:
            counts[(r, g, b)] = counts.get((r, g, b), 0) + 1
    body = max(counts, key=counts.__getitem__)
    face = [spot for spot in token if tuple(surface.get_at(spot))[:3] == body]
    assert light and face
    high, low = mean_luminance(surface, light), mean_luminance(surface, face)
    return (max(high, low) + 0.05) / (min(high, low) + 0.05)


@pytest.mark.parametrize("size", [(1600, 1000), (800, 500)], ids=["1600x1000", "800x500"])
def test_tokens_out_of_play_keep_their_values_readable(ctx, size):
    resize(ctx, size)
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "random")], 3)

    def second_flick() -> bool:
        view = table.view()
        return view.phase is Phase.FLICK and len(view.unused[table.viewer]) < 6
    play_mine_until(ctx, table, second_flick)
    view = table.view()
    offered = table.offer(view).tokens
    surface = render_scene(ctx)
    faded = [(value, slot) for value, slot in table.counter.tray_rects(view)
             if value not in offered]
    assert faded, "no token out of play in the tray"
    for value, slot in faded:
        sprite = ctx.assets.scaled(f"safranito/token_{table.viewer % 4}_face",
                                   slot.width, slot.height)
        ratio = value_contrast(surface, sprite, slot)
        assert ratio >= LEAST_RATIO, f"{value}: its number at {ratio:.2f}:1 on its face"
