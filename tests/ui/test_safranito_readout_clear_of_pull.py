"""While the player pulls the slingshot, the strength-and-angle readout and the Aim help
chip stay clear of the pull (newcomer pass, finding 5): both stood under the board,
where the pull runs, so the hand and the pointer sat on the words the player needed
to read. The readout moves to the status banner and the chip is not drawn during a
pull. Real pulls on the token through the app's frame loop, at the four window sizes,
in English and French."""

import pygame
import pytest

from game.engine.text import load_text
from game.safranito.table.scene import TableScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.widgets import ELLIPSIS
from tests.ui.conftest import ALL_SIZES, key, resize
from tests.ui.test_safranito_aim import press_and_pull, start

PULLS = [(90, 260), (-40, 140), (0, 100), (-120, 180), (0, 12), (0, -80)]
"""Hard and soft pulls to either side and straight back, one inside the dead zone and
one towards the board: every kind of readout."""
MARGIN = 30
"""Reference pixels round the pull (the hand and the pointer cover more than a line)."""


def pull_zone(ctx, table: TableScene, dx: int, dy: int) -> pygame.Rect:
    """From the token's centre to the pointer, with a margin."""
    x, y = (round(v) for v in table.aim_control.token_centre())
    zone = pygame.Rect(min(x, x + dx), min(y, y + dy), abs(dx) + 1, abs(dy) + 1)
    margin = ctx.theme.px(MARGIN)
    return zone.inflate(2 * margin, 2 * margin)


def readout_words(ctx) -> list[str]:
    text = ctx.text
    return [text("safranito.pull_back"), text("safranito.pull_further"),
            text("safranito.smash")]


def is_readout(ctx, content: str) -> bool:
    """A line of the readout: a strength and an angle, or the words of a pull that
    flicks nothing (a wrapped line of them included)."""
    if "%" in content and "·" in content:
        return True
    shown = content.removesuffix(ELLIPSIS)
    return bool(shown) and any(shown in words for words in readout_words(ctx))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_readout_and_the_chip_keep_clear_of_the_pull(ctx, language):
    ctx.text = load_text(language)
    table = start(ctx)
    checked = 0
    for size in ALL_SIZES:
        resize(ctx, size)
        px = ctx.theme.px
        for dx, dy in PULLS:
            press_and_pull(ctx, table, px(dx), px(dy))
            zone = pull_zone(ctx, table, px(dx), px(dy))
            pygame.mouse.set_pos((0, 0))
            with recording() as record:
                render_scene(ctx)
            labels = record.visible()
            readout = [label for label in labels if is_readout(ctx, label.content)]
            assert readout, (size, (dx, dy), [label.content for label in labels])
            for label in readout:
                assert not label.rect.colliderect(zone), (size, (dx, dy), label.content)
                assert not label.content.endswith(ELLIPSIS), (size, label.content)
                assert pygame.Rect((0, 0), ctx.size).contains(label.rect)
            chip = [label for label in labels if label.content == table.help_chip.label]
            for label in chip:
                assert not label.rect.colliderect(zone), (size, (dx, dy), "the chip")
            checked += 1
            key(ctx, pygame.K_ESCAPE)  # cancels the aim, nothing flicked
            assert not table.aim_control.active
    assert checked == len(ALL_SIZES) * len(PULLS)


def test_the_chip_is_back_once_the_pull_ends(ctx):
    table = start(ctx)
    press_and_pull(ctx, table, 0, 120)
    with recording() as record:
        render_scene(ctx)
    assert table.help_chip.label not in [label.content for label in record.visible()]
    key(ctx, pygame.K_ESCAPE)
    with recording() as record:
        render_scene(ctx)
    assert table.help_chip.label in [label.content for label in record.visible()]
