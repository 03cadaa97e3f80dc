"""Newcomer pass D41, finding 11: "Scharfe Schoten's trick cards sometimes sit off
their slots". Reproduced when a bot moves in the very frame a finished trick's hold
ends (a slow frame, a quick pace; here bots move at once): the finished trick stayed
on the slots while the next lead flew onto its first card. The trick's slots stand
left to right in play order; on every frame (3 and 4 players, four window sizes) each
card of the trick drawn that is not in flight is exactly on its play's slot, with the
name of the seat that played it under it, and a card in flight goes to the slot of
its play in the trick drawn."""

import numpy
import pygame
import pytest

from game.engine.runner import Seat
from game.scharfe_schoten.table.layout import trick_rects
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import frames, open_table, quick_window

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]
TRICKS = 8
"""Tricks watched per table (the fault showed by the second)."""


def off_slot(ctx, table) -> list[str]:
    """What of the trick on the table is not on its slot in this frame."""
    view = table.shown()
    plays = table.completed or view.table.trick
    if not plays:
        return []
    px = ctx.theme.px
    slots = trick_rects(table.lay, view.table.num_players, px)
    with recording() as record:
        screen = render_scene(ctx)
    pixels = pygame.surfarray.array3d(screen).astype(int)
    flying = table.started()
    # A card on its way passes over the slots between: what it covers is not judged.
    passing = [flight.image.get_rect(center=flight.position()) for flight in table.flights
               if flight.elapsed >= flight.delay]
    found = []
    for (seat, card), slot in zip(plays, slots, strict=False):
        if card in flying or slot.collidelist(passing) >= 0:
            continue
        image = ctx.assets.scaled(table.card_sprite(card), slot.width)
        inner = pygame.Rect(0, 0, slot.width // 2, slot.height // 2)
        inner.center = (slot.width // 2, slot.height // 2)
        drawn = pixels[slot.left + inner.left:slot.left + inner.right,
                       slot.top + inner.top:slot.top + inner.bottom]
        wanted = pygame.surfarray.array3d(image.subsurface(inner)).astype(int)
        if drawn.shape != wanted.shape or numpy.abs(drawn - wanted).mean() > 12:
            found.append(f"card {card} of seat {seat} not on its slot {slot}")
        name = table.seat_name(seat)
        under = [label for label in record.labels if label.content == name
                 and abs(label.rect.left - (slot.left + px(18))) <= 2
                 and slot.bottom <= label.rect.centery <= slot.bottom + px(30)]
        if not under:
            found.append(f"{name!r} not under the slot {slot} of its card")
    # A card flying to a slot is a play of the trick drawn, and lands on that play's
    # slot: the next trick's lead flew onto the last trick's first card while that
    # trick still lay there.
    drawn_slots = {card: slot.center for (_seat, card), slot in zip(plays, slots, strict=False)}
    for flight in table.flights:
        key = flight.key
        if isinstance(key, tuple) and key[0] == "play" and flight.elapsed >= flight.delay \
                and drawn_slots.get(key[-1]) != tuple(round(v) for v in flight.end):
            found.append(f"card {key[-1]} flies to {flight.end}, over another trick")
    return found


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4])
def test_every_card_of_the_trick_is_drawn_on_its_slot(size, players):
    for ctx in quick_window(size):
        names = ["Ann", "Basil", "Clove", "Dill"][:players]
        seats = [Seat(names[0])] + [Seat(name, "random") for name in names[1:]]
        table = open_table(ctx, "scharfe-schoten", seats, 7)
        tricks = 0
        last = None
        for _ in range(4000):
            if tricks >= TRICKS or table.finished:
                break
            if ctx.scenes.top is not table:  # a round's summary: go on
                ctx.scenes.pop()
                continue
            if table.is_my_turn():
                legal = table.game.legal_actions(table.match.state)
                table.submit(legal[0])
            frames(ctx)
            found = off_slot(ctx, table)
            assert not found, (size, players, found)
            if table.completed and table.completed != last:
                last = table.completed
                tricks += 1
        assert tricks >= TRICKS or table.finished, tricks
