"""The seam between Safranito's rules and whatever moves the tokens (design boundary 5).

The rules never import physics. A flick is an action (:class:`Flick`); the rules are
built with a :class:`FlickResolver`, a pure function from the tokens on the board and
one flick to the tokens afterwards, each classified into a region. Rules tests use
the straight-line :mod:`game.safranito.stub_resolver`; the game, its bots and the
headless commands use :mod:`game.safranito.physics_resolver` over ``physics/``.
Both must honour the conventions written down here.

Board frame (shared by every resolver, and the same as ``physics/``): millimetres,
x east, y north, origin at the field's south-west corner. Sides are numbered
clockwise round the table like the seats: 0 south (its flicks travel north), 1 west,
2 north, 3 east; :func:`side_of` gives a seat's side (physics' ``seats`` table: two
players south and north; three south, west and north; four all round).
``Flick.position`` runs along that side from the flicker's left (0) to their right
(1); ``Flick.angle`` is in degrees from straight into the board, positive toward the
flicker's right; ``Flick.strength`` is 0..1 of the strongest flick.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

BOWLS: tuple[str, ...] = ("curry", "ginger", "cardamom", "chili", "garlic", "mint", "cumin",
                          "saffron", "cinnamon")
"""The nine spice bowls; a bowl is named after its spice."""
SPACES: tuple[str, ...] = ("extra_flick", "extra_card", "reserve_dish", "head_chef")
"""The four action spaces, in the order phase 2 resolves them."""
INVALID = "invalid"
"""On the field but neither centre nor hole over a bowl or action space."""
OUT = "out"
"""On the rim or off the board: out of play for the round."""
REGIONS: tuple[str, ...] = BOWLS + SPACES
CLASSIFICATIONS: frozenset[str] = frozenset((*REGIONS, INVALID, OUT))


@dataclass(frozen=True)
class Flick:
    """Flick the unused token worth ``value`` from the flicker's own side.

    ``position`` in [0, 1] along the side, left to right as the flicker sees it;
    ``angle`` in degrees from straight in (positive to the right, at most the rules'
    ``max_angle`` either way); ``strength`` in [0, 1].
    """

    value: int
    position: float
    angle: float
    strength: float


@dataclass(frozen=True)
class BoardToken:
    """A token lying on the board, as the rules store it and a resolver sees it.

    ``id`` is unique within a match; ``value`` is 0 in a view where it is still face
    down to the viewer (a resolver must not depend on it). ``x, y`` are the centre in
    the board frame (mm), ``angle`` the token's rotation in degrees (for drawing), and
    ``region`` one of :data:`CLASSIFICATIONS`.
    """

    id: int
    owner: int
    value: int
    x: float
    y: float
    angle: float
    region: str


class FlickResolver(Protocol):
    """Where every token ends up after one flick.

    Given the tokens on the board, the flicking ``seat``, the number of players (which
    fixes the seat's side, see :func:`side_of`), the flick and the id the new token
    gets, return every token afterwards: each input token (same id, owner and value;
    position, angle and region updated) plus the new one (``new_id``, owned by
    ``seat``, ``flick.value``), in any order. Tokens knocked onto the rim or off the
    board have region ``out``. Must be deterministic: the same input gives the same
    output, so replays and bots' look-ahead agree.
    """

    def __call__(self, tokens: tuple[BoardToken, ...], seat: int, num_players: int,
                 flick: Flick, new_id: int) -> tuple[BoardToken, ...]: ...


SIDE_NAMES: tuple[str, ...] = ("south", "west", "north", "east")
"""Side numbers as ``physics/`` names them."""


def side_of(seat: int, num_players: int) -> int:
    """The board side a seat flicks from: two players sit opposite, otherwise one per side."""
    return seat * 2 if num_players == 2 else seat


def token_taken_back(before: Sequence[object], kept: Sequence[object],
                     selected: int | None) -> int | None:
    """The token to select after a takeback cut the log ``before`` back to ``kept``: the
    one whose flick was taken back, so playing the move again starts where it did (the
    tray had moved on to the next token once it was spent: newcomer playtest 16a,
    finding 14); ``selected`` when the move taken back was no flick."""
    first = before[len(kept)] if len(kept) < len(before) else None
    return first.value if isinstance(first, Flick) else selected
