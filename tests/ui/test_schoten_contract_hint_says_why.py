"""Newcomer playtest 15a, finding 1: the Hint's reason for a contract pair only repeated
the hand's counts ("Most red, least black ... (your hand: 2 red, 4 black)": Most on the
shortest colour, Least on the longest, read as backwards). The contracts count the
stock (the cards won), so the reason now says what the search's playouts win of each
colour. Checked through the real table (H at the contract choice): every number the
reason gives is the playouts' figure for its colour, recomputed here from the Hint's
own seed (the search's own rollouts of the pair, replayed), none is a hand count given
as the argument, and the French box keeps the whole sentence at 800x500."""

import re

import pygame
import pytest

from game.engine.rng import derive_seed
from game.engine.runner import Seat
from game.scharfe_schoten.expect import expected_stock
from game.scharfe_schoten.state import ChooseContracts
from game.ui.hint_moves import hint_bot, ranked_moves
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ask_hint, open_table, quick_window, run_until

SEATS = [Seat("Ann"), Seat("Ada", "heuristic"), Seat("Basil", "heuristic")]


@pytest.mark.parametrize(("size", "language", "seed"), [
    ((800, 500), "fr", 3), ((1920, 1080), "fr", 5), ((1280, 800), "en", 11)],
    ids=["800x500-fr", "1920x1080-fr", "1280x800-en"])
def test_a_contract_hint_says_what_the_search_expects_you_to_win(size, language, seed):
    for ctx in quick_window(size, language):
        hint_says_why(ctx, seed)


def hint_says_why(ctx, seed: int) -> None:
    table = open_table(ctx, "scharfe-schoten", SEATS, seed=seed)
    run_until(ctx, lambda: table.is_my_turn())
    moves_before = len(table.match.log.actions)
    ask_hint(ctx, table)
    best = table.hints.shown()[0].action
    assert isinstance(best, ChooseContracts)
    view = table.game.observe(table.match.state, table.viewer)
    hint_seed = derive_seed(table.match.log.seed, "hint", moves_before, table.viewer)
    bot = hint_bot(table.game.id, table.viewer, hint_seed)
    bot.played = {}
    ranked_moves(bot, view, table.game.legal_actions(table.match.state))
    stock = expected_stock(table.game, view, best, bot.played[best])
    assert stock is not None
    reason = table.hints.lines()[-1]
    colour = {c: ctx.text(f"scharfe_schoten.colours.{c}").lower() for c in stock}
    said = dict((name, int(n)) for n, name in re.findall(
        r"(\d+) (?:en )?(" + "|".join(colour.values()) + r")\b", reason))
    assert said, reason
    # Every colour named with a number is named with the playouts' figure.
    for name, n in said.items():
        key = next(c for c, word in colour.items() if word == name)
        assert n == round(stock[key]), (reason, stock)
    assert colour[best.most] in said and colour[best.least] in said, reason
    # No hand count as the argument: no number of the reason is a hand count
    # unless the playouts' figure for that colour is the same.
    hand = view.hand
    deck = view.table.deck
    for name, n in said.items():
        key = next(c for c, word in colour.items() if word == name)
        if n == len(hand[deck.index(key)]):
            assert n == round(stock[key])
    assert not re.search(r"(?:your hand|votre main) ?: ?\d", reason), reason
    # The whole sentence in the box, not cut.
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    box = table.hints.open_rect()
    assert box is not None
    inside = [label for label in record.visible() if box.contains(label.rect)]
    assert all(label.lost is None for label in inside)
    drawn = " ".join(label.content for label in inside)
    assert " ".join(reason.split()) in " ".join(drawn.split()), drawn
