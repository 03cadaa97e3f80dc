"""How long the player's prompt (a modal choice: a dialog over the table, Safranito's
market question) has been on screen, by the scene's clock: a click on a prompt that
has not been seen long enough is meant for the one before it. Every table keeps one
(:class:`~game.ui.table_keys.TableKeys`), and drops such a click on what its
``prompt_shown`` names (Safranito's market question so far).

Why: a forced "Sell none" was played for the player while they reached for it, and
their click a moment later landed on the Buy prompt that had just replaced it and
bought Cumin from a question never seen (newcomer playtest 15a, finding 5). The same
hazard is wherever a choice opens under the pointer (Scharfe Schoten's contracts, Too
Many Cooks' menus, Chef de rang's plat du jour): kept at the tables' layer for them. The
clock counts frame time (``dt``), never wall time, so tests step it like any animation.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

SEEN_AFTER_S = 0.35
"""How long a prompt is on screen before its buttons take a click: a reaction to what
appears takes longer than this, a click already on its way does not."""


@dataclass
class PromptClock:
    """The prompt on screen and for how long it has been there."""

    shown: Hashable | None = None
    age: float = 0.0

    def tick(self, prompt: Hashable | None, dt: float) -> bool:
        """A frame of ``dt`` seconds showed ``prompt`` (``None``: no prompt of the
        player's): a new prompt starts at age 0, the same one ages. True when a new
        prompt came: its scene keeps the window awake until it is seen, for a window
        waiting for input sleeps and counts no time (newcomer playtest 16a, finding 1:
        a click on a prompt left alone a while was still dropped)."""
        if prompt != self.shown:
            self.shown, self.age = prompt, 0.0
            return prompt is not None
        self.age += dt
        return False

    def seen(self, prompt: Hashable | None) -> bool:
        """Whether ``prompt`` has been on screen long enough for a click to be meant
        for it."""
        return prompt is not None and prompt == self.shown and self.age >= SEEN_AFTER_S
