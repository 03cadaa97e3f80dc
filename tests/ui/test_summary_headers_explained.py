"""Issue 19 re-check (recheck19d, finding 2): hovering a round summary's column header
("Bonus", "Round", "Most" in Scharfe Schoten, "Rupees ±" in Safranito) showed nothing,
while the README promises a tooltip on every column header and Too Many Cooks had them.
Now every game's round summary answers a hover on each header with what it counts, in
English and French."""

import pygame
import pytest

from game import registry
from game.ui.app import create_context, open_window
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
from tests.ui.conftest import SIZE, frames, hover_words

TIPS = {"too-many-cooks": "too_many_cooks", "scharfe-schoten": "scharfe_schoten",
        "safranito": "safranito", "chef-de-rang": "chef_de_rang"}
COLUMNS = {
    "too-many-cooks": ("menu", "won", "plus", "minus", "bonus", "points", "stars"),
    "scharfe-schoten": ("most", "most_points", "least", "least_points", "bonus", "round",
                        "total"),
    "safranito": ("bought", "sold", "cash", "money", "dishes"),
    "chef-de-rang": ("menus", "reserved", "markers", "points"),
}


def header_labels(summary, labels, line_h):
    """The header row's labels, one list per column (a long header wraps on two lines
    centred on its column), left to right."""
    row = [label for label in labels
           if summary.table.collidepoint(label.rect.center)
           and label.rect.centery < summary.table.top + line_h]
    row.sort(key=lambda label: (label.rect.centerx, label.rect.centery))
    columns: list[list] = []
    for label in row:
        if columns and abs(columns[-1][0].rect.centerx - label.rect.centerx) <= 3:
            columns[-1].append(label)
        else:
            columns.append([label])
    return columns


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_round_summary_header_says_what_it_counts(game_id, language):
    if game_id == "safranito":
        pytest.importorskip("pymunk")
    open_window(SIZE)
    ctx = create_context(SIZE, language, sound=False)
    build_scene(ctx, "round", game_id, 2)
    summary = ctx.scenes.top
    assert isinstance(summary, RoundSummaryScene)
    pygame.mouse.set_pos((0, 0))
    frames(ctx)
    with recording() as record:
        render_scene(ctx)
    shown = header_labels(summary, record.visible(), ctx.theme.px(54))
    assert [" ".join(label.content for label in lines) for lines in shown] \
        == list(summary.headers), "headers not found"
    missing = []
    for lines, column in zip(shown, COLUMNS[game_id], strict=True):
        tip = ctx.text(f"{TIPS[game_id]}.summary.tips.{column}")
        if tip not in hover_words(ctx, lines[0].rect.center):
            missing.append(f"{lines[0].content!r}: no tooltip")
    pygame.quit()
    assert not missing, "\n".join(missing)
