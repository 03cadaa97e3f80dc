"""Newcomer pass 9, findings 9 and 10, Safranito's market with "play my forced moves for
me" on (the default).

10: holding no spice card at all (a count every seat sees on the player's panel), the
player was still shown "Sell none" at every bowl, for a bot's pause, and clicked it.
With nothing to hide, the answer is played at once: the question never shows; the
table still says what was played for them. With cards in hand (none of that spice)
the pause stays, so the pace tells nobody which spices they hold.

9: "Pas de carte Piment à vendre", said of the sale played for the player, stayed up
into "Acheter une carte Piment ?" (and lay over the log beside the board). It ends when
the buy question opens, and keeps off the log."""

import random

import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from game.safranito.rules import Phase, Sell
from game.ui.app import run_frames
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from game.ui.theme import Pace
from tests.ui.conftest import click, ctx, open_table, resize  # noqa: F401

pytest.importorskip("pymunk")


def play(ctx, table, seed, watch):  # noqa: F811
    """Play a short match (the player's choices at random), calling ``watch()`` after
    every frame (what that frame drew)."""
    rng = random.Random(seed)
    for _ in range(40_000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            return
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        if table.is_my_turn() and table.match.forced_action() is None:
            table.submit(rng.choice(table.match.legal_actions()))
        run_frames(ctx, 1, fixed_dt=0.05)
        watch()
    raise AssertionError("the match did not end")


@pytest.mark.parametrize("seed", [4, 8])
def test_with_no_card_at_all_nothing_is_asked(ctx, seed):  # noqa: F811
    ctx.settings.auto_play_forced = True
    ctx.theme.pace = Pace(bot_move_s=0.8, animation_s=0.05, trick_hold_s=0.05)
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "heuristic")], seed,
                       options={"round_limit": 2})
    table.show_speed = 60
    seen = {"empty": 0, "told": 0}

    def watch():
        state = table.match.state
        if table.toast_time > 0 and table.toast.startswith(ctx.text(
                "safranito.auto.no_sell", spice="\0").split("\0")[0]):
            seen["told"] += 1
        if not (table.is_my_turn() and state.phase is Phase.SELL):
            return
        if table.match.forced_action() == Sell(0) and not state.hands[0]:
            seen["empty"] += 1
    play(ctx, table, seed, watch)
    assert seen["empty"] == 0, "'Sell none' asked of a player holding no card"
    assert seen["told"], "the sale played for the player was not told"


@pytest.mark.parametrize("size", [(1600, 1000), (1280, 800)])
def test_a_sale_played_for_the_player_ends_at_the_buy_question(ctx, size):  # noqa: F811
    resize(ctx, size)
    ctx.text = load_text("fr")
    ctx.settings.auto_play_forced = True
    ctx.theme.pace = Pace(bot_move_s=0.8, animation_s=0.05, trick_hold_s=0.05)
    table = open_table(ctx, "safranito", [Seat("Joueur 1"), Seat("Ada", "heuristic")], 4,
                       options={"round_limit": 2})
    table.show_speed = 60
    told = {"buy": 0, "placed": 0}

    def watch():
        if table.toast_time <= 0 or table.toast_turn is None:
            return
        view = table.view()
        if table.is_my_turn() and view.phase is Phase.BUY:
            told["buy"] += 1
        if view.phase not in (Phase.FLICK, Phase.EXTRA_FLICK) and table.log_rect is not None:
            told["placed"] += 1
            assert not table.toast_rect.colliderect(table.log_rect), \
                f"{table.toast!r} lies over the log"
    play(ctx, table, 4, watch)
    assert told["buy"] == 0, "a move played for the player is told over the buy question"
    assert told["placed"], "no toast of a move played for the player was seen"
