"""The generic search bot: reproducible, view-only, within its budget, for every game
whose rules are cheap enough to search in a test (Safranito's flicks are simulated)."""

import random

import pytest

from game import registry
from game.bots.search import SearchBot, check_search_params
from game.engine.config import ConfigError, Section
from game.table_args import bot_names

GAMES = ["too-many-cooks", "scharfe-schoten", "chef-de-rang"]
SMALL = {"iterations": 6, "max_ms": 0}


def make_search_bot(game, seat, seed, params):
    """The registry's ``search`` kind for this game (rolls out with its heuristic)."""
    return registry.GENERIC_BOTS["search"](registry.require_info(game.id))(game, seat, seed,
                                                                          params)


def positions(game_id, players, seed, steps):
    """Decision points (state, seat, legal) reached by random play."""
    game = registry.rules(game_id)
    rng = random.Random(seed)
    state = game.new_game(players, seed, {})
    found = []
    for _ in range(steps):
        if game.is_over(state):
            break
        legal = list(game.legal_actions(state))
        if len(legal) > 1:
            found.append((state, game.current_player(state), legal))
        state = game.apply(state, legal[rng.randrange(len(legal))])
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_move(game_id):
    game = registry.rules(game_id)
    for state, seat, legal in positions(game_id, 3, 5, 30)[::6]:
        view = game.observe(state, seat)
        moves = [make_search_bot(game, seat, 77, SMALL).choose(view, legal) for _ in range(2)]
        assert moves[0] == moves[1]
        assert moves[0] in legal


@pytest.mark.parametrize("game_id", GAMES)
def test_choice_depends_on_the_view_only(game_id):
    """A determinized world has the same view, so the bot chooses the same there."""
    game = registry.rules(game_id)
    rng = random.Random(2)
    for state, seat, legal in positions(game_id, 3, 8, 30)[::7]:
        world = game.determinize(game.observe(state, seat), rng)
        assert game.observe(world, seat) == game.observe(state, seat)
        moves = [make_search_bot(game, seat, 4, SMALL).choose(game.observe(s, seat), legal)
                 for s in (state, world)]
        assert moves[0] == moves[1]


@pytest.mark.parametrize("rollout", ["heuristic", "random"])
def test_budget_is_a_count_of_rollouts(rollout):
    game = registry.rules("too-many-cooks")
    state, seat, legal = positions("too-many-cooks", 4, 3, 10)[2]
    bot = SearchBot(game, seat, 1, {"iterations": 10, "max_ms": 0, "rollout": rollout})
    ranked = bot.evaluate(game.observe(state, seat), legal)
    # Sequential halving gives each candidate at least one rollout in its first round.
    assert bot.rollouts <= max(10, len(legal) * 2)
    assert {a for a, _ in ranked} <= set(legal)
    values = [v for _, v in ranked]
    assert all(isinstance(v, float) for v in values)


def test_time_cap_stops_the_search():
    game = registry.rules("too-many-cooks")
    state, seat, legal = positions("too-many-cooks", 4, 3, 10)[2]
    bot = SearchBot(game, seat, 1, {"iterations": 100000, "max_ms": 1})
    assert bot.choose(game.observe(state, seat), legal) in legal
    assert bot.rollouts < 100000


def test_top_k_screens_then_searches_few():
    game = registry.rules("chef-de-rang")
    state, seat, legal = max(positions("chef-de-rang", 4, 1, 20), key=lambda p: len(p[2]))
    assert len(legal) > 3
    bot = SearchBot(game, seat, 1, {"iterations": 4, "max_ms": 0, "top_k": 2,
                                    "horizon": "game", "rollout": "random"})
    ranked = bot.evaluate(game.observe(state, seat), legal)
    assert ranked[0][0] in legal
    assert len(ranked) <= 3  # top 2 + the heuristic's choice
    assert bot.rollouts <= 4 + 3


def test_forced_move_needs_no_search():
    game = registry.rules("too-many-cooks")
    bot = SearchBot(game, 0, 1, {"iterations": 5})
    assert bot.choose(None, ["only"]) == "only"
    assert bot.rollouts == 0


