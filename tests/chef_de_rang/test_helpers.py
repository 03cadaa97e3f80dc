"""The helpers the table scene relies on agree with ``legal_actions`` everywhere, on a
state and on the player's own view, and give only known reason keys."""

import random

from game.chef_de_rang.rules import REASONS, Phase

from .helpers import rules

GAME = rules()


def test_reasons_and_legal_tables_agree_with_legal_actions():
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_game(3 + seed % 3, seed, {})
        while not GAME.is_over(state):
            legal = GAME.legal_actions(state)
            view = GAME.observe(state, state.public.turn)
            for subject in (state, view):
                if state.public.phase is Phase.TAKING:
                    takes = {a.table for a in legal}
                    assert set(GAME.legal_tables(subject)) == takes
                    for t in range(len(GAME.plan)):
                        reason = GAME.take_reason(subject, t)
                        assert (reason is None) == (t in takes) and reason in (None, *REASONS)
                elif state.public.phase is Phase.SERVING:
                    serves = {(a.card, a.table) for a in legal}
                    for card in state.hands[state.public.turn]:
                        tables = set(GAME.legal_placements(subject, card))
                        assert tables == {t for c, t in serves if c == card}
                        assert tables <= set(GAME.legal_tables(subject))
                        for t in range(len(GAME.plan)):
                            reason = GAME.serve_reason(subject, card, t)
                            assert (reason is None) == ((card, t) in serves)
                            assert reason in (None, *REASONS)
                else:
                    assert GAME.legal_tables(subject) == ()
                    assert GAME.take_reason(subject, 0) == "not_taking"
            state = GAME.apply(state, legal[rng.randrange(len(legal))])
    assert GAME.legal_tables(state) == () and GAME.legal_placements(state, 0) == ()
