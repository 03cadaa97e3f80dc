"""A Chef de rang replay with all hands open: where a seat panel's cards are too small
to show face up (the open hands beside show them), its count says what it counts. A
bare "×14" floated mid-panel with no card beside it (newcomer playtest 16b, finding
13). At 1600x1000 and 1920x1080, en and fr, at phase 2's start: each panel without a
fan draws "N cards in hand" at the start of its cards' place, and no bare "×N"."""

import pytest

from game.chef_de_rang.state import Phase
from game.chef_de_rang.table.layout import CARD_RATIO
from game.ui.open_hands import legible_width
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import frames, quick_window, watched_replay

NAMES = ("Ann", "Basil", "Clove", "Dill")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(1600, 1000), (1920, 1080)], ids=["1600x1000", "1920x1080"])
def test_an_open_replays_panel_count_says_cards_in_hand(size, language):
    for ctx in quick_window(size, language):
        replay = watched_replay(ctx, "chef-de-rang", NAMES, seed=3)
        table = replay.table
        start = next(i for i, state in enumerate(replay.states)
                     if state.public.phase is Phase.SERVING)
        replay.go(start)
        frames(ctx, 2)
        assert replay.viewer is None
        with recording() as record:
            render_scene(ctx)
        labels = record.visible()
        state = replay.states[start]
        checked = 0
        for seat, panel in table.seat_panels.items():
            top = replay.table_top()  # the table is drawn under the replay's bar
            cards, panel = table.seat_parts(seat).cards.move(0, top), panel.move(0, top)
            if round(cards.height / CARD_RATIO) >= legible_width(ctx, "chef_de_rang"):
                continue  # its cards are drawn face up beside the count
            n = len(state.hands[seat])
            inside = [label for label in labels if panel.contains(label.rect)]
            bare = ctx.text("chef_de_rang.cards_count", n=n)
            assert not [label for label in inside if label.content == bare], seat
            assert "×" not in " ".join(label.content for label in inside), seat
            said = ctx.text.plural("chef_de_rang.cards_in_hand", n)
            count = [label for label in inside if label.content == said]
            assert count, (seat, [label.content for label in inside])
            assert abs(count[0].rect.left - cards.left) <= ctx.theme.px(8), seat
            checked += 1
        assert checked, "every panel showed its cards face up"
