"""The replay's bar hides nothing of the table (issue 19, re-check finding 4: the bar
covered the round number, the dealer and the status line, "Esc: menu" showed through
at its right) and its two backward buttons say which is which ("◀ Back" one move,
"Back" leave), in English and French. Drawn through the real window loop; the
buttons are pressed with real clicks."""

import pygame
import pytest

from game.ui.app import create_context
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import click, finished_match, frames, open_replay, resize

HEADERS = {"too-many-cooks": "too_many_cooks.round", "scharfe-schoten": "scharfe_schoten.round",
           "safranito": "safranito.round"}


@pytest.mark.parametrize("size", [(1280, 800), (800, 500), (1600, 640), (1920, 1080)])
@pytest.mark.parametrize("game_id", sorted(HEADERS))
def test_the_bar_hides_none_of_the_tables_labels(ctx, game_id, size):
    setup, match = finished_match(game_id)
    replay = open_replay(ctx, setup, match)
    resize(ctx, size)
    click(ctx, replay.buttons["forward"].rect.center)
    frames(ctx)
    bar = pygame.Rect(0, 0, ctx.size[0], replay.bar_height())
    with recording() as record:
        render_scene(ctx)
    buttons = {b.label for b in replay.buttons.values()}
    under = [label.content for label in record.labels
             if label.rect.colliderect(bar) and label.covered]
    assert not under, f"the bar hides {under}"
    round_word = ctx.text(HEADERS[game_id], n=1, total=99).split()[0]  # "Round"
    header = [label for label in record.labels if label.content.startswith(round_word)
              and label.content not in buttons]
    assert header and all(not label.covered and label.rect.top >= bar.bottom
                          for label in header), header


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_move_back_and_leaving_have_different_names(ctx, language):
    setup, match = finished_match()
    if language != "en":
        ctx = create_context(ctx.size, language, sound=False)
    replay = open_replay(ctx, setup, match)
    frames(ctx)
    step, close = replay.buttons["back"], replay.buttons["close"]
    words = lambda label: {w.strip("◀▶|").lower() for w in label.split()} - {""}  # noqa: E731
    assert not words(step.label) & words(close.label), (step.label, close.label)
    click(ctx, replay.buttons["forward"].rect.center)
    click(ctx, replay.buttons["forward"].rect.center)
    click(ctx, step.rect.center)
    assert replay.index == 1 and ctx.scenes.top is replay
    click(ctx, close.rect.center)
    assert ctx.scenes.top is not replay
