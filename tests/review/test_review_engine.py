"""Issue 24, the review's engine: every decision of a seat valued from its view only
(no peeking), every legal move on the same sampled worlds (equal evidence), the same
review for the same file and seed, labels from the thresholds in config."""

import random
from dataclasses import replace

import pytest

from game import registry
from game.bots.search import SearchBot
from game.engine.log import replay_states
from game.engine.runner import Seat
from game.engine.text import load_text
from game.match_files import new_meta, write_match_file
from game.match_setup import MatchSetup
from game.review.engine import (
    decision_seed,
    decision_work,
    default_seat,
    review_turns,
    reviewer,
    seat_turns,
    shrunk_means,
    value_decision,
)
from game.review.report import summarise
from game.review.settings import Thresholds, review_settings
from game.storage import read_save
from game.ui.screenshot import advance
from tests.review.helpers import CARD_GAMES, hidden_swapped, match_file, quick

TEXT = load_text("en")


def loaded(tmp_path, game_id, seed=4):
    saved = read_save(match_file(tmp_path, game_id, seed))
    game = registry.rules(game_id)
    return saved, game, replay_states(game, saved.log)


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_swapping_the_hidden_cards_changes_nothing_in_the_review(tmp_path, game_id):
    """Every position the seat decided in is replaced by another world with the same
    view (the others' hidden cards dealt again, as the Hint's no-peek test does): the
    review, labels and words included, is the same."""
    saved, game, states = loaded(tmp_path, game_id)
    seat, actions = 1, saved.log.actions
    settings = quick(game_id, worlds=3)
    swapped = hidden_swapped(game, states, actions, seat)
    turns = seat_turns(game, states, actions, seat)
    other_turns = seat_turns(game, swapped, actions, seat)
    first = review_turns(game_id, saved.log.seed, turns, seat, 1, settings)
    again = review_turns(game_id, saved.log.seed, other_turns, seat, 1, settings)
    assert first == again and len(first.decisions) > 5
    names = [s.name for s in saved.seats]
    assert summarise(first, turns.decisions, settings, TEXT, names) == \
        summarise(again, other_turns.decisions, settings, TEXT, names)


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_every_legal_move_is_rolled_out_in_the_same_worlds(tmp_path, game_id, monkeypatch):
    saved, game, states = loaded(tmp_path, game_id)
    turns = seat_turns(game, states, saved.log.actions, 0)
    settings = quick(game_id, worlds=3)
    scores = SearchBot._scores
    seen = []

    def spy(self, world, action, policies, max_choices):
        seen.append((world, action))
        return scores(self, world, action, policies, max_choices)

    monkeypatch.setattr(SearchBot, "_scores", spy)
    for decision in [d for d in turns.decisions if len(d.legal) >= 3][:3]:
        seen.clear()
        valued = value_decision(game_id, decision, 0, 5, settings.budget)
        worlds = {action: [w for w, a in seen if a == action] for action in decision.legal}
        assert set(worlds) == {m.action for m in valued.values} == set(decision.legal)
        first = worlds[decision.legal[0]]
        assert len(first) == valued.worlds == 3
        assert all(ws == first for ws in worlds.values())
        assert len(set(map(id, first))) == 3  # three worlds, not one three times


def test_a_seats_forced_moves_are_not_valued(tmp_path):
    saved, game, states = loaded(tmp_path, "too-many-cooks")
    turns = seat_turns(game, states, saved.log.actions, 0)
    assert turns.forced  # the last card of a hand
    for index in turns.forced:
        assert len(game.legal_actions(states[index])) == 1
    assert all(len(d.legal) > 1 for d in turns.decisions)
    mine = [i for i in range(len(saved.log.actions)) if game.current_player(states[i]) == 0]
    assert sorted([*turns.forced, *(d.index for d in turns.decisions)]) == mine


