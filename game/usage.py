"""Command-line input, shared by the CLI and the commands and renderers it calls (so
none of them imports the CLI): the error for bad input, and strict argument types."""

from __future__ import annotations

import os
import re
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit status 2."""


def bounded_int(name: str, low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a plain decimal integer in [low, high] (no '1_000', no ' 5',
    no other scripts' digits: ``int()`` would take all of those)."""
    def parse(text: str) -> int:
        if not re.fullmatch(r"-?[0-9]{1,19}", text):
            raise UsageError(f"{name} expects a whole number, got '{text}'")
        value = int(text)
        if not low <= value <= high:
            raise UsageError(f"{name} must be between {low} and {high}, got {value}")
        return value
    parse.__name__ = name
    return parse


def one_line(text: str) -> str:
    """``text`` with control characters (newlines included) shown escaped, and cut to
    a length a terminal line can hold: user input never splits an error line."""
    escaped = "".join(c if c.isprintable() else
                      (c.encode("unicode_escape").decode("ascii")) for c in text)
    return escaped if len(escaped) <= 400 else escaped[:396] + " ..."


def input_file(option: str, text: str) -> Path:
    """A file given on the command line to be read: it exists and is a regular file
    (never a folder, a pipe or a device, which would fail late or block forever)."""
    if not text:
        raise UsageError(f"{option}: the file name is empty")
    path = Path(text)
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise UsageError(f"{option} {text}: no such file") from None
    except OSError as exc:
        raise UsageError(f"{option} {text}: cannot be read ({exc.strerror})") from None
    if stat.S_ISDIR(mode):
        raise UsageError(f"{option} {text} is a folder, not a file")
    if not stat.S_ISREG(mode):
        raise UsageError(f"{option} {text} is a pipe or a device, not a file")
    return path


def output_folder(option: str, text: str) -> Path:
    """A folder given on the command line to be written into: not empty (which would
    mean the current folder unasked), created if missing, and proven writable by
    writing a file there, so a bad one is one line before any work is done."""
    if not text.strip():
        raise UsageError(f"{option}: the folder name is empty")
    path = Path(text)
    for parent in (path, *path.parents):
        try:
            mode = parent.stat().st_mode
        except OSError:
            continue
        if not stat.S_ISDIR(mode):
            raise UsageError(f"{option} {text}: {parent} is not a folder")
        break
    try:
        path.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(dir=path, prefix=".probe-", suffix=".tmp")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise UsageError(f"{option} {text}: cannot write there ({exc.strerror})") from None
    return path