def test_bad_params_are_refused():
    game = registry.rules("too-many-cooks")
    with pytest.raises(ValueError, match="unknown search parameter"):
        SearchBot(game, 0, 1, {"budget": 3})
    with pytest.raises(ValueError, match="rollout"):
        SearchBot(game, 0, 1, {"rollout": "oracle"})


def test_per_action_scales_the_budget_with_the_choice():
    game = registry.rules("too-many-cooks")
    state, seat, legal = next(p for p in positions("too-many-cooks", 4, 3, 40) if len(p[2]) >= 4)
    bot = SearchBot(game, seat, 1, {"iterations": 4, "per_action": 6, "max_ms": 0,
                                    "rollout": "random"})
    bot.evaluate(game.observe(state, seat), legal)
    assert len(legal) * 6 - len(legal) * 2 <= bot.rollouts <= len(legal) * 6 + len(legal)


def test_compare_gives_equal_evidence_best_first():
    game = registry.rules("too-many-cooks")
    state, seat, legal = next(p for p in positions("too-many-cooks", 4, 3, 40) if len(p[2]) >= 3)
    bot = SearchBot(game, seat, 1, {"max_ms": 0, "rollout": "random"})
    ranked = bot.compare(game.observe(state, seat), legal[:3], 5)
    assert bot.rollouts == 15 and {a for a, _ in ranked} == set(legal[:3])
    assert [v for _, v in ranked] == sorted((v for _, v in ranked), reverse=True)


def test_rollout_params_reach_the_rollout_policy():
    """``rollout_params`` tune the game's heuristic inside rollouts (Scharfe Schoten's
    card play samples fewer deals there); a name the heuristic does not know is refused
    when the rollout policy is built."""
    game = registry.rules("scharfe-schoten")
    state, seat, legal = next(p for p in positions("scharfe-schoten", 3, 4, 60)
                              if len(p[2]) >= 3 and type(p[2][0]).__name__ == "PlayCard")
    view = game.observe(state, seat)
    ranked = {}
    for samples in (1, 20):
        bot = make_search_bot(game, seat, 3, {**SMALL, "rollout_params": {"samples": samples}})
        ranked[samples] = bot.evaluate(view, legal)
        assert {a for a, _ in ranked[samples]} <= set(legal)
    assert ranked[1] != ranked[20]
    bot = make_search_bot(game, seat, 3, {**SMALL, "rollout_params": {"sample": 2}})
    with pytest.raises(ValueError, match="unknown heuristic parameter"):
        bot.evaluate(view, legal)


@pytest.mark.parametrize("entry, problem", [
    ({"iterations": 0}, "iterations"),
    ({"rollout_params": [3]}, "rollout_params"),
    ({"rollout_params": {"samples": "many"}}, "rollout_params.samples"),
    ({"confidence": -1}, "confidence"),
])
def test_a_bad_search_level_in_bots_yaml_is_named(entry, problem):

    with pytest.raises(ConfigError, match=problem):
        check_search_params(Section("config/bots.yaml", "chef-de-rang.hard", entry))
    check_search_params(Section("config/bots.yaml", "chef-de-rang.hard",
                                {"iterations": 9, "rollout_params": {"samples": 3},
                                 "confidence": 2.5}))


def test_confidence_keeps_the_heuristic_move_unless_the_evidence_is_clear():
    """With ``confidence`` the search overrides its heuristic only when the paired
    rollouts show a clear gain: with noisy (random) rollouts at z = 100 never, at 0
    whenever a mean is higher. (A gain the same in every world, no noise at all, is
    sure at any z.)"""
    game = registry.rules("chef-de-rang")
    heuristic = registry.require_info("chef-de-rang").bot_kinds["heuristic"]
    params = {"iterations": 12, "max_ms": 0, "horizon": "game", "top_k": 4,
              "rollout": "random"}
    overruled = 0
    for state, seat, legal in positions("chef-de-rang", 4, 6, 60)[::4]:
        view = game.observe(state, seat)
        default = heuristic(game, seat, 0, {}).choose(view, legal)
        free = make_search_bot(game, seat, 9, params).choose(view, legal)
        sure = make_search_bot(game, seat, 9, {**params, "confidence": 100}).choose(view, legal)
        assert sure == default
        overruled += free != default
    assert overruled  # the test positions do have moves the search prefers


