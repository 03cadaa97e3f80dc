"""Play-test (virtual screen), finding 4: at a Too Many Cooks round's end the seat that
played the last card still showed it in hand ("4 cards in hand" after Ada's last card,
while the summary's "9 cards still in hands" only added up with 3). The round kept on
screen under its summary is the one the summary sums up: every panel's count with it."""

from game.engine.runner import Seat
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import click, frames, open_table


def test_the_panels_hand_counts_add_up_to_the_summarys_cards_left(ctx):
    seats = [Seat(name, "random") for name in ("Ann", "Basil", "Clove", "Ada")]
    table = open_table(ctx, "too-many-cooks", seats, 7)
    rounds = 0
    while rounds < 3:
        frames(ctx)
        summary = ctx.scenes.top
        if not isinstance(summary, RoundSummaryScene):
            continue
        record = table.match.state.table.history[-1]
        shown = table.view()
        assert sum(shown.hand_counts) == record.cards_left, (shown.hand_counts, record)
        with recording() as record_words:
            render_scene(ctx)
        words = record_words.strings()
        for seat in range(1, 4):
            assert ctx.text.plural("too_many_cooks.cards", shown.hand_counts[seat]) in words
        click(ctx, summary.button.rect.center)
        rounds += 1
