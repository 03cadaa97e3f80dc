"""Newcomer (tutorials, finding 1): Scharfe Schoten's coach counter read "rules seen:
0 / 12" over the first two boxes though the goal box teaches a rule (the winner of a
trick takes a card of the spice rack). A step that explains a rule counts it as seen:
the counter drawn in the box must grow on the goal box, through the real scene."""

from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, ctx, frames  # noqa: F401


def test_the_goal_box_counts_the_rule_it_teaches(ctx):  # noqa: F811
    table = open_guided(ctx, "scharfe-schoten")
    lesson = table.lesson
    assert lesson.current.key == "intro.welcome"
    before = lesson.rules_seen
    click(ctx, table.coach.next_button.rect.center)  # the real Next button
    frames(ctx)
    assert lesson.current.key == "intro.goal"
    assert lesson.rules_seen == before + 1
    assert table.coach.counter() == ctx.text(
        "tutorial.step", n=before + 1, total=len(lesson.spec.moments))
