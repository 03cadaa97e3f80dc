"""Safranito's slingshot never fires by accident (issue 11): every way of leaving an aim
cancels it, says so and keeps the token; the pull fits a hand; the aim help levels.
Real pygame events through the app's frame loop (dummy driver)."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from game.safranito.table.aim_help import LEVELS, level_of, next_level
from game.safranito.table.scene import TableScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from physics import Flick as PhysicsFlick
from physics import predict_stop
from tests.ui.conftest import SIZE, click, frames, key, open_table, run_until


def start(ctx, seed=4) -> TableScene:
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], seed)
    assert isinstance(table, TableScene)
    table.show_speed = 60

    def ready() -> bool:
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            ctx.scenes.top.close()
        return table.is_my_turn() and table.view().phase in (Phase.FLICK, Phase.EXTRA_FLICK)
    run_until(ctx, ready)
    return table


def post(kind: int, **attributes) -> None:
    pygame.event.post(pygame.event.Event(kind, **attributes))


def press_and_pull(ctx, table: TableScene, dx: int, dy: int) -> None:
    """Press on the token and pull by (dx, dy), button still held."""
    x, y = (round(v) for v in table.aim_control.token_centre())
    post(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=1)
    post(pygame.MOUSEMOTION, pos=(x + dx, y + dy), rel=(dx, dy), buttons=(1, 0, 0))
    frames(ctx)
    assert table.aim_control.pulling


def release(ctx, pos) -> None:
    post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    frames(ctx)


def assert_cancelled(ctx, table: TableScene, actions: int, tokens) -> None:
    assert not table.aim_control.active, "the aim is over"
    assert len(table.match.log.actions) == actions, "nothing was flicked"
    assert table.offer(table.view()).tokens == tokens, "the token is kept"
    assert table.toast == ctx.text("safranito.cancelled"), "the table says it was cancelled"


def snapshot(table: TableScene):
    return len(table.match.log.actions), table.offer(table.view()).tokens


def test_escape_cancels_the_aim_and_opens_no_menu_then_a_second_escape_does(ctx):
    table = start(ctx)
    actions, tokens = snapshot(table)
    press_and_pull(ctx, table, 0, 120)
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is table, "the first Esc only cancels the aim"
    assert_cancelled(ctx, table, actions, tokens)
    release(ctx, (600, 700))  # letting go afterwards fires nothing
    assert len(table.match.log.actions) == actions
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, PauseScene)


def test_a_menu_opened_while_aiming_cancels_and_resume_fires_nothing(ctx):
    table = start(ctx)
    actions, tokens = snapshot(table)
    press_and_pull(ctx, table, 0, 120)
    ctx.scenes.push(PauseScene(ctx, "safranito", None))  # any overlay: pause() is called
    assert_cancelled(ctx, table, actions, tokens)
    ctx.scenes.pop()
    release(ctx, (600, 700))
    frames(ctx, 3)
    assert len(table.match.log.actions) == actions


def test_right_click_cancels(ctx):
    table = start(ctx)
    actions, tokens = snapshot(table)
    press_and_pull(ctx, table, 30, 150)
    post(pygame.MOUSEBUTTONDOWN, pos=(600, 700), button=3)
    frames(ctx)
    assert_cancelled(ctx, table, actions, tokens)
    release(ctx, (600, 700))
    assert len(table.match.log.actions) == actions


@pytest.mark.parametrize("event", [
    {"type": pygame.WINDOWLEAVE},
    {"type": pygame.WINDOWFOCUSLOST},
    {"type": pygame.ACTIVEEVENT, "gain": 0, "state": 1},
], ids=["window-leave", "focus-lost", "active-event"])
def test_leaving_the_window_or_losing_focus_cancels(ctx, event):
    table = start(ctx)
    actions, tokens = snapshot(table)
    press_and_pull(ctx, table, -20, 140)
    kind = event.pop("type")
    post(kind, **event)
    frames(ctx)
    assert_cancelled(ctx, table, actions, tokens)
    release(ctx, (600, 700))
    assert len(table.match.log.actions) == actions


def test_releasing_outside_the_window_cancels(ctx):
    table = start(ctx)
    actions, tokens = snapshot(table)
    press_and_pull(ctx, table, 0, 150)
    post(pygame.MOUSEMOTION, pos=(640, SIZE[1] + 40), rel=(0, 40), buttons=(1, 0, 0))
    release(ctx, (640, SIZE[1] + 40))
    assert_cancelled(ctx, table, actions, tokens)


def test_placing_the_token_is_its_own_gesture_and_never_flicks(ctx):
    table = start(ctx)
    actions, _tokens = snapshot(table)
    side = table.my_side()
    (sx, sy), (rx, ry), (nx, ny) = side.start, side.right, side.inward

    def rim(position: float) -> tuple[int, int]:
        along, out = position * side.length, -table.board.rim / 2
        x, y = table.view_geom.to_screen(sx + rx * along + nx * out, sy + ry * along + ny * out)
        return round(x), round(y)

    click(ctx, rim(0.15))
    assert table.position == pytest.approx(0.15, abs=0.02)
    # Press on the rim, drag sideways along the edge a long way, let go: still no flick.
    post(pygame.MOUSEBUTTONDOWN, pos=rim(0.8), button=1)
    post(pygame.MOUSEMOTION, pos=rim(0.6), rel=(0, 0), buttons=(1, 0, 0))
    release(ctx, rim(0.6))
    assert table.position == pytest.approx(0.6, abs=0.02)
    assert len(table.match.log.actions) == actions
    # Hovering moves nothing.
    post(pygame.MOUSEMOTION, pos=rim(0.2), rel=(0, 0), buttons=(0, 0, 0))
    frames(ctx)
    assert table.position == pytest.approx(0.6, abs=0.02)


def test_a_full_pull_is_at_least_200_px_and_nine_tenths_reach_the_far_rim(ctx):
    table = start(ctx)
    assert table.full_pull() * table.view_geom.scale >= 200
    press_and_pull(ctx, table, 0, 100)
    assert table.aim_control.aim().strength == pytest.approx(0.5, abs=0.02)
    post(pygame.MOUSEMOTION, pos=(0, 0), rel=(0, 0), buttons=(1, 0, 0))
    x, y = (round(v) for v in table.aim_control.token_centre())
    post(pygame.MOUSEMOTION, pos=(x, y + 200), rel=(0, 100), buttons=(1, 0, 0))
    frames(ctx)
    assert table.aim_control.aim().strength == pytest.approx(1.0, abs=0.01)
    assert y + 200 < SIZE[1], "a full pull fits in the window"
    key(ctx, pygame.K_ESCAPE)
    board = table.board
    stop = predict_stop(board, PhysicsFlick("t", "south", 0.5, 0.0, 0.9))
    assert stop.y == pytest.approx(board.field.top, abs=3.0), "0.9 stops at the far rim"


def test_the_aim_line_ends_where_the_flick_stops_on_an_empty_board(ctx):
    table = start(ctx)
    assert table.aim_level == "line", "line is the default aim help"
    press_and_pull(ctx, table, -40, 110)
    aim = table.aim_control.aim()
    stop = table.aim_help.stop(table.my_side().name, aim)
    frames(ctx)  # drawn with the line
    index = len(table.match.log.actions)
    release(ctx, (round(table.aim_control.token_centre()[0]) - 40,
                  round(table.aim_control.token_centre()[1]) + 110))
    flick = table.match.log.actions[index]
    assert (flick.position, flick.angle, flick.strength) == (aim.position, aim.angle,
                                                              aim.strength)
    after = table.game.resolver((), 0, 2, flick, 0)[-1]
    assert (after.x, after.y) == pytest.approx((stop.x, stop.y), abs=0.5)


def test_the_aim_help_chip_cycles_the_levels_and_the_path_is_drawn(ctx):
    table = start(ctx)
    assert [level_of(type("S", (), {"aim_help": v})()) for v in LEVELS] == list(LEVELS)
    assert next_level("path") == "none"
    frames(ctx)
    for expected in ("path", "none", "line"):
        click(ctx, table.help_chip.rect.center)
        assert table.aim_level == expected
        assert ctx.text(f"safranito.aim_help.{expected}") in table.help_chip.label or \
            expected == "line"
    click(ctx, table.help_chip.rect.center)
    assert table.aim_level == "path"
    press_and_pull(ctx, table, 0, 150)
    frames(ctx)
    aim = table.aim_control.aim()
    assert table.aim_help._path is not None, "the path was simulated for the drawing"
    path = table.aim_help.path(table.my_side().name, aim, [])
    assert path.frames > 0
    key(ctx, pygame.K_ESCAPE)


def test_a_click_on_the_board_away_from_the_edge_says_how_to_flick(ctx):
    """Newcomer 7, finding 8: a click on the Garlic bowl on the player's flick turn did
    nothing at all. It flicks nothing and places nothing, but the table says how."""
    table = start(ctx)
    actions, tokens = snapshot(table)
    position = table.position
    click(ctx, table.painter.region_centre("garlic"))
    assert table.toast == ctx.text("safranito.reasons.flick_from_edge")
    assert table.toast_refusal, "a refused click's toast, as the card games raise"
    assert snapshot(table) == (actions, tokens) and not table.aim_control.active
    assert table.position == position
    # A click off the board (the felt beside it) stays quiet: it was not aimed there.
    table.toast = ""
    click(ctx, (2, SIZE[1] // 2))
    assert table.toast == ""
