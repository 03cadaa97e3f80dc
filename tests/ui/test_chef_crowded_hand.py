"""A crowded Chef de rang hand keeps every card's value readable (newcomer playtest:
at 13 cards in an 800x500 window a 100 menu read "10", at 20 cards in 1280x800 the
values read "1", "2", "3": each card lay over the one before it, across its big value
and then across its corner). At every window size and in both languages, a hand of 12
to 20 cards shows each card's corner value whole (the frame's text record), uncovered
by the cards drawn after it, its big value whole or hidden, never cut, and the hand
stays inside its band."""

from dataclasses import replace

import pygame
import pytest

from game.chef_de_rang.rules import CardKind
from game.chef_de_rang.table.art import FACE_VALUE, corner_words, on_card, value_corner
from game.engine.text import load_text
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ALL_SIZES, resize, size_ids


def crowded(table, count: int) -> tuple[int, ...]:
    """A hand of ``count`` cards, every kind of card in it (its menus first: the ones
    whose corner says a value)."""
    cards = table.game.cards
    menus = [i for i, c in enumerate(cards) if c.kind is CardKind.MENU]
    others = [i for i, c in enumerate(cards) if c.kind is not CardKind.MENU]
    others = [next(i for i in others if cards[i].kind is kind)
              for kind in (CardKind.PLAT, CardKind.COUP_DOUBLE, CardKind.SAUT)
              if any(cards[i].kind is kind for i in others)]
    return tuple(sorted((others + menus[::2] + menus[1::2])[:count]))


def face_whole_or_hidden(face: pygame.Rect, over: list[pygame.Rect]) -> bool:
    """Whether the cards ``over`` a card leave its big value all in sight or all under
    them (sampled every two pixels)."""
    covered = {any(rect.collidepoint(x, y) for rect in over)
               for x in range(face.left, face.right, 2) for y in range(face.top, face.bottom, 2)}
    return len(covered) == 1


@pytest.mark.parametrize("size", ALL_SIZES, ids=size_ids(ALL_SIZES))
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_card_of_a_crowded_hand_shows_its_value_whole(ctx, size, language):
    ctx.text = load_text(language)
    build_scene(ctx, "table", "chef-de-rang", 3, 3)
    table = ctx.scenes.top
    resize(ctx, size)
    start = table.match.state
    for count in (12, 13, 16, 20):
        hand = crowded(table, count)
        table.match.state = replace(start, hands=(hand, *start.hands[1:]))
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        shown = {label.content for label in record.visible()}
        drawn = dict(table.hand_rects(table.view()))
        assert len(drawn) == count
        for card in hand:
            words, _size = corner_words(table.game.cards[card])
            if not words:
                continue
            corner = value_corner(drawn[card])
            mine = [label for label in record.labels
                    if label.content == words and label.rect == corner]
            assert mine, f"{count} cards at {size}: card {card} printed no {words!r}"
            assert any(not label.covered for label in mine), \
                f"{count} cards at {size}: the {words!r} of card {card} is covered"
            assert words in shown
            later = list(drawn.values())[list(drawn).index(card) + 1:]
            face = on_card(FACE_VALUE, drawn[card])
            assert table.game.cards[card].kind is not CardKind.MENU \
                or face_whole_or_hidden(face, later), \
                f"{count} cards at {size}: the big {words!r} of card {card} is cut"
        band = table.hand_band
        for rect in drawn.values():
            assert band.contains(rect), f"{count} cards at {size}: {rect} leaves {band}"
