"""Newcomer playtest 15a, finding 2: the "Pot discarded" chip's icon (a dark "no" sign)
lay on the dark brown chip and could hardly be seen. Measured on the drawn pixels: the
icon's strokes against the chip, at least 3:1 (WCAG's least for graphics)."""

from game.engine.runner import Seat
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from tests.ui.conftest import frames, open_table, quick_window
from tests.ui.test_safranito_tray_values_readable import luminance

LEAST_RATIO = 3.0
NAMES = ["Ann", "Basil", "Clove", "Dill"]


def contrast(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def test_the_discarded_pot_chip_shows_its_icon_plainly():
    for ctx in quick_window((1600, 1000)):
        seats = [Seat(NAMES[0], "heuristic")] + [Seat(n, "heuristic") for n in NAMES[1:]]
        table = open_table(ctx, "too-many-cooks", seats, seed=4)
        tip = ctx.text("too_many_cooks.tips.chips.discarded")
        chip = None
        for _ in range(20000):
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                frames(ctx)
                continue
            frames(ctx)
            chips = [rect for rect, words in table.chip_tips if words == tip]
            if chips:
                chip = chips[0]
                break
        assert chip is not None, "no pot discarded in this match"
        surface = render_scene(ctx)
        px = ctx.theme.px
        icon = ctx.assets.scaled("too_many_cooks/symbol_no_soup", px(28))
        spot = icon.get_rect(midleft=(chip.left + px(6), chip.centery))
        strokes = [(spot.left + x, spot.top + y) for x in range(spot.width)
                   for y in range(spot.height) if icon.get_at((x, y)).a >= 250]
        assert strokes
        stroke = sum(luminance(surface.get_at(p)) for p in strokes) / len(strokes)
        # The chip's face: its commonest colour between the icon and the label.
        counts: dict[tuple[int, int, int], int] = {}
        for x in range(chip.left + px(8), spot.left):
            for y in range(chip.top + px(8), chip.bottom - px(8)):
                colour = tuple(surface.get_at((x, y)))[:3]
                counts[colour] = counts.get(colour, 0) + 1
        for y in range(chip.top + px(8), chip.bottom - px(8)):
            colour = tuple(surface.get_at((spot.right + 1, y)))[:3]
            counts[colour] = counts.get(colour, 0) + 1
        face = luminance(max(counts, key=counts.__getitem__))
        ratio = contrast(stroke, face)
        assert ratio >= LEAST_RATIO, f"the icon at {ratio:.2f}:1 on its chip"
