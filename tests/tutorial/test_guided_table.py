"""The guided table in a real (dummy) window: Next, the guided move, leaving, restarting."""

import pygame
import pytest

from game.too_many_cooks.rules import ChooseMenu
from game.ui.scenes.coach_pause import CoachPauseScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import SetupScene
from game.ui.screenshot import build_scene
from game.ui.tutorial.locate import locate, locate_all
from tests.ui.conftest import click, ctx, frames, key  # noqa: F401

GAMES = ["too-many-cooks", "scharfe-schoten", "chef-de-rang", "safranito"]


def open_guided(ctx, game_id):  # noqa: F811

    ctx.scenes.push(MenuScene(ctx))
    setup = SetupScene(ctx, game_id)
    ctx.scenes.push(setup)
    frames(ctx)
    click(ctx, setup.learn_button.rect.center)  # the real "Learn to play" button
    frames(ctx)
    return ctx.scenes.top


@pytest.mark.parametrize("game_id", GAMES)
def test_opens_at_the_first_coach_step_and_never_records(ctx, game_id):  # noqa: F811
    table = open_guided(ctx, game_id)
    assert table.lesson.current is not None and table.lesson.blocking
    assert table.records_results is False
    frames(ctx, 5)
    assert table.match.log.actions == []  # nobody moves while the coach talks


def test_next_button_then_the_guided_move_is_required(ctx):  # noqa: F811
    table = open_guided(ctx, "too-many-cooks")
    while table.lesson.blocking:
        click(ctx, table.coach.next_button.rect.center)
    step = table.lesson.current
    assert step.key == "do" and step.waits
    assert locate(table, step.point) is not None

    wrong = next(a for a in table.match.legal_actions() if a != ChooseMenu("onion"))
    assert not table.submit(wrong)
    assert table.submit(ChooseMenu("onion"))
    assert table.lesson.decisions == 1


def test_escape_leave_returns_to_the_setup_screen_and_restart_starts_over(ctx):  # noqa: F811
    table = open_guided(ctx, "chef-de-rang")
    key(ctx, pygame.K_ESCAPE)
    pause = ctx.scenes.top
    assert isinstance(pause, CoachPauseScene)
    restart = pause.buttons[2]
    click(ctx, restart.rect.center)
    fresh = ctx.scenes.top
    assert fresh is not table and fresh.lesson.shown[0].key == "intro.welcome"
    key(ctx, pygame.K_ESCAPE)
    click(ctx, ctx.scenes.top.buttons[3].rect.center)
    assert isinstance(ctx.scenes.top, SetupScene)
    assert ctx.scenes.top.game_id == "chef-de-rang"
    assert len(ctx.scenes) == 2  # menu, setup


def test_the_guided_games_escape_menu_is_played_from_the_keyboard_too(ctx):  # noqa: F811
    """Like the match's Escape menu: arrows move a focus over the buttons, Enter
    presses the focused one (here: Leave, the fourth)."""
    open_guided(ctx, "chef-de-rang")
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, CoachPauseScene)
    for _ in range(4):
        key(ctx, pygame.K_DOWN)
    key(ctx, pygame.K_RETURN)
    assert isinstance(ctx.scenes.top, SetupScene)


def test_screenshot_builder_shows_the_first_step(ctx):  # noqa: F811

    build_scene(ctx, "tutorial", "scharfe-schoten", 1)
    assert ctx.scenes.top.lesson.current.key == "intro.welcome"
    assert isinstance(list(ctx.scenes)[-2], SetupScene)


def test_leaving_from_the_results_lands_on_the_setup_screen(ctx):  # noqa: F811
    table = open_guided(ctx, "too-many-cooks")
    table.show_results()
    results = ctx.scenes.top
    assert results.menu.label == ctx.text("tutorial.leave")
    click(ctx, results.menu.rect.center)
    assert isinstance(ctx.scenes.top, SetupScene) and len(ctx.scenes) == 2
    click(ctx, ctx.scenes.top.learn_button.rect.center)  # and it can be started again
    assert ctx.scenes.top.lesson.shown[0].key == "intro.welcome"


