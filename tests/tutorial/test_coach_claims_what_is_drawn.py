"""Newcomer pass 11, finding 10: the coach's words said "(the coach points at it)" on
steps where no arrow was drawn (the box beside its target: only the frame). The words
now claim the frame, which every step with a target draws; and any words that claim an
arrow or a frame are held to one drawn, on every coach step of the four guided games,
in English and French."""

import random
import re

import pytest

from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import GAMES, open_guided
from tests.ui.conftest import quick_window

ARROW = re.compile(r"coach points|coach.s arrow|coach (vous )?(l[ea] )?montre|flèche du coach",
                   re.I)
"""Words that say the coach points (an arrow from its box)."""
FRAME = re.compile(r"coach frames|encadre", re.I)
"""Words that say the coach frames the thing."""


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_coach_claims_only_the_arrow_and_frames_it_draws(game_id, language):
    for ctx in quick_window((1280, 800), language):
        table = open_guided(ctx, game_id)
        coach, claims = table.coach, 0
        for step in new_coach_steps(ctx, table, random.Random(1)):
            words = coach.words(step)
            if ARROW.search(words):
                claims += 1
                assert coach.pointer is not None, f"{step.key}: {words!r} with no arrow"
            if FRAME.search(words):
                claims += 1
                assert coach.glows, f"{step.key}: {words!r} with no frame"
        assert claims, "no step claimed a frame or an arrow"
