"""The coach's pages end at a sentence's end (issue 19 re-check, play-test shot014,
shot015, shot017_1): Too Many Cooks' first step broke "When the pot / reaches 10 or
more" across its two pages, and page 2 of 3 began "be used once per game". The fits
test saw each page's lines inside the box and passed. Turned with the real Enter."""

import re

import pygame
import pytest

from game.ui.scenes.coach import sentence_pages
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import frames, key, quick_window, resize

ENDS = (".", "!", "?", ":", ";")


def page_words(ctx, coach) -> list[str]:
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    counters = [re.escape(ctx.text(key, n=999, total=888)).replace("999", r"\d+").replace(
        "888", r"\d+") for key in ("tutorial.step", "tutorial.page")]
    # The box's words, less its title and counters (the rules-seen counter stands under
    # the title in a narrow box).
    return [label.content for label in record.visible()
            if coach.rect.contains(label.rect)
            and not coach.next_button.rect.colliderect(label.rect)
            and label.content != ctx.text("tutorial.coach")
            and not any(re.fullmatch(pattern, label.content) for pattern in counters)]


@pytest.fixture
def french():
    """A French window: its second step at 1280x800 was cut mid-sentence where every
    way at sentence ends left a short page (fixE2)."""
    yield from quick_window(language="fr")


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
def test_each_coach_page_ends_at_a_sentence_end(ctx, size):
    resize(ctx, size)
    walk_pages(ctx)


def test_each_french_coach_page_ends_at_a_sentence_end(french):
    walk_pages(french)


def walk_pages(ctx) -> None:
    """Turn every page of guided Too Many Cooks' first reading steps with Enter: each
    page of a paged step ends at a sentence's end."""
    table = open_guided(ctx, "too-many-cooks")
    coach = table.coach
    paged = 0
    for _ in range(4):  # the first reading steps
        frames(ctx)
        for _page in range(coach.pages):
            shown = page_words(ctx, coach)
            assert shown, "the coach showed no words"
            if coach.pages > 1:
                paged += 1
                assert shown[-1].endswith(ENDS), (coach.page, coach.pages, shown)
            key(ctx, pygame.K_RETURN)
            frames(ctx)
        if not table.lesson.blocking:
            break
    assert paged, "no step was paged at this size: the test saw nothing"


def test_sentence_pages_fall_back_to_even_lines_when_a_sentence_is_too_long(ctx):
    font = ctx.theme.font("body")
    width = font.size("a very long sentence")[0]
    text = "Short one. " + "a very long sentence without end " * 6 + "end."
    pages = sentence_pages(font, text, width, 3)
    assert all(len(page) <= 3 for page in pages)
    assert " ".join(" ".join(page) for page in pages).split() == text.split()
    sentences = sentence_pages(font, "One two three. Four five six.", font.size("One two")[0], 2)
    assert len(sentences) == 2 and [page[-1][-1] for page in sentences] == [".", "."], \
        sentences



@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_sentence_longer_than_a_page_does_not_leave_a_clause_alone(language):
    """Newcomer playtest, finding 2: Chef de rang's padlock step at 1280x800 made 3
    pages of one sentence, the first only "Basil took a 300 padlock menu:" over blank
    space. Where a sentence must be broken anyway, the pages fill: as few pages as
    the lines need, each but the last full."""
    for ctx in quick_window((1280, 800), language):
        text = ctx.text("tutorial.chef_de_rang.moments.menu_res", player="Basil",
                        card="300")
        px = ctx.theme.px
        for per_page in (3, 4):
            pages = sentence_pages(ctx.theme.font("body"), text, px(240) - px(36), per_page)
            lines = sum(len(page) for page in pages)
            assert len(pages) == -(-lines // per_page), pages
            assert all(len(page) == per_page for page in pages[:-1]), pages
