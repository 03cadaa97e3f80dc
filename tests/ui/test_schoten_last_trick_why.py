"""Newcomer playtest: Scharfe Schoten's Last trick showed a 6 taking a trick over higher
cards of the led colour without a word of why (it was a super-trump). Where the led
colour's highest card did not win, the view says why, in both languages, whole at the
smallest window."""

from collections.abc import Callable

import pygame
import pytest

from game.engine.runner import Match, Seat
from game.match_setup import MatchSetup
from game.scharfe_schoten.tricks import win_reason
from game.ui.scenes.history import LastTrickScene
from game.ui.screenshot import advance, render_scene
from game.ui.table_classes import table_class
from game.ui.text_record import Recording, recording
from game.ui.widgets import ELLIPSIS
from tests.ui.conftest import key, quick_window

GAME = "scharfe-schoten"
SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]


def reason_now(match: Match) -> str | None:
    public = match.state.table
    return win_reason(public, public.last_trick) if public.last_trick else None


def open_last_trick(ctx, seats: list[Seat], seed: int, until: Callable[[Match], bool]
                    ) -> tuple[Match, LastTrickScene, Recording]:
    """The Last trick dialog opened with T on a real table at the first move of the
    human where ``until`` holds: the match, the dialog, what one frame of it drew."""
    setup = MatchSetup(GAME, seats, seed, {})
    match = setup.start()
    advance(match, GAME, None, until=lambda m: m.to_move == 0 and until(m))
    assert not match.over, "no such trick in the match"
    ctx.scenes.push(table_class(GAME)(ctx, match, setup))
    key(ctx, pygame.K_t)
    dialog = ctx.scenes.top
    assert isinstance(dialog, LastTrickScene)
    with recording() as record:
        render_scene(ctx)
    return match, dialog, record


def last_trick_rows(ctx, until: Callable[[Match], bool]) -> tuple[Match, list[str], list[str]]:
    """:func:`open_last_trick` for three players, seed 7: the match, the dialog's rows,
    every line it drew."""
    match, dialog, record = open_last_trick(ctx, SEATS, 7, until)
    return match, [row for row, _level in dialog.rows], record.strings()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("reason", ["super", "stronger"])
def test_last_trick_says_why_the_winner_won(lang, reason):
    for ctx in quick_window((800, 500), lang):
        match, rows, drawn = last_trick_rows(ctx, lambda m: reason_now(m) == reason)
        public = match.state.table
        winner = next(card for seat, card in public.last_trick if seat == public.last_winner)
        deck = public.deck
        words = ctx.text(f"scharfe_schoten.history.won_why.{reason}",
                         card=ctx.text("scharfe_schoten.history.card",
                                       value=deck.value_of(winner),
                                       colour=ctx.text("scharfe_schoten.colours."
                                                       f"{deck.colour_name(winner)}")),
                         colour=ctx.text(f"scharfe_schoten.colours.{deck.colour_name(winner)}"),
                         led=ctx.text("scharfe_schoten.colours."
                                      f"{deck.colour_name(public.last_trick[0][1])}"))
        assert rows[-1] == words, rows
        assert words in drawn and not any(ELLIPSIS in line for line in drawn), drawn


def test_a_plain_win_adds_no_reason():
    for ctx in quick_window((1280, 800)):
        match, rows, _drawn = last_trick_rows(
            ctx, lambda m: bool(m.state.table.last_trick) and reason_now(m) is None)
        assert rows[-1] == ctx.text("scharfe_schoten.history.won",
                                    name=SEATS[match.state.table.last_winner].name)
