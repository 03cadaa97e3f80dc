"""The one clock of the window: everything that moves on its own runs on it.

A flight, a pause, a toast, a practice flick, a replay playing, a bot's readable pause:
each is a :class:`Motion` that its scene hands to :meth:`Clock.add` (or a
:class:`Countdown` attribute, which does it on assignment). The window loop advances the
top scene's motions each frame and asks :meth:`Clock.running` whether to draw at full
rate or sleep until input. So a scene never has to remember to say that it animates:
whatever it started on the clock keeps the window awake until it is done, and whatever
it did not start on the clock does not move (a stalled animation shows up at once, not
only when the mouse is still).

What moves on its own without a fixed length (a match whose bots are to play) is a
:meth:`Clock.watch`: a question the loop asks each frame.

Pure (no pygame): the clock only counts seconds it is given.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar


class Motion(Protocol):
    """Something that moves with time until it is done."""

    @property
    def done(self) -> bool: ...

    def advance(self, dt: float) -> None: ...


M = TypeVar("M", bound=Motion)


@dataclass
class Timer:
    """A pause of ``seconds`` (a trick held on the table, a toast, a bot's pause)."""

    seconds: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.seconds

    @property
    def left(self) -> float:
        return max(0.0, self.seconds - self.elapsed)

    def advance(self, dt: float) -> None:
        self.elapsed += dt

    def finish(self) -> None:
        self.elapsed = max(self.elapsed, self.seconds)


@dataclass
class Waiting:
    """Work on another thread (a bot thinking): the window stays awake until it is
    done, so its result is played the frame it arrives, not at the next input."""

    job: Any
    """A :class:`concurrent.futures.Future` (anything with ``done()``)."""

    @property
    def done(self) -> bool:
        return bool(self.job.done())

    def advance(self, dt: float) -> None:
        pass


@dataclass
class _Entry:
    motion: Motion
    paced: bool


class _Owned:
    """One scene's motions and watches."""

    def __init__(self) -> None:
        self.entries: list[_Entry] = []
        self.watches: list[Callable[[Any], bool]] = []


class Clock:
    """Every motion of every scene, grouped by the scene that started it (only the top
    scene's move: a table under the pause menu stands still, as it always has).

    Scenes are held weakly: a closed scene's motions go with it.
    """

    def __init__(self) -> None:
        self._owners: weakref.WeakKeyDictionary[object, _Owned] = weakref.WeakKeyDictionary()

    def _of(self, owner: object) -> _Owned:
        owned = self._owners.get(owner)
        if owned is None:
            owned = self._owners[owner] = _Owned()
        return owned

    def add(self, owner: object, motion: M, paced: bool = False) -> M:
        """Run ``motion`` for ``owner`` from the next frame on; ``paced`` motions (card
        flights, the pause over a finished trick) go at the player's animation speed.
        Returns ``motion``, so ``self.x = clock.add(self, Timer(1))`` reads naturally."""
        if not motion.done:
            self._of(owner).entries.append(_Entry(motion, paced))
        return motion

    def watch(self, owner: object, moving: Callable[[Any], bool]) -> None:
        """Keep ``owner``'s frames coming while ``moving(owner)`` says so (asked every
        frame): for what moves on its own with no length known in advance. It is given
        the owner rather than bound to it, so the clock never keeps a closed scene."""
        self._of(owner).watches.append(moving)

    def advance(self, owner: object, dt: float, pace: float = 1.0,
                held: Callable[[Motion], bool] | None = None) -> None:
        """``dt`` seconds pass for ``owner``'s motions (``dt * pace`` for paced ones)
        but those ``held`` says wait (a finished trick kept on the table while the
        coach explains it); finished ones are dropped."""
        owned = self._owners.get(owner)
        if owned is None:
            return
        for entry in list(owned.entries):
            if held is not None and held(entry.motion):
                continue
            entry.motion.advance(dt * pace if entry.paced else dt)
        owned.entries = [entry for entry in owned.entries if not entry.motion.done]

    def running(self, owner: object) -> bool:
        """Whether ``owner`` has something moving: the window draws at full rate. A
        motion counts until the frame that finds it done (and drops it), even if it
        finished in between (work on another thread): that frame's ``update`` and
        drawing are where the scene shows what it was waiting for."""
        owned = self._owners.get(owner)
        if owned is None:
            return False
        return bool(owned.entries) or any(moving(owner) for moving in owned.watches)

    def motions(self, owner: object) -> list[Motion]:
        """``owner``'s unfinished motions (for tests and the bench)."""
        owned = self._owners.get(owner)
        return [] if owned is None else [e.motion for e in owned.entries if not e.motion.done]


class Countdown:
    """A seconds-left attribute that runs on the clock: ``self.hold = 1.2`` starts a
    :class:`Timer` for the object's scene (the object needs ``ctx`` with a ``clock``,
    and is the timer's owner), reading it gives the seconds left, and assigning again
    (0 included) ends the previous timer. Nothing has to count it down by hand."""

    def __init__(self, paced: bool = False) -> None:
        self.paced = paced
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = f"_countdown_{name}"

    def __get__(self, obj: Any, objtype: type | None = None) -> Any:
        if obj is None:
            return self
        timer: Timer | None = obj.__dict__.get(self.name)
        return 0.0 if timer is None else timer.left

    def __set__(self, obj: Any, seconds: float) -> None:
        old: Timer | None = obj.__dict__.get(self.name)
        if old is not None:
            old.finish()
        obj.__dict__[self.name] = obj.ctx.clock.add(obj, Timer(float(seconds)),
                                                    paced=self.paced)
