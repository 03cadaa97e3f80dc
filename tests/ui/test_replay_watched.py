"""Issue 19 re-check (both newcomers): a replay showed the live table's prompts: "Ada
is thinking…", "Player 1, choose your secret menu" with the menu chooser over the
table, "Your turn". The table a replay draws is watched: its banner says who is to
play, and no chooser or prompt shows for the player's own seat."""

from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.replay import ReplayScene
from game.ui.text_record import recording
from tests.ui.conftest import click, frames


def test_a_replay_says_who_is_to_play_and_asks_nobody(ctx):
    names = ("Ann", "Ada", "Basil", "Clove")
    # Seed 4: Ann chooses her menu first, so the replay opens where she chose it.
    setup = MatchSetup("too-many-cooks", tuple(Seat(n, "random") for n in names), 4, {})
    match = setup.start()
    while not match.over:
        match.play_bot()
    watched = MatchSetup("too-many-cooks", (Seat("Ann"), *setup.seats[1:]), 4, {})
    ctx.scenes.push(MenuScene(ctx))
    replay = ReplayScene(ctx, watched, list(match.log.actions))
    ctx.scenes.push(replay)
    text = ctx.text
    for move in range(6):
        if move:
            click(ctx, replay.buttons["forward"].rect.center)
        with recording() as record:
            frames(ctx)
        shown = record.strings()
        mover = names[replay.table.match.to_move]
        assert text("table.to_play", name=mover) in shown, (move, shown[:12])
        asked = [text("too_many_cooks.choose_menu", name="Ann"),
                 text("too_many_cooks.play_card", name="Ann"),
                 text("table.your_turn", name="Ann"), text("table.thinking", name=mover)]
        assert not set(asked) & set(shown), (move, set(asked) & set(shown))
        assert not replay.table.is_my_turn()


def test_a_chef_de_rang_replay_names_whose_hand_it_shows(ctx):
    """Issue 19 play-test: watching a Chef de rang match, the first seat's hand was
    headed "Your hand", though nobody in front of the screen holds it."""
    names = ("Ann", "Ada", "Basil", "Clove")
    setup = MatchSetup("chef-de-rang", tuple(Seat(n, "random") for n in names), 3, {})
    match = setup.start()
    while not match.over:
        match.play_bot()
    ctx.scenes.push(MenuScene(ctx))
    replay = ReplayScene(ctx, setup, list(match.log.actions))
    ctx.scenes.push(replay)
    click(ctx, replay.buttons["forward"].rect.center)
    with recording() as record:
        frames(ctx)
    shown = " ".join(record.strings())
    assert "Your hand" not in shown
    assert "Ann's hand" in shown
