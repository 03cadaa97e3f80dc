"""Flick practice drills: what lies on the board, what the player must do, and whether a
flick did it (no pygame; the practice scene draws and takes the clicks).

Two kinds of drill, each on any target the player picks:

- **stop** (any bowl or action space): the flicked token must end *valid* in the
  target.
- **knock** (bowls only): an opponent's token lies in the bowl; the flick must knock it
  out of the bowl and the player's own token must stay in.

"In" and "out" are the rules' centre-hole validity (docs/rules/safranito.md, Flicking;
:func:`physics.classify`): a token is in a region when its centre lies in it or the
region's edge shows through its hole, and a token whose centre ends on the rim or off
the board is out. So a knock counts when, once everything rests, the opponent's token
is no longer valid in that bowl (invalid on the bare field, out, or knocked into
another region all count: it no longer bids there) **and** the player's token is valid
in it. Knocking it out while sliding out yourself, or only nudging it within the bowl,
is a miss.

Every drill is the same situation every time (the board goes back to its starting
tokens after each flick): the opponent's token sits where the practice seed put it, a
random spot whose centre lies well inside the bowl (within :data:`RIVAL_REACH` of its
radius) and a random turn, and the seeded board's tokens, if shown, stay clear of it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from game.engine.rng import derive_rng
from game.safranito.flick import BOWLS, REGIONS
from physics import OUT, Board, TokenId, TokenPlacement, classify

STOP, KNOCK = "stop", "knock"
KINDS = (STOP, KNOCK)
AIMED = "aimed"
"""Token id of the player's flicked token (the aim help's id too)."""
RIVAL = "rival"
"""Token id of the opponent's token a knock drill puts in the bowl."""
SEEDED_TOKENS = 7
RIVAL_REACH = 0.5
"""The opponent's token's centre lies within this fraction of the bowl's radius of the
bowl's centre: plainly in the bowl, never only through its hole."""
CLEARANCE = 4.0
"""mm between the opponent's token and any seeded token, beyond their widths."""


@dataclass(frozen=True)
class Drill:
    """One practice situation: its kind, its target region and the resting tokens."""

    kind: str
    target: str
    tokens: tuple[TokenPlacement, ...]

    @property
    def key(self) -> str:
        """What the hit rates and aim samples are counted under: ``kind:target``."""
        return f"{self.kind}:{self.target}"

    @property
    def rival(self) -> TokenPlacement | None:
        return next((t for t in self.tokens if t.id == RIVAL), None)


@dataclass(frozen=True)
class Verdict:
    """Whether a flick did what its drill asks, and why (``reason`` names the words the
    screen shows: ``hit``/``miss`` for a stop, ``knocked``/``stayed``/``left`` for a
    knock), and where the player's token ended."""

    hit: bool
    reason: str
    where: str


def seeded_tokens(board: Board, seed: int) -> tuple[TokenPlacement, ...]:
    """Tokens resting in several regions, as a board mid-round looks (from ``seed``)."""
    rng = derive_rng(seed, "practice", "tokens")
    regions = [board.region(name) for name in REGIONS]
    chosen = rng.sample(regions, SEEDED_TOKENS)
    tokens = []
    for i, region in enumerate(chosen):
        reach = region.radius * 0.45
        tokens.append(TokenPlacement(i, region.x + rng.uniform(-reach, reach),
                                     region.y + rng.uniform(-reach, reach),
                                     rng.uniform(0.0, 360.0)))
    return tuple(tokens)


def rival_token(board: Board, bowl: str, seed: int) -> TokenPlacement:
    """The opponent's token of the knock drill in ``bowl`` (from ``seed``)."""
    region = board.region(bowl)
    rng = derive_rng(seed, "practice", "knock", bowl)
    reach = region.radius * RIVAL_REACH * math.sqrt(rng.random())
    turn = rng.uniform(0.0, 2.0 * math.pi)
    return TokenPlacement(RIVAL, region.x + reach * math.cos(turn),
                          region.y + reach * math.sin(turn), rng.uniform(0.0, 360.0))


def make_drill(board: Board, kind: str, target: str, seed: int, seeded: bool) -> Drill:
    """The drill of ``kind`` on ``target``, on the empty or the seeded board."""
    if kind not in KINDS:
        raise ValueError(f"no drill {kind!r} (expected {', '.join(KINDS)})")
    if target not in (BOWLS if kind == KNOCK else REGIONS):
        raise ValueError(f"no {kind} drill on {target!r}")
    others = seeded_tokens(board, seed) if seeded else ()
    if kind == STOP:
        return Drill(kind, target, others)
    rival = rival_token(board, target, seed)
    apart = 2 * board.token.circumradius + CLEARANCE
    others = tuple(t for t in others if classify(board, t.x, t.y) != target
                   and math.hypot(t.x - rival.x, t.y - rival.y) > apart)
    return Drill(kind, target, (*others, rival))


def judge(drill: Drill, where: Mapping[TokenId, str]) -> Verdict:
    """The verdict on a flick from where every token ended (a flick result's ``where``:
    region, ``invalid`` or ``out`` per token id; a token missing from it fell off)."""
    own = where.get(AIMED, OUT)
    if drill.kind == STOP:
        hit = own == drill.target
        return Verdict(hit, "hit" if hit else "miss", own)
    knocked = where.get(RIVAL, OUT) != drill.target
    stayed = own == drill.target
    reason = "knocked" if knocked and stayed else "left" if knocked else "stayed"
    return Verdict(knocked and stayed, reason, own)


def aim_point(drill: Drill, board: Board) -> tuple[float, float]:
    """The point the drill's reference shot stops on (see :mod:`game.safranito.aim_error`):
    a stop drill's region centre, a knock drill's opponent token."""
    rival = drill.rival
    if drill.kind == KNOCK and rival is not None:
        return rival.x, rival.y
    region = board.region(drill.target)
    return region.x, region.y


@dataclass
class Tally:
    """Hits and flicks per drill key, for the practice screen's rates."""

    counts: dict[str, tuple[int, int]]

    def add(self, key: str, hit: bool) -> None:
        hits, total = self.counts.get(key, (0, 0))
        self.counts[key] = (hits + hit, total + 1)

    def of(self, key: str) -> tuple[int, int]:
        return self.counts.get(key, (0, 0))
