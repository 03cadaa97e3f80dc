"""A card a bot takes waits face up off the floor plan while the bot decides about it.
A plat du jour a bot took was held full size on its table while the bot thought about
swapping it, over the Salon's name and tables 1-2 and 11-12 at 800x500 (newcomer
playtest 16b, finding 11). Played at a real table (seat 0 by a seeded random stand-in,
three bots), at each size: in every frame of a bot's plat du jour choice with the card
turned face up, the pixels the card changes (the scene drawn with and without it)
cover no table and no room name of the plan."""

import pygame
import pytest

from game import registry
from game.chef_de_rang.rules import CardKind, Phase
from game.engine.runner import Seat
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from game.ui.theme import Pace
from tests.ui.conftest import click, frames, open_table, quick_window

SIZES = [(800, 500), (1280, 800), (1600, 1000), (1920, 1080)]


def drawn_card(ctx, table) -> pygame.Rect | None:
    """Where the waiting reveals change the picture: the frame drawn with them and
    without them, compared."""
    surface = pygame.display.get_surface()
    render_scene(ctx)
    with_card = surface.copy()
    kept, table.reveals = table.reveals, []
    try:
        render_scene(ctx)
    finally:
        table.reveals = kept
    without = surface.copy()
    mask = pygame.mask.from_threshold(with_card, (0, 0, 0), (1, 1, 1, 255), without)
    mask.invert()  # (from_threshold marks the pixels that match the other surface)
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else None


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_bots_plat_du_jour_waits_off_the_tables(size):
    for ctx in quick_window(size):
        ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.05, trick_hold_s=0.4)
        seats = [Seat("Ann"), *(Seat(name, "heuristic") for name in ("Ada", "Basil", "Clove"))]
        table = open_table(ctx, "chef-de-rang", seats, 7)
        stand_in = registry.make_bot("chef-de-rang", "random", 0, 5)
        seen = 0
        for _ in range(6000):
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                click(ctx, ctx.scenes.top.button.rect.center)
                continue
            state = table.state
            if state.public.phase is Phase.SERVING or table.match.over:
                break
            if table.is_my_turn():
                legal = list(table.game.legal_actions(state))
                table.submit(stand_in.choose(table.game.observe(state, 0), legal))
            elif state.public.phase is Phase.PLAT_CHOICE and any(
                    reveal.elapsed >= reveal.flip_s and not reveal.done
                    and table.game.cards[reveal.card].kind is CardKind.PLAT
                    for reveal in table.reveals):
                drawn = drawn_card(ctx, table)
                assert drawn is not None
                covered = [n + 1 for n in range(len(table.plan))
                           if drawn.colliderect(table.table_top_rect(n))]
                names = [zone for zone, rect in table.room_labels() if drawn.colliderect(rect)]
                assert not covered and not names, (drawn, covered, names)
                seen += 1
                if seen >= 5:  # one plat du jour's wait, seen through
                    break
            frames(ctx)
        assert seen, "no bot took a plat du jour in phase 1"
