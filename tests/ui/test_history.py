"""Issue 13 through real events: autosave and Continue (also after a crash), takebacks,
the move history and last trick, replays, and the round summary coming first."""

import json
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

import pygame
import pytest

import game.autosave
from game import registry
from game.engine.runner import Seat
from game.match_files import list_matches
from game.match_setup import MatchSetup
from game.registry import GAME_PACKAGES
from game.storage import read_stats, save_match, save_path
from game.too_many_cooks.rules import Phase
from game.too_many_cooks.table.history import open_hand
from game.ui.app import run_session
from game.ui.match_scene import MatchScene
from game.ui.move_history import describer
from game.ui.scenes.history import HistoryScene, LastTrickScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from tests.ui.conftest import click, frames, key, open_table, run_until
from tests.ui.test_scharfe_schoten_scene import play_human_turns
from tests.ui.test_too_many_cooks_scene import human_move

GAME = "too-many-cooks"
SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "random")]


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(tmp_path))
    return tmp_path


def play_human_moves(ctx, table, n):
    for _ in range(n):
        run_until(ctx, lambda: table.is_my_turn() or isinstance(ctx.scenes.top,
                                                                 RoundSummaryScene))
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        _action, pos = human_move(ctx, table)
        click(ctx, pos)


def saved_actions(path):
    return json.loads(path.read_text())["actions"]


def test_every_move_is_autosaved_and_continue_opens_it(ctx):
    table = open_table(ctx, GAME, SEATS, 7)
    play_human_moves(ctx, table, 3)
    ctx.save_writer.flush()
    [entry] = list_matches(GAME)
    assert len(saved_actions(entry.path)) == len(table.match.log.actions)
    state = table.match.state
    key(ctx, pygame.K_ESCAPE)
    quit_button = next(b for b in ctx.scenes.top.buttons if b.label == ctx.text("pause.quit"))
    click(ctx, quit_button.rect.center)  # Quit to menu, no Save click
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene) and menu.latest is not None
    assert menu.latest.names == ("Ann", "Basil", "Clove")
    click(ctx, menu.continue_button.rect.center)
    resumed = ctx.scenes.top
    assert isinstance(resumed, MatchScene) and resumed.match.state == state
    assert resumed.meta.match_id == entry.meta.match_id  # the same file goes on


def slow_disk(monkeypatch):
    """Every autosave takes a while to reach the disk, so only the window's own
    cleanup (which waits for the writer) can have the last move on disk."""


    real = game.autosave.write_atomically

    def slow(path, text):
        time.sleep(0.2)
        real(path, text)
    monkeypatch.setattr(game.autosave, "write_atomically", slow)


def continue_from_menu(ctx):
    """Back on a fresh main menu, as after a restart: click Continue."""
    ctx.scenes.clear_to(MenuScene(ctx))
    frames(ctx)
    click(ctx, ctx.scenes.top.continue_button.rect.center)
    return ctx.scenes.top


def test_a_crash_in_a_bot_loses_no_move(ctx, monkeypatch):


    table = open_table(ctx, GAME, SEATS, 8)
    play_human_moves(ctx, table, 4)
    slow_disk(monkeypatch)
    assert table.match.is_bot_turn()
    start = len(table.match.log.actions)
    for bot in (table.match.bots[1], table.match.bots[2]):
        def broken(view, legal, choose=bot.choose):
            # One good bot move inside the window's loop, then the next bot crashes.
            if len(table.match.log.actions) > start:
                raise RuntimeError("bot exploded")
            return choose(view, legal)
        monkeypatch.setattr(bot, "choose", broken)
    ctx.bot_worker = ThreadPoolExecutor(max_workers=1)  # as run_app plays: on a worker
    # The window's loop dies of the bot's exception; its cleanup is the only flush.
    with pytest.raises(RuntimeError, match="bot exploded"):
        run_session(ctx, 2000, fixed_dt=1 / 60)
    made = list(table.match.log.actions)
    assert len(saved_actions(list_matches(GAME)[0].path)) == len(made)
    ctx.bot_worker = None  # the next start of the app
    resumed = continue_from_menu(ctx)
    assert isinstance(resumed, MatchScene)
    assert resumed.match.log.actions[:len(made)] == made  # (then the bots go on)


