"""Last trick over a round's summary shows the trick that was completed last, in both
trick games (newcomer playtest 13e, findings 1 and 2): Too Many Cooks showed the
trick before it (its frozen end-of-round table was taken before the last card), and
Scharfe Schoten greyed Last trick and ignored T (the rules had dealt the next round).
The expected lines are worded from the rules' own picture of the round's end."""

import pygame
import pytest

from game.engine.runner import Seat
from game.ui.move_history import describer, seat_names
from game.ui.scenes.history import LastTrickScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import frames, key, open_table, quick_window

NAMES = ["Ann", "Ada", "Basil", "Clove", "Dill"]
CASES = [("too-many-cooks", players, seed) for players in (2, 3, 4, 5) for seed in (1, 6)] + \
    [("scharfe-schoten", players, seed) for players in (3, 4) for seed in (1, 6)]


def round_end_lines(table) -> list[str]:
    """The last trick of the round just ended, worded from ``round_end`` (the table as
    the round's last move left it, before the next deal) for seat 0."""
    game, match = table.game, table.match
    state = table.setup.start().state
    end = None
    for action in match.log.actions:
        end = game.round_end(state, action) or end
        state = game.apply(state, action)
    assert end is not None
    lines: list[str] = describer(table.package).last_trick(
        table.ctx.text, seat_names(table), game, game.observe(end, 0))
    return lines


@pytest.mark.parametrize(("game_id", "players", "seed"), CASES,
                         ids=[f"{g}-{p}p-seed{s}" for g, p, s in CASES])
def test_last_trick_over_the_summary_is_the_rounds_last(game_id, players, seed):
    for ctx in quick_window((1280, 800)):
        seats = [Seat(NAMES[0])] + [Seat(n, "heuristic") for n in NAMES[1:players]]
        table = open_table(ctx, game_id, seats, seed=seed)
        for _ in range(20000):
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                break
            if table.is_my_turn() and not table.busy:
                table.submit(table.game.legal_actions(table.match.state)[0])
            frames(ctx)
        summary = ctx.scenes.top
        assert isinstance(summary, RoundSummaryScene), "no round ended"
        assert table.tools.last_trick.enabled or not table.tools.shown
        key(ctx, pygame.K_t)
        dialog = ctx.scenes.top
        assert isinstance(dialog, LastTrickScene), "T did nothing over the summary"
        assert list(dialog.groups[0].lines) == round_end_lines(table)
        key(ctx, pygame.K_t)
        assert ctx.scenes.top is summary
