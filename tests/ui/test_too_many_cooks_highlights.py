"""What the Too Many Cooks table shows as playable is exactly ``legal_actions`` (issue 9).

Positions come from seeded random legal play; each is put on a real table in front of
the seat to move, and the scene's own highlight sets (which ``draw_hand``,
``hand_rects`` and ``draw_menu_choice`` read) are compared with the rules."""

import random

import pygame

from game.engine.runner import Seat
from game.too_many_cooks.rules import ChooseMenu, PlayCard
from game.too_many_cooks.table.scene import TableScene
from tests.ui.conftest import open_table


def put(table: TableScene, state, viewer: int) -> None:
    """Show ``state`` to ``viewer`` with nothing animating (no frames run)."""
    table.match.state = state
    table.viewer = viewer
    table.flights, table.hold, table.owed = [], 0.0, []


def test_the_table_highlights_exactly_the_legal_actions(ctx):
    seats = [Seat("Ann"), Seat("Bob"), Seat("Cid"), Seat("Dee")]  # all human: no bots
    table = open_table(ctx, "too-many-cooks", seats, 3)
    assert isinstance(table, TableScene)
    game = table.game
    surface = pygame.Surface(ctx.size)
    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        options = {"sequential_menus": seed % 2 == 1}
        state = game.new_game(len(seats), seed, options)
        while not game.is_over(state):
            legal = game.legal_actions(state)
            mover = game.current_player(state)
            put(table, state, mover)
            assert table.is_my_turn()
            view = table.view()
            shown = {PlayCard(c) for c in table.playable_cards(view)} | {
                ChooseMenu(m) for m in table.choosable_menus(view)}
            assert shown == set(legal)
            if checked % 25 == 0:
                table.draw(surface)  # the drawing reads the same sets
            put(table, state, (mover + 1) % len(seats))
            other = table.view()
            assert not table.playable_cards(other) and not table.choosable_menus(other)
            state = game.apply(state, rng.choice(legal))
            checked += 1
    assert checked > 500
