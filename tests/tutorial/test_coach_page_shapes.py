"""A paged coach box is shaped for pages that end at sentence ends (fixE2): guided Too
Many Cooks' secret-menu step in English at 1280x800 took the 240 px box, whose 14
lines shared out exactly over two pages of 7, and broke "…A soup scores +1 per card of
its suit you win / and −1 per chili" across them: the search counted lines, not the
pages the sentences need. Words here are "Ab" and "Ab.", so a line's words are known
by the width alone. A page cut mid-sentence is worse than one of a short whole
sentence (a runt, which the pages avoid where they can: recheck19d): French's second
step at 1280x800 broke "…puis vous jouez des / cartes dans une marmite commune"."""

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


def shapes_for(text, font, caps):
    """``page_shapes`` of one-word and two-word lines, each holding ``caps`` lines a
    page (one-word, two-word) clear."""
    narrow, wide = one_word(font) + 10, two_words(font) + 10
    words = len(text.split())
    shapes = [(narrow, 0, ["Ab"] * words), (wide, 0, ["Ab Ab"] * -(-words // 2))]
    cap = dict(zip((narrow, wide), caps, strict=True))

    def height(lines: int, width: int) -> int:
        return 20 + 10 * lines

    def blocked(width: int, box_height: int) -> bool:
        return box_height > height(cap[width], width)

    found = page_shapes(font, text, shapes, 10, blocked, height)
    return ["narrow" if w == narrow else "wide" for w, _h, _lines in found], found, height


def test_the_shape_whose_sentences_take_fewer_pages_wins(font):
    # By lines both take 2 pages (8 / 4, 4 / 3); by sentences the narrow one takes 3.
    names, found, height = shapes_for(TEXT, font, (4, 3))
    assert names == ["wide"], found
    # Its box is as tall as its fullest page: "Ab Ab / Ab." then "Ab Ab / Ab. Ab / Ab."
    assert found[0][1] == height(3, found[0][0])


def test_a_shape_that_pages_at_sentence_ends_beats_one_that_cannot(font):
    # Sentences of 1, 4 and 1 words. One word a line, 3 lines a page: the 4 words
    # cannot end a page, so 2 pages cut mid-sentence. Two words a line, 2 lines a
    # page: 3 pages, each ending at a sentence's end.
    text = "Ab. Ab Ab Ab Ab. Ab."
    assert not sentence_pages(font, text, one_word(font), 3)[0][-1].endswith(".")
    names, found, _height = shapes_for(text, font, (3, 2))
    assert names == ["wide"], found


def test_a_runt_page_only_where_every_way_leaves_one(font):
    # Sentences of 3, 4 and 1 words, one word a line, 4 lines a page: 3 + 4 + 1 (a
    # runt) or cut mid-sentence; the runt is a whole sentence and reads whole.
    text = "Ab Ab Ab. Ab Ab Ab Ab. Ab."
    pages = sentence_pages(font, text, one_word(font), 4)
    assert [len(page) for page in pages] == [3, 4, 1], pages
    # Two words a line, 2 lines a page: 2 + 2 + 1 at sentence ends, no runt: it wins.
    names, found, _height = shapes_for(text, font, (4, 2))
    assert names == ["wide"], found


def test_only_a_sentence_longer_than_a_page_is_broken_at_words(font):
    """Newcomer pass 11, finding 7: where one sentence is longer than a page, the whole
    text's lines were shared out evenly, and pages ended mid-sentence everywhere (the
    short sentences too). Now only the long sentence breaks; every other page ends at a
    sentence's end."""
    text = "Ab Ab. " + " ".join(["Ab"] * 7) + ". Ab Ab. Ab Ab Ab."
    pages = sentence_pages(font, text, one_word(font), 4)  # the 7-word sentence: 2 pages
    ends = [page[-1] for page in pages]
    long_pages = [i for i, page in enumerate(pages) if not page[-1].endswith(".")]
    assert len(long_pages) == 1, pages  # the one break inside the long sentence
    assert pages[long_pages[0] + 1][-1].endswith("."), pages
    assert ends[0] == "Ab." and ends[-1] == "Ab.", pages
    assert all(len(page) <= 4 for page in pages), pages
