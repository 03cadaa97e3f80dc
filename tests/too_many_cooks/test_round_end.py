"""``GameRules.round_end``: the table as a round's last move left it, before the next
deal that ``apply`` makes in the same action (what the replay shows at that move)."""

from game.too_many_cooks.rules import Phase, PlayCard
from tests.round_ends import walk_round_ends
from tests.too_many_cooks.helpers import rules


def test_round_end_is_the_last_table_of_each_round_scored_and_nothing_else():
    game = rules()
    ends = 0
    for before, action, after, end in walk_round_ends(game, game.new_game(4, 11, {}), 5):
        ends += 1
        record = after.table.history[-1]
        table = end.table
        assert table.round == before.table.round and table.to_move == -1
        assert table.phase is (Phase.GAME_OVER if game.is_over(after) else Phase.PLAY)
        assert table.stars == after.table.stars == tuple(s.stars_after for s in record.seats)
        assert table.history == after.table.history
        assert table.won == tuple(s.won for s in record.seats)
        assert table.tricks == record.tricks and table.trick == record.discarded_pot
        assert end.chosen == tuple(s.menu for s in record.seats)
        assert isinstance(action, PlayCard) and all(
            action.card not in hand for hand in end.hands)
        assert sum(map(len, end.hands)) == record.cards_left
    assert ends == game.data.rounds
