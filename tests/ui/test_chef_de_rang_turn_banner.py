"""Issue 19 re-check, finding 6: Chef de rang's banner said "Your turn" about 1.5 s
before any table lit, while the bot's card still flew: the turn is announced when the
motion ends (the tables light then). A real match in the window loop, bots moving at
the game's own animation pace."""

import pygame

from game.engine.runner import Seat
from game.ui.theme import Pace
from tests.ui.conftest import ctx, frames, open_table  # noqa: F401


def test_your_turn_is_announced_when_the_bots_card_has_landed(ctx):  # noqa: F811
    ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.6, trick_hold_s=0.3)
    table = open_table(ctx, "chef-de-rang", [Seat("Ann"), Seat("Basil", "random")], 3)
    your_turn = ctx.text("table.your_turn", name="Ann")
    seen_flying = 0
    landing = False  # the bot has just moved, its card is on its way
    for _ in range(3000):
        if seen_flying >= 2:
            break
        bots = table.match.is_bot_turn()
        frames(ctx)
        mine = table.match.to_move == table.viewer and not table.match.is_bot_turn()
        if not mine:
            continue
        landing = (landing or bots) and table.animating
        if landing:
            assert table.status_line() != your_turn, "announced while a card flies"
            seen_flying += 1
        elif table.is_my_turn():
            assert table.status_line() == your_turn
            assert table.highlighted_tables(table.view()), "your turn, nothing lit"
            legal = table.game.legal_tables(table.state)
            if legal:
                table.submit(next(a for a in table.match.legal_actions()))
    assert seen_flying >= 2
    pygame.event.clear()
