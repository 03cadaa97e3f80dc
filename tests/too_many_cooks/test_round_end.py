"""``GameRules.round_end``: the table as a round's last move left it, before the next
deal that ``apply`` makes in the same action (what the replay shows at that move)."""

import random

from game.too_many_cooks.rules import Phase, PlayCard
from tests.too_many_cooks.helpers import rules


def test_round_end_is_the_last_table_of_each_round_scored_and_nothing_else():
    game = rules()
    rng = random.Random(5)
    state = game.new_game(4, 11, {})
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
        record = after.table.history[-1]
        table = end.table
        assert table.round == state.table.round and table.to_move == -1
        assert table.phase is (Phase.GAME_OVER if game.is_over(after) else Phase.PLAY)
        assert table.stars == after.table.stars == tuple(s.stars_after for s in record.seats)
        assert table.history == after.table.history
        assert table.won == tuple(s.won for s in record.seats)
        assert table.tricks == record.tricks and table.trick == record.discarded_pot
        assert end.chosen == tuple(s.menu for s in record.seats)
        assert isinstance(action, PlayCard) and all(
            action.card not in hand for hand in end.hands)
        assert sum(map(len, end.hands)) == record.cards_left
        state = after
    assert ends == game.data.rounds
