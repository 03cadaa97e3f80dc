"""Newcomer pass 11, finding 3: the labels the Safranito table sets by a bowl ("₹60 each"
as the bowl opens, "Ada bids ₹40" on a purchase) and its caption ("The Ginger bowl
opens…") lay over the tokens they spoke of: a crowded bowl's tokens stand past its rim,
and the label went over the bowl's top or middle. Every bowl in turn, crowded with
tokens round its rim, at four window sizes: neither the bowl's label nor the caption
touches a token in that bowl, as drawn."""

import math

import pygame
import pytest

from game.engine.runner import Seat
from game.safranito.flick import BoardToken
from game.safranito.rules import Event
from game.safranito.table.beats import Beat
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, open_table, quick_window, size_ids

pytest.importorskip("pymunk")


@pytest.fixture(params=ALL_SIZES, ids=size_ids(ALL_SIZES))
def ctx(request):
    yield from quick_window(request.param, "en")


def crowded(table, bowl: str) -> tuple[BoardToken, ...]:
    """Eight tokens of three seats in ``bowl``: seven round its rim, one in the middle."""
    region = table.board.region(bowl)
    tokens = [BoardToken(0, 0, 60, region.x, region.y, 0.0, bowl)]
    for i in range(7):
        turn = 2 * math.pi * i / 7 + 0.3
        reach = region.radius * 0.92
        tokens.append(BoardToken(i + 1, i % 3, (10, 20, 30, 40)[i % 4],
                                 region.x + reach * math.cos(turn),
                                 region.y + reach * math.sin(turn), 0.0, bowl))
    return tuple(tokens)


def token_rects(table, tokens) -> list[pygame.Rect]:
    size = table.painter.token_px
    found = []
    for token in tokens:
        x, y = table.view_geom.to_screen(token.x, token.y)
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(x), round(y))
        found.append(rect)
    return found


def drawn_panels(table, words: str) -> list[pygame.Rect]:
    """The panels (or lines) of ``words`` as drawn, not their line in the log."""
    with recording() as record:
        render_scene(table.ctx)
    log = table.log_rect or pygame.Rect(0, 0, 0, 0)
    return [label.panel or label.rect for label in record.visible()
            if label.content and label.content in words and not log.contains(label.rect)]


def test_a_bowls_labels_keep_off_its_tokens(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy"),
                                          Seat("Basil", "easy")], 21)
    render_scene(ctx)
    covered = []
    for region in table.board.bowls:
        tokens = crowded(table, region.name)
        total = sum(t.value for t in tokens)
        table.beat = Beat(Event("bowl", region=region.name, count=total), 1000.0, tokens,
                          frozenset(t.id for t in tokens), focus=region.name)
        table.beats, table.beat_left = [], 1000.0
        caption = table.caption()
        label = ctx.text("safranito.each", price=total)
        spots = token_rects(table, tokens)
        for words in (caption, label):
            panels = drawn_panels(table, words)
            assert panels, words
            for panel in panels:
                if panel.collidelist(spots) != -1:
                    covered.append((region.name, words, panel))
    assert not covered, covered


def test_a_space_won_caption_keeps_off_its_tokens(ctx):
    """The caption of an action space won ("Ann wins Extra flick with 90") keeps off
    that space's tokens, crowded round its rim (a guard: the caption keeps clear of the
    tokens of the region it speaks of)."""
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "easy"),
                                          Seat("Basil", "easy")], 21)
    render_scene(ctx)
    covered = []
    for region in table.board.regions:
        if region in table.board.bowls:
            continue
        tokens = crowded(table, region.name)
        table.beat = Beat(Event("space", seat=0, region=region.name, count=90), 1000.0,
                          tokens, frozenset(t.id for t in tokens), focus=region.name)
        table.beats, table.beat_left = [], 1000.0
        caption = table.caption()
        spots = token_rects(table, tokens)
        panels = drawn_panels(table, caption)
        assert panels, caption
        covered += [(region.name, panel) for panel in panels
                    if panel.collidelist(spots) != -1]
    assert not covered, covered
