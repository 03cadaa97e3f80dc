"""A tooltip never covers an open dialog it does not belong to, stays inside the dialog
it belongs to, and keeps off that dialog's title and scoring line where it can
(newcomer 16a, finding 12): Too Many Cooks' seat-panel tip lay over the open
secret-menu dialog and its hint-marked menu; a round summary's header tips covered
its title and subtitle, the "Round" tip ran past its right edge, and a seat's tip
covered the rows below. Real mouse motion; the tip's box as the frame draws it."""

import pygame
import pytest

from game.engine.runner import Seat
from game.too_many_cooks.state import Phase
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import build_scene
from game.ui.tooltip import shown_tip
from tests.ui.conftest import frames, hover_words, open_table, quick_window, run_until


def tip_box(ctx, pos):
    hover_words(ctx, pos)
    tip = shown_tip()
    return None if tip is None else tip.box


def test_a_seat_panel_tip_keeps_off_the_open_menu_dialog(ctx):
    seats = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]
    table = open_table(ctx, "too-many-cooks", seats, 8)
    run_until(ctx, lambda: table.is_my_turn() and table.view().table.phase is Phase.MENU)
    frames(ctx)
    view = table.view()
    dialog = table.menu_dialog_rect(view)
    assert dialog is not None
    shown = 0
    for seat, panel in table.seat_panel_rects().items():
        for spot in (panel.center, panel.midbottom, (panel.centerx, panel.bottom - 4)):
            box = tip_box(ctx, spot)
            if box is None:
                continue
            shown += 1
            assert not box.colliderect(dialog), f"seat {seat}'s tip lies over the menu dialog"
    assert shown, "no seat panel answered with a tip"


@pytest.mark.parametrize("game_id", ["scharfe-schoten", "too-many-cooks", "safranito"])
def test_summary_tips_stay_in_the_dialog_off_its_title_and_rows(ctx, game_id):
    build_scene(ctx, "round", game_id, 3)
    summary = ctx.scenes.top
    assert isinstance(summary, RoundSummaryScene)
    frames(ctx)
    heading = pygame.Rect(summary.panel.left, summary.panel.top, summary.panel.width,
                          summary.table.top - summary.panel.top)
    places = list(summary.tip_places)
    rows = places[0][0].unionall([rect for rect, _words in places])
    for rect, words in places:
        box = tip_box(ctx, rect.center)
        assert box is not None, f"no tip for {words!r}"
        assert summary.panel.contains(box), f"{words[:30]!r}: the tip leaves the summary"
        assert not box.colliderect(heading), f"{words[:30]!r}: the tip covers the title"
        assert not box.colliderect(rows), f"{words[:30]!r}: the tip covers the rows"


@pytest.mark.parametrize("game_id", ["scharfe-schoten", "too-many-cooks"])
def test_table_tips_keep_off_the_prompt_banner(game_id):
    """Scharfe Schoten's trump tip lay over the banner's "Player 1, take a card from the
    spice rack" (newcomer 16a, finding 12): every tip of the table keeps off it."""
    for ctx in quick_window((1600, 1000)):
        seats = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]
        table = open_table(ctx, game_id, seats, 3)
        run_until(ctx, table.is_my_turn)
        frames(ctx)
        banner = table.tools.banner()
        checked = 0
        for rect, words in list(table.shown_tips):
            if rect.colliderect(banner) or not words or words.startswith("\0"):
                continue
            box = tip_box(ctx, rect.center)
            if box is None:
                continue
            checked += 1
            assert not box.colliderect(banner), f"{words[:40]!r} lies over the prompt"
        assert checked
