"""Review finding 3: the time left read "About 3 min left", then after Cancel and reopen
"About 20 s", then "About 75 s". The estimate is the time per unit of work done in this
opening over the work left (cached decisions are free), smoothed: over a simulated run
with a fake clock it never jumps up much and stays near the truth."""

from itertools import pairwise

from game.review.time_left import TimeLeft

DECISIONS = 40
"""Equal-work decisions; alternately quick and slow, as real ones are."""


def _durations() -> list[float]:
    return [1.0 if i % 2 else 3.0 for i in range(DECISIONS)]


def _run(cached: int) -> list[tuple[float, float, float]]:
    """(now, estimate, true seconds left) each 0.1 s frame of an opening that finds
    ``cached`` decisions already valued."""
    left = TimeLeft()
    durations = _durations()
    out = []
    now, done, into = 0.0, cached, 0.0
    while done < DECISIONS:
        share = done / DECISIONS
        estimate = left.seconds(share, now)
        truth = durations[done] - into + sum(durations[done + 1:])
        if estimate is not None:
            out.append((now, estimate, truth))
        now += 0.1
        into += 0.1
        if into >= durations[done] - 1e-9:
            done, into = done + 1, 0.0
    return out


def test_the_time_left_never_jumps_up_after_a_reopen():
    for cached in (0, 10, 24, 30):
        frames = _run(cached)
        assert frames, cached
        first = frames[0]
        assert 0.5 * first[2] <= first[1] <= 2.0 * first[2], (cached, first)
        for (_t0, before, _), (_t1, after, _) in pairwise(frames):
            assert after <= 1.1 * before + 1.0, (cached, before, after)
        for _now, estimate, truth in frames:
            if truth > 10:
                assert 0.4 * truth <= estimate <= 2.5 * truth, (cached, estimate, truth)
