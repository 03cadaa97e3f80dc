"""A Safranito flick being animated: the physics world stepping on the window's clock,
and what the table shows once it rests.

Why a module of its own: the table's state (:mod:`~game.safranito.table.base`) holds
one while a flick rolls, the scene (:mod:`~game.safranito.table.scene`) starts and
ends it; what it is and how it steps is apart from both.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.safranito.flick import Flick
from game.safranito.rules import SafranitoState
from physics import FlickWorld


@dataclass
class FlickShow:
    """A flick being animated: the world stepping, and what to show when it rests."""

    world: FlickWorld
    before: SafranitoState
    seat: int
    action: Flick
    new_id: int
    known: dict[int | str, tuple[int, int]]
    """Token id -> (owner, value as the viewer knows it)."""
    speed: float = 1.0
    """Simulated seconds per real second: 1 is real time (tests raise it)."""
    owed: float = 0.0
    """Physics frames due but not yet stepped (a fraction of one, between frames)."""

    @property
    def done(self) -> bool:
        return bool(self.world.done)

    def advance(self, dt: float) -> None:
        """Step the world as many fixed physics frames as ``dt`` real seconds hold, so a
        flick takes its real time whatever the frame rate (run on the window's clock)."""
        self.owed += dt * self.speed * self.world.board.physics.frame_rate
        while self.owed >= 1.0 and not self.world.done:
            self.world.step()
            self.owed -= 1.0
