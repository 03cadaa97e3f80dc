"""Where things sit on the Too Many Cooks table: the viewer's hand at the bottom, the
other cooks around the top, the shared pot in the middle; and which of the viewer's
cards and menus are shown as playable.

The geometry is shared by drawing (:mod:`.panels`) and clicking (:mod:`.scene`). What
is playable is never decided here: :meth:`TableLayout.playable_cards` and
:meth:`TableLayout.choosable_menus` read ``GameRules.playable`` of the viewer's view,
and a test drives many positions to check they equal ``legal_actions``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.daily.caption import daily_caption
from game.engine.runner import Match
from game.match_setup import MatchSetup
from game.too_many_cooks.rules import ChooseMenu, GameRules, Phase, Play, PlayCard, State, View
from game.ui.cards import opponent_centres, row_rects
from game.ui.context import Context
from game.ui.flight import Purpose
from game.ui.match_scene import MatchScene

CARD_RATIO = 200 / 140
HAND_CARD_W = 104
POT_CARD_W = 92
MINI_CARD_W = 34
MENU_CARD_W = 58
HAND_ARC = 8
"""How much lower the hand's ends sit than its middle (a held fan)."""
IN_SLOT = 4
"""How near its slot (reference pixels) a card flying into the pot lies in it."""


def card_sprite(view: View | State, card: int) -> str:
    info = view.table.data.cards[card]
    if info.boil_over:
        return f"too_many_cooks/card_{info.suit}_boilover"
    if info.bouillon:
        return f"too_many_cooks/card_{info.suit}_bouillon"
    return f"too_many_cooks/card_{info.suit}_{info.value}"


@dataclass(frozen=True)
class SeatSpot:
    """Where a seat sits on screen: its panel and the point cards fly from/to."""

    seat: int
    panel: pygame.Rect
    anchor: tuple[int, int]


