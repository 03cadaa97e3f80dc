"""Issue 19: the pause menu offered "Save and quit" and "Quit to menu", which did the
same (every move is autosaved; both left with the match kept under Continue), so a
newcomer could not tell them apart. One button leaves, saving first, and the menu says
that the match is kept."""

import pygame
import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from game.match_files import list_matches
from game.storage import read_save
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import (
    ALL_SIZES,
    click,
    frames,
    key,
    open_table,
    resize,
    run_until,
    size_ids,
)
from tests.ui.fitting import problems

GAME = "too-many-cooks"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_one_quit_that_keeps_the_match_and_says_so(ctx, language):
    ctx.text = load_text(language)
    table = open_table(ctx, GAME, [Seat("Ann", "random"), Seat("Basil", "random"),
                                   Seat("Clove", "random")], 9)
    run_until(ctx, lambda: len(table.match.log.actions) >= 3)
    key(ctx, pygame.K_ESCAPE)
    pause = ctx.scenes.top
    assert isinstance(pause, PauseScene)
    frames(ctx)
    labels = [button.label for button in pause.buttons]
    assert len(set(labels)) == len(labels)
    with recording() as record:
        render_scene(ctx)
    shown = " ".join(label.content for label in record.labels)
    assert ctx.text("pause.kept").split()[0] in shown
    leaving = [b for b in pause.buttons if b.label == ctx.text("pause.quit")]
    assert len(leaving) == 1, labels  # no second button that also leaves
    # Last, so the note saying the match is kept sits under it (play-test: it sat
    # under Settings, which came after Quit).
    assert pause.buttons[-1] is leaving[0], labels
    kept = [label.rect for label in record.visible()
            if ctx.text("pause.kept").startswith(label.content[:12])]
    assert kept and kept[0].top >= leaving[0].rect.bottom
    played = len(table.match.log.actions)
    click(ctx, leaving[0].rect.center)
    assert isinstance(ctx.scenes.top, MenuScene)
    [entry] = list_matches(GAME)
    assert len(read_save(entry.path).log.actions) >= played, "written before leaving"
    assert ctx.scenes.top.latest is not None  # listed under Continue


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
def test_the_kept_note_fits_the_menu(ctx, language, size):
    ctx.text = load_text(language)
    ctx.scenes.push(MenuScene(ctx))
    ctx.scenes.push(PauseScene(ctx, "too-many-cooks", on_save=lambda: "saved"))
    resize(ctx, size)
    with recording() as record:
        render_scene(ctx)
    assert any(label.paragraph for label in record.labels) or record.wraps
    found = problems(record, pygame.Rect((0, 0), ctx.size))
    assert not found, found
