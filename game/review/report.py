"""A review in figures and words: labels, totals, key moments, the JSON and the text.

Definitions (README, "Game review"):

- **value lost**: the best legal move's value minus the played move's, both rolled out
  in the same sampled worlds, in the game's unit (never negative);
- **label**: the first of best / good / inaccuracy / mistake whose upper bound in
  ``config/review.yaml`` the value lost does not exceed, else blunder;
- **accuracy**: the share of valued decisions labelled best or good, in percent
  (forced moves are not decisions and do not count);
- **key moments**: the costliest decisions that lost anything, most costly first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game import registry
from game.engine.log import encode_action
from game.engine.text import after_colon
from game.review.engine import Decision
from game.review.model import MatchReview, ValuedDecision
from game.review.settings import LABELS, ReviewSettings
from game.review.words import (
    Text,
    best_words,
    contrast_reason,
    move_words,
    played_words,
    shown_value,
    value_words,
)


@dataclass(frozen=True)
class Line:
    """One valued decision, labelled and worded."""

    valued: ValuedDecision
    label: str
    played: str
    best: str
    reason: str
    """Why the best move may be good (empty when the game has nothing obvious)."""
    did: str = ""
    """The move played as a clause of the key moment ("you played the 0 of Pea")."""
    best_subject: str = ""
    """The best move as the subject of "… was worth" ("the 2 of Pea")."""
    round: int | None = None
    turn: int = 0
    """Where the player finds it: the round and the seat's turn in it (engine's
    :class:`~game.review.engine.Decision`)."""


@dataclass(frozen=True)
class Summary:
    review: MatchReview
    lines: tuple[Line, ...]
    labels: dict[str, int]
    mean_value_lost: float | None
    accuracy: float | None
    """Percent of decisions labelled best or good; ``None`` without decisions."""
    key_moments: tuple[Line, ...]


def summarise(review: MatchReview, decisions: Sequence[Decision], settings: ReviewSettings,
              text: Text, names: Sequence[str]) -> Summary:
    """Label and word ``review``; ``decisions`` are the seat's (for the views)."""
    game = registry.rules(review.game_id)
    package = registry.GAME_PACKAGES[review.game_id]
    seen = {d.index: d for d in decisions}
    lines = []
    for valued in review.decisions:
        decision = seen[valued.index]
        view = decision.view
        played, best = valued.played, valued.best.action
        facts = {**dict(valued.facts), "played": played}
        shown = shown_value(valued.value_lost, package)
        lines.append(Line(valued, settings.thresholds.label(shown),
                          move_words(text, package, game, view, played, names, facts),
                          move_words(text, package, game, view, best, names, facts),
                          contrast_reason(text, package, game, view, best, played, facts),
                          played_words(text, package, game, view, played, names, facts),
                          best_words(text, package, game, view, best, names, facts),
                          decision.round, decision.turn))
    counts = Counter(line.label for line in lines)
    labels = {name: counts.get(name, 0) for name in LABELS}
    count = len(lines)
    mean = sum(line.valued.value_lost for line in lines) / count if count else None
    accuracy = 100 * (labels["best"] + labels["good"]) / count if count else None
    costly = sorted((line for line in lines if line.valued.value_lost > 0),
                    key=lambda line: (-line.valued.value_lost, line.valued.index))
    return Summary(review, tuple(lines), labels, mean, accuracy,
                   tuple(costly[:settings.key_moments]))


def summary_json(summary: Summary, settings: ReviewSettings, names: Sequence[str],
                 cached: bool) -> dict[str, Any]:
    """The ``review --json`` object (README: "Game review")."""
    review = summary.review
    return {
        "game": review.game_id, "seat": review.seat + 1, "seat_name": names[review.seat],
        "seed": review.seed, "unit": settings.unit, "cached": cached,
        "budget": {"level": settings.budget.level, "factor": settings.budget.factor,
                   "min_worlds": settings.budget.min_worlds},
        **({"hand": {"angle_deg": round(settings.budget.hand[0], 3),
                     "strength": round(settings.budget.hand[1], 4)}}
           if settings.budget.hand is not None else {}),
        "decisions": [decision_json(line) for line in summary.lines],
        "forced": list(review.forced),
        "mean_value_lost": _round(summary.mean_value_lost),
        "labels": summary.labels,
        "accuracy": _round(summary.accuracy),
        "key_moments": [line.valued.index for line in summary.key_moments],
    }


