"""``ScharfeSchoten.round_end``: the table as a round's last move left it, before the
next deal that ``apply`` makes in the same action (what the replay shows at that move)."""

import random

from game.scharfe_schoten.rules import Phase, stock_counts
from tests.scharfe_schoten.helpers import rules


def test_round_end_is_the_last_table_of_each_round_scored_and_nothing_else():
    game = rules()
    rng = random.Random(5)
    state = game.new_game(3, 11, {})
    ends = 0
    while not game.is_over(state):
        action = rng.choice(game.legal_actions(state))
        after = game.apply(state, action)
        end = game.round_end(state, action)
        if len(after.table.history) == len(state.table.history):
            assert end is None
            state = after
            continue
        ends += 1
        result = after.table.history[-1]
        table = end.table
        assert table.round_index == state.table.round_index and table.turn == -1
        assert table.phase is (Phase.GAME_OVER if game.is_over(after) else Phase.PLAY)
        assert table.totals == after.table.totals and table.history == after.table.history
        assert all(stock_counts(end, line.seat) == line.counts for line in result.lines)
        assert table.trick == () and len(table.last_trick) == table.num_players
        assert not any(any(hand) for hand in end.hands)
        state = after
    assert ends == 3
