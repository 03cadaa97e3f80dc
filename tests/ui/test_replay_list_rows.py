"""Issue 19 play-test, finding 4: in the replay list the row that says "with help" was
drawn smaller and not bold, and rows showed a time but no date. Every row is drawn in
one font and size, and says its day (today, yesterday or a short date, localised)."""

import datetime
import re
import time
from dataclasses import replace

import pytest

from game import registry
from game.daily import deal
from game.engine.runner import Seat
from game.engine.text import load_text
from game.match_files import finished_path, list_matches, new_meta, write_match_file
from game.match_setup import MatchSetup
from game.ui.scenes.matches import MatchListScene, day_text
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import advance, render_scene
from game.ui.text_record import recording
from game.ui.widgets import min_text_pixels
from tests.ui.conftest import finished_match, frames


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_replay_row_has_one_font_and_says_its_day(ctx, language):
    ctx.text = load_text(language)
    five = ("Player 1", "Ada", "Basil", "Clove", "Dill")
    for seed, assisted in ((3, False), (4, True)):
        setup, match = finished_match(seed=seed, names=five if assisted else five[:3])
        meta = replace(new_meta(setup.seed), assisted=assisted)
        write_match_file(finished_path(setup.game_id, meta), match, meta)
    ctx.scenes.push(MenuScene(ctx))
    listing = MatchListScene(ctx, "too-many-cooks", finished=True)
    ctx.scenes.push(listing)
    frames(ctx)
    with recording() as record:
        render_scene(ctx)
    today = ctx.text("dates.today", time="").strip()
    rows = [label for label in record.labels if today in label.content]
    assert len(rows) == 2, [label.content for label in record.labels]
    assert any(label.content.endswith(ctx.text("matches.with_help")) for label in rows)
    assert not [label.lost for label in rows if label.lost]
    assert len({label.pixels for label in rows}) == 1, [(r.content, r.pixels) for r in rows]
    assert len({label.rect.height for label in rows}) == 1  # bold on both, same size
    # Under each, who played and their scores, whole and readable (issue 19 play-test:
    # one line of about 9 px, cut before its date in French at 1280x800).
    scores = [label for label in record.labels if "★" in label.content]
    assert len(scores) == 2 and not [label.lost for label in scores if label.lost]
    assert all(label.pixels >= min_text_pixels(ctx.theme) + 2 for label in scores + rows)
    assert any("Player 1" in label.content for label in scores)  # as set up: fixed


def stamp(year, month, day, hour=14, minute=17) -> float:
    return time.mktime((year, month, day, hour, minute, 0, 0, 0, -1))


@pytest.mark.parametrize(("language", "expected"), [
    ("en", ["today 14:17", "yesterday 14:17", "Nov 3, 14:17", "Dec 30, 2025, 14:17"]),
    ("fr", ["aujourd'hui 14:17", "hier 14:17", "3 nov. 14:17", "30 déc. 2025 14:17"]),
])
def test_a_day_is_today_yesterday_or_a_short_local_date(ctx, language, expected):
    ctx.text = load_text(language)
    now = stamp(2026, 11, 26, 15, 0)
    saved = [stamp(2026, 11, 26), stamp(2026, 11, 25), stamp(2026, 11, 3),
             stamp(2025, 12, 30)]
    assert [day_text(ctx, s, now) for s in saved] == expected


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "safranito",
                                     "chef-de-rang"])
def test_a_replay_row_says_what_each_score_counts(ctx, language, game_id):
    """Issue 19: a row read "Player 1 4, Ada 12": the seat's name and its score glued
    together, the number with no unit. Each score follows its name after a separator,
    with the game's unit (stars, points, dishes), in both languages."""
    ctx.text = load_text(language)
    seats = (Seat("Player 1", "random"), Seat("Ada", "random"), Seat("Basil", "random"))
    options = {"round_limit": 1} if game_id == "safranito" else {}
    setup = MatchSetup(game_id, seats[:2] if game_id == "safranito" else seats, 5, options)
    match = setup.start()
    while not match.over:
        match.play_bot()
    meta = new_meta(setup.seed)
    write_match_file(finished_path(game_id, meta), match, meta)
    ctx.scenes.push(MenuScene(ctx))
    ctx.scenes.push(MatchListScene(ctx, game_id, finished=True))
    frames(ctx)
    with recording() as record:
        render_scene(ctx)
    shown = "Player 1"  # the name the match was set up with, in any language
    row = " · ".join(label.content for label in record.labels if shown in label.content)
    package = registry.GAME_PACKAGES[game_id]
    for seat, score in zip(setup.seats, match.game.scores(match.state), strict=True):
        name = seat.name  # as the match was set up, in any language
        assert re.search(rf"{re.escape(name)} \d", row) is None, row
        unit = ctx.text.plural(f"games.{package}.final_score", score, name=name)
        assert unit.split(",")[0] in row, (unit, row)


@pytest.mark.parametrize(("language", "mark"), [("en", "Daily deal Nov 26"),
                                                ("fr", "Défi du jour 26 nov.")])
def test_a_daily_deal_replay_says_so_with_its_day(ctx, language, mark, monkeypatch):
    """Newcomer finding: the replay list did not mark which replay was a daily deal.
    A match on a day's deal (the daily table and that day's seed) says "Daily deal" and
    the deal's day; another match on the same table and cards but a different seed
    does not."""
    ctx.text = load_text(language)
    day = datetime.date(2026, 11, 26)
    started = stamp(2026, 11, 26, 9, 30)
    for seed in (deal.daily_seed("scharfe-schoten", day), 12):
        setup = replace(deal.daily_setup("scharfe-schoten", day, "Ada", ["Basil", "Clove"]),
                        seed=seed)
        match = setup.start()
        advance(match, "scharfe-schoten", None)
        meta = replace(new_meta(seed), started=started)
        write_match_file(finished_path(setup.game_id, meta), match, meta)
    entries = list_matches("scharfe-schoten", finished=True)
    assert sorted(str(e.daily) for e in entries) == ["2026-11-26", "None"]
    ctx.scenes.push(MenuScene(ctx))
    ctx.scenes.push(MatchListScene(ctx, "scharfe-schoten", finished=True))
    frames(ctx)
    with recording() as record:
        render_scene(ctx)
    marked = [label for label in record.labels if mark in label.content]
    assert len(marked) == 1, [label.content for label in record.labels]
    assert not marked[0].lost
