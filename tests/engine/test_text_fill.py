"""Texts are filled by ``str.format`` unless they ask for French "de": the fast path
must fill every locale text exactly as the full formatter does."""

import string

import pytest

from game.engine.text import _FORMATTER, fill, read_language

PARSER = string.Formatter()


def sample(spec: str, word: str) -> object:
    """A value the field's spec accepts: a number for a numeric spec, else a word."""
    if spec == "de" or not spec:
        return word
    return 3 if spec.endswith("d") else 2.5


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("word", ["Ada", "Oignon"])
def test_every_text_is_filled_as_the_full_formatter_fills_it(language, word):
    filled = 0
    for key, template in read_language(language).items():
        fields = {name.split(".")[0].split("[")[0]: sample(spec or "", word)
                  for _, name, spec, _ in PARSER.parse(template) if name}
        if not fields:
            continue
        assert fill(template, fields) == _FORMATTER.format(template, **fields), key
        filled += 1
    assert filled > 100


def test_the_de_spec_still_elides():
    assert fill("Le {value} {suit:de}", {"value": 1, "suit": "Ail"}) == "Le 1 d'Ail"
    assert fill("{n:+d} {who}", {"n": 3, "who": "Ada"}) == "+3 Ada"
