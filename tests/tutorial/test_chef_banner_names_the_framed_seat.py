"""Issue 19, "done means" item 6, and the newcomer playtest of the guided Chef de rang:
the banner naming the seat to act and the turn frame round a seat's panel are one
moment of the table. At every frame of the guided game's walk (bots' moves shown,
the coach's reading steps, the learner's moves), a seat the banner names is the seat
the turn frame marks (``framed_seat``), never another one."""

import random

import pytest

from game.chef_de_rang.state import Phase
from game.ui.text_record import recording
from tests.tutorial.learner import learner_moves
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import frames, quick_window


@pytest.fixture
def ctx():
    yield from quick_window((1280, 800), "en")


def test_the_banner_never_names_a_seat_the_turn_frame_does_not_mark(ctx):
    table = open_guided(ctx, "chef-de-rang")
    names = [table.seat_name(seat) for seat in range(len(table.match.seats))]
    rng, named, steps = random.Random(1), 0, set()
    for _ in range(3000):
        if (table.lesson.finished and table.lesson.current is None) or table.match.over:
            break
        with recording() as record:
            frames(ctx)
        view = table.view()
        if view.public.phase is Phase.OVER:
            break
        steps.add(id(table.lesson.current))
        banner = table.banner_rect()
        words = " ".join(label.content for label in record.labels
                         if banner.contains(label.rect))
        framed = table.framed_seat(view.public.turn)
        for seat, name in enumerate(names):
            if name in words:
                named += 1
                assert seat == framed, \
                    f"the banner '{words}' names {name}, the frame marks {names[framed]}"
        learner_moves(ctx, table, rng)
    assert named >= 100 and len(steps) >= 25  # the walk reached phase 2
