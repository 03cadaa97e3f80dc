"""Issue 24, item 6: the review of a Safranito match. The market decisions (keep, bowl,
sell, buy or pass, dishes) are valued by the expert's rollouts in the same sampled
worlds; each flick by where its token ended against the hard bot's advised shot and its
expected worth under the player's measured aim spread. From the seat's view only (the
others' hidden token values and cards swapped change nothing), the same review for the
same file and seed, and a damaged review section is dropped with a notice.

Budgets are tiny (``quick``: 2 worlds per market move, 2 draws per flick); the real
figures are ``bench``'s."""

import contextlib
import io
import json
from dataclasses import replace

import pytest

from game import cli, registry
from game.engine.log import replay_states
from game.engine.runner import Seat
from game.engine.text import load_text
from game.match_files import new_meta, write_match_file
from game.match_setup import MatchSetup
from game.review import command
from game.review.engine import review_turns, seat_turns, with_hand
from game.review.report import summarise
from game.review.settings import review_settings
from game.safranito.aim_record import AimSample, record, spread
from game.safranito.expert import DISH_RUPEES, holdings
from game.safranito.flick import OUT, Flick
from game.safranito.flick_hint import UNMEASURED_HAND
from game.safranito.review_values import landing
from game.safranito.rules import Phase
from game.storage import read_save
from game.ui.screenshot import advance
from tests.review.helpers import hidden_swapped, quick

GAME = "safranito"
SEATS = (Seat("Ann"), Seat("Basil", "hard"))
TEXT = load_text("en")


def one_round_file(folder, seats=SEATS, seed=6):
    """A Safranito match of two seats played (by the stand-in bots) through its first
    round: flicks, the extra card, the market, the dishes."""
    match = MatchSetup(GAME, seats, seed, {}).start()
    advance(match, GAME, None, until=lambda m: m.state.round >= 2)
    path = folder / "safranito-round.json"
    write_match_file(path, match, new_meta(seed))
    return path


@pytest.fixture(scope="module")
def saved_file(tmp_path_factory):
    return one_round_file(tmp_path_factory.mktemp("safranito-review"))


@pytest.fixture
def small(monkeypatch):
    """The command's budget cut to 2 worlds per market move and 2 draws per flick."""
    monkeypatch.setattr(command, "review_settings", lambda game_id: quick(game_id))


