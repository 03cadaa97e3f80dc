"""Suite-wide setup: no window, no sound device, and a fixed hypothesis profile."""

import atexit
import os
import shutil
import tempfile

os.environ["SDL_VIDEODRIVER"] = "dummy"
# Saves and statistics go to a throwaway folder, never the developer's own.
os.environ["KITCHEN_TABLE_HOME"] = tempfile.mkdtemp(prefix="kitchen-table-tests-")
os.environ["SDL_AUDIODRIVER"] = "dummy"
# A text key the code builds but the locale lacks raises instead of showing "<key>".
os.environ["KITCHEN_TABLE_STRICT_TEXT"] = "1"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest
from hypothesis import HealthCheck, settings

from game.ui import screenshot

# The throwaway folder goes when the run ends (each xdist worker made its own; left
# behind, every run added a few to /tmp).
atexit.register(shutil.rmtree, os.environ["KITCHEN_TABLE_HOME"], ignore_errors=True)

settings.register_profile("suite", deadline=None, derandomize=True,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path_factory, monkeypatch):
    """Each test gets an empty data folder: one test's autosaves, statistics or settings
    never change what another sees (Continue, first-run hints, keyboard targets)."""
    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(tmp_path_factory.mktemp("home")))



_PLAYED: dict[tuple, tuple] = {}
_real_advance = screenshot.advance


def _remembered_advance(match, game_id, steps, until=None) -> None:
    """``screenshot.advance`` played once per match and stopping rule in a worker, then
    replayed from its moves: its heuristic bots are deterministic (fresh stand-ins,
    fixed seeds), and a dozen tests play the same Safranito match to its results, each
    of its ~120 flicks aimed by simulation (40 s a match). A stopping rule that closes
    over values (it may stop elsewhere with other values) is played every time."""
    code = None if until is None else getattr(until, "__code__", None)
    if until is not None and (code is None or getattr(until, "__closure__", None)):
        _real_advance(match, game_id, steps, until)
        return
    key = (game_id, match.log.seed, match.seats, repr(sorted(match.log.options.items())),
           tuple(match.log.actions), steps, code)
    if key not in _PLAYED:
        before = len(match.log.actions)
        _real_advance(match, game_id, steps, until)
        _PLAYED[key] = tuple(match.log.actions[before:])
        return
    for action in _PLAYED[key]:
        match.submit(action)


# Set before the test modules import it by name.
screenshot.advance = _remembered_advance
