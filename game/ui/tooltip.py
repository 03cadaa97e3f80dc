"""Tooltips: one sentence that says what a number, counter or legend on the table
means, shown while the pointer rests on it (issue 19: no number without a reason where
it appears). A table lists its tips as ``(rect, sentence)`` pairs each frame, from the
same layout it draws with, and calls :func:`show_tooltip`, which only hands the tip to
the frame: the window loop (``game.ui.app.draw_frame``) paints it once, after every scene,
the keyboard focus frame and every overlay, so nothing cuts through its words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.ui.scene import mouse_pos, tips_quiet
from game.ui.table_hooks import TableHooks
from game.ui.theme import Theme
from game.ui.widgets import draw_panel, draw_paragraph, wrap_lines

Tip = tuple[pygame.Rect, str]

COVER = "\x00cover"
"""The words of a tip that says "nothing beneath answers here": a dialog over the table
lists its area with these before its own tips (a newcomer saw the pot's tip over the
secret menu's choices)."""


class TipArea(pygame.Rect):
    """A tip's hover rect whose tip keeps off a larger ``keep_off`` area as well as off
    the rect itself: a column header's tip keeps off every row of its table, which
    it explains (it lay over the column's first row: newcomer playtest).

    ``by``: the rect the tip opens next to (a column's header), above it or else
    beside it (:func:`by_spot`), wherever in the area the pointer rests. Placed round
    the whole area, a tip too tall for the room above the table went under it, over
    the footnote and by Back, far from its header (newcomer playtest: "Won by bots")."""

    def __init__(self, rect: pygame.Rect, keep_off: pygame.Rect,
                 by: pygame.Rect | None = None) -> None:
        super().__init__(rect)
        self.keep_off = pygame.Rect(keep_off)
        self.by = None if by is None else pygame.Rect(by)


def anchor_of(rect: pygame.Rect) -> pygame.Rect:
    """What a tip found at ``rect`` keeps off: the rect, and its :class:`TipArea`'s
    ``keep_off`` area if it has one."""
    if isinstance(rect, TipArea):  # (typed: mypy checks ``keep_off`` is a Rect)
        return pygame.Rect(rect).union(rect.keep_off)
    return pygame.Rect(rect)


def tip_at(tips: Sequence[Tip], pos: tuple[int, int]) -> Tip | None:
    """The tip under ``pos``: the last listed wins (smaller parts after their panel); a
    :data:`COVER` hides every tip listed before it."""
    for rect, words in reversed(tips):
        if words and rect.collidepoint(pos):
            return None if words == COVER else (rect, words)
    return None


@dataclass(frozen=True)
class ShownTip:
    """A tooltip placed for this frame: its words in ``box`` (window coordinates)."""

    theme: Theme
    words: str
    box: pygame.Rect


_shown: ShownTip | None = None
"""The tooltip the frame shows, handed over by the scene that wants it shown."""


def start_frame() -> None:
    """A new frame: no tooltip handed over yet."""
    global _shown
    _shown = None


def show_tip(tip: ShownTip | None) -> None:
    """Hand the frame the tooltip to show (``None``: none). The frame draws it once,
    last (:func:`draw_shown_tip`): a tip drawn by its scene was cut through by the
    keyboard focus frame drawn after the scenes (newcomer playtest, finding 1)."""
    global _shown
    _shown = tip


def shown_tip() -> ShownTip | None:
    """The tooltip handed to the frame so far (see :func:`show_tip`)."""
    return _shown


def draw_shown_tip(surface: pygame.Surface) -> None:
    """The frame's tooltip, painted once, over everything drawn before it."""
    if _shown is not None:
        paint_tip(surface, _shown.theme, _shown.words, _shown.box)


def paint_tip(surface: pygame.Surface, theme: Theme, words: str, box: pygame.Rect) -> None:
    """A tip's panel and words in ``box``."""
    px = theme.px
    draw_panel(surface, theme, box, colour=theme["ink"], border=theme["highlight"],
               radius=px(8))
    draw_paragraph(surface, theme, words, box.inflate(-px(24), -px(12)), role="small",
                   colour=theme["light_ink"], spacing=1.2)


def place_tip(surface: pygame.Surface, theme: Theme, tips: Sequence[Tip],
              pos: tuple[int, int], keep_clear: Sequence[pygame.Rect] = (),
              inside: pygame.Rect | None = None, rather_clear: Sequence[pygame.Rect] = ()
              ) -> ShownTip | None:
    """The tip under the pointer in a small panel beside it, kept inside the window;
    none while a button is held, from a click or release until the pointer moves, or
    once the pointer has left the window (:func:`game.ui.scene.tips_quiet`).

    ``keep_clear``: what the tip never covers (a guided game's coach: a resting tip
    hid the coach's words, newcomer playtest, finding 5). The panel takes the first
    corner round the pointer clear of it; with the pointer on it, or no corner clear,
    no tip shows: what lies under the coach is not what the player is reading.

    The tip keeps off the rect it answers for, its anchor (:func:`tip_spot`), and off
    the area a :class:`TipArea` names. It never covers a dialog open over the table
    (an area listed as :data:`COVER`) it does not belong to: the Too Many Cooks seat
    panel's tip lay over the open secret-menu dialog and its hint-marked menu
    (newcomer 16a, finding 12).

    ``inside``: the dialog the tips belong to (a round summary), which the tip stays
    in (the "Round" header's tip ran past the summary's right edge); ``rather_clear``:
    what the tip keeps off where any spot in there allows (the summary's title and
    scoring line, which the header tips covered, and its rows, which a seat's tip
    covered: same finding)."""
    found = None if tips_quiet(pos) else tip_at(tips, pos)
    if found is None or any(rect.collidepoint(pos) for rect in keep_clear):
        return None
    anchor, words = found
    keep_clear = [*keep_clear, *(pygame.Rect(rect) for rect, said in tips
                                 if said == COVER and not rect.collidepoint(pos))]
    if inside is not None:
        room = surface.get_rect().clip(inside)
        for avoid in ([*keep_clear, *rather_clear], keep_clear):
            spot = inside_spot(theme, room, words, pos, [*avoid, anchor_of(anchor)])
            if spot is not None:
                return ShownTip(theme, words, spot)
    px = theme.px
    size = tip_size(theme, surface.get_width(), words)
    if isinstance(anchor, TipArea) and anchor.by is not None:
        # Wider, so lower, where the usual panel is too tall for the room by the
        # header (French at 800x500 and 1600x640: 7 lines by "Gagnées par des robots").
        for widest in (380, 560, 760):
            spot = by_spot(surface.get_rect(), tip_size(theme, surface.get_width(), words,
                                                        widest),
                           anchor.by, px, [*keep_clear, pygame.Rect(anchor), anchor.keep_off])
            if spot is not None:
                return ShownTip(theme, words, spot)
    spot = None
    for avoid in ([*keep_clear, *rather_clear], keep_clear) if rather_clear else (keep_clear,):
        spot = tip_spot(surface.get_rect(), size, pos, px, avoid, anchor_of(anchor),
                        above_first=isinstance(anchor, TipArea))
        if spot is not None:
            break
    return None if spot is None else ShownTip(theme, words, spot)


def inside_spot(theme: Theme, room: pygame.Rect, words: str, pos: tuple[int, int],
                clear_of: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """A spot for a tip of ``words`` within ``room`` (a dialog) clear of ``clear_of``:
    beside the pointer, or in one of the room's corners (a summary's foot, either side
    of its button), the nearest to the pointer; ``None`` if none is clear."""
    px = theme.px
    size = tip_size(theme, room.width, words)
    gap = px(10)
    inner = room.inflate(-2 * gap, -2 * gap)
    xs = [pos[0] + px(16), pos[0] - px(10) - size[0], inner.left, inner.right - size[0]]
    ys = [pos[1] + px(20), pos[1] - px(10) - size[1], inner.top, inner.bottom - size[1]]
    spots = [pygame.Rect((x, y), size) for x in xs for y in ys]
    clear = [spot for spot in spots if inner.contains(spot)
             and spot.collidelist(list(clear_of)) == -1 and not spot.collidepoint(pos)]
    if not clear:
        return None
    return min(clear, key=lambda spot: abs(spot.centerx - pos[0]) + abs(spot.centery - pos[1]))


def tip_size(theme: Theme, window_width: int, words: str,
             widest: float = 380) -> tuple[int, int]:
    """The size of the panel a tip of ``words`` takes in a window ``window_width`` wide
    (a screen that leaves room for its tips measures them with it), at most ``widest``
    reference px wide."""
    px = theme.px
    font = theme.font("small")
    width = min(px(widest), window_width - px(20))
    lines = wrap_lines(font, words, width - px(24))
    text_w = max(font.size(line)[0] for line in lines)
    return text_w + px(24), round(font.get_linesize() * 1.2) * len(lines) + px(16)


def show_tooltip(surface: pygame.Surface, theme: Theme, tips: Sequence[Tip],
                 pos: tuple[int, int], keep_clear: Sequence[pygame.Rect] = (),
                 inside: pygame.Rect | None = None, rather_clear: Sequence[pygame.Rect] = ()
                 ) -> pygame.Rect | None:
    """A scene's one call for its tooltips: the tip under the pointer
    (:func:`place_tip`) is handed to the frame, which draws it last; its box, or
    ``None`` when no tip shows. ``surface`` is the window's: the box is in its
    coordinates. ``inside``, ``rather_clear``: see :func:`place_tip`."""
    tip = place_tip(surface, theme, tips, pos, keep_clear, inside, rather_clear)
    show_tip(tip)
    return None if tip is None else tip.box


def tip_spot(window: pygame.Rect, size: tuple[int, int], pos: tuple[int, int],
             px: Callable[[float], int], keep_clear: Sequence[pygame.Rect] = (),
             anchor: pygame.Rect | None = None, above_first: bool = False
             ) -> pygame.Rect | None:
    """Where a tip of ``size`` goes for the pointer at ``pos`` over ``anchor`` (the
    rect the tip explains): the first of :func:`anchor_sides` (below it, above it,
    right of it, left of it) that lies in the window and clear of ``keep_clear``.

    Why: placed by the pointer alone, a tip lay over the thing it explains: on the
    results screen the "Left in hand" tip hid the very figure it was about (newcomer
    playtest at 1920x1080 and 800x500). Where no side fits (an anchor near as large as
    the window), or with no anchor, the tip goes below and right of the pointer,
    flipped left or up at the window's edges; else, to keep clear of ``keep_clear``,
    the other corners round the pointer; ``None`` if none is clear. ``above_first``:
    above the anchor before below it (a header's tip: above the header, where the
    table's title is, rather than over what follows the table)."""
    clear_of = list(keep_clear)
    if anchor is not None:
        sides = anchor_sides(window, size, pos, px, anchor)
        if above_first:
            sides[0], sides[1] = sides[1], sides[0]
        for spot in sides:
            if window.contains(spot) and spot.collidelist(clear_of) == -1:
                return spot
    box = pygame.Rect((pos[0] + px(16), pos[1] + px(20)), size)
    if box.right > window.width - px(6):
        box.right = pos[0] - px(10)
    if box.bottom > window.height - px(6):
        box.bottom = pos[1] - px(10)
    first = box.clamp(window)
    if first.collidelist(clear_of) == -1:
        return first
    xs = [pos[0] + px(16), pos[0] - px(10) - size[0]]
    ys = [pos[1] + px(20), pos[1] - px(10) - size[1]]
    for rect in keep_clear:  # or just beside what it keeps clear of, near the pointer
        xs += [rect.left - px(6) - size[0], rect.right + px(6)]
        ys += [rect.top - px(6) - size[1], rect.bottom + px(6)]
    xs.append(pos[0] - size[0] // 2)
    ys.append(pos[1] - size[1] // 2)
    spots = [pygame.Rect((x, y), size) for x in xs for y in ys]
    clear = [spot for spot in spots if window.contains(spot)
             and spot.collidelist(clear_of) == -1
             and not spot.collidepoint(pos)]
    if not clear:
        return None
    return min(clear, key=lambda spot: abs(spot.centerx - pos[0]) + abs(spot.centery - pos[1]))


def by_spot(window: pygame.Rect, size: tuple[int, int], by: pygame.Rect,
            px: Callable[[float], int], clear_of: Sequence[pygame.Rect]
            ) -> pygame.Rect | None:
    """A tip of ``size`` right by ``by``: above it (from its left edge, shifted left to
    stay in the window), else beside it, right then left, its bottom level with ``by``'s
    so that it rises rather than coming down over what follows ``by``; the first in the
    window and clear of ``clear_of`` (``by`` itself only where it is not listed there),
    or ``None``."""
    gap = px(6)
    above = pygame.Rect((by.left, by.top - gap - size[1]), size)
    above.right = min(above.right, window.right - gap)
    above.left = max(window.left, above.left)
    side_top = max(window.top + gap, by.bottom - size[1])
    right = pygame.Rect((by.right + gap, side_top), size)
    left = pygame.Rect((by.left - gap - size[0], side_top), size)
    for spot in (above, right, left):
        if window.contains(spot) and spot.collidelist([*clear_of, by]) == -1:
            return spot
    return None


def anchor_sides(window: pygame.Rect, size: tuple[int, int], pos: tuple[int, int],
                 px: Callable[[float], int], anchor: pygame.Rect) -> list[pygame.Rect]:
    """The spots beside ``anchor`` a tip of ``size`` tries, in order: below it and
    above it (starting just right of the pointer, shifted left to stay in the window),
    then right of it and left of it (level with the pointer, shifted up or down to stay
    in the window). None of them touches the anchor; a spot may still leave the window
    (an anchor at its edge), which :func:`tip_spot` refuses."""
    gap = px(6)
    level = pygame.Rect((pos[0] + px(16), 0), size)
    if level.right > window.right - gap:
        level.right = window.right - gap
    level.left = max(window.left, level.left)
    side = pygame.Rect((0, pos[1] - size[1] // 2), size)
    side.top = max(window.top, min(side.top, window.bottom - size[1]))
    below = level.move(0, anchor.bottom + gap)
    above = level.move(0, anchor.top - gap - size[1])
    right = side.move(anchor.right + gap, 0)
    left = side.move(anchor.left - gap - size[0], 0)
    return [below, above, right, left]


def draw_table_tips(surface: pygame.Surface, scene: TableHooks, tips: Sequence[Tip]) -> None:
    """A table's tips, while it is the scene on top (not under a dialog). What a scene
    lays over its table (a guided game's coach, ``draw_under_tips``) is drawn first, and
    a tip keeps clear of it (``tips_keep_clear``), so neither hides the other. The tips
    are kept on the scene for a host that draws the table inside itself (the replay),
    which shows them over its own parts."""
    scene.draw_under_tips(surface)
    scene.shown_tips = tuple(tips)
    if scene.ctx.scenes.top is scene:
        keep = list(scene.tips_keep_clear())
        dialog = scene.dialog_rect()
        if dialog is not None and not dialog.collidepoint(mouse_pos()):
            # A tip of something beside an open dialog keeps off it (a Chef de rang tip
            # lay over the plat du jour dialog: newcomer playtest 15b, finding 4); the
            # dialog's own tips still lie where they must.
            keep.append(dialog)
        scene.tip_box = show_tooltip(surface, scene.ctx.theme, tips, mouse_pos(), keep,
                                     rather_clear=scene.tips_rather_clear())