def test_closing_the_window_mid_match_loses_no_move(ctx, monkeypatch):

    table = open_table(ctx, GAME, SEATS, 9)
    play_human_moves(ctx, table, 3)
    slow_disk(monkeypatch)
    moves = len(table.match.log.actions)
    # The bots play on; the window is closed right after one of them moved.
    run_until(ctx, lambda: len(table.match.log.actions) > moves)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run_session(ctx)
    assert not ctx.running
    made = list(table.match.log.actions)
    assert len(saved_actions(list_matches(GAME)[0].path)) == len(made)
    ctx.running = True
    resumed = continue_from_menu(ctx)
    assert isinstance(resumed, MatchScene)
    assert resumed.match.log.actions[:len(made)] == made  # (then the bots go on)


def test_an_old_single_save_is_listed_and_continues_as_a_match_file(ctx):

    match = MatchSetup(GAME, tuple(SEATS), 3, {}).start()
    while match.is_bot_turn() or not match.log.actions:
        match.play_bot() if match.is_bot_turn() else match.submit(match.legal_actions()[0])
    save_match(match)
    assert save_path(GAME).is_file()
    menu = MenuScene(ctx)
    ctx.scenes.push(menu)
    frames(ctx)
    click(ctx, menu.continue_button.rect.center)
    table = ctx.scenes.top
    assert isinstance(table, MatchScene) and table.match.state == match.state
    ctx.save_writer.flush()
    assert not save_path(GAME).exists() and len(list_matches(GAME)) == 1


def test_history_lists_moves_newest_first_and_keeps_menus_secret(ctx):
    table = open_table(ctx, GAME, [Seat("Ann"), Seat("Basil", "heuristic")], 5)
    run_until(ctx, lambda: table.is_my_turn())
    # Basil may have chosen before Ann: his menu must not be named.
    key(ctx, pygame.K_l)
    history = ctx.scenes.top
    assert isinstance(history, HistoryScene)
    lines = [line for group in history.groups for line in group.lines]
    basil = table.game.observe(table.match.state, 0).chosen[1]
    assert basil is None
    assert all("Basil chose the" not in line for line in lines)
    key(ctx, pygame.K_l)
    play_human_moves(ctx, table, 4)
    key(ctx, pygame.K_l)
    groups = ctx.scenes.top.groups
    assert groups[0].title == "Round 1"
    assert any("played the" in line for line in groups[0].lines)
    first = groups[-1].lines[-1]
    assert "chose" in first  # oldest last
    key(ctx, pygame.K_ESCAPE)
    ctx.text = __import__("game.engine.text", fromlist=["load_text"]).load_text("fr")
    key(ctx, pygame.K_l)
    assert ctx.scenes.top.groups[0].title == "Manche 1"


def test_history_groups_each_round_by_trick_in_both_trick_games(ctx):

    table = open_table(ctx, GAME, SEATS, 5)
    while len(table.match.state.table.tricks) < 2:
        play_human_moves(ctx, table, 1)
    key(ctx, pygame.K_l)
    groups = ctx.scenes.top.groups
    done = len(table.match.state.table.tricks)
    tricks = [g for g in groups if g.trick.startswith("Trick")]
    numbers = [int(g.trick.split()[1]) for g in tricks]
    assert numbers == list(range(numbers[0], 0, -1)) and numbers[0] in (done, done + 1)
    assert {g.title for g in tricks} == {"Round 1"}
    finished = table.match.state.table.tricks
    for group, trick in zip(reversed(tricks[-done:]), finished, strict=True):
        # each finished trick: its cards, the last one took the pot
        assert len(group.lines) == len(trick.plays) and "took the pot" in group.lines[0]
    assert groups[-1].trick == "Menus" and "chose" in groups[-1].lines[-1]  # the menus
    rows = [text for text, _level in ctx.scenes.top.rows]
    assert rows.count("Round 1") == 1 and rows.index("Round 1") < rows.index("Trick 1")
    key(ctx, pygame.K_ESCAPE)
    ctx.scenes.clear_to(MenuScene(ctx))
    schoten = open_table(ctx, "scharfe-schoten", [Seat("Ann"), Seat("Basil", "heuristic"),
                                                  Seat("Clove", "heuristic")], 5)
    play_human_turns(ctx, schoten, lambda: schoten.match.state.table.last_winner >= 0
                     and not schoten.busy)
    key(ctx, pygame.K_l)
    groups = ctx.scenes.top.groups
    first = next(g for g in groups if g.trick == "Trick 1")
    assert first.title == "Round 1"
    assert any(line.endswith("won the trick.") for line in first.lines)
    rack = [line for line in first.lines if "from the rack" in line]
    assert rack in ([], [first.lines[0]])  # the winner's rack card goes with the trick
    assert len([line for line in first.lines if " played " in line]) == 3


