"""Every scene of every playable game renders to a PNG through the CLI entry point."""

import pygame
import pytest

from game import registry
from game.cli import main
from game.daily.deal import DAILY_PLAYERS
from game.review.job import covered
from game.ui.scenes.history import HistoryScene, LastTrickScene
from game.ui.scenes.replay import ReplayScene
from game.ui.screenshot import SCENES, ScreenshotError, build_scene, round_played
from game.ui.table_start import PRACTICE

PLAYABLE = registry.game_ids()


@pytest.mark.parametrize("game_id", PLAYABLE)
@pytest.mark.parametrize("scene", [s for s in SCENES
                                   if s not in ("menu", "practice", "last-trick", "review",
                                                "review-progress", "daily-results",
                                                "stats")])
def test_scene_renders(tmp_path, game_id, scene):
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", "--scene", scene, "--game", game_id, "--seed", "3",
                 "--out", str(out)]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 800)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1280, 80) for y in range(0, 800, 80)}
    assert len(colours) > 8, "the picture is nearly blank"
    assert not list(tmp_path.glob(".*tmp*")), "temporary file left behind"


def test_practice_renders_for_the_games_that_have_one(tmp_path):

    for game_id in PLAYABLE:
        out = tmp_path / f"practice-{game_id}.png"
        code = main(["screenshot", "--scene", "practice", "--game", game_id, "--seed", "3",
                     "--out", str(out)])
        assert code == (0 if game_id in PRACTICE else 2)
        assert out.exists() == (game_id in PRACTICE)


@pytest.mark.parametrize("scene", ["review", "review-progress"])
def test_the_review_renders_for_the_games_it_covers(tmp_path, scene, capsys):

    for game_id in PLAYABLE:
        out = tmp_path / f"{scene}-{game_id}.png"
        code = main(["screenshot", "--scene", scene, "--game", game_id, "--seed", "3",
                     "--out", str(out)])
        assert covered(game_id), "every game has its review (Safranito: issue 24, item 6)"
        assert code == 0 and out.exists(), capsys.readouterr().err


def test_the_daily_results_render_for_the_games_with_a_daily_deal(tmp_path, capsys):

    for game_id in PLAYABLE:
        out = tmp_path / f"daily-{game_id}.png"
        code = main(["screenshot", "--scene", "daily-results", "--game", game_id,
                     "--out", str(out)])
        assert code == (0 if game_id in DAILY_PLAYERS else 2)
        assert out.exists() == (game_id in DAILY_PLAYERS)
    assert "safranito has no daily deal" in capsys.readouterr().err


def test_last_trick_renders_for_the_trick_games_only(tmp_path):
    for game_id in PLAYABLE:
        out = tmp_path / f"last-trick-{game_id}.png"
        code = main(["screenshot", "--scene", "last-trick", "--game", game_id, "--seed", "3",
                     "--out", str(out)])
        tricks = game_id in ("too-many-cooks", "scharfe-schoten")
        assert code == (0 if tricks else 2)
        assert out.exists() == tricks


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_history_last_trick_and_replay_come_after_a_full_round(ctx, game_id):
    """What ``--scene history``, ``last-trick`` and ``replay`` show: the match has played
    at least one whole round (Chef de rang: its taking phase) before the picture."""

    build_scene(ctx, "history", game_id, 3)
    history = ctx.scenes.top
    assert isinstance(history, HistoryScene)
    table = list(ctx.scenes)[-2]
    assert round_played(table.match.state)
    if game_id != "chef-de-rang":  # one round in two phases: its history is one list
        titles = {group.title for group in history.groups}
        assert len(titles) >= 2, f"one round's moves only: {titles}"
    while len(ctx.scenes):
        ctx.scenes.pop()
    build_scene(ctx, "replay", game_id, 3)
    replay = ctx.scenes.top
    assert isinstance(replay, ReplayScene) and replay.index > 0
    assert round_played(replay.states[replay.index])
    assert not round_played(replay.states[replay.index - 1]), "the first move after it"
    while len(ctx.scenes):
        ctx.scenes.pop()
    if game_id in ("too-many-cooks", "scharfe-schoten"):
        build_scene(ctx, "last-trick", game_id, 3)
        assert isinstance(ctx.scenes.top, LastTrickScene) and ctx.scenes.top.groups
        assert round_played(list(ctx.scenes)[-2].match.state)
    else:
        with pytest.raises(ScreenshotError, match="no tricks"):
            build_scene(ctx, "last-trick", game_id, 3)


def test_menu_renders_in_french_at_another_size(tmp_path):
    out = tmp_path / "menu.png"
    assert main(["screenshot", "--scene", "menu", "--out", str(out), "--size", "1600x900",
                 "--lang", "fr"]) == 0
    assert pygame.image.load(str(out)).get_size() == (1600, 900)


def test_the_statistics_screen_renders_through_the_cli(tmp_path):
    """The same for every game (so once), from an empty data folder: a mostly plain
    panel, so the test is that it renders at the asked size, not how colourful it is."""
    out = tmp_path / "stats.png"
    assert main(["screenshot", "--scene", "stats", "--out", str(out), "--lang", "fr",
                 "--size", "800x500"]) == 0
    assert pygame.image.load(str(out)).get_size() == (800, 500)
