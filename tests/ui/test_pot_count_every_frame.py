"""Too Many Cooks' pot counter equals the cards lying in the pot at every frame
(newcomer playtest, finding 1: Clove's 1 of Onion lay in the pot while the counter
read 0; right after a red 0 the "Boiled over" chip showed while the pot still read 2;
the round's last card lay in the pot while the total left it out).

A card lies in the pot once it is drawn at its slot: at rest, or at the end of its
flight within a few pixels of the slot (a flight eases out: for the last quarter of its
time the card sat still in its slot while the total waited for the flight to end). The
chips speak of the same cards: "Boiled over" not before the red 0 lies in the pot."""

import math

import pytest

from game.engine.runner import Seat
from game.ui.flight import Purpose
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.theme import Pace
from tests.ui.conftest import frames, open_table, quick_window

NAMES = ["Ann", "Basil", "Clove", "Dill"]


def lying(table, plays):
    """The cards of ``plays`` drawn at their slot: not flying, or their flight's card
    drawn within 4 reference pixels of the slot's centre (what a player sees as in)."""
    slots = dict((p.card, r) for p, r in table.pot_rects(plays))
    near = table.ctx.theme.px(4)
    shown = []
    for play in plays:
        flights = [f for f in table.flights if f.key == play.card and not f.done
                   and f.elapsed >= f.delay]
        if not flights or all(f.purpose is Purpose.PLACE
                              and math.dist(f.position(), slots[play.card].center) <= near
                              for f in flights):
            shown.append(play)
    return tuple(shown)


def drawn_total_and_chips(ctx, table):
    badge = table.pot_badge()
    with recording() as record:
        render_scene(ctx)
    numbers = [label.content for label in record.labels
               if badge.collidepoint(label.rect.center) and label.content.isdigit()]
    return numbers, " ".join(record.strings())


@pytest.mark.parametrize("seed", [2, 5])
def test_the_counter_equals_the_cards_lying_in_the_pot_every_frame(seed):
    for ctx in quick_window((1600, 1000)):
        # The configured card flight (Normal animation speed); bots without a pause.
        ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.35, trick_hold_s=0.3)
        seats = [Seat(NAMES[0])] + [Seat(n, "heuristic") for n in NAMES[1:]]
        table = open_table(ctx, "too-many-cooks", seats, seed=seed)
        data = table.game.data
        boil_overs = round_end = 0
        for _ in range(20000):
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                break
            if table.is_my_turn():
                table.submit(table.game.legal_actions(table.match.state)[0])
            frames(ctx)
            if ctx.scenes.top is not table or table.view().table.phase.name == "MENU":
                continue
            holding = bool(table.completed) and table.hold > 0
            plays = table.completed if holding else table.view().table.trick
            if not plays:
                continue
            inside = lying(table, plays)
            numbers, words = drawn_total_and_chips(ctx, table)
            expected = table.game.pot_total([p.card for p in inside])
            assert numbers == [str(expected)], (numbers, expected, plays, inside)
            boiled = any(data.is_boil_over[p.card] for p in inside)
            if "Boiled over" in words:
                assert boiled, ("the chip came before the red 0 lay in the pot", plays)
            boil_overs += boiled and not holding
            round_end += bool(table.owed) and len(inside) == len(plays)
        assert isinstance(ctx.scenes.top, RoundSummaryScene), "the round never ended"
        assert boil_overs, "no boil-over lay in the pot"
        assert round_end, "the round's last pot never lay whole on the table"

