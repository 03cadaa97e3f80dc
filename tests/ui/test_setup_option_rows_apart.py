"""Newcomer playtest, finding 4: on Chef de rang's French setup screen the option's
words on two lines ("Prises avant qu'une impasse finisse la phase 1") touched the
next option's words under them. Each option row (its control and the words drawn
beside it) keeps a gap from the next, in every language, at every window size."""

import itertools

import pytest

from game import registry
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, open_setup_by_click, quick_window, size_ids


def rows_drawn(ctx, setup) -> list:
    """Each option row's extent: its control and the words drawn beside it."""
    widgets = [widget.rect for _spec, widget in setup.option_widgets]
    with recording() as record:
        render_scene(ctx)
    rows = [rect.copy() for rect in widgets]
    for label in record.visible():
        if label.rect.left < widgets[0].left - 2 or label.rect.top < widgets[0].top - 40:
            continue
        nearest = min(range(len(widgets)), key=lambda i: abs(
            widgets[i].centery - label.rect.centery))
        if abs(widgets[nearest].centery - label.rect.centery) <= widgets[nearest].height:
            rows[nearest].union_ip(label.rect)
    return rows


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_option_rows_keep_apart(game_id, language, size):
    for ctx in quick_window(size, language):
        setup = open_setup_by_click(ctx, game_id)
        if len(setup.option_widgets) < 2:
            return
        rows = rows_drawn(ctx, setup)
        gap = ctx.theme.px(6)
        for upper, lower in itertools.pairwise(rows):
            assert upper.bottom + gap <= lower.top, (upper, lower)
