"""The coach's box goes where the plain search puts it: every spot of every shape
tallied against the whole table, the least hidden first (what must never be hidden,
then the players' panels, then what the learner reads, then the weighted cost), the
first of the grid among equals.
That search made each coach step of a large window take 0.2-0.4 s to appear; the one
that tries the spots cheapest by distance and area first must answer the same."""

import math

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.tutorial.box_spot import NEAR, SQUARE, box_spot
from game.ui.tutorial.locate import HAND, PLAYERS, READ, overlap, tally


def plain_search(size, px, targets, clear, shapes, clear_of=0):
    """Every spot against everything: the definition of the answer."""
    width, height = size
    top, margin, step = px(56), px(8), px(12)
    aim = targets[0].unionall(targets[1:]) if targets else None
    rects = [thing for thing, _weight in clear]
    framed = [t.inflate(px(16), px(16)) for t in targets]
    best = None
    for w, h, lines in shapes:
        for y in range(top, max(top, height - margin - h) + 1, step):
            for x in range(margin, max(margin, width - margin - w) + 1, step):
                rect = pygame.Rect(x, y, w, h)
                cost, hidden, players, read = tally(rect, clear, rects)
                hidden += sum(overlap(rect, f) for f in framed)
                if any((hidden, players, read)[:clear_of]):
                    continue
                if aim is not None:
                    dx = max(aim.left - rect.right, rect.left - aim.right, 0)
                    dy = max(aim.top - rect.bottom, rect.top - aim.bottom, 0)
                    cost += NEAR * px(1) * math.hypot(dx, dy)
                cost += SQUARE * h * w
                if best is None or (hidden, players, read, cost) < best[0]:
                    best = ((hidden, players, read, cost), rect, lines)
    return best or ((1, 1, 1, 0.0), pygame.Rect(0, 0, 0, 0), [])


def scale(factor):
    return lambda value: max(1, round(value * factor))


rects = st.builds(pygame.Rect, st.integers(-40, 480), st.integers(-40, 320),
                  st.integers(0, 260), st.integers(0, 200))
weights = st.sampled_from([0.0, 1.0, 4.0, float(READ), float(PLAYERS), float(HAND),
                          float(HAND) * 2])
shapes = st.lists(st.builds(lambda w, h, n: (w, h, [f"line {i}" for i in range(n)]),
                            st.integers(40, 300), st.integers(30, 200), st.integers(1, 4)),
                  min_size=1, max_size=4)


@settings(max_examples=120, deadline=None)
@given(shapes=shapes, clear=st.lists(st.tuples(rects, weights), max_size=14),
       targets=st.lists(rects, max_size=3), factor=st.sampled_from([0.6, 1.0, 1.4]),
       clear_of=st.sampled_from([0, 2, 3]))
def test_the_box_goes_where_the_plain_search_puts_it(shapes, clear, targets, factor,
                                                     clear_of):
    size, px = (480, 320), scale(factor)
    assert box_spot(size, px, targets, clear, shapes, clear_of) == \
        plain_search(size, px, targets, clear, shapes, clear_of)


def test_a_box_far_from_its_target_beats_a_near_one_over_a_players_panel():
    """Every spot near the target hides a players' panel: the search must go on past
    them (their distance and area are cheap) to the clear spot across the window."""
    size, px = (480, 320), scale(1.0)
    target = pygame.Rect(40, 200, 30, 30)
    clear = [(pygame.Rect(0, 60, 300, 260), float(PLAYERS))]
    shapes_ = [(120, 60, ["words"])]
    key, rect, _lines = box_spot(size, px, [target], clear, shapes_)
    assert key[:3] == (0, 0, 0) and rect.left >= 300
    assert (key, rect) == plain_search(size, px, [target], clear, shapes_)[:2]


def test_among_equal_spots_the_first_of_the_grid_wins():
    """Nothing on the table and no target: every spot of a shape weighs the same, and
    the box goes top-left, as the grid is read."""
    size, px = (480, 320), scale(1.0)
    _key, rect, lines = box_spot(size, px, [], [], [(100, 50, ["a"]), (100, 50, ["b"])])
    assert rect.topleft == (px(8), px(56)) and lines == ["a"]
