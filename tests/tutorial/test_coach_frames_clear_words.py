"""Issue 19 re-check (recheck19d, finding 6): the coach's frame ran across the table's
words: round the menu choice it crossed the second line of "Mushroom / soup" and "No
soup / today", round the pot its line ran across the pot's total. Each still frame of
the first forty of Too Many Cooks' guided game that show a coach step (the deal, the
menus, the first tricks), walked with real clicks on Next, the coached moves and the
learner's own, now either takes a word in or stays clear of it. (The walk used to stop
at a round's summary and spend its 3,000 frames waiting there, after 13 steps.)"""

import random

import pygame

from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, ctx, frames, wait_frame  # noqa: F401


def test_no_coach_frame_cuts_a_word(ctx):  # noqa: F811
    table = open_guided(ctx, "too-many-cooks")
    coach = table.coach
    steps = framed = pots = 0
    rng = random.Random(5)
    for _ in range(3000):
        if steps >= 40 or table.match.over:
            break
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if table.animating or (table.busy and not table.lesson.blocking):
            wait_frame(ctx)
            continue
        frames(ctx)
        if table.lesson.current is not None:
            with recording() as record:
                render_scene(ctx)
            words = [label for label in record.visible()
                     if not coach.rect.colliderect(label.rect)]
            for glow in coach.glows:
                framed += 1
                cut = [label.content for label in words if glow.colliderect(label.rect)
                       and not glow.contains(label.rect) and glow.collidepoint(label.rect.center)]
                assert not cut, f"step {table.lesson.current.key}: the frame cuts {cut}"
            if table.lesson.current.point == "pot" and coach.glows:
                px = ctx.theme.px  # the pot's total (its panel, as the table draws it)
                total = pygame.Rect(0, 0, px(150), px(76))
                total.midbottom = (table.pot_center[0], table.pot_center[1] - px(44))
                pots += 1
                assert coach.glows[0].contains(total), "the frame runs across the pot's total"
            steps += 1
        if table.lesson.blocking:
            click(ctx, coach.next_button.rect.center)
        elif table.is_my_turn():  # the coached move, else one of the learner's own
            table.submit(table.lesson.guided_action(table.match.state)
                         or rng.choice(table.match.legal_actions()))
    assert steps >= 40 and framed >= 20 and pots, (steps, framed, pots)
