"""Short synthesized sound effects (16-bit mono WAV), deterministic from fixed seeds."""

from __future__ import annotations

import io
import math
import random
import struct
import wave

RATE = 22050


def _wav(samples: list[float]) -> bytes:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.8 * 32767 / peak
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(struct.pack("<h", round(s * scale)) for s in samples))
    return buffer.getvalue()


def _envelope(n: int, attack: float, decay: float) -> list[float]:
    a = max(1, int(attack * RATE))
    return [min(1.0, i / a) * math.exp(-decay * i / RATE) for i in range(n)]


def swish(seed: int = 1, length: float = 0.12) -> bytes:
    """A card sliding on felt: low-passed noise with a quick swell."""
    rng = random.Random(seed)
    n = int(length * RATE)
    env = _envelope(n, 0.02, 30)
    out, last = [], 0.0
    for i in range(n):
        last = 0.75 * last + 0.25 * rng.uniform(-1, 1)
        out.append(last * env[i])
    return _wav(out)


def tone(notes: list[float], length: float = 0.18, decay: float = 12) -> bytes:
    """Bell-like notes in sequence (a trick won, a dish cooked)."""
    out: list[float] = []
    for freq in notes:
        n = int(length * RATE)
        env = _envelope(n, 0.005, decay)
        out += [env[i] * (math.sin(2 * math.pi * freq * i / RATE)
                          + 0.3 * math.sin(4 * math.pi * freq * i / RATE)) for i in range(n)]
    return _wav(out)


def knock(freq: float = 180, length: float = 0.09, seed: int = 2) -> bytes:
    """A wooden knock: a damped low sine with a click of noise."""
    rng = random.Random(seed)
    n = int(length * RATE)
    return _wav([math.exp(-45 * i / RATE) * (math.sin(2 * math.pi * freq * i / RATE)
                 + 0.4 * rng.uniform(-1, 1) * math.exp(-300 * i / RATE)) for i in range(n)])


def sounds() -> dict[str, bytes]:
    return {
        "card_play": swish(1),
        "card_take": swish(3, 0.2),
        "trick_won": tone([660, 880]),
        "round_over": tone([523, 659, 784], 0.2),
        "click": knock(900, 0.04),
        "flick": knock(140, 0.12),
        "token_hit": knock(420, 0.06, 5),
        "coin": tone([1318, 1568], 0.09, 25),
        "error": tone([220, 196], 0.12, 20),
    }
