"""Newcomer 7, finding 10: the replay of a bots-only Safranito game said "easy 1 (you)",
"Your reserved dishes" and "easy 1 · your side", though no seat was the player's (the
card games' replays say whose), and its "Game over" panel at the end was an empty box.
Real key presses through the real replay scene."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import finished_match, frames, key, open_replay, quick_window

pytest.importorskip("pymunk")

NAMES = ("Ann", "Basil")


def drawn(ctx) -> list[str]:
    """Every label drawn, the board's rail names too (the table keeps its painted board
    until the layout changes: it is painted afresh here so its names are recorded)."""
    painter = ctx.scenes.top.table.painter
    painter._layer = None
    with recording() as record:
        render_scene(ctx)
        painter.layer()
    return [label.paragraph or label.content for label in record.labels]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_bots_only_replay_says_you_to_nobody_and_ends_with_words(language):
    for ctx in quick_window(language=language):
        replay = open_replay(ctx, *finished_match("safranito", NAMES, 5))
        frames(ctx)
        table, text = replay.table, ctx.text
        names = [table.seat_name(seat) for seat in range(len(NAMES))]
        spoken = [text("safranito.you", name=n) for n in names] + \
                 [text("safranito.your_side", name=n) for n in names] + \
                 [text("safranito.your_reserved")]
        reserved_seen = False
        for _ in range(len(replay.states) + 12):
            shown = " | ".join(drawn(ctx))
            assert not [words for words in spoken if words in shown], shown
            view = table.view()
            if view.reserved[table.viewer]:
                reserved_seen = True
                whose = text("safranito.seat_reserved", name=names[table.viewer])
                assert whose in shown, shown
                break
            key(ctx, pygame.K_PAGEDOWN)
        assert reserved_seen, "the replay never showed the viewer's reserved dishes"
        key(ctx, pygame.K_END)
        frames(ctx)
        shown = drawn(ctx)
        assert table.match.over
        assert not [words for words in spoken if words in " | ".join(shown)]
        assert text("table.game_over") in shown
        assert text("safranito.results.key") in shown, "the game-over box is not empty"
