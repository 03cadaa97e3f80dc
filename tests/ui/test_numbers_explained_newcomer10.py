"""Newcomer 10, finding 4: numbers with nothing to say what they count. Resting the
pointer on the Statistics header "Parties" showed no tip (the tips began below the
headers' first line, where "Avec aide" and "Cote" happened to be hovered), and
Safranito's "49 in the deck" and "16 in the pile" had no tip of their own."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui import text_record
from game.ui.scenes.stats import HEADERS
from tests.ui.conftest import frames, hover_words, open_statistics, open_table, quick_window


def label_rect(ctx, content: str) -> pygame.Rect:
    with text_record.recording() as record:
        frames(ctx)
    return next(label.rect for label in record.visible() if label.content == content)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_statistics_header_answers_from_its_top_line(language):
    for ctx in quick_window((1600, 1000), language):
        open_statistics(ctx)
        with text_record.recording() as record:
            frames(ctx)
        # Each header's first line, left to right in the columns' order.
        firsts = [label for label in record.visible() if len(label.content) > 2 and any(
            ctx.text(f"stats.{key}").startswith(label.content) for key in HEADERS)]
        top = min(label.rect.top for label in firsts)
        row = sorted((label for label in firsts if label.rect.top <= top + 4),
                     key=lambda label: label.rect.left)
        assert len(row) == len(HEADERS), [label.content for label in row]
        for key, label in zip(HEADERS, row, strict=True):
            rect = label.rect
            tip = " ".join(ctx.text(f"stats.tips.{key}").split()[:4])
            for y in (rect.top + 3, rect.centery):
                shown = hover_words(ctx, (rect.centerx, y))
                assert tip in shown, (key, y - rect.top, shown[:200])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_deck_and_pile_counts_say_what_they_count(language):
    for ctx in quick_window((1600, 1000), language):
        table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Ada", "random")], 3)
        frames(ctx, 5)
        view = table.game.observe(table.state, table.viewer)
        for key, n in (("deck", len(view.spice_deck)), ("dish_deck", len(view.dish_deck))):
            rect = label_rect(ctx, ctx.text(f"safranito.{key}", n=n))
            shown = hover_words(ctx, rect.center)
            assert ctx.text(f"safranito.tips.{key}", n=n)[:40] in shown, (key, shown[:300])
