"""Newcomer 10, finding 1: Settings → Language in the middle of a match left the table
half translated and badly laid out. Chef de rang said "Dining room" over the floor
while its legend said "Salle", and its panels were drawn where the English layout had
them (the text sat on their borders, the turn frame beside its panel); the note over
the floor and Safranito's "Lately at the table" kept their English lines among the
French ones. After the switch each table draws what the same match opened afresh in
French draws, and a frame drawn from its remembered pictures is the frame drawn anew."""

import pygame
import pytest

from game import registry
from game.engine.runner import Seat
from game.ui.screenshot import render_scene
from game.ui.table_classes import table_class
from game.ui.text_record import recording
from tests.ui.conftest import drawn_strings, frames, open_table, quick_window, run_until
from tests.ui.fitting import problems
from tests.ui.test_language_switch import switch_language_from_the_table

SIZE = (1600, 1000)


def stale_pixels(ctx) -> int:
    """Pixels a frame drawn from the table's cached pictures shows otherwise than a
    frame drawn afresh (recording the text redraws every cached picture)."""
    cached = pygame.surfarray.array3d(render_scene(ctx)).astype(int)
    with recording():
        fresh = pygame.surfarray.array3d(render_scene(ctx)).astype(int)
    return int((abs(cached - fresh).max(axis=2) > 40).sum())


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_table_switched_to_french_draws_what_a_french_table_draws(game_id):
    for ctx in quick_window(SIZE):
        # Safranito's log has its own panel beside two players' panels.
        players = 2 if game_id == "safranito" else min(4, registry.rules(game_id).max_players)
        seats = [Seat("Player 1")] + [Seat(f"Bot {i}", "random") for i in range(1, players)]
        table = open_table(ctx, game_id, seats, 3)
        frames(ctx, 60)
        run_until(ctx, table.is_my_turn)
        if game_id == "safranito":
            assert table.history and table.log_rect, "the log shows lines to switch"
        english = set(drawn_strings(ctx))
        switch_language_from_the_table(ctx)
        assert ctx.text.language == "fr" and ctx.scenes.top is table
        assert stale_pixels(ctx) == 0, "pictures drawn for the English layout and words"
        switched = set(drawn_strings(ctx))
        with recording() as record:
            render_scene(ctx)
        assert not problems(record, pygame.Rect((0, 0), SIZE)), problems(record,
                                                                         pygame.Rect((0, 0), SIZE))
        # The same match opened afresh in French, the way Resume opens it.
        fresh = table_class(game_id)(ctx, table.match, table.setup)
        fresh.records_results = False
        ctx.scenes.pop()
        ctx.scenes.push(fresh)
        frames(ctx, 60)
        french = set(drawn_strings(ctx))
        stale = (english & switched) - french
        assert not stale, f"still in English after the switch: {sorted(stale)}"
