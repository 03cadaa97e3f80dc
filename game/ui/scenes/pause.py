"""The Escape menu over a table: resume, rules, quit to the main menu.

One way out, Quit to menu: it writes the match now and waits for the disk, then
leaves; the match is listed under Continue. The menu had Save and quit beside Quit to
menu, which did the same (every move is autosaved, and Quit asked first if a save had
failed), so a player could not tell them apart (issue 19). When the write fails, the
save panel asks: Retry, Save as…, or leave without saving."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.disk import fault_kind
from game.ui.context import Context
from game.ui.scene import Scene
from game.ui.scenes.menu_panel import MenuPanelScene
from game.ui.scenes.rules_help import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.widgets import Button, draw_paragraph


class PauseScene(MenuPanelScene):
    title_key = "pause.title"
    label_keys = ("pause.resume", "pause.rules", "pause.settings", "pause.quit")

    def __init__(self, ctx: Context, package: str,
                 on_save: Callable[[], str] | None = None,
                 ask_before_leaving: Callable[[Callable[[], None]], Scene | None] | None = None
                 ) -> None:
        super().__init__(ctx)
        self.package = package
        self.on_save = on_save
        """Writes the match now and waits (``None``: nothing to keep, the match is over)."""
        self.ask_before_leaving = ask_before_leaving
        """The table's question when moves are not on disk (given how to leave after)."""
        self.message = ""
        text = ctx.text
        self.buttons = [Button(text("pause.resume"), self.resume_game, primary=True),
                        Button(text("pause.rules"), self.rules),
                        Button(text("pause.settings"), self.settings),
                        Button(text("pause.quit"), self.quit_to_menu)]
        """Quit last, with the line saying the match is kept right under it."""

    def resume_game(self) -> None:
        self.ctx.scenes.pop()

    def rules(self) -> None:
        self.ctx.scenes.push(RulesScene(self.ctx, self.package))

    def settings(self) -> None:
        self.ctx.scenes.push(SettingsScene(self.ctx))

    def quit_to_menu(self) -> None:
        """Save the match and wait for the disk, then go back to the main menu; if the
        table still holds moves the disk does not have (the save failed), it asks
        first, and its Retry or Leave without saving leaves."""
        if self.on_save is not None:
            try:
                self.on_save()
            except OSError as exc:  # the details are in the log
                self.message = self.ctx.text(
                    "pause.save_failed", reason=self.ctx.text(f"save.reason_{fault_kind(exc)}"))
                self.ctx.sound.play("error")
        question = None if self.ask_before_leaving is None else \
            self.ask_before_leaving(self.leave_to_menu)
        if question is not None:
            self.ctx.scenes.push(question)
            return
        self.leave_to_menu()

    def has_footer(self) -> bool:
        return self.on_save is not None  # a match to keep, or a save that failed

    def leave_to_menu(self) -> None:
        while len(self.ctx.scenes) > 1:
            self.ctx.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        theme = self.ctx.theme
        px = theme.px
        # Under the buttons: why the save failed, else that quitting keeps the match.
        words = self.message or (self.ctx.text("pause.kept") if self.on_save else "")
        if words:
            bottom = self.buttons[-1].rect.bottom + px(10)
            room = pygame.Rect(self.panel.left + px(16), bottom, self.panel.width - px(32),
                               self.panel.bottom - bottom - px(8))
            draw_paragraph(surface, theme, words, room, role="small", centred=True,
                           colour=theme["danger"] if self.message else theme["ink"])
