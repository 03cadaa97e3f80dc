"""Newcomer 5: the banner said "Ada réfléchit…" ("Ada is thinking…") while the guided
game was paused for the coach's words, waiting for Next. While the coach explains, the
banner says what the table waits for; once Next is pressed, it says who is to act."""

import pytest

from game.engine.text import load_text
from game.ui.text_record import recording
from tests.tutorial.test_guided_table import GAMES, open_guided
from tests.ui.conftest import click, ctx, frames  # noqa: F401


def drawn(context) -> list[str]:
    with recording() as record:
        frames(context)
    return record.strings()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_banner_says_the_table_waits_for_the_coach(ctx, game_id, language):  # noqa: F811
    ctx.text = load_text(language)
    table = open_guided(ctx, game_id)
    reading = ctx.text("tutorial.banner_reading")
    thinking = ctx.text("table.thinking", name="").strip()
    watch = ctx.text("safranito.counter.watch")  # Safranito's banner and counter
    waited = 0
    for _ in range(400):
        if table.match.over or table.lesson.finished:
            break
        if table.lesson.blocking:
            shown = drawn(ctx)
            assert reading in shown, shown[:12]
            assert not any(thinking in s or watch in s for s in shown), shown[:12]
            waited += 1
            click(ctx, table.coach.next_button.rect.center)
            assert table.lesson.blocking or table.status_line() != reading
        elif table.is_my_turn():
            guided = table.lesson.guided_action(table.match.state) \
                or table.match.forced_action() or table.match.legal_actions()[0]
            table.submit(guided)
        else:
            frames(ctx)
        if waited >= 6:
            break
    assert waited >= 3
