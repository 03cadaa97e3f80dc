"""The coach's words a page at a time: where the pages break, and the box shapes that
let them break at sentence ends.

A page that stops mid-sentence makes the learner turn it to finish reading ("When the
pot / reaches 10 or more": issue 19 re-check, shot014/015), and a page with a word or
two on it reads as a leftover ("win." alone on page 3 of 3: recheck19d). The shape of
a paged box was once chosen by counting lines only (a page holds so many, the text has
so many): a narrow box whose lines shared out exactly over two pages won, and its
sentences did not (guided Too Many Cooks' secret-menu step in English at 1280x800,
"…A soup scores +1 per card of its suit you win / and −1 per chili", fixE2). So the
shapes are weighed here by the pages :func:`sentence_pages` will really draw.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from itertools import pairwise

import pygame

from game.ui.widgets import wrap_lines

Shape = tuple[int, int, list[str]]
"""A box's width, height and the lines of words it holds (as ``box_spot`` takes)."""
SENTENCE_END = re.compile(r"(?<=[.!?:;])(?: +|(?=\n))")
"""Where a sentence (or a clause ending in ":" or ";") ends and the next begins."""


def sentences(text: str) -> list[str]:
    """``text``'s sentences, in order, without the spaces between them. A clause end
    inside brackets ends no sentence: French "(encore : 10 20 30…)" ended a page on
    "(encore :" (newcomer pass 10, finding 4)."""
    found: list[str] = []
    for part in (s.strip() for s in SENTENCE_END.split(text) if s.strip()):
        if found and found[-1].count("(") > found[-1].count(")"):
            found[-1] += " " + part
        else:
            found.append(part)
    return found


def runt(pages: list[list[str]]) -> bool:
    """Whether a page holds less than half the lines of the fullest ("win." alone on
    page 3 of 3: recheck19d)."""
    sizes = [len(lines) for lines in pages]
    return 2 * min(sizes) < max(sizes)


def sentence_split(font: pygame.font.Font, text: str, width: int, per_page: int,
                   parts: list[str] | None = None) -> list[list[str]] | None:
    """``text`` wrapped to ``width`` over pages of at most ``per_page`` lines that each
    end at a sentence's end: the fewest with no :func:`runt`, the pages as even as can
    be (the fullest least full, then the emptiest most full); where every way leaves a
    runt, the fewest pages, as even as can be: a page of one short sentence reads
    whole, a page cut mid-sentence does not (French "…puis vous jouez des / cartes
    dans une marmite commune" at 1280x800, fixE2). ``None`` where a sentence is longer
    than a page. Every way that fits is tried: a coach step says a few sentences.
    ``parts``: the pieces a page may end after, if not ``text``'s sentences."""
    parts = sentences(text) if parts is None else parts
    wrapped: dict[tuple[int, int], list[str]] = {}

    def page(start: int, end: int) -> list[str]:
        if (start, end) not in wrapped:
            wrapped[start, end] = wrap_lines(font, " ".join(parts[start:end]), width)
        return wrapped[start, end]

    cut: dict[int, list[tuple[int, ...]]] = {len(parts): [()]}

    def ways(start: int) -> list[tuple[int, ...]]:
        """Every way to cut ``parts[start:]`` into pages that fit (each page's end); a
        page stops growing once it is too long (more words never take fewer lines)."""
        if start not in cut:
            cut[start] = []
            for end in range(start + 1, len(parts) + 1):
                if len(page(start, end)) > per_page:
                    break
                cut[start] += [(end, *rest) for rest in ways(end)]
        return cut[start]

    best: tuple[tuple[bool, int, int, int], list[list[str]]] | None = None
    for ends in ways(0):
        pages = [page(a, b) for a, b in pairwise((0, *ends))]
        sizes = [len(lines) for lines in pages]
        rank = (runt(pages), len(pages), max(sizes), -min(sizes))
        if best is None or rank < best[0]:
            best = (rank, pages)
    return None if best is None else best[1]


