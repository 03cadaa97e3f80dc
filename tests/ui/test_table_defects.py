"""Issue 19, defects 6 and 11: small things a player tripped over, each through the real
scene with real pygame events.

- Safranito's Buy prompt had its primary button left, Sell right: the primary answer
  is now always on the right, the refusal on the left.
- The first Escape with the keyboard frame shown only hid the frame (the next clicks
  landed on the table): now it opens the menu unless a half-made choice is put back.
- The first hot-seat player's hand showed without a cover; Escape did nothing on it.
- A match of bots only counted as "played" and hid "New here?".
- H in Safranito was silent (it then said there was no Hint; since issue 22 it shows
  the expert's: tests/ui/test_safranito_hint.py).
- Undo reset Safranito's selected token.
- The setup's Aim help chooser sat under "Bot speed".
- The tool buttons moved when Last trick appeared.
"""

import pygame

from game import registry
from game.engine.runner import Seat
from game.safranito.flick import Flick
from game.safranito.rules import Buy, Phase, Sell
from game.storage import load_stats
from game.ui.scenes import setup as setup_screen
from game.ui.scenes.menu import MenuScene, first_run
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from tests.ui.conftest import click, frames, key, open_table, run_until


def press(ctx, code: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="",
                                         scancode=0))
    frames(ctx)


def my_turn(ctx, table) -> None:
    def ready() -> bool:
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
        return table.is_my_turn()
    run_until(ctx, ready)


def test_safranito_primary_answer_is_always_on_the_right(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "random"),
                                          Seat("Clove", "random")], 21)
    table.show_speed = 60
    stand_in = registry.make_bot("safranito", "random", 0, 5)
    seen = set()
    for _ in range(40000):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if seen == {Phase.SELL, Phase.BUY} or table.match.over:
            break
        if not table.is_my_turn():
            frames(ctx)
            continue
        view = table.view()
        buttons = table.counter.buttons(view)
        primary = [b for b in buttons if b.primary]
        declines = [b for b in buttons if not b.primary]
        if view.phase in (Phase.SELL, Phase.BUY) and primary and declines:
            for no in declines:
                for yes in primary:
                    if yes.rect.top == no.rect.top:
                        assert no.rect.right <= yes.rect.left, view.phase
            assert declines[0].rect.left == min(b.rect.left for b in buttons)
            seen.add(view.phase)
            # Buy (cards to sell later), then refuse to sell: each in its own place.
            answer = primary[0] if view.phase is Phase.BUY else declines[0]
            click(ctx, answer.rect.center)
            continue
        legal = list(table.game.legal_actions(table.state))
        if legal in ([Sell(0)], [Buy(False)]):
            frames(ctx)
            continue
        table.submit(stand_in.choose(table.game.observe(table.state, 0), legal))
    assert seen == {Phase.SELL, Phase.BUY}


def test_escape_with_the_keyboard_frame_shown_opens_the_menu(ctx):
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Basil", "heuristic"),
                                               Seat("Clove", "heuristic")], 3)
    my_turn(ctx, table)
    press(ctx, pygame.K_RIGHT)
    assert table.focus.visible
    press(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, PauseScene)


def test_the_first_hot_seat_player_is_covered_and_escape_opens_the_menu(ctx):
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Basil"),
                                               Seat("Clove", "heuristic")], 3, uncover=False)
    frames(ctx, 2)
    cover = ctx.scenes.top
    assert isinstance(cover, PassScreenScene), "the first hand showed without a cover"
    press(ctx, pygame.K_ESCAPE)
    assert isinstance(ctx.scenes.top, PauseScene)
    press(ctx, pygame.K_ESCAPE)  # back to the cover, not to the table
    assert ctx.scenes.top is cover
    click(ctx, cover.ready.rect.center)
    assert ctx.scenes.top is table
    frames(ctx, 3)
    assert ctx.scenes.top is table  # the same player is not covered twice


def test_a_match_of_bots_only_is_nobodys_statistics(ctx):

    table = open_table(ctx, "scharfe-schoten", [Seat("Ada", "random"), Seat("Basil", "random"),
                                                Seat("Clove", "random")], 3)
    assert table.records_results
    for _ in range(40000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
        else:
            frames(ctx)
    assert isinstance(ctx.scenes.top, ResultsScene)
    ctx.save_writer.flush()
    assert not any(entry.played for entry in load_stats().values())
    assert first_run(), "\"New here?\" is gone after watching bots"


def test_undo_keeps_safranitos_selected_token(ctx):
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Basil", "heuristic")], 4)
    table.show_speed = 60

    def flicking() -> bool:
        return table.is_my_turn() and table.view().phase is Phase.FLICK
    run_until(ctx, flicking)
    tray = dict(table.counter.tray_rects(table.view()))
    click(ctx, tray[30].center)
    assert table.selected == 30
    flick = next(a for a in table.match.legal_actions() if isinstance(a, Flick)
                 and a.value == 30)
    assert table.submit(flick)
    press(ctx, pygame.K_z, pygame.KMOD_CTRL)
    fresh = ctx.scenes.top
    assert fresh is not table and len(fresh.match.log.actions) < len(table.match.log.actions)
    run_until(ctx, lambda: fresh.is_my_turn())
    assert fresh.token_to_flick(fresh.view()) == 30


def test_the_setup_aim_help_chooser_has_its_own_heading(ctx, monkeypatch):

    ctx.scenes.push(MenuScene(ctx))
    screen = setup_screen.SetupScene(ctx, "safranito")
    ctx.scenes.push(screen)
    frames(ctx)
    drawn = []
    real = setup_screen.draw_text

    def spy(surface, theme, text, pos, *args, **kwargs):
        drawn.append((text, pos))
        return real(surface, theme, text, pos, *args, **kwargs)
    monkeypatch.setattr(setup_screen, "draw_text", spy)
    frames(ctx)
    chooser = screen.aim_help.rect
    headings = [pos for text, pos in drawn if text == ctx.text("settings.aim_help")]
    assert headings and headings[0][0] == chooser.left and headings[0][1] < chooser.top
    speed = next(pos for text, pos in drawn if text == ctx.text("setup.bot_speed"))
    assert speed[0] < chooser.left - 100  # "Bot speed" heads the speed chooser only


def test_tool_buttons_stay_put_when_last_trick_appears(ctx):
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Basil", "heuristic"),
                                               Seat("Clove", "heuristic")], 3)
    my_turn(ctx, table)
    assert not table.tools.has_last_trick()
    tools = table.tools
    frames(ctx)
    before = [(b.label, tuple(b.rect)) for b in tools.buttons() if b is not tools.last_trick]
    for _ in range(5000):
        if table.is_my_turn():
            if table.tools.has_last_trick():
                break
            table.submit(table.match.legal_actions()[0])
        frames(ctx)
    frames(ctx)
    after = [(b.label, tuple(b.rect)) for b in tools.buttons() if b is not tools.last_trick]
    assert after == before and len(before) >= 3  # Hint, Undo, History
    key(ctx, pygame.K_t)
    assert type(ctx.scenes.top).__name__ == "LastTrickScene"
