"""The rules' public queries for the table agree with ``legal_actions`` (issue 9): what
the table offers a seat is computed from that seat's view, and must be exactly what the
rules would accept from the full state."""

import random

import pytest

from game.engine.protocol import Game
from game.too_many_cooks.rules import ChooseMenu, GameRules, Phase, PlayCard, create_rules

from .helpers import rules


def random_positions(game: GameRules, seed: int, options: dict[str, bool]):
    """Every state of one match played by seeded random legal moves."""
    rng = random.Random(seed)
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    state = game.new_game(players, seed, options)
    while not game.is_over(state):
        yield state
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    yield state


@pytest.mark.parametrize("options", [{}, {"sequential_menus": True},
                                     {"boil_over_is_bouillon": True}])
def test_playable_from_a_view_is_exactly_legal_actions(options):
    game = rules()
    checked = 0
    for seed in range(12):
        for state in random_positions(game, seed, options):
            legal = game.legal_actions(state)
            mover = game.current_player(state)
            for seat in range(state.table.num_players):
                view = game.observe(state, seat)
                offered = game.playable(view)
                assert offered == (legal if seat == mover else ())
            if mover < 0:
                continue
            view = game.observe(state, mover)
            # A refused click's reason comes from the same rule: None exactly for legal moves.
            for card in view.hand:
                assert (game.why_illegal(view, card) is None) == (PlayCard(card) in legal)
            for menu in view.table.data.menus:
                assert (game.why_menu_illegal(view, menu) is None) == (ChooseMenu(menu) in legal)
            checked += 1
    assert checked > 1000


def test_the_rules_class_is_a_game():
    game: Game = create_rules()  # the typed spot is game/too_many_cooks/__init__.py's INFO
    assert isinstance(game, Game)
    state = game.new_game(3, 1, {})
    assert state.table.phase is Phase.MENU
