"""The Escape menu of a guided game: continue, rules, start again, leave (back to the
game's setup screen). Apart from the coach's panel: a scene of its own, with none of the
panel's placing."""

from __future__ import annotations

from collections.abc import Callable

from game.ui.context import Context
from game.ui.scenes.menu_panel import MenuPanelScene
from game.ui.scenes.rules_help import RulesScene
from game.ui.widgets import Button


class CoachPauseScene(MenuPanelScene):
    """Escape in a guided game: continue, read the rules, start again, or leave."""

    title_key = "tutorial.paused"
    label_keys = ("tutorial.resume", "tutorial.rules", "tutorial.restart", "tutorial.leave")

    def __init__(self, ctx: Context, package: str, restart: Callable[[], None],
                 leave: Callable[[], None]) -> None:
        super().__init__(ctx)
        self.package = package
        text = ctx.text
        self.buttons = [Button(text("tutorial.resume"), lambda: ctx.scenes.pop(), primary=True),
                        Button(text("tutorial.rules"), self.rules),
                        Button(text("tutorial.restart"), restart),
                        Button(text("tutorial.leave"), leave)]

    def rules(self) -> None:
        self.ctx.scenes.push(RulesScene(self.ctx, self.package))
