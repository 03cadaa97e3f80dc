"""Hot-seat cover: hides every hand until the next human says they are ready.

Until then the player who just moved may still take their move back (the hot-seat
rule: your own last move, before another human has had a turn, even a forced one), so
the cover offers it (:func:`game.takeback.takeback` decides), by its button or Ctrl+Z as
on the table; where it may not, Ctrl+Z says why on the cover."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.key_press import fresh_press, is_repeat
from game.ui.scene import Scene
from game.ui.widgets import Button, draw_panel, draw_paragraph, draw_text


class PassScreenScene(Scene):
    """Opaque on purpose (not an overlay): nothing of the table shows through."""

    def __init__(self, ctx: Context, name: str, colour: tuple[int, int, int],
                 on_ready: Callable[[], None], mover: str = "",
                 take_back: Callable[[], None] | None = None,
                 menu: Callable[[], None] | None = None, refused: str = "") -> None:
        super().__init__(ctx)
        self.name = name
        self.colour = colour
        self.on_ready = on_ready
        self.ready = Button(ctx.text("round.continue"), self.done, primary=True)
        self.on_take_back = take_back
        self.menu = menu
        """Escape: the table's pause menu, over the cover (nothing of the table shows)."""
        self.take_back: Button | None = None
        """Offered to ``mover``, who just moved, when they may still take it back."""
        if take_back is not None:
            self.take_back = Button(ctx.text("pass.take_back", name=mover), self.undo)
        self.refused = refused
        """Why nothing may be taken back, said under the panel after a Ctrl+Z (the
        cover ignored the key: newcomer playtest)."""
        self.said = ""

    def undo(self) -> None:
        """Off the cover, then the takeback (it reopens the table for the mover)."""
        self.ctx.scenes.pop()
        if self.on_take_back is not None:
            self.on_take_back()

    def done(self) -> None:
        # The new viewer first: popping resumes the table, which lays itself out for them.
        self.on_ready()
        self.ctx.scenes.pop()

    def layout(self) -> None:
        px = self.ctx.theme.px
        self.panel = pygame.Rect(0, 0, px(640), px(300))
        self.panel.center = (self.size[0] // 2, self.size[1] // 2)
        self.ready.rect = pygame.Rect(0, 0, px(220), px(56))
        self.ready.rect.midbottom = (self.panel.centerx, self.panel.bottom - px(30))
        if self.take_back is not None:
            font = self.ctx.theme.font("body", "bold")
            width = min(self.panel.width, font.size(self.take_back.label)[0] + px(40))
            self.take_back.rect = pygame.Rect(0, 0, width, px(48))
            self.take_back.rect.midtop = (self.panel.centerx, self.panel.bottom + px(24))

    def handle(self, event: pygame.event.Event) -> None:
        if self.ready.handle(event):
            return
        if self.take_back is not None and self.take_back.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z \
                and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            if is_repeat(event):
                return
            if self.take_back is not None:
                self.undo()  # what Undo does on the table, as the button here
            else:
                self.said = self.refused
                self.ctx.sound.play("error")
            return
        if fresh_press(event, (pygame.K_RETURN, pygame.K_SPACE)):
            self.done()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.menu:
            self.menu()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        draw_felt(surface, self.ctx)
        draw_panel(surface, theme, self.panel)
        stripe = pygame.Rect(self.panel.left, self.panel.top, self.panel.width, theme.px(16))
        pygame.draw.rect(surface, self.colour, stripe, border_top_left_radius=theme.px(14),
                         border_top_right_radius=theme.px(14))
        draw_text(surface, theme, self.ctx.text("pass.title", name=self.name),
                  (self.panel.centerx, self.panel.top + theme.px(80)), role="heading",
                  style="title", anchor="center", max_width=self.panel.width - theme.px(40))
        draw_text(surface, theme, self.ctx.text("pass.hint", name=self.name),
                  (self.panel.centerx, self.panel.top + theme.px(140)), anchor="center",
                  colour=theme["ink_soft"], max_width=self.panel.width - theme.px(40))
        self.ready.draw(surface, theme)
        if self.take_back is not None:
            self.take_back.draw(surface, theme)
        if self.said:  # where the take-back button would be: the cover has no toast
            px = theme.px
            area = pygame.Rect(0, 0, self.panel.width, self.size[1] - self.panel.bottom
                               - px(40))
            area.midtop = (self.panel.centerx, self.panel.bottom + px(20))
            draw_paragraph(surface, theme, self.said, area, colour=theme["light_ink"],
                           centred=True)
