"""The replay's winner box at the match's last step keeps clear of Chef de rang's room
names, with a gap (newcomer play-test, finding 12: at 1280x800 "Ada wins! Ada: 5400
points..." lay on the tops of the Salon, Centre and Dining room labels). Reached with a
real press of End."""

import pygame
import pytest

from tests.ui.conftest import frames, key, quick_window, watched_replay


@pytest.mark.parametrize("seed", [3, 5])
def test_winner_box_keeps_clear_of_the_room_names(seed):
    for ctx in quick_window((1280, 800)):
        replay = watched_replay(ctx, "chef-de-rang", ("Player 1", "Ada", "Basil"), seed,
                                player_watches=True)
        frames(ctx)
        key(ctx, pygame.K_END)
        frames(ctx)
        words = replay.final_words()
        assert words is not None
        box = replay.caption_rect(words, [], low=True)
        gap = ctx.theme.px(2)
        top = replay.table_top()
        labels = [rect.move(0, top) for _room, rect in replay.table.room_labels()]
        assert not [label for label in labels if box.inflate(gap, gap).colliderect(label)], (
            box, labels)
        banner = replay.table.banner_rect().move(0, top)
        assert not box.colliderect(banner), (box, banner)
