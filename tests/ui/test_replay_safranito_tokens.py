"""Newcomer pass 9, finding 14c: Safranito's replay said "All hands open" while Ada's
token values stayed hidden, on the board and on her panel. With all hands open every
token shows its value; from one seat's view (V) the others' are hidden again."""

import pygame

from game.safranito.rules import Phase
from tests.ui.conftest import ctx, drawn_strings, finished_match, frames, key, open_replay  # noqa: F401

NAMES = ("Ann", "Ada")


def test_all_hands_open_shows_every_token(ctx):  # noqa: F811
    replay = open_replay(ctx, *finished_match("safranito", NAMES, 5), player_watches=True)
    frames(ctx)
    # Mid-flicking: several of Ada's tokens on the board, some still to flick.
    index = next(i for i, s in enumerate(replay.states)
                 if s.phase is Phase.FLICK and sum(t.owner == 1 for t in s.board) >= 2
                 and s.unused[1])
    replay.go(index)
    frames(ctx)
    assert ctx.text("replay.all_open") in " ".join(drawn_strings(ctx))
    table = replay.table
    view = table.view()
    state = replay.states[index]
    assert {t.id: t.value for t in view.board} == {t.id: t.value for t in state.board}
    _tokens, faces = table.resting_tokens(view)
    assert {t.id for t in view.board} == set(faces), "a token lies face down"
    values = {str(v) for v in (*state.unused[0], *state.unused[1])}
    chips = sum(line in values for line in drawn_strings(ctx))  # the panels' value chips
    key(ctx, pygame.K_v)  # Ann's view: Ada's values hidden again
    assert replay.viewer == 0
    view = table.view()
    assert all(t.value == 0 for t in view.board if t.owner == 1 and t.id not in state.revealed)
    assert all(v == 0 for v in view.unused[1])
    hidden = sum(line in values for line in drawn_strings(ctx))
    assert chips - hidden == len(state.unused[1]), "Ada's tokens left are blank"
