"""Issue 19 play-test, finding 1: once the table has revealed every secret choice, the
History names it (it said "Ada chose a secret menu" with all menus face up)."""

import pygame

from game.engine.runner import Seat
from game.scharfe_schoten.state import Phase as SchotenPhase
from game.too_many_cooks.rules import Phase
from game.ui.scenes.history import HistoryScene
from tests.ui.conftest import key, open_table, run_until
from tests.ui.test_history import play_human_moves
from tests.ui.test_scharfe_schoten_scene import play_human_turns


def history_text(ctx) -> str:
    key(ctx, pygame.K_l)
    history = ctx.scenes.top
    assert isinstance(history, HistoryScene)
    words = " ".join(line for group in history.groups for line in group.lines)
    key(ctx, pygame.K_l)
    return words


def test_too_many_cooks_history_names_every_menu_once_revealed(ctx):
    seats = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]
    table = open_table(ctx, "too-many-cooks", seats, 5)
    run_until(ctx, lambda: table.is_my_turn())
    if table.view().table.phase is Phase.MENU:  # Ann's own choice is not the last one
        play_human_moves(ctx, table, 1)
    run_until(ctx, lambda: table.view().table.phase is Phase.PLAY)
    chosen = table.view().chosen
    assert None not in chosen  # every menu on the table
    words = history_text(ctx)
    assert ctx.text("too_many_cooks.history.chose_secret", name="Basil") not in words
    for seat, menu in zip(seats, chosen, strict=True):
        assert ctx.text("too_many_cooks.history.chose", name=seat.name,
                        menu=ctx.text(f"too_many_cooks.menus.{menu}")) in words


def test_scharfe_schoten_history_names_every_contract_once_revealed(ctx):
    seats = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]
    table = open_table(ctx, "scharfe-schoten", seats, 5)
    play_human_turns(ctx, table, lambda: table.view().table.phase is not SchotenPhase.CONTRACTS)
    words = history_text(ctx)
    for seat, contract in zip(seats, table.view().contracts, strict=True):
        assert contract is not None
        assert ctx.text("scharfe_schoten.history.chose", name=seat.name,
                        most=ctx.text(f"scharfe_schoten.colours.{contract.most}"),
                        least=ctx.text(f"scharfe_schoten.colours.{contract.least}")) in words
