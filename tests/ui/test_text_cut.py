"""Issue 19 re-check, finding 8 (text): at 800×500 in French the round summary's key
line ended "…ne comptent pour per…" and its header read "Mauvais…"; the French
Statistics at 1920×1080 cut "Robot : chef 1, Robot : diff…" and "0 gagnée par un jo…"
and drew the game names at ~13 px beside larger ratings; Safranito's "Cardamom" bowl
button had a smaller label than its neighbours. Each screen is drawn here as the
screenshot command draws it and checked with the fitting checks (tests/ui/fitting.py:
nothing cut, nothing overflowing, one size per group)."""

import json

import pygame
import pytest

from game import registry
from game.engine.runner import Seat
from game.results_log import MatchResult, SeatResult, results_path
from game.safranito.rules import Phase
from game.too_many_cooks.table.scene import early_end_line
from game.ui.app import create_context, open_window
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.scenes.stats import StatsScene
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
from game.ui.widgets import Toggle, text_pixels
from tests.ui.conftest import click, ctx, frames, open_table, play_mine_until  # noqa: F401
from tests.ui.fitting import cut, problems, uneven


def drawn(size, language, build):
    open_window(size)
    context = create_context(size, language, sound=False)
    build(context)
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(context)
    return context, record


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
def test_the_french_round_summary_shows_every_word(size):
    french, _first = drawn(size, "fr", lambda c: build_scene(c, "round", "too-many-cooks", 3))
    summary = french.scenes.top
    assert isinstance(summary, RoundSummaryScene)
    reason = early_end_line(french.text, "Clove", 8, 2)
    summary.reason = reason  # the longest line a round can end on
    summary.layout()
    with recording() as record:
        render_scene(french)
    pygame.quit()
    found = cut(record, summary.panel) + [p for p in problems(record, summary.panel)
                                          if "overlaps" not in p]
    assert not found, "\n".join(found)
    assert reason in " ".join(label.content for label in record.visible())


def some_results() -> None:
    bots = ["heuristic", "hard", "random"]
    results = [MatchResult("too-many-cooks", 1e9 + i, (
        SeatResult("Joueur 1", None, 3, False), SeatResult("Ada", bots[i], 9, True)),
        assisted=True) for i in range(3)]
    results.append(MatchResult("scharfe-schoten", 1e9 + 9, (
        SeatResult("Player 1", None, 30, True), SeatResult("Ada", "heuristic", 9, False))))
    path = results_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"format": 1, "results": [r.to_json() for r in results]}))


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 800), (800, 500)])
def test_the_french_statistics_show_every_entry_at_one_size(size):
    some_results()
    french, record = drawn(size, "fr", lambda c: c.scenes.push(StatsScene(c)))
    pygame.quit()
    window = pygame.Rect((0, 0), size)
    found = cut(record) + problems(record, window) + uneven(record)
    assert not found, "\n".join(found)
    labels = {label.content: label for label in record.visible()}
    body = text_pixels(french.theme, "body", None)
    ratings = [label for label in record.visible() if label.content.endswith("?")]
    assert ratings, "no rating drawn"
    for game_id in registry.game_ids():  # the names at the ratings' size, near the body's
        title = french.text(f"games.{registry.require_info(game_id).package}.title")
        assert labels[title].pixels >= 0.75 * body, (title, labels[title].pixels, body)
        assert all(label.pixels == labels[title].pixels for label in ratings)


def test_safranitos_bowl_buttons_share_one_label_size(ctx):  # noqa: F811
    pytest.importorskip("pymunk")
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random"),
                                          Seat("Clove", "random")], 21)
    play_mine_until(ctx, table, lambda: table.view().phase is Phase.CHOOSE_BOWL
                    and len(table.counter.buttons(table.view())) >= 3)
    buttons = table.counter.buttons(table.view())
    labels = [b.label for b in buttons]
    assert len({b.text_size for b in buttons}) == 1 and buttons[0].text_size, labels


@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_french_rule_options_wrap_rather_than_shrink(game_id, size):
    """The setup's rule options were drawn at ~8 px at 800×500 in French: a long one
    now takes two lines at a readable size, and nothing is cut or runs into another."""
    if game_id == "safranito":
        pytest.importorskip("pymunk")
    french, record = drawn(size, "fr", lambda c: build_scene(c, "setup", game_id, 3))
    setup = french.scenes.top
    toggles = [w for _s, w in setup.option_widgets if isinstance(w, Toggle)]
    small = text_pixels(french.theme, "small", None)
    pygame.quit()
    found = cut(record) + problems(record, pygame.Rect((0, 0), size))
    assert not found, "\n".join(found)
    for toggle in toggles:
        words = toggle.label.split()
        shown = [label for label in record.visible()
                 if toggle.rect.inflate(0, 40).collidepoint(label.rect.center)
                 and label.content.split()[0] in words]
        assert shown and all(label.pixels >= small for label in shown), \
            (toggle.label, [label.pixels for label in shown], small)
