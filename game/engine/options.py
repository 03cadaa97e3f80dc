"""Per-game rule options: declared in each game's config, chosen in setup or on the CLI.

A game's YAML has an ``options`` mapping; each entry names a default and, for numbers,
bounds. The setup scene builds its toggles and steppers from these declarations and the
``simulate`` command parses ``--option key=value`` against them, so adding an option is
a data change plus the rule that reads it.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.engine.config import Section


class OptionError(ValueError):
    """An option name or value the game does not declare."""


@dataclass(frozen=True)
class OptionSpec:
    name: str
    default: bool | int
    minimum: int | None = None
    maximum: int | None = None

    @property
    def is_flag(self) -> bool:
        return isinstance(self.default, bool)

    def parse(self, text: str) -> bool | int:
        """A value from command-line text, checked against this declaration."""
        if self.is_flag:
            lowered = text.strip().lower()
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off"):
                return False
            raise OptionError(f"option {self.name} expects true or false, got '{text}'")
        if not re.fullmatch(r"-?[0-9]{1,9}", text):
            raise OptionError(f"option {self.name} expects a whole number, got '{text}'")
        return self.check(int(text))

    def check(self, value: Any) -> bool | int:
        if self.is_flag:
            if not isinstance(value, bool):
                raise OptionError(f"option {self.name} expects true or false, got {_short(value)}")
            return value
        if isinstance(value, bool) or not isinstance(value, int):
            raise OptionError(f"option {self.name} expects a whole number, got {_short(value)}")
        if self.minimum is not None and value < self.minimum:
            raise OptionError(f"option {self.name} must be at least {self.minimum}, got {value}")
        if self.maximum is not None and value > self.maximum:
            raise OptionError(f"option {self.name} must be at most {self.maximum}, got {value}")
        return value


def read_option_specs(section: Section) -> tuple[OptionSpec, ...]:
    """Parse a game's ``options`` mapping: ``name: {default: x, min: a, max: b}``."""
    specs = []
    for name, entry in section.items():
        default = entry.raw("default")
        if isinstance(default, bool):
            specs.append(OptionSpec(name, default))
        elif isinstance(default, int):
            low = entry.get("min", int, None)
            high = entry.get("max", int, None)
            if low is not None and high is not None and low > high:
                raise entry.error("min", f"must not exceed max ({high})")
            specs.append(OptionSpec(name, default, low, high))
        else:
            raise entry.error("default", "expected true, false or a whole number")
        entry.done()
    return tuple(specs)


def resolve_options(specs: tuple[OptionSpec, ...], chosen: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults overlaid with ``chosen``; unknown names and bad values raise OptionError."""
    by_name = {spec.name: spec for spec in specs}
    for name in chosen:
        if name not in by_name:
            known = ", ".join(by_name) or "none"
            raise OptionError(f"unknown option {_short(name)} (known: {known})")
    return {spec.name: spec.check(chosen[spec.name]) if spec.name in chosen else spec.default
            for spec in specs}


def _short(value: Any) -> str:
    """``repr`` cut to a length an error line can hold."""
    text = repr(value)
    return text if len(text) <= 30 else text[:26] + "...'"
