"""The tool buttons (Hint, Last trick, Undo, History) sit on no panel (check of issue 19,
finding 5: the French "Conseil" sat on Chef de rang's phase panel title at 1920×1080;
Scharfe Schoten's Hint and Last trick covered the top of the spice rack at 1280×800
with 4 players and at 800×500). Each table, a real match at the player's turn, is drawn
at the four sizes in English and French; every panel the frame drew is
measured against every tool button."""

from itertools import pairwise

import pygame
import pytest

from game import registry
from game.engine.runner import Seat
from game.ui.app import create_context, open_window
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.theme import Pace
from tests.ui.conftest import open_table, resize, run_until

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]


def overlaps(game_id: str, players: int, language: str) -> list[str]:
    """A real match (the player and bots, so Hint and Undo show), at the player's turn."""
    open_window(SIZES[1])
    ctx = create_context(SIZES[1], language, sound=False)
    ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.05, trick_hold_s=0.05)
    table = open_table(ctx, game_id, [Seat("Ann")] + [Seat(f"Bot {i}", "random")
                                                      for i in range(1, players)], 4)
    run_until(ctx, lambda: table.is_my_turn() and ctx.scenes.top is table)
    found = []
    for size in SIZES:
        resize(ctx, size)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        buttons = table.tools.buttons()
        assert len(buttons) >= 2 and record.panels
        banner = table.tools.banner()
        assert banner in record.panels, f"{game_id}: the banner is not where it is drawn"
        found += lone_rows(ctx, buttons, banner, f"{language} {size} {game_id} {players}p")
        for button in buttons:
            for panel in record.panels:
                if panel.colliderect(button.rect) and not button.rect.contains(panel):
                    found.append(f"{language} {size} {game_id} {players}p: "
                                 f"{button.label!r} {button.rect} on panel {panel}")
    pygame.quit()
    return found


def lone_rows(ctx, buttons, banner, where: str) -> list[str]:
    """A button put on a lower row although it fitted on the row above, between the
    banner and that row's first button (re-check finding 12: Chef de rang's French
    "Conseil" alone on a second row at 1920×1080, the row above half empty)."""
    px = ctx.theme.px
    rows: dict[int, list[pygame.Rect]] = {}
    for button in buttons:
        rows.setdefault(button.rect.top, []).append(button.rect)
    tops = sorted(rows)
    found = []
    for above, below in pairwise(tops):
        room = min(r.left for r in rows[above]) - px(4) - (banner.right + px(8))
        first = max(rows[below], key=lambda r: r.right)  # the next one laid out
        if first.width <= room:
            found.append(f"{where}: {first} on a row of its own, {room} px free above")
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_tool_buttons_sit_on_no_panel(game_id, language):
    rules = registry.rules(game_id)
    counts = sorted({min(max(3, rules.min_players), rules.max_players), min(4, rules.max_players)})
    found = [line for players in counts for line in overlaps(game_id, players, language)]
    assert not found, "\n".join(found)
