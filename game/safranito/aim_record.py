"""The player's measured aim: the errors of their last flicks and how widely they scatter.

Each flick the person at the screen makes in flick practice (and in a match with one
human at the table) leaves an :class:`AimSample`: its angle and strength minus those of
the reference shot for what was being tried (the definition, and why, is in
:mod:`game.safranito.aim_error`), and the *situation* it was tried in (a practice drill
such as ``stop:saffron`` or ``knock:saffron``, or ``match:<region>`` in a match).

:func:`spread` turns the last :data:`KEEP` samples into the standard deviation of angle
and of strength, pooled within situations: each flick counts by how far it lands from
the player's own average in the same situation. That is the hand's scatter when it
tries the same thing again (what a hit chance needs), and not how much harder a knock is
meant to be than a stop, nor a steady habit at one bowl, which the average absorbs.

The samples live in ``safranito-aim.json`` in the data folder, read and checked like
the settings file: a damaged one is set aside beside itself
(``safranito-aim.json.damaged-<time>``) with a notice and measuring starts afresh; a
missing one is simply no flicks yet. Writes go through a temporary file and a rename,
under the file's lock (two windows may both be flicking). No pygame, no physics here.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.disk import locked
from game.engine.log import (
    check_float,
    check_int,
    check_list,
    check_object,
    check_text,
    read_or_set_aside,
    write_atomically,
)
from game.storage import data_dir

KEEP = 50
"""The spread is measured over this many of the player's most recent flicks."""
AIM_FORMAT = 1
MIN_DEGREES_OF_FREEDOM = 3
"""Below this many repeated flicks (flicks minus situations) there is no spread to show:
one try per situation says nothing about scatter."""
MAX_ANGLE_ERROR = 180.0
MAX_STRENGTH_ERROR = 1.0
MAX_SITUATION = 40
MAX_MOVE = 80


@dataclass(frozen=True)
class AimSample:
    """One flick's error against its reference shot: ``angle`` in degrees (positive is
    to the player's right), ``strength`` in strength units (0..1 is the whole gauge),
    and the ``situation`` it was tried in."""

    situation: str
    angle: float
    strength: float
    move: str = ""
    """For a match flick, which move of which match it was (:func:`move_tag`), so a
    takeback can forget it; "" for a practice flick."""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"situation": self.situation, "angle": self.angle,
                                "strength": self.strength}
        if self.move:
            data["move"] = self.move
        return data


@dataclass(frozen=True)
class AimSpread:
    """The scatter of a player's flicks: one standard deviation of angle (degrees) and
    of strength (strength units; ×100 is percent of the gauge), from ``flicks`` flicks."""

    angle: float
    strength: float
    flicks: int


def last(samples: Iterable[AimSample]) -> tuple[AimSample, ...]:
    """The most recent :data:`KEEP` samples (oldest first)."""
    return tuple(samples)[-KEEP:]


def spread(samples: Sequence[AimSample]) -> AimSpread | None:
    """The pooled standard deviation of the last :data:`KEEP` samples, or ``None``
    while fewer than :data:`MIN_DEGREES_OF_FREEDOM` flicks repeat a situation.

    Pooled: Σ (error − its situation's mean)² / (flicks − situations), so each
    situation's own average (a knock is meant to be harder than a stop) is not counted
    as scatter."""
    recent = last(samples)
    groups: dict[str, list[AimSample]] = {}
    for sample in recent:
        groups.setdefault(sample.situation, []).append(sample)
    freedom = len(recent) - len(groups)
    if freedom < MIN_DEGREES_OF_FREEDOM:
        return None
    angle_sum = strength_sum = 0.0
    for group in groups.values():
        mean_angle = math.fsum(s.angle for s in group) / len(group)
        mean_strength = math.fsum(s.strength for s in group) / len(group)
        angle_sum += math.fsum((s.angle - mean_angle) ** 2 for s in group)
        strength_sum += math.fsum((s.strength - mean_strength) ** 2 for s in group)
    return AimSpread(math.sqrt(angle_sum / freedom), math.sqrt(strength_sum / freedom),
                     len(recent))


