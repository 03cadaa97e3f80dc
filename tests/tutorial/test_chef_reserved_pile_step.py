"""Newcomer playtest: in the guided Chef de rang, when a padlock (reserved) menu was
taken in phase 1, the coach said "a padlock menu goes face up into the reserved pile"
while the card's flight was held for Next and the pile showed nothing yet. The coach
now speaks once the card lies on the pile; with the pile full and six cards in hand
the felt at 1280x800 cannot hold the words, and the box goes over the phase panel
(static text), never over the tables, the hand or the pile it talks about."""

import functools

import pygame

from tests.tutorial.chef_walk import walk
from tests.tutorial.guided_windows import at_sizes, cases
from tests.ui.conftest import quick_window

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]

window = cases(SIZES)


def what_is_shown(table, step) -> dict:
    """What the padlock menu's step says and where the table draws what it is about."""
    public = table.match.state.public
    table_taken = public.path[-1]
    card, taker = public.taken[table_taken], public.markers[table_taken]
    view = table.view()
    return dict(
        words=table.coach.words(step), box=pygame.Rect(table.coach.rect),
        landed=card in public.reserved[taker] and card not in table.in_flight(),
        tables=[i + 1 for i in range(len(table.plan))
                if table.coach.rect.colliderect(table.table_rect(i))],
        hand=[r for _c, r in table.hand_rects(view)],
        pile=[pygame.Rect(table.reserve_rect), *(r for _c, r in table.reserved_rects(view))],
        panel=table.seat_panels.get(taker))


def walked_to_the_padlock_menu(ctx) -> dict[tuple[int, int], dict]:
    """The guided game walked in ``ctx`` to the padlock menu's step, looked at in every
    size (each size's Next bar placed as the game opens, as in a walk at that size)."""
    said: dict[tuple[int, int], dict] = {}
    opened = []

    def seen(table, step, record):
        if not opened:
            opened.append(at_sizes(ctx, SIZES, lambda: None))
        if step.moment != "menu_res":
            return False
        said.update(at_sizes(ctx, SIZES, lambda: what_is_shown(table, step)))
        return True

    walk(ctx, seen)
    return said


@functools.cache
def said_at_sizes(language: str) -> dict[tuple[int, int], dict]:
    """The walk played once in ``language``, at the smallest size."""
    said: dict[tuple[int, int], dict] = {}
    for ctx in quick_window(SIZES[0], language):
        said = walked_to_the_padlock_menu(ctx)
    return said


def test_the_padlock_menu_lies_on_the_pile_when_the_coach_speaks_of_it_beside_it(window):
    size, language = window
    said = said_at_sizes(language).get(size, {})
    assert said, "no padlock menu was taken in the guided game"
    assert said["landed"], f"said {said['words']!r} with the card not yet in the pile"
    box = said["box"]
    assert box.width, "the step shows no box"
    assert not said["tables"], f"the box {box} hides tables {said['tables']}"
    assert box.collidelist(said["hand"]) == -1, f"the box {box} hides a hand card"
    assert box.collidelist(said["pile"]) == -1, f"the box {box} hides the reserved pile"
    if said["panel"] is not None:  # a bot took it: its pile is drawn in its panel
        assert not box.colliderect(said["panel"]), f"the box {box} hides the taker's panel"
