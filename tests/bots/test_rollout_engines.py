"""The card games' fast rollout engines (game/engine/rollout.py): the same moves and the
same scores as the protocol path (``rules.apply`` + the heuristic bot), rollout by
rollout, and therefore the same search decisions. ``bench --json`` runs the same check
over 10,000 positions per game (``rollout_differential``)."""

import pytest

from game import registry
from game.bots.search import SearchBot
from game.rollout_bench import bench_positions, differential
from game.too_many_cooks import rollout

FAST = [g for g in registry.game_ids() if registry.require_info(g).fast_playout is not None]
ROLLOUT_PARAMS = {"scharfe-schoten": {"samples": 3}}


def test_the_card_games_have_fast_engines():
    assert {"too-many-cooks", "scharfe-schoten", "chef-de-rang"} <= set(FAST)


@pytest.mark.parametrize("game_id", FAST)
def test_fast_engine_plays_the_protocol_moves_and_scores(game_id):
    result = differential(game_id, 300, seed=21, rollout_params=ROLLOUT_PARAMS.get(game_id))
    assert result["positions"] == 300
    assert result["mismatches"] == 0
    assert result["handed_back"] <= result["no_choice_allowed"]
    if game_id != "chef-de-rang":  # it leaves screening playouts to the protocol
        assert result["handed_back"] == 0


def test_the_differential_check_sees_a_different_policy(monkeypatch):
    """The check can fail: an engine whose policy plays another card is caught."""

    monkeypatch.setattr(rollout._Policy, "choose",
                        lambda self, r, seat, legal, nxt: legal[-1])
    assert differential("too-many-cooks", 60, seed=3)["mismatches"] > 0


@pytest.mark.parametrize("game_id", FAST)
def test_search_values_are_the_same_on_both_paths(game_id):
    rules = registry.rules(game_id)
    info = registry.require_info(game_id)
    params = {level.name: level.params for level in registry.bot_levels(game_id)}["hard"]
    for index, (state, seat, legal) in enumerate(bench_positions(game_id, 3, 4, stride=7)):
        view = rules.observe(state, seat)
        values = []
        for engine in ("protocol", "fast"):
            bot = SearchBot(rules, seat, 100 + index,
                            {**params, "iterations": 12, "per_action": 2, "max_ms": 0,
                             "engine": engine},
                            info.bot_kinds["heuristic"], info.fast_playout)
            values.append(bot.evaluate(view, legal))
        assert values[0] == values[1]


def test_an_unknown_policy_is_handed_back_untouched():
    """Random rollouts are not the engine's business: it returns None."""
    rules = registry.rules("too-many-cooks")
    engine = registry.require_info("too-many-cooks").fast_playout(rules)
    state, _seat, legal = bench_positions("too-many-cooks", 4, 1)[0]
    policies = [registry.make_bot("too-many-cooks", "random", s, s) for s in range(4)]
    assert engine.playout(state, legal[0], policies, True, 2000) is None
