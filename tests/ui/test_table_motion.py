"""Issue 19, "trick motion": what happened shows on the table before anything moves on.

A finished trick stays, then travels to its winner's pile; at the end of a round the
panels behind the summary show the piles it scores and the banner says the round is
over (not who starts the next one); a card played for the player leaves their hand like
any other; Slow is slow. Everything runs through the real window loop and real clicks.
"""

from collections.abc import Callable
from typing import Any

import pytest

from game.engine.runner import Seat
from game.ui.app import run_frames
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.scenes.settings import ANIMATION_SPEEDS
from tests.ui.conftest import click, frames, open_table

BOTS = [Seat("Ann", "heuristic"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]


def test_too_many_cooks_summary_agrees_with_the_table_behind_it(ctx):
    """Defect 5: the summary said "+7, 20 cards" while the panel said "Won 16 · this
    round +9" and the banner "Ada is thinking…". Now the last trick is seen flying to
    its winner, then the panels show exactly the piles and points the summary lists."""
    table = open_table(ctx, "too-many-cooks", BOTS, 3)
    checked_won_trick = 0
    last_trick_flew = False
    for _ in range(60000):
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            record = table.match.state.table.history[-1]
            view = table.view()
            assert table.status_line() == ctx.text("round.title", n=record.round)
            projected = table.game.projected_scores(view)
            for score in record.seats:
                assert view.table.won[score.seat] == score.won
                assert projected[score.seat].points == score.points
            if not record.discarded_pot:
                assert last_trick_flew, "the round's last trick never travelled to its pile"
                checked_won_trick += 1
                if checked_won_trick >= 1 and record.round >= 2:
                    return
            last_trick_flew = False
            click(ctx, top.button.rect.center)
            continue
        frames(ctx)
        history = table.match.state.table.history
        if history and history[-1].tricks and table.flights:
            cards = {p.card for p in history[-1].tricks[-1].plays}
            winner = table.spots[history[-1].tricks[-1].winner].anchor
            if any(f.key in cards and f.end == winner for f in table.flights):
                last_trick_flew = True
    raise AssertionError(f"rounds ending on a won trick seen: {checked_won_trick}")


def test_a_card_played_for_the_player_leaves_their_hand(ctx):
    """A forced card in Scharfe Schoten flew from the trick slot to itself (no motion):
    now it leaves the hand like a clicked one."""
    ctx.settings.auto_play_forced = True
    table = open_table(ctx, "scharfe-schoten", [Seat("Ann"), *BOTS[1:]], 4)
    forced_seen = 0
    for _ in range(20000):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if table.is_my_turn() and table.match.forced_action() is None:
            table.submit(table.match.legal_actions()[0])
            continue
        moves = len(table.match.log.actions)
        before = table.match.state
        frames(ctx)
        actions = table.match.log.actions
        if len(actions) > moves and table.game.current_player(before) == table.viewer:
            played = actions[moves]  # the table played the player's only card for them
            assert type(played).__name__ == "PlayCard"
            flight = next(f for f in table.flights if f.key == ("play", played.card))
            assert flight.start != flight.end, "the forced card did not move"
            forced_seen += 1
            if forced_seen >= 2:
                return
    raise AssertionError("no forced card came")


SPEEDS = {name: value for value, name in ANIMATION_SPEEDS}


def frames_animating(ctx, game_id: str, seed: int, speed: str,
                     started: Callable[[Any], bool], moving: Callable[[Any], bool]) -> int:
    """Open a fresh table at Settings → Animation speed ``speed``, let bots play until
    ``started(table)``, then count the frames while ``moving(table)``."""
    ctx.settings.animation_speed = SPEEDS[speed]
    while len(ctx.scenes):
        ctx.scenes.pop()
    table = open_table(ctx, game_id, BOTS, seed)
    for _ in range(20000):
        if started(table):
            break
        frames(ctx)
    count = 0
    while moving(table):
        frames(ctx)
        count += 1
    return count


def test_slow_animation_is_much_slower_than_normal(ctx):
    """Slow must be slow: a finished trick stays and travels at least twice as long."""
    def frames_to_collect(speed: str) -> int:
        return frames_animating(ctx, "too-many-cooks", 3, speed,
                                lambda table: table.completed and table.hold > 0,
                                lambda table: table.animating)

    assert frames_to_collect("slow") >= 2 * frames_to_collect("normal")


def test_safranito_summary_comes_before_the_next_round_opens(ctx):
    """Defect 5: Safranito opened the next round (its log line, the pepper mill passing)
    before the previous round's summary. Now the summary comes first, and the opening
    of the next round plays once it is dismissed."""
    table = open_table(ctx, "safranito", BOTS, 4)
    table.show_speed = 50
    seen: list[tuple[str, int]] = []
    summaries = 0
    for _ in range(40000):
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            ended = table.ledger.round - 1
            assert ("round", ended + 1) not in seen, \
                "the next round opened before this round's summary"
            summaries += 1
            click(ctx, top.button.rect.center)
            for _ in range(3):
                frames(ctx)
                if table.beat is not None:
                    seen.append((table.beat.event.kind, table.beat.event.count))
            assert ("round", ended + 1) in seen, "the next round's opening was lost"
            if summaries >= 2:
                return
            continue
        frames(ctx)
        if table.beat is not None and (table.beat.event.kind, table.beat.event.count) \
                not in seen[-1:]:
            seen.append((table.beat.event.kind, table.beat.event.count))
    raise AssertionError(f"summaries seen: {summaries}")


def test_safranito_sold_cards_travel_to_the_market(ctx):
    """Sold cards go from the seller to the market, bought ones the other way."""
    table = open_table(ctx, "safranito", BOTS, 4)
    table.show_speed = 50
    moved = set()
    for _ in range(40000):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        frames(ctx)
        beat = table.beat
        if beat is not None and beat.event.kind in ("sell", "buy") and \
                beat.event.kind not in moved:
            event = beat.event
            seat_at = table.player_rects[event.seat].center
            market = table.market_rect
            ends = [(f.start, f.end) for f in table.flights]
            if event.kind == "sell":
                assert any(s == seat_at and market.collidepoint(e) for s, e in ends)
            else:
                assert any(e == seat_at and market.collidepoint(s) for s, e in ends)
            moved.add(event.kind)
            if moved == {"sell", "buy"}:
                return
    raise AssertionError(f"seen: {moved}")


@pytest.mark.parametrize("game_id", ["safranito", "chef-de-rang"])
def test_slow_slows_safranitos_beats_and_chef_de_rangs_card_flips(ctx, game_id):
    """Settings → Animation speed reaches every animation: Safranito's beats (what a
    flick caused, one by one) and Chef de rang's card turning over."""
    def moving(table) -> bool:
        return table.beat is not None if game_id == "safranito" else bool(table.reveals)

    def frames_moving(speed: str) -> int:
        return frames_animating(ctx, game_id, 4, speed, moving, moving)

    assert frames_moving("slow") >= 2 * frames_moving("normal")


def test_chef_de_rang_banner_says_phase_one_is_over_under_its_summary(ctx):
    """The banner said "Clove is thinking…" while the phase-1 summary was coming."""
    table = open_table(ctx, "chef-de-rang", BOTS, 4)
    owed = 0
    for _ in range(7000):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            break
        run_frames(ctx, 1, fixed_dt=0.1)  # frames of 0.1 s: the bots' phase in ~1,200
        if table.owed:
            owed += 1
            assert table.status_line() == ctx.text("chef_de_rang.summary.title")
    assert owed, "a frame between the phase's end and its summary was looked at"
    assert isinstance(ctx.scenes.top, RoundSummaryScene)
    assert table.status_line() == ctx.text("chef_de_rang.summary.title")
