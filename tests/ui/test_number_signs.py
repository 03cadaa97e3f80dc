"""One way to write points (issue 19, finding 14): a change of score is "+5", "0" or
"−3" with the true minus sign (U+2212), a total "5", "0" or "−3"; never a hyphen
before a number, never "+0" or "−0". Checked on what the round summaries and the
results of all four games actually draw, in English and French."""

import re

import pygame
import pytest

from game import registry
from game.engine.numbers import signed, total
from game.ui.app import create_context, open_window
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording

HYPHEN_NUMBER = re.compile(r"(?:^|[\s(])-\d")
SIGNED_ZERO = re.compile(r"[+−]0(?!\d|[.,]\d)")


def test_the_rule():
    assert [signed(n) for n in (5, 0, -3)] == ["+5", "0", "\u22123"]
    assert [total(n) for n in (5, 0, -3)] == ["5", "0", "\u22123"]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_summaries_and_results_write_numbers_one_way(game_id, language):
    found = []
    for scene in ("round", "results"):
        open_window((1280, 800))
        ctx = create_context((1280, 800), language, sound=False)
        build_scene(ctx, scene, game_id, 3)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        found += [f"{scene}: {s!r}" for s in record.strings()
                  if HYPHEN_NUMBER.search(s) or SIGNED_ZERO.search(s)]
        pygame.quit()
    assert not found, "\n".join(found)
