"""A token that ends between the regions stays on the board until the market, worth
nothing (docs/rules/safranito.md: "Invalid tokens return to their owners" opens the
selling, after every flick and the action spaces). The coach said it "goes back" and
the table's words matched, while the token lay on the board for the whole round
(newcomer pass, finding 8). A real pull through the table that stops between the
regions: the state holds the token on the board, and what the table's log and the
coach say of it is that it stays there until the market, in both languages."""

import pygame
import pytest

from game.engine.text import load_text
from game.safranito.lessons import moments
from game.safranito.physics_resolver import placements
from game.safranito.rules import Phase, SafranitoState
from game.safranito.table.aim_control import dead_zone_px
from game.safranito.table.aim_help import AIMED
from game.safranito.table.scene import TableScene
from game.tutorial.lesson import Step
from game.tutorial.speech import say
from physics import classify
from tests.ui.conftest import key, run_until
from tests.ui.test_safranito_aim import press_and_pull, release, start

STAYS = {"en": ("stays", "until the market"), "fr": ("reste", "jusqu'au marché")}
"""What the words must say of an invalid token in each language."""
GONE = {"en": ("goes back.", "comes back."), "fr": ("invalide et revient.",)}
"""What they said before: that it leaves the board at once."""


def flick_between_the_regions(ctx, table: TableScene) -> int:
    """Pull straight back until the aim's simulated path (on this board) ends between
    the regions, and let go: the number of moves before that flick."""
    x, y = (round(v) for v in table.aim_control.token_centre())
    side, board = table.my_side(), table.board
    for dy in range(dead_zone_px() + 2, 200, 2):
        press_and_pull(ctx, table, 0, dy)
        aim = table.aim_control.aim()
        path = table.aim_help.path(side.name, aim, placements(table.view().board))
        end = path.tracks[AIMED][-1]
        if AIMED not in path.result.fell_off and classify(board, end.x, end.y) == "invalid":
            before = len(table.match.log.actions)
            release(ctx, (x, y + dy))
            return before
        key(ctx, pygame.K_ESCAPE)
    raise AssertionError("no straight pull stops between the regions")


def state_after(table: TableScene, moves: int) -> SafranitoState:
    table.ensure_history()
    state = table.move_states[moves + 1]
    assert isinstance(state, SafranitoState)
    return state


@pytest.mark.parametrize("language", ["en", "fr"])
def test_an_invalid_token_is_said_to_stay_on_the_board_as_it_does(ctx, language):
    ctx.text = load_text(language)
    table = start(ctx)
    moves = flick_between_the_regions(ctx, table)
    run_until(ctx, lambda: len(table.match.log.actions) > moves and table.show is None
              and not table.busy)
    after = state_after(table, moves)
    flick = next(e for e in after.events if e.kind == "flick")
    assert flick.region == "invalid" and flick.seat == 0
    token = next(t for t in after.board if t.id == flick.token)
    assert token.region == "invalid", "the state keeps the token on the board"
    assert after.phase in (Phase.FLICK, Phase.EXTRA_FLICK), "the market has not begun"
    # The table's log says so.
    line = next(line for line in table.history
                if all(word in line for word in STAYS[language]))
    assert table.seat_name(0) in line
    # So does the coach, of this very flick.
    found = next(f for f in moments(table.game, state_after(table, moves - 1), None, after, 0)
                 if f.moment == "centre_hole" and f.fields["player"].seat == 0)
    words = say(ctx.text, "safranito", Step(f"moments.{found.moment}", found.fields),
                table.names())
    assert all(word in words for word in STAYS[language]), words
    assert not any(words.endswith(gone) for gone in GONE[language]), words
