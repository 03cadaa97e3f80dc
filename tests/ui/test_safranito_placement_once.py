"""Safranito's placements (the names moved off the tokens lying still while a flick is
shown, a bowl's label) are searched once for what they depend on, not every frame
(code re-read: two spot searches ran per frame at 60 frames a second). Kept, they must
stand exactly where a fresh search puts them, whatever changed (the tokens, the
names, the window's size: three sizes, a match played into round 2), and a frame with
nothing changed must not search again."""

import random

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.rules import Phase
from game.safranito.table import frame as frame_module
from game.safranito.table import plate_place
from game.safranito.table.plate_place import Memo
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from tests.ui.conftest import click, frames, open_table, quick_window, run_until

pytest.importorskip("pymunk")

CASES = [((800, 500), 4), ((1280, 800), 2), ((1920, 1080), 3)]
SEATS = [Seat("Ann"), *(Seat(n, "heuristic") for n in ("Ada", "Basil", "Clove"))]


@pytest.fixture(params=CASES, ids=[f"{w}x{h}-{n}p" for (w, h), n in CASES])
def case(request):
    size, players = request.param
    for ctx in quick_window(size, "en"):
        yield ctx, players


def placed(table) -> tuple:
    """Where the names and the bowl's label stand after a frame drawn now."""
    table.draw(pygame.display.get_surface())
    painter = table.painter
    return (dict(painter.region_labels), set(painter.names_under), tuple(table.bowl_label))


def test_kept_spots_are_where_a_fresh_search_puts_them(case):
    ctx, players = case
    table = open_table(ctx, "safranito", SEATS[:players], 8)
    table.show_speed = 20
    rng = random.Random(8)
    checked = labels = 0
    for n in range(4000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene) or table.view().round > 2:
            break
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        if table.is_my_turn() and not table.busy and table.beat is None:
            table.submit(rng.choice(table.match.legal_actions()))
        frames(ctx)
        if n % 3 or ctx.scenes.top is not table:
            continue
        kept = placed(table)
        table.painter.plate_memo = Memo()
        table.frame.label_memo = Memo()
        assert placed(table) == kept, f"frame {n}: a kept spot differs from a fresh search"
        checked += 1
        labels += bool(kept[2][2])
    assert checked > 50 and labels, (checked, labels)


def counted(monkeypatch, module, name: str) -> list[int]:
    """Count the calls of ``module.name`` (and run it)."""
    calls = [0]
    real = getattr(module, name)

    def counting(*args, **kwargs):
        calls[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, counting)
    return calls


def test_a_frame_with_nothing_changed_searches_no_spot(ctx, monkeypatch):
    import game.safranito.table.board_draw as board_draw
    table = open_table(ctx, "safranito", SEATS[:3], 8)
    # (the table before the names were placed once called plate_clear from board_draw)
    plates = counted(monkeypatch, board_draw if hasattr(board_draw, "plate_clear")
                     else plate_place, "plate_clear")
    label = counted(monkeypatch, frame_module, "label_spot")
    rng = random.Random(1)

    def flick_shown_over_a_token() -> bool:
        if table.show is not None and len(table.view().board) >= 2:
            return True
        if table.is_my_turn() and not table.busy and table.beat is None:
            table.submit(rng.choice(table.match.legal_actions()))
        return False

    run_until(ctx, flick_shown_over_a_token, limit=20000)
    placed(table)
    plates[0] = 0
    placed(table)
    assert plates[0] == 0, "the names were placed again with no token moved"

    def bowl_label_up() -> bool:
        if ctx.scenes.top is table and table.view().phase in (Phase.SELL, Phase.BUY) \
                and bool(table.view().bowl) and table.beat is None and table.show is None:
            return True
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
        elif table.is_my_turn() and not table.busy and table.beat is None:
            table.submit(rng.choice(table.match.legal_actions()))
        return False

    run_until(ctx, bowl_label_up, limit=20000)
    placed(table)
    assert table.bowl_label.width, "no bowl label up"
    label[0] = 0
    placed(table)
    assert label[0] == 0, "the bowl's label was placed again with nothing changed"
