"""A Chef de rang replay with all hands open shows every seat's panel as the open hands
beside it do (newcomer playtest: the panels kept card backs and "at most N" ranges,
the viewer's view, next to the open hands): exact scores, the hand's cards face up in
the panel's fan where they can be read (else no fan, never backs), and the swap's note
naming the card drawn. Seen from one seat (V), the panels hide again what that seat did
not see."""

import pygame

from game.chef_de_rang.rules import SwapPlat
from game.chef_de_rang.state import Phase
from game.chef_de_rang.table.history import card_name
from game.chef_de_rang.table.layout import BACK, CARD_RATIO, card_sprite
from game.ui.open_hands import legible_width
from game.ui.screenshot import render_scene
from tests.ui.conftest import drawn_strings, frames, key, watched_replay

NAMES = ("Ann", "Basil", "Clove", "Dill")


def swap_hiding_cards(replay) -> int:
    """The first move of the replay that is a swap after which seat 0 no longer knows
    some other hand's cards (its panel showed a range there)."""
    game = replay.table.game
    for index, state in enumerate(replay.states[1:], start=1):
        view = game.observe(state, 0)
        if isinstance(replay.actions[index - 1], SwapPlat) and sum(view.hidden[1:]) \
                and state.public.phase is Phase.TAKING:
            return index
    raise AssertionError("no swap hid a hand from seat 0")


def sprites_drawn(ctx) -> set[tuple[str, int]]:
    """Every (sprite, width) one frame of the scenes asks for."""
    asked: set[tuple[str, int]] = set()
    scaled = ctx.assets.scaled

    def spy(name, width, *args, **kwargs):
        asked.add((name, width))
        return scaled(name, width, *args, **kwargs)

    ctx.assets.scaled = spy
    try:
        render_scene(ctx)
    finally:
        ctx.assets.scaled = scaled
    return asked


def test_all_hands_open_shows_the_panels_as_they_really_are(ctx):
    replay = watched_replay(ctx, "chef-de-rang", NAMES, seed=3)
    table, game = replay.table, replay.table.game
    index = swap_hiding_cards(replay)
    replay.go(index - 1)
    key(ctx, pygame.K_RIGHT)  # one step onto the swap, as a player steps
    frames(ctx, 2)
    assert replay.index == index and replay.viewer is None
    state = replay.states[index]
    seen = game.observe(state, 0)
    hidden = [seat for seat in range(1, 4) if seen.hidden[seat]]
    words = drawn_strings(ctx)
    for seat in range(4):
        exact = str(game.phase1_range(state, seat)[0])
        assert table.score_texts(table.view(), seat)[0] == exact
        assert exact in words, (seat, exact)
    for seat in hidden:  # the viewer's range is nowhere on the table
        assert table.score_texts(seen, seat)[0] not in words
    asked = sprites_drawn(ctx)
    for seat in range(4):
        card_w = max(1, round(table.seat_parts(seat).cards.height / CARD_RATIO))
        assert (BACK, card_w) not in asked
        faces = {(card_sprite(game, card), card_w) for card in state.hands[seat]}
        if card_w >= legible_width(ctx, "chef_de_rang"):
            assert faces <= asked, seat
        else:  # too small to read (newcomer 15b): the count alone, the open hands beside
            assert not faces & asked, seat
    before = replay.states[index - 1]
    mover = game.current_player(before)
    drawn = (set(state.hands[mover]) - set(before.hands[mover])).pop()
    assert card_name(ctx.text, game, drawn) in table.note, table.note
    # From the first seat's view the panels hide again what it did not see.
    key(ctx, pygame.K_v)
    frames(ctx, 2)
    assert replay.viewer == 0
    words = drawn_strings(ctx)
    for seat in hidden:
        assert table.score_texts(seen, seat)[0] in words
    card_w = max(1, round(table.seat_parts(hidden[0]).cards.height / CARD_RATIO))
    assert (BACK, card_w) in sprites_drawn(ctx)
