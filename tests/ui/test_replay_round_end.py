"""The replay shows every round's end (newcomer: "the replay hides every round's
ending"). The rules score a round and deal the next one in the same action, so the
state after a round's last move is already the next round's: stepping → onto it jumped
from the last card to the new deal (the last trick, the cards won and the round's
points never shown, the stars just jumped), and the match's last move showed every
hand at 0 cards, every "Won 0" and blank menus. Now that move shows the round's final
table from the round's record (the last trick and who took it, each seat's won cards
and points, the scores after the round), the next step the next deal, and the last
move the last round's end with the final scores. Stepped with real key presses and
clicks through the real replay scene."""

import pygame

from game.engine.numbers import signed
from game.scharfe_schoten.rules import stock_counts
from game.ui.open_hands import is_secret_choice
from tests.ui.conftest import click, drawn_strings, finished_match, frames, key, open_replay

NAMES = ("Ann", "Basil", "Clove")



def round_ends(replay) -> list[int]:
    """The moves after which a round's record was added (the round's last moves)."""
    states = replay.states
    return [i for i in range(1, len(states))
            if len(states[i].table.history) > len(states[i - 1].table.history)]


def step_onto_the_first_round_end(ctx, game: str):
    """Opens the replay of a finished three-seat match, goes to the move before round
    1's last and steps onto it with →; returns the replay and that move's number."""
    replay = open_replay(ctx, *finished_match(game, NAMES, 3))
    frames(ctx)
    end = round_ends(replay)[0]
    replay.go(end - 1)
    frames(ctx)
    key(ctx, pygame.K_RIGHT)
    assert replay.index == end
    return replay, end


def won_line(ctx, score) -> str:
    """A Too Many Cooks panel's "Won 17 · round +4" line for a seat's round record."""
    return ctx.text.plural("too_many_cooks.won_cards", len(score.won)) + ctx.text(
        "too_many_cooks.round_points", points=signed(score.points))


def assert_cooks_round_end(ctx, replay, record) -> list[str]:
    """The table shows ``record``: each seat's won cards and points, the stars after
    it, the last card still in the pot; returns what was drawn."""
    shown = drawn_strings(ctx)
    for score in record.seats:
        assert won_line(ctx, score) in shown, (won_line(ctx, score), shown)
        assert str(score.stars_after) in shown
    last = replay.actions[replay.index - 1]
    table = replay.table
    pot = {play.card for play in table.completed}
    assert last.card in pot, "the round's last card is shown in the pot"
    last_trick = record.tricks[-1].plays if record.tricks else ()
    assert pot == {p.card for p in (record.discarded_pot or last_trick)}
    return shown


def test_a_too_many_cooks_rounds_last_move_shows_its_end_then_the_next_deal(ctx):
    replay, end = step_onto_the_first_round_end(ctx, "too-many-cooks")
    record = replay.states[end].table.history[-1]
    shown = assert_cooks_round_end(ctx, replay, record)
    assert ctx.text("round.title", n=1) in shown  # "End of round 1" in the banner
    assert ctx.text("too_many_cooks.round", n=1, total=5) in shown
    assert ctx.text("replay.move", n=end, total=len(replay.actions)) in shown
    # The open hands are the hands the round ended with, not the next deal.
    before = replay.states[end - 1]
    for seat, sprites in replay.drawn_hands.items():
        cards = [s for s in sprites if not is_secret_choice(s)]
        assert len(cards) <= len(before.hands[seat]), (seat, cards)
    # Next: the next round's deal, at the same move (no move was played).
    click(ctx, replay.buttons["forward"].rect.center)
    assert replay.index == end and replay.table.match.state is replay.states[end]
    shown = drawn_strings(ctx)
    assert ctx.text("too_many_cooks.round", n=2, total=5) in shown
    assert ctx.text("too_many_cooks.replay_start", n=2) in shown  # not "Move n" again
    # Back once: the round's end again; PgUp from there: round 1's start; PgDn: round
    # 2's deal (a round's end belongs to the round it ends).
    key(ctx, pygame.K_LEFT)
    assert replay.index == end and won_line(ctx, record.seats[0]) in drawn_strings(ctx)
    key(ctx, pygame.K_PAGEUP)
    assert replay.index == 0
    key(ctx, pygame.K_PAGEDOWN)
    assert replay.index == end and replay.table.match.state is replay.states[end]


def test_the_last_move_of_too_many_cooks_shows_the_last_round_and_final_scores(ctx):
    replay = open_replay(ctx, *finished_match("too-many-cooks", NAMES, 3))
    frames(ctx)
    click(ctx, replay.buttons["end"].rect.center)
    assert replay.index == len(replay.actions)
    final = replay.states[-1].table
    record = final.history[-1]
    shown = assert_cooks_round_end(ctx, replay, record)
    assert ctx.text("table.game_over") in shown
    assert [s.stars_after for s in record.seats] == list(final.stars)
    # Every menu of the last round is on the table (not blank slots).
    view = replay.table.view()
    assert all(view.chosen[s.seat] == s.menu for s in record.seats)
    # There is no empty table after it: End is the last step.
    key(ctx, pygame.K_RIGHT)
    assert won_line(ctx, record.seats[0]) in drawn_strings(ctx)


def assert_schoten_round_end(ctx, replay, result, totals) -> list[str]:
    """The table shows ``result``: each seat's stock and round points, the totals after
    it, the round's last trick with who took it; returns what was drawn."""
    shown = drawn_strings(ctx)
    table = replay.table
    view = table.shown()
    for line in result.lines:
        assert stock_counts(view, line.seat) == line.counts
        assert table.stock_shown(view, line.seat) == line.counts
        if line.seat != table.viewer:
            assert ctx.text("scharfe_schoten.so_far", points=line.total) in shown
        assert str(totals[line.seat]) in shown
    last_trick = table.match.state.table.last_trick
    assert last_trick and table.completed == last_trick
    winner = table.seat_name(table.completed_winner)
    assert ctx.text("scharfe_schoten.trick_to", name=winner) in shown
    return shown


def test_a_scharfe_schoten_rounds_last_move_shows_its_end_then_the_next_deal(ctx):
    replay, end = step_onto_the_first_round_end(ctx, "scharfe-schoten")
    after = replay.states[end].table
    shown = assert_schoten_round_end(ctx, replay, after.history[-1], after.totals)
    assert ctx.text("round.title", n=1) in shown
    key(ctx, pygame.K_RIGHT)
    assert replay.index == end and replay.table.match.state is replay.states[end]
    assert ctx.text("scharfe_schoten.round", n=2, total=3) in drawn_strings(ctx)


def test_the_last_move_of_scharfe_schoten_shows_the_last_round_and_final_scores(ctx):
    replay = open_replay(ctx, *finished_match("scharfe-schoten", NAMES, 3))
    frames(ctx)
    key(ctx, pygame.K_END)
    assert replay.index == len(replay.actions)
    final = replay.states[-1].table
    shown = assert_schoten_round_end(ctx, replay, final.history[-1], final.totals)
    assert ctx.text("table.game_over") in shown
