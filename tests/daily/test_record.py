"""The player's daily results file: first game of a day counts, streaks, damage."""

import datetime
import json

from game.daily import record
from game.engine.text import load_text

DAY = datetime.date(2026, 11, 26)


def days(*offsets):
    return [DAY + datetime.timedelta(days=n) for n in offsets]


def test_the_streak_counts_consecutive_days_up_to_today():
    assert record.streak(days(-2, -1, 0), DAY) == 3
    assert record.streak(days(-4, -3, -1, 0), DAY) == 2, "a gap ends the run"
    assert record.streak(days(-3, -2, -1), DAY) == 3, "alive until today ends"
    assert record.streak(days(-3, -2), DAY) == 0, "a missed day ends it"
    assert record.streak([], DAY) == 0


def test_the_first_game_of_a_day_counts_and_a_replay_does_not():
    first = record.record_played("too-many-cooks", DAY, 18, False, ended=1.0)
    assert first.counted and first.entry.score == 18
    again = record.record_played("too-many-cooks", DAY, 25, True, ended=2.0)
    assert not again.counted and again.entry == first.entry
    record.record_bot("too-many-cooks", DAY, 21)
    record.record_bot("too-many-cooks", DAY, 99)  # the day's bot figure is kept once
    kept, notice = record.read_daily()
    assert notice is None
    assert kept["too-many-cooks"][DAY] == record.DayRecord(18, 21, False, 1.0)
    assert record.streak(kept["too-many-cooks"], DAY) == 1
    assert not [p for p in record.daily_path().parent.iterdir() if p.name.startswith(".")
                and not p.name.endswith(".lock")], "no temporary file left"


def test_a_deal_finished_after_midnight_counts_for_its_own_day():
    """Dealt on the 26th, finished at 00:05 on the 27th: the 26th is played; the
    27th's deal then makes a streak of two."""
    after_midnight = datetime.datetime(2026, 11, 27, 0, 5).timestamp()
    record.record_played("chef-de-rang", DAY, 4300, False, ended=after_midnight)
    record.record_played("chef-de-rang", DAY + datetime.timedelta(days=1), 3900, False)
    kept, _ = record.read_daily()
    assert sorted(kept["chef-de-rang"]) == days(0, 1)
    assert record.streak(kept["chef-de-rang"], DAY + datetime.timedelta(days=1)) == 2
    assert record.streak(kept.get("scharfe-schoten", {}), DAY) == 0, "streaks are per game"


def test_a_damaged_file_is_set_aside_with_one_sentence_and_kept():
    path = record.daily_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "games": {"too-many-cooks": {
        "2026-11-26": {"score": "lots", "ended": 1}}}}))
    kept, notice = record.read_daily()
    assert kept == {}
    assert notice is not None and "\n" not in notice and "score" in notice
    assert "set aside" in notice
    aside = [p for p in path.parent.iterdir() if p.name.startswith("daily.json.damaged-")]
    assert len(aside) == 1 and "lots" in aside[0].read_text()
    fresh = record.record_played("too-many-cooks", DAY, 12, False)
    assert fresh.counted and fresh.notice is None


def test_the_line_to_copy_has_the_result_and_no_cards():
    en, fr = load_text("en"), load_text("fr")
    line = record.share_line(en, "too_many_cooks", DAY, 18, 21, 3)
    assert line == "Kitchen Table daily · Too Many Cooks · Nov 26, 2026 · 18 ★ vs hard 21 ★ " \
                   "· streak 3"
    assert record.share_line(fr, "chef_de_rang", DAY, 4300, 3900.0, 1) == \
        "La Table de Cuisine · défi du jour · Chef de rang · 26 nov. 2026 · 4300 pts " \
        "contre difficile 3900 pts · série 1"
    assert record.share_line(en, "scharfe_schoten", DAY, 25, None, 2).endswith(
        "25 pts · streak 2")
