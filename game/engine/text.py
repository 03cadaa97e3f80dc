"""Every user-visible string, by key, from ``config/locale``.

Files: ``<lang>.yaml`` holds the shared strings and ``<package>.<lang>.yaml`` each
game's own (its top-level key is the package name), so a game's text lives beside no
other game's. Keys are dotted paths (``menu.play``); values may use ``{name}`` fields,
and French ``{name:de}`` for "de" before the field, elided before a vowel (:func:`de`).
Every language must define exactly the keys English defines (checked at start-up).
"""

from __future__ import annotations

import bisect
import logging
import os
import re
import string
from collections.abc import Callable, Iterator, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from game import resources
from game.engine.config import CONFIG_DIR, ConfigError, display_path, load_yaml
from game.engine.file_memo import FileMemo

LOCALE_DIR = CONFIG_DIR / "locale"
DEFAULT_LANGUAGE = "en"


def singular(language: str, n: float) -> bool:
    """Whether ``n`` things take the singular (``one``) form in ``language``: English
    says "1 card, 0 cards", French "0 carte, 1 carte, 2 cartes" (CLDR: 0 and 1)."""
    if language == "fr":
        return abs(n) < 2
    return n == 1


ELIDING = frozenset("aeiouàâäéèêëîïôöùûüœæ")
"""First letters after which French "de" becomes "d'" ("d'Oignon", "d'Ada")."""


def de(word: str) -> str:
    """French "de" before ``word``: "d'Oignon", "d'Émeril", but "de Pois" (issue 19:
    "Le 1 de Oignon"). A template asks for it with ``{suit:de}``."""
    return f"d'{word}" if word[:1].lower() in ELIDING else f"de {word}"


def lower_first(word: str) -> str:
    """``word`` inside a sentence: a colour's name stands capitalised alone on a label
    ("Jaune") but not mid-sentence ("Plus Jaune, moins Rouge": newcomer 10). A
    template asks for it with ``{colour:low}``."""
    return word[:1].lower() + word[1:]


def first_capital(word: str) -> str:
    """A lower-case word as a chooser's value ("path" → "Path"): the Aim help levels are
    named by the same locale words in Settings, the setup and the table's chip, so no
    two places call one level two names, nor write it two ways (newcomer 13: "Line"
    in Settings, "line" in the setup). The first letter, after any opening quote or
    bracket: a sentence built from a template starts so too."""
    first = next((i for i, ch in enumerate(word) if ch.isalpha()), 0)
    return word[:first] + word[first:first + 1].upper() + word[first + 1:]


def after_colon(text: Callable[..., str], sentence: str, templates: str) -> str:
    """``sentence`` as the clause after a colon, where English and French go on in lower
    case ("…was worth +8.4 points: the search expects…", not ": The search"): its first
    letter lowered when it starts with the language's own word, the first word of one
    of the templates under ``templates`` (a key prefix such as
    ``scharfe_schoten.hint_reasons``). A sentence that starts with a filled-in name
    ("Ada's", "Pea") keeps its capital. Works on a stored sentence, whose template is
    not known any more (a review kept in the match file). A bare callable in place of
    a :class:`Text` has no templates to tell by: the sentence is kept as it is."""
    words = sentence.split(maxsplit=1)
    if not words:
        return sentence
    first = words[0]
    prefix = templates.rstrip(".") + "."
    strings: dict[str, str] = getattr(text, "strings", {})
    own = {template.split(maxsplit=1)[0] for key, template in strings.items()
           if key.startswith(prefix) and template and not template.startswith("{")}
    return lower_first(sentence) if first in own else sentence


MONEY_KEY = "app.money"
"""The language's one way of writing an amount of money (``₹120``, ``120 ₹`` with a
no-break space): every template writes money as ``{price:money}``."""


