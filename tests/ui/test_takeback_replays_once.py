"""Issue 19 (keys and words, finding 3): a takeback in Safranito replayed the match's
physics twice: once to rebuild the match, then again in the new table's round ledger
(``_catch_up`` applied every logged move through the rules a second time). The flicks
are the costly part of a takeback's frame; each logged flick must be simulated once.
The test counts the physics resolver's simulations of each flick over one real Ctrl+Z
and the frames after it (the new table drawn, its ledger built)."""

from collections import Counter

import pytest

from game.engine.runner import Seat
from game.safranito import physics_resolver
from game.safranito.flick import Flick
from game.takeback import GUESSES
from game.ui.match_scene import MatchScene
from tests.ui.conftest import ctrl_z, ctx, frames, open_table, play_mine_until, run_until  # noqa: F401
from tests.ui.test_undo_held import flicking, my_decisions, save_and_quit_then_continue


@pytest.mark.parametrize("resumed", [False, True], ids=["fresh", "resumed"])
def test_a_takeback_simulates_each_flick_once(ctx, monkeypatch, resumed):  # noqa: F811
    table = open_table(ctx, "safranito", [Seat("Player 1"), Seat("Ada", "heuristic")], 4)
    play_mine_until(ctx, table, lambda: flicking(table) and my_decisions(table) >= 3)
    if resumed:
        table = save_and_quit_then_continue(ctx)
        run_until(ctx, lambda: flicking(table))
        frames(ctx, 3)
    simulated = []
    real = physics_resolver.resolve_flick

    def counting(*args, **kwargs):
        simulated.append(args[2])
        return real(*args, **kwargs)

    monkeypatch.setattr(physics_resolver, "resolve_flick", counting)
    ctrl_z(ctx)
    frames(ctx, 5)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone is not table
    kept = sum(isinstance(a, Flick) for a in undone.match.log.actions)
    assert kept >= 3 and undone.state.next_token == kept
    runs = Counter(flick.token for flick in simulated)
    replays = [runs[token] for token in range(kept)]
    assert replays == [1] * kept, \
        f"each kept flick simulated {replays} times: the match was replayed more than once"
    # Besides the replay, the flick taken back is simulated on a few states the
    # player's view allowed, to tell whether taking it back used what it revealed, and
    # the bot's move after it once with another flick, to tell whether it showed
    # anything (a secret choice shows only that it was made).
    assert set(runs) <= set(range(kept + 2))
    assert runs[kept] <= GUESSES and runs[kept + 1] <= 1
    # The new table's round ledger is the one the moves made: its summary and panels.
    assert undone.ledger.round == undone.state.round
