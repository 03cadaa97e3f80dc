"""Newcomer playtest 15a, finding 4: in the market the keyboard frame went to Pass
first. With "Buy for ₹30" lit and ringed by the Hint, the first Tab framed "Pass" and
Enter passed; in Sell it took three Tabs to reach "Sell 1". The first Tab now frames
the primary answer (Buy, Sell 1) and Tab goes on along the row from it. Real Tab and
Enter through the frame loop, the pointer resting off every choice."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.rules import Buy, Phase, Sell
from tests.ui.conftest import frames, key, open_table, play_mine_until
from tests.ui.test_safranito_keys_start_where_you_look import rest_pointer

CASES = {"buy": (Phase.BUY, Buy(True)), "sell": (Phase.SELL, Sell(1))}


@pytest.mark.parametrize("decision", list(CASES))
def test_the_first_tab_frames_the_primary_market_answer(ctx, decision):
    phase, primary = CASES[decision]
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is phase
                    and len(table.game.legal_actions(table.state)) >= 2)
    frames(ctx, 30)
    rest_pointer(ctx, (2, 2))
    buttons = table.counter.buttons(table.view())
    first = next(b for b in buttons if b.primary)
    key(ctx, pygame.K_TAB)
    framed = table.keyboard_targets()[table.focus.index][0]
    assert table.focus.visible
    label = next(b.label for b in buttons if b.rect == framed)
    assert framed == first.rect, f"the first Tab framed {label!r}, not {first.label!r}"
    order = [next(b.label for b in buttons if b.rect == rect)
             for rect, _action in table.keyboard_targets()[-len(buttons):]]
    assert order[0] == first.label, order
    actions = len(table.match.log.actions)
    key(ctx, pygame.K_RETURN)
    assert table.match.log.actions[actions] == primary
