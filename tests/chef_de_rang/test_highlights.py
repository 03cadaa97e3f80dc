"""The rules' table queries offer exactly ``legal_actions``, on random positions.

The table scene rings ``playable_tables``, lifts ``playable_cards`` and enables the
picker's ``swap_targets``; if one of them drifted from ``legal_actions`` the table would
show a move the rules refuse (or hide one they allow).
"""

import random

from game.chef_de_rang.rules import KeepPlat, Phase, Serve, SwapPlat, Take

from .helpers import rules

GAME = rules()


def offered(subject) -> set:
    """Every action the queries offer the player to move in ``subject``."""
    public = subject.public
    if public.phase is Phase.TAKING:
        return {Take(t) for t in GAME.playable_tables(subject)}
    if public.phase is Phase.PLAT_CHOICE:
        return {KeepPlat(), *(SwapPlat(o) for o in GAME.swap_targets(subject))}
    if public.phase is Phase.SERVING:
        return {Serve(c, t) for c in GAME.playable_cards(subject)
                for t in GAME.playable_tables(subject, c)}
    return set()


def test_queries_offer_exactly_the_legal_actions_on_random_play():
    positions = 0
    for seed in range(30):
        rng = random.Random(seed)
        players = 2 + seed % 5
        state = GAME.new_game(players, seed, {"open_swaps": seed % 4 == 0,
                                              "minimum_takes": 10 + seed})
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            mover = GAME.current_player(state)
            for subject in (state, GAME.observe(state, mover)):
                assert offered(subject) == set(legal)
                if state.public.phase is Phase.SERVING:
                    # Without a card chosen, the rings are the tables some card fits.
                    assert set(GAME.playable_tables(subject)) == {a.table for a in legal}
            # An onlooker's view never rings more than the open tables.
            onlooker = GAME.observe(state, (mover + 1) % players)
            assert set(GAME.playable_tables(onlooker)) <= set(GAME.legal_tables(onlooker))
            positions += 1
            state = GAME.apply(state, legal[rng.randrange(len(legal))])
    assert positions > 1500