def test_play_again_from_the_results_restarts_over_the_setup_screen(ctx):  # noqa: F811
    table = open_guided(ctx, "safranito")
    table.show_results()
    click(ctx, ctx.scenes.top.again.rect.center)
    fresh = ctx.scenes.top
    assert fresh is not table and fresh.lesson.shown[0].key == "intro.welcome"
    assert [type(s).__name__ for s in ctx.scenes][:2] == ["MenuScene", "SetupScene"]
    assert len(ctx.scenes) == 3


def test_the_menu_suggests_the_guided_games_on_first_run(ctx, tmp_path, monkeypatch):  # noqa: F811

    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(tmp_path))
    menu = MenuScene(ctx)
    ctx.scenes.push(menu)
    frames(ctx)
    assert menu.first_run
    (tmp_path / "stats.json").write_text(
        '{"too-many-cooks": {"played": 1, "human_wins": 0, "bot_wins": 1, "best": {}}}')
    menu.layout()
    assert not menu.first_run


def _player_panels(table):
    package = table.package
    if package == "too_many_cooks":
        return [spot.panel for spot in table.spots.values()]
    if package == "scharfe_schoten":
        return [box.panel for box in table.lay.seats.values()]
    if package == "chef_de_rang":
        return [table.phase_panel, *table.seat_panels.values()]
    return list(table.player_rects.values())


def _walk(ctx, table, steps):  # noqa: F811
    """Yield each new coach step (pressing Next, playing the guided move)."""
    lesson, last, seen = table.lesson, None, 0
    for _ in range(4000):
        frames(ctx)
        step = lesson.current
        if step is not None and step is not last and not table.animating:
            last = step
            yield step
            seen += 1
            if seen >= steps:
                return
        if lesson.blocking:
            lesson.next()
        elif step is not None and step.waits and table.match.to_move == lesson.learner \
                and not table.busy:
            table.submit(lesson.guided_action(table.match.state)
                         or table.match.legal_actions()[0])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_coach_hides_neither_the_players_nor_what_it_points_at(ctx, game_id):  # noqa: F811

    table = open_guided(ctx, game_id)
    for step in _walk(ctx, table, 8):
        frames(ctx)
        panel = table.coach.rect
        targets = table.coach.framed or locate_all(table, step.point)
        hand = [r for _c, r in table.hand_rects(table.view())] \
            if hasattr(table, "hand_rects") else []
        for target in [*targets, *hand]:
            assert not panel.colliderect(target), (step.key, step.point)
        # The players' panels too, wherever a box of this size could avoid them all
        # (and Next's bar, which stays put while the box moves, issue 19).
        players = _player_panels(table)
        avoid = [*targets, *hand, *players, table.coach.bar]
        if _free_spot(table, panel.size, avoid):
            assert panel.width and panel.collidelist(players) == -1, step.key
        assert ctx.scenes.top is table


def _free_spot(table, size, avoid):
    """Whether a box of ``size`` fits on the table (below the banner) clear of ``avoid``."""
    px = table.ctx.theme.px
    width, height = table.size
    for y in range(px(56), height - px(8) - size[1] + 1, 4):
        for x in range(px(8), width - px(8) - size[0] + 1, 4):
            if pygame.Rect((x, y), size).collidelist(avoid) == -1:
                return True
    return False


def test_tables_you_may_take_are_each_framed(ctx):  # noqa: F811

    table = open_guided(ctx, "chef-de-rang")
    step = next(s for s in _walk(ctx, table, 10) if s.point == "legal")
    legal = table.game.legal_tables(table.state)
    rects = locate_all(table, "legal")
    assert len(rects) == len(legal) == step.fields["count"].n > 1
    assert rects == [table.table_rect(t) for t in legal]
