"""The keyboard focus is told from the legal moves' frames at a glance, on every
table: after Tab at 1280×800 the focused card of a hand of raised, yellow-framed cards
differed only by a slight raise, its ring being the same yellow (newcomer playtest,
finding 4). The ring is the theme's own focus colour, thick, neither that yellow nor
the primary buttons' tomato (on a tomato button the ring vanished: newcomer 16a,
finding 10). And a box the game opens
(Scharfe Schoten's spice rack) has nothing focused: a stray Enter took "Yellow", the
focus left from playing a card by keys."""

import pygame
import pytest

from game.engine.runner import Seat
from game.scharfe_schoten.rules import Phase, TakeFromRack
from game.too_many_cooks.state import Phase as CooksPhase
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from tests.ui.conftest import click, frames, key, open_table, play_mine_until, run_until
from tests.ui.test_won_trick_seen_before_rack import winning_card

TABLES = [("scharfe-schoten", 3), ("too-many-cooks", 3), ("chef-de-rang", 3),
          ("safranito", 3)]


def far(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    return sum(abs(x - y) for x, y in zip(a[:3], b[:3], strict=True)) > 150


@pytest.mark.parametrize(("game_id", "seed"), TABLES, ids=[g for g, _s in TABLES])
def test_the_focus_ring_is_not_the_legal_moves_yellow(ctx, game_id, seed):
    seats = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]
    table = open_table(ctx, game_id, seats, seed)
    play_mine_until(ctx, table, lambda: len(table.keyboard_targets()) >= 2)
    pygame.mouse.set_pos((0, 0))
    frames(ctx)
    key(ctx, pygame.K_TAB)
    key(ctx, pygame.K_TAB)
    assert table.focus.visible
    surface = render_scene(ctx)
    theme, px = ctx.theme, ctx.theme.px
    focus = theme["focus"]
    assert far(focus, theme["highlight"]), "the focus wears the legal moves' yellow"
    assert far(focus, theme["accent"]), "the focus wears the primary buttons' tomato"
    rect = table.keyboard_targets()[table.focus.index][0]
    ring = rect.inflate(px(12), px(12))
    for spot in ((ring.left + px(2), ring.centery), (ring.right - px(3), ring.centery),
                 (ring.centerx + px(20), ring.bottom - px(3))):
        assert tuple(surface.get_at(spot))[:3] == focus, \
            f"no focus ring at {spot} round the focused choice on {game_id}"


def test_the_rack_box_opens_with_nothing_an_enter_would_take(ctx):
    seats = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]
    table = open_table(ctx, "scharfe-schoten", seats, 3)
    play_mine_until(ctx, table, lambda: winning_card(table) is not None)
    card = winning_card(table).card
    key(ctx, pygame.K_TAB)  # the player plays by keys: Tab to the winning card, Enter
    rects = [rect for rect, _act in table.keyboard_targets()]
    wanted = dict(table.hand_rects(table.view()))[card]
    while rects[table.focus.index] != wanted:
        key(ctx, pygame.K_TAB)
    key(ctx, pygame.K_RETURN)
    run_until(ctx, lambda: table.is_my_turn()
              and table.view().table.phase is Phase.RACK_CHOICE)
    frames(ctx)
    assert not table.focus.visible, "the rack box opened with a colour focused"
    taken = len(table.match.log.actions)
    key(ctx, pygame.K_RETURN)  # a stray Enter
    frames(ctx, 3)
    assert len(table.match.log.actions) == taken, "a stray Enter took a rack colour"
    key(ctx, pygame.K_TAB)
    key(ctx, pygame.K_RETURN)
    frames(ctx, 3)
    assert isinstance(table.match.log.actions[taken], TakeFromRack)


def test_too_many_cooks_menu_choice_opens_with_nothing_focused(ctx):
    """The next round's menu choice, which the game opens after the round summary,
    has nothing an Enter would take either, though the round's last card was played
    by keys (the focus was left showing)."""
    seats = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]
    table = open_table(ctx, "too-many-cooks", seats, 3)
    def ends_the_round() -> bool:
        """Whatever card seat 0 plays ends the round, and not the match."""
        state = table.match.state
        if state.table.phase is not CooksPhase.PLAY or not table.keyboard_targets():
            return False
        afters = [table.game.apply(state, a) for a in table.game.legal_actions(state)]
        return all(len(after.table.history) > len(state.table.history)
                   and not table.game.is_over(after) for after in afters)

    play_mine_until(ctx, table, ends_the_round)
    round_number = table.view().table.round
    played = len(table.match.log.actions)
    key(ctx, pygame.K_TAB)
    key(ctx, pygame.K_RETURN)  # the round's last card, played by keys
    assert len(table.match.log.actions) > played
    for _ in range(3000):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
        if table.is_my_turn() and table.view().table.phase is CooksPhase.MENU \
                and table.view().table.round > round_number:
            break
        frames(ctx)
    else:
        raise AssertionError("the next round's menu choice never opened")
    assert not table.focus.visible, "the menu choice opened with a menu focused"
    chosen = len(table.match.log.actions)
    key(ctx, pygame.K_RETURN)  # a stray Enter
    frames(ctx, 3)
    assert len(table.match.log.actions) == chosen, "a stray Enter chose a menu"
