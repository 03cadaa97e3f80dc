"""No frame of the Chef de rang table runs the phase-1 range programme while drawing
(:func:`game.chef_de_rang.knowledge.seat_range`): it ran on the first frame drawn after
each swap, up to ~100 ms, a visible hitch. The match session works the ranges out when
the state changes; the table's panels only read them. Played through the real frame
loop, bots swapping plats du jour, the learner's moves made at the table."""

import traceback

from game.chef_de_rang import knowledge
from game.chef_de_rang.rules import Phase
from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.ui.table_classes import table_class
from tests.ui.conftest import play_mine_until

GAME = "chef-de-rang"
SEATS = (Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random"),
         Seat("Dill", "random"), Seat("Eve", "random"))


def test_no_frame_drawn_after_a_swap_runs_the_range_programme(ctx, monkeypatch):
    knowledge._ranges.cache_clear()  # nothing worked out by an earlier test
    real = knowledge.seat_range
    drawing: list[str] = []
    ran = [0]

    def spied(*args, **kwargs):
        ran[0] += 1
        names = [frame.name for frame in traceback.extract_stack()]
        if "draw_frame" in names:
            drawing.append(" < ".join(reversed(names[-8:])))
        return real(*args, **kwargs)

    monkeypatch.setattr(knowledge, "seat_range", spied)
    setup = MatchSetup(GAME, SEATS, 4, {})
    table = table_class(GAME)(ctx, setup.start(), setup)
    ctx.scenes.push(table)

    def hidden_after_swaps() -> bool:
        public = table.state.public
        view = table.game.observe(table.state, 0)
        return public.phase is Phase.TAKING and len(public.swaps) >= 3 and any(view.hidden)

    play_mine_until(ctx, table, hidden_after_swaps)
    assert ran[0], "the programme had ranges to work out"
    assert not drawing, drawing[:3]