def flicks_to_measure(samples: Sequence[AimSample]) -> int:
    """How many more flicks, each at a target already flicked at, :func:`spread` needs
    before it measures the aim (0: measured). A flick at a new target adds none: the
    Hint's "too few of your flicks are measured" puzzled a player with a dozen practice
    flicks, one per bowl (newcomer playtest, finding 3)."""
    recent = last(samples)
    freedom = len(recent) - len({sample.situation for sample in recent})
    return max(0, MIN_DEGREES_OF_FREEDOM - freedom)


def move_tag(match_id: str, index: int) -> str:
    """The :attr:`AimSample.move` of the flick at ``index`` in match ``match_id``'s log."""
    return f"{match_id}#{index}"


def taken_back(samples: Iterable[AimSample], match_id: str, keep: int
               ) -> tuple[AimSample, ...]:
    """``samples`` without the flicks of match ``match_id`` from its move ``keep`` on:
    the moves a takeback cut from the log. A flick taken back was never played, so it
    says nothing of the player's aim ("your last 9 flicks" counted one undone: newcomer
    playtest 13e)."""
    def undone(sample: AimSample) -> bool:
        where, _hash, index = sample.move.rpartition("#")
        return bool(sample.move) and where == match_id and index.isdigit() \
            and int(index) >= keep
    return tuple(sample for sample in samples if not undone(sample))


# -- on disk ---------------------------------------------------------------------------

def aim_path() -> Path:
    return data_dir() / "safranito-aim.json"


def parse_aim(data: Any) -> tuple[AimSample, ...]:
    """Samples from the file's JSON (raises :class:`SaveError` naming the bad field)."""
    check_object("", data, ["format", "flicks"])
    check_int("format", data["format"], AIM_FORMAT, AIM_FORMAT)
    samples = []
    for i, entry in enumerate(check_list("flicks", data["flicks"], KEEP)):
        where = f"flicks[{i}]"
        check_object(where, entry, ["situation", "angle", "strength"], ["move"])
        samples.append(AimSample(
            check_text(f"{where}.situation", entry["situation"], MAX_SITUATION),
            check_float(f"{where}.angle", entry["angle"], -MAX_ANGLE_ERROR, MAX_ANGLE_ERROR),
            check_float(f"{where}.strength", entry["strength"], -MAX_STRENGTH_ERROR,
                        MAX_STRENGTH_ERROR),
            check_text(f"{where}.move", entry.get("move", ""), MAX_MOVE)))
    return tuple(samples)


def read_aim() -> tuple[tuple[AimSample, ...], str | None]:
    """The kept samples (none if there is no file), and a notice if the file was
    damaged and has been set aside."""
    return read_or_set_aside(aim_path(), "aim file", parse_aim, ())


def write_aim(samples: Sequence[AimSample]) -> None:
    """Keep the last :data:`KEEP` samples on disk (raises ``OSError``)."""
    write_atomically(aim_path(), json.dumps(
        {"format": AIM_FORMAT, "flicks": [s.to_json() for s in last(samples)]}, indent=0))


@dataclass(frozen=True)
class Recorded:
    """What :func:`record` did: the samples now kept (the new ones included, saved or
    not), whether they are on disk, and a notice for the player or ``None``."""

    samples: tuple[AimSample, ...]
    saved: bool
    notice: str | None


def record(new: Sequence[AimSample]) -> Recorded:
    """Add flicks to the file, under its lock (a damaged file is set aside first).

    ``new`` is the flick just made plus any earlier ones a failed write left unsaved
    (the caller keeps them while ``saved`` is false and passes them again), so a full
    or read-only disk loses nothing while the game runs, and what was on disk stays
    whole."""
    try:
        with locked(aim_path()):
            samples, notice = read_aim()
            samples = last((*samples, *new))
            write_aim(samples)
            return Recorded(samples, True, notice)
    except OSError as exc:
        samples, notice = read_aim()
        problem = f"{aim_path()}: {exc.strerror or exc}"
        return Recorded(last((*samples, *new)), False,
                        f"{notice}; {problem}" if notice else problem)


def forget_taken_back(match_id: str, keep: int) -> str | None:
    """Drop from the file the flicks a takeback cut from match ``match_id`` (its moves
    from ``keep`` on); the reason if the file could not be read whole or rewritten."""
    try:
        with locked(aim_path()):
            samples, notice = read_aim()
            kept = taken_back(samples, match_id, keep)
            if len(kept) != len(samples):
                write_aim(kept)
            return notice
    except OSError as exc:
        return f"{aim_path()}: {exc.strerror or exc}"
