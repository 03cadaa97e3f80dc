"""Newcomer playtest: a Chef de rang replay's final caption (who won, the final scores)
lay 3 to 12 px over the game-over box, a room's name or a seat's panel at some window
sizes, player counts and languages: only those rects were weighed, on a coarse grid,
and no spot at the widths tried was clear of them all. It now lies in free space, with
felt around it, overlapping no other label or box; where no felt is free at all (the
open hands' column full, four or five seats at 800x500) it lies on the plan's tables,
their numbers the only words it hides. Stepped with real clicks on End."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import click, frames, quick_window, size_ids, watched_replay

SIZES = [(800, 500), (1280, 800)]
NAMES = ("Ann", "Basil", "Clove", "Dill", "Eve", "Fay")
SEEDS = range(1, 6)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_the_final_caption_overlaps_no_label_or_box(size, lang, players):
    faults = []
    for seed in SEEDS:
        for ctx in quick_window(size, lang):
            replay = watched_replay(ctx, "chef-de-rang", NAMES[:players], seed,
                                    player_watches=True)
            frames(ctx)
            click(ctx, replay.buttons["end"].rect.center)
            frames(ctx, 2)
            words = replay.final_words()
            assert words is not None
            with recording() as record:
                render_scene(ctx)
            box = replay.caption_rect(words, [], low=True)
            assert box in record.panels, "the caption was drawn where it was placed"
            assert pygame.Rect((0, 0), size).contains(box)
            # Every label drawn, the ones the caption's own panel covers too; but the
            # tables' numbers where no felt is free (four or five seats at 800x500, the
            # open hands' column full) and the caption lies on the plan's tables.
            plan = replay.table.plan_rect.move(0, replay.table_top())
            labels = [f"label {label.content!r} at {label.rect}" for label in record.labels
                      if label.paragraph != words and label.content not in words
                      and label.rect.colliderect(box)
                      and not (label.content.isdigit() and plan.contains(label.rect))]
            # A box it lies across (one it lies wholly inside is its background: the
            # open hands' column).
            boxes = [f"box {panel}" for panel in record.panels
                     if panel != box and panel.colliderect(box) and not panel.contains(box)]
            if labels or boxes:
                faults.append((seed, box, labels + boxes))
    assert not faults, faults
