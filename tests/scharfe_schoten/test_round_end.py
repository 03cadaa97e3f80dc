"""``ScharfeSchoten.round_end``: the table as a round's last move left it, before the
next deal that ``apply`` makes in the same action (what the replay shows at that move)."""

from game.scharfe_schoten.rules import Phase, stock_counts
from tests.round_ends import walk_round_ends
from tests.scharfe_schoten.helpers import rules


def test_round_end_is_the_last_table_of_each_round_scored_and_nothing_else():
    game = rules()
    ends = 0
    for before, _action, after, end in walk_round_ends(game, game.new_game(3, 11, {}), 5):
        ends += 1
        result = after.table.history[-1]
        table = end.table
        assert table.round_index == before.table.round_index and table.turn == -1
        assert table.phase is (Phase.GAME_OVER if game.is_over(after) else Phase.PLAY)
        assert table.totals == after.table.totals and table.history == after.table.history
        assert all(stock_counts(end, line.seat) == line.counts for line in result.lines)
        assert table.trick == () and len(table.last_trick) == table.num_players
        assert not any(any(hand) for hand in end.hands)
    assert ends == 3
