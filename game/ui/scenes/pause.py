"""The Escape menu over a table: resume, rules, quit to the main menu."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.disk import fault_kind
from game.ui.context import Context
from game.ui.scene import Scene
from game.ui.scenes.menu_panel import MenuPanelScene
from game.ui.scenes.rules_help import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets import Button, draw_text


class PauseScene(MenuPanelScene):
    title_key = "pause.title"
    label_keys = ("pause.resume", "pause.rules", "pause.save", "pause.quit", "pause.settings")

    def __init__(self, ctx: Context, package: str,
                 on_save: Callable[[], str] | None = None,
                 ask_before_leaving: Callable[[Callable[[], None]], Scene | None] | None = None,
                 is_saved: Callable[[], bool] | None = None) -> None:
        super().__init__(ctx)
        self.package = package
        self.on_save = on_save
        self.ask_before_leaving = ask_before_leaving
        """The table's question when moves are not on disk (given how to leave after)."""
        self.is_saved = is_saved
        """Whether the match is safely on disk now (a Retry may have saved it since)."""
        self.quit_once_saved = False
        """Save and quit failed: the player still wants to quit once a Retry saves it."""
        self.message = ""
        text = ctx.text
        self.buttons = [Button(text("pause.resume"), self.resume_game, primary=True),
                        Button(text("pause.rules"), self.rules),
                        Button(text("pause.save"), self.save, enabled=on_save is not None),
                        Button(text("pause.quit"), self.quit_to_menu),
                        Button(text("pause.settings"), self.settings)]

    def save(self) -> None:
        """Save, then leave the table: the match continues from the setup screen."""
        if self.on_save is None:
            return
        try:
            self.on_save()
        except OSError as exc:  # the details are in the log
            self.message = self.ctx.text("pause.save_failed",
                                         reason=self.ctx.text(f"save.reason_{fault_kind(exc)}"))
            self.ctx.sound.play("error")
            self.quit_once_saved = True
            return
        self.quit_to_menu()

    def update(self, dt: float) -> None:
        """Back on top after the save panel: if its Retry saved the match, the failure
        shown here is stale, and the player had asked to save and quit."""
        if self.quit_once_saved and self.is_saved is not None and self.is_saved():
            self.quit_once_saved = False
            self.message = ""
            self.quit_to_menu()

    def resume_game(self) -> None:
        self.ctx.scenes.pop()

    def rules(self) -> None:
        self.ctx.scenes.push(RulesScene(self.ctx, self.package))

    def settings(self) -> None:
        self.ctx.scenes.push(SettingsScene(self.ctx))

    def quit_to_menu(self) -> None:
        """Back to the main menu, unless the table holds moves the disk does not have:
        then it asks first."""
        question = None if self.ask_before_leaving is None else \
            self.ask_before_leaving(self.leave_to_menu)
        if question is not None:
            self.ctx.scenes.push(question)
            return
        self.leave_to_menu()

    def leave_to_menu(self) -> None:
        while len(self.ctx.scenes) > 1:
            self.ctx.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        theme = self.ctx.theme
        if self.message:
            draw_text(surface, theme, self.message, (self.panel.centerx,
                      self.panel.bottom - theme.px(24)), anchor="center", role="small",
                      colour=theme["danger"], max_width=self.panel.width - theme.px(20))
