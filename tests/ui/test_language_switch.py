"""Switching Language in Settings (issue 19, defect 1): the settings rows stay on
screen in the new language, and a running table speaks it at once, its tool buttons
(Undo, History, Hint, Last trick) included."""

import re

import pygame
import pytest

from game import registry
from game.engine.runner import Seat
from game.engine.text import read_language
from game.match_files import (
    finished_path,
    list_matches,
    new_meta,
    rebuild,
    write_match_file,
)
from game.match_setup import MatchSetup
from game.ui import text_record
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.matches import entry_parts
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup import SetupScene
from game.ui.table_classes import table_class
from tests.ui.conftest import (
    click,
    finished_match,
    frames,
    key,
    open_replay,
    open_setup_by_click,
    open_table,
    quick_window,
)


def english_only() -> set[str]:
    """English texts that French words differently (a drawn one means a stale label)."""
    en, fr = read_language("en"), read_language("fr")
    french = set(fr.values())
    return {value for value in en.values() if value not in french and len(value) > 2}


def next_language(ctx, settings: SettingsScene) -> None:
    """Click the › arrow of the Language row."""
    row = next(r for r in settings.rows if r.field == "language")
    click(ctx, row.chooser._arrows()[1].center)


def drawn(ctx) -> list[str]:
    with text_record.recording() as record:
        frames(ctx)
    return [label.content for label in record.visible()]


def test_settings_rows_stay_after_switching_language(ctx):
    ctx.scenes.push(MenuScene(ctx))
    frames(ctx)
    menu = ctx.scenes.top
    click(ctx, menu.settings_button.rect.center)
    settings = ctx.scenes.top
    assert isinstance(settings, SettingsScene)
    next_language(ctx, settings)
    assert ctx.text.language == "fr"
    shown = drawn(ctx)
    for row in settings.rows:
        assert row.chooser.rect.height > 0
        assert ctx.text(row.label_key) in shown
        assert row.chooser.choices[row.chooser.index][1] in shown
    assert not set(shown) & english_only(), set(shown) & english_only()


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_a_running_table_speaks_the_new_language_at_once(ctx, game_id):
    """The words switch; the seats' names do not: "Player 1" was set up as the player's
    name and stays it for the match (newcomer pass D41, finding 15, reversing the issue
    19 play-test's "Joueur 1" on a switched table: a name that changes mid-match loses
    the player)."""
    count = registry.rules(game_id).min_players + 1
    open_table(ctx, game_id, [Seat("Player 1")] + [Seat(f"Bot {i}", "random")
                                                   for i in range(1, count)], 3)
    frames(ctx, 30)
    assert "Undo" in drawn(ctx) or "History" in drawn(ctx)
    key(ctx, pygame.K_ESCAPE)
    pause = ctx.scenes.top
    click(ctx, next(b for b in pause.buttons if b.label == "Settings").rect.center)
    next_language(ctx, ctx.scenes.top)
    key(ctx, pygame.K_ESCAPE)  # closes Settings
    key(ctx, pygame.K_ESCAPE)  # resumes the table
    shown = drawn(ctx)
    assert ctx.text("history.button") in shown
    assert not set(shown) & english_only(), set(shown) & english_only()
    words = " ".join(shown)
    assert "Player 1" in words and "Joueur 1" not in words, shown


def test_the_window_is_titled_kitchen_table_in_every_language(ctx):
    """Issue 23: the window's title is the product's name, "Kitchen Table", also after
    switching to French (it used to become the French menu heading)."""
    ctx.scenes.push(MenuScene(ctx))
    frames(ctx)
    click(ctx, ctx.scenes.top.settings_button.rect.center)
    next_language(ctx, ctx.scenes.top)
    assert ctx.text.language == "fr" and pygame.display.get_init()
    assert pygame.display.get_caption()[0] == "Kitchen Table"


