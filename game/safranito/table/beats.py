"""What the scene shows after an action, one beat at a time (no pygame).

``state.events`` lists what an action caused, in order: action spaces scored, tokens
going back, bowls opened, sales, purchases, dishes, a new round. The scene plays them
as *beats*: each beat names its event, how long it lasts (in units of the theme's
animation time), which tokens lie on the board meanwhile, which of them are face up,
which leave the board at its start (to fly back to their owners) and which region to
spotlight. Everything is read from the viewer's views before and after the action, so
a beat never shows a value the viewer may not know yet: a token's face appears at the
beat that reveals it, not before.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from game.safranito.flick import BoardToken
from game.safranito.rules import Event, SafranitoState
from game.ui.theme import Pace, trick_hold

LENGTHS = {"space": 3.6, "bowl": 3.6, "back": 1.4, "out": 1.4, "sell": 2.4, "buy": 2.4,
           "decline": 1.8, "cannot_pay": 2.4, "no_sale": 1.8, "no_card": 2.0, "draw": 2.0,
           "keep": 2.0, "reserve": 2.2, "lapse": 2.0, "head_chef": 2.2, "prepare": 2.8,
           "reshuffle": 2.0, "round": 1.6}
"""Beat lengths in animation units (0.35 s each by default)."""
QUIET = frozenset({"flick", "knocked", "refill", "market", "win", "end"})
UNTOLD = QUIET | {"out"}
"""Events the log never words: an "out" follows the flick or knock that put its token
off the board, whose line already says so ("is knocked: off the board. … is off the
board" told one event twice: newcomer playtest, finding 2)."""
"""Events with no beat of their own (the flick animates itself; the rest just show)."""
RESULTS = frozenset({"space", "bowl", "back", "out", "sell", "buy", "prepare", "round"})
"""Beats that show a result a player must see: a region scored or opened (the knocks'
outcome), a token off the board, tokens going back, a sale or purchase (its cards
moving), a dish made, the round's end. They last at least the finished trick's hold
(:func:`beat_seconds`)."""


@dataclass(frozen=True)
class Beat:
    event: Event
    length: float
    board: tuple[BoardToken, ...]
    revealed: frozenset[int]
    leaving: tuple[BoardToken, ...] = ()
    focus: str = ""
    returns: tuple[tuple[int, int], ...] = ()
    """A "back" beat's owners and how many tokens each takes back, in the rules'
    order: the log says whose they are ("Ann takes back 2 tokens and Ada 1")."""


def _known(view: SafranitoState) -> dict[int, BoardToken]:
    return {t.id: t for t in (*view.returned, *view.board)}


def plan(board: Sequence[BoardToken], revealed: Iterable[int], events: Sequence[Event],
         after: SafranitoState) -> list[Beat]:
    """Beats for ``events`` starting from the tokens on ``board`` (as the viewer knew
    them) and the ids already face up; ``after`` is the viewer's view afterwards."""
    known = _known(after)
    lying = list(board)
    shown = set(revealed)
    beats: list[Beat] = []
    for event in events:
        if event.kind in QUIET:
            continue
        if event.kind == "round" and event.count <= 1:
            continue
        if event.kind == "head_chef" and event.region == "setup":
            continue
        leaving: list[BoardToken] = []
        focus = ""
        if event.kind in ("space", "bowl"):
            focus = event.region
            for i, token in enumerate(lying):
                if token.region == event.region:
                    shown.add(token.id)
                    value = known[token.id].value if token.id in known else token.value
                    lying[i] = replace(token, value=value or token.value)
        elif event.kind == "out":
            leaving = [t for t in lying if t.id == event.token]
        elif event.kind == "back":
            leaving = _going_back(lying, event, known, after)
        if leaving:
            gone = {t.id for t in leaving}
            lying = [t for t in lying if t.id not in gone]
        returns = ((event.seat, event.count),) if event.kind == "back" else ()
        if beats and same_return(beats[-1].event, event):
            last = beats[-1]
            beats[-1] = replace(last, board=tuple(lying), leaving=(*last.leaving, *leaving),
                                returns=(*last.returns, *returns))
            continue
        if not focus:
            focus = event.spice if event.kind in ("sell", "buy") else event.region
        beats.append(Beat(event, LENGTHS.get(event.kind, 1.6), tuple(lying), frozenset(shown),
                          tuple(leaving), focus, returns))
    return beats


def told(events: Sequence[Event]) -> list[Event]:
    """The events the table's log words, in order, as the live table adds them: each
    token flicked or knocked, then one line per beat (:func:`plan`'s, a run of tokens
    going back from one place being one beat). A replay builds its log from these."""
    return [event for event, _returns in told_runs(events)]


def told_runs(events: Sequence[Event]) -> list[tuple[Event, tuple[tuple[int, int], ...]]]:
    """:func:`told`'s events, each with its run's owners and tokens taken back (for a
    "back", else empty): the line of a run names them all, not only the first."""
    return [(event, returns) for event, returns in runs(events)
            if event.kind in ("flick", "knocked") or not (
                event.kind in UNTOLD or (event.kind == "round" and event.count <= 1)
                or (event.kind == "head_chef" and event.region == "setup"))]


def runs(events: Sequence[Event]) -> list[tuple[Event, tuple[tuple[int, int], ...]]]:
    """``events`` with each run of tokens going back from one place as its first
    "back" and every owner's (seat, count) in the run; other events stand alone."""
    out: list[tuple[Event, tuple[tuple[int, int], ...]]] = []
    for event in events:
        if event.kind != "back":
            out.append((event, ()))
        elif out and same_return(out[-1][0], event):
            out[-1] = (out[-1][0], (*out[-1][1], (event.seat, event.count)))
        else:
            out.append((event, ((event.seat, event.count),)))
    return out


def same_return(last: Event, event: Event) -> bool:
    """Whether ``event`` goes on with ``last``'s tokens going back from one place: the
    rules log one "back" per owner, which the table tells (and shows) as one."""
    return (event.kind == "back" and last.kind == "back" and last.region == event.region
            and "buy" not in (last.origin, event.origin))  # a buyer's token: a line of its own


def _going_back(lying: Sequence[BoardToken], event: Event, known: dict[int, BoardToken],
                after: SafranitoState) -> list[BoardToken]:
    """The ``count`` tokens of ``event.seat`` on ``event.region`` that leave the board:
    those no longer on it afterwards, highest value first (a buyer takes back their
    highest token)."""
    still = {t.id for t in after.board}
    mine = [t for t in lying if t.owner == event.seat and t.region == event.region
            and t.id not in still]
    mine.sort(key=lambda t: (-(known[t.id].value if t.id in known else t.value), t.id))
    return mine[:max(0, event.count)]


def final_board(flicked: Sequence[BoardToken], before: SafranitoState,
                viewer_value: dict[int, int]) -> tuple[BoardToken, ...]:
    """The tokens on the board when a flick comes to rest, with the values the viewer
    knew before it (``viewer_value`` adds the new token's, if the viewer may see it)."""
    values = {t.id: t.value for t in before.board}
    values.update(viewer_value)
    return tuple(replace(t, value=values.get(t.id, 0)) for t in flicked)


def beat_seconds(beat: Beat, pace: Pace, animation_speed: float) -> float:
    """How long ``beat`` stays, in the table's paced seconds (the window's clock runs
    them ``animation_speed`` times as fast): its length in animation units, and for a
    result (:data:`RESULTS`) never less than :func:`game.ui.theme.trick_hold`, the one
    rule that keeps a finished trick readable at every speed. At Fast a knock's result,
    the tokens going back and the market's cards were gone in a fraction of a second
    (newcomer playtest, Safranito finding 3)."""
    own = beat.length * pace.animation_s
    if beat.event.kind not in RESULTS:
        return own
    return max(own, trick_hold(pace, animation_speed))
