"""The phase-1 score ranges a viewer is shown (panel, History) are the tightest ones
consistent with what it saw: checked against an independent oracle that replays the
real game's moves and branches, card by card id, on every swap draw the viewer did not
see (spec ``docs/rules/chef-de-rang.md``, "Plat du jour"; newcomer playtest: Ada's
"800–900" became "0–1000" after she gave one card away for a 0-point plat)."""

import random

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from game.chef_de_rang import knowledge
from game.chef_de_rang.knowledge import hand_ranges
from game.chef_de_rang.scoring import phase1_points
from game.chef_de_rang.state import KeepPlat, Phase, SwapPlat, Take
from game.chef_de_rang.table.history import describe
from game.engine.text import load_text

from .helpers import rules

GAME = rules()
CAP = 20_000


def oracle_ranges(moves, viewer, players):
    """Per seat, (least, most) phase-1 points over every id-level world consistent with
    the viewer's observations of ``moves`` [(state before, action, state after)], or
    None when the worlds grow past ``CAP``."""
    worlds = {((),) * players}
    reserved = [0] * players
    for before, action, after in moves:
        seat = before.public.turn
        if isinstance(action, Take):
            card = after.public.taken[action.table]
            if GAME.cards[card].res:
                reserved[seat] += GAME.values[card]
            else:
                worlds = {(*w[:seat], w[seat] + (card,), *w[seat + 1:]) for w in worlds}
        elif isinstance(action, SwapPlat):
            opp, plat = action.opponent, before.public.pending_plat
            (drawn,) = set(after.hands[seat]) - set(before.hands[seat])
            seen = viewer in (seat, opp)
            new = set()
            for w in worlds:
                for pick in ([drawn] if seen else w[opp]):
                    if pick not in w[opp]:
                        continue
                    hands = list(w)
                    hands[seat] = (*tuple(c for c in w[seat] if c != plat), pick)
                    hands[opp] = (*tuple(c for c in w[opp] if c != pick), plat)
                    new.add(tuple(tuple(sorted(h)) for h in hands))
            worlds = new
            if len(worlds) > CAP:
                return None
    sums = [[sum(GAME.values[c] for c in h) for h in w] for w in worlds]
    return [(min(r[s] for r in sums) + reserved[s], max(r[s] for r in sums) + reserved[s])
            for s in range(players)]


def play_phase1(players, seed, rng, stop):
    """Random phase-1 moves (swaps preferred, so that hands blur), up to ``stop`` moves."""
    state = GAME.new_game(players, seed, {})
    moves = []
    while len(moves) < stop:
        legal = GAME.legal_actions(state)
        swaps = [a for a in legal if isinstance(a, SwapPlat)]
        action = rng.choice(swaps) if swaps and rng.random() < 0.8 else rng.choice(legal)
        after = GAME.apply(state, action)
        if after.public.phase not in (Phase.TAKING, Phase.PLAT_CHOICE):
            break
        moves.append((state, action, after))
        state = after
    return state, moves


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(3, 5), seed=st.integers(0, 2**32), moves=st.randoms(),
       stop=st.integers(5, 45))
def test_shown_ranges_are_the_tightest_consistent_ones(players, seed, moves, stop):
    state, played = play_phase1(players, seed, moves, stop)
    for viewer in range(players):
        expected = oracle_ranges(played, viewer, players)
        assume(expected is not None)
        view = GAME.observe(state, viewer)
        for seat in range(players):
            low, high = GAME.phase1_range(view, seat)
            true = sum(GAME.values[c] for c in state.hands[seat]) + sum(
                GAME.values[c] for c in state.public.reserved[seat])
            assert low <= true <= high
            # Both ends are reached by a consistent world: exactly the oracle's ends.
            assert (low, high) == expected[seat], (viewer, seat)


