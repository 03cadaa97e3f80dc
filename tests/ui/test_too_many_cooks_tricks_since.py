"""Newcomer playtest: the bots played a whole trick before the human's first turn, and
nothing on the table recorded it (the pot was empty again; only History said who won
what). On the player's turn a line under the pot names the tricks played whole since
their last card, in both languages; once they play, it is gone."""

import pytest

from game.engine.runner import Seat
from game.too_many_cooks.rules import Phase
from game.too_many_cooks.since import tricks_since
from game.too_many_cooks.state import Play, Trick
from game.ui.app import create_context, open_window
from tests.ui.conftest import drawn_strings, frames, open_table, run_until

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
         Seat("Dill", "heuristic")]
"""Seed 1: Basil and Clove play the first trick whole (Clove wins 2 cards) before Ann's
first card."""


def first_card_turn(ctx, table):
    """Up to the player's first card of the round (their menu chosen on the way)."""
    for _ in range(50):
        run_until(ctx, table.is_my_turn)
        if table.match.state.table.phase is Phase.PLAY:
            return
        table.submit(table.match.legal_actions()[0])
        frames(ctx)
    raise AssertionError("no card to play")


@pytest.mark.parametrize(("language", "line"), [
    ("en", "Before your turn: trick 1: Clove won 2 cards"),
    ("fr", "Avant votre tour : pli 1 : Clove remporte 2 cartes")])
def test_the_tricks_the_bots_played_whole_are_on_the_table_on_my_turn(language, line):
    open_window((1280, 800))
    ctx = create_context((1280, 800), language, sound=False)
    table = open_table(ctx, "too-many-cooks", SEATS, 1)
    first_card_turn(ctx, table)
    assert table.match.state.table.tricks, "a trick was played before Ann's first card"
    assert line in drawn_strings(ctx)
    table.submit(table.match.legal_actions()[0])
    frames(ctx)
    assert not any(text.startswith(line[:10]) for text in drawn_strings(ctx)), \
        "the line is for the player's turn"


def test_tricks_since_counts_from_the_seats_last_card():
    tricks = [Trick(1, (Play(1, 10), Play(0, 11))), Trick(2, (Play(2, 12), Play(1, 13))),
              Trick(1, (Play(1, 14), Play(2, 15)))]
    assert [n for n, _ in tricks_since(tricks, (), 0)] == [2, 3]
    assert [n for n, _ in tricks_since(tricks, (), 3)] == [1, 2, 3]
    assert tricks_since(tricks, (Play(0, 16),), 0) == ()
    assert tricks_since([], (), 0) == ()
