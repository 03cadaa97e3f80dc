"""A dimmed panel over the current scene with a title and one column of buttons: the
shape of both Escape menus (a match's and a guided game's). One place for the panel's
size, the buttons' places, the keyboard focus and the relabelling after a language
switch, so the two menus cannot drift apart."""

from __future__ import annotations

import pygame

from game.ui.context import Context
from game.ui.focus import KeyboardFocus
from game.ui.scene import Scene
from game.ui.widgets import Button, dim, draw_panel, draw_text


class MenuPanelScene(Scene):
    """Subclasses give ``title_key`` and ``label_keys`` and set ``self.buttons`` (one
    per label key, in order, the primary one first); Escape calls ``on_escape``.

    The focus frame stands on the primary button from the start, so the first Enter
    presses it (Resume, Quit), as on the results screens: in the pause menu the first
    Enter only showed the frame and a second one resumed (newcomer 16a, finding 9)."""

    overlay = True
    title_key = ""
    label_keys: tuple[str, ...] = ()

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.buttons: list[Button] = []
        self.focus = KeyboardFocus(visible=True)

    def on_escape(self) -> None:
        self.ctx.scenes.pop()

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        below = px(88) if self.has_footer() else px(36)  # under the last button
        self.panel = pygame.Rect(0, 0, px(400), px(82) + px(76) * len(self.buttons) + below)
        self.panel.center = (width // 2, height // 2)
        for i, button in enumerate(self.buttons):
            button.rect = pygame.Rect(0, 0, px(340), px(56))
            button.rect.center = (self.panel.centerx, self.panel.top + px(130) + i * px(76))
        for button, key in zip(self.buttons, self.label_keys, strict=True):
            button.label = self.ctx.text(key)  # the language may have changed

    def has_footer(self) -> bool:
        """Whether the panel keeps a band under its buttons for a line of words (the
        match's menu: "quitting keeps the match", or why a save failed); without one
        the guided game's menu showed an empty band there (stop 33's play-test)."""
        return False

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
            return
        usable = [b for b in self.buttons if b.enabled]
        chosen = self.focus.handle(event, [b.rect for b in usable])
        if chosen is not None:
            usable[chosen].on_click()
            return
        for button in self.buttons:
            if button.handle(event):
                return

    def draw_focus(self, surface: pygame.Surface) -> None:
        self.focus.draw(surface, self.ctx.theme, [b.rect for b in self.buttons if b.enabled])

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        dim(surface, 140)
        draw_panel(surface, theme, self.panel)
        draw_text(surface, theme, self.ctx.text(self.title_key),
                  (self.panel.centerx, self.panel.top + theme.px(50)), role="heading",
                  style="title", anchor="center", max_width=self.panel.width - theme.px(32))
        for button in self.buttons:
            button.draw(surface, theme)
