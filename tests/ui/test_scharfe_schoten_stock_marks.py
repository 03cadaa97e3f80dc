"""A stock chip's most/least mark keeps a gap from the chip's count, whatever the
count's width (newcomer play-test, finding 15: at 1280x800 "10" and "12" touched the
marks). Seen on the replay's last steps, reached with real presses of End and Left."""

import pygame

from game.ui.text_record import recording
from tests.ui.conftest import frames, key, quick_window, watched_replay


def test_two_digit_stock_counts_keep_clear_of_their_marks():
    for ctx in quick_window((1280, 800)):
        replay = watched_replay(ctx, "scharfe-schoten", ("Player 1", "Ada", "Basil"), 3,
                                player_watches=True)
        frames(ctx)
        key(ctx, pygame.K_END)
        table = replay.table
        top = replay.table_top()
        drawn = table.draw_mark
        marks: list[pygame.Rect] = []

        def spy(surface, centre, most, ctx=ctx, marks=marks, top=top, drawn=drawn):
            radius = ctx.theme.px(9)  # (drawn on the table, under the replay's bar)
            marks.append(pygame.Rect(centre[0] - radius, centre[1] - radius + top,
                                     2 * radius, 2 * radius))
            drawn(surface, centre, most)

        table.draw_mark = spy
        gap = ctx.theme.px(2)
        wide = 0
        for _ in range(12):
            key(ctx, pygame.K_LEFT)
            marks.clear()
            with recording() as record:
                frames(ctx, 1)
            counts = [label.rect for label in record.labels if label.content.isdigit()]
            for mark in marks:
                touched = [rect for rect in counts if mark.inflate(gap, gap).colliderect(rect)]
                assert not touched, (mark, touched)
            wide += sum(1 for label in record.labels if label.content.isdigit()
                        and len(label.content) == 2 and any(
                            label.rect.inflate(ctx.theme.px(60), 0).colliderect(m)
                            for m in marks))
        assert wide, "no two-digit count stood by a mark"
