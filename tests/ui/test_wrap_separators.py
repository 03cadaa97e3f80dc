"""Newcomer playtest: a replay's winner box ("Ann wins! Ann 1200 · Basil 900 · Cleo
700") ended its lines with a dangling "·" where a line broke after a separator. The
wrap drops a " · " separator where the line breaks, so no line ends or starts with it,
at any width, whether the dot is a word of its own or bound to the score before it by
a no-break space (as the replay's final words bind it)."""

import pytest

from game.ui.widgets import wrap_lines

NBSP = "\u00a0"
SCORES = ["Ann 1200", "Basil 900", "Cleo 700", "Dora 650", "Ezra 300"]
CONTENTS = [
    "Ann wins! " + " · ".join(SCORES),
    "Ann wins! " + (NBSP + "· ").join(s.replace(" ", NBSP) for s in SCORES),
]


@pytest.mark.parametrize("content", CONTENTS, ids=["spaced", "bound"])
def test_no_wrapped_line_ends_or_starts_with_a_separator(ctx, content):
    font = ctx.theme.font("small", "bold")
    widest = max(font.size(word)[0] for word in content.split(" "))
    widths = range(widest, font.size(content)[0] + 10, 3)
    broke = 0
    for width in widths:
        lines = wrap_lines(font, content, width)
        broke += len(lines) > 1
        for line in lines:
            bare = line.strip(" " + NBSP)
            assert not bare.endswith("·") and not bare.startswith("·"), (width, lines)
        words = " ".join(lines).replace(NBSP, " ").replace(" · ", " ").split()
        assert words == content.replace(NBSP, " ").replace(" · ", " ").split()
    assert broke > 10  # the check saw many wrapped lines
