"""The settings screen, from the main menu and the pause menu.

Every row is a ‹ value › chooser; a change applies at once (language, full screen,
sound, speeds, help) and is written to ``settings.json`` (see
:mod:`game.ui.settings_file`). Up/Down pick a row, Left/Right change it, Escape or
Enter closes.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

import pygame

from game.engine.disk import fault_kind
from game.engine.text import available_languages, first_capital, load_text
from game.ui.context import Context, Settings
from game.ui.scene import Scene
from game.ui.settings_file import write_settings
from game.ui.widgets import Button, Chooser, dim, draw_panel, draw_text, shared_size

BOT_PACES = ((1.8, "slow"), (1.0, "normal"), (0.4, "fast"))
"""Bot speed, in the order the arrows step (slow → normal → fast)."""
ANIMATION_SPEEDS = ((0.4, "slow"), (1.0, "normal"), (1.8, "fast"))
"""Slow is slow: a trick stays and travels two and a half times as long as at Normal."""
VOLUMES = (0.0, 0.2, 0.4, 0.6, 0.8, 1.0)


@dataclass
class SettingRow:
    field: str
    label_key: str
    chooser: Chooser


def change_setting(ctx: Context, field: str, value: Any) -> str:
    """Apply one setting and write ``settings.json``: the one path every control that
    changes a setting takes (this screen's rows, the main menu's language button), so a
    choice made anywhere is there at the next launch. Returns "" or the sentence saying
    why the file could not be written (the change still applies for this session)."""
    before = ctx.settings
    ctx.settings = replace(before, **{field: value})
    if field == "language":
        ctx.file_language = None  # chosen on screen: the player's, not the flag's
    apply_settings(ctx, before)
    try:
        write_settings(ctx.settings_to_save())
    except OSError as exc:
        logging.getLogger("kitchen_table").warning("settings not saved: %s", exc)
        return ctx.text("settings.save_failed", reason=ctx.text(f"save.reason_{fault_kind(exc)}"))
    return ""


def apply_settings(ctx: Context, before: Settings | None = None) -> None:
    """Make ``ctx.settings`` take effect: sound volume, full screen, language."""
    settings = ctx.settings
    ctx.sound.volume = settings.volume if settings.sound_on else 0.0
    if before is None:
        return
    if settings.fullscreen != before.fullscreen and pygame.display.get_surface() is not None:
        set_fullscreen(settings.fullscreen)
    if settings.language != before.language:
        ctx.text = load_text(settings.language)
        if pygame.display.get_init():
            pygame.display.set_caption(ctx.text("app.window_title"))
        ctx.scenes.language_changed()


_windowed_size: tuple[int, int] = (1280, 800)


def set_fullscreen(on: bool) -> None:
    """Switch the window to full screen (desktop size) or back to its last window size."""
    global _windowed_size
    surface = pygame.display.get_surface()
    if on:
        if surface is not None:
            _windowed_size = surface.get_size()
        pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
    else:
        pygame.display.set_mode(_windowed_size, pygame.RESIZABLE)
    size = display.get_size() if (display := pygame.display.get_surface()) else (0, 0)
    # The frame loop lays the scenes out again for the new size (game.ui.app).
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


class SettingsScene(Scene):
    overlay = True

    def __init__(self, ctx: Context, on_close: Callable[[], None] | None = None) -> None:
        super().__init__(ctx)
        self.on_close = on_close
        self.focus = 0
        self.message = ""
        self.close_button = Button("", self.close, primary=True)
        self.rows: list[SettingRow] = []
        self.build()

    def build(self) -> None:
        """The rows, labelled in the current language (rebuilt when it changes)."""
        text = self.ctx.text
        on_off = [(False, text("settings.off")), (True, text("settings.on"))]
        speeds = [(v, text(f"setup.speed_{k}")) for v, k in BOT_PACES]
        animation = [(v, text(f"setup.speed_{k}")) for v, k in ANIMATION_SPEEDS]
        languages = [(lang, load_text(lang)("settings.language_name"))
                     for lang in available_languages()]
        specs: list[tuple[str, list[tuple[Any, str]]]] = [
            ("language", languages),
            ("fullscreen", on_off),
            ("sound_on", on_off),
            ("volume", [(v, f"{round(v * 100)} %") for v in VOLUMES]),
            ("animation_speed", animation),
            ("bot_pace", speeds),
            ("auto_play_forced", on_off),
            ("aim_help", [(v, first_capital(text(f"safranito.aim_help.{v}")))
                          for v in ("none", "line", "path")]),
            ("colour_symbols", on_off),
        ]
        self.rows = []
        for field, choices in specs:
            chooser = Chooser(choices, on_change=self.changer(field))
            current = getattr(self.ctx.settings, field)
            chooser.index = min(range(len(choices)),
                                key=lambda i: closeness(choices[i][0], current))
            self.rows.append(SettingRow(field, f"settings.{field}", chooser))
        self.close_button.label = text("settings.close")

    def changer(self, field: str) -> Callable[[Any], None]:
        return lambda value: self.change(field, value)

    def change(self, field: str, value: Any) -> None:
        self.message = change_setting(self.ctx, field, value)
        if field == "language":
            self.build()  # new rows with the new words: they need their places too
            self.layout()
        self.ctx.sound.play("click")

    def close(self) -> None:
        self.ctx.scenes.pop()
        if self.on_close is not None:
            self.on_close()

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        row_h = px(54)
        note_h = px(26) if self.sound_note() else 0
        self.panel = pygame.Rect(0, 0, px(760),
                                 px(150) + row_h * len(self.rows) + note_h + px(60))
        self.panel.center = (width // 2, height // 2)
        top = self.panel.top + px(96)
        for i, row in enumerate(self.rows):
            row.chooser.rect = pygame.Rect(self.panel.centerx + px(20), top + i * row_h,
                                           px(320), px(44))
            if row.field == "sound_on":
                top += note_h  # room for the no-device line under the sound row
        self.close_button.rect = pygame.Rect(0, 0, px(220), px(52))
        self.close_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(24))

    def sound_note(self) -> str:
        """The line under the sound row when no audio device exists ("" otherwise): the
        row alone says "On" while nothing can be heard (newcomer playtest)."""
        return self.ctx.text("settings.no_audio_device") if self.ctx.sound.no_device else ""

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.close()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                step = -1 if event.key == pygame.K_UP else 1
                self.focus = (self.focus + step) % len(self.rows)
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.rows[self.focus].chooser.step(-1 if event.key == pygame.K_LEFT else 1)
            return
        if self.close_button.handle(event):
            return
        for i, row in enumerate(self.rows):
            if row.chooser.handle(event):
                self.focus = i
                return

    def draw(self, surface: pygame.Surface) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        dim(surface, 150)
        draw_panel(surface, theme, self.panel)
        draw_text(surface, theme, text("settings.title"),
                  (self.panel.centerx, self.panel.top + px(48)), role="heading",
                  style="title", anchor="center")
        # The rows' names and values at one size: a long French name shrank alone
        # beside its value (issue 19 re-check, finding 8).
        label_room = [row.chooser.rect.left - self.panel.left - px(60) for row in self.rows]
        size = shared_size(theme, [
            *(text(row.label_key) for row in self.rows),
            *(row.chooser.choices[row.chooser.index][1] for row in self.rows)], [
            *label_room,
            *(row.chooser.label_room(self.ctx.theme).width for row in self.rows)],
            style="bold")
        for i, row in enumerate(self.rows):
            rect = row.chooser.rect
            row.chooser.text_size = size
            if i == self.focus:
                band = pygame.Rect(self.panel.left + px(24), rect.top - px(4),
                                   self.panel.width - px(48), rect.height + px(8))
                pygame.draw.rect(surface, theme["highlight"], band, max(2, px(3)),
                                 border_radius=px(10))
            draw_text(surface, theme, text(row.label_key),
                      (self.panel.left + px(48), rect.centery), anchor="midleft",
                      style="bold", max_width=rect.left - self.panel.left - px(60), size=size)
            row.chooser.draw(surface, theme)
            if row.field == "sound_on" and self.sound_note():
                draw_text(surface, theme, self.sound_note(),
                          (self.panel.centerx, rect.bottom + px(16)), anchor="center",
                          role="small", max_width=self.panel.width - px(60))
        if self.message:
            draw_text(surface, theme, self.message, (self.panel.centerx,
                      self.close_button.rect.top - px(16)), anchor="center", role="small",
                      colour=theme["danger"], max_width=self.panel.width - px(40))
        self.close_button.draw(surface, theme)


def closeness(choice: Any, value: Any) -> float:
    """How far a chooser's value is from the setting (0 = the same), so a stored 0.5
    shows on the nearest step."""
    if isinstance(choice, (int, float)) and isinstance(value, (int, float)):
        return abs(float(choice) - float(value))
    return 0.0 if choice == value else 1.0
