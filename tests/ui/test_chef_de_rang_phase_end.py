"""Chef de rang's phase panel under the "End of phase 1" summary (issue 19 recheck,
finding 7): it said "Phase 1 · Taking orders / Take a table next to the last one
taken" behind a summary saying phase 1 was over. It now says phase 1 is over and why."""

from game.engine.runner import Seat
from game.ui import text_record
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import frames, open_table, run_until


def test_the_phase_panel_says_phase_one_is_over_under_its_summary(ctx):
    table = open_table(ctx, "chef-de-rang", [Seat("Ada", "heuristic"), Seat("Basil", "random"),
                                             Seat("Clove", "heuristic")], 9)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, RoundSummaryScene), limit=4000, dt=0.1)
    assert ctx.scenes.top.title == "End of phase 1"
    view = table.view()
    left = any(view.public.face_down)
    with text_record.recording() as record:
        frames(ctx)
    drawn = set(record.strings())
    words = " ".join(record.strings())  # a paragraph is drawn a line at a time
    assert "Phase 1 · Over" in drawn
    assert ("No face-down table next to the last one: the rest are out" if left
            else "Every table has been taken") in words
    assert "Phase 1 · Taking orders" not in drawn
    assert not any(ctx.text(f"chef_de_rang.rule.{k}") in words
                   for k in ("edge", "neighbour", "anywhere"))
    taken = ctx.text("chef_de_rang.progress_taking", taken=len(view.public.path),
                     total=len(table.plan), minimum=view.public.minimum_takes)
    assert taken in drawn  # the count the phase ended on


def test_the_seat_panels_show_phase_ones_exact_points_under_its_summary(ctx):
    """Play-test (virtual screen), finding 5: behind the "End of phase 1" summary the
    panels still showed phase 1's lower bounds ("≥3100", "≥1500"), though the summary
    gives the exact points: the panels show them too once phase 1 is over."""
    table = open_table(ctx, "chef-de-rang", [Seat("Ada", "heuristic"), Seat("Basil", "random"),
                                             Seat("Clove", "heuristic")], 9)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, RoundSummaryScene), limit=4000, dt=0.1)
    exact = table.state.public.phase1_scores
    with text_record.recording() as record:
        frames(ctx)
    drawn = record.strings()
    assert not [words for words in drawn if words.startswith("≥")], drawn
    for seat in range(1, 3):
        assert table.score_texts(table.view(), seat)[0] == str(exact[seat])
