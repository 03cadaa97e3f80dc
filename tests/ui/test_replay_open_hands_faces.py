"""Newcomer playtest, a Chef de rang replay at 800×500 with all hands open: the open
hands' menus overlapped across their big values ("100" read "10"). The strips now lay
a hand as the table lays its own (:func:`game.ui.cards.stacked_rows`): each card's
value corner whole, each face's big value whole or hidden under the row in front, and
the final caption clear of every open hand, the player's hand and the seats' panels
(their hands of card backs). Stepped with real clicks on End."""

import pygame
import pytest

from game.chef_de_rang.table.art import FACE_VALUE, VALUE_CORNER, on_card
from game.ui.open_hands import seat_panels_at
from tests.ui.conftest import click, frames, quick_window, size_ids, watched_replay

SIZES = [(800, 500), (1280, 800)]
TABLES = [("Ann", "Basil", "Clove"), ("Ann", "Basil", "Clove", "Dill"),
          ("Ann", "Basil", "Clove", "Dill", "Eve")]


def cut_faces(cards: list[pygame.Rect]) -> list[str]:
    """Each card (in draw order) whose corner value a later card covers, or whose big
    face value a later card covers in part."""
    found = []
    for index, card in enumerate(cards):
        corner, face = on_card(VALUE_CORNER, card), on_card(FACE_VALUE, card)
        over = cards[index + 1:]
        if any(other.colliderect(corner) for other in over):
            found.append(f"card {index}: its corner value covered")
        seen = pygame.Mask(face.size)  # the face's pixels the later cards cover
        for other in over:
            part = other.clip(face)
            if part.width and part.height:
                seen.draw(pygame.Mask(part.size, fill=True), (part.x - face.x, part.y - face.y))
        covered = seen.count()
        if 0 < covered < face.width * face.height:
            found.append(f"card {index} at {card}: its face value cut "
                         f"({covered} of {face.width * face.height} px covered)")
    return found


@pytest.mark.parametrize("names", TABLES, ids=[f"{len(n)}p" for n in TABLES])
@pytest.mark.parametrize("size", SIZES, ids=size_ids(SIZES))
def test_open_menus_show_whole_values_and_the_final_caption_keeps_off_them(size, names):
    for ctx in quick_window(size):
        replay = watched_replay(ctx, "chef-de-rang", names, 3, player_watches=True)
        frames(ctx)
        click(ctx, replay.buttons["end"].rect.center)
        frames(ctx, 2)
        assert replay.index == len(replay.states) - 1
        assert replay.drawn_cards, "the other seats' hands are open"
        faults = {seat: cut_faces(cards) for seat, cards in replay.drawn_cards.items()}
        assert not any(faults.values()), faults
        words = replay.final_words()
        assert words is not None
        caption = replay.caption_rect(words, [], low=True)
        over = [strip for strip in replay.strip_rects if strip.colliderect(caption)]
        assert not over, f"the final caption {caption} lies over the open hands {over}"
        top = replay.table_top()
        hands = [replay.table.hand_band.move(0, top),
                 *seat_panels_at(replay.table, top).values()]
        over = [rect for rect in hands if rect.colliderect(caption)]
        assert not over, f"the final caption {caption} lies over a hand or a panel {over}"
