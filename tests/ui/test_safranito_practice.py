"""Flick practice (issue 11): a target, flicks counted per target, the ¼-speed replay,
the same no-misfire gesture as the table. Real events through the frame loop."""

import re
from dataclasses import replace

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito import aim_record
from game.safranito.aim_error import Shot, match_sample
from game.safranito.aim_record import AimSample, aim_path, move_tag, read_aim, record, spread
from game.safranito.drills import KNOCK, RIVAL, judge
from game.safranito.flick import Flick
from game.safranito.rules import Phase
from game.safranito.table.practice import (
    REPLAY_SPEED,
    SEEDED_TOKENS,
    PracticeScene,
    open_practice,
    screenshot_practice,
)
from game.ui import text_record
from game.ui.app import display_surface, draw_frame
from game.ui.scenes.menu import MenuScene
from physics import classify
from tests.ui.conftest import click, frames, hover_words, key, open_table, run_until
from tests.ui.test_safranito_aim import press_and_pull, release, start


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
    assert scene.tally.of("stop:mint")[1] == 1, "a flick counts once its token lands, not before"
    run_until(ctx, lambda: scene.playback is not None and scene.playback.done)
    hits, total = scene.tally.of("stop:mint")
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
    assert not scene.tally.counts
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
    assert ctx.scenes.top is scene and scene.tally.of("knock:garlic")[1] == 4
    assert scene.playback is not None and scene.playback.speed == REPLAY_SPEED
    draw_frame(ctx, display_surface())


def shown(ctx) -> str:
    """Every label the next frame draws, joined by spaces (so a wrapped paragraph reads
    as its sentence)."""
    with text_record.recording() as record:
        frames(ctx)
    return " ".join(record.strings())


def test_the_knock_drill_is_offered_counted_and_the_aim_spread_is_shown(ctx):
    """Issue 22, item 5: the drill button switches to knocking the opponent's token out of
    the target bowl; each real flick counts under its drill and leaves an aim sample on
    disk; from the fourth repeated flick the panel says the spread in words."""
    scene = open_it(ctx)
    assert ctx.text("safranito.practice.drill_knock") in shown(ctx)
    click(ctx, scene.painter.region_centre("garlic"))
    click(ctx, scene.drill_button.rect.center)
    assert scene.kind == KNOCK and scene.target == "garlic"
    rival = scene.drill.rival
    assert rival is not None and classify(scene.board, rival.x, rival.y) == "garlic"
    words = shown(ctx)
    assert ctx.text("safranito.practice.knock_target",
                    place=ctx.text("safranito.spices.garlic")) in words
    assert ctx.text("safranito.practice.aim_unmeasured") in words
    verdicts = []
    for dx in (0, 4, -4, 2, -2):
        pull(ctx, scene, dx, 150)
        run_until(ctx, lambda: scene.playback is not None and scene.playback.done)
        frames(ctx)
        assert scene.last is not None and scene.verdict is not None
        assert scene.verdict == judge(scene.drill, scene.last.result.where)
        assert scene.last.result.where[RIVAL] != "garlic" or not scene.verdict.hit
        verdicts.append(scene.verdict.hit)
    assert scene.tally.of("knock:garlic") == (sum(verdicts), 5)
    assert scene.tally.of("stop:garlic") == (0, 0)
    samples, notice = read_aim()
    assert notice is None and len(samples) == 5
    assert {s.situation for s in samples} == {"knock:garlic"}
    said = re.search(r"Your aim over your last (\d+) flicks, every drill and your matches "
                     r"included: about ±(\d+)° and ±(\d+) % strength", shown(ctx))
    measured = spread(samples)
    assert said is not None and measured is not None
    assert said.groups() == ("5", str(max(1, round(measured.angle))),
                             str(max(1, round(100 * measured.strength))))
    assert 0.1 < measured.angle < 10, "pulls a few pixels apart scatter by a few degrees"


