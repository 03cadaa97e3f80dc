"""Too Many Cooks' History listed the round's menu choices under the "Trick 1" heading
(newest first, the choices came right after trick 1's first card, as if chosen during
it: newcomer playtest 16b, finding 12). Now the menu choices have their own "Menus"
heading, after trick 1's moves in the newest-first list (so before trick 1 in time),
and no menu choice sits under a trick's heading: read off the History opened with L at
a real table, in English and French."""

import pygame
import pytest

from game.engine.runner import Seat
from game.too_many_cooks.rules import Phase
from game.ui.scenes.history import HistoryScene
from tests.ui.conftest import key, open_table, quick_window, run_until
from tests.ui.test_history import play_human_moves


def history_after_first_card(ctx, seats):
    """The History's rows (opened with L) once trick 1 has its first card."""
    table = open_table(ctx, "too-many-cooks", seats, 5)
    run_until(ctx, lambda: table.is_my_turn())
    if table.view().table.phase is Phase.MENU:
        play_human_moves(ctx, table, 1)
    run_until(ctx, lambda: table.view().table.phase is Phase.PLAY)

    def played() -> bool:
        return bool(table.view().table.trick or table.view().table.tricks)

    if not played():  # Ann leads trick 1
        play_human_moves(ctx, table, 1)
    run_until(ctx, played)
    key(ctx, pygame.K_l)
    history = ctx.scenes.top
    assert isinstance(history, HistoryScene)
    return list(history.rows), table.view().chosen


@pytest.mark.parametrize("language", ["en", "fr"])
def test_menu_choices_have_their_own_heading_before_trick_one(language):
    for ctx in quick_window(language=language):
        seats = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]
        rows, chosen = history_after_first_card(ctx, seats)
        trick_one = (ctx.text("history.trick", n=1), 1)
        menus = (ctx.text("too_many_cooks.history.menus_heading"), 1)
        assert trick_one in rows and menus in rows, rows
        assert rows.index(trick_one) < rows.index(menus), rows  # newest first
        chose = [ctx.text("too_many_cooks.history.chose", name=seat.name,
                          menu=ctx.text(f"too_many_cooks.menus.{menu}"))
                 for seat, menu in zip(seats, chosen, strict=True)]
        heading = None
        for words, level in rows:
            if level == 1:
                heading = words
            if level == 2 and words in chose:
                assert heading == menus[0], (words, heading)
        assert sum(words in chose for words, _level in rows) == 3, rows
