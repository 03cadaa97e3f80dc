"""A toast never lies over the coach's box or its Next button (issue 19 play-test: in
the French guided game of Too Many Cooks at 1280x800, "Les menus sont révélés !"
covered "Suivant"). The learner chooses the menu with a real click; the toast and the
coach's explanation of the revealed menus then show together."""

import pytest

from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import click, frames, quick_window


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 800), (1600, 640), (1920, 1080)])
def test_the_menus_revealed_toast_keeps_clear_of_the_coach(language, size):
    for ctx in quick_window(size, language):
        table = open_guided(ctx, "too-many-cooks")
        while table.lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
        menus = dict(table.menu_rects(table.view()))
        click(ctx, menus["onion"].center)  # the guided game's scripted menu
        frames(ctx, 6)
        assert table.lesson.current.key == "moments.menus_revealed"
        assert table.toast == ctx.text("too_many_cooks.menus_revealed")
        coach = [table.coach.rect, table.coach.bar]
        assert all(rect.width for rect in coach)
        assert not any(table.toast_rect.colliderect(rect) for rect in coach), \
            (table.toast_rect, coach)
