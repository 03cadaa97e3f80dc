"""Issue 19 play-test, finding 5: a French tooltip line began with ";". French spaces
";", ":", "!", "?" and "»" from the word before (and "«" from the word after); the
wrap keeps each mark with its word, as a non-breaking space does, so no wrapped line
of any French text starts with one, at any width."""

import pytest

from game.engine.text import load_text
from game.ui.widgets import wrap_lines

MARKS = tuple(";:!?»")


@pytest.mark.parametrize("role", ["small", "body"])
def test_no_wrapped_french_line_starts_with_a_mark(ctx, role):
    font = ctx.theme.font(role)
    strings = load_text("fr").strings.values()
    spaced = [s for s in strings if any(f" {m}" in s for m in MARKS)]
    assert len(spaced) > 100  # the check sees French text with spaced marks
    for width in range(ctx.theme.px(90), ctx.theme.px(420), ctx.theme.px(37)):
        for content in spaced:
            lines = wrap_lines(font, content, width)
            starts = [line for line in lines if line.startswith(MARKS)]
            assert not starts, (width, content, starts)
            assert not [line for line in lines if line.endswith("«")], (width, content)
