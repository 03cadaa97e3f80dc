"""Newcomer pass 11, finding 6: Safranito's tool buttons (Hint, Undo, History) wrapped to
a second row at 800x500 and 1280x800, Hint alone under the other two. The banner now
makes room for them: a real match at the player's flick, at four window sizes in English
and French, the buttons stand on one line, off the banner, the banner's words whole and
clear of the round and the head chef in the corner."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, open_table, quick_window, resize, run_until

pytest.importorskip("pymunk")


@pytest.fixture(params=["en", "fr"])
def ctx(request):
    yield from quick_window(ALL_SIZES[1], request.param)


def test_the_tool_row_stays_on_one_line(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "random"),
                                          Seat("Basil", "random")], 4)
    run_until(ctx, lambda: table.is_my_turn() and ctx.scenes.top is table)
    text = ctx.text
    found = []
    for size in ALL_SIZES:
        resize(ctx, size)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        buttons = table.tools.buttons()
        labels = [button.label for button in buttons]
        assert labels == [text("hints.button"), text("history.undo"),
                          text("history.button")]
        if len({button.rect.top for button in buttons}) != 1:
            found.append((size, "rows", [(b.label, tuple(b.rect)) for b in buttons]))
        banner = table.banner_rect()
        if any(button.rect.colliderect(banner) for button in buttons):
            found.append((size, "on the banner", banner))
        status = table.banner_text(table.view())
        shown = [label for label in record.labels if label.content == status]
        if not shown or not banner.contains(shown[0].rect):
            found.append((size, "banner words", status))
        view = table.view()
        corner = [text("safranito.round", n=view.round, total=view.round_limit),
                  text("safranito.head_chef", name=table.seat_name(view.head_chef))]
        for label in record.labels:
            if label.content in corner and label.rect.colliderect(banner):
                found.append((size, "banner on", label.content))
    assert not found, found
