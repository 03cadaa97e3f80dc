"""Issue 19: in a replay the table still said "Esc: menu" in its corner while the
replay's key line said "Esc close" (and the history "L or Esc to close"): two forms,
and one of them wrong, for Esc closes the replay and opens no menu. The table shows no
menu hint in a replay; every key hint reads "key: what it does"; Esc closes the replay
back to the screen it was opened from."""

import pygame
import pytest

from game import registry
from game.engine.text import load_text
from game.ui.scenes.matches import MatchListScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.replay import ReplayScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import finished_match, frames, key

GAMES = ["too-many-cooks", "scharfe-schoten", "safranito", "chef-de-rang"]


def open_from_the_list(ctx, game_id):
    # Safranito: two players, one round, for a short match.
    setup, match = finished_match(game_id) if game_id != "safranito" else \
        finished_match(game_id, ("Ann", "Basil"), 6, {"round_limit": 1})
    ctx.scenes.push(MenuScene(ctx))
    listing = MatchListScene(ctx, game_id, finished=True)
    ctx.scenes.push(listing)
    replay = ReplayScene(ctx, setup, list(match.log.actions))
    ctx.scenes.push(replay)
    frames(ctx)
    return listing, replay



@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_replay_says_esc_closes_it_and_nothing_says_menu(ctx, language, game_id):
    ctx.text = load_text(language)
    listing, _replay = open_from_the_list(ctx, game_id)
    key(ctx, pygame.K_RIGHT)
    with recording() as record:
        render_scene(ctx)
    package = registry.GAME_PACKAGES[game_id]
    menu_hint = ctx.text(f"{package}.escape_hint")
    shown = [label.content for label in record.labels]
    assert not [line for line in shown if menu_hint in line], shown
    assert any(ctx.text("replay.keys") in line for line in shown), shown
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is listing, "Esc closes the replay back to the list"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_key_hint_reads_key_then_what_it_does(language):
    """One form for every key hint the replay shows: "Esc: menu" at a table, so
    "Esc: close" in the replay and its history, never "Esc close" or "Esc to close"."""
    loaded = load_text(language)

    def text(key_name: str) -> str:  # French marks come with a no-break space before
        return loaded(key_name).replace("\xa0", " ")

    colon = ": " if language == "en" else " : "
    escape = text("too_many_cooks.escape_hint").split(colon)[0]  # "Esc", "Échap"
    for key_name in ("replay.keys", "history.hint", "history.trick_hint"):
        parts = text(key_name).split(" · ")
        hints = [part for part in parts if escape in part or key_name == "replay.keys"]
        assert hints, (key_name, parts)
        for part in hints:
            assert colon in part, f"{key_name}: {part!r} is not 'key{colon}what it does'"
    assert text("replay.keys").endswith(f"{escape}{colon}{text('history.close').lower()}")