class _Formatter(string.Formatter):
    """``str.format`` plus four specs: ``{suit:de}`` is :func:`de` of the value,
    ``{colour:low}`` :func:`lower_first` of it, ``{colour:de_low}`` both ("le plus
    de rouge"), and ``{price:money}`` the amount in the
    language's :data:`MONEY_KEY` form (newcomer
    pass 9, finding 8: French placed the rupee sign after the amount in one text and
    before it in the next, and "10 ₹" broke at its space, leaving "₹" alone on a line)."""

    def __init__(self, money: str = "{n}") -> None:
        super().__init__()
        self.money = money

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec == "de":
            return de(str(value))
        if format_spec == "money":
            return self.money.format(n=value)
        if format_spec == "low":
            return lower_first(str(value))
        if format_spec == "de_low":
            return de(lower_first(str(value)))
        return str(super().format_field(value, format_spec))


_FORMATTER = _Formatter()
_SPECS = (":de}", ":money}", ":low}", ":de_low}")


def fill(template: str, fields: dict[str, Any], formatter: _Formatter = _FORMATTER) -> str:
    """``template`` with its fields filled in. Only a template asking for a spec of
    :class:`_Formatter`, written in Python, needs it; the rest go through
    ``str.format``, which fills them the same way at a tenth of the cost (a table's
    frame fills over a hundred texts)."""
    if any(spec in template for spec in _SPECS):
        return formatter.format(template, **fields)
    return template.format(**fields)

STRICT_ENV = "KITCHEN_TABLE_STRICT_TEXT"
"""Set to ``1`` (the test suite does) to make a missing key or field raise."""
_log = logging.getLogger(__name__)


class MissingText(LookupError):
    """A key the code built is not in the locale files (or a field the text needs was
    not given): a bug, raised under :data:`STRICT_ENV`, logged otherwise."""


class Text:
    """A language's strings; ``text("menu.play")`` or ``text("score.total", n=3)``.

    A missing key never reaches the screen as ``<key>``: in tests it raises
    :class:`MissingText`; in play it is logged once and the English text (or, failing
    that, the key's last word) is shown instead."""

    def __init__(self, language: str, strings: dict[str, str],
                 fallback: dict[str, str] | None = None) -> None:
        self.language = language
        self.strings = strings
        self.fallback = fallback or {}
        self._reported: set[str] = set()
        self._formatter = _Formatter(strings.get(MONEY_KEY, "{n}"))

    def __call__(self, key: str, **fields: Any) -> str:
        template = self.strings.get(key)
        if template is None:
            template = self._missing(key, "no such text")
        try:
            return fill(template, fields, self._formatter) if fields else template
        except (KeyError, IndexError, ValueError) as exc:
            self._missing(key, f"cannot fill in {exc}")
            return template.replace("{", "").replace("}", "")

    def _missing(self, key: str, problem: str) -> str:
        if os.environ.get(STRICT_ENV) == "1":
            raise MissingText(f"{self.language}: {key}: {problem}")
        if key not in self._reported:
            self._reported.add(key)
            _log.warning("text %s (%s): %s", key, self.language, problem)
        return self.fallback.get(key) or key.rsplit(".", 1)[-1].replace("_", " ")

    def has(self, key: str) -> bool:
        return key in self.strings

    def names(self, names: Sequence[str]) -> str:
        """``names`` as a sentence lists them: "Ada, Basil and Clove" ("et" in French),
        "Ada" alone (newcomer 5: "Basile, Aneth se partagent la victoire")."""
        if len(names) < 2:
            return "".join(names)
        return self("app.names_and", head=", ".join(names[:-1]), last=names[-1])

    def plural(self, key: str, n: float, **fields: Any) -> str:
        """``key.one`` or ``key.other`` for ``n`` things, by this language's rule (the
        one place that decides singular or plural); ``n`` is passed on as ``{n}``."""
        form = "one" if singular(self.language, n) else "other"
        return self(f"{key}.{form}", n=n, **fields)


def available_languages(directory: Path = LOCALE_DIR) -> list[str]:
    return sorted(p.stem for p in directory.glob("*.yaml") if "." not in p.stem)


def _flatten(file: str, prefix: str, data: Any) -> Iterator[tuple[str, str]]:
    if not isinstance(data, dict):
        raise ConfigError(file, prefix, "expected a mapping of texts")
    for key, value in data.items():
        path = f"{prefix}.{key}" if prefix else str(key)
        if isinstance(value, dict):
            yield from _flatten(file, path, value)
        elif isinstance(value, str):
            yield path, value
        else:
            raise ConfigError(file, path, "expected a text")


