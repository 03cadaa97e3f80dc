"""Newcomer pass D41, finding 14: the French setup screen's words were of uneven sizes:
"Adversaires à mon niveau" smaller than "Autre numéro" and the buttons below, Chef de
rang's long number option smaller than the one above it, "Safranito : aide à la
visée" under the other headings, and the bottom row's gaps uneven (70 px after Back,
20 px after Learn to play). Now each kind of text (headings, values, buttons, the
seat tags and column heads) is drawn at one size, and the bottom row's gaps are even,
in English and French at 800×500 and 1280×800, opened with a real click."""

import itertools

import pygame
import pytest

from game import registry
from game.ui.scenes.setup import SetupScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.widgets import Chooser, Toggle
from tests.ui.conftest import open_setup_by_click, quick_window

SIZES = [(800, 500), (1280, 800)]


def kinds(setup: SetupScene) -> dict[str, set[str]]:
    """The words of each kind the screen shows."""
    text = setup.ctx.text
    headings = {text("setup.players"), text("setup.seed"), text("setup.bot_speed")}
    if setup.option_widgets:
        headings.add(text("setup.options"))
    if setup.aim_help is not None:
        headings.add(text("settings.aim_help"))
    seated = setup.rows[: setup.count.value]
    choosers = [setup.count, *(row.who for row in seated), setup.pace,
                *(w for _s, w in setup.option_widgets if isinstance(w, Chooser)),
                *([setup.aim_help] if setup.aim_help is not None else [])]
    values = {c.choices[c.index][1] for c in choosers}
    values |= {row.name.value for row in seated} | {setup.seed.value}
    values |= {w.label for _s, w in setup.option_widgets if isinstance(w, Toggle)}
    values |= {b.words for b in getattr(setup, "besides", {}).values()}
    buttons = {setup.near_button.label, setup.new_seed.label, setup.back.label,
               setup.learn_button.label, setup.rules_button.label, setup.start_button.label}
    if setup.practice_button is not None:
        buttons.add(setup.practice_button.label)
    small = {text("setup.name"), text("setup.who")} | {text("setup.seat", n=n + 1)
                                                      for n in range(len(seated))}
    return {"headings": headings, "values": values, "buttons": buttons, "small": small}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_kind_of_text_has_one_size_and_the_bottom_gaps_are_even(game_id, language, size):
    for ctx in quick_window(size, language):
        setup = open_setup_by_click(ctx, game_id)
        assert isinstance(setup, SetupScene)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        shown = record.visible()
        for kind, words in kinds(setup).items():
            drawn = [(label.paragraph or label.content, label.pixels) for label in shown
                     if (label.paragraph or label.content) in words]
            assert {w for w, _p in drawn} == words, (kind, words - {w for w, _p in drawn})
            assert len({p for _w, p in drawn}) == 1, (kind, sorted(drawn, key=lambda d: d[1]))
            assert all(label.pixels >= label.minimum for label in shown
                       if (label.paragraph or label.content) in words)
        row = sorted((b.rect for b in (setup.back, setup.learn_button, setup.rules_button,
                                       setup.start_button)), key=lambda r: r.left)
        gaps = [b.left - a.right for a, b in itertools.pairwise(row)]
        assert max(gaps) - min(gaps) <= 2, gaps
