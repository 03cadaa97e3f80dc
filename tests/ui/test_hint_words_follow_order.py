"""The Hint's words follow its order (newcomer pass 10, finding 1): at Chef de rang's
neighbouring take the box read "1. Take table 18 (best), 2. Take table 27 (492 points
less than the best), 3. Take table 16 (about as good as the best)": the third line said
better than the second. The order was by the mean of each move's margins, the words by
whether its gap to the best beat two standard errors of it, and a move with a lower mean
but a wider spread passed where a higher one failed. Now "about as good" only leads the
list: a move after one with a figure has its figure, and the figures grow down the list.

The search's numbers are set to the newcomer's (a gap of 492 with a narrow spread, one
of 600 with a wide one), so the real table's box, asked for with the H key, shows what
the words make of them, in the three card games (the shared code)."""

import re

import pygame
import pytest

from game.bots.search import SearchBot
from game.engine.runner import Seat
from game.ui.hint_moves import COMPARE_WORLDS
from tests.ui.conftest import frames, key, open_table, play_mine_until, run_until
from tests.ui.test_hints import GAMES, my_choice

FIGURE = re.compile(r"\((\d+)(?:[.,]\d)?\xa0")
SEATS = [Seat("Ann"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic"),
         Seat("Clove", "heuristic")]
WIDE = [2000.0, -2000.0, 1500.0, -1500.0, 2500.0, -2500.0] * 2


def newcomers_numbers(self, view, actions, worlds, tick=None):
    """Margins per world for three moves: the best; one 492 less with little spread
    (told apart from the best); one 600 less with a wide spread (not told apart)."""
    assert worlds == COMPARE_WORLDS and len(actions) == 3
    best = [1000.0 + 50.0 * (i % 3) for i in range(worlds)]
    narrow = [b - 492.0 + (10.0 if i % 2 else -10.0) for i, b in enumerate(best)]
    wide = [b - 600.0 + WIDE[i] for i, b in enumerate(best)]
    return [best, narrow, wide]


def worded_in_order(ctx, table) -> list[str]:
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    frames(ctx)
    assert table.hints.rect is not None  # drawn
    lines = table.hints.lines()[:3]
    about = str(ctx.text("hints.about_as_good"))
    figures: list[int] = []
    for line in lines[1:]:
        found = FIGURE.search(line)
        if found is None:
            assert about in line or str(ctx.text("hints.as_good")) in line, line
            assert not figures, f"{line!r} after a figure: {lines}"
        else:
            figures.append(int(found.group(1)))
    assert figures == sorted(figures), lines
    return lines


def test_chef_de_rang_at_a_neighbouring_take(ctx, monkeypatch):
    monkeypatch.setattr(SearchBot, "compare_margins", newcomers_numbers)
    table = open_table(ctx, "chef-de-rang", SEATS, seed=4)

    def neighbouring_take() -> bool:
        public = table.state.public
        return public.path != () and len(table.game.legal_tables(table.state)) >= 3 \
            and public.take_rule.name == "NEIGHBOUR"

    play_mine_until(ctx, table, neighbouring_take)
    lines = worded_in_order(ctx, table)
    assert re.search(r"\(492\xa0", lines[1]) and re.search(r"\(600\xa0", lines[2]), lines


@pytest.mark.parametrize(("game_id", "seats"), GAMES, ids=[g for g, _s in GAMES])
def test_the_card_games_word_their_hint_in_its_order(ctx, monkeypatch, game_id, seats):
    monkeypatch.setattr(SearchBot, "compare_margins", newcomers_numbers)
    table = open_table(ctx, game_id, seats, seed=12)
    my_choice(ctx, table)
    worded_in_order(ctx, table)
