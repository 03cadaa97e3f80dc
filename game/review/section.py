"""The match file's optional ``review`` section: a computed review kept with the match,
so reading it again costs nothing.

It is data from outside like the rest of the file, so it is checked field by field
(:func:`parse_section`), but it is only a cache: a damaged section is dropped with a
one-line notice and the match is kept (:func:`game.storage.parse_save`), and one that
does not fit the match (another seat's moves, moves the log does not have) is not used.
Writing it (:func:`store_review`) rewrites the file through the durable atomic write
and only if the match in it is still the one reviewed, so a failure never damages the
match.
"""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path
from typing import Any

from game.engine.disk import hold, lock_path, release, write_atomically
from game.engine.log import (
    MAX_ACTIONS,
    MAX_FILE_BYTES,
    MAX_SEED,
    SaveError,
    check_float,
    check_int,
    check_list,
    check_object,
    check_text,
    decode_action,
    describe,
    encode_action,
    fail,
    parse_json_file,
)
from game.engine.protocol import Action, Game
from game.review.engine import SeatTurns
from game.review.model import REVIEW_VERSION, MatchReview, MoveValue, ValuedDecision

MAX_MOVES = 1000
"""More legal moves than any decision of the card games has."""
MAX_WORLDS = 10**6
MAX_VALUE = 1e9
MAX_SEATS = 16
FACTS = {"ended": "region", "target": "region", "chance": "share"}
"""The facts a game's own valuation may keep per decision (``ValuedDecision.facts``):
a Safranito flick's region its token ended in, the advised shot's target region, and
the advised shot's hit chance."""
SECTION = "review"
"""The section's name in the file (and in the error messages that point into it)."""
FIELDS = ("version", "seat", "seed", "key", "decisions", "forced")
LOG_FIELDS = ("game", "players", "seed", "options", "actions")
"""The parts of a match file that make the match a review belongs to."""


def section_json(review: MatchReview) -> dict[str, Any]:
    return {
        "version": review.version, "seat": review.seat, "seed": review.seed,
        "key": review.key, "forced": list(review.forced),
        "decisions": [_decision_json(d) for d in review.decisions],
    }


def _decision_json(decision: ValuedDecision) -> dict[str, Any]:
    out: dict[str, Any] = {
        "index": decision.index, "played": encode_action(decision.played),
        "worlds": decision.worlds,
        "values": [{"action": encode_action(m.action), "value": m.value}
                   for m in decision.values]}
    if decision.facts:  # only a game's own valuation has any: card games' files as before
        out["facts"] = dict(decision.facts)
    return out


def parse_section(game: Game, data: Any) -> MatchReview:
    """A review section, every field checked; any problem is one :class:`SaveError`."""
    where = SECTION
    check_object(where, data, FIELDS)
    version = check_int(f"{where}.version", data["version"], 1, 10**6)
    if version != REVIEW_VERSION:
        raise fail(f"{where}.version", f"made by review version {version}; this release "
                                     f"reads version {REVIEW_VERSION}")
    seat = check_int(f"{where}.seat", data["seat"], 0, MAX_SEATS - 1)
    seed = check_int(f"{where}.seed", data["seed"], 0, MAX_SEED)
    key = check_text(f"{where}.key", data["key"])
    if not key or not all(c in "0123456789abcdef" for c in key):
        raise fail(f"{where}.key", f"expected hexadecimal digits, got {describe(key)}")
    decisions = []
    last = -1
    for i, entry in enumerate(check_list(f"{where}.decisions", data["decisions"], MAX_ACTIONS)):
        decision = _decision(game, f"{where}.decisions[{i}]", entry)
        if decision.index <= last:
            raise fail(f"{where}.decisions[{i}].index", "not after the decision before it")
        last = decision.index
        decisions.append(decision)
    forced = tuple(check_int(f"{where}.forced[{i}]", value, 0, MAX_ACTIONS) for i, value
                   in enumerate(check_list(f"{where}.forced", data["forced"], MAX_ACTIONS)))
    if list(forced) != sorted(set(forced)):
        raise fail(f"{where}.forced", "expected move numbers in increasing order")
    return MatchReview(game.id, seat, seed, key, tuple(decisions), forced, version)


