"""A dialog over the table has nothing of the table's in mid-air round or across it:
the trick's cards on their way to the winner showed over an open "Last trick"
(newcomer playtest, finding 1: Too Many Cooks, 4 players at 1280x800, 5 at 1600x640).
What is in flight lands when the dialog opens; the table under it stands still."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.scenes.history import LastTrickScene
from game.ui.screenshot import render_scene
from game.ui.theme import Pace
from tests.ui.conftest import frames, key, open_table, quick_window

NAMES = ["Alex", "Ada", "Basil", "Clove", "Dill"]


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize(("size", "players"), [((1280, 800), 4), ((1600, 640), 5)],
                         ids=["1280x800-4", "1600x640-5"])
def test_last_trick_opens_with_nothing_in_flight(size, players):
    for ctx in quick_window(size):
        ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.5, trick_hold_s=0.3)
        seats = [Seat(NAMES[0])] + [Seat(n, "heuristic") for n in NAMES[1:players]]
        table = open_table(ctx, "too-many-cooks", seats, seed=3)
        for _ in range(5000):  # to a trick's cards in the air, a last trick to show
            frames(ctx)
            while ctx.scenes.top is not table:
                ctx.scenes.pop()
            if table.tools.has_last_trick() and len(table.flights) >= 3:
                break
            if table.is_my_turn() and not table.animating:
                table.submit(table.game.legal_actions(table.match.state)[0])
        assert len(table.flights) >= 3, "no trick in the air"
        key(ctx, pygame.K_t)
        dialog = ctx.scenes.top
        assert isinstance(dialog, LastTrickScene)
        assert table.flights == []  # landed: nothing hangs over or round the dialog
        first = pixels(render_scene(ctx))
        frames(ctx, 10)
        assert pixels(render_scene(ctx)) == first  # the table under it stands still
        key(ctx, pygame.K_t)
        assert ctx.scenes.top is table
