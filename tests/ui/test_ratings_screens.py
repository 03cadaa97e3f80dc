"""Ratings on screen: a finished match against bots moves the player's rating, the
Statistics screen (opened by its menu button) shows it with its history chart, and the
setup screen's "Opponents near my level" sets the bot seats, all by real events."""

import json

import pygame

from game.engine.runner import Seat
from game.rating import levels as level_file
from game.rating.history import RatingEntry, ratings_path, read_history
from game.rating.player import START_RATING
from game.ui import text_record
from game.ui.app import create_context, open_window
from game.ui.scenes import setup_seats as setup_scene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from game.ui.screenshot import advance, render_scene
from tests.ui.conftest import (
    click,
    frames,
    open_setup_by_click,
    open_statistics,
    open_table,
    run_until,
)
from tests.ui.fitting import problems
from tests.ui.test_text_fits import SIZES


def write_history(*entries: RatingEntry) -> None:
    ratings_path().parent.mkdir(parents=True, exist_ok=True)
    ratings_path().write_text(json.dumps({"format": 1,
                                          "entries": [e.to_json() for e in entries]}))


def test_a_finished_match_moves_the_rating_and_statistics_chart_it(ctx):
    table = open_table(ctx, "too-many-cooks", [Seat("Bo"), Seat("Cy", "random"),
                                                Seat("Di", "random")], 11)
    advance(table.match, "too-many-cooks", None)
    run_until(ctx, lambda: bool(read_history()[0]))
    (entry,) = read_history()[0]
    assert (entry.name, entry.opponents, entry.weight) == ("Bo", ("random", "random"), 1.0)
    won = 0 in table.game.winners(table.state)
    assert entry.before == START_RATING and (entry.after > entry.before) == won

    stats = open_statistics(ctx)
    with text_record.recording() as record:
        frames(ctx)
    drawn = [label.content for label in record.labels]
    assert f"{round(entry.after)}?" in drawn  # provisional: one rated match of ten
    assert "provisional: 1 match" in drawn and "Bo" in drawn
    # The chart: the history's line in the first seat colour, right of the number.
    number = next(lb.rect for lb in record.labels if lb.content == f"{round(entry.after)}?")
    band = pygame.Rect(number.right, number.top - 10, stats.panel.right - number.right, 70)
    screen = pygame.display.get_surface()
    colour = ctx.theme.seat_colour(0)
    line_pixels = sum(1 for x in range(band.left, band.right, 2)
                      for y in range(band.top, band.bottom, 2)
                      if tuple(screen.get_at((x, y)))[:3] == tuple(colour)[:3])
    assert line_pixels > 20


def test_opponents_near_my_level_sets_every_bot_seat(ctx):
    hard = level_file.level_ratings("too-many-cooks")["hard"].rating
    write_history(RatingEntry("too-many-cooks", "Player 1", 1.0, START_RATING, hard - 30,
                              ("hard",), 1.0, 12))
    setup = open_setup_by_click(ctx, "too-many-cooks")
    assert isinstance(setup, SetupScene)
    assert setup.rows[0].name.value == "Player 1"
    bots = setup.rows[1: setup.count.value]
    assert {row.who.value for row in bots} == {"heuristic"}
    click(ctx, setup.near_button.rect.center)
    assert {row.who.value for row in bots} == {"hard"}
    assert setup.near_note == ctx.text("setup.near_done", name="Player 1",
                                   rating=f"{hard - 30:.0f}", level=ctx.text("bots.hard"),
                                   level_rating=f"{hard:.0f}")
    with text_record.recording() as record:
        frames(ctx)
    assert setup.near_note in [label.content for label in record.labels]


def test_a_new_player_starts_at_1500_and_an_uncalibrated_game_says_so(ctx, monkeypatch):
    setup = open_setup_by_click(ctx, "chef-de-rang")
    rated = level_file.level_ratings("chef-de-rang")
    nearest = min(rated, key=lambda n: abs(rated[n].rating - START_RATING))
    for row in setup.rows[1: setup.count.value]:
        row.who.select("random")
    click(ctx, setup.near_button.rect.center)
    assert {row.who.value for row in setup.rows[1: setup.count.value]} == {nearest}
    assert "1500?" in setup.near_note
    monkeypatch.setattr(setup_scene, "level_ratings", lambda game_id: {})
    for row in setup.rows[1: setup.count.value]:
        row.who.select("random")
    click(ctx, setup.near_button.rect.center)
    assert setup.near_note == ctx.text("setup.near_unrated")
    assert {row.who.value for row in setup.rows[1: setup.count.value]} == {"random"}


def test_statistics_with_ratings_fit_at_every_size_in_both_languages():
    """Every label of the Statistics screen with two rated games (one provisional, one
    not, long names) stays in its box at every window size, English and French."""
    entries = [RatingEntry("too-many-cooks", "Alexandrine-Marie", float(t), 1500 + t,
                           1501 + t, ("hard", "heuristic"), 1.0, t) for t in range(14)]
    entries.append(RatingEntry("chef-de-rang", "Bo", 20.0, 1500, 1540, ("hard",), 0.5, 0))
    write_history(*entries)
    found = []
    for language in ("en", "fr"):
        for size in SIZES:
            open_window(size)
            ctx = create_context(size, language, sound=False)
            ctx.scenes.push(StatsScene(ctx))
            pygame.mouse.set_pos((0, 0))
            with text_record.recording() as record:
                render_scene(ctx)
            assert "1514" in record.strings()  # established: no "?"
            assert any(s.startswith("1540") and s.endswith("?") for s in record.strings())
            found += [f"{language} {size}: {p}"
                      for p in problems(record, pygame.Rect((0, 0), ctx.size))]
    pygame.quit()
    assert not found, "\n".join(found)
