"""Newcomer play-test: the French daily deal read "2026-11-29" while the replay list
said "24 nov.", and the statistics wrote "2026-11-29" too. One formatter
(:mod:`game.dates`) writes every date from the locale's words, and the screens use it."""

import datetime
import re
import time
from collections import Counter

import pytest

from game.dates import date_words, stamp_words
from game.engine.text import load_text
from game.results_log import GameSummary
from game.ui.scenes import daily as daily_module
from game.ui.scenes.daily import DailyScene
from game.ui.scenes.stats import StatsScene
from tests.ui.conftest import drawn_strings, frames

DAY = datetime.date(2026, 11, 29)
ISO = re.compile(r"\d{4}-\d\d-\d\d")


@pytest.mark.parametrize(("language", "full", "short"), [
    ("en", "Nov 29, 2026", "Nov 29"), ("fr", "29 nov. 2026", "29 nov.")])
def test_one_date_formatter_per_language(language, full, short):
    text = load_text(language)
    assert date_words(text, DAY) == full
    assert date_words(text, DAY, year=False) == short
    noon = time.mktime((2026, 11, 20, 12, 5, 0, 0, 0, -1))
    now = time.mktime((2026, 11, 29, 12, 0, 0, 0, 0, -1))
    assert stamp_words(text, noon, now).startswith(date_words(text, DAY.replace(day=20),
                                                              year=False))


@pytest.mark.parametrize(("language", "heading"), [
    ("en", "Today, Nov 29, 2026"), ("fr", "Aujourd'hui, 29 nov. 2026")])
def test_the_daily_deal_shows_its_day_in_the_players_language(ctx, language, heading,
                                                               monkeypatch, tmp_path):
    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(tmp_path))
    monkeypatch.setattr(daily_module.deal, "today", lambda: DAY)
    ctx.text = load_text(language)
    ctx.scenes.push(DailyScene(ctx))
    frames(ctx, 2)
    lines = drawn_strings(ctx)
    assert heading in lines
    assert not [line for line in lines if ISO.search(line)]


@pytest.mark.parametrize(("language", "day"), [("en", "Nov 29, 2026"), ("fr", "29 nov. 2026")])
def test_the_statistics_date_the_best_win_in_the_players_language(ctx, language, day,
                                                                  monkeypatch, tmp_path):
    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(tmp_path))
    ctx.text = load_text(language)
    stats = StatsScene(ctx)
    ended = time.mktime((2026, 11, 29, 18, 0, 0, 0, 0, -1))
    summary = GameSummary(played=1, human_wins=Counter({"Ada": 1}),
                          best_win=(42.0, "Ada", ended))
    best = stats.cells("too-many-cooks", "too_many_cooks", summary)[4]
    assert best[-1] == day
