"""Command-line input, shared by the CLI and the commands and renderers it calls (so
none of them imports the CLI): the error for bad input, and strict argument types."""

from __future__ import annotations

import re
from collections.abc import Callable


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
