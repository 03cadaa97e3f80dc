"""Newcomer playtest: at 800x500 in French, Too Many Cooks' seat panel read "Gagnées 14 ·
manche…", the round's points lost to the ellipsis. Each part of a seat panel's score is
shown whole, in both trick-taking games, at the small and the wide window, in both
languages (a panel too narrow for the words shows the numbers alone, as Chef de rang's)."""

import pytest

from game.engine.numbers import signed
from game.engine.runner import Match, Seat
from game.match_setup import MatchSetup
from game.scharfe_schoten.rules import stock_counts
from game.ui.screenshot import advance
from game.ui.table_classes import table_class
from game.ui.widgets import ELLIPSIS
from tests.ui.conftest import drawn_strings, quick_window, size_ids

SIZES = [(800, 500), (1600, 640)]
SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]


@pytest.fixture(params=[(size, lang) for size in SIZES for lang in ("en", "fr")],
                ids=[f"{s}-{lang}" for s in size_ids(SIZES) for lang in ("en", "fr")])
def window(request):
    size, lang = request.param
    yield from quick_window(size, lang)


def shown(ctx, game: str, match: Match, setup: MatchSetup) -> list[str]:
    """The lines one frame of ``match``'s table draws."""
    ctx.scenes.push(table_class(game)(ctx, match, setup))
    return drawn_strings(ctx)


def test_too_many_cooks_panels_show_won_and_round_whole(window):
    game = "too-many-cooks"
    setup = MatchSetup(game, SEATS, 5, {})
    match = setup.start()
    # An opponent with two-digit won cards and its menu shown: the widest line.
    advance(match, game, None, until=lambda m: max(len(w) for w in m.state.table.won[1:]) >= 12
            and m.to_move == 0)
    drawn = shown(window, game, match, setup)
    view = match.game.observe(match.state, 0)
    for seat, projected in enumerate(match.game.projected_scores(view)):
        if projected is None:
            continue
        parts = (str(len(view.table.won[seat])), signed(projected.points))
        assert any(all(part in line for part in parts) and ELLIPSIS not in line
                   for line in drawn), (seat, parts, drawn)
    assert not any(ELLIPSIS in line and "·" in line for line in drawn), drawn


def test_scharfe_schoten_panels_show_the_round_so_far_whole(window):
    game = "scharfe-schoten"
    setup = MatchSetup(game, SEATS, 5, {})
    match = setup.start()
    advance(match, game, None, until=lambda m: sum(stock_counts(m.state, 0)) >= 4
            and m.to_move == 0)
    drawn = shown(window, game, match, setup)
    table = window.scenes.top
    view = table.view()
    for seat in range(len(SEATS)):
        line = table.projection_text(view, seat, detail=seat == view.seat)
        assert line in drawn, (seat, line, drawn)
    assert not any(ELLIPSIS in line and "·" in line for line in drawn), drawn
