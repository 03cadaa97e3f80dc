"""The replay and its list (issue 19, defect 11): a replay opens at the start, its move
counter keeps clear of View in every language and window size, and the replay list
says who won with what scores."""

import pygame
import pytest

from game.engine.log import SaveError
from game.engine.runner import Seat
from game.match_files import finished_path, new_meta, snapshot_builder, write_match_file
from game.match_setup import MatchSetup
from game.storage import parse_meta
from game.ui.app import create_context
from game.ui.scenes import matches
from game.ui.scenes.matches import MatchListScene
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import advance
from tests.ui.conftest import click, finished_match, frames, open_replay, resize
from tests.ui.test_enter_held import hold

SEATS = (Seat("Ann", "random"), Seat("Basil", "random"), Seat("Clove", "random"))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (1920, 1080)])
def test_the_move_counter_keeps_clear_of_view(ctx, language, size):
    setup, match = finished_match()
    assert len(match.log.actions) >= 100  # three digits: the widest counter
    if language != "en":
        ctx = create_context(ctx.size, language, sound=False)
    replay = open_replay(ctx, setup, match)
    resize(ctx, size)
    assert replay.index == 0, "a replay opens at the start, not at its last move"
    click(ctx, replay.buttons["end"].rect.center)
    assert replay.index == len(match.log.actions)
    theme, px = ctx.theme, ctx.theme.px
    label = ctx.text("replay.move", n=replay.index, total=len(match.log.actions))
    left = replay.buttons["end"].rect.right + px(12)  # where the counter is drawn
    right = left + theme.font("small", "bold").size(label)[0]
    assert right <= replay.buttons["view"].rect.left, f"{label!r} runs into View"
    assert replay.counter_rect().left == left
    assert replay.buttons["close"].rect.right <= ctx.size[0]
    font = theme.font("small", "bold")
    for label in ("replay.play", "replay.pause"):  # Play turns into Pause: both fit
        assert font.size(ctx.text(label))[0] <= replay.buttons["play"].rect.width - px(8)


def listed_line(ctx, monkeypatch, setup, match) -> str:
    """The finished ``match`` saved, the replay list opened on it: its row's line (the
    one naming Basil), as drawn."""
    meta = new_meta(setup.seed)
    write_match_file(finished_path(setup.game_id, meta), match, meta)
    drawn: list[str] = []
    real_draw_text = matches.draw_text

    def record(surface, theme, content, *args, **kwargs):
        drawn.append(content)
        return real_draw_text(surface, theme, content, *args, **kwargs)

    monkeypatch.setattr(matches, "draw_text", record)
    ctx.scenes.push(MenuScene(ctx))
    ctx.scenes.push(MatchListScene(ctx, setup.game_id, finished=True))
    frames(ctx)
    # The row's two lines: how it ended, then who played with their scores.
    return " · ".join(text for text in drawn if any(seat.name in text for seat in SEATS))


def test_the_replay_list_shows_the_winner_and_the_scores(ctx, monkeypatch):
    setup, match = finished_match()
    line = listed_line(ctx, monkeypatch, setup, match)
    scores = match.game.scores(match.state)
    winners = [SEATS[s].name for s in match.game.winners(match.state)]
    won = ctx.text("matches.won_by", names=", ".join(winners))
    assert won[:1].upper() + won[1:] in line  # the row's first words
    for seat, score in zip(SEATS, scores, strict=True):
        assert ctx.text.plural("games.too_many_cooks.final_score", score,
                               name=seat.name) in line


def test_safranitos_replay_line_shows_the_rupees_that_decide_equal_dishes(ctx, monkeypatch):
    """Play-test finding: "Player 1 0, Ada 0 · won by Player 1" showed the dishes only
    while the rupees decided it (docs/rules/safranito.md: most dishes, then most money)."""
    setup = MatchSetup("safranito", SEATS[:2], 6, {"round_limit": 1})
    match = setup.start()
    advance(match, "safranito", None, until=lambda m: m.over)
    state = match.state
    line = listed_line(ctx, monkeypatch, setup, match)
    for seat, dishes, money in zip(SEATS, state.prepared, state.money, strict=False):
        assert ctx.text.plural("games.safranito.final_score_tiebreak", len(dishes),
                               name=seat.name, tiebreak=money) in line
        assert f"{money} rupees" in line
    winners = [SEATS[s].name for s in match.game.winners(state)]
    won = ctx.text("matches.won_by", names=", ".join(winners))
    assert won[:1].upper() + won[1:] in line


def test_a_finished_meta_keeps_its_result_and_refuses_damage():
    _setup, match = finished_match()

    meta, _build = snapshot_builder(match, new_meta(3))
    assert meta.scores == tuple(float(s) for s in match.game.scores(match.state))
    assert parse_meta(meta.to_json()) == meta
    damaged = dict(meta.to_json(), winners=[7])
    with pytest.raises(SaveError, match=r"meta\.winners"):
        parse_meta(damaged)
    unfinished = dict(meta.to_json())
    del unfinished["winners"], unfinished["scores"]
    assert parse_meta(unfinished).scores == ()


def test_a_held_space_toggles_play_once_and_a_held_arrow_steps_on(ctx):
    """Issue 19 (keys): the replay's Space toggled Play on every auto-repeat of a held
    key (12 deliveries: on, off, ... off); a held → still steps move after move."""
    setup, match = finished_match()
    replay = open_replay(ctx, setup, match)
    frames(ctx)
    replay.go(0)
    hold(ctx, pygame.K_SPACE, 11)
    assert replay.playing
    hold(ctx, pygame.K_SPACE, 0)
    assert not replay.playing
    at = replay.index
    hold(ctx, pygame.K_RIGHT, 5)
    assert replay.index == at + 6