def test_flat_schedule_rolls_every_move_out_in_the_same_worlds():
    """The textbook PIMC: no halving, every candidate gets budget / moves rollouts."""
    game = registry.rules("too-many-cooks")
    state, seat, legal = next(p for p in positions("too-many-cooks", 4, 3, 40) if len(p[2]) >= 4)
    calls = []
    bot = SearchBot(game, seat, 1, {"iterations": 8, "per_action": 5, "max_ms": 0,
                                    "rollout": "random", "schedule": "flat"})
    original = bot._rollout
    bot._rollout = lambda world, action, policies: (calls.append((id(world), action))
                                                     or original(world, action, policies))
    bot.evaluate(game.observe(state, seat), legal)
    assert bot.rollouts == 5 * len(legal)
    worlds = {action: {w for w, a in calls if a == action} for action in legal}
    assert all(len(w) == 5 and w == worlds[legal[0]] for w in worlds.values())


def test_utility_margin_or_mean_of_the_others():
    game = registry.rules("too-many-cooks")
    margin = SearchBot(game, 1, 1, {})
    mean = SearchBot(game, 1, 1, {"utility": "mean"})
    scores = (4.0, 10.0, 7.0, 1.0)
    assert margin.utility(scores) == 3.0   # 10 - 7
    assert mean.utility(scores) == 6.0     # 10 - (4 + 7 + 1) / 3
    with pytest.raises(ValueError, match="utility"):
        SearchBot(game, 0, 1, {"utility": "best"})


@pytest.mark.parametrize("game_id", GAMES)
def test_pimc_is_a_level_for_tournaments_not_the_setup_screen(game_id):

    levels = {level.name: level for level in registry.bot_levels(game_id)}
    assert not levels["pimc"].offered and levels["hard"].offered
    assert bot_names(game_id, "pimc,hard,heuristic", 3) == ("pimc", "hard", "heuristic")
    bot = registry.make_bot(game_id, "pimc", 0, 1)
    assert isinstance(bot, SearchBot) and bot.flat and bot.mean_utility
    hard = registry.make_bot(game_id, "hard", 0, 1)
    assert not hard.flat  # hard halves; its utility is per game (issue 21's ablation)
    assert bot.iterations == hard.iterations and bot.per_action == hard.per_action


def test_decisions_cut_short_by_the_cpu_cap_are_counted():
    game = registry.rules("too-many-cooks")
    state, seat, legal = next(p for p in positions("too-many-cooks", 4, 3, 40) if len(p[2]) >= 3)
    view = game.observe(state, seat)
    capped = SearchBot(game, seat, 1, {"iterations": 5000, "max_ms": 0.001})
    capped.choose(view, legal)
    free = SearchBot(game, seat, 1, {"iterations": 6, "max_ms": 0})
    free.choose(view, legal)
    assert (capped.searched, capped.capped) == (1, 1)
    assert (free.searched, free.capped) == (1, 0)


def test_hint_values_are_margins_whatever_utility_the_search_ranks_by():
    """The Hint labels its values the expected lead over the best rival, so ``compare``
    scores the margin even for a search that ranks by ``utility: mean``."""
    game = registry.rules("too-many-cooks")
    state, seat, legal = next(p for p in positions("too-many-cooks", 4, 5, 30) if len(p[2]) >= 3)
    view = game.observe(state, seat)
    params = {"iterations": 6, "max_ms": 0}
    mean = SearchBot(game, seat, 1, {**params, "utility": "mean"}).compare(view, legal[:3], 4)
    margin = SearchBot(game, seat, 1, params).compare(view, legal[:3], 4)
    assert mean == margin
