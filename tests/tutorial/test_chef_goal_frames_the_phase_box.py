"""Chef de rang's guided game, step 2 ("Phase 1: take orders… Phase 2: serve… The best
total of both phases wins") frames the phase box its words are about, not the
learner's panel (newcomer playtest 15b, finding 6, shot 006). Real clicks: the setup's
"Learn to play", then the coach's Next."""

from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, ctx, frames  # noqa: F401


def test_the_goal_step_frames_the_phase_box(ctx):  # noqa: F811
    table = open_guided(ctx, "chef-de-rang")
    assert table.lesson.current.key == "intro.welcome"
    click(ctx, table.coach.next_button.rect.center)
    frames(ctx, 2)
    assert table.lesson.current.key == "intro.goal"
    assert table.coach.framed, "the goal step frames nothing"
    phase = table.phase_panel
    seat = table.seat_panels[table.viewer]
    assert all(phase.contains(rect.clip(phase)) and rect.colliderect(phase)
               for rect in table.coach.framed)
    assert not any(rect.colliderect(seat) for rect in table.coach.framed)