def test_same_file_and_seed_same_review_and_each_decision_on_its_own_seed(tmp_path):
    game_id = "scharfe-schoten"
    saved, game, states = loaded(tmp_path, game_id)
    turns = seat_turns(game, states, saved.log.actions, 2)
    settings = quick(game_id)
    first = review_turns(game_id, saved.log.seed, turns, 2, 7, settings)
    assert first == review_turns(game_id, saved.log.seed, turns, 2, 7, settings)
    other = review_turns(game_id, saved.log.seed, turns, 2, 8, settings)
    assert [d.values for d in other.decisions] != [d.values for d in first.decisions]
    # A decision valued alone gets the values it has in the whole review.
    decision = turns.decisions[len(turns.decisions) // 2]
    alone = value_decision(game_id, decision, 2, decision_seed(saved.log.seed, 7,
                                                               decision.index),
                           settings.budget)
    assert alone == next(d for d in first.decisions if d.index == decision.index)


def test_the_value_lost_is_the_best_value_minus_the_played_one(tmp_path):
    game_id = "too-many-cooks"
    saved, game, states = loaded(tmp_path, game_id)
    turns = seat_turns(game, states, saved.log.actions, 1)
    review = review_turns(game_id, saved.log.seed, turns, 1, 1, quick(game_id))
    for decision, valued in zip(turns.decisions, review.decisions, strict=True):
        assert valued.index == decision.index and valued.played == decision.played
        values = [m.value for m in valued.values]
        assert values == sorted(values, reverse=True)
        assert valued.value_lost == pytest.approx(values[0] - valued.played_value)
        assert valued.value_lost >= 0


def test_labels_follow_the_thresholds():
    bounds = Thresholds(best=0.0, good=0.5, inaccuracy=1.0, mistake=2.0)
    assert [bounds.label(v) for v in (0.0, 0.01, 0.5, 0.51, 1.0, 1.5, 2.0, 2.01, 40)] == [
        "best", "good", "good", "inaccuracy", "inaccuracy", "mistake", "mistake",
        "blunder", "blunder"]


def test_the_summary_counts_labels_accuracy_and_key_moments(tmp_path):
    game_id = "too-many-cooks"
    saved, game, states = loaded(tmp_path, game_id)
    turns = seat_turns(game, states, saved.log.actions, 0)
    settings = quick(game_id)
    review = review_turns(game_id, saved.log.seed, turns, 0, 1, settings)
    names = [s.name for s in saved.seats]
    strict = replace(settings, thresholds=Thresholds(0.0, 0.0, 0.0, 0.0))
    summary = summarise(review, turns.decisions, strict, TEXT, names)
    lost = [d.value_lost for d in review.decisions]
    assert summary.labels["best"] == sum(1 for v in lost if v == 0)
    assert summary.labels["blunder"] == sum(1 for v in lost if v > 0)
    assert sum(summary.labels.values()) == len(review.decisions)
    assert summary.mean_value_lost == pytest.approx(sum(lost) / len(lost))
    assert summary.accuracy == pytest.approx(100 * summary.labels["best"] / len(lost))
    costs = [m.valued.value_lost for m in summary.key_moments]
    assert costs == sorted(costs, reverse=True) and all(c > 0 for c in costs)
    assert len(costs) == min(settings.key_moments, sum(1 for v in lost if v > 0))
    assert max(lost) == (costs[0] if costs else 0)
    lenient = replace(settings, thresholds=Thresholds(1e6, 1e6, 1e6, 1e6))
    assert summarise(review, turns.decisions, lenient, TEXT, names).accuracy == 100


@pytest.mark.parametrize("game_id", CARD_GAMES)
def test_the_review_looks_eight_times_harder_than_the_hard_bot(game_id):
    settings = review_settings(game_id)
    assert settings is not None and settings.budget.level == "hard"
    hard = {level.name: level for level in registry.bot_levels(game_id)}["hard"]
    assert hard.kind == "search"
    budget = settings.budget
    for moves in range(2, 40):
        hard_rollouts = max(hard.params.get("iterations", 48),
                            hard.params.get("per_action", 0) * moves)
        assert budget.worlds(moves) * moves >= 8 * hard_rollouts


def test_every_game_is_reviewed():
    assert all(review_settings(game_id) is not None for game_id in registry.GAME_PACKAGES)


def test_the_first_human_is_reviewed_by_default():
    assert default_seat([False, True, True]) == 1
    assert default_seat([False, False]) == 0


def test_moves_that_differ_only_by_noise_are_shrunk_to_one_value():
    """Two moves with the same mean whose margins differ world by world: the spread of
    the means is all noise, so both get the mean (no value lost)."""
    rows = [[100.0, -300.0, 500.0, 20.0], [-300.0, 500.0, 100.0, 20.0]]
    assert shrunk_means(rows) == [80.0, 80.0]


def test_moves_that_differ_by_the_same_amount_in_every_world_keep_their_means():
    """No noise (each move is the world's luck plus its own constant): nothing shrinks,
    however large the luck that every move shares in a world."""
    luck = [900.0, -1200.0, 40.0, 310.0, -5.0]
    offsets = [0.0, -150.0, 30.0]
    rows = [[w + o for w in luck] for o in offsets]
    means = [sum(r) / len(r) for r in rows]
    assert shrunk_means(rows) == pytest.approx(means)


def test_shrinking_keeps_the_order_and_only_moves_values_towards_the_centre():
    rng = random.Random(24)
    for _ in range(50):
        moves, worlds = rng.randint(2, 12), rng.randint(2, 30)
        luck = [rng.gauss(0, 800) for _ in range(worlds)]
        true = [rng.gauss(0, rng.choice((1, 50, 400))) for _ in range(moves)]
        rows = [[luck[i] + t + rng.gauss(0, 300) for i in range(worlds)] for t in true]
        means = [sum(r) / len(r) for r in rows]
        shrunk = shrunk_means(rows)
        centre = sum(means) / moves
        for a in range(moves):
            assert abs(shrunk[a] - centre) <= abs(means[a] - centre) + 1e-9
            for b in range(moves):
                if means[a] > means[b]:
                    assert shrunk[a] >= shrunk[b]
    assert shrunk_means([[5.0, 7.0]]) == [6.0]  # one move: nothing to compare with
    assert shrunk_means([[5.0], [9.0]]) == [5.0, 9.0]  # one world: no noise measure


def test_a_shrinking_review_keeps_the_ranking_and_loses_no_more_than_the_raw_one(tmp_path):
    """Chef de rang's review shrinks (config/review.yaml): the same moves in the same
    order as the raw means of the same worlds, the values those of shrunk_means, and no
    decision losing more than it would unshrunk; the same seed gives the same review."""
    game_id = "chef-de-rang"
    settings = quick(game_id, worlds=4)
    assert settings.budget.shrink
    raw_budget = replace(settings.budget, shrink=False)
    saved, game, states = loaded(tmp_path, game_id)
    turns = seat_turns(game, states, saved.log.actions, 1)
    shrunk_lost = raw_lost = 0.0
    for decision in [d for d in turns.decisions if len(d.legal) >= 3][:4]:
        shrunk = value_decision(game_id, decision, 1, 11, settings.budget)
        raw = value_decision(game_id, decision, 1, 11, raw_budget)
        assert shrunk == value_decision(game_id, decision, 1, 11, settings.budget)
        by_action = {m.action: m.value for m in raw.values}
        raw_order = [by_action[m.action] for m in shrunk.values]
        assert raw_order == sorted(raw_order, reverse=True)
        assert shrunk.value_lost <= raw.value_lost + 1e-9
        rows = reviewer(game_id, "hard", 1, 11).compare_margins(
            decision.view, decision.legal, shrunk.worlds)
        assert sorted(m.value for m in shrunk.values) == sorted(shrunk_means(rows))
        shrunk_lost += shrunk.value_lost
        raw_lost += raw.value_lost
    assert shrunk_lost < raw_lost  # four worlds of whole-game rollouts: noise to shrink


class _Enough(Exception):
    """Stops a review after its first decisions (the rest would only cost time)."""


@pytest.mark.parametrize("game_id", [*CARD_GAMES, "safranito"])
def test_the_share_of_work_moves_within_a_decision_and_evenly(tmp_path, game_id):
    """Play-test finding: Safranito's bar sat at "decision 0 of 7", empty, for ~50 s.
    The share of work is reported after every rollout (a flick: draw), in every game:
    it grows within each decision, never goes back, and the decisions' shares are their
    planned work (rollouts), so a long decision takes a long stretch of the bar."""
    if game_id == "safranito":
        match = MatchSetup(game_id, (Seat("Ann"), Seat("Basil", "heuristic")), 6, {}).start()
        advance(match, game_id, None, until=lambda m: m.state.round >= 2)
        path = tmp_path / "safranito.json"
        write_match_file(path, match, new_meta(6))
    else:
        path = match_file(tmp_path, game_id)
    saved = read_save(path)
    game = registry.rules(game_id)
    turns = seat_turns(game, replay_states(game, saved.log), saved.log.actions, 0)
    settings = replace(quick(game_id, worlds=3),
                       budget=replace(quick(game_id, worlds=3).budget, hand=(5.0, 0.05)))
    shares: list[float] = []
    at_decision: list[int] = []

    def progress(done: int, total: int) -> None:
        if done >= 3:
            raise _Enough
        at_decision.append(len(shares))

    with pytest.raises(_Enough):
        review_turns(game_id, saved.log.seed, turns, 0, 1, settings, progress, shares.append)
    assert shares == sorted(shares) and shares[-1] < 1
    work = [decision_work(d, settings.budget) for d in turns.decisions]
    for n, start in enumerate(at_decision[1:], start=1):  # shares inside decision n - 1
        inside = shares[at_decision[n - 1]:start]
        assert len(set(inside)) > 2, f"decision {n - 1}: the bar moved only {inside}"
        assert inside[-1] == pytest.approx(sum(work[:n]) / sum(work))
