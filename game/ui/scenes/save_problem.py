"""The panel a table shows the moment its match cannot be saved (a full or read-only
disk, a match open in another window): what happened in one sentence, and the ways out
(Retry once there is room, Save as… into another folder, or keep playing with the
match kept in memory). When the player closes the window over unsaved moves the same
panel asks first, with "Close without saving" instead of "Keep playing". Once saved
elsewhere it says where, and how to continue from there, until the player has read it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game.autosave import SaveProblem
from game.engine.disk import fault_kind
from game.match_session import MatchSession
from game.storage import data_dir
from game.ui.context import Context
from game.ui.focus import KeyboardFocus
from game.ui.scene import Scene
from game.ui.widgets import Button, TextField, dim, draw_panel, draw_paragraph, draw_text


def rescue_folder() -> Path:
    """Where Save as… proposes to write: a folder in the player's home."""
    return Path.home() / "kitchen-table-rescue"


class SaveProblemScene(Scene):
    overlay = True

    def __init__(self, ctx: Context, session: MatchSession, quitting: bool = False,
                 leaving: Callable[[], None] | None = None) -> None:
        super().__init__(ctx)
        self.session = session
        self.quitting = quitting
        """Asked because the window is closing: saving (or giving up) closes it."""
        self.leaving = leaving
        """Asked because the player leaves the table (Quit to menu): saving (or giving
        up) calls this."""
        self.message = ""
        self.choosing_folder = False
        self.focus = KeyboardFocus()
        text = ctx.text
        self.retry_button = Button(text("save.retry"), self.retry, primary=True)
        self.save_as_button = Button(text("save.save_as"), self.choose_folder)
        leave = "save.quit_anyway" if quitting else \
            "save.leave_anyway" if leaving is not None else \
            "save.not_now" if session.match.over else "save.keep_playing"  # nothing to play
        self.leave_button = Button(text(leave), self.leave)
        self.cancel_button = Button(text("save.cancel"), self.cancel)
        """Asking before the window closes or the table is left: back to where it was."""
        self.folder = TextField(str(rescue_folder()), max_length=400)
        self.save_here_button = Button(text("save.save_here"), self.save_here)
        self.saved_note = ""
        """Where Save as… wrote the match and how to continue it: the only place the
        rescue instructions appear, so it stays until the player dismisses it."""
        self.ok_button = Button(text("save.understood"), self.acknowledge, primary=True)
        self.panel = pygame.Rect(0, 0, 0, 0)
        # A write in flight (Retry) answers within frames; a disk freed by the player is
        # noticed at the loop's idle wake, which is soon enough to read.
        ctx.clock.watch(self, lambda scene: ctx.save_writer.pending(*scene.session.paths()))

    @property
    def buttons(self) -> list[Button]:
        if self.saved_note:
            return [self.ok_button]
        shown = self.row()
        return [*shown, self.save_here_button] if self.choosing_folder else shown

    def asking(self) -> bool:
        return self.quitting or self.leaving is not None

    def row(self) -> list[Button]:
        """The buttons side by side under the sentence (Cancel when it asks)."""
        shown = [self.retry_button, self.save_as_button, self.leave_button]
        return [*shown, self.cancel_button] if self.asking() else shown

    def problem(self) -> SaveProblem | None:
        return self.session.save_problem()

    def sentence(self) -> str:
        if self.saved_note:
            return self.saved_note
        problem = self.problem()
        if (self.quitting or self.leaving is not None) and problem is not None:
            question = "save.quit_question" if self.quitting else "save.leave_question"
            return self.ctx.text(question) + " " + self.ctx.text(f"save.{problem.kind}")
        return self.ctx.text(f"save.{problem.kind}") if problem is not None else ""

    # -- what the buttons do -----------------------------------------------------------
    def retry(self) -> None:
        problem = self.session.retry()
        if problem is None:
            self.done(self.ctx.text("save.saved_again"))
            return
        self.message = self.ctx.text("save.still_failing",
                                     reason=self.ctx.text(f"save.reason_{problem.kind}"))
        self.ctx.sound.play("error")

    def choose_folder(self) -> None:
        self.choosing_folder = True
        self.folder.focused = True
        self.layout()

    def save_here(self) -> None:
        folder = Path(self.folder.value.strip()).expanduser()
        try:
            if not self.folder.value.strip():
                raise NotADirectoryError(20, "empty folder name")
            path = self.session.save_as(folder)
        except OSError as exc:
            self.message = self.ctx.text("save.save_as_failed",
                                         reason=self.ctx.text(f"save.reason_{fault_kind(exc)}"))
            self.ctx.sound.play("error")
            return
        target = data_dir() / "saves" / self.session.game.id
        self.saved_note = self.ctx.text("save.saved_as", path=str(path), folder=str(target))
        self.choosing_folder = False
        self.message = ""
        self.layout()

    def acknowledge(self) -> None:
        """The player has read where the match went: on with what they were doing."""
        self.done("")

    def cancel(self) -> None:
        """Neither close nor leave: back to the table or the results, nothing changed."""
        self.ctx.scenes.pop()

    def leave(self) -> None:
        if self.quitting:
            self.ctx.running = False
        self.ctx.scenes.pop()
        if self.leaving is not None:
            self.leaving()

    def done(self, toast: str) -> None:
        """Saved (here or elsewhere): close the window if it was closing, else back to
        the table, which says so."""
        if self.quitting:
            self.ctx.running = False
        self.ctx.scenes.pop()
        if self.leaving is not None:
            self.leaving()
            return
        show_toast = getattr(self.ctx.scenes.top, "show_toast", None)
        if show_toast is not None and toast:
            show_toast(toast, 6, refusal=False)

    def update(self, dt: float) -> None:
        if self.problem() is None and not self.quitting and self.leaving is None \
                and not self.saved_note:
            self.done(self.ctx.text("save.saved_again"))  # a later autosave got through

    # -- layout, input and drawing -----------------------------------------------------
    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        panel_w = min(width - px(40), px(720))
        extra = px(110) if self.choosing_folder else px(90) if self.saved_note else 0
        self.panel = pygame.Rect(0, 0, panel_w, px(300) + extra)
        self.panel.center = (width // 2, height // 2)
        gap = px(12)
        row = self.row()
        button_w = (panel_w - px(48) - (len(row) - 1) * gap) // len(row)
        y = self.panel.top + px(200)
        for i, button in enumerate(row):
            button.rect = pygame.Rect(self.panel.left + px(24) + i * (button_w + gap), y,
                                      button_w, px(52))
        self.ok_button.rect = pygame.Rect(0, 0, button_w, px(52))
        self.ok_button.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(24))
        field_y = y + px(80)
        self.folder.rect = pygame.Rect(self.panel.left + px(24), field_y + px(24),
                                       panel_w - px(48) - px(180) - gap, px(44))
        self.save_here_button.rect = pygame.Rect(self.folder.rect.right + gap, field_y + px(20),
                                                 px(180), px(52))

    def handle(self, event: pygame.event.Event) -> None:
        if self.choosing_folder:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN,
                                                              pygame.K_KP_ENTER) \
                    and self.folder.focused:
                self.folder.focused = False
                self.save_here()
                return
            outside = event.type == pygame.MOUSEBUTTONDOWN and \
                not self.folder.rect.collidepoint(event.pos)
            if self.folder.handle(event) and not outside:  # a click elsewhere still counts
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.saved_note:
                self.acknowledge()
            elif self.asking():
                self.cancel()  # Escape never throws moves away: back to where it was
            else:
                self.leave()
            return
        chosen = self.focus.handle(event, [b.rect for b in self.buttons])
        if chosen is not None:
            self.buttons[chosen].on_click()
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw_focus(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface, self.ctx.theme, [b.rect for b in self.buttons])

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        px = theme.px
        dim(surface, 150)
        draw_panel(surface, theme, self.panel,
                   border=None if self.saved_note else theme["danger"])
        title = "save.saved_title" if self.saved_note else "save.title"
        draw_text(surface, theme, self.ctx.text(title),
                  (self.panel.centerx, self.panel.top + px(36)), role="heading",
                  style="title", anchor="center", max_width=self.panel.width - px(40))
        body = pygame.Rect(self.panel.left + px(24), self.panel.top + px(70),
                           self.panel.width - px(48), px(210 if self.saved_note else 120))
        draw_paragraph(surface, theme, self.sentence(), body, role="small")
        for button in self.buttons if self.saved_note else self.row():
            button.draw(surface, theme)
        if self.choosing_folder:
            draw_text(surface, theme, self.ctx.text("save.folder"),
                      (self.folder.rect.left, self.folder.rect.top - px(4)), role="small",
                      anchor="bottomleft")
            self.folder.draw(surface, theme)
            self.save_here_button.draw(surface, theme)
        if self.message:
            draw_text(surface, theme, self.message, (self.panel.centerx,
                      self.panel.bottom - px(20)), anchor="center", role="small",
                      colour=theme["danger"], max_width=self.panel.width - px(30))
