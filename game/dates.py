"""Dates in the player's language: the one formatter every screen that shows a day uses
(the daily deal, the replay list, the statistics, the main menu's Continue line).

The French daily deal read "2026-11-29" beside "24 nov." in the replay list (newcomer
play-test): each screen wrote its own. The words come from the locale's ``dates``
section: "Nov 29, 2026" / "29 nov. 2026", without the year "Nov 29" / "29 nov.".
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Callable

Text = Callable[..., str]


def month_name(text: Text, month: int) -> str:
    """The month's short name ("Nov", "nov."), 1 = January."""
    return [m.strip() for m in text("dates.months").split(",")][month - 1]


def date_words(text: Text, day: datetime.date, year: bool = True) -> str:
    """``day`` as players read it: "Nov 29, 2026" ("29 nov. 2026"), or without the
    year "Nov 29" ("29 nov.") where the year goes without saying."""
    key = "dates.day_year" if year else "dates.day"
    return text(key, day=day.day, month=month_name(text, day.month), year=day.year)


def stamp_day(stamp: float) -> datetime.date:
    """The local day of a time stamp (seconds since the epoch)."""
    return datetime.date(*time.localtime(stamp)[:3])


def stamp_words(text: Text, stamp: float, now: float | None = None) -> str:
    """A moment for a list of matches from several days: "today 14:17", "yesterday
    09:05", else the date and time ("Nov 24, 14:17"), with the year when it is not this
    one ("Dec 30, 2025, 14:17")."""
    saved = time.localtime(stamp)
    clock = time.strftime("%H:%M", saved)
    day, today = stamp_day(stamp), stamp_day(time.time() if now is None else now)
    days = (day - today).days
    if days == 0:
        return text("dates.today", time=clock)
    if days == -1:
        return text("dates.yesterday", time=clock)
    return text("dates.at", date=date_words(text, day, year=day.year != today.year),
                time=clock)


def time_or_date(text: Text, stamp: float, now: float | None = None) -> str:
    """A save's moment on one short line: the time alone today ("14:02"), else the date
    and time as :func:`stamp_words` writes it."""
    day, today = stamp_day(stamp), stamp_day(time.time() if now is None else now)
    if day == today:
        return time.strftime("%H:%M", time.localtime(stamp))
    return stamp_words(text, stamp, now)
