"""Other floor plans: nothing in the rules or the bot assumes a 10 x 6 grid."""

import random

import pytest

from game.chef_de_rang.bots import HeuristicBot
from game.chef_de_rang.rules import Phase, Take, TakeRule

from .helpers import count_cards, load, write_game

# An L with an enclosed hole (row 2, column 6) and a notch; 60 tables.
L_ROWS = ["SSDDDDDDDDDD",
          "SSDCC.CDDDDD",
          "SSDCCCCDDDDD",
          "SSDDDD",
          "SSDDDD",
          "SSDDDD",
          "SSDDDDD"]

# 8 x 5 with a hole: 39 tables, so a 39-card deck.
SMALL_ROWS = ["DDDDDDDD",
              "DCCCCDDD",
              "DCC.CDDD",
              "DCCCCDDD",
              "DDDDDDDD"]
SMALL_MENUS = ("  - {value: 100, count: 6, res: 1, serve_in: [centre, dining]}\n"
               "  - {value: 200, count: 6, res: 1, serve_in: [centre, dining]}\n"
               "  - {value: 300, count: 6, res: 1, serve_in: [centre, dining]}\n"
               "  - {value: 600, count: 3, res: 1, serve_in: [centre]}\n")
SMALL_OPTIONS = ("  markers: {default: 10, min: 1, max: 39}\n"
                 "  minimum_takes: {default: 20, min: 0, max: 39}\n"
                 "  open_swaps: {default: false}\n")


@pytest.fixture(scope="module")
def l_game(tmp_path_factory):
    return load(write_game(tmp_path_factory.mktemp("l"), L_ROWS))


@pytest.fixture(scope="module")
def small_game(tmp_path_factory):
    return load(write_game(tmp_path_factory.mktemp("small"), SMALL_ROWS,
                           legend="{C: centre, D: dining}", menus=SMALL_MENUS,
                           specials=(12, 4, 2), options=SMALL_OPTIONS))


def at(game, column, row):
    """The table at a 0-based cell."""
    found = game.plan.table_at(column, row)
    assert found is not None
    return found


def test_l_plan_geometry(l_game):
    plan = l_game.plan
    assert len(plan) == 60 and (plan.columns, plan.rows) == (12, 7)
    assert plan.table_at(5, 1) is None and plan.table_at(8, 4) is None
    # Around the enclosed hole: only the one on the top border is on the edge.
    assert not plan.outer_edge[at(l_game, 4, 1)]
    assert not plan.outer_edge[at(l_game, 6, 1)]
    assert not plan.outer_edge[at(l_game, 5, 2)]
    assert plan.outer_edge[at(l_game, 5, 0)]
    # The inside corner of the L faces the outside.
    assert plan.outer_edge[at(l_game, 9, 2)] and plan.outer_edge[at(l_game, 6, 6)]
    assert not plan.outer_edge[at(l_game, 3, 4)]
    # Neighbours skip the hole.
    assert set(plan.neighbours[at(l_game, 4, 1)]) == {at(l_game, 3, 1), at(l_game, 4, 0),
                                                      at(l_game, 4, 2)}


def test_first_take_must_be_on_the_edge_of_the_l(l_game):
    state = l_game.new_game(3, 2, {})
    legal = {a.table for a in l_game.legal_actions(state)}
    assert legal == {i for i, edge in enumerate(l_game.plan.outer_edge) if edge}
    assert l_game.take_reason(state, at(l_game, 4, 1)) == "not_edge"


def test_small_plan_has_a_smaller_deck_and_no_salon(small_game):
    assert len(small_game.plan) == len(small_game.cards) == 39
    assert small_game.plan.zones == ("centre", "dining")
    assert not small_game.plan.outer_edge[at(small_game, 3, 1)]  # above the hole


@pytest.mark.parametrize("which", ["l_game", "small_game"])
def test_random_and_heuristic_games_finish_on_other_plans(which, request):
    game = request.getfixturevalue(which)
    for players in range(game.min_players, game.max_players + 1):
        rng = random.Random(players)
        state = game.new_game(players, players, {})
        bot = HeuristicBot(game, 0, {})
        everything = list(range(len(game.cards)))
        while not game.is_over(state):
            legal = game.legal_actions(state)
            seat = game.current_player(state)
            action = (bot.choose(game.observe(state, seat), legal) if seat == 0
                      else rng.choice(legal))
            if isinstance(action, Take) and state.public.take_rule is TakeRule.NEIGHBOUR:
                assert action.table in game.plan.neighbours[state.public.path[-1]]
            state = game.apply(state, action)
            assert count_cards(state) == everything
        public = state.public
        assert public.phase is Phase.OVER and len(public.path) >= min(public.minimum_takes,
                                                                      len(game.plan))