def test_the_aim_survives_a_restart_and_a_damaged_file_is_set_aside(ctx):
    record([AimSample("stop:mint", a, 0.01 * a) for a in (1.0, -1.0, 2.0, -2.0, 0.0)])
    scene = open_it(ctx)
    assert ("Your aim over your last 5 flicks, every drill and your matches included: "
            "about ±2° and ±2 % strength") in shown(ctx)
    ctx.scenes.pop()
    aim_path().write_text('{"format": 1, "flicks": [{"situation": 7}]}', encoding="utf-8")
    scene = open_it(ctx)
    assert scene.samples == () and "set aside" in scene.note
    assert ctx.text("safranito.practice.aim_unmeasured") in shown(ctx)
    assert list(aim_path().parent.glob("safranito-aim.json.damaged-*"))


def test_knock_drills_are_in_bowls_only(ctx):
    scene = open_it(ctx)
    click(ctx, scene.drill_button.rect.center)
    click(ctx, scene.painter.region_centre("head_chef"))
    assert scene.kind == KNOCK and scene.target == "saffron"
    assert scene.note == ctx.text("safranito.practice.knock_bowls_only")
    click(ctx, scene.drill_button.rect.center)
    click(ctx, scene.painter.region_centre("head_chef"))
    assert scene.kind == "stop" and scene.target == "head_chef"


def test_a_match_flick_of_the_one_human_counts_in_their_aim(ctx):
    """"Practice included": a flick at the real table leaves a sample measured against
    the region it was headed for; the bots' flicks leave none."""

    table = start(ctx)
    press_and_pull(ctx, table, -30, 100)
    aim = table.aim_control.aim()
    x, y = (round(v) for v in table.aim_control.token_centre())
    before = len(table.match.log.actions)
    release(ctx, (x - 30, y + 100))
    assert table.match.log.actions[before] == Flick(10, aim.position, aim.angle, aim.strength)
    expected = match_sample(table.board, table.my_side().name,
                            Shot(aim.position, aim.angle, aim.strength))
    assert expected is not None
    run_until(ctx, lambda: len(table.match.log.actions) > before + 1)  # the bot's flick
    frames(ctx, 5)
    samples, _ = read_aim()
    assert samples == (replace(expected, move=move_tag(table.meta.match_id, before)),)
    assert expected.situation.startswith("match:")


def test_hot_seat_flicks_are_nobody_s_aim(ctx):
    """Two humans at one screen: whose hand made a flick is unknown, so none is kept."""

    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Bea")], 4)
    table.show_speed = 60
    run_until(ctx, lambda: table.is_my_turn() and not table.aim_control.active
              and table.view().phase is Phase.FLICK)
    press_and_pull(ctx, table, -30, 100)
    x, y = (round(v) for v in table.aim_control.token_centre())
    before = len(table.match.log.actions)
    release(ctx, (x - 30, y + 100))
    assert len(table.match.log.actions) == before + 1
    assert read_aim() == ((), None)


def test_a_full_disk_keeps_the_flick_for_the_session_and_writes_it_with_the_next(
        ctx, monkeypatch):

    scene = open_it(ctx)

    def full(*_args) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patched:
        patched.setattr(aim_record, "write_atomically", full)
        pull(ctx, scene, 0, 120)
        assert "No space left" in scene.note and len(scene.unsaved) == 1
        assert len(scene.samples) == 1 and read_aim() == ((), None)
    run_until(ctx, lambda: scene.playback is not None and scene.playback.done)
    pull(ctx, scene, 5, 120)
    assert scene.unsaved == [] and read_aim()[0] == scene.samples and len(scene.samples) == 2


def test_the_action_spaces_say_what_they_do_in_practice_too(ctx):
    """Issue 19 play-test (recheck e): in the flick practice the four action spaces
    (Extra flick, Extra card, Head chef, Reserve dish) had no tooltip, where the
    match's table explains each; hovering one now says what it does, as there."""
    scene = open_it(ctx)
    geom = scene.view_geom
    for region in geom.board.action_spaces:
        x, y = geom.to_screen(region.x, region.y)
        words = hover_words(ctx, (round(x), round(y)))
        assert ctx.text(f"safranito.tips.space.{region.name}") in words, region.name
