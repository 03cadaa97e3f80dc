"""Newcomer playtest: the Hint's reason for the menu of a shorter suit gave only counts
("You hold 3 Pea cards; your longest suit has 6.") and read as unexplained. Through the
real table (H at the first menu choice), the reason now gives the search's own figures
for the chosen menu and the longest suit's (the best move's facts, from the search's
rollouts), names both menus' suits, and the whole sentence stays in the box, French at 800x500
included (seed 1: the cards won drive it; seed 5: the best rival's stars)."""

import pygame
import pytest

from game.engine.runner import Seat
from game.too_many_cooks.rules import ChooseMenu
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ask_hint, open_table, quick_window, run_until

SEATS = [Seat("Ann"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic"),
         Seat("Clove", "heuristic")]


@pytest.mark.parametrize(("size", "language", "seed"), [
    ((800, 500), "fr", 1), ((800, 500), "fr", 5), ((1920, 1080), "en", 2)],
    ids=["800x500-fr-won", "800x500-fr-rival", "1920x1080-en"])
def test_a_shorter_menus_hint_says_what_the_search_measured(size, language, seed):
    for ctx in quick_window(size, language):
        hint_says_why(ctx, seed)


def hint_says_why(ctx, seed: int) -> None:
    table = open_table(ctx, "too-many-cooks", SEATS, seed=seed)
    run_until(ctx, lambda: table.is_my_turn())
    ask_hint(ctx, table)
    best = table.hints.shown()[0]
    assert isinstance(best.action, ChooseMenu)
    facts = best.facts
    assert facts["menu"]["menu"] == best.action.menu, facts
    reason = table.hints.lines()[-1]
    mark = str(ctx.text("hints.decimal_mark"))
    for side in ("menu", "longest"):
        name = str(ctx.text(f"too_many_cooks.suits.{facts[side]['menu']}"))
        assert name in reason, reason
        assert f"{facts[side]['stars']:.1f}".replace(".", mark).replace("-", "\u2212") \
            in reason, (reason, facts)
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    box = table.hints.open_rect()
    assert box is not None
    inside = [label for label in record.visible() if box.contains(label.rect)]
    assert all(label.lost is None for label in inside)
    drawn = " ".join(label.content for label in inside)
    assert " ".join(reason.split()) in " ".join(drawn.split()), drawn
