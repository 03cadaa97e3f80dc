"""Safranito's Hint (issue 22 item 4): the expert's best market choices, valued in
rupees with a reason, from the player's view only; a shown hint marks the match
assisted. Driven through the real table with real key presses."""

import random
import re

import pygame

from game import registry
from game.engine.runner import Seat
from game.review.words import reason_words
from game.safranito.aim_record import AimSample, write_aim
from game.safranito.expert import ExpertBot
from game.safranito.flick import Flick
from game.safranito.flick_hint import advise
from game.safranito.rules import Phase
from game.ui.hint_moves import best_moves
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, frames, key, open_table, play_mine_until, run_until

MARKET = (Phase.KEEP_CARD, Phase.CHOOSE_BOWL, Phase.SELL, Phase.BUY, Phase.DISHES)


def market_choice(ctx, table) -> None:
    """Play the human's seat at random until it has a market choice of two or more."""
    play_mine_until(ctx, table, lambda: table.view().phase in MARKET
                    and len(table.game.legal_actions(table.state)) >= 2)


def test_h_shows_the_experts_market_choices_in_rupees_with_a_reason(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    market_choice(ctx, table)
    frames(ctx)
    legal = table.game.legal_actions(table.state)
    assert table.tools.hint in table.tools.buttons() and table.tools.hint.enabled
    assert table.meta.assisted is False
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    moves = table.hints.shown()
    assert len(moves) == min(3, len(legal))
    assert all(move.action in legal for move in moves)
    assert [m.value for m in moves] == sorted((m.value for m in moves), reverse=True)
    lines = table.hints.lines()
    for rank, (move, line) in enumerate(zip(moves, lines, strict=False)):
        assert table.hint_label(move.action) in line
        assert (line.endswith("(best)") if rank == 0  # the others: rupees given up
                else re.search(r"₹\d+ less than the best", line)
                or line.endswith("as good as the best)")), lines
        assert "(" not in table.hint_label(move.action) or "₹" in line
    view = table.game.observe(table.state, table.viewer)
    reason = reason_words(ctx.text, "safranito", table.game, view, moves[0].action)
    assert lines[len(moves):] == ([reason] if reason else [])
    assert table.rect_of(moves[0].action) is not None
    assert table.meta.assisted is True  # a shown hint marks the match
    frames(ctx, 2)  # drawn without error (title and note in Safranito's own words)
    assert table.submit(moves[0].action)
    assert table.hints.shown() == ()


def test_the_safranito_hint_sees_only_the_players_view(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    market_choice(ctx, table)
    game, state = table.game, table.state
    view = game.observe(state, 0)
    other = game.determinize(view, random.Random(99))
    assert game.observe(other, 0) == view
    first = best_moves(game, view, game.legal_actions(state), 0, 5)
    again = best_moves(game, game.observe(other, 0), game.legal_actions(other), 0, 5)
    assert first == again and first


def my_flick(ctx, table) -> None:
    def ready() -> bool:
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
        return table.is_my_turn() and table.view().phase is Phase.FLICK
    run_until(ctx, ready)


def test_a_flick_hint_shows_the_shot_as_a_ghost_path_with_the_players_hit_chance(ctx):
    # A steady measured hand: 10 flicks in each of two situations, about ±1°, ±1 %.
    write_aim([AimSample(situation, sign * 1.0, sign * 0.01)
               for situation in ("a", "b") for sign in (1, -1) * 5])
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    my_flick(ctx, table)
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    (move,) = table.hints.shown()
    assert isinstance(move.action, Flick) and table.game.is_legal(table.state, move.action)
    assert move.value > 0.5  # a steady hand makes the planned shot most of the time
    lines = table.hints.lines()
    assert f"{round(100 * move.value)}% chance" in lines[0]  # English: "Chili: 64% chance"
    assert table.hint_note() == ctx.text("safranito.hint_hand", angle=1, strength=1, n=20)
    assert table.meta.assisted is True
    # The ghost path ends where the rules would put the token (the same physics).
    view = table.view()
    path = table.hint_view.path(view, move.action)
    after = table.game.resolver(view.board, view.viewer, view.num_players, move.action,
                                view.next_token)
    assert path.result.where[view.next_token] == after[-1].region
    frames(ctx, 2)  # drawn without error


def test_the_hit_chance_follows_the_hand():
    rules = registry.rules("safranito")
    state = rules.new_game(2, 4, {})
    view = rules.observe(state, state.to_move)
    bot = ExpertBot(rules, view.viewer, 3, {})
    steady = advise(rules, bot.heuristic, view, (0.5, 0.005))
    shaky = advise(rules, bot.heuristic, view, (25.0, 0.25))
    assert steady is not None and shaky is not None and steady.flick == shaky.flick
    assert steady.chance > shaky.chance
