"""The Hint tells apart what its search can (newcomer finding 1) and a refusal keeps
clear of its box (finding 2).

- At Chef de rang's first take every table is face down: "Take table 4 (−858 points
  vs best)" was the noise of the sampled worlds. A move whose gap to the best is under
  two standard errors of the paired difference (same worlds) reads "about as good as
  the best"; the values and their order are the search's ``compare`` as before.
- "Take a table next to the last one taken." was drawn over the open Hint box."""

import pygame
import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from game.registry import make_bot
from game.ui.app import fit_to_window, open_window
from game.ui.hint_moves import COMPARE_WORLDS, HintMove, best_moves, compared_words, separated
from tests.ui.conftest import click, frames, key, open_table, run_until

SEATS = [Seat("Ann"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic")]


def test_separated_is_the_paired_standard_error():
    noise = [0.0, 2000.0, -1500.0, 300.0, -900.0, 1200.0]
    assert not separated(noise, [0.0] * 6)  # a mean of 183 under 2 standard errors
    assert separated([v + 5000.0 for v in noise], noise)  # same worlds: no spread at all
    assert separated([1.0, 1.2, 0.9, 1.1], [0.0, 0.1, -0.1, 0.05])
    assert not separated([1.0, 1.0], [1.0, 1.0])  # a tie is no gap


def test_close_moves_are_worded_so(ctx):
    text = ctx.text
    assert compared_words(text, "chef_de_rang", -900.0, 0.0, close=True) == \
        text("hints.about_as_good")
    assert compared_words(text, "chef_de_rang", -900.0, 0.0) == \
        text("hints.behind", value=text("chef_de_rang.hint_unit", value="900"))
    assert compared_words(text, "too_many_cooks", -7.84, 0.0) == "7.8 stars less than the best"
    french = load_text("fr")
    assert compared_words(french, "too_many_cooks", -7.84, 0.0) == \
        "7,8 étoiles de moins que le meilleur"
    assert compared_words(text, "chef_de_rang", 0.0, 0.0, close=True) == text("hints.as_good")


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang"])
def test_values_and_order_are_the_searchs_and_noise_is_called_close(ctx, game_id):
    table = open_table(ctx, game_id, SEATS, seed=3)
    run_until(ctx, lambda: table.is_my_turn())
    game, seat = table.game, table.viewer
    view = game.observe(table.match.state, seat)
    legal = game.legal_actions(table.match.state)
    moves = best_moves(game, view, legal, seat, 5)
    assert len(moves) == 3 and all(isinstance(m, HintMove) for m in moves)
    bot = make_bot(game.id, "hard", seat, 5)
    chosen = [a for a, _v in bot.evaluate(view, legal)[:3]]
    assert [(m.action, m.value) for m in moves] == bot.compare(view, chosen, COMPARE_WORLDS)
    assert moves[0].close is False
    # Chef de rang's first take, every table face down: nothing to tell them apart by.
    if game_id == "chef-de-rang":
        assert all(m.close for m in moves[1:]), moves
        table.hints.request()
        run_until(ctx, lambda: bool(table.hints.shown()))
        lines = table.hints.lines()
        about = str(ctx.text("hints.about_as_good"))  # a phrase, free to wrap
        assert all(about in line for line in lines[1:3]), lines


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
def test_a_refusal_keeps_clear_of_the_hint_box(ctx, size, monkeypatch):
    """Wherever the box lies (here: just where the refusal would go without it, as the
    newcomer's box lay at 1280x800), the refusal goes elsewhere."""

    open_window(size)
    fit_to_window(ctx)
    table = open_table(ctx, "chef-de-rang", SEATS, seed=3)
    run_until(ctx, lambda: table.is_my_turn())
    legal = set(table.game.legal_tables(table.match.state))
    wrong = next(t.index for t in reversed(table.plan.tables) if t.index not in legal)
    click(ctx, table.table_rect(wrong).center)
    frames(ctx, 2)
    assert table.toast == ctx.text("chef_de_rang.reason.not_neighbour")
    usual = table.toast_rect.copy()
    table.toast_time = 0
    frames(ctx)
    monkeypatch.setattr(type(table.hints), "place",
                        lambda self, screen, lines, moves=(), shorter=(): (
                            usual.inflate(40, 40), [(line, True, i == 0)
                                                    for i, line in enumerate(lines)],
                            ctx.theme.px(12)))
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    frames(ctx)
    box = table.hints.rect
    assert box == usual.inflate(40, 40)
    wrong = next(t.index for t in reversed(table.plan.tables) if t.index not in legal
                 and not table.table_rect(t.index).colliderect(box))
    click(ctx, table.table_rect(wrong).center)
    frames(ctx, 2)
    assert table.toast == ctx.text("chef_de_rang.reason.not_neighbour")
    assert table.toast_refusal and table.toast_time > 0
    assert table.hints.shown()  # the box is still open
    assert not table.toast_rect.colliderect(table.hints.rect), (table.toast_rect, box)