def run(*argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        status = cli.main(["review", *map(str, argv)])
    return status, out.getvalue(), err.getvalue()


def test_the_config_reviews_safranito_with_the_expert_at_eight_times_its_worlds():
    settings = review_settings(GAME)
    assert settings is not None and settings.budget.level == "expert"
    assert settings.unit == "rupees"
    expert = {level.name: level for level in registry.bot_levels(GAME)}["expert"]
    for moves in range(2, 12):  # the expert rolls each candidate out in `worlds` worlds
        assert settings.budget.worlds(moves) >= 8 * expert.params["worlds"]


def test_review_json_values_market_decisions_and_flicks(saved_file, small):
    status, out, err = run(saved_file, "--json")
    assert status == 0, err
    data = json.loads(out)
    assert data["game"] == GAME and data["seat"] == 1 and data["unit"] == "rupees"
    assert data["hand"] == {"angle_deg": UNMEASURED_HAND[0], "strength": UNMEASURED_HAND[1]}
    decisions = data["decisions"]
    assert all({"index", "played", "best", "value_lost", "label"} <= set(d) for d in decisions)
    flicks = [d for d in decisions if d["played"]["type"] == "Flick"]
    market = [d for d in decisions if d["played"]["type"] != "Flick"]
    assert flicks and market
    kinds = {d["played"]["type"] for d in market}
    assert kinds & {"KeepCard", "ChooseBowl", "Sell", "Buy", "Prepare"} == kinds
    for d in flicks:
        flick = d["flick"]
        assert flick["ended"] and flick["advised"]["type"] == "Flick"
        assert flick["advised"]["value"] in (10, 20, 30, 40, 50, 60)
        assert d["value_lost"] == pytest.approx(
            max(0.0, flick["advised_value"] - flick["outcome_value"]), abs=1e-3)
        assert "Flick your" in d["played_text"] and "ended" in d["played_text"]
        if flick["advised_target"] is not None:
            assert 0.0 <= flick["advised_chance"] <= 1.0
    assert all("flick" not in d and d["moves"] >= 2 for d in market)
    assert all(not d["played_text"].startswith(("KeepCard", "Sell(", "Buy(", "Flick("))
               for d in decisions)  # named in words, as the Hint names them
    assert sum(data["labels"].values()) == len(decisions)


def test_a_bot_seat_is_valued_under_its_levels_hand_and_the_human_under_theirs(saved_file):
    saved = read_save(saved_file)
    budget = quick(GAME).budget
    assert with_hand(GAME, budget, saved.seats, 1).hand == (3.5, 0.04)  # hard's hand
    assert with_hand(GAME, budget, saved.seats, 0).hand == UNMEASURED_HAND
    samples = [AimSample("stop:saffron", 1.5 * (-1) ** i, 0.01 * i) for i in range(12)]
    record(samples)
    measured = spread(samples)
    assert measured is not None
    hand = with_hand(GAME, budget, saved.seats, 0).hand
    assert hand == (measured.angle, measured.strength)
    settings = quick(GAME)
    assert replace(settings, budget=replace(budget, hand=hand)).key(GAME) != \
        replace(settings, budget=replace(budget, hand=UNMEASURED_HAND)).key(GAME)


def test_swapping_the_hidden_tokens_and_cards_changes_nothing(saved_file):
    """Every position the seat decided in is replaced by another world with the same
    view (the others' face-down token values, hands, reserved dishes and the decks
    sampled again): the review, words included, is the same."""
    saved = read_save(saved_file)
    game = registry.rules(GAME)
    states = replay_states(game, saved.log)
    seat, actions = 0, saved.log.actions
    settings = replace(quick(GAME), budget=replace(quick(GAME).budget, hand=(4.0, 0.05)))
    swapped = hidden_swapped(game, states, actions, seat)
    turns = seat_turns(game, states, actions, seat)
    other_turns = seat_turns(game, swapped, actions, seat)
    first = review_turns(GAME, saved.log.seed, turns, seat, 1, settings)
    again = review_turns(GAME, saved.log.seed, other_turns, seat, 1, settings)
    assert first == again
    assert any(isinstance(d.played, Flick) for d in first.decisions)
    assert any(not isinstance(d.played, Flick) for d in first.decisions)
    names = [s.name for s in saved.seats]
    assert summarise(first, turns.decisions, settings, TEXT, names) == \
        summarise(again, other_turns.decisions, settings, TEXT, names)


def test_same_file_and_seed_same_review(saved_file):
    saved = read_save(saved_file)
    game = registry.rules(GAME)
    states = replay_states(game, saved.log)
    turns = seat_turns(game, states, saved.log.actions, 1)
    assert all(d.open == (d.view.phase in (Phase.FLICK, Phase.EXTRA_FLICK))
               for d in turns.decisions)
    settings = replace(quick(GAME), budget=replace(quick(GAME).budget, hand=(3.5, 0.04)))
    first = review_turns(GAME, saved.log.seed, turns, 1, 7, settings)
    assert first == review_turns(GAME, saved.log.seed, turns, 1, 7, settings)


def test_the_review_is_stored_reused_and_a_damaged_section_dropped(tmp_path, small):
    path = one_round_file(tmp_path)
    status, out, err = run(path, "--json", "--write")
    assert status == 0 and "stored" in err
    computed = json.loads(out)
    status, out, err = run(path, "--json")
    assert status == 0 and "decision" not in err  # the cache: nothing recomputed
    reused = json.loads(out)
    assert reused["cached"] is True
    assert reused["decisions"] == computed["decisions"]
    data = json.loads(path.read_text())
    flick = next(d for d in data["review"]["decisions"] if "facts" in d)
    flick["facts"]["ended"] = 12  # a region must be a name
    path.write_text(json.dumps(data))
    saved = read_save(path)
    assert saved.review is None and saved.review_notice
    assert saved.log.actions  # the match is kept
    status, out, err = run(path, "--json")
    assert status == 0 and err.startswith("notice: ") and "facts.ended" in err
    assert json.loads(out)["decisions"] == computed["decisions"]  # recomputed the same


def test_where_a_token_ended_is_where_the_match_put_it(saved_file):
    """The review resolves the played flick on the seat's view of the board (hidden token
    values and all): the physics needs only places, so it lands where the match's did."""
    saved = read_save(saved_file)
    game = registry.rules(GAME)
    states = replay_states(game, saved.log)
    checked = 0
    for index, action in enumerate(saved.log.actions):
        if not isinstance(action, Flick):
            continue
        state, token = states[index], states[index].next_token
        view = game.observe(state, game.current_player(state))
        real = next((t.region for t in states[index + 1].board if t.id == token), OUT)
        assert landing(game, view, action) == real
        checked += 1
    assert checked >= 8


def test_the_text_summary_says_whose_hand_the_flicks_are_valued_under(saved_file, small):
    status, out, err = run(saved_file, "--seat", 2)
    assert status == 0, err
    assert "Review of Safranito: seat 2 (Basil)" in out
    assert "Flicks: the hard bot's shot" in out and "±3.5° and ±4 % strength" in out


def test_a_finished_matchs_track_stays_within_what_the_seats_can_hold(tmp_path):
    """Finding 1 (play-test): the track jumped to ~+1600 rupees in a match that ended
    200 to 170, the expert's win bonus (₹2000, a preference, no rupees) in the values.
    A match played to its end (one round): every value on the track is a margin in
    rupees, no larger than what the best-placed seat ever held plus a dish."""
    match = MatchSetup(GAME, SEATS, 6, {"round_limit": 1}).start()
    advance(match, GAME, None, until=lambda m: m.state.phase is Phase.OVER)
    path = tmp_path / "safranito-over.json"
    write_match_file(path, match, new_meta(6))
    saved = read_save(path)
    game = registry.rules(GAME)
    states = replay_states(game, saved.log)
    settings = replace(quick(GAME), budget=replace(quick(GAME).budget, hand=(5.0, 0.05)))
    review = review_turns(GAME, saved.log.seed, seat_turns(game, states, saved.log.actions, 0),
                          0, 1, settings)
    bound = max(holdings(game, state, seat) for state in states
                for seat in range(state.num_players)) + DISH_RUPEES
    values = [m.value for d in review.decisions for m in d.values]
    assert values and any(not isinstance(d.played, Flick) for d in review.decisions)
    assert all(abs(v) <= bound for v in values), (bound, values)