def test_last_trick_shows_who_played_what_and_who_took_it(ctx):
    table = open_table(ctx, GAME, SEATS, 5)
    for _ in range(60):
        if table.match.state.table.tricks:
            break
        play_human_moves(ctx, table, 1)
    run_until(ctx, lambda: not table.busy)
    key(ctx, pygame.K_t)
    shown = ctx.scenes.top
    assert isinstance(shown, LastTrickScene)
    lines = shown.groups[0].lines
    titles = [text for text, level in shown.rows if level < 2]
    assert titles == [] and shown.title == "Last trick"  # the title once, on the panel
    trick = table.match.state.table.tricks[-1]
    assert len(lines) == len(trick.plays) + 1 and "took the pot" in lines[-1]
    assert lines[0].startswith(table.seat_name(trick.plays[0].seat))


def test_the_round_summary_comes_before_anything_of_the_next_round(ctx):
    table = open_table(ctx, GAME, [Seat("Ann"), Seat("Basil", "heuristic")], 5)
    while not table.owed:
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            break
        if table.is_my_turn():
            _a, pos = human_move(ctx, table)
            click(ctx, pos)
        else:
            frames(ctx)
    assert table.match.state.table.round == 2 and table.match.state.table.phase is Phase.MENU
    while not isinstance(ctx.scenes.top, RoundSummaryScene):
        shown = table.view()
        assert shown.table.round == 1 and shown.table.phase is Phase.PLAY
        frames(ctx)
    assert table.view().table.round == 1  # under the summary, still the old round
    click(ctx, ctx.scenes.top.button.rect.center)
    assert table.view().table.round == 2


def test_a_click_during_an_animation_finishes_it(ctx):
    table = open_table(ctx, GAME, [Seat("Ann"), Seat("Basil", "heuristic")], 5)
    ctx.theme.pace = type(ctx.theme.pace)(bot_move_s=0.0, animation_s=5.0, trick_hold_s=5.0)
    while table.match.state.table.phase is not Phase.PLAY:
        play_human_moves(ctx, table, 1)
    run_until(ctx, lambda: table.is_my_turn())
    _a, pos = human_move(ctx, table)
    click(ctx, pos)
    assert table.animating
    mine = {id(f) for f in table.flights}
    moves = len(table.match.log.actions)
    click(ctx, (640, 300))
    assert not mine & {id(f) for f in table.flights}  # finished at once
    assert len(table.match.log.actions) == moves + 1  # the table went on: the bot moved


