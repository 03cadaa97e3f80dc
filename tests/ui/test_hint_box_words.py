"""The Hint box grows to its words (issue 19 re-check, play-test shot155/156): in
French at 1920×1080 Safranito's flick hint showed "(94 % de chances de finir : Canne…"
with its bracket lost (the whole value held together as one word, wider than the
box), its title "Conseil (robot expert, votre vue / seulement)" wrapped, and the bold
title touched the box's edge (measured in the regular font). The fits test never
opened a Hint, and the box's lines were drawn with no box to keep. Opened with the
real H key."""

import pygame

from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import french_safranito_1920, key, run_until
from tests.ui.fitting import cut, problems
from tests.ui.test_safranito_hint import my_flick


def test_the_french_flick_hint_shows_every_word_and_its_title_on_one_line(ctx):
    table = french_safranito_1920(ctx)
    my_flick(ctx, table)
    key(ctx, pygame.K_h)
    run_until(ctx, lambda: bool(table.hints.shown()))
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    box = table.hints.rect
    assert box is not None
    inside = [label for label in record.visible() if box.contains(label.rect)]
    own = "safranito.hint_title"
    title = str(ctx.text(own if ctx.text.has(own) else "hints.title"))
    assert inside and inside[0].content == title, [label.content for label in inside]
    assert not cut(record, box), cut(record, box)
    shown = " ".join(label.content for label in inside)
    assert "Cannelle)" in shown or ")" in shown.split("%", 1)[-1], shown
    found = [p for p in problems(record, pygame.Rect((0, 0), ctx.size))
             if any(label.content[:30] in p for label in inside)]
    assert not found, found
    room = box.inflate(-2 * ctx.theme.px(8), 0)
    assert all(room.contains(label.rect) for label in inside), \
        [(label.content, label.rect, box) for label in inside]
