"""The suite's remembered ``screenshot.advance`` (tests/conftest.py) stops where the real
one stops and leaves the match in the same state, whatever the stopping rule: a closure,
a step count, the end of the match, or a later call from where an earlier one stopped;
and a line read back from disk goes on (its stand-ins unpickled) as the real one does."""

import pytest

from game.ui import screenshot
from tests import conftest, played_lines


def played(advance, game_id, calls):
    match = screenshot.demo_setup(game_id, 3).start()
    for steps, until in calls:
        advance(match, game_id, steps, until)
    return list(match.log.actions)


@pytest.mark.parametrize("game_id", ["too-many-cooks", "chef-de-rang"])
def test_the_remembered_advance_plays_what_the_real_one_plays(game_id, tmp_path, monkeypatch):
    # An empty store: the first calls play, the later ones replay and go on from disk.
    monkeypatch.setattr(conftest, "LINES", played_lines.WorkStore(tmp_path))
    goal = 7
    calls = [(5, None), (None, lambda m: len(m.log.actions) >= 5 + goal), (None, None)]
    real = played(conftest._real_advance, game_id, calls)
    assert played(conftest._remembered_advance, game_id, calls) == real
    assert played(conftest._remembered_advance, game_id, calls) == real  # all replayed
    assert played(conftest._remembered_advance, game_id, [(None, None)]) == real
    assert screenshot.advance is conftest._remembered_advance