def sentence_pages(font: pygame.font.Font, text: str, width: int, per_page: int
                   ) -> list[list[str]]:
    """``text`` wrapped to ``width`` over pages of at most ``per_page`` lines: those of
    :func:`sentence_split`, each ending at a sentence's end. Where a sentence is
    longer than a page, that sentence alone is broken at words, its lines shared out
    evenly over the fewest pages (7 + 7 + 1 left "win." alone on page 3 of 3; 5 + 5 +
    5 reads as one text); the other pages still end at sentence ends (the whole text's
    lines were shared out evenly, and every page but the last ended mid-sentence:
    newcomer pass 11, finding 7)."""
    split = sentence_split(font, text, width, per_page)
    if split is not None:
        return split
    pieces: list[str] = []
    for sentence in sentences(text):
        lines = wrap_lines(font, sentence, width)
        fewest = max(1, -(-len(lines) // per_page))
        even = -(-len(lines) // fewest)
        pieces += [" ".join(lines[start:start + even])
                   for start in range(0, len(lines), even)]
    split = sentence_split(font, text, width, per_page, pieces)
    filled = filled_pages(font, text, width, per_page)
    if split is not None and (filled is None or len(filled) >= len(split)):
        return split
    if filled is not None:
        return filled
    lines = wrap_lines(font, text, width)  # (a piece re-wrapped longer than it was)
    fewest = max(1, -(-len(lines) // per_page))
    even = -(-len(lines) // fewest)
    return [lines[start:start + even] for start in range(0, len(lines), even)]


def page_shapes(font: pygame.font.Font, text: str, shapes: list[Shape], pad: int,
                blocked: Callable[[int, int], bool], height: Callable[[int, int], int]
                ) -> list[Shape]:
    """Of the box ``shapes`` (each width's lines wrapped ``pad`` narrower than the box),
    those of a paged box whose pages read best: ending at sentence ends before any
    that cannot, then with no :func:`runt`, then the fewest. For each width, the most
    lines a page (two at least) that a box of ``height(lines, width)`` holds and is
    not ``blocked``, then its pages as :func:`sentence_pages` shares them out, the box
    only as tall as the fullest (:meth:`CoachPanel.lines_in` reads that back)."""
    found: list[tuple[tuple[bool, bool, int], int, int, list[str]]] = []
    for w, _h, lines in shapes:
        low, high = 1, len(lines) - 1  # low: fits (or 1: none found yet)
        while low < high:  # a shorter box fits wherever a taller one does
            mid = (low + high + 1) // 2
            if blocked(w, height(mid, w)):
                high = mid - 1
            else:
                low = mid
        if low < 2 or blocked(w, height(low, w)):
            continue
        split = sentence_split(font, text, w - pad, low)
        pages = split if split is not None else sentence_pages(font, text, w - pad, low)
        fullest = max(len(lines) for lines in pages)
        found.append(((split is None, runt(pages), len(pages)), w, height(fullest, w),
                      lines))
    best = min((rank for rank, *_rest in found), default=None)
    return [(w, h, lines) for rank, w, h, lines in found if rank == best]


def filled_pages(font: pygame.font.Font, text: str, width: int, per_page: int
                 ) -> list[list[str]] | None:
    """``text`` wrapped to ``width``, each page filled with as many lines as it holds,
    a page ending at a sentence's end or inside a sentence longer than a page (broken
    anyway, but no more often than its length asks), never inside one a page holds;
    ``None`` where that leaves a :func:`runt` or a page cannot end so. The sentences'
    own pieces shared out evenly put a lone clause on a page of its own: "Basil took
    a 300 padlock menu:" over blank space, then the sentence after it over two more
    pages (newcomer playtest, finding 2)."""
    lines = wrap_lines(font, text, width)
    counts = [len(line.split()) for line in lines]
    long_spans: list[tuple[int, int, int]] = []  # the sentences too long: word range,
    start = 0  # and the fewest breaks each needs
    for sentence in sentences(text):
        words = len(sentence.split())
        size = len(wrap_lines(font, sentence, width))
        if size > per_page:
            long_spans.append((start, start + words, -(-size // per_page) - 1))
        start += words
    sentence_ends = {0}
    for sentence in sentences(text):
        sentence_ends.add(max(sentence_ends) + len(sentence.split()))

    def may_end(after: int) -> bool:
        word = sum(counts[:after])
        return word in sentence_ends or any(a < word < b for a, b, _n in long_spans)

    pages: list[list[str]] = []
    first = 0
    while first < len(lines):
        last = min(first + per_page, len(lines))
        while last > first and last < len(lines) and not may_end(last):
            last -= 1
        if last == first:
            return None
        pages.append(lines[first:last])
        first = last
    breaks = [sum(counts[:sum(len(page) for page in pages[:i + 1])])
              for i in range(len(pages) - 1)]
    if any(sum(a < word < b for word in breaks) > needed for a, b, needed in long_spans):
        return None  # a long sentence broken more often than its length asks
    return None if runt(pages) else pages
