"""Physics of the Safranito board: flicking toast tokens into spice bowls (no pygame).

The board is data (``config/boards/safranito.yaml``, loaded by :func:`load_board` into a
frozen :class:`Board`), a flick is a small value (:class:`Flick`: side, position along
it, angle, strength), and a flick's outcome is a pure function of the board, the
resting tokens and the flick (:func:`resolve_flick`), computed by a pymunk space rebuilt
from that compact data every time. The same :class:`FlickWorld` can be stepped one fixed
frame at a time, which is how the scene animates a flick and why the animation always
ends exactly where the headless result says.

Why it is built this way:
- Pure and deterministic, so the rules can treat a flick as an action, replays can
  recompute it, and bots can try many candidate flicks (about 2-4 ms each).
- Top-down table feel from pymunk joints: Coulomb friction shared between sliding and
  spinning (coupled, so a token stops turning as it stops sliding), a flat printed
  board (bowls neither pull nor brake), wood-on-wood token contacts. See
  :mod:`physics.world`.
- Strength fits a hand (:mod:`physics.strength`): fine control at low strengths, the
  far rim at 0.9, a smash band above. Aim helps (:mod:`physics.aim`): the empty-board
  stop and the full path of a flick, both simulated.
- The centre-hole validity rule lives in :mod:`physics.validity` and works on positions
  alone, so the rules adapter and the scene can use it without a physics space.

Coordinates are millimetres, x east, y north, origin at the field's south-west corner;
angles in the public API are degrees. Token ids are opaque (text or int) and chosen by
the caller. Modules: ``board`` (data model), ``loader`` (YAML validation, ``BoardError``),
``token`` (outline, mass properties, coupled friction), ``flick`` (flick, launch),
``strength`` (strength curve), ``validity`` (classification), ``world`` (simulation),
``aim`` (predicted stop, flick path), ``bench`` (timing and realism figures).
"""

from physics.aim import FlickPath, Stop, flick_path, predict_stop
from physics.board import ACTIONS, SIDES, SPICES, Board, FlickLimits, Physics, Rect, Region, Side
from physics.flick import Flick, FlickError, Launch
from physics.loader import BoardError, board_from_data, load_board
from physics.strength import flick_speed, launch, launch_speed, smash_speed, strength_for_speed
from physics.token import TokenId, TokenPlacement, TokenShape
from physics.validity import INVALID, OUT, classify, classify_all
from physics.world import FlickResult, FlickWorld, resolve_flick

__all__ = [
    "ACTIONS", "INVALID", "OUT", "SIDES", "SPICES", "Board", "BoardError",
    "Flick", "FlickError", "FlickLimits", "FlickPath", "FlickResult", "FlickWorld", "Launch",
    "Physics", "Rect", "Region", "Side", "Stop", "TokenId", "TokenPlacement", "TokenShape",
    "board_from_data", "classify", "classify_all", "flick_path", "flick_speed", "launch",
    "launch_speed", "load_board", "predict_stop", "resolve_flick", "smash_speed",
    "strength_for_speed",
]
