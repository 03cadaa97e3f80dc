"""Newcomer playtest: in the guided Chef de rang, when a padlock (reserved) menu was
taken in phase 1, the coach said "a padlock menu goes face up into the reserved pile"
while the card's flight was held for Next and the pile showed nothing yet. The coach
now speaks once the card lies on the pile; with the pile full and six cards in hand
the felt at 1280x800 cannot hold the words, and the box goes over the phase panel
(static text), never over the tables, the hand or the pile it talks about."""

import pygame
import pytest

from tests.tutorial.chef_walk import walk
from tests.ui.conftest import quick_window, size_ids

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]


@pytest.fixture(params=[(size, lang) for size in SIZES for lang in ("en", "fr")],
                ids=[f"{i}-{lang}" for i in size_ids(SIZES) for lang in ("en", "fr")])
def window(request):
    size, language = request.param
    yield from quick_window(size, language)


def test_the_padlock_menu_lies_on_the_pile_when_the_coach_speaks_of_it_beside_it(window):
    said = {}

    def seen(table, step, record):
        if step.moment != "menu_res":
            return False
        public = table.match.state.public
        table_taken = public.path[-1]
        card, taker = public.taken[table_taken], public.markers[table_taken]
        view = table.view()
        said.update(
            words=table.coach.words(step), box=pygame.Rect(table.coach.rect),
            landed=card in public.reserved[taker] and card not in table.in_flight(),
            tables=[i + 1 for i in range(len(table.plan))
                    if table.coach.rect.colliderect(table.table_rect(i))],
            hand=[r for _c, r in table.hand_rects(view)],
            pile=[pygame.Rect(table.reserve_rect), *(r for _c, r in table.reserved_rects(view))],
            panel=table.seat_panels.get(taker))
        return True

    walk(window, seen)
    assert said, "no padlock menu was taken in the guided game"
    assert said["landed"], f"said {said['words']!r} with the card not yet in the pile"
    box = said["box"]
    assert box.width, "the step shows no box"
    assert not said["tables"], f"the box {box} hides tables {said['tables']}"
    assert box.collidelist(said["hand"]) == -1, f"the box {box} hides a hand card"
    assert box.collidelist(said["pile"]) == -1, f"the box {box} hides the reserved pile"
    if said["panel"] is not None:  # a bot took it: its pile is drawn in its panel
        assert not box.colliderect(said["panel"]), f"the box {box} hides the taker's panel"