def _decision(game: Game, where: str, entry: Any) -> ValuedDecision:
    check_object(where, entry, ("index", "played", "worlds", "values"), ("facts",))
    index = check_int(f"{where}.index", entry["index"], 0, MAX_ACTIONS)
    played = decode_action(game, entry["played"], f"{where}.played")
    worlds = check_int(f"{where}.worlds", entry["worlds"], 1, MAX_WORLDS)
    values = []
    for j, item in enumerate(check_list(f"{where}.values", entry["values"], MAX_MOVES)):
        at = f"{where}.values[{j}]"
        check_object(at, item, ("action", "value"))
        values.append(MoveValue(decode_action(game, item["action"], f"{at}.action"),
                                check_float(f"{at}.value", item["value"], -MAX_VALUE,
                                            MAX_VALUE)))
    if len(values) < (1 if "facts" in entry else 2):  # a flick may be the advised shot
        raise fail(f"{where}.values", "a decision has at least two moves")
    if any(a.value < b.value for a, b in pairwise(values)):
        raise fail(f"{where}.values", "not ordered best first")
    actions: list[Action] = [m.action for m in values]
    if len(set(actions)) != len(actions):
        raise fail(f"{where}.values", "a move is listed twice")
    if played not in actions:
        raise fail(f"{where}.played", "not among the moves valued")
    facts = _facts(f"{where}.facts", entry.get("facts", {}))
    return ValuedDecision(index, played, tuple(values), worlds, facts)


def _facts(where: str, data: Any) -> tuple[tuple[str, str | float], ...]:
    """A decision's facts (:data:`FACTS`): a region's name, or a share from 0 to 1."""
    check_object(where, data, (), tuple(FACTS))
    facts: list[tuple[str, str | float]] = []
    for name, value in data.items():
        at = f"{where}.{name}"
        if FACTS[name] == "share":
            facts.append((name, check_float(at, value, 0.0, 1.0)))
            continue
        text = check_text(at, value, 40)
        if not text or not all(c.isascii() and (c.islower() or c == "_") for c in text):
            raise fail(at, f"expected a region's name, got {describe(value)}")
        facts.append((name, text))
    return tuple(facts)


def misfit(review: MatchReview, turns: SeatTurns) -> str | None:
    """Why a parsed section does not belong to this match's seat (``None``: it does)."""
    # An open decision (a flick) values the played move and the advised one, not the
    # sample ``legal_actions`` gave: only its place and the move played must agree.
    expected = [(d.index, d.played, None if d.open else frozenset(d.legal))
                for d in turns.decisions]
    open_ones = {d.index for d in turns.decisions if d.open}
    stored = [(d.index, d.played, None if d.index in open_ones
               else frozenset(m.action for m in d.values)) for d in review.decisions]
    if stored != expected:
        return "its moves are not this seat's moves in this match"
    if review.forced != turns.forced:
        return "its forced moves are not this seat's forced moves in this match"
    return None


class StoreError(Exception):
    """The review could not be stored; the match file is unchanged."""


def store_review(path: Path, reviewed: dict[str, Any], review: MatchReview) -> None:
    """Write ``review`` into the match file at ``path`` (replacing any earlier one),
    provided the match in it is still ``reviewed`` (its log fields as read). Raises
    :class:`StoreError` with one sentence; the file is then unchanged."""
    had_lock_file = lock_path(path).exists()
    if not hold(path):  # the right to write it, as a window takes it for its match
        raise StoreError(f"{path}: open in a window; the review was not stored")
    try:
        _store(path, reviewed, review)
    finally:
        release(path)
        if not had_lock_file:  # leave no lock file in a folder of simulate's games
            lock_path(path).unlink(missing_ok=True)


def _store(path: Path, reviewed: dict[str, Any], review: MatchReview) -> None:
    try:
        data = parse_json_file(path)
    except SaveError as exc:
        raise StoreError(f"{exc}; the review was not stored") from None
    if not isinstance(data, dict) or any(data.get(k) != reviewed.get(k) for k in LOG_FIELDS):
        raise StoreError(f"{path}: the match in the file changed while it was reviewed; "
                         "the review was not stored")
    data["review"] = section_json(review)
    text = json.dumps(data, indent=1)
    if len(text.encode("utf-8")) > MAX_FILE_BYTES:
        raise StoreError(f"{path}: with the review the file would pass "
                         f"{MAX_FILE_BYTES // 1024} KiB, the most a match file may hold; "
                         "the review was not stored")
    try:
        write_atomically(path, text)
    except OSError as exc:
        raise StoreError(f"{path}: cannot be written ({exc.strerror or exc}); the match "
                         "is unchanged and the review was not stored") from None