_READ: FileMemo[dict[str, str]] = FileMemo()
"""The languages read, while their files stay unchanged (a language switch, a new
window and each test's context re-read none of them)."""


def read_language(language: str, directory: Path = LOCALE_DIR) -> dict[str, str]:
    """Every string of ``language`` by its dotted key (a new dict: callers may add)."""
    files = [directory / f"{language}.yaml", *sorted(directory.glob(f"*.{language}.yaml"))]
    return dict(_READ.get(files, lambda: _read_files(files)))


def _read_files(files: list[Path]) -> dict[str, str]:
    strings: dict[str, str] = {}
    for path in files:
        name = display_path(path)
        data = load_yaml(path)
        if path.stem.count("."):
            package = path.stem.split(".")[0]
            if not isinstance(data, dict) or set(data) != {package}:
                raise ConfigError(name, "", f"expected a single top-level key '{package}'")
        for key, value in _flatten(name, "", data):
            if key in strings:
                raise ConfigError(name, key, "defined twice")
            strings[key] = value
    return strings


def load_text(language: str = DEFAULT_LANGUAGE, directory: Path = LOCALE_DIR) -> Text:
    """Load ``language``, checking it against English key for key."""
    if language not in available_languages(directory):
        known = ", ".join(available_languages(directory))
        raise ConfigError(display_path(directory), "", f"no language '{language}' (have {known})")
    strings = read_language(language, directory)
    reference = strings
    if language != DEFAULT_LANGUAGE:
        reference = read_language(DEFAULT_LANGUAGE, directory)
        missing = sorted(set(reference) - set(strings))
        extra = sorted(set(strings) - set(reference))
        name = display_path(directory / f"{language}.yaml")
        if missing:
            raise ConfigError(name, missing[0], f"missing (English has it; {len(missing)} missing)")
        if extra:
            raise ConfigError(name, extra[0], "not in English")
    text = Text(language, strings, reference)
    if directory == LOCALE_DIR:  # the game's own strings, not a test's toy folder
        check_used_keys(text, display_path(directory / f"{language}.yaml"))
    return text


_USE = re.compile(r'(?<!`)\btext\(\s*(f?)"([A-Za-z0-9_.-]*)(\{?)')
_PLURAL_USE = re.compile(r'\.plural\(\s*"([A-Za-z0-9_.-]+)"')
SOURCE_DIR = resources.package_dir()


@cache
def used_keys(source: Path = SOURCE_DIR) -> tuple[frozenset[str], frozenset[str]]:
    """The locale keys the code asks for: literal ``text("a.b")`` keys, and the
    prefixes of f-string keys (``text(f"games.{package}.title")`` -> ``games.``)."""
    exact: set[str] = set()
    prefixes: set[str] = set()
    for path in sorted(source.rglob("*.py")):
        for is_f, key, brace in _USE.findall(path.read_text(encoding="utf-8")):
            if is_f and brace:
                if key:
                    prefixes.add(key)
            elif key and not brace:
                exact.add(key)
        for key in _PLURAL_USE.findall(path.read_text(encoding="utf-8")):
            exact.update((f"{key}.one", f"{key}.other"))
    return frozenset(exact), frozenset(prefixes)


def check_used_keys(text: Text, file: str = "config/locale/en.yaml") -> None:
    """Every key the code uses exists (start-up check: a missing key is a broken file,
    not ``<app.title>`` on the menu)."""
    exact, prefixes = used_keys()
    missing = sorted(k for k in exact if k not in text.strings)
    if missing:
        raise ConfigError(file, missing[0], f"missing (used by the code; {len(missing)} "
                          "missing)")
    keys = sorted(text.strings)  # a key starting with a prefix sorts right after it
    for prefix in sorted(prefixes):
        at = bisect.bisect_left(keys, prefix)
        if at == len(keys) or not keys[at].startswith(prefix):
            raise ConfigError(file, prefix + "*", "missing (used by the code)")
