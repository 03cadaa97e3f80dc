"""Seeded randomness that lives in plain data.

States keep an integer seed, never a ``random.Random`` object: every chance event
(a round's shuffle, a reshuffle) draws from a generator derived from the match seed and
a label naming the event. The same seed therefore gives the same game whatever order
bots and the UI ask questions in, and a state stays cheap to copy.
"""

from __future__ import annotations

import hashlib
import random


def derive_seed(seed: int, *labels: object) -> int:
    """A 64-bit seed for the chance event named by ``labels`` within match ``seed``."""
    text = repr((seed, *labels)).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big")


def derive_rng(seed: int, *labels: object) -> random.Random:
    """A generator for one chance event; see :func:`derive_seed`."""
    return random.Random(derive_seed(seed, *labels))
