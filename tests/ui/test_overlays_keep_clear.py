"""One placement rule for the table's floating overlays (newcomer findings 3, 4, 11b,
12): the Hint box, the toasts and Safranito's bowl banner keep clear of what the table
says must stay visible (:func:`game.ui.overlay_place.must_see`: the players' panels, an
open dialog with its title, the prompts, the led colour's label, the padlock box, the
log's heading, the tray help, the coach's arrow). Real scenes, the real H key, at
1920x1200 and a small window."""

import pygame
import pytest

from game.engine.runner import Seat
from game.engine.text import load_text
from game.safranito.rules import Phase as SafPhase
from game.ui.app import fit_to_window, open_window
from game.ui.overlay_place import must_see
from game.ui.theme import Pace
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import (
    ask_hint,
    click,
    ctrl_z,
    frames,
    key,
    open_table,
    play_mine_until,
    run_until,
)

BIG, SMALL = (1920, 1200), (1280, 800)
FOUR = ["Ann", "Basil", "Clove", "Dill"]


def window(ctx, size, language="en"):
    open_window(size)
    fit_to_window(ctx)
    if language != "en":
        ctx.text = load_text(language)


def bots(names):
    return [Seat(names[0])] + [Seat(name, "heuristic") for name in names[1:]]


def hint_box(ctx, table) -> pygame.Rect:
    ask_hint(ctx, table)
    assert table.hints.rect is not None
    return table.hints.rect


def hidden(box: pygame.Rect, table) -> list[pygame.Rect]:
    return [rect for rect in must_see(table) if box.colliderect(rect)]


@pytest.mark.parametrize("size", [BIG, SMALL], ids=["1920x1200", "1280x800"])
def test_scharfe_schoten_contract_choice_hides_no_panel_nor_the_dialog(ctx, size):
    """Finding 3a: at the contract choice the Hint box lay over Clove's panel."""
    window(ctx, size)
    table = open_table(ctx, "scharfe-schoten", bots(FOUR), seed=3)
    run_until(ctx, lambda: table.is_my_turn())
    assert table.dialog_rect() is not None
    box = hint_box(ctx, table)
    panels = [seat.panel for seat in table.lay.seats.values()]
    assert box.collidelist(panels) == -1, (box, panels)
    assert not box.colliderect(table.dialog_rect())
    assert not hidden(box, table)


@pytest.mark.parametrize("size", [BIG, SMALL], ids=["1920x1200", "1280x800"])
def test_scharfe_schoten_mid_trick_keeps_the_led_label(ctx, size):
    """Finding 3b: mid-trick the Hint box lay over "Yellow led: follow if you can"."""
    window(ctx, size)
    table = open_table(ctx, "scharfe-schoten", bots(FOUR), seed=3)
    for _ in range(60):  # play the first legal card until a led colour is on show
        run_until(ctx, lambda: (table.is_my_turn() and ctx.scenes.top is table)
                  or ctx.scenes.top is not table)
        if ctx.scenes.top is not table:
            ctx.scenes.pop()  # a round summary
            continue
        if table.led_pill_rect() is not None:
            break
        table.submit(table.game.legal_actions(table.match.state)[0])
        frames(ctx)
    assert table.led_pill_rect() is not None
    box = hint_box(ctx, table)
    assert not box.colliderect(table.led_pill_rect()), (box, table.led_pill_rect())
    assert not hidden(box, table)


@pytest.mark.parametrize("size", [BIG, SMALL], ids=["1920x1200", "1280x800"])
def test_too_many_cooks_french_menu_choice_keeps_the_title_and_basiles_panel(ctx, size):
    """Finding 3c: in French the box lay over the menu dialog's title and Basile's
    panel (the held-whole "(à peu près aussi bon que le meilleur)" was wider than the
    felt beside the dialog)."""
    window(ctx, size, "fr")
    table = open_table(ctx, "too-many-cooks", bots(["Alex", "Ada", "Basile", "Clou"]), 3)
    run_until(ctx, lambda: table.is_my_turn())
    dialog = table.menu_dialog_rect(table.view())
    assert dialog is not None
    box = hint_box(ctx, table)
    assert not box.colliderect(dialog), (box, dialog)
    panels = [spot.panel for spot in table.spots.values()]
    assert box.collidelist(panels) == -1, (box, panels)
    hand = [rect for _card, rect in table.hand_rects(table.view())]
    assert box.collidelist(hand) == -1


SAF_PHASES = {"buy": (SafPhase.BUY,), "flick": (SafPhase.FLICK, SafPhase.EXTRA_FLICK)}


@pytest.mark.parametrize("size", [BIG, (800, 500)], ids=["1920x1200", "800x500"])
@pytest.mark.parametrize("phase", ["buy", "flick"])
def test_safranito_hint_keeps_the_prompt_and_the_tray_help(ctx, size, phase):
    """Findings 3d, 3e: the box lay over "Buy one Cinnamon?" (the counter's prompt)
    and the tray's help line."""
    window(ctx, size)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase in SAF_PHASES[phase]
                    and len(table.game.legal_actions(table.state)) >= 2)
    box = hint_box(ctx, table)
    counter = table.counter_rect
    assert not box.colliderect(counter), (box, counter)
    assert not hidden(box, table), (box, hidden(box, table))


