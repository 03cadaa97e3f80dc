"""Information looks like information (issue 19, defect 7): a move the table plays for
the player, menus or contracts revealed, a takeback are not shown in the red of a
refused action; and Safranito never asks "Sell Garlic? You hold 0": a player with
none of the bowl's spice is told so, in words, while the table moves on."""

import random

import pygame

from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.safranito.state import Phase
from game.ui import text_record
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.table_start import open_table
from game.ui.theme import Pace
from tests.ui.conftest import frames, key, run_until
from tests.ui.conftest import open_table as conftest_open


def safranito_at_an_empty_sale(ctx):
    """A table where Ann (seat 0) is asked to sell a spice she does not hold."""
    seats = (Seat("Ann"), Seat("Bot 1", "random"), Seat("Bot 2", "random"))
    for seed in range(1, 40):
        setup = MatchSetup("safranito", seats, seed, {})
        match = setup.start()
        choose = random.Random(seed)
        while not match.over:
            state = match.state
            if state.phase is Phase.SELL and match.to_move == 0 \
                    and state.hands[0].count(state.bowl) == 0:
                ctx.scenes.push(MenuScene(ctx))
                open_table(ctx, setup, match)
                return ctx.scenes.top
            match.submit(choose.choice(list(match.game.legal_actions(state))))
    raise AssertionError("no empty sale found")


def test_no_empty_sell_prompt_and_the_auto_pass_is_not_red(ctx):
    ctx.theme.pace = Pace(bot_move_s=0.5, animation_s=0.05, trick_hold_s=0.05)
    ctx.settings.auto_play_forced = True
    table = safranito_at_an_empty_sale(ctx)
    spice = ctx.text(f"safranito.spices.{table.match.state.bowl}")
    frames(ctx, 2)
    with text_record.recording() as record:
        frames(ctx)
    shown = record.strings()
    assert ctx.text("safranito.auto.no_sell", spice=spice) in shown
    hold_zero = ctx.text("safranito.counter.sell_hint", price=0, n=0).split(".")[1].strip()
    assert not any(hold_zero in s for s in shown)
    run_until(ctx, lambda: table.toast_time > 0, limit=200)
    assert table.toast == ctx.text("safranito.auto.no_sell", spice=spice)
    assert table.toast_refusal is False


def test_a_new_round_does_not_open_under_the_last_rounds_forced_move_toast(ctx):
    """Check of issue 19, finding 8: round 5 opened (one menu left, chosen for the
    player) under "Only one card may go in the pot: played for you.", the toast of the
    previous round's last card, kept while the summary was up. After a round summary
    the table says nothing about a move of the round it summed up: its toasts name the
    new round's moves (the last menu chosen, menus revealed) or nothing."""

    ctx.settings.auto_play_forced = True
    table = conftest_open(ctx, "too-many-cooks", [Seat("Ann"), Seat("Ada", "random")], 5)
    choose = random.Random(5)
    fresh = {ctx.text("too_many_cooks.menus_revealed")}
    summaries = 0
    for _ in range(20_000):
        if table.match.over:
            break
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            summaries += 1
            key(ctx, pygame.K_RETURN)
            if table.toast_time > 0:
                assert table.toast in fresh or table.toast.startswith(
                    ctx.text("too_many_cooks.forced_menu", menu="").split(":")[0]), \
                    (summaries, table.toast)
            continue
        if top is table and table.is_my_turn() and not table.animating \
                and table.match.forced_action() is None:
            table.submit(choose.choice(list(table.match.legal_actions())))
        elif table.animating:
            table.hurry()
        frames(ctx)
    assert table.match.over, "the match stalled (a summary that no key closes?)"
    assert summaries >= 3
