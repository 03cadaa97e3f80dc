"""Issue 19 (keys and words, finding 5): Chef de rang's History (L) was one flat
"Moves" list. Its moves are grouped by phase, as the other games' by round: phase 2's
serving above phase 1's taking orders (newest first), each heading once, from the
locale in both languages."""

import pygame
import pytest

from game.chef_de_rang.state import Phase, Serve
from game.engine.runner import Seat
from game.engine.text import load_text
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, ctx, frames, key, open_table  # noqa: F401


def play_into_serving(ctx, table):  # noqa: F811
    """Seat 0 plays its first legal move each turn until two cards have been served."""
    for _ in range(20_000):
        served = sum(isinstance(a, Serve) for a in table.match.log.actions)
        if served >= 2 and table.match.state.public.phase is Phase.SERVING:
            return
        assert not table.match.over
        if isinstance(ctx.scenes.top, RoundSummaryScene):  # the end of phase 1
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if table.is_my_turn() and not table.busy and table.match.forced_action() is None:
            table.submit(next(iter(table.game.legal_actions(table.match.state))))
        frames(ctx)
    raise AssertionError("phase 2 never came")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_history_groups_chef_de_rang_moves_by_phase(ctx, language):  # noqa: F811
    ctx.text = load_text(language)
    table = open_table(ctx, "chef-de-rang", [Seat("Ann"), Seat("Basil", "heuristic"),
                                             Seat("Clove", "heuristic")], 5)
    play_into_serving(ctx, table)
    key(ctx, pygame.K_l)
    history = ctx.scenes.top
    assert isinstance(history, HistoryScene)
    serving, taking = ctx.text("chef_de_rang.phase.serving"), ctx.text("chef_de_rang.phase.taking")
    titles = [group.title for group in history.groups]
    assert titles == [serving, taking], titles  # newest first, one group per phase
    assert ctx.text("history.moves") not in titles
    phase2, phase1 = history.groups
    served = sum(isinstance(a, Serve) for a in table.match.log.actions)
    assert len(phase2.lines) == served
    assert len(phase1.lines) == len(table.match.log.actions) - served
    headings = [row for row, level in history.rows if level == 0]
    assert headings == [serving, taking], "each phase's heading once, over its moves"
