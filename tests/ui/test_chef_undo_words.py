"""Newcomer 9, finding 19b: after a takeback in Chef de rang the table's note named
the last take ("Ann took a plat du jour.") while the History's newest line said "Ann
kept the plat du jour." for the same act. The reopened table's note now says the last
move as the History does: kept, in English and French."""

import random

import pytest

from game.chef_de_rang.rules import KeepPlat, Take
from game.engine.runner import Seat
from game.engine.text import load_text
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.pass_screen import PassScreenScene
from tests.ui.conftest import click, ctrl_z, drawn_strings, frames, open_table

SEATS = [Seat("Ann"), Seat("Bob"), Seat("Ada", "random")]


def keep_then_take(ctx, seed: int):
    """Hot-seat Ann and Bob play seeded random moves until Ann keeps a plat du jour
    and Bob, next, takes a table; the table, or None if this deal never gets there."""
    table = open_table(ctx, "chef-de-rang", SEATS, seed)
    choose = random.Random(seed)
    for _ in range(3000):
        top = ctx.scenes.top
        if isinstance(top, PassScreenScene):
            click(ctx, top.ready.rect.center)
            continue
        table = top if hasattr(top, "match") else table
        if table.match.over:
            return None
        if not table.is_my_turn() or table.animating or top is not table:
            frames(ctx)
            continue
        legal = table.match.legal_actions()
        log = table.match.log.actions
        if (table.match.seats[table.match.game.current_player(table.match.state)].name == "Bob"
                and log and isinstance(log[-1], KeepPlat)):
            table.submit(next(a for a in legal if isinstance(a, Take)))
            frames(ctx)
            return table
        keep = [a for a in legal if isinstance(a, KeepPlat)]
        table.submit(keep[0] if keep else choose.choice(legal))
        frames(ctx)
    return None


@pytest.mark.parametrize("language", ["en", "fr"])
def test_after_a_takeback_the_note_says_kept_as_the_history_does(ctx, language):
    ctx.text = load_text(language)
    table = next(t for seed in range(1, 30) if (t := keep_then_take(ctx, seed)) is not None)
    while isinstance(ctx.scenes.top, PassScreenScene) or table.animating:
        frames(ctx)
    ctrl_z(ctx)  # Bob takes his take back: the match is back after Ann's keep
    frames(ctx, 3)
    table = ctx.scenes.top
    assert isinstance(table.match.log.actions[-1], KeepPlat)
    kept = ctx.text("chef_de_rang.note.kept_plat", name="Ann")
    assert kept in drawn_strings(ctx)
    assert ctx.text("chef_de_rang.note.took", name="Ann",
                    card=ctx.text("chef_de_rang.cards.plat_du_jour")) not in drawn_strings(ctx)
    ctx.scenes.push(HistoryScene(ctx, table.history_source()))
    frames(ctx)
    assert ctx.text("chef_de_rang.history.kept_plat", name="Ann") in drawn_strings(ctx)
