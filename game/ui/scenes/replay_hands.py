"""The replay's open hands: with all hands open, a strip of its own for each other
seat's hand, laid where it hides none of the table's players, its hand or its board, or
in a column beside a narrowed table; where neither is possible, the hand of the seat to
move alone, hung from its player's panel (:mod:`game.ui.lone_strip`). A part of
:class:`game.ui.scenes.replay.ReplayScene`, apart so that each module keeps to one job
(the strips' geometry is :mod:`game.ui.open_hands`)."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from game.engine.protocol import State
from game.match_setup import MatchSetup
from game.ui import open_hands as hands_view
from game.ui.context import Context
from game.ui.lone_strip import HungStrip, draw_tab, hang_strip
from game.ui.move_history import describer
from game.ui.open_hands import HandStrip, draw_strip, is_secret_choice, place_strips
from game.ui.toast_place import Weighted
from game.ui.tutorial.locate import PLAYERS, keep_clear


class ReplayHands(Protocol):
    """What the open hands read and keep of the replay scene."""

    ctx: Context
    setup: MatchSetup
    states: list[State]
    index: int
    step: int
    viewer: int | None
    table: Any
    drawn_hands: dict[int, list[str]]
    drawn_cards: dict[int, list[pygame.Rect]]
    strips: dict[int, HandStrip]
    hung: HungStrip | None
    _strips_for: Any
    _column: tuple[Any, int, bool]
    _spots: tuple[Any, dict[int, pygame.Rect]]

    @property
    def size(self) -> tuple[int, int]: ...

    def table_top(self) -> int: ...

    def hands_column(self) -> int: ...

    def crowded(self) -> bool: ...

    def open_hands(self, fullest: bool = False) -> dict[int, list[str]]: ...

    def place_strips(self) -> dict[int, HandStrip]: ...

    def strips_clear(self) -> Weighted: ...

    def strip_spots(self) -> dict[int, pygame.Rect]: ...

    def hang_lone_strip(self, secret: set[int]) -> HungStrip | None: ...


class OpenHands:
    """The replay's open hands (mixed into the replay scene)."""

    def init_open_hands(self: ReplayHands) -> None:
        self.drawn_hands: dict[int, list[str]] = {}
        """The other seats' hands drawn in the last frame (all hands open only)."""
        self.strips: dict[int, HandStrip] = {}
        """Each open hand's strip in the last frame (all hands open only)."""
        self.hung: HungStrip | None = None
        """The mover's lone strip with the tab joining it to their panel, where only
        that hand is open (:meth:`crowded`) and a spot by the panel was found."""
        self._strips_for = None
        """The position and window the strips were placed for."""
        self._column = (None, 0, False)
        """The open hands' column beside the table (:meth:`hands_column`) and whether
        the felt had no room for them, with the window and view they were found for."""
        self.drawn_cards: dict[int, list[pygame.Rect]] = {}
        """Where each open hand's cards were drawn in the last frame."""
        self._spots: tuple[Any, dict[int, pygame.Rect]] = (None, {})
        """Each seat's place for its strip, found for its fullest hand of the match,
        with the window and view it was found for (:meth:`strip_spots`)."""

    def hands_column(self: ReplayHands) -> int:
        """The width of a column at the right for the open hands, 0 where each seat's
        strip, at its fullest hand of the match, finds felt on the table (laid out at
        the window's width) that hides no player's panel, the hand or the header. Found
        once per window and view, so the table does not jump between moves."""
        key = (self.size, self.viewer)
        if self._column[0] != key:
            self._column = (key, 0, False)
            hands = self.open_hands(fullest=True)
            if hands:
                clear = self.strips_clear()
                secret = {seat for seat, cards in hands.items() if cards
                          and is_secret_choice(cards[0])}
                homes = hands_view.strip_homes(self.table, self.table_top())
                placed = place_strips(self.ctx, self.table.package, hands, self.size, clear,
                                      self.table_top(), secret, homes)
                if hands_view.hides_players(placed, clear):
                    width = hands_view.column_width(self.ctx, self.table.package, hands,
                                                    self.size, self.table_top(), secret)
                    self._column = (key, width, True)
        return self._column[1]

    def drop_column(self: ReplayHands) -> None:
        """No column after all: the table narrowed by it could not keep its players'
        panels apart (five cooks at 800x500)."""
        self._column = (self._column[0], 0, self._column[2])

    def crowded(self: ReplayHands) -> bool:
        """Whether every other seat's hand cannot show at once: no felt for their strips
        clear of the players' panels, and no column beside the table. Then only the
        hand of the seat to move is open (issue 19 play-test: five cooks at 1280x800,
        four strips lay over the four opponents' panels, names and stars)."""
        return self.hands_column() == 0 and self._column[2]

    def open_hands(self: ReplayHands, fullest: bool = False) -> dict[int, list[str]]:
        """Each seat's hidden hand but the one the table shows, as card sprites (at
        this move, or the longest it held in the match); empty when watching from one
        seat's view."""
        if self.viewer is not None:
            return {}
        reveal = getattr(describer(self.table.package), "open_hand", None)
        if reveal is None:
            return {}
        states = self.states if fullest else [self.table.match.state]  # (a round's end too)
        seats = [seat for seat in range(len(self.setup.seats)) if seat != self.table.viewer]
        if not fullest and self.crowded():
            mover = self.table.game.current_player(states[0])
            seats = [seat for seat in seats if seat == mover]
        return {seat: max((reveal(self.table.game, state, seat) for state in states), key=len)
                for seat in seats}

    def draw_open_hands(self: ReplayHands, surface: pygame.Surface) -> None:
        """Each other seat's hand in a strip of its own (:mod:`game.ui.open_hands`)."""
        self.drawn_hands = self.open_hands()
        self.drawn_cards = {}
        if not self.drawn_hands:
            self.strips, self._strips_for = {}, None  # placed afresh when hands show again
            self.hung = None
            return
        key = (self.size, self.step, self.viewer, self.hands_column(),
               tuple((seat, len(cards)) for seat, cards in self.drawn_hands.items()))
        if self._strips_for != key:
            self._strips_for = key
            self.strips = self.place_strips()
        colour = None
        if self.hung is not None:  # the lone strip, framed in its seat's colour
            colour = self.ctx.theme.seat_colour(self.hung.strip.seat)
            draw_tab(surface, self.ctx, self.hung, colour)
        for seat, strip in self.strips.items():
            sprites = self.drawn_hands[seat]
            secret = bool(sprites) and is_secret_choice(sprites[0])
            self.drawn_cards[seat] = draw_strip(surface, self.ctx, self.table.package, strip,
                                                self.table.seat_name(seat), sprites, secret,
                                                colour)

    def place_strips(self: ReplayHands) -> dict[int, HandStrip]:
        """Under the bar, each strip where it hides the least of the table: the first
        shape that hides no player's panel (their names and scores), nor the hand, the
        pot's total and label or the table's header, where one can (issue 19: three
        open hands of a 4-player match covered two panels); then the least of the
        board, nearest the top middle on ties."""
        secret = {seat for seat, sprites in self.drawn_hands.items()
                  if sprites and is_secret_choice(sprites[0])}
        self.hung = self.hang_lone_strip(secret)
        if self.hung is not None:
            return {self.hung.strip.seat: self.hung.strip}
        if self.hands_column():
            return hands_view.stack_strips(self.ctx, self.table.package, self.drawn_hands,
                                           self.size, self.table_top(), self.hands_column(),
                                           secret)
        homes = hands_view.strip_homes(self.table, self.table_top())
        clear = list(self.strips_clear())
        kept = hands_view.keep_spots(self.ctx, self.table.package, self.drawn_hands,
                                     self.size, clear, secret, self.strip_spots())
        px = self.ctx.theme.px
        clear += [(strip.rect.inflate(px(8), px(8)), 10 * PLAYERS) for strip in kept.values()]
        rest = {seat: cards for seat, cards in self.drawn_hands.items() if seat not in kept}
        kept.update(place_strips(self.ctx, self.table.package, rest, self.size, clear,
                                 self.table_top(), secret, homes))
        return kept

    def strip_spots(self: ReplayHands) -> dict[int, pygame.Rect]:
        """Each seat's place for its open hand: where its strip at its fullest hand of
        the match goes, found once per window and view, so a strip keeps its place from
        step to step while it is clear (:func:`game.ui.open_hands.keep_spots`)."""
        key = (self.size, self.viewer, self.hands_column())
        if self._spots[0] != key:
            hands = self.open_hands(fullest=True)
            secret = {seat for seat, cards in hands.items() if cards
                      and is_secret_choice(cards[0])}
            homes = hands_view.strip_homes(self.table, self.table_top())
            placed = place_strips(self.ctx, self.table.package, hands, self.size,
                                  self.strips_clear(), self.table_top(), secret, homes)
            self._spots = (key, {seat: strip.rect for seat, strip in placed.items()})
        return self._spots[1]

    def hang_lone_strip(self: ReplayHands, secret: set[int]) -> HungStrip | None:
        """Where only the mover's hand is open (:meth:`crowded`), its strip by the
        mover's own panel (Basil's lay under Ada's panel: newcomer play-test)."""
        if not self.crowded() or len(self.drawn_hands) != 1:
            return None
        (seat, sprites), = self.drawn_hands.items()
        panel = hands_view.seat_panels_at(self.table, self.table_top()).get(seat)
        if panel is None:
            return None
        return hang_strip(self.ctx, self.table.package, seat, sprites, self.size,
                          self.strips_clear(), self.table_top(), seat in secret, panel)

    def strips_clear(self: ReplayHands) -> Weighted:
        """What an open hand's strip keeps clear of: the players' panels, the hand, the
        pot's total and label, the table's header (round, dealer, status line) and
        Safranito's log and counter panels (two strips lay over the log's heading)."""
        top = self.table_top()
        clear = [(r.move(0, top), w) for r, w in keep_clear(self.table)]
        clear += [(r.move(0, top), PLAYERS) for r in self.table.toast_keep_clear()]
        for name in ("log_rect", "counter_rect"):
            rect = getattr(self.table, name, None)
            if isinstance(rect, pygame.Rect):
                clear.append((rect.move(0, top), PLAYERS))
        clear.append((pygame.Rect(0, top, self.table.size[0], self.ctx.theme.px(76)), PLAYERS))
        return clear

    @property
    def strip_rects(self: ReplayHands) -> list[pygame.Rect]:
        """Where the open hands were drawn in the last frame (and the lone strip's tab)."""
        legs = [] if self.hung is None else [leg for leg in self.hung.legs
                                             if leg.width > 0 and leg.height > 0]
        return [strip.rect for strip in self.strips.values()] + legs
