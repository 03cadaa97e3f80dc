"""Issue 19 re-check: while Chef de rang's reserved pile is empty its label ("Reserved
padlock menus: none") sat at the top of its box as a heading over nothing, the rest of
the box empty. Alone, it now stands in the middle of the box; over reserved cards it
stays their heading, at the top."""

from game.engine.runner import Seat
from game.ui.text_record import recording
from tests.ui.conftest import frames, open_table


def test_the_empty_reserved_piles_label_stands_in_the_middle_of_its_box(ctx):
    seats = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]
    table = open_table(ctx, "chef-de-rang", seats, 5)
    assert not table.view().public.reserved[table.viewer]
    words = ctx.text("chef_de_rang.reserved_empty")
    with recording() as record:
        frames(ctx)
    lines = [label.rect for label in record.labels
             if label.content == words or label.paragraph == words]
    assert lines, "the empty pile's label is not drawn"
    top, bottom = min(r.top for r in lines), max(r.bottom for r in lines)
    box = table.reserve_rect
    middle = (top + bottom) / 2
    assert abs(middle - box.centery) <= ctx.theme.px(6), (top, bottom, box)