def test_a_finished_match_moves_to_replays_and_is_watched_from_the_results(ctx):
    seats = [Seat("Ann", None), Seat("Basil", "heuristic")]
    table = open_table(ctx, GAME, seats, 4)
    ctx.settings.auto_play_forced = True
    for _ in range(20000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
        elif table.is_my_turn():
            _a, pos = human_move(ctx, table)
            click(ctx, pos)
        else:
            frames(ctx)
    results = ctx.scenes.top
    assert isinstance(results, ResultsScene) and results.replay is not None
    ctx.save_writer.flush()
    assert list_matches(GAME) == [] and len(list_matches(GAME, finished=True)) == 1
    stats, _ = read_stats()
    assert stats[GAME].results[-1].assisted is False
    click(ctx, results.replay.rect.center)
    replay = ctx.scenes.top
    assert isinstance(replay, ReplayScene) and replay.index == 0, "a replay opens at the start"
    key(ctx, pygame.K_END)
    assert replay.index == len(table.match.log.actions)
    key(ctx, pygame.K_HOME)
    assert replay.index == 0
    key(ctx, pygame.K_RIGHT)
    assert replay.index == 1 and replay.table.match.state == replay.states[1]
    key(ctx, pygame.K_PAGEDOWN)
    assert replay.table.match.state.table.round == 2
    key(ctx, pygame.K_v)
    assert replay.viewer == 0
    key(ctx, pygame.K_l)
    assert isinstance(ctx.scenes.top, HistoryScene)


def test_replay_check_and_simulate_save_dir(tmp_path):
    out = tmp_path / "games"
    run = [sys.executable, "main.py", "simulate", "--game", "scharfe-schoten", "--players",
           "3", "--bots", "heuristic,random,heuristic", "--games", "2", "--save-dir", str(out)]
    assert subprocess.run(run, capture_output=True, text=True).returncode == 0
    files = sorted(out.glob("*.json"))
    assert len(files) == 2
    done = subprocess.run([sys.executable, "main.py", "replay", str(files[0]), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0 and "finished; scores:" in done.stdout
    broken = tmp_path / "broken.json"
    broken.write_text(files[0].read_text().replace('"seed"', '"sead"'))
    bad = subprocess.run([sys.executable, "main.py", "replay", str(broken), "--check"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and len(bad.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang",
                                     "safranito"])
def test_a_replay_with_all_hands_open_shows_every_hidden_hand(ctx, game_id):

    seats = (Seat("Ann", "random"), Seat("Basil", "random"), Seat("Clove", "random"))
    setup = MatchSetup(game_id, seats, 6, {})
    match = setup.start()
    reveal = describer(registry_package(game_id)).open_hand
    for _ in range(400):  # until Basil holds something hidden
        match.play_bot()
        if len(match.log.actions) >= 12 and reveal(match.game, match.state, 1):
            break
    replay = ReplayScene(ctx, setup, list(match.log.actions))
    ctx.scenes.push(replay)
    key(ctx, pygame.K_END)  # where Basil holds something hidden
    state = replay.states[replay.index]
    assert replay.viewer is None
    basil = reveal(replay.table.game, state, 1)
    assert basil and replay.drawn_hands[1] == basil and 2 in replay.drawn_hands
    assert 0 not in replay.drawn_hands  # the table itself shows Ann's hand
    key(ctx, pygame.K_v)  # Ann's view: nothing of the others' hands
    assert replay.viewer == 0 and replay.drawn_hands == {}
    key(ctx, pygame.K_v)
    assert replay.viewer == 1 and replay.drawn_hands == {}


def registry_package(game_id):

    return GAME_PACKAGES[game_id]


def test_an_open_hands_replay_shows_too_many_cooks_secret_menus():
    """The menus chosen in secret are part of what an open-hands replay reveals."""

    game = registry.rules("too-many-cooks")
    state = game.new_game(3, 4, {})
    while all(menu is None for menu in state.chosen):
        state = game.apply(state, game.legal_actions(state)[0])
    seat = next(s for s, menu in enumerate(state.chosen) if menu is not None)
    sprites = open_hand(game, state, seat)
    assert sprites[0] == f"too_many_cooks/menu_{state.chosen[seat]}"
    assert len(sprites) == 1 + len(state.hands[seat])


def test_history_tells_a_bouillon_from_a_boil_over(ctx):
    """Check of issue 19, finding 10: the History said "played the 0 of Onion" for both
    zeros, so "took the pot (10)" did not add up when one was the red boil-over. Every
    zero played is named for what it is (History opened with L)."""
    table = open_table(ctx, GAME, [Seat("Ann"), Seat("Basil", "heuristic"),
                                   Seat("Clove", "heuristic")], 5)
    cards = table.view().table.data.cards
    zeros: set[int] = set()
    for _ in range(60):
        play_human_moves(ctx, table, 1)
        played = [p.card for p in table.view().table.trick]
        zeros |= {c for c in played if cards[c].value == 0 and cards[c].suit != "chili"}
        if any(cards[c].boil_over for c in zeros) and any(cards[c].bouillon for c in zeros):
            break
    assert zeros
    key(ctx, pygame.K_l)
    lines = " ".join(line for group in ctx.scenes.top.groups for line in group.lines)
    assert " 0 of " not in lines
    for card in zeros:
        kind = "boil_over" if cards[card].boil_over else "bouillon"
        assert ctx.text(f"too_many_cooks.history.{kind}",
                        suit=ctx.text(f"too_many_cooks.suits.{cards[card].suit}")) in lines
