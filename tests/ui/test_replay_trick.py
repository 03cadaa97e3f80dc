"""A replay's step onto a trick-winning card shows the completed trick, winning card
and total in the pot, as the live table does, not an empty pot (issue 19, newcomer
check #13: "stepping onto the trick-winning move jumps straight to an empty pot; the
winning 10 is never shown"). Stepped with real clicks on the replay's Step button."""

import pygame
import pytest

from game import registry
from game.scharfe_schoten.table.layout import trick_rects
from game.too_many_cooks.rules import PlayCard
from game.ui.app import create_context, open_window
from game.ui.open_hands import is_secret_choice, value_share
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
from game.ui.widgets import min_text_pixels
from tests.ui.conftest import (
    ALL_SIZES,
    click,
    finished_match,
    frames,
    open_replay,
    quick_window,
    size_ids,
    watched_replay,
)


def test_stepping_onto_the_winning_card_shows_the_full_pot(ctx):
    replay = open_replay(ctx, *finished_match())
    frames(ctx)
    # The first move that ends a trick (the pot's trick count grows).
    states = replay.states
    winning = next(i for i in range(1, len(states))
                   if len(states[i].table.tricks) > len(states[i - 1].table.tricks))
    click(ctx, replay.buttons["end"].rect.center)
    click(ctx, replay.buttons["start"].rect.center)
    for _ in range(winning):
        click(ctx, replay.buttons["forward"].rect.center)
    assert replay.index == winning
    action = replay.actions[winning - 1]
    assert isinstance(action, PlayCard)
    table = replay.table
    trick = states[winning].table.tricks[-1]
    assert trick.plays[-1].card == action.card
    shown = {play.card for play in table.completed}
    assert action.card in shown and shown == {p.card for p in trick.plays}
    with recording() as record:
        frames(ctx)
    total = table.game.pot_total([p.card for p in trick.plays])
    assert total >= 10 and str(total) in record.strings()


def test_the_open_hands_strip_hides_no_players_panel(ctx):
    """Newcomer check #13: Ada's open-hand strip covered her seat panel (name, stars).
    Two players, stepped with real clicks to where Ada holds cards."""
    replay = watched_replay(ctx, "too-many-cooks", ("Ann", "Ada"), 3)
    for _ in range(17):
        click(ctx, replay.buttons["forward"].rect.center)
    frames(ctx)
    assert replay.drawn_hands.get(1), "Ada's hand is shown"
    strips = replay.strip_rects
    assert strips
    panels = [spot.panel for spot in replay.table.spots.values()]
    assert not any(strip.colliderect(panel) for strip in strips for panel in panels), \
        (strips, panels)
    # Her secret menu is revealed (the match is over) but framed apart from her cards.
    first, *cards = replay.drawn_hands[1]
    assert is_secret_choice(first) and not any(is_secret_choice(c) for c in cards)


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def sized(request):
    yield from quick_window(request.param)


