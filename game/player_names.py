"""One person, one name in every language.

The setup gives the first seat a default name in the window's language ("Player 1",
"Joueur 1"); switching the language renamed the same person, and the statistics and
the ratings, keyed by name, split them in two (issue 19 re-check, finding 10). Here a
default name in any language maps to one identity, the default name in the reference
language; it is shown as it was given (decision D41: a name is fixed per match, and
Statistics re-translating "Player 1" to "Joueur 1" disagreed with every table).
Pure: no pygame.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, lru_cache
from typing import Any

from game.engine.config import load_yaml
from game.engine.text import DEFAULT_LANGUAGE, LOCALE_DIR, available_languages


@cache
def default_template(language: str) -> str | None:
    """The setup's default name in ``language`` ("Player {n}"), if the file has it."""
    data: Any = load_yaml(LOCALE_DIR / f"{language}.yaml")
    setup = data.get("setup") if isinstance(data, dict) else None
    template = setup.get("default_name") if isinstance(setup, dict) else None
    return template if isinstance(template, str) and "{n}" in template else None


@cache
def default_patterns() -> tuple[re.Pattern[str], ...]:
    """A pattern per language matching its default names, the number captured."""
    patterns = []
    for language in available_languages():
        template = default_template(language)
        if template is not None:
            before, after = template.split("{n}", 1)
            patterns.append(re.compile(re.escape(before) + r"(\d{1,3})" + re.escape(after)))
    return tuple(patterns)


@lru_cache(maxsize=256)
def default_number(name: str) -> int | None:
    """``n`` when ``name`` is the default name of seat ``n`` in some language (asked for
    every seat name a table draws, every frame: remembered)."""
    for pattern in default_patterns():
        found = pattern.fullmatch(name.strip())
        if found:
            return int(found.group(1))
    return None


def player_key(name: str) -> str:
    """The identity statistics and ratings keep for ``name``: a default name in any
    language becomes the reference language's; any other name stays as it is."""
    n = default_number(name)
    template = default_template(DEFAULT_LANGUAGE) if n is not None else None
    return name if n is None or template is None else template.format(n=n)


BOT_NAMES_KEY = "setup.bot_names"


@cache
def bot_names_in(language: str) -> tuple[str, ...]:
    """The setup's bot names in ``language`` ("Ada, Basil, Clove, …"), if the file has
    them."""
    data: Any = load_yaml(LOCALE_DIR / f"{language}.yaml")
    setup = data.get("setup") if isinstance(data, dict) else None
    names = setup.get("bot_names") if isinstance(setup, dict) else None
    return tuple(n.strip() for n in names.split(",")) if isinstance(names, str) else ()


@cache
def bot_name_places() -> dict[str, int]:
    """Each default bot name of every language ("Basil", "Basile") and its place in its
    language's list: the same place is the same bot in every language."""
    places: dict[str, int] = {}
    for language in (DEFAULT_LANGUAGE, *available_languages()):
        for index, name in enumerate(bot_names_in(language)):
            places.setdefault(name, index)
    return places


def local_bot_name(name: str, text: Callable[..., str]) -> str:
    """A default bot name of any language ("Basil", as the guided games' files and an
    English setup name their bots; "Basile", as a French setup does) as the setup
    screen names that seat in the current language, when a guided game starts: the
    French guided game said Basil and Clove, the French setup Basile and Clou (issue
    19). Once a match has started its names stay (newcomer pass D41, finding 15). Any
    other name stays as it is."""
    index = bot_name_places().get(name.strip())
    if index is None:
        return name
    local = split_names(text(BOT_NAMES_KEY))
    return local[index] if index < len(local) and local[index] else name


@lru_cache(maxsize=8)
def split_names(names: str) -> tuple[str, ...]:
    """"Ada, Basil, Clove" as its names (asked every frame for every bot seat)."""
    return tuple(n.strip() for n in names.split(","))
