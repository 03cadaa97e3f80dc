"""Flick practice (issue 11): a target, flicks counted per target, the ¼-speed replay,
the same no-misfire gesture as the table. Real events through the frame loop."""

import pygame
import pytest

from game.safranito.table.practice import (
    REPLAY_SPEED,
    SEEDED_TOKENS,
    PracticeScene,
    open_practice,
    screenshot_practice,
)
from game.ui.app import display_surface, draw_frame
from game.ui.scenes.menu import MenuScene
from tests.ui.conftest import click, frames, key, run_until


def open_it(ctx, seeded=False) -> PracticeScene:
    ctx.scenes.push(MenuScene(ctx))
    scene = open_practice(ctx, 3, seeded)
    frames(ctx)
    return scene


def pull(ctx, scene: PracticeScene, dx: int, dy: int, release: bool = True) -> None:
    x, y = (round(v) for v in scene.control.token_centre())
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(x + dx, y + dy), rel=(0, 0),
                                         buttons=(1, 0, 0)))
    if release:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x + dx, y + dy),
                                             button=1))
    frames(ctx)


def test_a_target_is_clicked_and_every_flick_counts_for_it(ctx):
    scene = open_it(ctx)
    click(ctx, scene.painter.region_centre("mint"))
    assert scene.target == "mint"
    pull(ctx, scene, 0, 120)
    pull(ctx, scene, 0, 120)  # the first click skips the playback ahead, the next flicks
    run_until(ctx, lambda: scene.playback is not None and scene.playback.done)
    pull(ctx, scene, 10, 100)
    assert scene.tally["mint"][1] == 1, "a flick counts once its token lands, not before"
    run_until(ctx, lambda: scene.playback is not None and scene.playback.done)
    hits, total = scene.tally["mint"]
    assert total == 2 and 0 <= hits <= total
    assert scene.last is not None


def test_the_replay_runs_at_a_quarter_speed_with_a_trail(ctx):
    scene = open_it(ctx)
    assert not scene.replay.enabled or scene.last is None
    pull(ctx, scene, -30, 140)
    run_until(ctx, lambda: scene.playback is not None and scene.playback.done)
    frames(ctx)
    click(ctx, scene.replay.rect.center)
    assert scene.playback is not None and scene.playback.speed == REPLAY_SPEED
    assert scene.playback.frame <= 2 * REPLAY_SPEED
    frames(ctx, 8)
    assert scene.playback.frame == pytest.approx(9 * REPLAY_SPEED, abs=REPLAY_SPEED)


def test_escape_cancels_a_pull_first_then_leaves(ctx):
    scene = open_it(ctx)
    pull(ctx, scene, 0, 150, release=False)
    assert scene.control.pulling
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is scene and not scene.control.active
    assert scene.note == ctx.text("safranito.cancelled")
    assert not scene.tally
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, MenuScene)


def test_the_seeded_board_has_resting_tokens_and_the_button_switches(ctx):
    scene = open_it(ctx, seeded=True)
    assert len(scene.tokens) == SEEDED_TOKENS
    click(ctx, scene.layout_button.rect.center)
    assert scene.tokens == ()


def test_the_screenshot_position_renders(ctx):
    ctx.scenes.push(MenuScene(ctx))
    scene = screenshot_practice(ctx, 1)
    assert ctx.scenes.top is scene and scene.tally[scene.target][1] == 3
    assert scene.playback is not None and scene.playback.speed == REPLAY_SPEED
    draw_frame(ctx, display_surface())
