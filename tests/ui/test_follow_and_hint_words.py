"""Newcomer findings 12 and 13 (pass D41).

12: under Too Many Cooks' pot, "Chili led" stood beside "Chili: no need to follow",
which read as a contradiction. The pot now says one thing about what may be played:
"Pea led: follow suit if you can" until a chili is in the pot, then "Chili led: play
any card" (the trick was led with a chili) or "Chili in the pot: play any card".

13: the Hint's note began "Others: …"; it is now a plain sentence.

Both read from the words the real scenes draw, in English and French."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import frames, key, open_table, quick_window, run_until
from tests.ui.test_hints import GAMES, my_choice

FOLLOW = {
    "en": {"led": "{suit} led: follow suit if you can",
           "chili_led": "Chili led: play any card",
           "free": "Chili in the pot: play any card"},
    "fr": {"led": "{suit} demandé\xa0: suivez si vous pouvez",
           "chili_led": "Piment en tête\xa0: jouez n'importe quelle carte",
           "free": "Piment dans la marmite\xa0: jouez n'importe quelle carte"},
}
NOTE = {"en": "Other moves: how much less each is expected to score than the best.",
        "fr": "Autres coups\xa0: combien chacun devrait marquer de moins que le meilleur."}


def pot_words(ctx) -> set[str]:
    with recording() as record:
        render_scene(ctx)
    return set(record.strings())


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_pot_says_one_clear_thing_about_following(language):
    """Played with the real keys until a trick led with a chili and a trick freed by
    a later chili have both been seen; every still frame with cards in the pot shows
    exactly one of the three sentences, the one its trick calls for."""
    words = FOLLOW[language]
    seen: set[str] = set()
    for ctx in quick_window(language=language):
        seats = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]
        table = open_table(ctx, "too-many-cooks", seats, 5)
        for _ in range(6000):
            if {"chili_led", "free"} <= seen and "led" in seen:
                break
            if ctx.scenes.top is not table:  # a round's summary: go on
                ctx.scenes.pop()
                continue
            if table.animating or table.finished:
                frames(ctx)
                if table.finished:
                    break
                continue
            trick = table.view().table.trick
            if trick and not table.completed:
                data = table.view().table.data
                led = data.suit_of[trick[0].card]
                if not table.view().table.chili_freed:
                    kind = "led"
                else:
                    kind = "chili_led" if led in data.free_suits else "free"
                shown = pot_words(ctx)
                suit = ctx.text(f"too_many_cooks.suits.{led}")
                expected = words[kind].format(suit=suit)
                assert expected in shown, (kind, sorted(shown))
                others = {words[k].format(suit=suit) for k in words if k != kind}
                assert not others & shown, (kind, others & shown)
                seen.add(kind)
            if table.is_my_turn():
                key(ctx, pygame.K_SPACE)
                key(ctx, pygame.K_SPACE)
            else:
                frames(ctx)
    assert seen == {"led", "chili_led", "free"}, seen


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_hint_note_is_a_plain_sentence(language):
    game_id, seats = GAMES[0]
    for ctx in quick_window(language=language):
        table = open_table(ctx, game_id, seats, seed=12)
        my_choice(ctx, table)
        key(ctx, pygame.K_h)
        run_until(ctx, lambda table=table: bool(table.hints.shown()))
        with recording() as record:
            render_scene(ctx)
        box = table.hints.rect
        assert box is not None
        inside = [label for label in record.visible() if box.contains(label.rect)]
        drawn = " ".join(label.content for label in inside)
        assert NOTE[language] in drawn, drawn
