"""Play-test (virtual screen), finding 1: with a bot in every Chef de rang seat the
table spoke to seat 1 as "you" ("Basil gave you the plat du jour…", "Your hand"):
nobody at the screen plays that seat, so the seat is named instead."""

import pytest

from game.chef_de_rang.rules import SwapPlat
from game.engine.runner import Seat
from game.engine.text import load_text
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import click, open_table, wait_frame

BOTS = [Seat("Ann", "heuristic"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
        Seat("Dill", "heuristic")]
SECOND_PERSON = {"en": ("you", "your"), "fr": ("vous", "votre")}


def drawn_words(ctx) -> list[str]:
    with recording() as record:
        render_scene(ctx)
    return [label.content for label in record.visible()]


def addresses_someone(line: str, language: str) -> bool:
    words = line.lower().replace("'", " ").replace(",", " ").replace(".", " ").split()
    return any(word in SECOND_PERSON[language] for word in words)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_table_of_bots_names_seat_one_in_its_notes_and_hand(ctx, language):
    ctx.text = load_text(language)
    for seed in range(1, 30):
        table = open_table(ctx, "chef-de-rang", BOTS, seed)
        viewer_swaps = 0
        for _ in range(4000):
            if table.match.over or viewer_swaps:
                break
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                click(ctx, ctx.scenes.top.button.rect.center)
                continue
            count = len(table.match.log.actions)
            wait_frame(ctx)
            actions = table.match.log.actions
            if len(actions) > count and isinstance(actions[count], SwapPlat):
                mover = table.game.current_player(table.move_states[count])
                if table.viewer in (mover, actions[count].opponent):
                    viewer_swaps += 1
                    assert not addresses_someone(table.note, language), table.note
            shown = [w for w in drawn_words(ctx) if addresses_someone(w, language)]
            assert not shown, shown
        if viewer_swaps:
            return
        ctx.scenes.pop()
    raise AssertionError("no swap involved seat 1")
