"""Newcomer playtest 13d: at Chef de rang's game over the phase box said "All orders
are in · 27 tables served · 0 open now" over some eleven ordered tables with no card;
the reason (nobody could serve) was only in the ticker. The box now says why the game
ended and how many of the ordered tables were served."""

import pytest

from game.chef_de_rang.table.layout import signed
from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.ui.screenshot import advance, render_scene
from game.ui.table_classes import table_class
from game.ui.text_record import recording
from tests.ui.conftest import resize

GAME = "chef-de-rang"
SEATS = (Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
         Seat("Dill", "heuristic"))


@pytest.mark.parametrize("seed", [5, 6, 7, 8])
def test_the_game_over_box_says_why_and_how_many_were_served(ctx, seed):
    setup = MatchSetup(GAME, SEATS, seed, {})
    match = setup.start()
    advance(match, GAME, None)
    assert match.over
    table = table_class(GAME)(ctx, match, setup)
    ctx.scenes.push(table)
    with recording() as record:
        render_scene(ctx)
    drawn = record.strings()
    words = " ".join(drawn)  # the rule line may wrap
    public = match.state.public
    ordered = sum(1 for owner in public.markers if owner >= 0)
    served = len(public.service)
    key = "over" if served >= ordered else "over_stuck"
    assert ctx.text(f"chef_de_rang.rule.{key}") in words
    assert ctx.text.plural("chef_de_rang.progress_served", served, total=ordered) in drawn
    assert not any(ctx.text.plural("chef_de_rang.progress_serving", served, open=0) == s
                   for s in drawn)


def test_a_narrow_panel_shows_each_score_part_whole(ctx):
    """Newcomer playtest 13d: at 800x500 the phase-2 line "Phase 1 2200 · served +600 ·
    hand −400" was cut to "hand −4…", a part of the score lost. Where the words do not
    fit, the panel shows the numbers alone (its tooltip names each part)."""
    resize(ctx, (800, 500))
    setup = MatchSetup(GAME, SEATS, 5, {})
    match = setup.start()
    advance(match, GAME, None)
    table = table_class(GAME)(ctx, match, setup)
    ctx.scenes.push(table)
    with recording() as record:
        render_scene(ctx)
    drawn = record.strings()
    view = table.view()
    first, _second = table.game.phase_scores(view)
    served, in_hand = table.game.service_points(view)
    for seat in range(len(SEATS)):
        parts = (str(first[seat]), signed(served[seat]), signed(-in_hand[seat]))
        assert any(all(part in line for part in parts) and "…" not in line
                   for line in drawn), (seat, parts, drawn)
