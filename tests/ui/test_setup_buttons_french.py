"""Newcomer 10, finding 3: on the French setup screens "Retour", "Règles",
"Commencer", "Rapide" and "Aide à la visée : ligne" were drawn smaller than the
buttons beside them, and "Supprimer" on the Replays list: the buttons were sized for
the English words, so the fitting rule shrank the French ones. Each button is as wide
as its label in every language: its label is drawn at the theme's own size."""

import pygame
import pytest

from game import registry
from game.match_files import finished_path, new_meta, write_match_file
from game.ui.scenes.matches import MatchListScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.widgets import text_pixels
from tests.ui.conftest import finished_match, frames, open_setup_by_click, quick_window

SIZES = [(1280, 800), (1600, 1000)]


def drawn_sizes(ctx, labels: list[str]) -> dict[str, int]:
    with recording() as record:
        render_scene(ctx)
    found = {label.content: label.pixels for label in record.visible()}
    missing = [label for label in labels if label not in found]
    assert not missing, f"not drawn whole: {missing} (drawn: {sorted(found)})"
    return {label: found[label] for label in labels}


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_french_setup_buttons_are_drawn_at_the_button_size(game_id, size):
    for ctx in quick_window(size, language="fr"):
        setup = open_setup_by_click(ctx, game_id)
        frames(ctx)
        buttons = [setup.back, setup.learn_button, setup.rules_button, setup.start_button]
        labels = [button.label for button in buttons]
        full = text_pixels(ctx.theme, "button", None)
        sizes = drawn_sizes(ctx, labels)
        assert set(sizes.values()) == {full}, (full, sizes)
        if setup.aim_help is not None:  # the row of the bots' pace and the aim help
            pair = [setup.pace, setup.aim_help]
            shown = drawn_sizes(ctx, [c.choices[c.index][1] for c in pair])
            body = text_pixels(ctx.theme, "body", None)
            assert set(shown.values()) == {body}, (body, shown)


def test_the_french_replay_list_buttons_share_the_button_size():
    for ctx in quick_window((1600, 1000), language="fr"):
        _setup, match = finished_match("too-many-cooks", ("Ann", "Ada"), 3)
        meta = new_meta(3)
        write_match_file(finished_path("too-many-cooks", meta), match, meta)
        scene = MatchListScene(ctx, "too-many-cooks", finished=True)
        ctx.scenes.push(scene)
        frames(ctx)
        _entry, watch, delete = scene.row_buttons[0]
        labels = [watch.label, delete.label, scene.back.label]
        labels += [button.label for button in scene.review_buttons[:1]]
        sizes = drawn_sizes(ctx, labels)
        assert set(sizes.values()) == {text_pixels(ctx.theme, "button", None)}, sizes
        assert pygame.Rect((0, 0), ctx.size).contains(scene.panel)
