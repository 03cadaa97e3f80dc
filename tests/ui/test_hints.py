"""The Hint (H key and button): the hard bot's three best moves, from the player's view
only, the best one ringed on the table, and the match marked as assisted."""

import random

import pygame
import pytest

from game.engine.rng import derive_rng
from game.engine.runner import Seat
from game.engine.runner import Seat as S
from game.review.words import reason_words
from game.ui.hint_moves import best_moves
from game.ui.tutorial.locate import HAND, PLAYERS, keep_clear
from tests.ui.conftest import click, frames, key, open_table, run_until

GAMES = [
    ("too-many-cooks", [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]),
    ("scharfe-schoten", [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]),
    ("chef-de-rang", [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]),
]


def my_choice(ctx, table) -> None:
    """Play on (the human's moves by the rules' first legal action) until the human has
    at least three moves to choose from."""
    while True:
        run_until(ctx, lambda: (table.is_my_turn() and ctx.scenes.top is table)
                  or ctx.scenes.top is not table)
        if ctx.scenes.top is not table:  # a round summary: dismiss it
            ctx.scenes.pop()
            continue
        legal = table.game.legal_actions(table.match.state)
        if len(legal) >= 3:
            return
        table.submit(legal[0])
        frames(ctx)


@pytest.mark.parametrize(("game_id", "seats"), GAMES)
def test_h_shows_three_valued_moves_and_rings_the_best(ctx, game_id, seats):
    table = open_table(ctx, game_id, seats, seed=12)
    my_choice(ctx, table)
    legal = table.game.legal_actions(table.match.state)
    assert table.tools.hint in table.tools.buttons() and table.tools.hint.enabled
    assert table.meta.assisted is False
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    moves = table.hints.shown()
    assert len(moves) == 3
    assert all(move.action in legal for move in moves)
    assert table.rect_of(moves[0].action) is not None
    lines = table.hints.lines()
    assert len(lines) >= 3 and all(table.hint_label(m.action) in line
                                   for m, line in zip(moves, lines, strict=False))
    view = table.game.observe(table.match.state, table.viewer)
    reason = reason_words(ctx.text, table.package, table.game, view, moves[0].action,
                          moves[0].facts)
    assert lines[3:] == ([reason] if reason else [])  # the game's sentence for the best
    assert table.meta.assisted is True  # a shown hint marks the match
    frames(ctx, 2)  # drawn without error
    # The panel hides no player's panel and not the move it rings.

    panel = table.hints.rect
    assert panel is not None
    assert not panel.colliderect(table.rect_of(moves[0].action))
    dialog = table.menu_dialog_rect(table.view()) \
        if hasattr(table, "menu_dialog_rect") else None
    if dialog is None:
        assert not any(panel.colliderect(rect) for rect, weight in keep_clear(table)
                       if weight >= PLAYERS)
    else:  # never over a menu it chooses among; over a panel's lower part if it must
        assert not any(panel.colliderect(rect) for rect in table.menu_choice_rects(table.view()))
        px = ctx.theme.px
        assert not any(panel.colliderect(pygame.Rect(rect.left, rect.top, rect.width, px(44)))
                       for rect, weight in keep_clear(table) if PLAYERS <= weight < HAND)
    # The best move is a real, playable move: playing it is accepted.
    assert table.submit(moves[0].action)
    assert table.hints.shown() == ()  # the hint was for the position before the move


def test_the_button_asks_too(ctx):
    game_id, seats = GAMES[0]
    table = open_table(ctx, game_id, seats, seed=3)
    my_choice(ctx, table)
    frames(ctx)
    click(ctx, table.tools.hint.rect.center)
    run_until(ctx, lambda: bool(table.hints.shown()))
    assert table.meta.assisted


@pytest.mark.parametrize(("game_id", "seats"), GAMES)
def test_the_hint_sees_only_the_players_view(ctx, game_id, seats):
    """Swapping the hidden cards of the others (another world with the same view)
    changes nothing in the hint."""
    table = open_table(ctx, game_id, seats, seed=7)
    my_choice(ctx, table)
    game, state, seat = table.game, table.match.state, table.viewer
    view = game.observe(state, seat)
    other = game.determinize(view, random.Random(99))
    assert game.observe(other, seat) == view and other != state
    first = best_moves(game, view, game.legal_actions(state), seat, 5)
    again = best_moves(game, game.observe(other, seat), game.legal_actions(other), seat, 5)
    assert first == again and len(first) == 3


def test_not_on_someone_elses_turn(ctx):

    # A deal where Bob (seat 1) is head chef, so he flicks first (Safranito's Hint is
    # its expert's: issue 22).
    seed = next(s for s in range(1, 50) if derive_rng(s, "head chef").randrange(2) == 1)
    table = open_table(ctx, "safranito", [S("Ann"), S("Bob", "heuristic")], seed=seed)
    frames(ctx, 3)
    assert not table.is_my_turn()
    assert table.tools.hint in table.tools.buttons() and not table.tools.hint.enabled
    key(ctx, pygame.K_h)
    assert table.toast == ctx.text("hints.not_now")
    assert table.hints.shown() == () and not table.meta.assisted


def test_too_many_cooks_hint_names_each_choice_once_and_tells_the_zeros_apart(ctx):
    """Check of issue 19, finding 10: the Hint offered "Play the 3 of Chili" twice (two
    copies of one card are one choice) and "Play the 0 of Onion" for the red boil-over.
    Played on until the player holds two copies of a card among the legal moves and a
    zero; then H (a real key press)."""
    table = open_table(ctx, "too-many-cooks", GAMES[0][1], seed=12)
    cards = table.view().table.data.cards

    def twins_and_a_zero() -> bool:
        legal = [cards[a.card] for a in table.game.legal_actions(table.match.state)
                 if hasattr(a, "card")]
        kinds = [(c.suit, c.value, c.bouillon, c.boil_over) for c in legal]
        return len(set(kinds)) < len(kinds) and any(c.value == 0 for c in legal)

    for _ in range(200):
        run_until(ctx, lambda: (table.is_my_turn() and ctx.scenes.top is table)
                  or ctx.scenes.top is not table or table.match.over)
        assert not table.match.over, "no position with twins and a zero"
        if ctx.scenes.top is not table:
            ctx.scenes.pop()
            continue
        if twins_and_a_zero():
            break
        table.submit(table.game.legal_actions(table.match.state)[-1])
        frames(ctx)
    legal = table.game.legal_actions(table.match.state)
    labels = [table.hint_label(a) for a in legal]
    assert len(set(labels)) < len(labels)  # the twins share their words
    for action, label in zip(legal, labels, strict=True):
        card = cards[action.card]
        if card.bouillon:
            assert ctx.text("too_many_cooks.history.bouillon",
                            suit=ctx.text(f"too_many_cooks.suits.{card.suit}")) in label
        if card.boil_over:
            assert ctx.text("too_many_cooks.history.boil_over",
                            suit=ctx.text(f"too_many_cooks.suits.{card.suit}")) in label
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    shown = [table.hint_label(m.action) for m in table.hints.shown()]
    assert len(shown) == len(set(shown)) == min(3, len(set(labels))), shown
