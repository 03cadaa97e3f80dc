"""Issue 19 (newcomer check, findings 1 and 12): keys on a guided table. Enter (or
Space) on a coach step with Next does only what Next does, even held down (the
window repeats a held key): it never reaches the table. At a "Your move" step Enter
and Space both play the framed move, as the README says."""

import pygame
import pytest

from tests.tutorial.test_guided_table import GAMES, open_guided
from tests.ui.conftest import ctx, frames  # noqa: F401


def press(ctx, code, held_repeats=0):  # noqa: F811
    """A real key press: its KEYDOWN, the KEYDOWNs the window sends while it is held
    (one per frame, as SDL's key repeat does on a busy machine), then its KEYUP."""
    event = {"key": code, "mod": 0, "unicode": "", "scancode": 0}
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
    frames(ctx)
    for _ in range(held_repeats):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, event))
        frames(ctx, 3)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, event))
    frames(ctx)


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_key_on_a_next_step_only_dismisses_that_step(ctx, game_id, code):  # noqa: F811
    table = open_guided(ctx, game_id)
    lesson = table.lesson
    pressed = 0
    for _ in range(400):
        if lesson.current is not None and lesson.current.waits and not table.busy:
            break
        if not lesson.blocking:
            frames(ctx)  # the bots before the learner's first turn
            continue
        shown = len(lesson.shown)
        press(ctx, code, held_repeats=40)
        pressed += 1
        assert lesson.decisions == 0, "a key meant for Next moved on the table"
        assert len(lesson.shown) <= shown + 1, "one key press dismissed several steps"
    # Every step before the first move was read, one key press each.
    assert pressed >= 2 and lesson.decisions == 0
    assert lesson.current is not None and lesson.current.waits


def is_flick(action):
    return type(action).__name__ == "Flick"  # a mouse gesture, never a key (README)


@pytest.mark.parametrize("code", [pygame.K_RETURN, pygame.K_SPACE])
@pytest.mark.parametrize("game_id", [g for g in GAMES if g != "safranito"])  # flicks only
def test_enter_or_space_plays_the_framed_move(ctx, game_id, code):  # noqa: F811
    table = open_guided(ctx, game_id)
    lesson = table.lesson
    for _ in range(2000):
        if lesson.blocking:
            press(ctx, pygame.K_RETURN)
            continue
        step = lesson.current
        if step is not None and guided_step(step) and table.is_my_turn() and not table.busy:
            guided = lesson.guided_action(table.match.state)
            if not is_flick(guided):
                break
            table.submit(guided)
        frames(ctx)
    step = lesson.current
    assert step is not None and guided_step(step) and not is_flick(guided)
    decisions, moves = lesson.decisions, len(table.match.log.actions)
    for _ in range(3):  # a move of several clicks (a contract, then Confirm)
        framed = list(table.coach.framed)
        assert framed
        press(ctx, code)
        if len(table.match.log.actions) > moves:
            # Played: the coach counts it once the table has shown it (Chef de rang's
            # plat du jour lands in the hand first: newcomer 7, finding 6).
            for _ in range(600):
                if not table.told:
                    break
                frames(ctx)
            break
        assert not table.toast, f"refused: {table.toast}"
        frames(ctx)
        assert table.coach.framed != framed, "the key did nothing at a Your move step"
    assert lesson.decisions == decisions + 1


def guided_step(step) -> bool:
    """A step that frames a guided move: the shared "do", or a game's own with its
    reason (Scharfe Schoten's contracts: ``do_contract_search``)."""
    return step.key == "do" or step.key.startswith("do_")
