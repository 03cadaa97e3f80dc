"""Newcomer (guided Chef de rang at 1920x1080, English): the coach's first box lay on
Basil's panel although the empty hand's column beside the floor plan was free felt.
The step frames the whole plan; the box's widths were fixed (the narrowest 364 px,
the title and the step counter side by side) and all wider than that column (318 px
up to the plan's frame), so every box clear of the framed plan lay on the panels. The
box now also tries the free columns' widths, its counter under its title there."""

import pygame

from game.ui.text_record import recording
from game.ui.tutorial.box_spot import felt_widths
from game.ui.tutorial.locate import LOW, PLAYERS
from tests.tutorial.test_guided_table import _player_panels, open_guided
from tests.ui.conftest import frames, quick_window
from tests.ui.fitting import problems


def test_the_first_steps_box_goes_to_the_free_felt_not_on_the_panels():
    for ctx in quick_window((1920, 1080), "en"):
        table = open_guided(ctx, "chef-de-rang")
        pygame.mouse.set_pos((0, 0))  # no tooltip
        with recording() as record:
            frames(ctx)
        coach = table.coach
        assert table.lesson.current.key == "intro.welcome" and coach.framed
        box = coach.rect
        assert [p for p in _player_panels(table) if box.colliderect(p)] == []
        assert not any(box.colliderect(rect) for rect in coach.framed)
        assert not box.colliderect(coach.bar)
        assert coach.pages == 1  # the whole welcome at once
        assert problems(record, pygame.Rect((0, 0), ctx.size)) == []


def test_the_free_columns_are_measured_up_to_what_the_box_must_not_hide():
    """A target from x=300 (framed with 8 px to spare: 292 to 608) and a players' panel
    from x=700 to 900 in a 1000-wide window: the felt left of the target, from the
    window's margin (8), 284 px; between the frame and the panel, on the grid (the
    first x at or after 608 is 608), 92 px; right of the panel (908 on the grid) to
    the margin, 84 px. No span across the panel; low-weighted things are felt."""
    px = round  # design pixels at scale 1
    target = pygame.Rect(300, 100, 300, 300)
    clear = [(pygame.Rect(700, 60, 200, 400), PLAYERS), (pygame.Rect(0, 60, 250, 40), LOW)]
    size = (1000, 600)
    assert felt_widths(size, px, [target], clear, below=400, least=80) == [284, 92, 84]
    assert felt_widths(size, px, [target], clear, below=400, least=90) == [284, 92]
    assert felt_widths(size, px, [target], clear, below=200, least=80) == [92, 84]
