"""Where a replay's table has room neither on its felt nor in a column beside it for
every other seat's open hand, only the hand of the seat to move is open (issue 19
play-test: watching five cooks at 1280x800, four strips lay over the four opponents'
panels, their names and stars). Stepped with real clicks on Next move."""

import pygame
import pytest

from game.ui.open_hands import value_share
from game.ui.text_record import recording
from game.ui.widgets import min_text_pixels
from tests.ui.conftest import ALL_SIZES, click, frames, quick_window, size_ids, watched_replay

NAMES = ("Ann", "Ada", "Basil", "Clove", "Dill")


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
def test_five_cooks_open_hands_never_hide_a_players_panel(size):
    for ctx in quick_window(size):
        replay = watched_replay(ctx, "too-many-cooks", NAMES, 5, player_watches=True)
        frames(ctx)
        top = replay.table_top()
        crowded = 0
        for move in range(1, 31):
            click(ctx, replay.buttons["forward"].rect.center)
            frames(ctx)
            panels = [spot.panel.move(0, top) for spot in replay.table.spots.values()]
            hidden = [panel for strip in replay.strip_rects for panel in panels
                      if strip.colliderect(panel)]
            assert not hidden, f"{size} move {move}: {replay.strip_rects} hide {hidden}"
            if replay.crowded():  # the first seat's hand is the table's own, below
                mover = replay.table.game.current_player(replay.states[replay.index])
                assert list(replay.drawn_hands) == ([mover] if mover else [])
                crowded += 1
            else:
                assert len(replay.drawn_hands) == len(NAMES) - 1
        assert crowded in (0, 30)


def test_the_bar_says_whose_hand_is_open_when_only_one_is(ctx):
    replay = watched_replay(ctx, "too-many-cooks", NAMES, 5, player_watches=True)
    click(ctx, replay.buttons["forward"].rect.center)
    frames(ctx)
    assert replay.crowded(), "five cooks at 1280x800 leave no room for four open hands"
    with recording() as record:
        frames(ctx)
    words = " ".join(record.strings())
    assert ctx.text("replay.mover_open") in words
    assert ctx.text("replay.all_open") not in words


CROWDED_SIZES = [(800, 500), (1280, 800), (1920, 1080)]
"""Where five cooks' open hands find room neither on the felt nor in a column."""


def joined(start: pygame.Rect, rects: list[pygame.Rect], reach: int) -> list[pygame.Rect]:
    """The rects reached from ``start`` going from one to another that touches it
    (within ``reach`` pixels)."""
    reached, edge = [], [start]
    while edge:
        here = edge.pop()
        for rect in rects:
            if rect not in reached and here.inflate(2 * reach, 2 * reach).colliderect(rect):
                reached.append(rect)
                edge.append(rect)
    return reached


@pytest.mark.parametrize("size", CROWDED_SIZES, ids=size_ids(CROWDED_SIZES))
def test_the_lone_open_hand_hangs_from_its_players_panel_in_readable_cards(size):
    """Newcomer play-test, five cooks at 800×500: the one open hand lay under a
    neighbour's panel (Basil's under Ada's, Clove's under Dill's), only a small
    coloured name saying whose it was, its card values at the 8 px floor. Stepped with
    real clicks on Next move: the strip is joined to the mover's own panel (touching
    it, or by a tab across the felt), joined to no other panel, and its card values are
    a fifth above the minimum text size at least."""
    for ctx in quick_window(size):
        replay = watched_replay(ctx, "too-many-cooks", NAMES, 5, player_watches=True)
        frames(ctx)
        top, px = replay.table_top(), ctx.theme.px
        legible = 1.2 * min_text_pixels(ctx.theme)
        checked, found = 0, []
        for move in range(1, 31):
            click(ctx, replay.buttons["forward"].rect.center)
            frames(ctx)
            assert replay.crowded()
            mover = replay.table.game.current_player(replay.states[replay.index])
            if not mover:  # the first seat's hand is the table's own, below
                continue
            checked += 1
            panels = {seat: spot.panel.move(0, top) for seat, spot in replay.table.spots.items()}
            cards = replay.drawn_cards[mover]
            strip = next(r for r in replay.strip_rects if r.contains(cards[-1]))
            reached = joined(panels[mover], replay.strip_rects, px(3))
            if strip not in reached:
                found.append(f"move {move}: {NAMES[mover]}'s hand {strip} is not joined to "
                             f"their panel {panels[mover]}")
            others = [panels[seat] for seat in panels if seat != mover]
            if [p for p in others for r in reached if r.inflate(2, 2).colliderect(p)]:
                found.append(f"move {move}: {NAMES[mover]}'s hand joins another's panel")
            values = min(card.width for card in cards) * value_share("too_many_cooks")
            if values < legible:
                found.append(f"move {move}: {NAMES[mover]}'s card values {values:.1f} px")
        assert checked >= 20
        assert not found, f"{size}:\n" + "\n".join(found)


def test_a_replay_shows_no_menu_picker_at_its_start(ctx):
    """Newcomer play-test: at move 0 the replay showed the live "pick this round's
    secret menu" dialog over the table (the player's seat chose first), and a click on
    a menu only brought its tip. A replay draws the table at move 0 without it."""
    names = ("Ann", "Ada", "Basil", "Clove")
    # Seed 4: Ann chooses her menu first, so the replay opens where she chose it.
    replay = watched_replay(ctx, "too-many-cooks", names, 4, player_watches=True)
    table = replay.table
    assert replay.index == 0 and table.game.current_player(replay.states[0]) == 0
    menus = table.menu_rects(table.view())
    assert menus, "Ann has her menu to choose at move 0"
    at = menus[0][1].move(0, replay.table_top()).center
    click(ctx, at)
    with recording() as record:
        frames(ctx)
    shown = record.strings()
    assert ctx.text("too_many_cooks.choose_menu_hint") not in shown
    menu_names = {ctx.text(f"too_many_cooks.menus.{menu}") for menu, _rect in menus}
    assert not menu_names & set(shown), menu_names & set(shown)
    tip = ctx.text("too_many_cooks.tips.menu",
                   menu=ctx.text(f"too_many_cooks.menus.{menus[0][0]}"))
    assert tip not in " ".join(shown)
    assert replay.index == 0 and replay.table.match.state is replay.states[0]
