"""Newcomer playtest, finding 5: the note over the floor said a move in other words
once the match was saved and loaded again: the player's swap of a plat du jour said
which card was drawn ("… et pioche un menu 300.") as it was made, and "… et pioche une
carte." on the resumed table; a saut taken lost its "the next take may be anywhere!".
The same last move now reads the same, live or reloaded, in English and French."""

import random
from pathlib import Path

import pytest

from game.chef_de_rang.rules import SwapPlat, Take
from game.engine.runner import Seat
from game.engine.text import load_text
from game.match_files import open_entry
from game.ui.table_start import open_table as reopen
from tests.ui.conftest import open_table, run_until

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]


def note_live_then_reloaded(ctx, seed: int, wanted) -> tuple[str, str] | None:
    """Ann plays seeded random moves, a swap where she may, until her move is
    ``wanted``; (the note just after it, the note of the table reloaded from the save)."""
    table = open_table(ctx, "chef-de-rang", SEATS, seed)
    choose = random.Random(seed)
    for _ in range(400):
        run_until(ctx, lambda: table.match.over or (table.is_my_turn()
                                                    and ctx.scenes.top is table)
                  or ctx.scenes.top is not table, dt=0.1)
        if table.match.over or ctx.scenes.top is not table:
            return None
        legal = table.match.legal_actions()
        swaps = [a for a in legal if isinstance(a, SwapPlat)]
        action = swaps[0] if swaps else choose.choice(legal)
        table.submit(action)
        if wanted(table, action):
            live = table.note
            setup, match, _meta = open_entry(Path(table.save()))  # as Continue opens it
            reopen(ctx, setup, match)  # (read before a frame lets a bot move)
            return live, ctx.scenes.top.note
    return None


def swapped(table, action) -> bool:
    return isinstance(action, SwapPlat)


def took_a_special(table, action) -> bool:
    """A take whose card says more than "took …" (a saut, a coup double, a padlock menu)."""
    if not isinstance(action, Take):
        return False
    info = table.game.cards[table.match.state.public.taken[action.table]]
    return info.res or info.kind.value in ("saut", "coup_double")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("wanted", [swapped, took_a_special])
def test_the_last_move_reads_the_same_live_and_reloaded(ctx, language, wanted):
    ctx.text = load_text(language)
    found = next(f for seed in range(1, 20)
                 if (f := note_live_then_reloaded(ctx, seed, wanted)) is not None)
    live, reloaded = found
    assert live and reloaded == live
