"""Review finding 3: the time left read "About 3 min left", then after Cancel and reopen
"About 20 s", then "About 75 s". The estimate is the time per unit of work done in this
opening over the work left (cached decisions are free), smoothed: over a simulated run
with a fake clock it never jumps up much and stays near the truth."""

from itertools import pairwise

from game.review.time_left import WINDOW, TimeLeft

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


def _started_late(start_up: float, left: TimeLeft) -> list[tuple[float, float, float]]:
    """(now, estimate, true seconds left) each 0.1 s frame of a review whose child
    process reports no work for ``start_up`` seconds, then values 40 decisions of 1.5 s,
    reporting its share after each (the child reports every 0.2 % of the work)."""
    out = []
    now, done, into = 0.0, 0, -start_up
    while done < DECISIONS:
        estimate = left.seconds(done / DECISIONS, now)
        truth = -into + 1.5 * DECISIONS if into < 0 else 1.5 * (DECISIONS - done) - into
        if estimate is not None:
            out.append((now, estimate, truth))
        now += 0.1
        into += 0.1
        if into >= 1.5 - 1e-9:
            done, into = done + 1, 0.0
    return out


def test_the_time_left_leaves_the_start_up_out_and_says_nothing_before_measuring():
    """Newcomer playtest: "About 13 min left" for a review that took 4. The child
    process's start-up (seconds with no work reported) counted as work: the first figure
    was the start-up over 2 % of the work. Now nothing precise is said before two reports
    of work, and the rate is measured from the first report on."""
    for start_up in (0.0, 8.0, 30.0):
        left = TimeLeft()
        frames = _started_late(start_up, left)
        assert frames
        assert frames[0][0] > start_up + 1.5, (start_up, frames[0])  # a decision done
        for now, estimate, truth in frames:
            if truth > 10:
                assert 0.6 * truth <= estimate <= 1.5 * truth, (start_up, now, estimate, truth)


def test_the_time_left_follows_work_that_gets_quicker():
    """The rate is the recent work's (the last ``WINDOW`` seconds): when decisions get
    quicker (late in a round, rollouts are shorter) the figure comes down with them
    instead of keeping the slow start's average."""
    left = TimeLeft()
    now, out = 0.0, []
    durations = [6.0] * 10 + [1.0] * 30
    done, into = 0, 0.0
    while done < DECISIONS:
        estimate = left.seconds(done / DECISIONS, now)
        if estimate is not None:
            out.append((now, estimate, durations[done] - into + sum(durations[done + 1:])))
        now += 0.1
        into += 0.1
        if into >= durations[done] - 1e-9:
            done, into = done + 1, 0.0
    late = [(now, estimate, truth) for now, estimate, truth in out if now > 60 + 2 * WINDOW]
    assert late
    for now, estimate, truth in late:
        if truth > 5:
            assert estimate <= 1.6 * truth, (now, estimate, truth)
