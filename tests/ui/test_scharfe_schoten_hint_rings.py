"""Issue 19 re-check (recheck19d, finding 3): on Scharfe Schoten's contract dialog the
Hint said "Most Green, least Yellow" but framed a block of four tiles (Most green, Most
yellow, Least green, Least yellow), so the picture showed no pair, and the frame cut
through the "3 in hand" labels between the rows. Now it rings the hinted Most tile and
the hinted Least tile, each on its own, clear of the labels."""

import pygame
import pytest

from game.engine.runner import Seat
from game.scharfe_schoten.rules import ChooseContracts
from game.ui.text_record import recording
from tests.ui.conftest import ctx, frames, key, open_table, run_until  # noqa: F401


@pytest.mark.parametrize("seed", [3, 10])
def test_the_hint_rings_the_hinted_most_and_least_tiles_only(ctx, seed):  # noqa: F811
    table = open_table(ctx, "scharfe-schoten",
                       [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")],
                       seed)
    run_until(ctx, lambda: table.is_my_turn() and ctx.scenes.top is table and any(
        isinstance(a, ChooseContracts) for a in table.game.legal_actions(table.match.state)))
    key(ctx, pygame.K_h)  # the player asks for a Hint on the contract dialog
    run_until(ctx, lambda: bool(table.hints.shown()))
    best = table.hints.shown()[0].action
    assert isinstance(best, ChooseContracts)
    with recording() as record:
        frames(ctx)
    colours = table.view().table.deck.colours
    most, least, _confirm = table.contract_rects()
    rings = table.hints.ringed
    assert len(rings) == 2, "one ring for the Most tile, one for the Least tile"
    hinted = [most[colours.index(best.most)], least[colours.index(best.least)]]
    others = [tile for tile in most + least if tile not in hinted]
    for ring, tile in zip(rings, hinted, strict=True):
        assert ring.contains(tile), "the ring goes round its tile"
        assert not any(ring.colliderect(other) for other in others), \
            "a ring takes in a tile the Hint does not mean"
    in_hand = {ctx.text("scharfe_schoten.in_hand", n=n) for n in range(13)}
    labels = [label for label in record.visible() if label.content in in_hand
              and table.lay.choice.contains(label.rect)]  # the dialog's, not the panel's
    assert len(labels) == len(colours)
    cut = [label.content for label in labels
           if any(ring.colliderect(label.rect) for ring in rings)]
    assert not cut, f"a ring crosses the labels {cut}"
