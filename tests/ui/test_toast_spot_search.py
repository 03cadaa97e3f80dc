"""The toast's spot search gives the spot the plain search gives: the least hidden of
what the table weighs, then the first size, then nearest the middle, then the first of
the grid. It was that plain search, each spot tallied against every rect, and took 0.4 s
a toast (a frame frozen when "played for you" appeared); the search that tries the spots
that hide nothing first must answer the same for any table."""

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.toast_place import place_toast


def plain_search(screen, sizes, home, clear, top, step) -> pygame.Rect:
    """Every spot of every size against every rect: the definition of the answer."""
    width, height = screen
    best = None
    for rank, (w, h) in enumerate(sizes):
        xs = sorted({*range(step, max(step, width - w - step) + 1, step), (width - w) // 2})
        for y in range(top, max(top, height - h - step) + 1, step):
            for x in xs:
                rect = pygame.Rect(x, y, w, h)
                cost = 0.0
                for thing, weight in clear:
                    clip = rect.clip(thing)
                    cost += weight * clip.width * clip.height
                away = abs(rect.centerx - home[0]) + abs(rect.centery - home[1])
                if best is None or (cost, rank, away) < best[:3]:
                    best = (cost, rank, away, rect)
    return best[3]


rects = st.builds(pygame.Rect, st.integers(-50, 420), st.integers(-50, 300),
                  st.integers(0, 300), st.integers(0, 200))
weights = st.sampled_from([0.0, 1.0, 5.0, 1000.0])
sizes = st.lists(st.tuples(st.integers(20, 260), st.integers(16, 120)), min_size=1, max_size=3)


@settings(max_examples=150, deadline=None)
@given(sizes=sizes, clear=st.lists(st.tuples(rects, weights), max_size=12),
       home=st.tuples(st.integers(0, 400), st.integers(0, 260)),
       top=st.integers(0, 80), step=st.integers(6, 24))
def test_the_spot_is_the_plain_searchs(sizes, clear, home, top, step):
    screen = (400, 260)
    assert place_toast(screen, sizes, home, clear, top, step) == \
        plain_search(screen, sizes, home, clear, top, step)


def test_a_crowded_table_still_gets_the_least_hidden_spot():
    """No spot hides nothing: the weighed search runs and still matches the plain one."""
    screen = (300, 200)
    clear = [(pygame.Rect(0, 0, 300, 120), 1.0), (pygame.Rect(0, 110, 300, 90), 1000.0)]
    sizes = [(120, 40), (80, 60)]
    found = place_toast(screen, sizes, (150, 100), clear, 10, 10)
    assert found == plain_search(screen, sizes, (150, 100), clear, 10, 10)
    assert found.bottom <= 120