def test_the_not_your_turn_refusal_ends_with_the_bots_turn_and_keeps_off_the_padlock(ctx):
    """Finding 4: "Hints are for your own turn." stayed on after the bots had played
    and lay over Chef de rang's padlock (Reserved) box."""
    window(ctx, BIG)
    ctx.theme.pace = Pace(bot_move_s=0.3, animation_s=0.05, trick_hold_s=0.05)
    table = open_table(ctx, "chef-de-rang", bots(FOUR), seed=3)
    run_until(ctx, lambda: table.is_my_turn())
    table.submit(table.match.legal_actions()[0])
    frames(ctx)
    assert not table.is_my_turn()
    key(ctx, pygame.K_h)
    assert table.toast_time > 0 and table.toast == ctx.text("hints.not_now")
    frames(ctx)
    assert not table.toast_rect.colliderect(table.reserve_rect), table.toast_rect
    assert not hidden(table.toast_rect, table)
    shown = table.toast_time
    run_until(ctx, lambda: table.is_my_turn())
    # Once the player's turn has come and the refusal was up a glimpse, it is gone,
    # well before its reading time would have ended.
    run_until(ctx, lambda: table.toast_seconds - table.toast_time >= 1.6
              or table.toast_time <= 0, limit=200)
    assert shown > 2.0
    assert table.toast_time <= 0, table.toast


@pytest.mark.parametrize("size", [BIG, SMALL], ids=["1920x1200", "1280x800"])
def test_chef_de_rang_undo_toast_keeps_off_the_padlock_box(ctx, size):
    """Finding 12: the Undo toast lay over the padlock (Reserved) box."""
    window(ctx, size)
    table = open_table(ctx, "chef-de-rang", bots(FOUR), seed=3)
    run_until(ctx, lambda: table.is_my_turn())
    table.submit(table.match.legal_actions()[0])
    run_until(ctx, lambda: table.is_my_turn())
    ctrl_z(ctx)
    table = ctx.scenes.top
    frames(ctx, 2)
    assert table.toast_time > 0
    assert not table.toast_rect.colliderect(table.reserve_rect), \
        (table.toast_rect, table.reserve_rect)
    assert not hidden(table.toast_rect, table)


@pytest.mark.parametrize("size", [BIG, (800, 500)], ids=["1920x1200", "800x500"])
def test_safranito_toast_keeps_off_the_log_heading(ctx, size):
    """Finding 11b: "You have no Saffron to sell" lay over "Lately at the table"."""
    window(ctx, size)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is SafPhase.BUY)
    table.show_toast(ctx.text("safranito.auto.no_sell",
                              spice=ctx.text("safranito.spices.saffron")), refusal=False)
    frames(ctx)
    assert table.log_rect is None or not table.toast_rect.colliderect(
        pygame.Rect(table.log_rect.topleft, (table.log_rect.width, ctx.theme.px(38))))
    assert not hidden(table.toast_rect, table), (table.toast_rect, hidden(
        table.toast_rect, table))


@pytest.mark.parametrize("size", [BIG, SMALL], ids=["1920x1200", "1280x800"])
def test_safranitos_bid_banner_hides_no_other_name(ctx, size):
    """Finding 12: "Ann bids ₹60" stood over the action spaces' names ("Head chef",
    "Reserve dish") and the bowls next to its own."""
    window(ctx, size)
    table = open_table(ctx, "safranito", bots(["Ann", "Ada"]), 21)
    table.show_speed = 60
    play_mine_until(ctx, table, lambda: table.view().phase is SafPhase.BUY)
    frames(ctx)
    view = table.view()
    seat, price = table.game.top_bidder(view, view.bowl)
    label = ctx.text("safranito.bid", name=table.seat_name(seat), price=price)
    font = ctx.theme.font("body", "bold")
    pill = table.frame.pill_spot(view.bowl, (font.size(label)[0] + ctx.theme.px(20),
                                              ctx.theme.px(30)))
    names = list(table.painter.region_labels.values())
    assert names and pill.collidelist(names) == -1, (pill, names)
    assert not hidden(pill, table)


def test_a_toast_keeps_off_the_coachs_arrow(ctx):
    """Finding 12: in the guided Scharfe Schoten game "Contracts revealed!" lay over
    the coach's arrow."""
    window(ctx, BIG)
    table = open_guided(ctx, "scharfe-schoten")
    for _ in range(30):
        frames(ctx)
        if table.coach.pointer is not None:
            break
        if table.lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
    assert table.coach.pointer is not None
    arrow = [r for r in table.coach.shown_rects() if r not in (table.coach.rect,
                                                               table.coach.bar)]
    table.show_toast(ctx.text("scharfe_schoten.contracts_revealed"), refusal=False)
    frames(ctx)
    assert table.toast_rect.collidelist(arrow) == -1, (table.toast_rect, arrow)


@pytest.mark.parametrize("size", [(1600, 1000), SMALL], ids=["1600x1000", "1280x800"])
@pytest.mark.parametrize("moment", ["menu", "play"])
def test_too_many_cooks_french_hint_keeps_the_round_and_the_dealer(ctx, size, moment):
    """Newcomer pass 9, finding 7: in French the Hint box lay over "Donneur : Ada",
    the dealer line under the round, top left."""
    window(ctx, size, "fr")
    table = open_table(ctx, "too-many-cooks", bots(["Alex", "Ada", "Basile"]), 3)
    run_until(ctx, lambda: table.is_my_turn())
    if moment == "play":
        table.submit(table.game.legal_actions(table.match.state)[0])  # the secret menu
        run_until(ctx, lambda: table.is_my_turn() and table.menu_dialog_rect(table.view())
                  is None and ctx.scenes.top is table)
    corner = table.corner_lines(table.view())[2]
    box = hint_box(ctx, table)
    assert not box.colliderect(corner), (box, corner)
    assert not hidden(box, table)
