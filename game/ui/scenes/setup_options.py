"""The setup screen's rule options: a toggle or a number chooser per option the game
declares, each with a sentence that says what it does, and the values chosen last
time for that game (kept in the settings file, as the number of players is).

A number steps through values a player would pick (1, 2, 3, 5, 10, 15, 20, 25, 30,
40, 50 …), not every ninth number from the minimum, and stops at its ends: › from
199 gave 200, then 1, 10, 19, 28 (issue 19 play-test, finding 2).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.options import OptionSpec
from game.ui.context import Context
from game.ui.settings_file import remember
from game.ui.tooltip import Tip
from game.ui.widgets import Chooser, Toggle

ROUND_NUMBERS = (1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 100, 125,
                 150, 200, 250, 300, 400, 500, 750, 1000)
"""The steps of a number option with a wide range (its bounds and default added)."""
EVERY_VALUE = 12
"""A range this narrow offers every whole number in it."""


def sensible_values(spec: OptionSpec) -> list[int]:
    """The values a number option offers, increasing: every one of a narrow range,
    else the round numbers within its bounds, its bounds and its default."""
    default = int(spec.default)
    low = spec.minimum if spec.minimum is not None else min(0, default)
    high = spec.maximum if spec.maximum is not None else max(default * 2, low + 10)
    if high - low <= EVERY_VALUE:
        return list(range(low, high + 1))
    return sorted({low, high, default, *(v for v in ROUND_NUMBERS if low < v < high)})


OptionWidget = Toggle | Chooser


def option_widgets(ctx: Context, game_id: str, package: str,
                   specs: tuple[OptionSpec, ...]) -> list[tuple[OptionSpec, OptionWidget]]:
    """A widget per option, showing the value chosen last time for this game (the
    default before any), remembering each change at once."""
    text = ctx.text
    kept = ctx.settings.rule_options.get(game_id, {})
    widgets: list[tuple[OptionSpec, OptionWidget]] = []
    for spec in specs:
        label = text(f"{package}.options.{spec.name}")
        last = kept.get(spec.name, spec.default)
        keep = remembering(ctx, game_id, spec.name)
        if spec.is_flag:
            flag = last if isinstance(last, bool) else bool(spec.default)
            widgets.append((spec, Toggle(label, flag, on_change=keep)))
            continue
        # The value alone: the option's words stand beside the chooser, as a toggle's
        # beside its box ("label: value" in the chooser shrank a long French option
        # alone: newcomer pass D41, finding 14).
        chooser = Chooser([(v, str(v)) for v in sensible_values(spec)], wraps=False,
                          on_change=keep)
        chooser.select(spec.default)
        chooser.select(last)  # a value no longer offered leaves the default
        widgets.append((spec, chooser))
    return widgets


def remembering(ctx: Context, game_id: str, name: str) -> Callable[[bool | int], None]:
    def keep(value: bool | int) -> None:
        ctx.settings.rule_options.setdefault(game_id, {})[name] = value
        remember(ctx.settings_to_save())
    return keep


def option_tips(ctx: Context, package: str, widgets: list[tuple[OptionSpec, OptionWidget]],
                besides: dict[int, pygame.Rect] | None = None) -> list[Tip]:
    """What each option does, under the pointer: over its control and the words beside
    it (``besides``: a number option's words, by the chooser's ``id``)."""
    besides = besides or {}
    return [(widget.rect.union(besides.get(id(widget), widget.rect)),
             ctx.text(f"{package}.options_about.{spec.name}")) for spec, widget in widgets]
