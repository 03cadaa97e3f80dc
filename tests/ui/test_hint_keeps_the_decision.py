"""The Hint box keeps clear what the decision is made on (newcomer pass 10, finding 3):
where no spot hides nothing a player reads, it gives up part of a bot's panel rather
than the player's hand, an open chooser or the lit targets.

- Scharfe Schoten, French, 1600x1000, at the contract choice: the box lay over the
  right end of the hand (the very cards it speaks of) or the chooser's right edge.
- Chef de rang, 800x500, the next take anywhere: the box lay over lit tables.
Real tables, the real H key."""

import pytest

from tests.ui.conftest import ctx, open_table, play_mine_until, run_until  # noqa: F401
from tests.ui.test_overlays_keep_clear import bots, hint_box, window


@pytest.mark.parametrize("seed", [3, 4, 5, 9])
def test_scharfe_schoten_french_contract_hint_keeps_the_hand_and_the_chooser(ctx,  # noqa: F811
                                                                              seed):
    window(ctx, (1600, 1000), "fr")
    table = open_table(ctx, "scharfe-schoten", bots(["Joueur 1", "Ada", "Basile", "Clou"]),
                       seed)
    run_until(ctx, lambda: table.is_my_turn())
    dialog = table.dialog_rect()
    assert dialog is not None
    box = hint_box(ctx, table)
    hand = [rect for _card, rect in table.hand_rects(table.shown())]
    assert box.collidelist(hand) == -1, (box, hand)
    assert not box.colliderect(dialog), (box, dialog)
    tools = [button.rect for button in table.tools.buttons()]
    assert box.collidelist(tools) == -1, (box, tools)


def test_chef_de_rang_small_window_hint_keeps_the_lit_tables(ctx):  # noqa: F811
    window(ctx, (800, 500))
    table = open_table(ctx, "chef-de-rang", bots(["Player 1", "Ada", "Basil", "Clove"]), 2)
    play_mine_until(ctx, table, lambda: table.state.public.path != ()
                    and table.state.public.take_rule.name == "ANYWHERE")
    box = hint_box(ctx, table)
    lit = table.highlighted_tables(table.view())
    assert len(lit) >= 3
    covered = [t for t in lit if box.colliderect(table.table_rect(t))]
    assert covered == [], (box, covered)
    assert box.collidelist([rect for _c, rect in table.hand_rects(table.view())]) == -1
