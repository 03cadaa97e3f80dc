"""The review's picture (issue 24): the expectation graph's grid stays inside the
graph, and a key moment's note in the replay keeps clear of the moves it rings, of the
players' panels and of the header, at every window size and in every game."""

import pygame
import pytest

from game import registry
from game.engine.log import replay_states
from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.review.model import MoveValue, ValuedDecision
from game.review.report import Line
from game.ui.review_graph import graph_points
from game.ui.scenes.replay import ReplayScene, Ringed
from game.ui.screenshot import advance
from game.ui.tutorial.locate import PLAYERS, keep_clear
from tests.ui.conftest import ALL_SIZES, frames, resize


@pytest.mark.parametrize("pairs", [[(-8.3, -8.0), (11.2, 11.2), (4.0, 1.0)],
                                   [(-1600.0, -1400.0), (640.0, 300.0)], [(0.0, 0.0)]])
def test_every_grid_line_of_the_graph_is_inside_it(pairs):
    """The grid once ran past the graph's top (a step worked out again from the rounded
    range: 20 over a 15-high graph, drawn over the title)."""
    lines = [Line(ValuedDecision(i, "played", (MoveValue("best", best),
                                               MoveValue("played", played)), 2),
                  "good", "", "", "") for i, (best, played) in enumerate(pairs)]
    plot = pygame.Rect(50, 40, 400, 300)
    played, best, low, high, step = graph_points(lines, plot)
    values = [v for pair in pairs for v in pair]
    assert low <= min(values) and high >= max(values)
    steps = round((high - low) / step)
    assert abs(low + steps * step - high) < 1e-6, "the range is whole grid steps"
    assert all(plot.top <= y <= plot.bottom for _x, y in played + best)


def ring_moment(ctx, game_id: str, players: int = 3):
    """A replay of a finished match of ``game_id`` standing at a decision of seat 1
    with two of its moves ringed (a flick in Safranito) and a moment's long caption."""
    seats = (Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"))[:players]
    if game_id == "safranito":
        seats = seats[:2]
    setup = MatchSetup(game_id, seats, 5, {"round_limit": 1} if game_id == "safranito" else {})
    match = setup.start()
    advance(match, game_id, None)
    rules = registry.rules(game_id)
    states = replay_states(rules, match.log)
    replay = ReplayScene(ctx, setup, list(match.log.actions))
    ctx.scenes.push(replay)
    frames(ctx)
    for index, state in enumerate(states[:-1]):
        if rules.current_player(state) != 0:
            continue
        played = match.log.actions[index]
        if game_id == "safranito" and type(played).__name__ != "Flick":
            continue
        others = [a for a in rules.legal_actions(state) if a != played]
        replay.go(index)
        replay.viewer = 0
        frames(ctx)
        for best in others:
            if replay.table.rect_of(best) is not None \
                    and replay.table.rect_of(played) is not None \
                    and replay.table.rect_of(best) != replay.table.rect_of(played):
                caption = (  # the play-test's long note
                    "Round 1, your turn 4, move 7 (inaccuracy): your 40 ended: Saffron "
                    "(ringed in black); the hard bot's shot, your 60 at Extra card (31 % "
                    "for your hand), (ringed in tomato) was worth +29.9 rupees.")
                places = (("saffron", False), ("extra_card", True)) \
                    if game_id == "safranito" else ()  # the play-test's flick
                replay.ring(Ringed(index, best, played, caption, places), 0)
                return replay
    raise AssertionError(f"no decision of seat 1 with two ringable moves in {game_id}")


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang",
                                     "safranito"])
def test_the_moments_note_keeps_clear_of_its_rings_at_every_size(ctx, game_id):
    """Play-test finding: the note lay over Safranito's ringed Saffron bowl and over Too
    Many Cooks' dealer line and Ada's panel. At the four sizes, the note's box hides no
    ring of the moment (nor the ring's border), for every game."""
    replay = ring_moment(ctx, game_id)
    px = ctx.theme.px
    for size in ALL_SIZES:
        resize(ctx, size)
        frames(ctx)
        rings = replay.ringed_rects()
        assert len(rings) == (4 if game_id == "safranito" else 2)
        assert replay._caption_spot is not None
        note = replay._caption_spot[1]
        for ring, _best in rings:
            drawn = ring.inflate(px(10), px(10))
            assert not note.colliderect(drawn), (size, note, drawn)


def test_the_moments_note_keeps_clear_of_the_panels_and_the_header(ctx):
    """Play-test finding: in a two-player Too Many Cooks replay the note lay over the
    "Dealer" line and Ada's panel (only wide notes were tried, and no wide spot was
    free). At the four sizes it now hides no player's panel, hand or header line."""
    replay = ring_moment(ctx, "too-many-cooks", 2)
    px = ctx.theme.px
    for size in ALL_SIZES:
        resize(ctx, size)
        frames(ctx)
        note = replay._caption_spot[1]
        top = replay.table_top()
        header = pygame.Rect(0, top, size[0], px(64))
        panels = [r.move(0, top) for r, weight in keep_clear(replay.table) if weight >= PLAYERS]
        assert panels and not note.colliderect(header), (size, note)
        assert note.collidelist(panels) < 0, (size, note, panels)
