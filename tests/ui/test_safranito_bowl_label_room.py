"""Newcomer playtest, finding 2: a bowl's transient label ("Sells at ₹50 a card",
"Ada bids ₹40") lay across the neighbouring bowls and their tokens. The lead's rule: a
label about a bowl never covers another bowl, a token or a name; the bowl it speaks of
is ringed, and where no felt beside it is free the words go off the board, naming the
bowl ("Garlic bowl: Sells at ₹50 a card"). Played on the real table with bots, every
frame a label is drawn, at the four window sizes with two and four players."""

import random

import pytest

from game.engine.runner import Seat
from game.safranito.flick import BOWLS
from game.safranito.table.label_place import all_token_rects, meets_disc
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from tests.ui.conftest import click, frames, open_table, quick_window

pytest.importorskip("pymunk")

CASES = [((800, 500), 4), ((1280, 800), 2), ((1600, 640), 4), ((1920, 1080), 2)]


@pytest.fixture(params=CASES, ids=[f"{w}x{h}-{n}p" for (w, h), n in CASES])
def case(request):
    size, players = request.param
    for ctx in quick_window(size, "en"):
        yield ctx, players


def test_a_bowl_label_covers_no_other_bowl_token_or_name(case):
    ctx, players = case
    seats = [Seat("Ann"), *(Seat(n, "heuristic") for n in ("Ada", "Basil", "Clove"))]
    table = open_table(ctx, "safranito", seats[:players], 8)
    table.show_speed = 60
    rng = random.Random(8)
    drawn = []
    bowl_total = table.frame.bowl_total

    def watch(surface, bowl, label):
        bowl_total(surface, bowl, label)
        drawn.append((bowl, table.bowl_label.copy()))

    table.frame.bowl_total = watch
    checked = 0
    for _ in range(6000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene) or table.view().round > 2:
            break
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        drawn.clear()
        if table.is_my_turn() and not table.busy and table.beat is None:
            table.submit(rng.choice(table.match.legal_actions()))
        frames(ctx)
        painter = table.painter
        for bowl, pill in drawn:
            others = [r.name for r in table.board.regions if r.name != bowl
                      and r.name in BOWLS and meets_disc(
                          pill, (*painter.region_centre(r.name),
                                 table.view_geom.length(r.radius)))]
            assert not others, f"{bowl}'s label {pill} covers the bowls {others}"
            assert pill.collidelist(all_token_rects(table)) == -1, f"{bowl}'s label on a token"
            names = [*painter.region_labels.values(), *table.side_labels()]
            assert pill.collidelist(names) == -1, f"{bowl}'s label on a name"
            checked += 1
    assert checked, "no bowl label was drawn"
