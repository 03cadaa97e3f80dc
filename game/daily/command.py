"""``python main.py daily --game G [--date YYYY-MM-DD] [--json]``.

Prints the day's game number for ``G`` (the local date by default) and what the hard
bot scores in the player's seat, headless: the figure the window compares the player's
score with, so anyone can check it. It takes the seconds a whole game of hard bots
takes (progress on stderr). An unknown game, one without a daily deal (Safranito) or a
bad date is one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from game.daily.deal import (
    DAILY_LEVEL,
    DAILY_PLAYERS,
    PLAYER_SEAT,
    NoDaily,
    duplicate,
    parse_date,
    require_daily,
    today,
)
from game.daily.record import score_text
from game.usage import UsageError


def add_parser(sub: Any) -> None:
    daily = sub.add_parser("daily", help="the daily deal's game number and the hard bot's "
                                         "score in the player's seat")
    daily.add_argument("--game", required=True, help=", ".join(DAILY_PLAYERS))
    daily.add_argument("--date", default=None, metavar="YYYY-MM-DD",
                       help="the day (default: today, local time)")
    daily.add_argument("--json", action="store_true", help="print one JSON object")


def run(args: argparse.Namespace) -> int:
    try:
        require_daily(args.game)  # an unknown game is the registry's UnknownGame line
    except NoDaily as exc:
        raise UsageError(str(exc)) from None
    try:
        day = today() if args.date is None else parse_date(args.date)
    except ValueError as exc:
        raise UsageError(f"--date: {exc}") from None

    def progress(moves: int, _rollouts: int) -> None:
        if not args.json and sys.stderr.isatty():
            print(f"\rmove {moves}", end="", file=sys.stderr, flush=True)

    result = duplicate(args.game, day, progress)
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    if sys.stderr.isatty():
        print(file=sys.stderr)
    others = DAILY_PLAYERS[args.game] - 1
    print(f"{args.game} daily {day.isoformat()}: game number {result.seed}, "
          f"{DAILY_PLAYERS[args.game]} players, the player in seat {PLAYER_SEAT + 1} "
          f"against {others} {DAILY_LEVEL} bots (hard, no CPU cap)")
    print(f"the hard bot in seat {PLAYER_SEAT + 1} scores {score_text(result.score)} "
          f"(all seats: {', '.join(score_text(s) for s in result.scores)}; "
          f"{len(result.actions)} moves)")
    return 0
