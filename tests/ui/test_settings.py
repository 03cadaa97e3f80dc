"""The settings screen: opened from the menu and the pause menu, changes apply at once
and are kept in ``settings.json`` (checked like a save; a bad file is set aside)."""

import pygame
import pytest

from game.engine.runner import Seat
from game.storage import data_dir
from game.ui.app import run_frames
from game.ui.context import Settings
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings import SettingsScene
from game.ui.settings_file import read_settings, settings_path, write_settings
from tests.ui.conftest import click, frames, key, open_from_menu, open_table


@pytest.fixture(autouse=True)
def fresh_file():
    settings_path().unlink(missing_ok=True)
    yield
    settings_path().unlink(missing_ok=True)


def open_settings(ctx) -> SettingsScene:
    scene = open_from_menu(ctx, "settings_button")
    assert isinstance(scene, SettingsScene)
    return scene


def row(scene, field):
    return next(r for r in scene.rows if r.field == field)


def test_bot_speed_steps_slow_normal_fast_and_is_saved(ctx):
    scene = open_settings(ctx)
    pace = row(scene, "bot_pace").chooser
    labels = [label for _value, label in pace.choices]
    assert labels == ["Slow", "Normal", "Fast"]
    assert pace.value == 1.0
    click(ctx, (pace.rect.right - 5, pace.rect.centery))  # › arrow
    assert ctx.settings.bot_pace == 0.4
    saved, notice = read_settings()
    assert notice is None and saved.bot_pace == 0.4


def test_keyboard_moves_between_rows_and_changes_values(ctx):
    scene = open_settings(ctx)
    for _ in range(3):
        key(ctx, pygame.K_DOWN)
    assert scene.rows[scene.focus].field == "volume"
    key(ctx, pygame.K_LEFT)
    assert ctx.settings.volume == pytest.approx(0.6)
    assert ctx.sound.volume == pytest.approx(0.6)
    key(ctx, pygame.K_UP)
    key(ctx, pygame.K_LEFT)  # sound off
    assert not ctx.settings.sound_on and ctx.sound.volume == 0
    key(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, MenuScene)


def test_language_applies_at_once(ctx):
    scene = open_settings(ctx)
    key(ctx, pygame.K_RIGHT)  # language row has the focus first
    assert ctx.settings.language == "fr" and ctx.text.language == "fr"
    assert scene.close_button.label == "Terminé"
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top.settings_button.label == "Réglages"


def test_settings_from_the_pause_menu(ctx):
    table = open_table(ctx, "too-many-cooks", [Seat("Ann", None), Seat("B", "random"),
                                                Seat("C", "random")], 3)
    key(ctx, pygame.K_ESCAPE)
    pause = ctx.scenes.top
    settings_button = next(b for b in pause.buttons if b.label == "Settings")
    click(ctx, settings_button.rect.center)
    assert isinstance(ctx.scenes.top, SettingsScene)
    key(ctx, pygame.K_ESCAPE)
    assert ctx.scenes.top is pause and table in ctx.scenes


def test_the_file_round_trips_and_a_bad_one_is_set_aside():
    write_settings(Settings(language="fr", volume=0.4, aim_help="path", fullscreen=True))
    settings, notice = read_settings()
    assert notice is None
    assert (settings.language, settings.volume, settings.aim_help) == ("fr", 0.4, "path")
    for bad in ('{"format": 1, "volume": 7}', '{"format": 1, "aim_help": "laser"}',
                '{"format": 1, "colour": true}', "not json", '{"format": 9}'):
        settings_path().write_text(bad, encoding="utf-8")
        settings, notice = read_settings()
        assert settings == Settings() and notice and "set aside" in notice
        assert not settings_path().exists()
    for aside in data_dir().glob("settings.json.damaged-*"):
        aside.unlink()


def test_animation_speed_scales_flights(ctx):
    table = open_table(ctx, "too-many-cooks", [Seat("Ann", None), Seat("B", "random"),
                                                Seat("C", "random")], 3)
    image = pygame.Surface((4, 4))
    ctx.settings.animation_speed = 2.0
    table.fly(image, (0, 0), (10, 10), duration=0.2)
    flight = table.flights[-1]
    run_frames(ctx, 1, fixed_dt=0.1)
    assert flight.done, "0.1 s at double speed carries a 0.2 s flight to its end"
    assert not any(f.duration == 0.2 and not f.done and f.image is image for f in table.flights)


def test_colour_blind_symbols_mark_safranito_tokens_by_seat_shape(ctx):
    """Safranito's tokens are the one thing told apart by seat colour alone: with the
    setting on, each also carries its seat's shape (drawn over the token, so the board
    looks different exactly where tokens lie)."""
    seats = [Seat("Ann", "heuristic"), Seat("Basil", "heuristic")]
    table = open_table(ctx, "safranito", seats, 5)
    for _ in range(2000):
        if table.view().board and table.show is None and not table.animating:
            break
        frames(ctx)
    tokens = table.view().board
    assert tokens, "a token should be on the board by now"

    def drawn() -> pygame.Surface:
        surface = pygame.Surface(ctx.size)
        table.draw(surface)
        return surface

    ctx.settings.colour_symbols = False
    plain = drawn()
    ctx.settings.colour_symbols = True
    marked = drawn()
    x, y = table.painter.view.to_screen(tokens[0].x, tokens[0].y)
    near = pygame.Rect(0, 0, table.painter.token_px * 2, table.painter.token_px * 2)
    near.center = (round(x), round(y))
    differs = [(px, py) for px in range(near.left, near.right, 2)
               for py in range(near.top, near.bottom, 2)
               if plain.get_at((px, py)) != marked.get_at((px, py))]
    assert differs


def test_the_main_menus_language_button_is_saved_like_the_settings_row(ctx):
    """Issue 19 recheck: the menu's language button changed the words but left
    settings.json alone, so the next launch came back in the old language."""
    menu = MenuScene(ctx)
    ctx.scenes.push(menu)
    frames(ctx)
    click(ctx, menu.language_button.rect.center)
    assert ctx.settings.language == "fr" and menu.settings_button.label == "Réglages"
    saved, notice = read_settings()  # what the next launch reads
    assert notice is None and saved.language == "fr"
    click(ctx, menu.language_button.rect.center)
    assert read_settings()[0].language == "en"
