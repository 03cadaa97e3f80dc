"""Issue 19 re-check (both newcomers): a replay showed the live table's prompts: "Ada
is thinking…", "Player 1, choose your secret menu" with the menu chooser over the
table, "Your turn". The table a replay draws is watched: its banner says who is to
play, and no chooser or prompt shows for the player's own seat."""

from game.ui.text_record import recording
from tests.ui.conftest import click, frames, watched_replay


def test_a_replay_says_who_is_to_play_and_asks_nobody(ctx):
    names = ("Ann", "Ada", "Basil", "Clove")
    # Seed 4: Ann chooses her menu first, so the replay opens where she chose it.
    replay = watched_replay(ctx, "too-many-cooks", names, 4, player_watches=True)
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
    replay = watched_replay(ctx, "chef-de-rang", names, 3)
    click(ctx, replay.buttons["forward"].rect.center)
    with recording() as record:
        frames(ctx)
    shown = " ".join(record.strings())
    assert "Your hand" not in shown
    assert "Ann's hand" in shown
