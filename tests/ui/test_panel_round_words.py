"""Issue 19 re-check (recheck19d, finding 7): the same number was worded two ways on
Too Many Cooks' panels ("Won 0 · round +5" for opponents, "Won 0 · this round 0" for
the player, and sometimes "this round" for opponents too), and the French read
"0 gagnée · manche 0" (a participle with no noun): now "Gagnées 0", as "Won 0".
Every panel says it one way, in both languages, at every window size."""

import re

import pygame
import pytest

from game.ui.app import create_context, open_window
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording

FORMS = {"en": r"Won \d+ · round [+−]?\d+", "fr": r"Gagnées \d+ · manche [+−]?\d+"}


@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_panel_words_the_round_the_same_way(language, size):
    open_window(size)
    ctx = create_context(size, language, sound=False)
    build_scene(ctx, "table", "too-many-cooks", 3)
    table = ctx.scenes.top
    with recording() as record:
        render_scene(ctx)
    pygame.quit()
    won = ctx.text.plural("too_many_cooks.won_cards", 0).split("0")[0].strip()
    lines = [label.content for label in record.visible() if label.content.startswith(won)]
    assert len(lines) == len(table.match.seats), lines
    odd = [line for line in lines if not re.fullmatch(FORMS[language], line)]
    assert not odd, odd