def words(shown: list[str]) -> set[str]:
    """The whole words drawn ("Basil" is not in "Basile")."""
    return set(re.findall(r"\w+", " ".join(shown)))


def switch_language_from_the_table(ctx) -> None:
    """Esc → Settings → the Language row's › arrow, then back to the table."""
    key(ctx, pygame.K_ESCAPE)
    pause = ctx.scenes.top
    click(ctx, next(b for b in pause.buttons if b.label == "Settings").rect.center)
    next_language(ctx, ctx.scenes.top)
    key(ctx, pygame.K_ESCAPE)  # closes Settings
    key(ctx, pygame.K_ESCAPE)  # resumes the table


def played_by_ann():
    """A finished match set up in English: Ann against the bots Basil and Clove."""
    setup, match = finished_match("too-many-cooks", ("Ann", "Basil", "Clove"), 3)
    setup = MatchSetup(setup.game_id, (Seat("Ann"), *setup.seats[1:]), setup.seed, {})
    return setup, rebuild(setup, match.log.actions)


def test_seat_names_stay_after_a_language_switch(ctx):
    """Newcomer pass D41, finding 15: a match started in English (Ada, Basil, Clove from
    the setup screen) had its bots renamed Basile and Clou after Settings → Language →
    Français mid-match. Names are the setup's, fixed for the match: on the table, in the
    History, on the results and in the replay."""
    setup = open_setup_by_click(ctx, "too-many-cooks")
    assert isinstance(setup, SetupScene)
    names = [row.name.value for row in setup.rows[: setup.count.value]]
    assert names[1:] == ["Ada", "Basil", "Clove"], names
    click(ctx, setup.start_button.rect.center)
    table = ctx.scenes.top
    frames(ctx, 30)
    # Moves by a bot and by the player, for the History to name a bot: the seed is
    # fresh, and where the player chose first 30 frames saw no move at all.
    for _ in range(600):
        if len(table.match.log.actions) >= len(names):  # a move by each seat
            break
        if table.is_my_turn() and not table.busy:
            table.submit(table.match.legal_actions()[0])
        frames(ctx)
    assert [table.seat_name(s) for s in range(len(names))] == names
    switch_language_from_the_table(ctx)
    assert ctx.text.language == "fr" and ctx.scenes.top is table
    assert [table.seat_name(s) for s in range(len(names))] == names
    french, english = {"Basile", "Clou"}, {"Basil", "Clove"}
    shown = words(drawn(ctx))
    assert english <= shown and not french & shown, shown
    key(ctx, pygame.K_l)  # the History
    assert isinstance(ctx.scenes.top, HistoryScene)
    shown = words(drawn(ctx))
    assert english & shown and not french & shown, shown
    key(ctx, pygame.K_ESCAPE)
    # A match played through in English, its results and its replay seen in French.
    played_setup, match = played_by_ann()
    played = table_class("too-many-cooks")(ctx, match, played_setup)
    played.records_results = False
    ctx.scenes.push(played)
    played.show_results()
    assert isinstance(ctx.scenes.top, ResultsScene)
    shown = words(drawn(ctx))
    assert english | {"Ann"} <= shown and not french & shown, shown
    replay = open_replay(ctx, played_setup, match)
    click(ctx, replay.buttons["forward"].rect.center)
    shown = words(drawn(ctx))
    assert english <= shown and not french & shown, shown


def test_the_replay_list_names_the_players_as_the_match_did():
    """The replay list's line for a match set up in English, read in either language."""
    _setup, match = played_by_ann()
    meta = new_meta(3)
    write_match_file(finished_path("too-many-cooks", meta), match, meta)
    entry = next(e for e in list_matches("too-many-cooks", finished=True)
                 if e.meta.match_id == meta.match_id)
    for language in ("fr", "en"):
        for context in quick_window(language=language):
            players, _progress, _when = entry_parts(context, entry)
            assert all(name in words([players]) for name in ("Ann", "Basil", "Clove")), players
