"""Issue 19 re-check (recheck19d, finding 7): count phrases took the plural whatever the
count ("1 cards still in hands"). Every count phrase of that kind goes through the one
plural rule (``Text.plural``): a Safranito draw, the reserved dishes, a match's moves."""

import pytest

from game import registry
from game.engine.text import load_text
from game.safranito.rules import Event
from game.safranito.table.captions import event_caption

ONE = {"en": ("Ann draws 1 spice card", "1 reserved", "1 move"),
       "fr": ("Ann pioche 1 carte épice", "1 réservé", "1 coup")}
TWO = {"en": ("Ann draws 2 spice cards", "2 reserved", "2 moves"),
       "fr": ("Ann pioche 2 cartes épice", "2 réservés", "2 coups")}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_one_thing_is_counted_in_the_singular(language):
    text = load_text(language)
    rules = registry.rules("safranito")
    for n, expected in ((1, ONE[language]), (2, TWO[language])):
        draw = event_caption(text, rules, ["Ann", "Basil"], Event("draw", seat=0, count=n))
        assert draw == expected[0]
        assert text.plural("safranito.reserved_count", n) == expected[1]
        assert text.plural("matches.moves", n) == expected[2]
