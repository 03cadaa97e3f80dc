"""Newcomer 9, finding 1b: in the Unfinished (and Replays) list a damaged file's row
read "Cannot be opened: " and the parser's words with the file's whole path, in tiny
type cut with "…", and nothing said what to do. It reads like the other rows now: a
short label with its day, a line saying it cannot be resumed and Delete removes it,
at the size of the other rows, and a tooltip with the whole sentence."""

import pytest

from game.match_files import finished_path, new_meta, write_match_file
from game.storage import data_dir
from game.ui.scenes.matches import MatchListScene
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.widgets import min_text_pixels
from tests.ui.conftest import click, finished_match, frames, hover_words, quick_window

GAME = "too-many-cooks"


def damaged_file(finished: bool) -> None:
    folder = data_dir() / ("replays" if finished else "saves") / GAME
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "20260101-101010-000-7.json").write_text('{"format": 2, "game": "too-ma',
                                                      encoding="utf-8")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 800)], ids=["800x500", "1280x800"])
@pytest.mark.parametrize("finished", [False, True], ids=["unfinished", "replays"])
def test_a_damaged_row_reads_like_the_others(size, language, finished):
    for ctx in quick_window(size, language):
        damaged_file(finished)
        if finished:  # a sound replay beside it, to compare sizes with
            setup, match = finished_match(seed=3)
            meta = new_meta(setup.seed)
            write_match_file(finished_path(setup.game_id, meta), match, meta)
        ctx.scenes.push(MenuScene(ctx))
        listing = MatchListScene(ctx, GAME, finished=finished)
        ctx.scenes.push(listing)
        frames(ctx)
        with recording() as record:
            render_scene(ctx)
        kind = "replay" if finished else "save"
        head = ctx.text(f"matches.damaged_{kind}", when="").rstrip(" ·")
        note = ctx.text(f"matches.damaged_{kind}_note")
        words = [label.content for label in record.visible()]
        assert not [w for w in words if str(data_dir()) in w or ".json" in w], words
        heads = [label for label in record.visible() if label.content.startswith(head)]
        notes = [label for label in record.visible() if label.content == note]
        assert len(heads) == 1 and len(notes) == 1, words
        floor = min_text_pixels(ctx.theme)
        for label in heads + notes:
            assert not label.lost and label.pixels >= floor + 2, (label.content, label.pixels)
        if finished:  # the same bold size as the sound row's "Won by …" line
            won = [label for label in record.visible()
                   if label.content.startswith(ctx.text("matches.won_by", names="")[:3]
                                               .capitalize())]
            assert won and won[0].pixels == heads[0].pixels
        entry, open_button, delete_button = next(
            row for row in listing.row_buttons if row[0].problem)
        assert not open_button.enabled
        tip = ctx.text(f"matches.damaged_{kind}_tip")
        assert tip in hover_words(ctx, heads[0].rect.center)
        assert tip in hover_words(ctx, open_button.rect.center)
        click(ctx, delete_button.rect.center)
        assert not entry.path.exists()
        assert all(not e.problem for e in listing.entries)
