"""The hand's label counts the cards its band shows at every frame of a plat du jour
swap (newcomer playtest: "Your hand · 1 card" while two cards showed in it: the plat
flying off the hand and the card drawn flying in were left out of the count while
they were over the hand). Played through the real scene, the player's own swap (by a
click on the picker) and a bot's swap with the player, frame by frame."""

import random
import re

import pygame
import pytest

from game.chef_de_rang.rules import SwapPlat
from game.engine.runner import Seat
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.theme import Pace
from tests.ui.conftest import click, frames, open_table

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]


def cards_in_sight(table) -> int:
    """Cards drawn in the hand's band: those lying in it, and those flying over it."""
    flying = table.in_flight()
    lying = [card for card, _rect in table.hand_rects(table.view()) if card not in flying]
    over = [flight for flight in table.flights if flight.elapsed >= flight.delay
            and table.hand_band.collidepoint(flight.position())]
    return len(lying) + len(over)


def counted(ctx, table) -> int:
    """The number the hand's label says, read off the frame drawn."""
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    label = [x.content for x in record.visible()
             if x.rect.colliderect(table.hand_label_rect(table.view())) and " · " in x.content]
    assert label, "no hand label drawn"
    return int(re.search(r"\d+", label[0]).group())


def swapped(ctx, mine: bool):
    """A table just after a swap of Ann's (made by a click) or of a bot with Ann."""
    rng = random.Random(1)
    for seed in range(1, 20):
        table = open_table(ctx, "chef-de-rang", SEATS, seed)
        for _ in range(5000):
            if table.match.over or isinstance(ctx.scenes.top, RoundSummaryScene):
                break
            if table.is_my_turn() and not table.busy:
                view = table.view()
                swaps = [o for o in table.picker_options(view)
                         if isinstance(o.action, SwapPlat) and o.enabled]
                if mine and swaps:
                    click(ctx, swaps[0].rect.center)
                    return table
                legal = table.game.legal_actions(table.state)
                table.submit(rng.choice([a for a in legal if not isinstance(a, SwapPlat)]
                                        or legal))
            count = len(table.match.log.actions)
            frames(ctx)
            actions = table.match.log.actions
            if not mine and len(actions) == count + 1 and actions[-1] == SwapPlat(0):
                return table
        ctx.scenes.pop()
    raise AssertionError("no swap reached")


@pytest.mark.parametrize("mine", [True, False], ids=["player_swaps", "bot_swaps_with_player"])
def test_the_hand_label_counts_the_cards_shown_through_a_swap(ctx, mine):
    ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.4, trick_hold_s=0.3)
    table = swapped(ctx, mine)
    assert isinstance(table.match.log.actions[-1], SwapPlat)
    seen = []
    for _ in range(60):
        shown = cards_in_sight(table)
        assert counted(ctx, table) == shown, f"frame {len(seen)}: the label says other than {shown}"
        seen.append(shown)
        if not table.flights:
            break
        frames(ctx)
    assert not table.flights and len(seen) > 10
