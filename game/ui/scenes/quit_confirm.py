"""The main menu's Escape: "Quit Kitchen Table?" with Quit and Stay.

Escape on the main menu closed the whole game at once (newcomer 9, finding 14): a
player backing out of screens with Escape pressed it once too often and lost the
window. The question has the shape of the other Escape menus (a dimmed panel, one
column of buttons, the keyboard focus); Enter quits, since the player already asked
to leave with Escape, and a second Escape stays. The Quit button of the menu and the
window's close button still quit at once: both are an explicit choice to leave.
"""

from __future__ import annotations

from game.ui.context import Context
from game.ui.scenes.menu_panel import MenuPanelScene
from game.ui.widgets import Button


class QuitConfirmScene(MenuPanelScene):
    title_key = "menu.quit_question"
    label_keys = ("menu.quit_confirm", "menu.quit_stay")

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.buttons = [Button(ctx.text("menu.quit_confirm"), self.quit, primary=True),
                        Button(ctx.text("menu.quit_stay"), self.on_escape)]

    def quit(self) -> None:
        self.ctx.running = False
