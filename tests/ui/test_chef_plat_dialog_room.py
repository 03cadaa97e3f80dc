"""At 800x500 the plat du jour dialog's explanation keeps a gap above the first
opponent's row (it touched Ada's row: newcomer playtest 15b, finding 3, shot 127), en
and fr. Read off the drawn frame of a real table at the player's plat du jour."""

import pygame
import pytest

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import quick_window
from tests.ui.test_chef_no_tip_under_plat_dialog import plat_dialog


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_explanation_keeps_clear_of_the_first_row(language):
    ctx = next(quick_window(size=(800, 500), language=language))
    try:
        table = plat_dialog(ctx)
        view = table.view()
        first = table.picker_options(view)[0].rect
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        hint = ctx.text("chef_de_rang.picker.hint")
        lines = [label.rect for label in record.visible()
                 if label.content and label.content in hint and label.rect.bottom <= first.top
                 and label.rect.top > table.picker_panel(view).top]
        assert lines, "the explanation is not drawn above the rows"
        gap = first.top - max(rect.bottom for rect in lines)
        assert gap >= ctx.theme.px(10), f"{gap} px between the explanation and the first row"
    finally:
        pygame.quit()
