"""A paged coach box is shaped for pages that end at sentence ends (fixE2): guided Too
Many Cooks' secret-menu step in English at 1280x800 took the 240 px box, whose 14
lines shared out exactly over two pages of 7, and broke "…A soup scores +1 per card of
its suit you win / and −1 per chili" across them: the search counted lines, not the
pages the sentences need. Words here are "Ab" and "Ab.", so a line's words are known
by the width alone."""

import pygame
import pytest

from game.ui.tutorial.pages import page_shapes, sentence_pages

TEXT = "Ab Ab Ab. Ab Ab Ab. Ab Ab."
"""Sentences of 3, 3 and 2 words."""


@pytest.fixture
def font():
    pygame.font.init()
    return pygame.font.Font(None, 24)


def one_word(font) -> int:
    """A line width that holds one word a line."""
    return font.size("Ab Ab")[0] - 1


def two_words(font) -> int:
    """A line width that holds two words a line, never three."""
    assert font.size("Ab. Ab.")[0] < font.size("Ab Ab Ab")[0]
    return font.size("Ab Ab Ab")[0] - 1


def test_pages_end_at_sentence_ends_where_that_takes_more_pages_than_the_lines(font):
    # 8 lines of 4 a page share out over 2 pages; the sentences (3, 3, 2) need 3.
    pages = sentence_pages(font, TEXT, one_word(font), 4)
    assert [len(page) for page in pages] == [3, 3, 2], pages
    assert all(page[-1].endswith(".") for page in pages), pages


def test_the_shape_whose_sentences_take_fewer_pages_wins(font):
    pad, narrow, wide = 10, one_word(font) + 10, two_words(font) + 10
    shapes = [(narrow, 0, ["Ab"] * 8), (wide, 0, ["Ab Ab"] * 4)]
    caps = {narrow: 4, wide: 3}  # lines a page that fit clear

    def height(lines: int, width: int) -> int:
        return 20 + 10 * lines

    def blocked(width: int, box_height: int) -> bool:
        return box_height > height(caps[width], width)

    # By lines both take 2 pages (8 / 4, 4 / 3); by sentences the narrow one takes 3.
    found = page_shapes(font, TEXT, shapes, pad, blocked, height)
    assert [w for w, _h, _lines in found] == [wide], found
    # Its box is as tall as its fullest page: "Ab Ab / Ab." then "Ab Ab / Ab. Ab / Ab."
    assert found[0][1] == height(3, wide)


def test_a_shape_that_pages_at_sentence_ends_beats_one_that_cannot(font):
    # Sentences of 3, 4 and 1 words. One word a line, 4 lines a page: 2 pages by the
    # lines, but at sentence ends 3 + 4 + 1 (a runt) or worse, so cut mid-sentence.
    # Two words a line, 2 lines a page: 3 pages, each ending at a sentence's end.
    text = "Ab Ab Ab. Ab Ab Ab Ab. Ab."
    narrow, wide = one_word(font) + 10, two_words(font) + 10
    shapes = [(narrow, 0, ["Ab"] * 8), (wide, 0, ["Ab Ab"] * 4)]
    caps = {narrow: 4, wide: 2}

    def height(lines: int, width: int) -> int:
        return 20 + 10 * lines

    def blocked(width: int, box_height: int) -> bool:
        return box_height > height(caps[width], width)

    assert len(sentence_pages(font, text, narrow - 10, 4)) == 2
    found = page_shapes(font, text, shapes, 10, blocked, height)
    assert [w for w, _h, _lines in found] == [wide], found
    pages = sentence_pages(font, text, wide - 10, 2)
    assert len(pages) == 3 and all(page[-1].endswith(".") for page in pages), pages
