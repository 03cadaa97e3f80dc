"""Newcomer finding (fixE, 2): the coach's "Your move" box covered the led-suit chip
("Oignon demandé" in Too Many Cooks, "Vert demandé" in Scharfe Schoten) at French
1920x1080, the one thing that says whether to follow suit; in Safranito the box of
the goal step covered the Curry and Chili bowls it describes, and the "your move"
boxes later lay over "Lately at the table"; Scharfe Schoten's "Green was led" step
lay over Basil's lead card and his name under it (newcomer 7, finding 5). What the
learner reads to choose a move (the led chip, the pot's total, the trick's cards and
names, the bowls, the log) now weighs just below the players' panels: at every step
of the three guided games, walked with real clicks, the box hides none of it."""

import random
import re

import pygame
import pytest

from game.scharfe_schoten.table.layout import trick_rects
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.text_record import recording
from game.ui.tutorial.locate import locate
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, quick_window, wait_frame


@pytest.fixture
def ctx():
    yield from quick_window((1920, 1080), "fr")


def read_things(table, record) -> list[pygame.Rect]:
    """What the learner reads to choose a move, as the table drew it this frame: the
    led suit's chips and the pot's total, the led colour's pill, the bowls and action
    spaces and the log."""
    text = table.ctx.text
    if table.package == "too_many_cooks":
        total = text("too_many_cooks.pot_total", target=table.match.state.table.data.target)
        return [rect for rect, _tip in table.chip_tips] + \
            [label.rect for label in record.visible() if label.content == total]
    if table.package == "scharfe_schoten":
        led = re.escape(text("scharfe_schoten.led", colour="|")).replace(r"\|", ".+")
        return [label.rect for label in record.visible() if re.fullmatch(led, label.content)] \
            + trick_drawn(table, record)
    regions = [locate(table, f"region:{region.name}") for region in table.board.regions]
    return [rect for rect in [*regions, table.log_rect] if rect is not None]


def trick_drawn(table, record) -> list[pygame.Rect]:
    """Scharfe Schoten's trick as drawn: each played card's slot and the player's name
    written under it (newcomer 7, finding 5: at French 1920x1080 "Green was led"
    lay over Basil's lead card and his name)."""
    view = table.shown()
    plays = table.completed or view.table.trick
    slots = trick_rects(table.lay, view.table.num_players, table.ctx.theme.px)
    found = []
    for (seat, _card), slot in zip(plays, slots, strict=False):
        found.append(slot)
        under = pygame.Rect(slot.left, slot.bottom, slot.width, slot.height // 3)
        found += [label.rect for label in record.visible()
                  if label.content == table.seat_name(seat) and under.colliderect(label.rect)]
    return found


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "safranito"])
def test_the_box_hides_nothing_the_learner_reads_to_choose_a_move(ctx, game_id):
    table = open_guided(ctx, game_id)
    if hasattr(table, "show_speed"):
        table.show_speed = 60
    rng, lesson, shown, steps = random.Random(5), table.lesson, None, 0
    covered: list[str] = []
    for _ in range(20000):
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        if top is not table or (lesson.finished and lesson.current is None) or steps > 30:
            break
        step = lesson.current
        if step is not None and step is not shown and not table.animating:
            shown, steps = step, steps + 1
            pygame.mouse.set_pos((0, 0))
            with recording() as record:
                frames(ctx)
            box = table.coach.rect
            covered += [f"{step.key}: {rect}" for rect in read_things(table, record)
                        if box.colliderect(rect)]
            if step.point == "trick":  # its frame takes in every card of the trick
                frame = table.coach.framed[0].unionall(table.coach.framed[1:])
                covered += [f"{step.key}: frame {frame} cuts {rect}"
                            for rect in trick_drawn(table, record) if not frame.contains(rect)]
        if lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
            continue
        if not table.is_my_turn():
            wait_frame(ctx)
            continue
        guided = lesson.guided_action(table.match.state)
        table.submit(guided if guided is not None else rng.choice(table.match.legal_actions()))
    assert steps > 10
    assert not covered, "\n".join(covered)
