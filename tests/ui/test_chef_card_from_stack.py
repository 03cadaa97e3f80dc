"""In a crowded Chef de rang hand the rows lie over each other; the card a click would
pick, and the card picked to be served, show whole on top of the stack, framed, and the
card served flies from where it showed (newcomer playtest, 4 players at 800x500: from a
stack of cards the player could not tell which one would be served; the picked card's
frame lay under the front row). Real pointer motion and clicks, pixels of the frame
drawn."""

import pygame

from game.chef_de_rang.rules import Phase
from game.chef_de_rang.table.layout import card_sprite
from game.engine.runner import Seat
from game.ui.app import fit_to_window, open_window
from game.ui.screenshot import render_scene
from tests.ui.conftest import click, frames, open_table, play_mine_until

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
         Seat("Dill", "heuristic")]


def point(ctx, pos) -> None:
    """The pointer moved to ``pos`` as a player's mouse would, then a frame."""
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(ctx)


def card_shows(ctx, table, card: int, shown: pygame.Rect) -> bool:
    """Whether the lower left of ``card`` (the part the front row of a stack lies
    over; left of a tooltip at the pointer) is drawn at ``shown``: its own sprite's
    pixels, not a card over it."""
    surface = render_scene(ctx)
    sprite = ctx.assets.scaled(card_sprite(table.game, card), shown.width, shown.height)
    points = [(x, y) for x in range(2, shown.width // 5, 2)
              for y in range(shown.height // 2, shown.height - 4, 3)]
    same = sum(max(abs(a - b) for a, b in zip(surface.get_at((shown.left + x, shown.top + y))[:3],
                                              sprite.get_at((x, y))[:3], strict=True)) <= 8
               for x, y in points)
    return same >= 0.9 * len(points)


def test_the_card_picked_from_a_stack_shows_on_top_and_flies_from_there(ctx):
    open_window((800, 500))
    fit_to_window(ctx)
    table = open_table(ctx, "chef-de-rang", SEATS, seed=5)
    play_mine_until(ctx, table, lambda: table.view().public.phase is Phase.SERVING
                    and len(table.view().hands[0]) >= 11)
    frames(ctx, 3)
    px = ctx.theme.px
    view = table.view()
    rects = table.hand_rects(view)
    back = min(rect.y for _card, rect in rects)
    assert any(rect.y > back for _card, rect in rects), "the hand is not a stack of rows"
    playable = table.playable_hand(view)
    card, rect = next((c, r) for c, r in rects if r.y == back and c in playable
                      and any(o.y > back and o.colliderect(r) for _c, o in rects))
    # Pointed at (its strip above the front row): lifted over the stack, framed whole.
    point(ctx, (rect.left + px(4), rect.top + px(4)))
    lifted = rect.move(0, -px(10))
    assert card_shows(ctx, table, card, lifted), "the card a click picks is under the front row"
    click(ctx, (rect.left + px(4), rect.top + px(4)))
    assert table.selected == card
    point(ctx, (2, 2))  # the pointer away: the card picked stays on top, in its frame
    assert card_shows(ctx, table, card, rect), "the card picked lies under the front row"
    target = table.highlighted_tables(table.view())[0]
    click(ctx, table.table_rect(target).center)
    flight = next(f for f in table.flights if f.key == card)
    assert flight.start == rect.center  # from where it showed, on top of the stack
