"""Esc with a Hint box open (newcomer pass 10, finding 4): it went straight to the pause
menu with the box still up (Chef de rang), where Esc elsewhere does one thing a press.
Now the first Esc closes the box (the table stays, the box is gone from the screen) and
the second opens the menu, in all four games, with real key presses."""

import pygame
import pytest

from game.safranito.rules import Phase
from game.ui.scenes.pause import PauseScene
from game.ui.text_record import recording
from tests.ui.conftest import ask_hint, frames, key, open_table, play_mine_until
from tests.ui.test_hints import GAMES, my_choice
from tests.ui.test_overlays_keep_clear import bots

FOUR = [*GAMES, ("safranito", bots(["Ann", "Ada"]))]


def drawn(ctx, words: str) -> bool:
    """Whether a line starting with ``words`` is drawn (and seen) this frame."""
    with recording() as record:
        frames(ctx)
    return any(label.content.startswith(words) for label in record.visible())


@pytest.mark.parametrize(("game_id", "seats"), FOUR, ids=[g for g, _s in FOUR])
def test_esc_closes_the_hint_then_opens_the_menu(ctx, game_id, seats):
    table = open_table(ctx, game_id, seats, seed=12 if game_id != "safranito" else 21)
    if game_id == "safranito":
        table.show_speed = 60
        play_mine_until(ctx, table, lambda: table.view().phase is Phase.CHOOSE_BOWL
                        and len(table.game.legal_actions(table.state)) >= 2)
    else:
        my_choice(ctx, table)
    ask_hint(ctx, table)
    first = table.hints.lines()[0][:12]  # "1. Take table…"
    assert table.hints.shown() and drawn(ctx, first)
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is table, ctx.scenes.top  # no menu yet
    assert not table.hints.shown() and not drawn(ctx, first)
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, PauseScene)
    ctx.scenes.pop()
    frames(ctx)
    ask_hint(ctx, table)  # asked again: the same answer
    assert table.hints.shown()
