"""Newcomer finding (fixE, 1): in French the coach's box of Too Many Cooks' first four
steps sat top-left over Ada's panel, half of Basile's name and the "Donneur : Clou"
line, where the English box went in the left column clear of the panels. The box could
be no narrower than "Coach" and "règles vues : 0 / 14" side by side, and the French
secret-menu dialog was widened by its longer title: the left column had no room. Now
the counter goes under the title in a narrow box and the French title is as short as
the English one, so at every window size, in both languages, the first four steps'
box hides no player's panel and no word of the round's line; the title, the counter
and the words do not meet."""

import pygame
import pytest

from game.ui.text_record import recording
from tests.tutorial.test_guided_table import _player_panels, open_guided
from tests.ui.conftest import ALL_SIZES, click, frames, quick_window

WINDOWS = [(size, language) for size in ALL_SIZES for language in ("en", "fr")]


@pytest.fixture(params=WINDOWS, ids=[f"{w}x{h}-{lang}" for (w, h), lang in WINDOWS])
def ctx(request):
    size, language = request.param
    yield from quick_window(size, language)


def test_the_first_steps_box_is_clear_of_the_panels_in_both_languages(ctx):
    table = open_guided(ctx, "too-many-cooks")
    coach = table.coach
    title = ctx.text("tutorial.coach")
    dealer = ctx.text("too_many_cooks.dealer", name="|").split("|")[0]  # "Dealer: "
    for _ in range(4):
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            frames(ctx)
        step, box = table.lesson.current.key, coach.rect
        hidden = [p for p in _player_panels(table) if box.colliderect(p)]
        assert not hidden, f"{step}: the box {box} hides the panels {hidden}"
        labels = record.visible()
        inside = [label for label in labels if box.contains(label.rect)]
        heading = [label for label in inside if label.content == title]
        count = ctx.text("tutorial.step", n=table.lesson.rules_seen,
                         total=len(table.lesson.spec.moments))
        counter = [label for label in inside if label.content == count]
        assert heading and counter, f"{step}: the title or the counter left the box"
        words = [label for label in inside if label not in heading + counter]
        for label in words + heading:
            assert not label.rect.colliderect(counter[0].rect), \
                f"{step}: the counter meets {label.content!r}"
        round_line = [label for label in labels if label.content.startswith(dealer)]
        assert round_line and not any(box.colliderect(label.rect) for label in round_line), \
            f"{step}: the box hides the dealer's line"
        click(ctx, coach.next_button.rect.center)
