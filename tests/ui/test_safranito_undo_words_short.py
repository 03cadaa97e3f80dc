"""Newcomer playtest, finding 1: after Undo at Safranito's flick, "Move taken back. This
match now counts as played with help, as you had already seen what followed — …" ran
to four large lines over the Market and Dishes panels for 12 s, until the player began
to aim. The table now says it in one short line, in the news' size, on the felt under
the board (clear of every panel, the board and the token), for a normal toast's time
(the next press ends it sooner: test_safranito_reply_ends_with_next_gesture). Real
Ctrl+Z after a real flick, at the four window sizes, in both languages."""

import pytest

from game.engine.runner import Seat
from game.safranito.table.scene import TableScene
from game.ui.toast_place import TOAST_GLIMPSE_S, WORDS_PER_S, reading_seconds
from tests.ui.conftest import (
    ALL_SIZES,
    ask_hint,
    click,
    ctrl_z,
    frames,
    quick_window,
    run_until,
)
from tests.ui.test_safranito_scene import place, pull, start, wait_for_flick

pytest.importorskip("pymunk")

CASES = [(size, "en") for size in ALL_SIZES] + [((800, 500), "fr"), ((1920, 1080), "fr")]


@pytest.fixture(params=CASES, ids=[f"{w}x{h}-{lang}" for (w, h), lang in CASES])
def ctx(request):
    size, language = request.param
    yield from quick_window(size, language)


def test_the_undo_words_are_one_short_line_off_the_panels(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic")])
    wait_for_flick(ctx, table)
    click(ctx, dict(table.counter.tray_rects(table.view()))[30].center)
    place(ctx, table, 0.5)
    pull(ctx, table, 0, ctx.theme.px(110))
    run_until(ctx, lambda: table.is_my_turn())
    ctrl_z(ctx)
    undone = ctx.scenes.top
    assert isinstance(undone, TableScene) and undone is not table
    frames(ctx)
    said, rect = undone.toast, undone.toast_rect
    assert said and undone.toast_time > 0
    assert len(said.split()) <= 12, f"{said!r}: a long message"
    assert rect.height <= ctx.theme.px(48), f"{said!r} takes {rect.height} px: wrapped"
    assert undone.toast_seconds <= TOAST_GLIMPSE_S + 12 / WORDS_PER_S
    panels = {"market": undone.market_rect, "dishes": undone.dish_rect,
              "counter": undone.counter_rect, "board": undone.painter.rect,
              "help chip": undone.help_chip.rect,
              **{f"player {s}": r for s, r in undone.player_rects.items()}}
    if undone.log_rect is not None:
        panels["log"] = undone.log_rect
    covered = [name for name, panel in panels.items() if rect.colliderect(panel)]
    assert not covered, f"{said!r} at {rect} covers {covered}"
    assert pygame_screen_holds(ctx, rect)
    frames(ctx, round(undone.toast_seconds * 60) + 2)
    assert undone.toast_time <= 0, "the Undo message outlives a toast's time"


def pygame_screen_holds(ctx, rect) -> bool:
    """Whether ``rect`` lies wholly inside the window."""
    width, height = ctx.scenes.top.size
    return rect.left >= 0 and rect.top >= 0 and rect.right <= width and rect.bottom <= height


def flick_and_take_back(ctx, hint: bool) -> TableScene:
    """A real flick (after a real H press when ``hint``), then Ctrl+Z: the table after."""
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic")])
    wait_for_flick(ctx, table)
    if hint:
        ask_hint(ctx, table)
    click(ctx, dict(table.counter.tray_rects(table.view()))[30].center)
    place(ctx, table, 0.5)
    pull(ctx, table, 0, ctx.theme.px(110))
    run_until(ctx, lambda: table.is_my_turn())
    ctrl_z(ctx)
    undone = ctx.scenes.top
    assert isinstance(undone, TableScene) and undone is not table
    frames(ctx)
    return undone


HELP_CASES = [((800, 500), "en"), ((800, 500), "fr"), ((1600, 1000), "en")]


@pytest.fixture(params=HELP_CASES, ids=[f"{w}x{h}-{lang}" for (w, h), lang in HELP_CASES])
def help_ctx(request):
    size, language = request.param
    yield from quick_window(size, language)


@pytest.mark.parametrize("hint", [False, True], ids=["unaided", "after-a-hint"])
def test_the_undo_words_say_whether_the_match_counts_as_played_with_help(help_ctx, hint):
    """Newcomer playtest 15a, finding 1: "Move taken back" alone, gone in about 2 s,
    never said whether the match now counts as played with help, where Too Many Cooks
    says "This match already counts as played with help (a hint or an earlier
    takeback)". The short words say it too, for a reading time from their words."""
    ctx = help_ctx
    undone = flick_and_take_back(ctx, hint)
    said = undone.toast
    # Unaided, the takeback marks the match only if it showed what followed.
    why = ("taken_back_already" if hint else
           "taken_back_marked" if undone.meta.assisted else "taken_back")
    assert said == ctx.text(f"safranito.undo.{why}")
    words = {key: ctx.text(f"safranito.undo.{key}") for key in
             ("taken_back", "taken_back_marked", "taken_back_already")}
    assert len(set(words.values())) == 3, f"two cases read alike: {words}"
    help_word = "help" if ctx.text.language == "en" else "aide"
    if undone.meta.assisted:
        assert help_word in said, said
    if hint:
        assert "already" in said or "déjà" in said, said
    elif not undone.meta.assisted:
        assert help_word not in said and ("not" in said or "pas" in said), said
    assert undone.toast_seconds >= reading_seconds(said)
    assert undone.toast_rect.height <= ctx.theme.px(48), f"{said!r}: wrapped"
