"""Newcomer pass 10, finding 2: Safranito's caption covered what it announced. At
800x500 "The Ginger bowl opens…" (two lines on the far rim) hid the top row of bowls
and Ginger's own tokens; "Tokens off the bowls go back" and "Player 1 flicks…" lay on
the opponent's rail beside their name (1600x1000, 1920x1080). The caption now stands
on felt clear of the seats' rails, of every bowl and of the log wherever such a spot
exists."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import frames, open_table, resize

pytest.importorskip("pymunk")

NAMES = ("Ann", "Ada", "Basil")


def caption_words(ctx, table, caption: str) -> list[pygame.Rect]:
    """Where the caption stands as drawn: the panel under its words (one rect a line
    where no panel was recorded), not its line in the log "Lately at the table"."""
    with recording() as record:
        render_scene(ctx)
    log = table.log_rect or pygame.Rect(0, 0, 0, 0)
    return [label.panel or label.rect for label in record.visible()
            if label.content and label.content in caption and not log.contains(label.rect)]


def rails(table) -> list[pygame.Rect]:
    """Each seat's rail along the board's rim, measured from the board's geometry."""
    found = []
    for side in table.painter.sides:
        left, top, width, height = table.view_geom.rim_band(table.board.side(side))
        found.append(pygame.Rect(round(left), round(top), round(width), round(height)))
    return found


def bowls(table) -> dict[str, pygame.Rect]:
    geom = table.view_geom
    found = {}
    for region in table.board.bowls:
        x, y = geom.to_screen(region.x, region.y)
        r = geom.length(region.radius)
        found[region.name] = pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
    return found


def watch_captions(ctx, size, players, wanted, check) -> None:
    resize(ctx, size)
    seats = [Seat(name, "random") for name in NAMES[:players]]
    table = open_table(ctx, "safranito", seats, 21)
    for _ in range(6000):
        frames(ctx)
        caption = table.caption()
        if wanted not in caption:
            continue
        words = caption_words(ctx, table, caption)
        assert words, caption
        check(table, caption, words)
        return
    raise AssertionError(f"no caption with {wanted!r}")


@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (1600, 640)],
                         ids=["800x500", "1280x800", "1600x640"])
def test_a_bowl_opening_leaves_the_bowls_and_the_log_in_view(ctx, size):
    def check(table, caption, words):
        for name, bowl in bowls(table).items():
            assert all(not line.colliderect(bowl) for line in words), (caption, name, words)
        log = table.log_rect  # at 1600x640 the one line went over the log's lines
        assert all(not line.colliderect(log) for line in words), (caption, words, log)
    watch_captions(ctx, size, 2, "bowl opens", check)


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("size", [(1600, 1000), (1920, 1080), (800, 500)],
                         ids=["1600x1000", "1920x1080", "800x500"])
@pytest.mark.parametrize("wanted", ["flicks", "off the bowls"])
def test_flicks_and_tokens_back_keep_off_the_rails_and_bowls(ctx, size, players, wanted):
    def check(table, caption, words):
        board = rails(table) + list(bowls(table).values())
        for line in words:
            assert line.collidelist(board) == -1, (caption, line, board)
    watch_captions(ctx, size, players, wanted, check)
