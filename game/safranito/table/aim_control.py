"""The flick gesture, from real pygame events to "place", "flick" or "cancelled".

Two explicit gestures, which the on-screen instructions describe word for word:

1. **Place**: press on your edge (anywhere but on the token) — the token jumps there
   and follows the pointer along the edge while the button is held; let go to leave
   it there. Nothing is flicked.
2. **Flick**: press ON the token, pull back away from the board like a slingshot and
   let go. The pull's length sets the strength: ``full_pull`` mm (the scene makes that
   at least 200 px at 1280×800) is 100 %, nine tenths of it reach the far rim of an
   empty board, the last tenth is the smash band.

An aim never fires by accident: Esc, the right button, the pointer leaving the window,
the window losing focus, the scene being covered (its ``pause``), a release outside
the window or a release that is no pull all *cancel* it, and the token stays where it
was placed, unspent. So does a release inside the dead zone (``aim.dead_zone_px`` in
``config/theme/safranito.yaml``): a click on the token with a hand's jitter is no
flick (SHORT: the table says to pull further). The controller knows only the board
geometry it is given, so the table and the practice scene share it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.engine.config import CONFIG_DIR, Section
from game.safranito.table.board_view import BoardView
from game.safranito.table.flick_input import (
    MIN_PULL,
    Aim,
    aim_from_pull,
    near_edge,
    position_at,
    pulled_back,
)
from physics import Board, Side, launch
from physics import Flick as PhysicsFlick

PLACE, FLICK, CANCELLED, MISSED, TAPPED = "placed", "flick", "cancelled", "missed", "tapped"
"""What :meth:`AimControl.handle` reports (MISSED: a press on the board away from the
edge and the token, which flicks nothing; the table says how to flick instead of
staying silent; TAPPED: a plain click on the token, no pull, which started no flick
to cancel: "Flick cancelled" misled, newcomer pass finding 11)."""
PULLED_BESIDE = "pulled beside"
"""A press on the edge beside the token, then a pull back off the board: the token
came under the pointer and the gesture looked like a flick, but a press beside the
token places it, so it was placed and nothing flew. It drew no aim line and, reported
as a plain PLACE, said nothing (newcomer pass 10, finding 2): the table says so."""

SHORT = "short"
"""A pull back released inside the dead zone: a jitter on a click, nothing flicked."""

WINDOW_LEFT = {pygame.WINDOWLEAVE, pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED,
               pygame.WINDOWHIDDEN}
"""Window events that cancel an aim: the player is no longer at the table."""


def dead_zone_px() -> int:
    """The dead zone round the token in reference pixels (1280×800), from the theme's
    ``aim`` section: a release closer to the press than this flicks nothing."""
    root = Section.load(CONFIG_DIR / "theme" / "safranito.yaml")
    aim = root.section("aim")
    dead = int(aim.get("dead_zone_px", int, minimum=0, maximum=100))
    aim.done()
    return dead


@dataclass
class Pull:
    """The slingshot while the button is held on the token (board mm)."""

    anchor: tuple[float, float]
    point: tuple[float, float]


class AimControl:
    """The viewer's token on their edge: where it sits, and the gesture in progress.

    ``geometry`` returns (board view on screen, the flicker's side, full pull in mm,
    window size in layout pixels); it is asked on every event, so a re-laid table or a
    turned board is always current. ``dead_share`` is the dead zone as a share of a
    full pull, so it scales with the window as the full pull does.
    """

    def __init__(self, board: Board, max_angle: float,
                 geometry: Callable[[], tuple[BoardView, Side, float, tuple[int, int]]],
                 dead_share: float = 0.0) -> None:
        self.board = board
        self.max_angle = max_angle
        self.geometry = geometry
        self.dead_share = dead_share
        self.position = 0.5
        self.pull: Pull | None = None
        self.placing_from: float | None = None
        """While placing: the position to go back to if the placing is cancelled."""
        self.placing_press: tuple[float, float] = (0.0, 0.0)
        """While placing: where the button went down (board mm)."""

    # -- state -------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        """A gesture is in progress (the button is held on the edge or the token)."""
        return self.pull is not None or self.placing_from is not None

    @property
    def pulling(self) -> bool:
        return self.pull is not None

    def aim(self) -> Aim:
        """The flick the current pull describes (a zero pull when not pulling)."""
        _geom, side, full, _window = self.geometry()
        least = max(MIN_PULL, full * self.dead_share)
        if self.pull is None:
            return aim_from_pull(side, self.position, (0.0, 0.0), (0.0, 0.0), self.max_angle,
                                 full, least)
        return aim_from_pull(side, self.position, self.pull.anchor, self.pull.point,
                             self.max_angle, full, least)

    def token_centre(self) -> tuple[float, float]:
        """The token's launch pose on screen (where to press to pull)."""
        geom, side, _full, _window = self.geometry()
        pose = launch(self.board, PhysicsFlick(0, side.name, self.position, 0.0, 0.0))
        return geom.to_screen(pose.x, pose.y)

    def on_token(self, pos: tuple[float, float]) -> bool:
        geom = self.geometry()[0]
        cx, cy = self.token_centre()
        grab = max(geom.length(self.board.token.circumradius) * 1.4, 14.0)
        return math.hypot(pos[0] - cx, pos[1] - cy) <= grab

    def on_edge(self, pos: tuple[float, float]) -> bool:
        geom, side, _full, _window = self.geometry()
        return near_edge(self.board, side, geom.to_board(*pos), self.board.token.circumradius)

    def cancel(self) -> bool:
        """Drop the gesture in progress; True if there was one (the token stays)."""
        live = self.active
        if self.placing_from is not None:
            self.position = self.placing_from
        self.pull = None
        self.placing_from = None
        return live

    # -- events ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> str | None:
        """Follow one event; report PLACE, FLICK (read :meth:`aim` first, then call
        :meth:`finish`), CANCELLED, MISSED, TAPPED or SHORT, or None when nothing was
        decided."""
        if event.type in WINDOW_LEFT or (event.type == pygame.ACTIVEEVENT
                                         and not getattr(event, "gain", 1)):
            return CANCELLED if self.cancel() else None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return CANCELLED if self.cancel() else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button != 1:
            return CANCELLED if self.cancel() else None
        geom, side, _full, window = self.geometry()
        if event.type == pygame.MOUSEMOTION and self.active:
            point = geom.to_board(*event.pos)
            if self.pull is not None:
                self.pull.point = point
            else:
                self.position = position_at(side, point)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and not self.active:
            if self.on_token(event.pos):
                point = geom.to_board(*event.pos)
                self.pull = Pull(point, point)
            elif self.on_edge(event.pos):
                self.placing_from = self.position
                self.placing_press = geom.to_board(*event.pos)
                self.position = position_at(side, self.placing_press)
            elif self.board.outer.contains(*geom.to_board(*event.pos)):
                return MISSED
            return None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.active:
            x, y = event.pos
            if not (0 <= x < window[0] and 0 <= y < window[1]):
                self.cancel()
                return CANCELLED
            if self.placing_from is not None:
                self.placing_from = None
                return PULLED_BESIDE if pulled_back(side, self.placing_press,
                                                    geom.to_board(x, y)) else PLACE
            assert self.pull is not None
            self.pull.point = geom.to_board(x, y)
            aim = self.aim()
            if aim.is_flick:
                return FLICK
            self.cancel()
            return TAPPED if aim.pull < MIN_PULL else SHORT if aim.short else CANCELLED
        return None

    def finish(self) -> None:
        """The flick was made: the pull is over (the token stays placed for the next)."""
        self.pull = None
