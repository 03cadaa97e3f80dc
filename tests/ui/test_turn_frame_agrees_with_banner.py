"""Newcomer playtest (Chef de rang tutorial, 1280x800): the banner said "Ada plays…"
while the yellow turn frame was already on Basil's panel. While a move is shown, the
table shows one moment: the frame stays on the mover the banner names until the motion
lands, then moves on with the banner.

Each of the four tables is played in the real window loop (bots, the player's moves
through the scene), every frame drawn and read: the words drawn and the pixels of the
frame around each seat's panel."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.screenshot import render_scene
from game.ui.text_record import Recording, recording
from game.ui.theme import Pace
from tests.ui.conftest import ctx, frames, open_table  # noqa: F401

NAMES = ("Alex", "Ada", "Basil")
GAMES = [("too-many-cooks", 3), ("scharfe-schoten", 3), ("safranito", 3),
         ("chef-de-rang", 3)]


def framed(surface: pygame.Surface, theme, panel: pygame.Rect) -> bool:
    """Whether the turn frame (the highlight colour, on the panel's border or in the
    ring just outside it) is drawn on the middle of ``panel``'s top edge."""
    px = theme.px
    colour = pygame.Color(theme["highlight"])[:3]
    for y in range(panel.top - px(4), panel.top + px(3)):
        if 0 <= y < surface.get_height() and tuple(surface.get_at((panel.centerx, y)))[:3] \
                == colour:
            return True
    return False


def read_frame(context, table, record: Recording, surface: pygame.Surface):
    """(the seat the banner says plays, the seats framed) on the frame just drawn."""
    moving = {context.text("table.moving", name=table.seat_name(s)): s for s in range(3)}
    named = {moving[label.content] for label in record.labels if label.content in moving}
    seats = set()
    for label in record.labels:
        name = label.content.split(" ")[0]  # (Scharfe Schoten marks the dealer: "Ada ◆")
        if name in NAMES and label.panel is not None \
                and framed(surface, context.theme, label.panel):
            seats.add(NAMES.index(name))
    return named, seats


@pytest.mark.parametrize("game_id,seed", GAMES, ids=[g for g, _ in GAMES])
def test_the_seat_the_banner_names_is_the_seat_framed(ctx, game_id, seed):  # noqa: F811
    ctx.theme.pace = Pace(bot_move_s=0.1, animation_s=0.4, trick_hold_s=0.3)
    table = open_table(ctx, game_id, [Seat(NAMES[0]), Seat(NAMES[1], "random"),
                                      Seat(NAMES[2], "random")], seed)
    shown = 0
    for _ in range(900):
        if table.match.over or shown >= 12:
            break
        frames(ctx)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            surface = render_scene(ctx)
        named, seats = read_frame(ctx, table, record, surface)
        if named:
            shown += 1
            assert seats == named, (f"banner names {named}, frame on {seats} "
                                    f"({len(table.match.log.actions)} moves)")
        if table.is_my_turn() and ctx.scenes.top is table:
            table.submit(table.match.legal_actions()[0])
    if game_id != "safranito":  # its banner says "Watch the table…" while tokens move
        assert shown >= 3, "no move shown under 'X plays…'"
