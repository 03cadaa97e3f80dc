"""The History (L) says which card a plat du jour swap drew where the player saw it, and
only there (newcomer playtest: "Ann gave the plat du jour to Basil." did not say what
Ann drew). The rules show the drawn card to the two players of the swap alone
(``docs/rules/chef-de-rang.md``, hidden information): the player's own swap names it;
a swap between two other seats says that a card was drawn, not which."""

import random

import pygame
import pytest

from game.chef_de_rang.rules import SwapPlat
from game.chef_de_rang.table.history import card_name
from game.engine.runner import Seat
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, frames, key, open_table, quick_window

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
         Seat("Dill", "heuristic")]


@pytest.fixture(params=["en", "fr"])
def ctx(request):
    yield from quick_window(language=request.param)


def history_lines(ctx) -> list[str]:
    """Every line of the History, opened and closed with L as a player does."""
    key(ctx, pygame.K_l)
    history = ctx.scenes.top
    assert isinstance(history, HistoryScene)
    lines = [entry for group in history.groups for entry in group.lines]
    key(ctx, pygame.K_l)
    return lines


def play_to_swap(ctx, table, mine: bool) -> int | None:
    """Play until Ann swaps by a click on the picker (``mine``), or until a bot swaps
    with another bot; the index of the swap in the log, or ``None`` if the match ended
    first."""
    rng = random.Random(2)
    for _ in range(20000):
        if table.match.over:
            return None
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if table.is_my_turn() and not table.busy:
            view = table.view()
            swaps = [o for o in table.picker_options(view)
                     if isinstance(o.action, SwapPlat) and o.enabled]
            if mine and swaps:
                click(ctx, swaps[0].rect.center)
                frames(ctx)
                return len(table.match.log.actions) - 1
            legal = table.game.legal_actions(table.state)
            table.submit(rng.choice([a for a in legal if not isinstance(a, SwapPlat)]
                                    or legal))
        count = len(table.match.log.actions)
        frames(ctx)
        actions = table.match.log.actions
        if not mine and len(actions) == count + 1 and isinstance(actions[-1], SwapPlat) \
                and actions[-1].opponent != 0 \
                and table.game.current_player(table.move_states[-2]) != 0:
            return len(actions) - 1
    return None


def swap_line(ctx, table, index: int) -> tuple[str, str]:
    """(the History's line for swap ``index``, the name of the card it drew)."""
    before, after = table.move_states[index], table.move_states[index + 1]
    action = table.match.log.actions[index]
    seat = table.game.current_player(before)
    drawn = set(after.hands[seat]) - set(before.hands[seat])
    assert len(drawn) == 1
    card = drawn.pop()
    start = ctx.text("chef_de_rang.history.swapped", name=table.seat_name(seat),
                     other=table.seat_name(action.opponent)).split(" ")[0:4]
    found = [line for line in history_lines(ctx)
             if line.split(" ")[0:4] == start and table.seat_name(action.opponent) in line]
    assert len(found) == 1, found
    return found[0], card_name(ctx.text, table.game, card)


@pytest.mark.parametrize("mine", [True, False], ids=["own_swap", "others_swap"])
def test_the_history_names_the_card_drawn_only_to_who_saw_it(ctx, mine):
    for seed in range(1, 12):
        table = open_table(ctx, "chef-de-rang", SEATS, seed)
        index = play_to_swap(ctx, table, mine)
        if index is None:
            ctx.scenes.pop()
            continue
        line, name = swap_line(ctx, table, index)
        seat = table.game.current_player(table.move_states[index])
        other = table.seat_name(table.match.log.actions[index].opponent)
        if mine:
            assert line.startswith(ctx.text("chef_de_rang.history.swapped_drew",
                                            name=table.seat_name(seat), other=other,
                                            card=name)), line
        else:
            assert line.startswith(ctx.text("chef_de_rang.history.swapped",
                                            name=table.seat_name(seat), other=other)), line
            # The drawn card is not given away (its value nowhere in the line's words
            # before the scores).
            assert name not in line.split(". ")[0], line
        return
    raise AssertionError("no such swap in the seeds tried")
