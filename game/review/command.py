"""``python main.py review FILE [--json] [--seat N] [--seed S] [--no-cache] [--write]``.

Reads a match file (the window's saves and replays, ``simulate --save-dir``'s games)
through the one save reader, reviews one seat (the first human's by default; seats are
numbered from 1 as ``simulate`` prints them) and prints the summary, or one JSON object
with ``--json``. Progress goes to stderr ("decision 12/48"). A cached review in the
file is used when it was computed for the same seat, seed and budget; ``--no-cache``
recomputes, ``--write`` stores the review in the file (``game.review.section``).
Safranito's flicks are valued under the reviewed player's measured aim spread (a bot
seat: its level's), which the review's key includes (``engine.with_hand``).

Bad input (a missing, damaged or foreign file, a folder, a bad seat) is one line on
stderr and exit status 2, as everywhere in ``main.py``. A game ``config/review.yaml``
does not cover is one sentence and exit status 2 too: nothing was reviewed.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from typing import Any

from game import registry
from game.engine.log import SaveError, parse_json_file, replay_states
from game.engine.text import DEFAULT_LANGUAGE, available_languages, load_text
from game.review.engine import (
    Progress,
    SeatTurns,
    default_seat,
    review_turns,
    seat_turns,
    with_hand,
)
from game.review.model import MatchReview
from game.review.report import summarise, summary_json, summary_text
from game.review.section import StoreError, misfit, store_review
from game.review.settings import check_review_config, review_settings
from game.storage import SavedMatch, parse_save
from game.usage import UsageError, bounded_int, input_file, one_line

MAX_SEED = 2**63 - 1


class NotCovered(UsageError):
    """A game the review does not cover: one sentence, exit status 2."""


def add_parser(sub: Any) -> None:
    review = sub.add_parser("review", help="value every decision of one seat of a saved "
                                           "match with the search engine")
    review.add_argument("file")
    review.add_argument("--json", action="store_true", help="print one JSON object")
    review.add_argument("--seat", type=bounded_int("--seat", 1, 99), default=None,
                        help="the seat to review, from 1 (default: the first human's)")
    review.add_argument("--seed", type=bounded_int("--seed", 0, MAX_SEED), default=1,
                        help="the review's seed (default 1): same file and seed, same review")
    review.add_argument("--no-cache", action="store_true",
                        help="recompute even if the file holds this review")
    review.add_argument("--write", action="store_true",
                        help="store the review in the file (replacing an earlier one)")
    review.add_argument("--lang", default=None, help="language: en or fr (default en)")


def run(args: argparse.Namespace) -> int:
    language = args.lang or DEFAULT_LANGUAGE
    if language not in available_languages():
        raise UsageError(f"--lang {language}: no such language "
                         f"(have {', '.join(available_languages())})")
    path = input_file("review", args.file)
    check_review_config()
    data = parse_json_file(path)
    try:
        saved = parse_save(data)
    except SaveError as exc:
        raise SaveError(f"{path}: {exc}") from None
    text = load_text(language)
    if saved.review_notice:
        print(f"notice: {one_line(saved.review_notice)}", file=sys.stderr)
    game_id = saved.log.game_id
    settings = review_settings(game_id)
    if settings is None:
        package = registry.GAME_PACKAGES[game_id]
        raise NotCovered(text("review.not_covered", game=text(f"games.{package}.title")))
    names = [seat.name for seat in saved.seats]
    seat, note = _seat(saved, args.seat, text)
    settings = replace(settings, budget=with_hand(game_id, settings.budget, saved.seats, seat))
    game = registry.rules(game_id)
    states = replay_states(game, saved.log)
    turns = seat_turns(game, states, saved.log.actions, seat)
    review = None if args.no_cache else cached(saved, turns, seat, args.seed,
                                               settings.key(game_id))
    from_cache = review is not None
    if review is None:
        review = review_turns(game_id, saved.log.seed, turns, seat, args.seed, settings,
                              _progress(text))
    summary = summarise(review, turns.decisions, settings, text, names)
    if args.json:
        print(json.dumps(summary_json(summary, settings, names, from_cache)))
    else:
        if from_cache:
            note = f"{note} {text('review.from_cache')}".strip()
        print("\n".join(summary_text(summary, settings, text, names, note)))
    if args.write and not from_cache:
        try:
            store_review(path, data, review)
        except StoreError as exc:
            raise UsageError(str(exc)) from None
        print(text("review.stored", file=str(path)), file=sys.stderr)
    return 0


def _seat(saved: SavedMatch, asked: int | None, text: Any) -> tuple[int, str]:
    """The 0-based seat to review and a note when it was chosen for the player."""
    players = len(saved.seats)
    if asked is not None:
        if not 1 <= asked <= players:
            raise UsageError(f"--seat {asked}: this match has {players} seats "
                             f"(1 to {players})")
        return asked - 1, ""
    humans = [seat.is_human for seat in saved.seats]
    seat = default_seat(humans)
    return seat, "" if any(humans) else text("review.no_human", seat=seat + 1)


def cached(saved: SavedMatch, turns: SeatTurns, seat: int, seed: int, key: str
           ) -> MatchReview | None:
    """The file's review if it is this very one (seat, seed, budget key) and fits the
    match; one that claims to be but does not fit is reported and not used."""
    review = saved.review
    if review is None or (review.seat, review.seed, review.key) != (seat, seed, key):
        return None
    problem = misfit(review, turns)
    if problem is not None:
        print(f"notice: the file's review section was not used: {problem}", file=sys.stderr)
        return None
    return review


def _progress(text: Any) -> Progress:
    """"decision 12/48" on stderr, on one line when stderr is a terminal."""
    tty = sys.stderr.isatty()

    def show(done: int, total: int) -> None:
        if total == 0:
            return
        line = text("review.progress", n=done, total=total)
        if tty:
            sys.stderr.write(f"\r{line}" + ("\n" if done == total else ""))
        elif done == total or done % 10 == 0:
            sys.stderr.write(line + "\n")
        sys.stderr.flush()
    return show
