"""Where a replay's table has room neither on its felt nor in a column beside it for
every other seat's open hand, only the hand of the seat to move is open (issue 19
play-test: watching five cooks at 1280x800, four strips lay over the four opponents'
panels, their names and stars). Stepped with real clicks on Next move."""

import pytest

from game.ui.text_record import recording
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
