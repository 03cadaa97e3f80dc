"""What was read from files, remembered while the files stay as they were.

Reading the locale (11 YAML files, two languages for French) and decoding the 243
sprites take about half a second; a language switch, a new window and every test's
context used to pay it again for files that had not changed. A file's *stamp* (its
device, inode, size, modification and change times) says whether it may have: a
rewrite, a rename over it or a ``chmod`` changes the stamp, so a fixed or broken file
is read afresh and reported as before. A file that cannot be stat'ed is never
remembered: the reader runs and raises its own clear error.

No pygame here; callers give back copies of mutable values (a caller may change what
it is handed).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Generic, TypeVar

T = TypeVar("T")

Stamp = tuple[int, int, int, int, int]


def stamp(path: Path) -> Stamp | None:
    """The file's identity and last change, or ``None`` if it cannot be stat'ed."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return (info.st_dev, info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns)


class FileMemo(Generic[T]):
    """Values built from files, each remembered under the files' paths and stamps.

    ``limit`` bounds what is kept (the oldest entry goes first): a long session of
    language switches keeps two languages, not every version of every file."""

    def __init__(self, limit: int = 8) -> None:
        self._kept: dict[tuple[object, ...], T] = {}
        self._limit = limit

    def get(self, paths: Sequence[Path], build: Callable[[], T],
            extra: object = None) -> T:
        """``build()``'s value for ``paths`` as they are now, built only if any of the
        files changed since (or ``extra``, anything else the value depends on)."""
        stamps = [stamp(path) for path in paths]
        if any(s is None for s in stamps):
            return build()
        key = (extra, tuple(str(path) for path in paths), tuple(stamps))
        if key in self._kept:
            return self._kept[key]
        value = build()
        self._kept[key] = value
        while len(self._kept) > self._limit:
            del self._kept[next(iter(self._kept))]
        return value
