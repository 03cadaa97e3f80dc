"""At 800x500 Chef de rang's phase 2 panels keep the labels of their score line: they
read "2600 · +900 · ≤−400" with no "Phase 1 / served / hand", the player's own line too
at game over (newcomer playtest 15b, finding 3). Where the full words do not fit the
short labels do ("Ph. 1 2600 · served +900 · hand ≤−400"), en and fr, read off the drawn
frame of a real table played into phase 2."""

import random
import re

import pygame
import pytest

from game.chef_de_rang.rules import Phase
from game.engine.runner import Seat
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, drawn_strings, frames, hover_words, open_table, quick_window

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
         Seat("Dill", "heuristic")]
LABELS = {"en": ("served", "hand"), "fr": ("servis", "main")}


def played_to_phase_2(ctx):
    """The table of a real match played (the player's moves at random) to the player's
    first serve."""
    table = open_table(ctx, "chef-de-rang", SEATS, 3)
    rng = random.Random(5)
    for _ in range(30000):
        if table.view().public.phase is Phase.SERVING and table.is_my_turn() \
                and not table.busy:
            break
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if table.is_my_turn() and not table.busy:
            table.submit(rng.choice(table.game.legal_actions(table.state)))
        frames(ctx)
    return table


@pytest.mark.parametrize("language", ["en", "fr"])
def test_phase_2_score_lines_keep_their_labels_at_800x500(language):
    ctx = next(quick_window(size=(800, 500), language=language))
    try:
        table = played_to_phase_2(ctx)
        pygame.mouse.set_pos((0, 0))
        frames(ctx)
        words = drawn_strings(ctx)
        view = table.view()
        for seat in range(len(SEATS)):
            first = table.game.phase_scores(view)[0][seat]
            line = [w for w in words if w.endswith(tuple(str(first) + s for s in ("", " ")))
                    or f"{first} ·" in w]
            assert line, (seat, first, words)
            assert all(label in line[0] for label in LABELS[language]), line[0]
    finally:
        pygame.quit()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_short_phase_1_label_reads_as_no_seat_and_the_tip_names_each_part(language):
    """"P1 2600 · served +900 · hand ≤−400" on a seat's panel read as "Player 1"
    (newcomer playtest): phase 1's short label is "Ph. 1", and the panel's tip names
    each part of the line, "Ph. 1", served and hand, and says what ≤ means."""
    ctx = next(quick_window(size=(800, 500), language=language))
    try:
        table = played_to_phase_2(ctx)
        pygame.mouse.set_pos((0, 0))
        frames(ctx)
        lines = [w for w in drawn_strings(ctx) if f" {LABELS[language][0]} " in w]
        assert lines, drawn_strings(ctx)
        for line in lines:
            assert not re.search(r"\bP\d", line), line
        view = table.view()
        for seat in range(len(SEATS)):  # the form drawn where "Phase 1" does not fit
            short = table.score_texts(view, seat, form="short")[1]
            assert short.startswith("Ph. 1 ") and not re.search(r"\bP\d", short), short
        panel = table.seat_panels[1]
        tip = hover_words(ctx, (panel.centerx, panel.bottom - 4))
        for part in ("Ph. 1", *LABELS[language], "≤"):
            assert part in tip, (part, tip)
    finally:
        pygame.quit()
