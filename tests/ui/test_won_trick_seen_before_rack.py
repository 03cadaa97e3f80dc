"""A trick the player wins is seen before the spice-rack box opens over it: a click
(on the card just played, on the hand) while the finished trick was held took it off
the table at once, and the "You won the trick! Take one card from the spice rack" box
covered where it had been; a newcomer whose card won never saw the trick (newcomer
playtest, finding 1). Checked through real frames and clicks: from the last card's
landing to the box, the three cards are drawn, uncovered, for the reading time."""

import pygame

from game.engine.runner import Seat
from game.scharfe_schoten.rules import Phase, PlayCard, trick_winner
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.theme import Pace
from tests.ui.conftest import click, frames, open_table, play_mine_until

SEATS = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]
PACE = Pace(bot_move_s=0.0, animation_s=0.35, trick_hold_s=1.1)
FRAME_S = 1 / 60


def winning_card(table) -> PlayCard | None:
    """Seat 0's card that would win the trick it closes, with cards left in the rack."""
    state = table.match.state
    trick = state.table
    if trick.phase is not Phase.PLAY or len(trick.trick) != trick.num_players - 1 \
            or not any(table.view().rack_counts):
        return None
    for action in table.game.legal_actions(state):
        if trick_winner((*trick.trick, (0, action.card)), trick.power) == 0:
            return action
    return None


def test_the_won_trick_is_read_before_the_rack_box_covers_it(ctx):
    table = open_table(ctx, "scharfe-schoten", SEATS, 3)
    play_mine_until(ctx, table, lambda: winning_card(table) is not None)
    ctx.theme.pace = PACE
    frames(ctx)
    card = winning_card(table).card
    rect = dict(table.hand_rects(table.view()))[card]
    click(ctx, rect.center)  # the player plays the winning card...
    assert len(table.completed) == len(SEATS)
    title = ctx.text("scharfe_schoten.rack_choice_title")
    seen = 0.0
    landed = False
    for frame in range(600):
        if frame in (30, 45):  # ... and clicks again while the trick is up
            click(ctx, rect.center)
        else:
            frames(ctx)
        with recording() as record:
            render_scene(ctx)
        if title in record.strings():
            break
        in_place = bool(table.completed) and not (
            {c for _s, c in table.completed} & table.started())
        landed = landed or in_place
        if in_place:
            seen += FRAME_S
    else:
        raise AssertionError("the rack box never opened")
    assert landed, "the trick's last card never landed before the rack box"
    assert seen >= PACE.trick_hold_s - 2 * FRAME_S, \
        f"the won trick was on show {seen:.2f} s before the rack box opened"
    assert pygame.display.get_surface() is not None