def test_four_players_open_hands_keep_clear_of_every_panel(sized):
    """Issue 19: watching a finished 4-player match, the three open hands' strip
    covered two players' panels at 1280x800. Stepped with real clicks on Next move
    through the first round, at every window size: the strip hides no player's panel
    (names, stars, cards won), nor the hand or the table's header. The first seat is
    the player's, as in a match they played: at move 0 the replay stands where they
    choose their secret menu (re-check: the table laid out there, with the live
    chooser it then drew, kept the strips over the felt, Clove's over Ada's panel,
    for the whole replay; the chooser no longer shows in a replay)."""
    ctx = sized
    names = ("Ann", "Ada", "Basil", "Clove")
    # Seed 4: Ann chooses her menu first, so the replay opens on her choice.
    replay = watched_replay(ctx, "too-many-cooks", names, 4, player_watches=True)
    assert replay.table.game.current_player(replay.states[0]) == 0
    frames(ctx)
    top = replay.table_top()
    checked = 0
    for move in range(40):
        if move:
            click(ctx, replay.buttons["forward"].rect.center)
        if move % 6:
            continue
        frames(ctx)
        assert replay.index == move and len(replay.drawn_hands) == 3
        table = replay.table
        panels = [spot.panel.move(0, top) for spot in table.spots.values()]
        hand = [r.move(0, top) for _c, r in table.hand_rects(table.view())]
        hidden = [r for r in [*panels, *hand] for strip in replay.strip_rects
                  if strip.colliderect(r)]
        assert not hidden, f"move {move}: the open hands {replay.strip_rects} hide {hidden}"
        # Where the felt has no room (1280x800, 800x500) the table narrows beside a
        # column of strips: its panels stay apart from each other, and on the table.
        felt = pygame.Rect((0, top), table.size)
        overlapping = [(a, b) for i, a in enumerate(panels) for b in panels[i + 1:]
                       if a.colliderect(b)]
        assert not overlapping and all(felt.contains(p) for p in panels), (panels, felt)
        checked += 1
    assert checked == 7


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_open_hands_card_values_are_never_below_the_minimum_text_size(game_id):
    """Issue 19 play-test (X1, cX1): the replay's open hands shared one strip whose
    cards were sized by the longest hand, their values about 6 px at 1280×800 with free
    felt all around. Each seat now has a strip of its own, and at every window size
    every card of every open hand is drawn, whole in the window, at a width at which
    the game's smallest card value (its art's ``CARD_VALUE_SHARE``) is at least the
    minimum text size; no strip covers another."""
    found = []
    for size in ALL_SIZES:
        open_window(size)
        ctx = create_context(size, "en", sound=False)
        build_scene(ctx, "replay", game_id, 3)
        replay = ctx.scenes.top
        render_scene(ctx)
        least = min_text_pixels(ctx.theme)
        share = value_share(replay.table.package)
        window = pygame.Rect((0, 0), size)
        assert replay.drawn_hands, f"{size}: no open hand drawn"
        for seat, sprites in replay.drawn_hands.items():
            cards = replay.drawn_cards.get(seat, [])
            if len(cards) != len(sprites):
                found.append(f"{size} seat {seat}: {len(cards)} of {len(sprites)} cards")
            found += [f"{size} seat {seat}: card {rect} values at {rect.width * share:.1f} px"
                      f" (minimum {least})" for rect in cards if rect.width * share < least]
            found += [f"{size} seat {seat}: card {rect} leaves the window" for rect in cards
                      if not window.contains(rect)]
        strips = replay.strip_rects
        found += [f"{size}: strips {a} and {b} overlap" for i, a in enumerate(strips)
                  for b in strips[i + 1:] if a.colliderect(b)]
        pygame.quit()
    assert not found, "\n".join(found)


def test_chef_de_rang_open_hands_keep_clear_of_the_floor_plan(sized):
    """Issue 19 play-test: watching a 4-player Chef de rang match, the three open
    hands lay over the floor plan's bottom rows (tables 41 to 58, their markers) at
    1280x800, 800x500 and 1600x720. Stepped with real clicks on Next move: no strip
    hides the plan, a player's panel or the hand."""
    ctx = sized
    names = ("Ann", "Ada", "Basil", "Clove")
    replay = watched_replay(ctx, "chef-de-rang", names, 3)
    frames(ctx)
    top = replay.table_top()
    shown = 0
    for move in range(36):
        if move:
            click(ctx, replay.buttons["forward"].rect.center)
        if move % 5:
            continue
        frames(ctx)
        table = replay.table
        kept = [table.plan_rect, table.phase_panel, *table.seat_panels.values(),
                *(r for _c, r in table.hand_rects(table.view()))]
        hidden = [r.move(0, top) for r in kept for strip in replay.strip_rects
                  if strip.colliderect(r.move(0, top))]
        assert not hidden, f"move {move}: the open hands {replay.strip_rects} hide {hidden}"
        shown += bool(replay.strip_rects)
    assert shown >= 5


def test_scharfe_schoten_open_hands_keep_clear_of_the_trick(sized):
    """Issue 19 play-test: watching a 4-player Scharfe Schoten match at 1920x1080, Ada's
    open hand lay over the card she had played to the trick (the strips went wherever
    they hid no panel). Stepped with real clicks on Next move: no strip hides the
    trick, a player's panel, the trump order or the hand."""
    ctx = sized
    names = ("Ann", "Ada", "Basil", "Clove")
    replay = watched_replay(ctx, "scharfe-schoten", names, 3)
    frames(ctx)
    top = replay.table_top()
    for move in range(16):
        if move:
            click(ctx, replay.buttons["forward"].rect.center)
        if move % 3:
            continue
        frames(ctx)
        table = replay.table
        kept = [*trick_rects(table.lay, len(names), ctx.theme.px), table.lay.trumps,
                *(box.panel for box in table.lay.seats.values()),
                *(r for _c, r in table.hand_rects(table.view()))]
        hidden = [r.move(0, top) for r in kept for strip in replay.strip_rects
                  if strip.colliderect(r.move(0, top))]
        assert len(replay.strip_rects) == 3
        assert not hidden, f"move {move}: the open hands {replay.strip_rects} hide {hidden}"
