"""Where a table's toast goes: near the middle of the table, clear of what it is about.

A toast ("played for you", "you have no Saffron to sell") speaks of something on the
table; drawn over the middle it hid that very thing (the pot and its "Trick to..."
chip, the bowl being bid on: issue 19). The spot is searched like the coach's and the
Hint's: the least hidden of what the table weighs (the players' panels and the hand
most, the board next), then the spot nearest the usual one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui.overlay_place import MUST_SEE, must_see
from game.ui.tutorial.locate import BOARD, HAND, ORDERED, PANEL, PLAYERS, READ, keep_clear
from game.ui.widgets import draw_panel, draw_paragraph, draw_text

Weighted = Sequence[tuple[pygame.Rect, float]]

TOAST_GLIMPSE_S = 1.5
"""The least a toast about a move stays, even when the player's next turn comes at once."""
PANEL_MARGIN = 14
"""Felt a toast leaves around a player's panel (design pixels): at 4 px from both Ada's
and Basil's panels, "Menus revealed!" was taken to lie on Basil's (newcomer play-test,
finding 14)."""
TOAST_LINES = 10
"""The most lines a toast wraps in, and only where fewer would hide something: a long
one ("Move taken back… the menus had been revealed") fits a strip of free felt beside
an open dialog (in two lines it lay over the hand: newcomer playtest 15b)."""
WORDS_PER_S = 3.0
"""A comfortable reading pace for a toast, words per second."""


def reading_seconds(message: str) -> float:
    """How long ``message`` needs on screen to be read: a glimpse, plus its words at
    :data:`WORDS_PER_S` (a toast's time scales with its length: issue 19 re-check,
    finding 11, a two-line Undo message went in under 1.5 s)."""
    return TOAST_GLIMPSE_S + len(message.split()) / WORDS_PER_S


def toast_is_stale(scene: Any) -> bool:
    """A toast about a move ("Only one card may go in the pot: played for you") once
    the player's next turn has started and it has been up a glimpse: over a free
    choice it misleads (issue 19 re-check, finding 11)."""
    if scene.toast_turn is None or scene.toast_time <= 0:
        return False
    shown = scene.toast_seconds - scene.toast_time
    return bool(shown >= TOAST_GLIMPSE_S and len(scene.match.log.actions) >= scene.toast_turn
                and not scene.animating and scene.is_my_turn())


