"""One test for "this move is really better": the paired difference of two moves'
values over the same sampled worlds (common random numbers), beaten by ``z`` standard
errors. The search's confidence rule and the Hint's "about as good as the best" ask
the same question of the same kind of numbers, so they share this answer."""

from __future__ import annotations

import math
from collections.abc import Sequence


def beats_by(diffs: Sequence[float], z: float, least: int) -> bool:
    """Whether the mean of ``diffs`` (better minus other, one per shared world) is above
    ``z`` standard errors of it; with fewer than ``least`` pairs nothing is sure, and a
    difference with no spread counts when it is positive."""
    if len(diffs) < least:
        return False
    mean = sum(diffs) / len(diffs)
    var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
    if var == 0:
        return mean > 0
    return mean > z * math.sqrt(var / len(diffs))
