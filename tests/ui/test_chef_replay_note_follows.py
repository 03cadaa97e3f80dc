"""Newcomer pass 13f, finding 2: a Chef de rang replay's note over the floor said "First
player: Clove ◆…" (the match start's note) at every step to Game over; at the live table
that note tells the last take. Stepped with real clicks: at the start it names the first
player, one move in it tells that take, at the end it no longer speaks of who starts."""

import pytest

from tests.ui.conftest import click, frames, quick_window, watched_replay

NAMES = ("Ann", "Basil", "Clove", "Dill")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replays_note_tells_the_position_not_the_match_start(lang):
    for ctx in quick_window((1280, 800), lang):
        replay = watched_replay(ctx, "chef-de-rang", NAMES, 3, player_watches=True)
        frames(ctx)
        first = ctx.text("chef_de_rang.note.first_player", name="")[:12]
        click(ctx, replay.buttons["start"].rect.center)
        frames(ctx, 2)
        assert replay.table.note.startswith(first), replay.table.note
        click(ctx, replay.buttons["forward"].rect.center)
        frames(ctx, 2)
        assert replay.table.note and first not in replay.table.note, replay.table.note
        click(ctx, replay.buttons["end"].rect.center)
        frames(ctx, 2)
        assert first not in replay.table.note, replay.table.note
