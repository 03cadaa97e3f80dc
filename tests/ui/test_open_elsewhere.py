"""A match open in another window (check 20, defects 4 and 5): the second window never
deletes it and always says why it cannot resume it, in one sentence, through the real
list and setup screens; the other window is a real process holding the match's lock."""

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from game.engine.runner import Seat
from game.match_files import new_meta, write_match_file
from game.match_setup import MatchSetup
from game.storage import match_save_path
from game.ui.scenes.matches import MatchListScene, open_saved
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import SetupScene
from tests.ui.conftest import click, frames

GAME = "too-many-cooks"
ELSEWHERE = "This match is open in another Kitchen Table window; close it there first."


def saved_match(seed: int) -> Path:
    setup = MatchSetup(GAME, (Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")),
                       seed, {})
    meta = new_meta(seed)
    path = match_save_path(GAME, meta.match_id)
    write_match_file(path, setup.start(), meta)
    return path


@contextmanager
def open_in_another_window(path: Path) -> Iterator[None]:
    """Another process holds the match, as a window playing it does."""
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time; from pathlib import Path; "
         "from game.engine.disk import hold; assert hold(Path(sys.argv[1])); "
         "print('held', flush=True); time.sleep(30)", str(path)],
        cwd=Path(__file__).resolve().parents[2], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        yield
    finally:
        holder.kill()
        holder.wait()


def test_delete_is_refused_while_the_match_is_open_in_another_window(ctx):
    path = saved_match(31)
    ctx.scenes.push(MenuScene(ctx))
    listing = MatchListScene(ctx, GAME, finished=False)
    ctx.scenes.push(listing)
    frames(ctx)
    with open_in_another_window(path):
        [(_entry, _open, delete)] = listing.row_buttons
        click(ctx, delete.rect.center)
        assert path.is_file(), "the other window's match is not deleted"
        assert listing.message == ("This match is open in another Kitchen Table window "
                                   "and cannot be deleted; close it there first.")
        click(ctx, _open.rect.center)
        assert listing.message == ELSEWHERE, "one sentence, no 'Cannot be opened: This…'"
    [(_entry, _open, delete)] = listing.row_buttons
    click(ctx, delete.rect.center)
    assert not path.exists(), "once the other window is gone, Delete deletes"
    assert list(path.parent.glob(".*.lock")) == [], "and its lock file goes with it"


def test_resume_on_the_setup_screen_says_the_match_is_open_elsewhere(ctx):
    path = saved_match(32)
    ctx.scenes.push(MenuScene(ctx))
    setup = SetupScene(ctx, GAME)
    ctx.scenes.push(setup)
    frames(ctx)
    with open_in_another_window(path):
        click(ctx, setup.resume_button.rect.center)
        assert ctx.scenes.top is setup and setup.error == ELSEWHERE
        frames(ctx)
        assert setup.error == ELSEWHERE, "the sentence stays to be read"


def test_a_match_opened_here_is_refused_to_another_window_before_any_move(ctx):
    """Re-check of issue 20: the first window continued a match and had not moved yet; a
    second window (a real process) could open it too. The lock is taken as it opens."""
    path = saved_match(33)
    ctx.scenes.push(MenuScene(ctx))
    listing = MatchListScene(ctx, GAME, finished=False)
    ctx.scenes.push(listing)
    frames(ctx)
    [(_entry, open_button, _delete)] = listing.row_buttons
    click(ctx, open_button.rect.center)
    table = ctx.scenes.top
    assert table is not listing and table.match.log.actions == [], "opened, nobody moved"
    other = subprocess.run(
        [sys.executable, "-c", "import sys; from pathlib import Path; "
         "from game.engine.disk import hold; print(hold(Path(sys.argv[1])))", str(path)],
        cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True, timeout=60)
    assert other.stdout.strip() == "False", "the other window cannot take the open match"
    table.session.close()


def test_a_match_open_in_another_window_is_refused_with_a_sentence(ctx):
    """Issue 20, done means 2: a second window opening a match open elsewhere says so,
    and opens it once the other window is gone."""
    path = saved_match(3)
    with open_in_another_window(path):
        assert open_saved(ctx, path) == ELSEWHERE
    assert open_saved(ctx, path) is None, "once the other window is gone, it opens"