class TableLayout(MatchScene[GameRules]):
    """Geometry and highlights; the drawing and the scene build on it."""

    package = "too_many_cooks"
    spots: dict[int, SeatSpot]
    side_panel: pygame.Rect
    pot_center: tuple[int, int]
    hand_band: pygame.Rect

    def __init__(self, ctx: Context, match: Match, setup: MatchSetup) -> None:
        super().__init__(ctx, match, setup)
        self.completed: tuple[Play, ...] = ()
        """A finished (or discarded) trick still shown in the pot while it is held."""
        self.completed_total = 0
        self.chip_tips: list[tuple[pygame.Rect, str]] = []
        """The pot's chips as last drawn ("Mushroom led", "Boiled over"…), each with the
        sentence its tooltip says (issue 19 re-check: the badges went unexplained)."""

    def trick_on_show(self) -> bool:
        return bool(self.completed)

    def seat_panel_rects(self) -> dict[int, pygame.Rect] | None:
        """Each seat's spot around the pot (the replay's open hands go near them)."""
        return {seat: spot.panel for seat, spot in self.spots.items()}

    def layout(self) -> None:
        width, height = self.size
        px = self.ctx.theme.px
        n = len(self.match.seats)
        self.pot_center = (width // 2, round(height * 0.5))
        self.hand_band = pygame.Rect(0, height - px(215), width, px(215))
        self.spots = {}
        others = [(self.viewer + k) % n for k in range(1, n)]
        panel_size = (px(250), px(146))
        centres = opponent_centres(len(others), self.size, panel_size, px(70), px(24),
                                   height * 0.475)
        for seat, centre in zip(others, centres, strict=True):
            panel = pygame.Rect((0, 0), panel_size)
            panel.center = centre
            self.spots[seat] = SeatSpot(seat, panel, panel.center)
        me = pygame.Rect(px(24), height - px(205), px(200), px(190))
        self.spots[self.viewer] = SeatSpot(self.viewer, me, (width // 2, height - px(110)))
        self.side_panel = me
        self.lower_pot_under_panels()

    def lower_pot_under_panels(self) -> None:
        """Move the pot down as far as its label ("Pot (wins at 10)", over the total)
        needs to clear the panels above it: in a replay's shorter table at 800×500 it
        touched Basil's panel (issue 19 play-test)."""
        px = self.ctx.theme.px
        font = self.ctx.theme.font("small")
        words = self.ctx.text("too_many_cooks.pot_total",
                              target=self.match.state.table.data.target)
        label = pygame.Rect((0, 0), font.size(words))
        label.midbottom = (self.pot_center[0], self.pot_center[1] - px(126))
        above = [spot.panel.bottom for seat, spot in self.spots.items()
                 if seat != self.viewer and spot.panel.left < label.right
                 and label.left < spot.panel.right and spot.panel.top < label.top]
        lowest = max(above, default=label.top) + px(6)
        if lowest > label.top:
            self.pot_center = (self.pot_center[0], self.pot_center[1] + lowest - label.top)

    def resume(self) -> None:
        self.layout()

    # -- geometry shared by drawing and clicking ---------------------------------------
    def hand_top(self) -> int:
        """The top of the hand's middle card: the fan's ends sit ``HAND_ARC`` lower, and
        still a clear margin above the table's wooden rim (its ends ran into the rim, the
        corner numbers cut at the window's edge at 1920x1080: newcomer pass 10, #1)."""
        px = self.ctx.theme.px
        card_h = round(px(HAND_CARD_W) * CARD_RATIO)
        return self.size[1] - card_h - px(HAND_ARC) - px(14)

    def hand_rects(self, view: View) -> list[tuple[int, pygame.Rect]]:
        px = self.ctx.theme.px
        w = px(HAND_CARD_W)
        h = round(w * CARD_RATIO)
        rects = row_rects(len(view.hand), px(250), self.size[0] - px(40), self.hand_top(),
                          w, h, w + px(8), arc=px(HAND_ARC))
        playable = self.playable_cards(view)
        for card, rect in zip(view.hand, rects, strict=True):
            if card in playable:
                rect.y -= px(26)
        return list(zip(view.hand, rects, strict=True))

    def menu_rects(self, view: View) -> list[tuple[str, pygame.Rect]]:
        px = self.ctx.theme.px
        menus = self.game.menus_left(view, view.seat) if view.chosen[view.seat] is None else ()
        w = px(104)
        h = round(w * CARD_RATIO)
        gap = px(34)
        total = len(menus) * w + (len(menus) - 1) * gap
        left = self.pot_center[0] - total // 2
        top = self.pot_center[1] - h // 2 + px(30)
        rects = [(menu, pygame.Rect(left + i * (w + gap), top, w, h))
                 for i, menu in enumerate(menus)]
        if not rects:
            return rects
        # Lowered, as far as the hand lets it, off the players' panels: five cooks at
        # 800x500 had the dialog over Ada's and Dill's "10 cards in hand" (finding 13).
        area = self.dialog_area(rects)
        hand_top = self.hand_top()
        below = [spot.panel.top for spot in self.spots.values()  # the player's own
                 if spot.panel.top >= area.bottom  # (French at 800x500: wider dialog)
                 and spot.panel.left < area.right and area.left < spot.panel.right]
        room = min([hand_top, *below]) - px(6) - area.bottom
        under = [spot.panel.bottom + px(6) - area.top for spot in self.spots.values()
                 if spot.panel.colliderect(area)]
        drop = max(0, min(max(under, default=0), room))
        return [(menu, rect.move(0, drop)) for menu, rect in rects]

    def dialog_area(self, rects: list[tuple[str, pygame.Rect]]) -> pygame.Rect:
        """The secret menu's dialog around its menus ``rects``: its title over them,
        their names under them."""
        theme = self.ctx.theme
        px = theme.px
        area = rects[0][1].union(rects[-1][1]).inflate(px(60), px(110))
        area.top -= px(10)
        area.height += px(16)  # names may take two lines under the cards
        hint = self.ctx.text("too_many_cooks.choose_menu_hint")
        hint_w = theme.font("body", "bold").size(hint)[0] + px(40)
        own = self.spots.get(self.viewer)
        if own is not None:  # clear of the player's own panel's column, so it may go
            # down beside it (its title shrinks a little: French at 800x500)
            hint_w = min(hint_w, 2 * (area.centerx - own.panel.right - px(6)))
        if area.width < hint_w:
            area.inflate_ip(hint_w - area.width, 0)
        return area

    def pot_rects(self, plays: Sequence[Play]) -> list[tuple[Play, pygame.Rect]]:
        px = self.ctx.theme.px
        w = px(POT_CARD_W)
        h = round(w * CARD_RATIO)
        if not plays:
            return []
        max_span = px(560)
        step = min(w * 0.62, (max_span - w) / max(1, len(plays) - 1))
        total = step * (len(plays) - 1) + w
        left = self.pot_center[0] - total / 2
        top = self.pot_center[1] - px(34)
        return [(play, pygame.Rect(round(left + i * step), top + (px(6) if i % 2 else 0), w, h))
                for i, play in enumerate(plays)]

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """The pot: its total and label, the cards in it, and the chips under it
        ("Mushroom led", "Trick to Ada"), which a toast about a play must not hide."""
        px = self.ctx.theme.px
        pot = pygame.Rect(0, 0, px(320), px(330))
        pot.midtop = (self.pot_center[0], self.pot_center[1] - px(146))
        cards = pygame.Rect(0, 0, px(560), round(px(POT_CARD_W) * CARD_RATIO) + px(22))
        cards.midtop = (self.pot_center[0], self.pot_center[1] - px(34))  # as pot_rects
        # The chips as last drawn: a row of two ran past the pot's sides, and "Menus
        # revealed!" lay over "Chili: no need to follow" (play-test, finding 3). Not
        # on a watched table: the replay's lone open hand then found no felt by its
        # player's panel at 800x500 (its sentence keeps off the chips as it did).
        chips = [] if self.watching else \
            [rect.inflate(px(8), px(8)) for rect, _tip in self.chip_tips]
        return [pot, cards, *chips]

    def pot_badge(self) -> pygame.Rect:
        """The running total's badge over the pot (its number and gauge)."""
        px = self.ctx.theme.px
        badge = pygame.Rect(0, 0, px(150), px(76))
        badge.midbottom = (self.pot_center[0], self.pot_center[1] - px(44))
        return badge

    def pot_total_rect(self) -> pygame.Rect:
        """The running total with its label above ("Pot (won at 10)"): what a player
        reads to choose a card, which the coach's box keeps clear of where it can."""
        theme = self.ctx.theme
        badge = self.pot_badge()
        font = theme.font("small")
        words = self.ctx.text("too_many_cooks.pot_total",
                              target=self.match.state.table.data.target)
        label = pygame.Rect(0, 0, font.size(words)[0], font.get_linesize())
        label.midbottom = (badge.centerx, badge.top - theme.px(6))
        return badge.union(label)

    def corner_lines(self, view: View) -> tuple[str, str, pygame.Rect]:
        """The round and the dealer, top left, and the rect they take: the Hint box
        keeps clear of it (newcomer pass 9, finding 7: the French box lay over
        "Donneur : Ada")."""
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        label = text("too_many_cooks.round", n=view.table.round, total=view.table.data.rounds)
        dealer = text("too_many_cooks.dealer", name=self.seat_name(view.table.dealer))
        small = theme.font("small")
        width = max(theme.font("body", "bold").size(label)[0], small.size(dealer)[0],
                    small.size(self.daily_line())[0])
        lines = 2 if self.daily_line() else 1  # the daily deal's line under the dealer
        bottom = px(50) + small.get_linesize() * lines
        return label, dealer, pygame.Rect(px(26), px(22), width, bottom - px(22))

    def daily_line(self) -> str:
        """"Daily deal · Nov 29 · hard bots" under the dealer on the day's deal, ""
        elsewhere: the daily table looked like any match (newcomer playtest 15a,
        finding 5)."""
        return daily_caption(self.ctx.text, self.setup, self.meta.started)

    def must_see(self) -> list[pygame.Rect]:
        """What no floating overlay covers where it has another spot
        (:func:`game.ui.overlay_place.must_see`): the players' panels, the secret
        menu's dialog with its title (the French Hint box hid its title and Basile's
        panel: newcomer finding 3c), the round and the dealer top left (pass 9,
        finding 7) and the pot's chips ("Onion led")."""
        view = self.view()
        found = [spot.panel for spot in self.spots.values()]
        found.append(self.corner_lines(view)[2])  # the round and the dealer
        dialog = self.menu_dialog_rect(view)
        if dialog is not None:
            found.append(dialog)
        found += [chip for chip, _tip in self.chip_tips]
        return found

    def hint_must_clear(self) -> list[tuple[pygame.Rect, float]]:
        """What the Hint box keeps clear of wherever a spot allows (newcomer finding 3:
        it hid Basil's panel and the secret menu's title), each with how bad hiding it
        is where no spot clears all: the players' panels, the open dialog (its title
        too), the hand, then the pot and its chips."""
        view = self.view()
        found = [(spot.panel, 100.0) for spot in self.spots.values()]
        dialog = self.menu_dialog_rect(view)
        if dialog is not None:
            found.append((dialog, 100.0))
        hand = [rect for _card, rect in self.hand_rects(view)]
        if hand:
            found.append((hand[0].unionall(hand[1:]), 1000.0))
        found += [(rect, 10.0) for rect in self.toast_keep_clear()]
        return found

    # -- what the table shows as playable: the rules' answer, nothing else -------------
    def playable_cards(self, view: View) -> frozenset[int]:
        """Cards raised and highlighted in the viewer's hand: on the viewer's turn, the
        cards of ``GameRules.playable(view)``; none otherwise."""
        if not self.is_my_turn():
            return frozenset()
        return frozenset(a.card for a in self.game.playable(view)
                         if isinstance(a, PlayCard) and self.lights(a))

    def menu_choice_open(self, view: View) -> bool:
        """The viewer is choosing their secret menu: the dialog is drawn. Never on a
        table a replay draws (:attr:`watching`): at move 0 it showed the live picker,
        whose menus answered a click with a tip only (newcomer play-test)."""
        return (not self.watching and view.table.phase is Phase.MENU
                and view.chosen[view.seat] is None and view.table.to_move == view.seat
                and self.match.to_move == self.viewer)

    def menu_dialog_rect(self, view: View) -> pygame.Rect | None:
        """The secret menu's dialog (its title, the menus and their names) while it
        is open: the coach's box must never hide it. ``None`` when it is not drawn (a
        replay's open hands kept clear of a dialog no one saw: issue 19, X1)."""
        rects = self.menu_rects(view)
        if not rects or not self.menu_choice_open(view):
            return None
        return self.dialog_area(rects)

    def choosable_menus(self, view: View) -> frozenset[str]:
        """Menus offered without a veil: those of ``GameRules.playable(view)``."""
        return frozenset(a.menu for a in self.game.playable(view)
                         if isinstance(a, ChooseMenu) and self.lights(a))

    def moving_cards(self) -> set[object]:
        """Cards whose flight has started: drawn by the flight, not in their place."""
        return {f.key for f in self.flights if f.key is not None and f.elapsed >= f.delay}

    def settle_arrivals(self) -> None:
        """End the flight of each card flying into the pot that is drawn in its slot
        already (within :data:`IN_SLOT`): a flight eases out, so for the last quarter
        of its time the card lay still in its slot while the total, which counts a card
        once its flight has ended, still left it out (newcomer playtest, finding 1:
        Clove's 1 lay in the pot, the counter read 0). Ended, it lies in the pot and
        counts from the same frame."""
        near = self.ctx.theme.px(IN_SLOT)
        for flight in self.flights:
            if flight.purpose is Purpose.PLACE and not flight.done \
                    and flight.elapsed >= flight.delay \
                    and math.dist(flight.position(), flight.end) <= near:
                flight.finish()

    def landed(self, plays: Sequence[Play]) -> tuple[Play, ...]:
        """The pot's cards that have landed in their slots: not one still flying in
        (what the pot's total counts)."""
        arriving = {f.key for f in self.flights
                    if not f.done and f.purpose is Purpose.PLACE}
        return tuple(play for play in plays if play.card not in arriving)

    def menu_name(self, menu: str) -> str:
        return self.ctx.text(f"too_many_cooks.menus.{menu}")

    def menu_slot(self, view: View, seat: int) -> pygame.Rect:
        """Where a seat's menu card lies on its panel (an empty frame before it picks)."""
        px = self.ctx.theme.px
        if seat == view.seat:
            rect = pygame.Rect(0, 0, px(64), round(px(64) * CARD_RATIO))
            rect.topright = (self.side_panel.right - px(12), self.side_panel.top + px(44))
            return rect
        panel = self.spots[seat].panel
        rect = pygame.Rect(0, 0, px(MENU_CARD_W), round(px(MENU_CARD_W) * CARD_RATIO))
        rect.bottomright = (panel.right - px(10), panel.bottom - px(8))
        return rect
