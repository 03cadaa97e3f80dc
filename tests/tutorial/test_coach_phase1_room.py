"""Newcomer playtest: guided Chef de rang at 1280x800 paged the plat du jour's words two
lines at a time ("You took a plat du jour:" / "keep it, or swap it..."): the hand band
centred its one card, leaving two ~300 px columns of felt, and kept its label's whole
width clear. The hand now lies from the band's left end (the layout module) and only
the label's words are kept clear: each phase-1 step's words show whole, on one page,
beside the hand, hiding none of its cards and no table. The walk sees the steps shown
while a card's flight is held for Next too (the padlock menu's step lay over tables
29-60 at 1280x800 unchecked: the walk waited for the table to be still); where no felt
holds a reading step's words its box goes over the phase panel, not the tables.
The end of phase 1, said over the last take's held flight, is walked too: at 1280x800
in English its words took five lines, one more than the felt over the phase panel
holds above the learner's scores it points at, and the box lay over tables 19-60."""

import random

import pygame
import pytest

from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import quick_window, size_ids

SIZES = [(800, 500), (1280, 800)]
"""The sizes whose hand lies under the floor plan (1600x640 and 1920x1080: beside it)."""


@pytest.fixture(params=[(size, lang) for size in SIZES for lang in ("en", "fr")],
                ids=[f"{i}-{lang}" for i in size_ids(SIZES) for lang in ("en", "fr")])
def ctx(request):
    size, language = request.param
    yield from quick_window(size, language)


def test_phase_one_reading_steps_show_whole_beside_the_hand(ctx):
    table = open_guided(ctx, "chef-de-rang")
    coach, seen = table.coach, 0
    for step in new_coach_steps(ctx, table, random.Random(1), held=True):
        if table.view().public.phase.value not in ("taking", "plat_choice"):
            break
        box = coach.rect
        if not box.width or not table.lesson.blocking:  # a reading step (Next pages)
            continue
        seen += 1
        pages = coach._placed[1]
        assert len(pages) == 1, f"{step.key}: {len(pages)} pages: {pages}"
        cards = [rect for _card, rect in table.hand_rects(table.view())]
        assert box.collidelist(cards) == -1, f"{step.key}: the box {box} hides a hand card"
        hidden = [i + 1 for i in range(len(table.plan)) if box.colliderect(table.table_rect(i))]
        assert not hidden, f"{step.key}: the box {box} hides tables {hidden}"
        assert not box.colliderect(pygame.Rect(table.reserve_rect))
    assert seen >= 5
