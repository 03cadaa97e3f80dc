"""Newcomer playtest, finding 4: on the main menu the French Chef de rang card's words
ran to four lines ("3 à 6 joueurs (2 pour s'entraîner)" and "Prendre et servir les
commandes", two lines each), crowding the card's foot. Each game card's players line
and tagline stand on one line each, in both languages, at the default window size and
larger, at the small text's size."""

import re

import pytest

from game.ui.widgets import text_pixels
from tests.ui.conftest import drawn_menus

SIZES = [(1280, 800), (1920, 1080)]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_each_card_says_its_players_and_tagline_on_a_line_each(language):
    for ctx, record in drawn_menus(SIZES, language):
        menu = ctx.scenes.top
        small = text_pixels(ctx.theme, "small", None)
        for card in menu.cards:
            for line in (menu.players_line(card), ctx.text(f"games.{card.package}.tagline")):
                shown = [label for label in record.visible()
                         if card.rect.collidepoint(label.rect.center) and label.content == line]
                assert shown and shown[0].pixels >= small, (ctx.size, line)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_card_writes_its_player_range_one_way(language):
    """Newcomer play-test: the French menu read "2 à 5 joueurs" on three cards and
    "3–6 joueurs (2 pour s'exercer)" on Chef de rang's. Every card's range comes from
    the one template ("{low} à {high} joueurs"), a practice count after it."""
    for ctx, _record in drawn_menus([(1280, 800)], language):
        menu = ctx.scenes.top
        form = re.escape(ctx.text("menu.players", low=0, high=9)).replace("0", r"\d", 1) \
            .replace("9", r"\d", 1)
        lines = {card.package: menu.players_line(card) for card in menu.cards}
        assert all(re.match(form + "$", line) for package, line in lines.items()
                   if package != "chef_de_rang"), lines
        chef = ctx.text("menu.players", low=3, high=6)
        assert lines["chef_de_rang"] == ctx.text("menu.players_practice", players=chef, n=2)
