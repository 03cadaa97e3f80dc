"""Newcomer playtest, finding 2: the coach's box split short texts across pages. In
Chef de rang's guided game one sentence became 3 pages, the first just "Basil took a
300 padlock menu:" with blank space under it; in Safranito's at 1920x1080 texts showed
"page 1 of 2" with the felt under the board empty. A coach text pages only where it
cannot fit the largest box the free space allows, and a page never ends inside a
sentence that a box the free space allows would hold whole.

Every coach step of the four guided games, in English and French, at the four window
sizes: the free space is what the coach itself keeps clear of (the targets and Next's
bar, the hand, dialogs, the players' panels and what the learner reads: the coach's
``_blocked`` at :data:`READ`), searched here over every width on a grid. Each game
is played once per language and each step looked at in every size (``at_sizes``):
the game does not depend on the window."""

import functools
import random
import re

import pytest

from game.ui.tutorial.locate import READ
from game.ui.tutorial.pages import sentences
from game.ui.widgets import wrap_lines
from tests.tutorial.guided_windows import at_sizes
from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import GAMES, open_guided
from tests.ui.conftest import ALL_SIZES, quick_window, size_ids

ENDS = re.compile(r"[.!?:;…][)»\"”’]?$")
"""A line that ends a sentence (or a clause ending in ":" or ";", as pages.py cuts)."""


def widths(ctx, coach, size) -> list[int]:
    """Every box width the coach may use, on a grid of ``px(12)``."""
    px = ctx.theme.px
    least = min(w for w, _h, _lines in coach.panel_sizes(size, "x"))
    return list(range(least, size[0] - 2 * px(8) + 1, px(12)))


def fits(ctx, coach, size, blocked, text: str, paged: bool) -> int | None:
    """A width at which a box holding ``text`` whole (with a page counter under it if
    ``paged``) fits the free space, or ``None``."""
    theme = ctx.theme
    px, font = theme.px, theme.font("body")
    line_h, extra = font.get_linesize(), theme.font("small").get_linesize()
    for w in widths(ctx, coach, size):
        n = len(wrap_lines(font, text, w - px(36)))
        h = px(76) + coach.stacked(w) + n * line_h + extra if paged else \
            px(60) + coach.stacked(w) + n * line_h + px(16)
        if not blocked(w, h):
            return w
    return None


def broken_sentence(ctx, text: str, page: list[str], width: int) -> str | None:
    """The sentence a page ending inside one breaks, or ``None`` (it ends one)."""
    last = page[-1].strip()
    if ENDS.search(last):
        return None
    font = ctx.theme.font("body")
    for sentence in sentences(text):
        if any(last == line.strip() for line in wrap_lines(font, sentence, width)):
            return sentence
    return text


def paging_problems(ctx, coach, asked: dict, game_id: str, step) -> list[str]:
    """How the coach's pages of ``step``, as placed at the window's size now, break the
    rule: paged where a free box holds the whole text (looked for at 1920x1080), or a
    page ending inside a sentence a free box would hold whole."""
    size = ctx.size
    rect, pages = coach._placed
    if len(pages) < 2 or "args" not in asked:
        return []
    problems = []
    text = coach.words(step)
    targets, clear = asked["args"]
    blocked = coach._blocked(size, targets, clear, READ)
    whole = fits(ctx, coach, size, blocked, text, paged=False)
    if size == (1920, 1080) and whole is not None:
        problems.append(f"{game_id} {step.key}: {len(pages)} pages, a box "
                        f"{whole} wide holds it whole")
    for page in pages[:-1]:
        sentence = broken_sentence(ctx, text, page, rect.width - ctx.theme.px(36))
        if sentence is None:
            continue
        w = fits(ctx, coach, size, blocked, sentence, paged=True)
        if w is not None:
            problems.append(f"{game_id} {step.key}: page ends "
                            f"{page[-1]!r} inside a sentence a box {w} wide "
                            f"holds whole")
    return problems


def game_walked(ctx, game_id: str) -> dict[tuple[int, int], list[str]]:
    """``game_id``'s guided game walked in ``ctx``, each step looked at in every size."""
    table = open_guided(ctx, game_id)
    coach = table.coach
    placed = coach.place
    asked: dict = {}

    def place(size, targets, clear, text, paged=False, static=None):
        asked["args"] = (targets, clear)  # what the last placing kept clear
        return placed(size, targets, clear, text, paged, static)
    coach.place = place
    at_sizes(ctx, ALL_SIZES, lambda: None)  # each size's Next bar, as the game opens
    problems: dict[tuple[int, int], list[str]] = {size: [] for size in ALL_SIZES}
    for step in new_coach_steps(ctx, table, random.Random(1)):
        def look(step=step) -> list[str]:
            return paging_problems(ctx, coach, asked, game_id, step)

        for size, found in at_sizes(ctx, ALL_SIZES, look).items():
            problems[size] += found
    return problems


@functools.cache
def walked(language: str) -> dict[tuple[int, int], list[str]]:
    """The four guided games played once each in ``language`` (at the smallest size)."""
    problems: dict[tuple[int, int], list[str]] = {size: [] for size in ALL_SIZES}
    for game_id in GAMES:
        for ctx in quick_window(ALL_SIZES[0], language):
            for size, found in game_walked(ctx, game_id).items():
                problems[size] += found
    return problems


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_coach_text_pages_only_where_no_free_box_holds_it(language, size):
    problems = walked(language)[size]
    assert not problems, "\n".join(problems)