def test_an_opponents_top_cannot_rise_when_she_only_gives_a_card_away():
    """The tester's case: Basil swaps a plat du jour with Ada while Alex watches. Ada
    gave one card away and got a 0-point plat, so her most cannot rise; Basil gained
    one of Ada's cards, so his most rises by at most Ada's best card."""
    found = 0
    for attempt in range(400):
        rng = random.Random(attempt)
        state = GAME.new_game(3, 46, {})
        while state.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE) and found < 40:
            legal = GAME.legal_actions(state)
            action = rng.choice(legal)
            after = GAME.apply(state, action)
            if isinstance(action, SwapPlat) and 0 not in (state.public.turn, action.opponent):
                taker, ada = state.public.turn, action.opponent
                before_view, after_view = GAME.observe(state, 0), GAME.observe(after, 0)
                ada_before = GAME.phase1_range(before_view, ada)
                ada_after = GAME.phase1_range(after_view, ada)
                assert ada_after[1] <= ada_before[1]
                basil_before = GAME.phase1_range(before_view, taker)
                basil_after = GAME.phase1_range(after_view, taker)
                assert basil_after[1] <= basil_before[1] + min(600, ada_before[1])
                found += 1
            state = after
        if found >= 40:
            break
    assert found >= 40


def test_the_tutorial_deal_history_line_after_basil_swaps_with_ada():
    """The tutorial's deal (seed 46; Alex watches Basil give Ada a plat du jour after
    earlier swaps blurred both hands). The old pool model wrote "Basil 300–500 →
    0–1100, Ada 700–900 → 100–1200": Ada's top rose though she only gave a card away,
    and Basil's least fell though he only gave a 0-point plat."""
    text = load_text("en")
    rng = random.Random(48)
    state = GAME.new_game(3, 46, {})
    for _ in range(17):
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    action = rng.choice(GAME.legal_actions(state))
    assert action == SwapPlat(1) and state.public.turn == 2
    after = GAME.apply(state, action)
    line = describe(text, ["Alex", "Ada", "Basil"], GAME, GAME.observe(state, 0), action,
                    GAME.observe(after, 0), 2)
    assert line == ("Basil gave the plat du jour to Ada and drew a card from their hand. "
                    "Scores: Basil 300–500 → 300–1100, Ada 700–900 → 100–900.")


def swap_heavy_phase_one(players: int, seed: int):
    """Phase-1 states of a game where every seat swaps its plat du jour whenever it can
    (the last legal action is the swap), as the tester's fast bots did."""
    state = GAME.new_game(players, seed, {})
    rng = random.Random(seed)
    while state.public.phase.value in ("taking", "plat_choice"):
        legal = GAME.legal_actions(state)
        state = GAME.apply(state, legal[-1] if rng.random() < 0.7 else rng.choice(legal))
        yield state


def test_past_the_cap_the_pool_models_range_holds_the_score(monkeypatch):
    """Newcomer playtest: the window froze 10-15 s after a Hint late in a six-player
    phase 1 (the first replay listed millions of worlds on the window's thread). Past
    MAX_STATES the replay gives up and the panel shows the pool model's range, wider
    but still holding every seat's true score (a low cap here, so that it is reached)."""
    monkeypatch.setattr(knowledge, "MAX_STATES", 8)
    capped = 0
    for state in swap_heavy_phase_one(6, 15):
        if state.public.phase.value not in ("taking", "plat_choice"):
            break
        view = GAME.observe(state, 0)
        if hand_ranges(GAME.cards, view) is not None:
            continue
        capped += 1
        truth = phase1_points(GAME.values, state)
        for seat in range(6):
            low, high = GAME.phase1_range(view, seat)
            assert low <= truth[seat] <= high, (seat, low, truth[seat], high)
    assert capped, "the game reached a phase 1 with too many states"


