"""Newcomer playtest 16a, finding 3: at 1280x800 the head chef opened the Cinnamon bowl
with the keys, and the "Buy Cinnamon?" prompt that followed showed the keyboard frame
already on Pass, carried over from the bowl choice (the same index in the new list of
choices), so the next Enter would pass. A new prompt never inherits the frame: it
starts hidden, and the first Tab frames the primary answer. Real Tab and Enter."""

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from tests.ui.conftest import frames, key, open_table, play_mine_until, quick_window
from tests.ui.test_safranito_keys_start_where_you_look import rest_pointer

SIZES = [(1280, 800), (1600, 1000)]


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def sized(request):
    yield from quick_window(request.param)


def buy_follows(table) -> bool:
    """Seat 0 opens a bowl and the second lit one is theirs to buy: a prompt follows."""
    view = table.view()
    if view.phase is not Phase.CHOOSE_BOWL or len(table.lit_bowls(view)) < 2:
        return False
    bowl = table.lit_bowls(view)[1]
    return table.game.top_bidder(view, bowl)[0] == 0 and bowl in view.market


def test_the_prompt_after_a_bowl_chosen_by_keys_starts_without_a_frame(sized):
    ctx = sized
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random")], 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: buy_follows(table))
    frames(ctx, 30)
    rest_pointer(ctx, (2, 2))
    key(ctx, pygame.K_TAB)
    key(ctx, pygame.K_TAB)
    assert table.focus.visible and table.focus.index == 1
    actions = len(table.match.log.actions)
    key(ctx, pygame.K_RETURN)
    assert len(table.match.log.actions) > actions, "Enter opened the framed bowl"
    for _ in range(3000):
        if table.is_my_turn() and table.view().phase is Phase.BUY:
            break
        frames(ctx)
    assert table.is_my_turn(), table.match.log.actions[actions:]
    view = table.view()
    assert not table.focus.visible, \
        f"the {view.phase.value} prompt opened with the frame left from the bowl choice"
    key(ctx, pygame.K_TAB)
    framed = table.keyboard_targets()[table.focus.index][0]
    primary = [b.rect for b in table.counter.buttons(view) if b.primary and b.enabled]
    if primary:
        assert framed == primary[0], "the first Tab frames the primary answer"
