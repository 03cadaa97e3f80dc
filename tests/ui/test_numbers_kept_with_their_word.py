"""Newcomer playtest: the French setup read "…finisse la phase" with "1" alone on the
next line. A number is kept with the word it numbers (phase, manche, round, trick,
pli, table, tour, turn, player, joueur…), as a no-break space would: over every
locale string of both languages with such a word and a number or a {field} after it
(the field filled with a number), no wrapped line, at any width, ends with the word
while the next starts with its number."""

import re
from itertools import pairwise

import pytest

from game.engine.text import load_text
from game.ui.widgets import wrap_lines

WORDS = ("phase", "manche", "round", "trick", "pli", "table", "tour", "turn", "player",
         "joueur")
NUMBERED = re.compile(r"\b(" + "|".join(WORDS) + r")[ \u00a0](\d+|\{[a-z_]+\})", re.I)
FIELD = re.compile(r"\{[a-z_]+(:[a-z_]+)?\}")


def filled(content: str) -> str:
    """``content`` with each field a number (as "{n}" reads at play)."""
    return FIELD.sub("12", content)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_line_leaves_a_phase_or_round_number_alone(ctx, language):
    font = ctx.theme.font("body")
    strings = [filled(s) for s in load_text(language).strings.values()
               if isinstance(s, str) and NUMBERED.search(s)]
    assert len(strings) > 40  # the check sees the numbered words of the game's texts
    parted = []
    for width in range(ctx.theme.px(120), ctx.theme.px(480), ctx.theme.px(23)):
        for content in strings:
            lines = wrap_lines(font, content, width)
            for line, after in pairwise(lines):
                word = re.split(r"[ \u00a0]", line)[-1].strip("«(\"'’").lower()
                if word in WORDS and after[:1].isdigit():
                    parted.append((width, line, after))
    assert not parted, parted[:5]
