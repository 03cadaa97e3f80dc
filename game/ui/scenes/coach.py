"""The coach of a guided game: its panel over the table.

:class:`CoachPanel` draws the current step's words (from the locale, fields filled by
the rules, see :mod:`game.tutorial.speech`), a highlight and an arrow at the thing the
step is about (:func:`game.ui.tutorial.locate.locate`), and a Next button on steps
that wait for the learner to read. The guided game's Escape menu is
:mod:`game.ui.scenes.coach_pause`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pygame

from game.tutorial.lesson import Lesson, Step
from game.tutorial.speech import say
from game.ui import text_record
from game.ui.context import Context
from game.ui.drawing import kept_over
from game.ui.key_press import fresh_press, is_repeat
from game.ui.overlay_place import outline_crossed, segment_rects
from game.ui.tutorial.box_spot import box_spot, felt_widths
from game.ui.tutorial.locate import (
    BOARD,
    PLAYERS,
    READ,
    Clear,
    keep_clear,
    locate_all,
    overlap,
    pointable,
    static_panels,
    tally,
)
from game.ui.tutorial.pages import page_shapes, sentence_pages
from game.ui.tutorial.pointer import frame_round, route
from game.ui.tutorial.refusal import draw_refusal
from game.ui.widgets import Button, draw_panel, draw_text, wrap_lines

PANEL_WIDTHS = (430, 240, 300, 360, 560, 660)
"""Panel widths tried (design pixels): narrower and taller, or wider and shorter."""
TARGET = 1000.0
"""Cost per pixel of hiding the thing pointed at (the table's parts weigh 1 to 100)."""
NEXT_KEYS = (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
"""Keys that press Next on a reading step."""


class CoachPanel:
    """Draws the lesson's current step over a table scene and takes its Next click."""

    def __init__(self, ctx: Context, lesson: Lesson, names: list[str]) -> None:
        self.ctx = ctx
        self.lesson = lesson
        self.names = names
        self.next_button = Button(ctx.text("tutorial.next"), self.next, primary=True)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._placed_for: object = None
        self._placed: tuple[pygame.Rect, list[list[str]]] = (self.rect, [[]])
        self.page = 0
        """The page of a reading step's words shown (Next turns it, then the step)."""
        self.pages = 1
        self._paged_step: Step | None = None
        self.framed: list[pygame.Rect] = []
        """What the current step frames on the table (drawn last frame)."""
        self.glows: list[pygame.Rect] = []
        """The frames drawn round them last frame (clear of the table's words)."""
        self.bars: dict[tuple[int, int], pygame.Rect] = {}
        """Where Next's bar is, per window size: set by the first reading step, kept
        after, apart from the text box (which moves to keep the table in view)."""
        self.bar = pygame.Rect(0, 0, 0, 0)
        """Next's bar on this step (empty when the step waits for a move)."""
        self.labels: list[pygame.Rect] = []
        """Where the table's words are (recorded on the frame a step first shows):
        the arrow goes round them."""
        self.painted: list[pygame.Rect] = []
        """Words the table painted into a cached layer (Safranito's bowl names): the
        arrow goes round them too (newcomer pass 9, finding 13b), a frame does not
        grow to take them in (round a bowl it took in its neighbours' names): they are
        drawn again over a frame whose line runs across them."""
        self._route_for: object = None
        self.things: list[pygame.Rect] = []
        """What the table shows that the arrow does not cross on its way to its target
        (Chef de rang's other tables: an arrow across them seemed to point at them)."""
        self.kept_out: list[pygame.Rect] = []
        """Words a frame does not reach over (Chef de rang's room names on the floor)."""
        self.pointer: tuple[pygame.Vector2, pygame.Vector2] | None = None
        """The arrow drawn last frame (from the box to the target), if any."""

    def words(self, step: Step) -> str:
        return say(self.ctx.text, self.lesson.spec.package, step, self.names,
                   self.lesson.learner)

    def next(self) -> None:
        """Next: the reading step's next page of words, after its last the next step."""
        if self.page + 1 < self.pages:
            self.page += 1
        else:
            self.lesson.next()

    def handle(self, event: pygame.event.Event) -> bool:
        """True if the coach took the event (Next, Enter or Space on a reading step,
        and the auto-repeats of those keys: a key held down presses Next once, and
        its repeats neither dismiss the next steps nor play on the table)."""
        if is_repeat(event) and event.key in NEXT_KEYS:
            return True
        if not self.lesson.blocking:
            return False
        if fresh_press(event, NEXT_KEYS):
            self.next()
            return True
        if self.next_button.handle(event):
            return True
        # While the coach talks, the table does not take clicks.
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def kept_from_table(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is a click on the table that :meth:`handle` kept from it
        while the coach talks (not on the coach's box or Next): the table says why, a
        click that did nothing and said nothing looked broken (newcomer pass, finding
        10)."""
        return (self.lesson.blocking and event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1 and not self.rect.collidepoint(event.pos)
                and not self.next_button.rect.collidepoint(event.pos))

    def place(self, size: tuple[int, int], targets: list[pygame.Rect], clear: Clear,
              text: str, paged: bool = False, static: list[pygame.Rect] | None = None
              ) -> tuple[pygame.Rect, list[list[str]]]:
        """Where the text box goes and its pages of lines: the size and spot (searched
        over the screen) that hide, in this order of importance, none of ``targets``
        (what the step points at, and Next's bar), the hand or an open dialog; as
        little as possible of the players' panels, then of what the learner reads to
        choose a move (the led suit, the pot's total); then the least of the rest of
        the table, weighted by ``clear``, close to the target. Where no box of the
        whole text clears all that and ``paged`` (a reading step: Next turns pages), a
        shorter box that does shows the words a page at a time, each page ending at a
        sentence's end (:func:`page_shapes`); where none does, one over the table's
        panels of ``static`` text (:func:`static_panels`) that hides nothing else the
        learner reads, rather than over the tables; where none does, one clear of the
        players' panels at least."""
        px = self.ctx.theme.px
        best = box_spot(size, px, targets, clear, self.panel_sizes(size, text))
        (hidden, players, read, _cost), rect, lines = best
        if paged and (hidden or players or read):  # the whole words in a column of felt
            _key, felt, felt_lines = box_spot(size, px, targets, clear, self.panel_sizes(
                size, text, felt=(targets, clear), wide=True), clear_of=3)
            if felt.width:
                return felt, [felt_lines]
        if paged:
            for floor, tiers, hides in ((READ, 3, hidden or players or read),
                                        (PLAYERS, 2, hidden or players)):
                if floor == PLAYERS and static and (hidden or players or read):
                    over = self._over_static(size, targets, clear, text, static)
                    if over is not None:
                        return over
                # Clear of what the learner reads, the free columns of felt too (an
                # empty hand's column at 1920x1080, narrower than every shape: the
                # edge step's box lay on the tables beside it: newcomer playtest).
                columns = (targets, clear) if floor == READ else None
                shapes = self.page_sizes(size, text, self._blocked(size, targets, clear,
                                                                   floor), columns) if hides else []
                _key, page, _lines = box_spot(size, px, targets, clear, shapes,
                                              clear_of=tiers)
                if page.width:
                    return page, sentence_pages(self.ctx.theme.font("body"), text,
                                                page.width - px(36),
                                                self.lines_in(page.height, page.width))
        if hidden or players:  # a free column of felt narrower than every shape, whole
            _key, felt, felt_lines = box_spot(size, px, targets, clear, self.panel_sizes(
                size, text, felt=(targets, clear), wide=True), clear_of=2)
            if felt.width:
                return felt, [felt_lines]
        return rect, [lines]

    def _over_static(self, size: tuple[int, int], targets: list[pygame.Rect], clear: Clear,
                     text: str, static: list[pygame.Rect]
                     ) -> tuple[pygame.Rect, list[list[str]]] | None:
        """A reading step's box where the panels of ``static`` text weigh as the board,
        its words whole, if it then hides nothing of what the learner
        reads nor a players' panel: a static panel is read once, the tables at every
        move (integrator's rule for Chef de rang's phase panel)."""
        relaxed = [(rect, BOARD if rect in static else weight) for rect, weight in clear]
        rect, pages = self.place(size, targets, relaxed, text, paged=True)
        _cost, hidden, players, read = tally(rect, relaxed, [r for r, _w in relaxed])
        hidden += sum(overlap(rect, t.inflate(self.ctx.theme.px(16), self.ctx.theme.px(16)))
                      for t in targets)
        if rect.width and len(pages) == 1 and not (hidden or players or read):
            return rect, pages  # whole: a page at a time goes on the felt or the tables
        return None

    def _blocked(self, size: tuple[int, int], targets: list[pygame.Rect], clear: Clear,
                 floor: float) -> Callable[[int, int], bool]:
        """Whether no box of (width, height) fits clear of the targets (with the
        frame's margin) and of what weighs ``floor`` or more: the hand, a dialog,
        the players' panels and, with :data:`READ`, what the learner reads."""
        px = self.ctx.theme.px
        width, height = size
        top, margin, step = px(56), px(8), px(12)
        avoid = [t.inflate(px(16), px(16)) for t in targets] + \
            [r for r, weight in clear if weight >= floor]

        def blocked(w: int, h: int) -> bool:
            for y in range(top, height - margin - h + 1, step):
                for x in range(margin, width - margin - w + 1, step):
                    if pygame.Rect(x, y, w, h).collidelist(avoid) == -1:
                        return False
            return True
        return blocked

    def lines_in(self, height: int, width: int) -> int:
        """How many lines of words a paged box of ``height`` and ``width`` shows (a
        page's worth)."""
        theme = self.ctx.theme
        return max(1, (height - theme.px(76) - self.stacked(width)
                       - theme.font("small").get_linesize())
                   // theme.font("body").get_linesize())

    def counter(self) -> str:
        """The rules-seen counter in the box's corner."""
        return self.ctx.text("tutorial.step", n=self.lesson.rules_seen,
                             total=len(self.lesson.spec.moments))

    def stacked(self, width: int) -> int:
        """How much lower the words start in a box of ``width`` because the counter
        goes under the title: where "Coach" and the counter do not fit on one line.
        French's "règles vues : 0 / 14" is longer than "rules seen: 0 / 14": when the
        box could be no narrower than both side by side, French lost the narrow shape
        of the left column and its box covered the players' panels (newcomer, fixE)."""
        theme = self.ctx.theme
        total = len(self.lesson.spec.moments)  # the widest count: the shape holds
        widest = self.ctx.text("tutorial.step", n=total, total=total)
        beside = theme.font("body", "bold").size(self.ctx.text("tutorial.coach"))[0] + \
            theme.font("small").size(widest)[0] + theme.px(60)
        return 0 if width >= beside else theme.font("small").get_linesize()

    def page_sizes(self, size: tuple[int, int], text: str,
                   blocked: Callable[[int, int], bool],
                   felt: tuple[list[pygame.Rect], Clear] | None = None
                   ) -> list[tuple[int, int, list[str]]]:
        """The shapes of a paged box (:func:`page_shapes`): of the widths of
        :meth:`panel_sizes`, those whose pages, as many lines each as a box not
        ``blocked`` holds, with a line under them for the page counter, read best: at
        sentence ends, with no runt, in the fewest pages."""
        theme = self.ctx.theme
        line_h = theme.font("body").get_linesize()
        extra = theme.font("small").get_linesize()

        def height(shown: int, w: int) -> int:
            return theme.px(76) + self.stacked(w) + shown * line_h + extra
        shapes = self.panel_sizes(size, text)
        if felt is not None:  # (and ``felt``'s free columns: :meth:`panel_sizes`)
            shapes += self.panel_sizes(size, text, felt=felt)
        return page_shapes(theme.font("body"), text, shapes, theme.px(36), blocked, height)

    def bar_for(self, size: tuple[int, int], avoid: list[pygame.Rect],
                clear: Clear) -> pygame.Rect:
        """Where Next's bar goes in a window of ``size``: the spot (bottom-most, then
        right-most among equals) that hides none of ``avoid`` (everything the coach
        will point at), the hand, a dialog or, where it can, a players' panel."""
        px = self.ctx.theme.px
        width, height = size
        w, h = px(172), px(64)
        top, margin, step = px(56), px(8), px(8)
        best: tuple[tuple[int, int, int, float, int, int], pygame.Rect] | None = None
        rects = [thing for thing, _weight in clear]
        framed = [r.inflate(px(16), px(16)) for r in avoid]
        for y in range(top, max(top, height - margin - h) + 1, step):
            for x in range(margin, max(margin, width - margin - w) + 1, step):
                rect = pygame.Rect(x, y, w, h)
                cost, hidden, players, read = tally(rect, clear, rects)
                hidden += sum(overlap(rect, framed[i]) for i in rect.collidelistall(framed))
                if best is None or (hidden, players, read, cost, -y, -x) < best[0]:
                    best = ((hidden, players, read, cost, -y, -x), rect)
        assert best is not None
        return best[1]

    def next_rect(self, bar: pygame.Rect) -> pygame.Rect:
        """Where Next is drawn in its ``bar``."""
        px = self.ctx.theme.px
        rect = pygame.Rect(0, 0, px(140), px(44))
        rect.center = bar.center
        return rect

    def panel_sizes(self, size: tuple[int, int], text: str,
                    felt: tuple[list[pygame.Rect], Clear] | None = None, wide: bool = False
                    ) -> list[tuple[int, int, list[str]]]:
        """The panel shapes tried for ``text``: (width, height, wrapped lines), none
        so narrow that the title or the step counter would not fit its line; where
        they do not fit side by side the counter goes under the title
        (:meth:`stacked`), so every language gets the same narrow shapes. With
        ``felt`` (targets, clear), the widths of the free columns of felt narrower
        than all of those instead (:func:`felt_widths`: Chef de rang's first step at
        1920x1080 framed the plan, and beside it only the empty hand's column,
        narrower than every shape, was free: the box lay on Basil's panel); ``wide``:
        of any width, for a box of the whole text: a column between two of the fixed
        widths held it, and the box paged it in a narrower one (newcomer playtest: Too
        Many Cooks' and Safranito's "page 1 of 2" at 1920x1080 beside free felt)."""
        theme = self.ctx.theme
        px = theme.px
        font = theme.font("body")
        total = len(self.lesson.spec.moments)
        least = max(theme.font("body", "bold").size(self.ctx.text("tutorial.coach"))[0],
                    theme.font("small").size(
                        self.ctx.text("tutorial.step", n=total, total=total))[0]) + px(36)
        widths = [min(max(px(panel_w), least), size[0] - 2 * px(8)) for panel_w in PANEL_WIDTHS]
        if felt is not None:
            widths = felt_widths(size, px, *felt, size[0] if wide else min(widths), least)
        shapes = []
        for w in widths:
            lines = wrap_lines(font, text, w - px(36))
            h = px(60) + self.stacked(w) + len(lines) * font.get_linesize() + px(16)
            shapes.append((w, h, lines))
        return shapes

    def stands_aside(self, scene: Any) -> bool:
        """While the learner aims a flick (Safranito: the button held on the token)
        the coach steps out of the way: its box would hide the pull line and the
        strength and angle readout the learner is reading. So it does while the move
        it asked for is still being shown, until it speaks of it."""
        if self.lesson.blocking:
            return False
        control = getattr(scene, "aim_control", None)
        if getattr(control, "active", False):
            return True
        # The move asked for is made and still being shown (a flick rolling): "Your
        # move: flick your 20 token" over the moving 20 reads as not yet done.
        step = self.lesson.current
        return step is not None and step.waits and bool(getattr(scene, "told", ()))

    def hide(self) -> None:
        """Nothing of the coach this frame (no box, bar, frame or arrow): what keeps
        clear of it (tooltips, toasts) finds nothing there."""
        self.rect, self.framed, self.glows, self.pointer = pygame.Rect(0, 0, 0, 0), [], [], None
        self.bar, self._placed_for = pygame.Rect(0, 0, 0, 0), None  # placed again after

    def draw(self, surface: pygame.Surface, scene: Any) -> None:
        step = self.lesson.current
        if step is None:
            return
        if self.stands_aside(scene):
            self.rect, self.framed = pygame.Rect(0, 0, 0, 0), []
            return
        theme = self.ctx.theme
        px = theme.px
        targets = locate_all(scene, step.point)
        if step.waits:  # the learner's move: the scripted (or only) one is framed
            targets = scene.guided_rects() or targets  # exactly where it is clicked
        clear = keep_clear(scene)
        if step is not self._paged_step:
            self._paged_step, self.page = step, 0
        key = (step, tuple(tuple(t) for t in targets), surface.get_size(),
               self.lesson.blocking, self.ctx.settings.language,
               tuple((tuple(r), w) for r, w in clear))  # the hand grows, the box moves
        if key != self._placed_for:
            text = self.words(step)
            size = surface.get_size()
            bar = pygame.Rect(0, 0, 0, 0)
            if self.lesson.blocking:
                # Next sits in a bar of its own, at one place per window (chosen on
                # the first reading step, clear of all the coach will point at): it
                # never moves under the pointer while the text box goes where it
                # hides nothing the step talks about.
                bar = self.bars.get(size) or self.bar_for(
                    size, targets + [t for t in pointable(scene)
                                     if t.width * t.height < size[0] * size[1] // 3], clear)
                self.bars[size] = bar
            self._placed = self.place(size, targets + ([bar] if bar.width else []), clear,
                                      text, paged=self.lesson.blocking,
                                      static=static_panels(scene))
            self.bar = bar
            self._placed_for = key
        rect, pages = self._placed
        self.pages = len(pages)
        self.page = min(self.page, self.pages - 1)
        self.rect = rect
        self.framed = targets
        record = text_record.current()
        if record is not None:
            self.labels = [label.rect for label in record.visible()]
        # Words a table paints into a cached layer: no frame's record has them.
        self.painted = [pygame.Rect(r) for r in getattr(scene, "painted_words", list)()]
        self.things = [pygame.Rect(r) for r in getattr(scene, "arrow_keeps_off", list)()]
        self.kept_out = [pygame.Rect(r) for r in getattr(scene, "frame_keeps_off", list)()]
        self.pointer = None
        if targets:
            self.draw_pointer(surface, rect, targets)
        draw_panel(surface, theme, rect, border=theme["accent"])
        title = self.ctx.text("tutorial.coach")
        draw_text(surface, theme, title, (rect.left + px(18), rect.top + px(12)), style="bold",
                  colour=theme["accent_dark"])
        stacked = self.stacked(rect.width)
        if stacked:  # under the title, where the two do not fit on one line
            draw_text(surface, theme, self.counter(), (rect.left + px(18), rect.top + px(42)),
                      role="small", colour=theme["ink"])
        else:
            draw_text(surface, theme, self.counter(), (rect.right - px(18), rect.top + px(14)),
                      role="small", anchor="topright", colour=theme["ink"])
        y = rect.top + px(46) + stacked
        line_h = theme.font("body").get_linesize()
        for line in pages[self.page]:
            draw_text(surface, theme, line, (rect.left + px(18), y))
            y += line_h
        if self.pages > 1:
            page = self.ctx.text("tutorial.page", n=self.page + 1, total=self.pages)
            draw_text(surface, theme, page, (rect.right - px(18), rect.bottom - px(10)),
                      role="small", anchor="bottomright", colour=theme["ink"])
        if self.lesson.blocking:
            draw_panel(surface, theme, self.bar, border=theme["accent"])
            self.next_button.rect = self.next_rect(self.bar)
            self.next_button.draw(surface, theme)
        # The table's refusal, in the box in place of its words (where it fits).
        draw_refusal(self, surface, getattr(scene, "coach_refusal", str)())

    def shown_rects(self) -> list[pygame.Rect]:
        """The box, while it waits the bar with Next, and the arrow: what a toast must
        not hide ("Menus revealed!" lay over Next: issue 19 play-test; "Contracts
        revealed!" over the arrow: newcomer finding 12)."""
        bar = [self.bar] if self.lesson.blocking else []
        arrow = [] if self.pointer is None else segment_rects(
            self.pointer[0], self.pointer[1], self.ctx.theme.px(24))
        return [rect for rect in (self.rect, *bar, *arrow) if rect.width]

    def draw_pointer(self, surface: pygame.Surface, panel: pygame.Rect,
                     targets: list[pygame.Rect]) -> None:
        """Frame every target; one arrow from the panel to the nearest
        (:mod:`game.ui.tutorial.pointer` finds where)."""
        theme = self.ctx.theme
        px = theme.px
        colour = theme["highlight"]
        self.glows = [frame_round(target, panel, self.labels, px, self.kept_out)
                      for target in targets]
        # The board's painted names stay over the frames (see outline_crossed).
        width = max(2, px(4))
        with kept_over(surface, outline_crossed(self.glows, self.painted, width)):
            for glow in self.glows:
                pygame.draw.rect(surface, colour, glow, width, border_radius=px(12))

        key = (tuple(panel), tuple(tuple(t) for t in targets),
               tuple(tuple(r) for r in self.labels + self.painted),
               tuple(tuple(r) for r in self.things))
        if key != self._route_for:
            self._route_for = key
            self._route = route(panel, self.glows, self.labels + self.painted, px,
                                self.things)
        if self._route is None:
            return
        start, end = self._route
        self.pointer = (start, end)
        pygame.draw.line(surface, colour, start, end, max(3, px(5)))
        angle = math.atan2(end.y - start.y, end.x - start.x)
        size = px(18)
        head = [end, end - pygame.Vector2(math.cos(angle - 0.5), math.sin(angle - 0.5)) * size,
                end - pygame.Vector2(math.cos(angle + 0.5), math.sin(angle + 0.5)) * size]
        pygame.draw.polygon(surface, colour, head)
