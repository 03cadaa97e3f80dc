"""Words right in both languages: one plural helper with each language's rule, French
says "vous" and follows French typography, and no code decides plurals by itself."""

import re

import pytest

from game.engine.config import PROJECT_DIR
from game.engine.text import Text, available_languages, read_language, singular


def test_plural_rules_per_language():
    assert [singular("en", n) for n in (0, 1, 2)] == [False, True, False]
    assert [singular("fr", n) for n in (0, 1, 2)] == [True, True, False]
    strings = {"x.one": "{n} carte", "x.other": "{n} cartes"}
    fr, en = Text("fr", strings), Text("en", strings)
    assert [fr.plural("x", n) for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]
    assert [en.plural("x", n) for n in (0, 1, 2)] == ["0 cartes", "1 carte", "2 cartes"]


@pytest.mark.parametrize("language", available_languages())
def test_plural_keys_come_in_pairs_and_no_underscore_one_forms(language):
    strings = read_language(language)
    for key in strings:
        assert not key.endswith("_one"), f"{key}: use key.one / key.other"
        stem, _, form = key.rpartition(".")
        if form == "one":
            assert f"{stem}.other" in strings, key
        if form == "other":
            assert f"{stem}.one" in strings, key


FAMILIAR = re.compile(r"\b(tu|toi|ton|ta|tes|te|t'|tien|tienne)\b", re.IGNORECASE)
NO_SPACE_BEFORE = re.compile(r"[^\s\u00a0\u202f]([:;!?])(?=\s|$|[\"»)])")


def test_french_says_vous_and_spaces_before_double_punctuation():
    problems = []
    for key, value in read_language("fr").items():
        prose = re.sub(r"\{[^}]*\}", "", value)  # {fields} are not words
        if FAMILIAR.search(prose):
            problems.append(f"{key}: 'tu' form: {value[:60]}")
        if NO_SPACE_BEFORE.search(prose):
            problems.append(f"{key}: no space before : ; ! ?: {value[:60]}")
    assert problems == []


LOOKUP = re.compile(r'\btext\(\s*f?"|\btext\.has\(')


def test_no_code_decides_plurals_itself():
    """Singular or plural is :meth:`Text.plural`'s decision, never an ``n == 1`` next
    to a text lookup or a ``_one`` key."""
    offenders = []
    for path in sorted((PROJECT_DIR / "game").rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if '_one"' in line or (re.search(r"==\s*1\b", line) and LOOKUP.search(line)):
                offenders.append(f"{path.relative_to(PROJECT_DIR)}:{number}: {line.strip()}")
    assert offenders == []
