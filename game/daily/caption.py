"""The daily deal's words on its own table.

Why: a daily deal looked like any other match once dealt (newcomer playtest 15a,
finding 5): nothing said it was the day's deal, nor that the bots were the hard
level. The table shows :func:`daily_caption`; a match that is no daily gets "".
"""

from __future__ import annotations

from collections.abc import Callable

from game.daily.deal import daily_date_of
from game.dates import date_words, stamp_day
from game.match_setup import MatchSetup

Text = Callable[..., str]


def daily_caption(text: Text, setup: MatchSetup, started: float) -> str:
    """"Daily deal · Nov 29 · hard bots" for the day's deal (a match started at the
    time stamp ``started``, seconds since the epoch), "" for any other match. Which
    day's deal a match is comes from its seats and seed as everywhere
    (:func:`game.daily.deal.daily_date_of`), so a daily continued later keeps it."""
    day = daily_date_of(setup.game_id, setup.seats, setup.seed, stamp_day(started))
    if day is None:
        return ""
    return text("daily.on_table", date=date_words(text, day, year=False))
