"""The daily deal's seed, table and duplicate replay (issue 24, item 5)."""

import datetime
import hashlib
import itertools
import types
from dataclasses import replace

import pytest

from game import registry
from game.bots import search
from game.daily import deal
from game.engine.runner import Seat
from tests.daily.conftest import DAY


def test_the_seed_is_the_documented_function_of_the_date_and_game():
    """Pinned: the same figure on any machine, and for ever (a player's shared line and
    the game number on the Daily deal screen refer to it)."""
    text = b"kitchen-table daily too-many-cooks 2026-11-26"
    expected = int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") \
        % 999_999 + 1
    assert deal.daily_seed("too-many-cooks", DAY) == expected == 833290
    assert deal.daily_seed("scharfe-schoten", DAY) == 667907
    assert deal.daily_seed("chef-de-rang", DAY) == 986169


@pytest.mark.parametrize("game_id", deal.daily_games())
def test_different_dates_deal_different_cards(game_id):
    game = registry.rules(game_id)
    days = [DAY + datetime.timedelta(days=n) for n in range(40)]
    seeds = [deal.daily_seed(game_id, day) for day in days]
    assert len(set(seeds)) == len(seeds)
    players = deal.DAILY_PLAYERS[game_id]

    def dealt(seed):
        """The dealt state without its seed field: the cards alone."""
        return repr(replace(game.new_game(players, seed, deal.daily_options(game_id)),
                            seed=0))

    assert len({dealt(seed) for seed in seeds[:10]}) == 10, "ten days: ten deals"
    assert dealt(deal.daily_seed(game_id, DAY)) == dealt(seeds[0]), \
        "the same date deals the same cards"


def test_games_without_a_daily_deal_say_so():
    with pytest.raises(deal.NoDaily, match="safranito has no daily deal"):
        deal.daily_setup("safranito", DAY, "Ada", ["B", "C", "D"])


@pytest.mark.parametrize("game_id", deal.daily_games())
def test_the_daily_level_is_hard_with_the_cpu_cap_off(game_id):
    levels = {level.name: level for level in registry.bot_levels(game_id)}
    daily, hard = levels[deal.DAILY_LEVEL], levels[deal.BASE_LEVEL]
    assert daily.kind == hard.kind and not daily.offered
    assert daily.params["max_ms"] == 0
    assert {k: v for k, v in daily.params.items() if k != "max_ms"} == \
        {k: v for k, v in hard.params.items() if k != "max_ms"}


def test_the_daily_table_is_fixed():
    setup = deal.daily_setup("scharfe-schoten", DAY, "Ada", ["Basil", "Clove", "Dill"])
    assert setup.seats == (Seat("Ada"), Seat("Basil", "daily"), Seat("Clove", "daily"))
    assert setup.seed == deal.daily_seed("scharfe-schoten", DAY)
    assert deal.is_daily_table("scharfe-schoten", setup.seats)
    assert not deal.is_daily_table("scharfe-schoten", (Seat("Ada"), Seat("B", "hard"),
                                                       Seat("C", "daily")))


def test_a_match_knows_which_day_it_deals_across_midnight():
    setup = deal.daily_setup("too-many-cooks", DAY, "Ada", ["B", "C", "D"])
    after_midnight = DAY + datetime.timedelta(days=1)
    assert deal.daily_date_of("too-many-cooks", setup.seats, setup.seed, DAY) == DAY
    assert deal.daily_date_of("too-many-cooks", setup.seats, setup.seed,
                              after_midnight) == DAY
    assert deal.daily_date_of("too-many-cooks", setup.seats, setup.seed + 1, DAY) is None
    hard = tuple(Seat(s.name, "hard" if s.bot_level else None) for s in setup.seats)
    assert deal.daily_date_of("too-many-cooks", hard, setup.seed, DAY) is None


def test_the_duplicate_is_the_same_on_a_slow_machine(monkeypatch, cooks_duplicate):
    """The CPU cap must not decide: the duplicate is played again with a clock that
    makes every decision look 10 s long (a very slow machine), and nothing changes."""
    normal = cooks_duplicate
    ticks = iter(range(0, 10**9, 10))
    slow = types.SimpleNamespace(process_time=lambda: float(next(ticks)))
    monkeypatch.setattr(search, "time", slow)
    assert deal.duplicate("too-many-cooks", DAY) == normal
    assert len(normal.actions) > 100 and normal.score == normal.scores[deal.PLAYER_SEAT]


def test_the_duplicate_deals_the_same_cards_to_the_same_opponents():
    """The player's seat copies the hard bot's moves in the real daily match (other
    seats' bots built as the window builds them): every move of the other seats, and
    the final scores, are the duplicate's."""
    game_id = "scharfe-schoten"
    copy = deal.duplicate(game_id, DAY)
    match = deal.daily_setup(game_id, DAY, "Ada", ["B", "C"]).start()
    while not match.over:
        index = len(match.log.actions)
        if match.to_move == deal.PLAYER_SEAT:
            match.submit(copy.actions[index])
        else:
            assert match.play_bot() == copy.actions[index], f"move {index} differs"
    assert tuple(match.game.scores(match.state)) == copy.scores


def test_the_replays_work_is_known_before_it_starts_from_the_players_match():
    """The replay's progress bar and time left (newcomer finding: ~45 s that looked
    frozen) count the bots' rollouts, the work, not moves: a forced move is free, a
    search among many moves costs many rollouts. Read off a match on the same deal, the
    estimate is the replay's own work when the player played as the bot did."""
    seen: list[tuple[int, int]] = []
    copy = deal.duplicate("scharfe-schoten", DAY, lambda moves, work: seen.append((moves,
                                                                                  work)))
    assert [moves for moves, _work in seen] == list(range(1, len(copy.actions) + 1))
    works = [work for _moves, work in seen]
    assert works == sorted(works) and works[-1] > 0
    forced = sum(1 for a, b in itertools.pairwise(works) if a == b)
    assert 0 < forced < len(works), "some moves cost nothing, the searches cost rollouts"
    expected = deal.expected_work("scharfe-schoten", DAY, copy.actions)
    assert abs(expected - works[-1]) <= 0.01 * works[-1], (expected, works[-1])
