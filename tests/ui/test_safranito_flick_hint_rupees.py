"""Newcomer playtest, finding 3: the flick Hint's target ("Flick your 20 (Cumin: 100%
chance)") named no rupees and no reason. A bowl target now says what landing there is
worth: the player's bid in that bowl, what its card would cost them. Real H key."""

import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ctx, open_table, play_mine_until  # noqa: F401
from tests.ui.test_overlays_keep_clear import SAF_PHASES, bots, hint_box, window


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_flick_hint_says_what_its_bowl_is_worth(ctx, language):  # noqa: F811
    window(ctx, (1600, 640), language)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada", "Basil", "Clove"]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase in SAF_PHASES["flick"]
                    and len(table.game.legal_actions(table.state)) >= 2)
    box = hint_box(ctx, table)
    with recording() as record:
        render_scene(ctx)
    words = " ".join(label.content for label in record.visible() if box.contains(label.rect))
    assert "₹" in words, f"the flick hint names no rupees: {words}"
