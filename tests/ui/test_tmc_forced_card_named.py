"""Too Many Cooks: the table's note for a card played for the player names the card.
"Only one card may go in the pot: played for you." left the player to find which card
had gone (newcomer 16a, finding 13); now it says "…: your 3 of Pea, played for you."
in English and French."""

import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from game.too_many_cooks.rules import PlayCard
from game.too_many_cooks.words import card_name
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import frames, open_table, quick_window

NAMES = ["Ann", "Basil", "Clove", "Dill"]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_played_for_you_note_names_the_card(language):
    for ctx in quick_window(language=language):
        ctx.settings.auto_play_forced = True
        seats = [Seat(NAMES[0])] + [Seat(n, "heuristic") for n in NAMES[1:]]
        table = open_table(ctx, "too-many-cooks", seats, seed=2)
        start = ctx.text("too_many_cooks.forced_card", card="\0").split("\0")[0]
        for _ in range(12000):
            assert not isinstance(ctx.scenes.top, RoundSummaryScene), "no card played for Ann"
            legal = table.game.legal_actions(table.match.state)
            if table.is_my_turn() and len(legal) > 1:  # the only card: the table plays it
                table.submit(legal[0])
            frames(ctx)
            if table.toast_time > 0 and table.toast.startswith(start):
                break
        else:
            raise AssertionError("no card was played for Ann")
        assert table.toast_turn is not None
        played = table.match.log.actions[table.toast_turn - 1]
        assert isinstance(played, PlayCard)
        name = card_name(load_text(language), table.view(), played.card)
        assert name in table.toast, f"{table.toast!r} does not name {name!r}"
        assert "{" not in table.toast