def test_the_game_that_froze_the_window_is_replayed_exactly_to_its_end(monkeypatch):
    """The six-player game where every seat swaps whenever it can (fifteen unseen swaps
    and more) stays far under the cap for every viewer: its ranges are the exact ones,
    not the pool model's. Even a cap of 4,000 states (a few milliseconds of work, the
    cost the window may pay once per swap) is never reached."""
    monkeypatch.setattr(knowledge, "MAX_STATES", 4_000)
    for state in swap_heavy_phase_one(6, 15):
        if state.public.phase.value not in ("taking", "plat_choice"):
            break
        for viewer in range(6):
            assert hand_ranges(GAME.cards, GAME.observe(state, viewer)) is not None


def replay(players, seed, moves):
    """The game ``seed`` played by ``moves`` ("12": take table 12, "k": keep the plat,
    "s2": swap it with seat 2), as ``play_phase1`` returns it."""
    state = GAME.new_game(players, seed, {})
    played = []
    for word in moves.split():
        action = (KeepPlat() if word == "k" else SwapPlat(int(word[1:])) if word[0] == "s"
                  else Take(int(word)))
        after = GAME.apply(state, action)
        played.append((state, action, after))
        state = after
    return state, played


LONG_GAMES = [
    # The two cases of the report: seat 1 was shown 0-1600, seat 2 0-2300.
    (4, 1643487550, 0, "57 58 59 49 s2 39 s2 29 19 18 28 s2 27 37 s3 38 48 11 12 2 3 s0 13 "
     "s1 14 24 s1 34 35 s3 36 26 s3 16 15",
     ((900, 900), (0, 1500), (100, 1400), (100, 1500))),
    (5, 60184162, 1, "50 40 41 31 s3 30 20 s1 10 s1 0 1 s3 2 12 11 21 42 43 33 s2 23 24 s3 "
     "34 44 45 46 56 55 k 54 53 s4 52 s2 51 s4 35 s0",
     ((400, 1600), (800, 800), (300, 1500), (300, 1500), (0, 1400))),
    # Ten swaps, none with the viewer: only chains of unseen draws.
    (5, 3320010101, 3, "40 50 51 s1 52 53 s1 54 55 s0 45 s1 35 34 24 23 s1 22 32 33 s4 43 42 "
     "41 31 21 s0 20 30 28 27 37 s4 47 s4 46 s4 36 26",
     ((200, 1100), (600, 2000), (200, 1300), (1600, 1600), (200, 1400))),
    # Four of ten swaps with the viewer: the cards it drew say where they were.
    (4, 3088917188, 3, "3 4 14 24 25 35 36 s1 46 56 41 40 50 51 s0 52 42 32 1 0 10 12 s0 13 "
     "23 22 21 31 s0 30 s1 20 s2 18 s3 28 27 s0 26 s2 16 s3 15",
     ((200, 1300), (700, 1800), (200, 1600), (900, 900))),
    (5, 857545029, 4, "49 48 s2 38 s2 28 18 s4 8 7 6 16 s3 15 5 s4 4 14 24 25 39 29 19 s2 9 "
     "43 s3 53 52 51 50 40 41 s0 42 s1 32 31 s3 21 s3 11 10 20",
     ((500, 1200), (200, 800), (400, 1000), (200, 1200), (1900, 1900))),
]


@pytest.mark.parametrize(("players", "seed", "viewer", "moves", "ranges"), LONG_GAMES,
                         ids=[f"{game[0]}-players-seed-{game[1]}" for game in LONG_GAMES])
def test_long_games_show_the_tightest_ranges(players, seed, viewer, moves, ranges):
    """Long phase 1s a random search found (3,000 games, 18 cases) where the panel
    showed wider ranges than the viewer's knowledge allows: past 1,000 listed worlds the
    first replay fell back to the pool model. Each range is now the oracle's."""
    state, played = replay(players, seed, moves)
    view = GAME.observe(state, viewer)
    shown = tuple(GAME.phase1_range(view, seat) for seat in range(players))
    assert shown == ranges
    assert list(ranges) == oracle_ranges(played, viewer, players)
