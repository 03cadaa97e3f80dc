"""Issue 13, "the round summary comes first", in the two games without tricks: from the
move that ends a round (Safranito) or a phase (Chef de rang's phase 1, and its end) until
the summary is dismissed, no move of what follows is made or offered, and a click in
that gap is never dropped (it finishes the animation, so the summary comes sooner).

The human's own moves are submitted as the rules offer them (the flick and take
gestures have their own tests); everything in the gap goes through real events."""

import random

from game.chef_de_rang.state import Phase
from game.engine.runner import Seat
from game.match_files import round_number
from game.ui.app import run_frames
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from tests.ui.conftest import click, frames, open_table


def play_to_summaries(ctx, table, ended, limit=40000):
    """Play on (the human's moves at random from the legal ones) and, each time
    ``ended(before, after)`` says a move closed a round or phase, watch the frames
    until its summary: returns how many summaries came that way."""
    rng = random.Random(3)
    seen = 0
    for _ in range(limit):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            return seen
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        before = table.match.state
        moves = len(table.match.log.actions)
        if table.is_my_turn():
            table.submit(rng.choice(table.match.legal_actions()))
        else:  # the bots' turns in frames of 0.1 s; the gap is watched frame by frame
            run_frames(ctx, 1, fixed_dt=0.1)
        if len(table.match.log.actions) > moves and ended(before, table.match.state):
            watch_the_gap(ctx, table, before)
            seen += 1
    raise AssertionError("the match did not end")


def phase_of(view):
    public = getattr(view, "public", None)
    return getattr(public, "phase", None)


def watch_the_gap(ctx, table, before):
    """Until the summary shows: no move, no turn offered, the old round on screen; a
    click on the table finishes what is animating and is not lost."""
    made = len(table.match.log.actions)
    old_round = round_number(table.game.observe(before, table.viewer))
    clicked = False
    for _ in range(2000):
        if any(isinstance(s, RoundSummaryScene) for s in ctx.scenes):
            break
        assert len(table.match.log.actions) == made, "a move was made before the summary"
        assert not table.is_my_turn(), "the next round was offered before its summary"
        if table.match.over:
            break
        if table.animating and not clicked:
            click(ctx, (table.size[0] // 2, table.size[1] // 2))
            clicked = True
            assert not table.animating or table.busy
        else:
            frames(ctx)
    else:
        raise AssertionError("no summary came")
    if table.match.over:
        return
    assert len(table.match.log.actions) == made
    if old_round is not None:  # under the summary, still the round it sums up
        assert round_number(table.view()) == old_round
    if phase_of(before) is not None:  # Chef de rang: still a phase-1 table under it
        assert phase_of(table.view()) is phase_of(table.game.observe(before, 0)).TAKING


def test_chef_de_rang_phase_one_summary_comes_before_phase_two(ctx):

    table = open_table(ctx, "chef-de-rang", [Seat("Ann"), Seat("Basil", "heuristic"),
                                             Seat("Clove", "heuristic")], 5)
    phase_one = (Phase.TAKING, Phase.PLAT_CHOICE)

    def ended(before, after):
        return before.public.phase in phase_one and after.public.phase not in phase_one
    assert play_to_summaries(ctx, table, ended) == 1


def test_safranito_round_summary_comes_before_the_next_round(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "heuristic"),
                                          Seat("Clove", "heuristic")], 4,
                       options={"round_limit": 3})  # two summaries, then the results

    def ended(before, after):
        return after.round != before.round or after.over if hasattr(after, "over") \
            else after.round != before.round
    assert play_to_summaries(ctx, table, ended) >= 2