def draw_toast(scene: Any, surface: pygame.Surface) -> None:
    """``scene``'s toast, if it is up: one line, or wrapped in two to
    :data:`TOAST_LINES` where one would hide the board or a player's panel (a two-line
    Undo message lay over Ada's counters: issue 19 re-check, finding 11)."""
    if scene.toast_time <= 0:
        return
    theme = scene.ctx.theme
    px = theme.px
    font = theme.font("body", "bold")
    text_w = font.size(scene.toast)[0]
    width = min(text_w + px(40), scene.size[0] - px(40))
    wrapped = [(text_w // lines + px(80), px(48) + (lines - 1) * font.get_linesize())
               for lines in range(2, TOAST_LINES + 1)]
    rect = clear_of_dialog(scene, scene.toast_spot([(width, px(48)), *wrapped]))
    fill, border, ink = toast_colours(scene)
    draw_panel(surface, theme, rect, colour=fill, border=border)
    if rect.height > px(48):
        draw_paragraph(surface, theme, scene.toast, rect.inflate(-px(20), -px(12)),
                       style="bold", colour=ink, spacing=1.0, centred=True)
    else:
        draw_text(surface, theme, scene.toast, rect.center, style="bold",
                  colour=ink, anchor="center", max_width=width - px(24))


def toast_colours(scene: Any) -> tuple[Any, Any, Any]:
    """Fill, border and ink of ``scene``'s toast. Red: a click of the player's refused.
    Dark wood: the answer to a click that asked for nothing on offer. The table's light
    panel, like its captions: news of a move the player did not make themselves (one
    played for them, ``until_turn``); "You have no Cinnamon to sell", the answer the
    table gave for the player, came up dark, as if a click of theirs had been turned
    down, though they had clicked nothing (newcomer playtest 13e)."""
    theme = scene.ctx.theme
    if scene.toast_refusal:
        return theme["danger"], theme["shade"], theme["light_ink"]
    if scene.toast_turn is not None:
        return theme["panel"], theme["accent"], theme["ink"]
    return theme["wood_dark"], theme["shade"], theme["light_ink"]


def clear_of_dialog(scene: Any, rect: pygame.Rect) -> pygame.Rect:
    """``rect`` moved just below ``scene``'s open dialog (or above it, if there is no
    room below), so a toast never hides the choice being made (issue 19: "Move taken
    back…" covered the Least row of the contract dialog)."""
    dialog = scene.dialog_rect()
    if dialog is None or not rect.colliderect(dialog):
        return rect
    gap = scene.ctx.theme.px(10)
    moved = rect.copy()
    moved.top = dialog.bottom + gap
    if moved.bottom > scene.size[1] - gap:
        moved.bottom = dialog.top - gap
    return moved


def place_toast(screen: tuple[int, int], sizes: Sequence[tuple[int, int]],
                home: tuple[int, int], clear: Weighted, top: int, step: int) -> pygame.Rect:
    """The toast's rect, of one of ``sizes`` (one line first, then wrapped in two), on
    a ``screen``: over a grid of ``step`` pixels below ``top`` (the banner and tool
    buttons), the spot hiding the least of ``clear`` (each rect with its weight, none
    below 0), then the first size, then nearest ``home`` (the usual centre); among
    equals, the first spot of the grid, row by row.

    Usually a spot hides nothing, and the first such spot by size then nearness is the
    answer: pygame tests each spot against every rect at once. Only when none does are
    the hidden areas weighed (tallying every spot against every rect took 0.4 s, a
    frame that froze when a toast appeared)."""
    solid = [pygame.Rect(thing) for thing, weight in clear
             if weight > 0 and thing.width > 0 and thing.height > 0]
    for w, h in sizes:
        for _away, _order, x, y in sorted(_grid(screen, (w, h), home, top, step)):
            if pygame.Rect(x, y, w, h).collidelist(solid) == -1:
                return pygame.Rect(x, y, w, h)
    rects = [pygame.Rect(thing) for thing, _weight in clear]
    best: tuple[float, int, int, pygame.Rect] | None = None
    for rank, (w, h) in enumerate(sizes):
        for away, _order, x, y in _grid(screen, (w, h), home, top, step):
            rect = pygame.Rect(x, y, w, h)
            cost = 0.0
            for index in rect.collidelistall(rects):
                clip = rect.clip(rects[index])
                cost += clear[index][1] * clip.width * clip.height
            if best is None or (cost, rank, away) < best[:3]:
                best = (cost, rank, away, rect)
    if best is None:
        rect = pygame.Rect((0, 0), sizes[0])
        rect.center = home
        return rect
    return best[3]


def _grid(screen: tuple[int, int], size: tuple[int, int], home: tuple[int, int], top: int,
          step: int) -> list[tuple[int, int, int, int]]:
    """The spots for a toast of ``size``, row by row: (distance of its centre from
    ``home``, place in the grid, left, top)."""
    width, height = screen
    w, h = size
    xs = sorted({*range(step, max(step, width - w - step) + 1, step), (width - w) // 2})
    across = [(x, abs(x + w // 2 - home[0])) for x in xs]
    spots: list[tuple[int, int, int, int]] = []
    for y in range(top, max(top, height - h - step) + 1, step):
        down = abs(y + h // 2 - home[1])
        spots += [(dx + down, len(spots) + i, x, y) for i, (x, dx) in enumerate(across)]
    return spots


def toast_clear(scene: Any) -> tuple[tuple[pygame.Rect, float], ...]:
    """What a toast on ``scene`` keeps clear of, with weights: what the coach weighs
    (the players' panels and the hand most, the board next), what the game adds
    (``toast_keep_clear``: the pot's chips), an open Hint box, and what every
    overlay leaves in view (:func:`game.ui.overlay_place.must_see`: an open dialog,
    the guided game's coach and its arrow, the table's own)."""
    # What the coach weighs as read to choose a move (READ) is the coach's alone: a
    # toast keeps off the pot and its chips by the table's own toast_keep_clear, and
    # weighing Safranito's bowls pushed "Flick cancelled" onto the aim readout.
    # The players' panels with a margin: a toast squeezed into the gap between two
    # panels ("Menus revealed!" between Ada's and Basil's) read as lying on one.
    margin = scene.ctx.theme.px(PANEL_MARGIN)
    found = [(r, BOARD) if w in (PANEL, ORDERED) else
             (r.inflate(2 * margin, 2 * margin) if PLAYERS <= w < HAND else r, w)
             for r, w in keep_clear(scene) if w != READ]
    found += [(r, 1000.0) for r in scene.toast_keep_clear()]
    hints = getattr(scene, "hints", None)  # an open Hint box (a refusal lay over it)
    if hints is not None and hints.rect is not None and scene.tools.shown and (
            hints.thinking or hints.shown()):
        found.append((hints.rect, 1000.0))
    # What every overlay leaves in view (players' panels, prompts, the padlock box, the
    # log's heading, the coach with its arrow): a refusal lay over the padlock box, a
    # toast over the log's heading, "Contracts revealed!" over the coach's arrow
    # (newcomer findings 4, 11b, 12).
    found += [(rect, MUST_SEE) for rect in must_see(scene)]
    return tuple((pygame.Rect(r), w) for r, w in found)


def toast_spot(scene: Any, sizes: Sequence[tuple[int, int]], clear: Weighted) -> pygame.Rect:
    """Where ``scene``'s toast goes: near the middle, below the tool buttons, off
    ``clear``."""
    px = scene.ctx.theme.px
    home = (scene.size[0] // 2, scene.size[1] // 2 + px(60))
    top = max(px(56), scene.tools.bottom() + px(6))
    return place_toast(scene.size, sizes, home, clear, top, px(12))
