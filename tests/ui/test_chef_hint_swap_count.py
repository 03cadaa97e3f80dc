"""The Hint's reason for a plat du jour swap counts the opponent's cards as their seat
panel shows them (newcomer playtest: "Draws one of their 3 cards" beside a panel
reading ×7: after a swap the player did not see, the reason counted only the cards the
player knew of in that hand, not the hidden ones). Spec ``docs/rules/chef-de-rang.md``:
the swap draws from the opponent's whole hand; hand sizes are public."""

import re

import pytest

from game.chef_de_rang.rules import Phase, SwapPlat
from game.engine.runner import Seat
from game.review.words import reason_words
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import open_table, play_mine_until

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
         Seat("Dill", "heuristic")]


def panel_count(ctx, table, seat: int) -> int:
    """The "×n" the seat's panel draws, read off a real frame."""
    area = table.seat_parts(seat).cards
    with recording() as record:
        render_scene(ctx)
    counts = [x.content for x in record.visible()
              if x.rect.colliderect(area) and re.fullmatch(r"×\d+", x.content)]
    assert counts, f"no card count drawn on seat {seat}'s panel"
    return int(counts[0][1:])


@pytest.mark.parametrize("seed", [5])
def test_the_swap_reason_counts_the_cards_the_panel_shows(ctx, seed):
    table = open_table(ctx, "chef-de-rang", SEATS, seed)

    def swap_past_hidden() -> bool:
        view = table.view()
        return (view.public.phase is Phase.PLAT_CHOICE
                and any(view.hidden[o.action.opponent] > 0
                        for o in table.picker_options(view)
                        if isinstance(o.action, SwapPlat) and o.enabled))

    play_mine_until(ctx, table, swap_past_hidden)
    view = table.view()
    checked = 0
    for option in table.picker_options(view):
        if not (isinstance(option.action, SwapPlat) and option.enabled):
            continue
        seat = option.action.opponent
        shown = panel_count(ctx, table, seat)
        reason = reason_words(ctx.text, table.package, table.game, view, option.action)
        said = re.findall(r"\d+", reason)
        assert (said == [str(shown)]) if shown > 1 else ("only" in reason), (reason, shown)
        checked += view.hidden[seat] > 0
    assert checked
