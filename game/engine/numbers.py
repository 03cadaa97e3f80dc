"""How a number of points is written on screen, one rule for every game and language.

A change of score carries its sign: "+5", "−3" (the true minus sign, U+2212, never a
hyphen), and nothing at all is plain "0" (no "+0", no "−0"). A total shows only its
minus: "12", "0", "−3". Every score table, summary, panel and result cell goes through
these two functions so the same number never looks two ways (issue 19: "-1" beside
"−1", "−0" in the Bad column, "0" beside "+5")."""

from __future__ import annotations

MINUS = "\u2212"


def signed(value: int) -> str:
    """A change of score: "+5", "0" or "−3"."""
    if value > 0:
        return f"+{value}"
    return total(value)


def total(value: int) -> str:
    """A score or sum: "5", "0" or "−3"."""
    return f"{MINUS}{-value}" if value < 0 else str(value)
