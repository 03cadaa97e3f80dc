"""Safranito's slingshot has a dead zone (newcomer pass, finding 1): a press on the token
with a jitter of 8 or 9 pixels fired a real flick and spent the token, a lost turn. A
release inside ``aim.dead_zone_px`` (config/theme/safranito.yaml) cancels the pull,
spends nothing and says to pull further; a pull just past it flicks as before. Real
pygame events through the table and the practice scene."""

import pytest

from game.engine.text import load_text
from game.safranito.table.aim_control import dead_zone_px
from tests.ui.conftest import frames, resize
from tests.ui.test_safranito_aim import press_and_pull, release, snapshot, start
from tests.ui.test_safranito_practice import open_it, pull

JITTERS = [(0, 8), (0, 9), (5, 7), (-6, 6)]
"""Pulls a shaking hand makes while clicking the token (8 to 9 pixels)."""


def test_the_dead_zone_is_a_config_value_of_a_few_dozen_pixels():
    assert 16 <= dead_zone_px() <= 40


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("jitter", JITTERS, ids=[f"{dx},{dy}" for dx, dy in JITTERS])
def test_a_jitter_on_the_token_flicks_nothing_and_says_pull_further(ctx, language, jitter):
    ctx.text = load_text(language)
    table = start(ctx)
    before = snapshot(table)
    dx, dy = jitter
    press_and_pull(ctx, table, dx, dy)
    x, y = (round(v) for v in table.aim_control.token_centre())
    release(ctx, (x + dx, y + dy))
    frames(ctx, 3)
    assert snapshot(table) == before, "nothing was flicked, the token is still on offer"
    assert not table.aim_control.active
    assert table.toast == ctx.text("safranito.reasons.short_pull")
    assert not table.toast_refusal, "information, not a refused move"


def test_a_pull_just_past_the_dead_zone_still_flicks(ctx):
    table = start(ctx)
    actions, _tokens = snapshot(table)
    dead = dead_zone_px()
    press_and_pull(ctx, table, 0, dead + 4)
    x, y = (round(v) for v in table.aim_control.token_centre())
    release(ctx, (x, y + dead + 4))
    assert len(table.match.log.actions) > actions, "a pull past the dead zone flicks"
    assert table.match.log.actions[actions].strength > 0


def test_the_dead_zone_holds_in_a_small_window_too(ctx):
    """The zone shrinks with the layout, as the full pull does, but a jitter stays
    inside it."""
    table = start(ctx)
    resize(ctx, (800, 500))
    before = snapshot(table)
    press_and_pull(ctx, table, 0, 8)
    x, y = (round(v) for v in table.aim_control.token_centre())
    release(ctx, (x, y + 8))
    assert snapshot(table) == before
    assert table.toast == ctx.text("safranito.reasons.short_pull")


def test_the_practice_board_has_the_same_dead_zone(ctx):
    scene = open_it(ctx)
    pull(ctx, scene, 0, 9)
    assert scene.playback is None and scene.last is None, "nothing was flicked"
    assert scene.note == ctx.text("safranito.reasons.short_pull")
    pull(ctx, scene, 0, dead_zone_px() + 4)
    assert scene.playback is not None, "a pull past the dead zone flicks"