def decision_json(line: Line) -> dict[str, Any]:
    valued = line.valued
    return {"index": valued.index, "played": encode_action(valued.played),
            "played_text": line.played, "best": encode_action(valued.best.action),
            "best_text": line.best, "value_lost": _round(valued.value_lost),
            "played_value": _round(valued.played_value),
            "best_value": _round(valued.best.value), "label": line.label,
            "reason": line.reason, "moves": len(valued.values), "worlds": valued.worlds,
            **({"flick": flick_json(valued)} if valued.facts else {})}


def flick_json(valued: ValuedDecision) -> dict[str, Any]:
    """A flick valued by the game's own valuation (Safranito): where the played token
    ended and its worth, the advised shot, its target, hit chance and expected worth."""
    advised = next((m for m in valued.values if m.action != valued.played), valued.values[0])
    facts = dict(valued.facts)
    return {"ended": facts.get("ended"), "outcome_value": _round(valued.played_value),
            "advised": encode_action(advised.action), "advised_target": facts.get("target"),
            "advised_chance": facts.get("chance"), "advised_value": _round(advised.value),
            "draws": valued.worlds}


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def summary_text(summary: Summary, settings: ReviewSettings, text: Any,
                 names: Sequence[str], note: str = "") -> list[str]:
    """The readable summary, in the player's language."""
    review = summary.review
    package = registry.GAME_PACKAGES[review.game_id]
    name = names[review.seat]
    out = [text("review.title", game=text(f"games.{package}.title"), seat=review.seat + 1,
                name=name)]
    if note:
        out.append(note)
    budget = settings.budget
    out.append(text("review.budget", name=name, worlds=budget.min_worlds,
                    factor=f"{budget.factor:g}", level=text(f"bots.{budget.level}")))
    if budget.hand is not None:  # flicks (Safranito): under whose aim they are valued
        out.append(text("review.flick_hand", draws=budget.worlds(1),
                        angle=f"{budget.hand[0]:.1f}", strength=f"{100 * budget.hand[1]:.0f}"))
    if not summary.lines:
        out.append(text("review.no_decisions", name=name, forced=len(review.forced)))
        return out
    out.append(text("review.totals", decisions=len(summary.lines),
                    forced=len(review.forced)))
    mean = summary.mean_value_lost or 0.0
    out.append(text("review.mean", value=value_words(text, package, mean).lstrip("+"),
                    accuracy=f"{summary.accuracy or 0:.0f}"))
    out.append(text("review.label_counts", **{label: summary.labels[label]
                                              for label in LABELS}))
    if not summary.key_moments:
        out.append(text("review.no_moments"))
        return out
    out.append(text("review.key_moments"))
    for line in summary.key_moments:
        out.append(f"  {moment_words(text, package, line)}")
    return out


def when_words(text: Text, line: Line) -> str:
    """Where a key moment is, in the player's terms: "Round 2, your turn 3, move 44 of
    the match" (the match's move number alone meant nothing to a player: issue 19,
    re-check b; a bare "move 53" still left a newcomer guessing what it counted: it is
    the match's, the number the replay's counter shows)."""
    n = line.valued.index + 1
    if line.round is None:
        return text("review.when_no_round", turn=line.turn, n=n)
    return text("review.when", round=line.round, turn=line.turn, n=n)


def moment_words(text: Text, package: str, line: Line, key: str = "review.moment") -> str:
    """A key moment's sentence (``key``: the list's, or the replay's with the rings),
    with the reason for the best move when the game has one."""
    moment = text(key, when=when_words(text, line), played=line.did, best=line.best_subject,
                  value=value_words(text, package, line.valued.value_lost),
                  label=text(f"review.labels.{line.label}"))
    if line.reason and key == "review.moment":
        reason = after_colon(text, line.reason, f"{package}.hint_reasons")
        moment = text("review.moment_reason", moment=moment, reason=reason)
    return moment
