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

from game import registry
from game.daily import deal
from game.review import job as review_job
from game.ui import screenshot
from game.ui.scenes import coach
from tests import played_lines

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



_real_advance = screenshot.advance
LINES = played_lines.WorkStore()
"""The played lines, reviews and duplicates, shared by every xdist worker and run of
the same code (tests/played_lines.py)."""
LINES.prune()


def _remembered_advance(match, game_id, steps, until=None) -> None:
    """``screenshot.advance``, its moves remembered per start position on disk.

    Its heuristic stand-ins are deterministic (fresh ones, fixed seeds), and a dozen
    tests play the same Safranito match (~440 moves, each flick aimed by simulation:
    25 s a match on an idle core), each to another moment, in whichever xdist worker
    they land. From a position seen before, the moves already made are replayed; past
    them the same stand-ins, kept where they stopped, play on and the new moves are
    remembered too. The stopping rule is asked before every move as the real function
    asks it, so where it stops is where the real one would."""
    key = (game_id, match.log.seed, match.seats, repr(sorted(match.log.options.items())),
           tuple(match.log.actions))
    with LINES.held(("line", *key)):
        line = LINES.load_line(key, game_id)
        if line is None:
            line = played_lines.Line(game_id, [], {
                seat: registry.make_bot(game_id, "heuristic", seat, 1000 + seat)
                for seat in range(len(match.seats))})
        known = len(line.actions)
        count = 0
        while not match.over and (steps is None or count < steps):
            if until is not None and until(match):
                break
            if count == len(line.actions):
                seat = match.to_move
                view = match.game.observe(match.state, seat)
                line.actions.append(line.stand_ins()[seat].choose(
                    view, match.game.legal_actions(match.state)))
            match.submit(line.actions[count])
            count += 1
        if len(line.actions) > known:
            LINES.save_line(key, line)


def _stored_duplicate(game_id: str, day) -> deal.Duplicate:
    """``screenshot.day_duplicate``: the hard bot's game of ``day`` (seconds of bot
    play, deterministic), played once for every worker and run of the same code."""
    return LINES.remembered(("duplicate", game_id, day.isoformat()),
                            lambda: deal.duplicate(game_id, day))


_real_box_spot = coach.box_spot


def _remembered_box_spot(size, px, targets, clear, shapes, clear_of=0):
    """``box_spot`` (the coach's box searched over every spot of the window: 0.1-0.4 s
    a call, two thirds of a guided walk's time), each answer remembered by its inputs.

    The tutorial walks play the same guided games at the same sizes and languages, one
    test after another in whichever worker, and each coach step asked the same search
    again. The search is a pure function of what the key holds (the window, the
    theme's lengths it reads, the targets, what to keep clear and its weights, the
    shapes and ``clear_of``), so an answer read back is the one it would compute; the
    first asker computes it with the real function. tests/tutorial/test_coach_box_spot
    checks that function itself (it imports it from its module, not from the coach)."""
    key = ("box_spot", tuple(size), tuple(px(v) for v in (1, 8, 12, 16, 56, 1000)),
           tuple(tuple(t) for t in targets), tuple((tuple(r), w) for r, w in clear),
           tuple((w, h, tuple(lines)) for w, h, lines in shapes), clear_of)
    return LINES.remembered(key, lambda: _real_box_spot(size, px, targets, clear, shapes,
                                                        clear_of))


# Set before the test modules import them by name.
screenshot.advance = _remembered_advance
coach.box_spot = _remembered_box_spot
screenshot.day_duplicate = _stored_duplicate
# The review job's session memory, kept on disk too (tests/played_lines.StoredSession);
# a test that needs a session of its own still replaces it (tests/ui/test_review_screen).
review_job.SESSION_VALUED = played_lines.StoredSession(LINES)
