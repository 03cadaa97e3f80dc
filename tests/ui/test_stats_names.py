"""Newcomer playtest 13e: in French, Statistics called the player "Joueur 1" (in the
wins, the best win and under the rating) while every table and panel of the match they
played called them "Player 1", the name their seat was given. A name is a name
(decision D41: names are fixed per match): Statistics shows it as the match gave it."""


import pygame
import pytest

from game.results_log import MatchResult, SeatResult
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import open_statistics, quick_window, recorded_results


@pytest.fixture(autouse=True)
def written_results():
    """Two matches the player won as "Player 1" (set up in English), against a bot."""
    made = [MatchResult("too-many-cooks", 1.7e9 + i, (
        SeatResult("Player 1", None, 30.0, True),
        SeatResult("Ada", "heuristic", 10.0, False))) for i in range(2)]
    yield from recorded_results(made)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_statistics_name_the_player_as_the_table_did(language):
    for ctx in quick_window((1280, 800), language):
        open_statistics(ctx)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        shown = [label.content for label in record.visible()]
        translated = ctx.text("setup.default_name", n=1)
        assert ctx.text("stats.wins", n=2, name="Player 1") in shown, shown
        assert ctx.text.plural("games.too_many_cooks.final_score", 30,
                               name="Player 1") in shown, shown
        assert "Player 1" in shown, shown  # under the rating
        if translated != "Player 1":
            assert not [line for line in shown if translated in line], shown
