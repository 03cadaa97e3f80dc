"""The Scharfe Schoten table: trump strip top left, spice rack top right, the other
seats around the top, the trick in the middle, the viewer's contracts, stock and hand
at the bottom.

Everything is drawn from ``observe(state, viewer)``: colours of every hand, the rack
and every stock are public (the backs are coloured), values only of the viewer's hand
and of played cards. Clicks become ``ChooseContracts``, ``PlayCard`` and
``TakeFromRack``; whether a click is allowed, and why not, is asked of the rules
(``why_illegal``) and of :mod:`game.scharfe_schoten.hints` — the scene only shows the
answer. Geometry lives in :mod:`game.scharfe_schoten.table.layout`.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.engine.protocol import Action
from game.scharfe_schoten.hints import projection, why_contract_illegal, why_rack_illegal
from game.scharfe_schoten.table.layout import (
    FAN_CARD_W,
    RACK_CARD_W,
    SeatBox,
    TableLayout,
    build_layout,
    contract_rects,
    hand_rects,
    rack_choice_rects,
    rack_columns,
    strip_rects,
    trick_rects,
)
from game.scharfe_schoten.rules import (
    ChooseContracts,
    Phase,
    Play,
    PlayCard,
    RoundResult,
    SchotenState,
    SchotenView,
    TakeFromRack,
    led_colour,
    rack_colours,
    stock_counts,
    trick_winner,
    why_illegal,
    winning_play,
)
from game.ui.cards import draw_card, draw_turn_ring, hovered_index
from game.ui.drawing import draw_felt, rounded_veil, shadowed
from game.ui.match_scene import MatchScene
from game.ui.scene import Scene
from game.ui.scenes.scoreboard import RoundSummaryScene, ScoreRow
from game.ui.widgets import Button, draw_panel, draw_text

SPRITES = "scharfe_schoten"
STACK_SHOWN = 6
"""At most this many backs are drawn in a rack stack (the count says the rest)."""


class TableScene(MatchScene):
    package = "scharfe_schoten"
    screenshot_steps = 80

    @staticmethod
    def screenshot_until(match) -> bool:
        """Early in round 2: a card led, a full hand and the human seat to play."""
        state = match.state
        return (state.round_index >= 1 and state.phase is Phase.PLAY
                and len(state.trick) >= 1 and state.turn == 0
                and sum(map(len, state.hands[0])) >= 7)

    def __init__(self, ctx, match, setup) -> None:
        super().__init__(ctx, match, setup)
        self.completed: tuple[Play, ...] = ()
        self.completed_winner = -1
        self.frozen: SchotenView | None = None
        """The end-of-round table, shown while its last trick settles and its summary is
        up (the rules have already dealt the next round)."""
        self.final_counts: tuple[tuple[int, ...], ...] = ()
        self.pick_most: str | None = None
        self.pick_least: str | None = None
        self.pick_for = (match.state.round_index, self.viewer)
        """Whose picks these are: a new round or another human resets them."""
        self.launch: tuple[int, int] | None = None
        """Where the human's last clicked card was: its flight starts there."""
        self._view_state: object = None
        self._view_seat = -1
        self._view: SchotenView | None = None
        self._layout_key: tuple = ()
        self._layout: TableLayout | None = None
        self._blocks: dict[str, tuple[tuple, pygame.Surface]] = {}
        self._felt: pygame.Surface | None = None

    # -- cached view and layout ----------------------------------------------------------
    def view(self) -> SchotenView:
        state = self.match.state
        if self._view is None or self._view_state is not state or self._view_seat != self.viewer:
            self._view = self.game.observe(state, self.viewer)
            self._view_state, self._view_seat = state, self.viewer
        return self._view

    def shown(self) -> SchotenView:
        """What the table shows: the live view, or the finished round while it settles."""
        return self.frozen if self.frozen is not None else self.view()

    @property
    def lay(self) -> TableLayout:
        theme = self.ctx.theme
        key = (self.size, self.viewer, theme.scale)
        if self._layout is None or key != self._layout_key:
            self._layout = build_layout(self.size, theme.px, len(self.match.seats),
                                        self.viewer, len(self.game.deck.colours))
            self._layout_key = key
        return self._layout

    def layout(self) -> None:
        self._layout = None
        self._blocks.clear()
        self._felt = None

    # -- names and sprites ---------------------------------------------------------------
    def colour_name(self, colour: str | int) -> str:
        name = colour if isinstance(colour, str) else self.game.deck.colours[colour]
        return self.ctx.text(f"scharfe_schoten.colours.{name}")

    def card_sprite(self, card: int) -> str:
        deck = self.game.deck
        return f"{SPRITES}/card_{deck.colour_name(card)}_{deck.value_of(card)}"

    def back_sprite(self, colour: int) -> str:
        return f"{SPRITES}/back_{self.game.deck.colours[colour]}"

    # -- geometry shared by drawing and clicking ---------------------------------------
    def playing(self, view: SchotenView) -> bool:
        return self.deciding(view, Phase.PLAY)

    def deciding(self, view: SchotenView, phase: Phase) -> bool:
        """The human in front of the screen has this decision to make now."""
        return self.frozen is None and self.is_my_turn() and view.phase is phase

    def hand_rects(self, view: SchotenView) -> list[tuple[int, pygame.Rect]]:
        px = self.ctx.theme.px
        rects = hand_rects(self.lay, view.hand, px(12))
        if self.playing(view):
            for card, rect in rects:
                if why_illegal(view, card) is None:
                    rect.y -= self.lay.raise_by
        return rects

    def contract_rects(self):
        return contract_rects(self.lay, len(self.game.deck.colours), self.ctx.theme.px)

    def rack_choice_rects(self) -> list[pygame.Rect]:
        return rack_choice_rects(self.lay, len(self.game.deck.colours), self.ctx.theme.px)

    def stack_area(self, rect: pygame.Rect, step: int) -> pygame.Rect:
        """A rack stack's clickable area: its bottom card and the backs above it."""
        return rect.union(rect.move(0, -step * (STACK_SHOWN - 1)))

    def rack_panel_columns(self, panel: pygame.Rect | None = None) -> list[pygame.Rect]:
        px = self.ctx.theme.px
        panel = (panel or self.lay.rack).copy()
        panel.top += px(40) + px(3) * (STACK_SHOWN - 1)
        return rack_columns(panel, len(self.game.deck.colours), px(RACK_CARD_W))

    # -- input -------------------------------------------------------------------------
    def handle_any(self, event: pygame.event.Event) -> None:
        """A click on the hand while someone else is to move says so."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        if self.is_my_turn() or self.busy or self.frozen is not None or self.match.over:
            return
        if any(rect.collidepoint(event.pos) for _c, rect in self.hand_rects(self.view())):
            self.reject("not_your_turn")

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        view = self.view()
        if view.phase is Phase.CONTRACTS and self.click_contracts(view, event.pos):
            return
        if view.phase is Phase.RACK_CHOICE and self.click_rack(view, event.pos):
            return
        for card, rect in reversed(self.hand_rects(view)):
            if rect.collidepoint(event.pos):
                reason = why_illegal(view, card)
                if reason is None:
                    self.launch = rect.center
                    self.submit(PlayCard(card))
                elif reason == "must_follow_suit":
                    self.reject(reason, colour=self.colour_name(led_colour(view)))
                elif reason == "not_playing":
                    self.reject(f"not_playing_{view.phase.value}")
                else:
                    self.reject(reason)
                return

    def click_contracts(self, view: SchotenView, pos: tuple[int, int]) -> bool:
        colours = view.deck.colours
        most_rects, least_rects, confirm = self.contract_rects()
        for colour, rect in zip(colours, most_rects, strict=True):
            if rect.collidepoint(pos):
                self.pick_most = colour
                if self.pick_least == colour:
                    self.pick_least = None
                self.ctx.sound.play("click")
                return True
        for colour, rect in zip(colours, least_rects, strict=True):
            if rect.collidepoint(pos):
                reason = why_contract_illegal(view, self.pick_most or colour_other(colours,
                                                                                   colour),
                                              colour)
                if reason is None:
                    self.pick_least = colour
                    self.ctx.sound.play("click")
                else:
                    self.reject(reason)
                return True
        if confirm.collidepoint(pos):
            reason = why_contract_illegal(view, self.pick_most, self.pick_least)
            if reason is not None:
                self.reject(reason)
            elif self.pick_most is not None and self.pick_least is not None:
                self.submit(ChooseContracts(self.pick_most, self.pick_least))
            return True
        return False

    def click_rack(self, view: SchotenView, pos: tuple[int, int]) -> bool:
        """A click on a column of the rack choice, or of the rack itself (top right)."""
        px = self.ctx.theme.px
        columns = [*zip(view.deck.colours, self.rack_choice_rects(), strict=True),
                   *zip(view.deck.colours, self.rack_panel_columns(), strict=True)]
        for index, (colour, rect) in enumerate(columns):
            step = px(4) if index < len(view.deck.colours) else px(3)
            if self.stack_area(rect, step).collidepoint(pos):
                reason = why_rack_illegal(view, colour)
                if reason is None:
                    self.launch = rect.center
                    self.submit(TakeFromRack(colour))
                else:
                    self.reject(reason)
                return True
        return False

    def reject(self, reason: str, **fields: str) -> None:
        self.show_toast(self.ctx.text(f"scharfe_schoten.reasons.{reason}", **fields))
        self.ctx.sound.play("error")

    # -- reacting to moves -------------------------------------------------------------
    def after_action(self, before: SchotenState, action: Action, seat: int) -> None:
        after = self.match.state
        round_over = len(after.history) > len(before.history)
        if round_over:
            self.freeze(before, after.history[-1])
        if isinstance(action, ChooseContracts):
            self.ctx.sound.play("card_take", 0.6)
            self.pick_most = self.pick_least = None
            if before.phase is Phase.CONTRACTS and after.phase is Phase.PLAY:
                self.show_toast(self.ctx.text("scharfe_schoten.contracts_revealed"), 1.6)
        elif isinstance(action, PlayCard):
            self.played(before, action.card, seat, round_over)
        elif isinstance(action, TakeFromRack):
            self.took(action.colour, seat)

    def freeze(self, before: SchotenState, record: RoundResult) -> None:
        """Keep the finished round on screen: empty hands and rack, final stocks."""
        view = self.game.observe(before, self.viewer)
        colours = len(view.deck.colours)
        empty: tuple[tuple[int, ...], ...] = tuple(() for _ in range(colours))
        self.frozen = replace(view, hand=empty, hand_counts=((0,) * colours,) * view.num_players,
                              rack_counts=(0,) * colours, trick=(), phase=Phase.PLAY, turn=-1)
        self.final_counts = tuple(line.counts for line in record.lines)
        self.owe(lambda: self.announce_summary(record))

    def played(self, before: SchotenState, card: int, seat: int, round_over: bool) -> None:
        self.ctx.sound.play("card_play")
        slots = trick_rects(self.lay, before.num_players, self.ctx.theme.px)
        slot = slots[len(before.trick)]
        if seat == self.viewer:
            start = self.launch or slot.center
        else:
            start = self.lay.seats[seat].fan.center
        self.launch = None
        image = self.ctx.assets.scaled(self.card_sprite(card), slot.width)
        self.fly(image, start, slot.center, key=("play", card))
        plays = (*before.trick, (seat, card))
        if len(plays) == before.num_players:
            self.collect(plays, trick_winner(plays, before.power))

    def collect(self, plays: tuple[Play, ...], winner: int) -> None:
        """Show the finished trick with its winner, then send its cards to their stock."""
        pace = self.ctx.theme.pace
        deck = self.game.deck
        self.completed, self.completed_winner = plays, winner
        wait = pace.animation_s + pace.trick_hold_s
        self.hold = wait
        slots = trick_rects(self.lay, len(plays), self.ctx.theme.px)
        chips = self.lay.seats[winner].stock
        for (_seat, card), rect in zip(plays, slots, strict=True):
            colour = deck.colour_of(card)
            image = self.ctx.assets.scaled(self.card_sprite(card), rect.width)
            self.fly(image, rect.center, chips[colour].center, delay=wait,
                     duration=pace.animation_s * 1.2, key=("stock", winner, colour, card))
        self.ctx.sound.play("trick_won")

    def took(self, colour_name: str, seat: int) -> None:
        self.ctx.sound.play("card_take")
        colour = self.game.deck.index(colour_name)
        start = self.launch or self.rack_panel_columns()[colour].center
        self.launch = None
        end = self.lay.seats[seat].stock[colour].center
        image = self.ctx.assets.scaled(self.back_sprite(colour), self.ctx.theme.px(RACK_CARD_W))
        self.fly(image, start, end, duration=self.ctx.theme.pace.animation_s * 1.3,
                 key=("stock", seat, colour, "rack"))

    def unfreeze(self) -> None:
        self.frozen = None
        self.final_counts = ()

    def announce_summary(self, record: RoundResult) -> Scene:
        self.completed = ()
        self.ctx.sound.play("round_over")
        return self.round_summary(record, self.unfreeze)

    def update(self, dt: float) -> None:
        key = (self.match.state.round_index, self.viewer)
        if key != self.pick_for:
            self.pick_for, self.pick_most, self.pick_least = key, None, None
        super().update(dt)
        if self.owed or self.ctx.scenes.top is not self:
            return
        if not self.busy:
            self.completed = ()
        view = self.view()
        if self.deciding(view, Phase.RACK_CHOICE) and self.ctx.scenes.top is self:
            left = rack_colours(view)
            if len(left) == 1:  # no choice to make: take it, and say so
                self.show_toast(self.ctx.text("scharfe_schoten.only_column",
                                              colour=self.colour_name(left[0])), 1.8)
                self.submit(TakeFromRack(left[0]))

    # -- what the table shows, while cards are still flying ----------------------------
    def started(self) -> set[int]:
        """Cards whose flight has begun: drawn by the flight, not in their place."""
        cards = set()
        for flight in self.flights:
            key = flight.key
            if flight.elapsed >= flight.delay and isinstance(key, tuple) \
                    and isinstance(key[-1], int):
                cards.add(key[-1])
        return cards

    def stock_shown(self, view: SchotenView, seat: int) -> tuple[int, ...]:
        """The seat's stock per colour, less the cards still flying there."""
        counts = list(self.final_counts[seat] if self.frozen is not None
                      else stock_counts(view, seat))
        for flight in self.flights:
            key = flight.key
            if isinstance(key, tuple) and key[0] == "stock" and key[1] == seat:
                counts[key[2]] -= 1
        return tuple(counts)

    # -- score tables ----------------------------------------------------------------
    def round_summary(self, record: RoundResult, on_close=None) -> Scene:
        text = self.ctx.text
        headers = [text(f"scharfe_schoten.summary.{key}") for key in (
            "most", "most_points", "least", "least_points", "bonus", "round", "total")]
        before = self.totals_before(record)
        rows = []
        for line in record.lines:
            rows.append(ScoreRow(line.seat, self.seat_name(line.seat), (
                text("scharfe_schoten.summary.cell", colour=self.colour_name(line.most),
                     count=line.most_count),
                points(line.most_points),
                text("scharfe_schoten.summary.cell", colour=self.colour_name(line.least),
                     count=line.least_count),
                points(line.least_points),
                f"+{line.bonus}" if line.bonus > 0 else str(line.bonus) if line.bonus else "–",
                str(line.total),
                f"{before[line.seat]} → {before[line.seat] + line.total}")))
        title = text("round.title", n=record.round_index + 1)
        return RoundSummaryScene(self.ctx, title, headers, rows, on_close,
                                 weights=[1.35, 1.2, 0.55, 1.2, 0.55, 0.7, 0.75, 1.0],
                                 note=text("scharfe_schoten.summary.note"))

    def totals_before(self, record: RoundResult) -> list[int]:
        totals = [0] * len(record.lines)
        for past in self.match.state.history:
            if past.round_index >= record.round_index:
                break
            for line in past.lines:
                totals[line.seat] += line.total
        return totals

    def screenshot_round_summary(self) -> Scene | None:
        history = self.match.state.history
        return self.round_summary(history[-1]) if history else None

    def results(self):
        state = self.match.state
        text = self.ctx.text
        winners = set(self.game.winners(state))
        headers = [*(text("scharfe_schoten.summary.round_n", n=r.round_index + 1)
                     for r in state.history), text("scharfe_schoten.summary.total")]
        order = sorted(range(state.num_players), key=lambda s: -state.totals[s])
        rows = [ScoreRow(seat, self.seat_name(seat),
                         (*(str(r.lines[seat].total) for r in state.history),
                          str(state.totals[seat])), highlight=seat in winners)
                for seat in order]
        return headers, rows, [1.4] + [1.0] * len(state.history) + [1.0]

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.shown()
        self.draw_background(surface)
        self.draw_blocks(surface, view)
        self.draw_trick(surface, view)
        if self.deciding(view, Phase.CONTRACTS):
            self.draw_contract_choice(surface, view)
        elif self.deciding(view, Phase.RACK_CHOICE):
            self.draw_rack_choice(surface, view)
        self.draw_hand(surface, view)
        self.draw_flights(surface)
        self.draw_toast(surface)

    def status(self, view: SchotenView) -> str:
        text = self.ctx.text
        if self.completed and self.completed_winner >= 0:
            return text("scharfe_schoten.trick_to", name=self.seat_name(self.completed_winner))
        if self.frozen is not None:
            return text("round.title", n=self.frozen.round_index + 1)
        if self.match.over:
            return self.status_line()
        seat = self.match.to_move
        name = self.seat_name(seat)
        mine = seat == self.viewer and not self.match.is_bot_turn()
        if view.phase is Phase.CONTRACTS:
            return text("scharfe_schoten.choose_contracts" if mine
                        else "scharfe_schoten.choosing_contracts", name=name)
        if view.phase is Phase.RACK_CHOICE:
            return text("scharfe_schoten.take_from_rack" if mine
                        else "scharfe_schoten.taking_from_rack", name=name)
        if mine:
            return text("scharfe_schoten.play_card", name=name)
        return self.status_line()

    def draw_background(self, surface: pygame.Surface) -> None:
        """The felt and its wooden rim, drawn once per window size."""
        felt = self._felt
        if felt is None or felt.get_size() != surface.get_size():
            felt = pygame.Surface(surface.get_size())
            draw_felt(felt, self.ctx)
            self._felt = felt
        surface.blit(felt, (0, 0))

    def draw_blocks(self, surface: pygame.Surface, view: SchotenView) -> None:
        """The banner, trump strip, rack and seat panels, each kept as a cached layer
        and redrawn only when what it shows changes (most frames nothing does)."""
        lay = self.lay
        size = self.size
        self.blit_block(surface, "banner", (size, self.status(view), view.round_index,
                                            view.first_player),
                        pygame.Rect((0, 0), (size[0], lay.trumps.top)),
                        lambda layer, dx, dy: self.draw_banner(layer, view, dx, dy))
        self.blit_block(surface, "trumps", (size, view.trump_order, view.super_trumps),
                        lay.trumps, lambda layer, dx, dy: self.draw_trumps(
                            layer, view, lay.trumps.move(dx, dy)))
        self.blit_block(surface, "rack", (size, view.rack_counts, self.rack_active(view)),
                        lay.rack, lambda layer, dx, dy: self.draw_rack(
                            layer, view, lay.rack.move(dx, dy)))
        for seat, box in lay.seats.items():
            key = (size, seat == self.viewer, view.hand_counts[seat], view.contracts[seat],
                   view.contracts_chosen[seat], view.totals[seat], view.first_player == seat,
                   self.stock_shown(view, seat), view.turn == seat, view.phase)
            paint = self.draw_own if seat == self.viewer else self.draw_seat
            self.blit_block(surface, f"seat{seat}", key, box.panel,
                            lambda layer, dx, dy, box=box, paint=paint: paint(
                                layer, view, box.moved(dx, dy)))

    def blit_block(self, surface: pygame.Surface, name: str, key: tuple,
                   rect: pygame.Rect, paint) -> None:
        """Blit the block ``name`` from its cached layer, repainting it if ``key``
        changed; ``paint(layer, dx, dy)`` draws it shifted by (dx, dy)."""
        pad = self.ctx.theme.px(16)
        area = rect.inflate(2 * pad, 2 * pad)
        cached = self._blocks.get(name)
        if cached is None or cached[0] != key:
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            paint(layer, -area.left, -area.top)
            cached = (key, layer)
            self._blocks[name] = cached
        surface.blit(cached[1], area.topleft)

    def draw_banner(self, surface: pygame.Surface, view: SchotenView, dx: int = 0,
                    dy: int = 0) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        width = self.size[0]
        label = text("scharfe_schoten.round", n=view.round_index + 1, total=view.num_players)
        draw_text(surface, theme, label, (px(24) + dx, px(14) + dy), style="bold",
                  colour=theme["highlight"])
        first = text("scharfe_schoten.first_player", name=self.seat_name(view.first_player))
        draw_text(surface, theme, first, (px(24) + dx, px(40) + dy), role="small",
                  colour=theme["light_ink"])
        rect = pygame.Rect(0, 0, px(560), px(40))
        rect.midtop = (width // 2 + dx, px(12) + dy)
        if len(self.match.seats) == 4:  # the top seat's panel sits right under it
            rect.width = px(520)
            rect.midtop = (width // 2 + dx, px(14) + dy)
        draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=220,
                   border=theme["wood"], radius=px(20))
        draw_text(surface, theme, self.status(view), rect.center, style="bold", anchor="center",
                  colour=theme["light_ink"], max_width=rect.width - px(20))
        draw_text(surface, theme, text("scharfe_schoten.escape_hint"),
                  (width - px(24) + dx, px(22) + dy), role="small", colour=theme["light_ink"],
                  anchor="topright")

    def star_badge(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The super-trump mark, on the card's top right corner."""
        size = max(10, rect.width * 3 // 10)
        star = self.ctx.assets.scaled("ui/star", size)
        surface.blit(star, star.get_rect(center=(rect.right - size // 3, rect.top + size // 3)))

    def draw_trumps(self, surface: pygame.Surface, view: SchotenView,
                    panel: pygame.Rect) -> None:
        theme, text, assets = self.ctx.theme, self.ctx.text, self.ctx.assets
        px = theme.px
        draw_panel(surface, theme, panel)
        draw_text(surface, theme, text("scharfe_schoten.trumps_title"),
                  (panel.centerx, panel.top + px(17)), role="small", style="bold",
                  anchor="center", colour=theme["ink_soft"], max_width=panel.width - px(20))
        deck = view.deck
        rects = strip_rects(panel, len(view.trump_order), px)
        for rank, (colour, card) in enumerate(zip(view.trump_order, view.super_trumps,
                                                  strict=True)):
            top, low = rects[rank]
            name = deck.colours[colour]
            shadowed(surface, assets.scaled(f"{SPRITES}/colour_{name}", top.width, top.height),
                     top, offset=px(3))
            value = pygame.Rect(0, 0, top.width - px(6), round((top.width - px(6)) * 8 / 11))
            value.midbottom = (top.centerx, top.bottom - px(3))
            surface.blit(assets.scaled(f"{SPRITES}/value_{deck.value_of(card)}", value.width,
                                       value.height), value)
            shadowed(surface, assets.scaled(self.card_sprite(card), low.width, low.height), low,
                     offset=px(3))
            self.star_badge(surface, low)
            if rank:
                gap_x = (rects[rank - 1][0].right + top.left) // 2
                for row in (top, low):
                    draw_text(surface, theme, "›", (gap_x, row.centery), role="heading",
                              style="bold", anchor="center", colour=theme["ink_soft"])
        draw_text(surface, theme, text("scharfe_schoten.supers_title"),
                  (panel.centerx, rects[0][1].top - px(13)), role="small", anchor="center",
                  colour=theme["ink_soft"], max_width=panel.width - px(20))

    def draw_stack(self, surface: pygame.Surface, colour: int, count: int, rect: pygame.Rect,
                   step: int, lift: int = 0) -> None:
        """A rack column: up to ``STACK_SHOWN`` coloured backs, the bottom one at ``rect``."""
        theme = self.ctx.theme
        if count <= 0:
            pygame.draw.rect(surface, theme["table_edge"], rect, border_radius=rect.width // 10)
            pygame.draw.rect(surface, theme["ink_soft"], rect, max(1, theme.px(2)),
                             border_radius=rect.width // 10)
            return
        back = self.ctx.assets.scaled(self.back_sprite(colour), rect.width)
        for i in range(min(count, STACK_SHOWN)):
            spot = rect.move(0, -i * step - lift)
            if i == 0:
                shadowed(surface, back, spot, offset=theme.px(4))
            else:
                surface.blit(back, spot)

    def rack_active(self, view: SchotenView) -> bool:
        return view.phase is Phase.RACK_CHOICE and self.frozen is None

    def draw_rack(self, surface: pygame.Surface, view: SchotenView,
                  panel: pygame.Rect) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        active = self.rack_active(view)
        draw_panel(surface, theme, panel, border=theme["highlight"] if active else None)
        total = sum(view.rack_counts)
        title = text("scharfe_schoten.rack_title", n=total) if total \
            else text("scharfe_schoten.rack_empty")
        draw_text(surface, theme, title, (panel.centerx, panel.top + px(17)), role="small",
                  style="bold", anchor="center", colour=theme["ink_soft"],
                  max_width=panel.width - px(20))
        for colour, rect in enumerate(self.rack_panel_columns(panel)):
            count = view.rack_counts[colour]
            self.draw_stack(surface, colour, count, rect, px(3))
            draw_text(surface, theme, f"×{count}", (rect.centerx, rect.bottom + px(14)),
                      style="bold", anchor="center",
                      colour=theme["ink"] if count else theme["disabled"])
        draw_text(surface, theme, text("scharfe_schoten.rack_note"),
                  (panel.centerx, panel.bottom - px(16)), role="small", anchor="center",
                  colour=theme["ink_soft"], max_width=panel.width - px(20))

    def draw_name(self, surface: pygame.Surface, view: SchotenView, seat: int,
                  panel: pygame.Rect) -> None:
        theme = self.ctx.theme
        px = theme.px
        pygame.draw.circle(surface, theme.seat_colour(seat), (panel.left + px(20),
                           panel.top + px(22)), px(9))
        name = self.seat_name(seat) + (" ◆" if seat == view.first_player else "")
        draw_text(surface, theme, name, (panel.left + px(36), panel.top + px(22)), style="bold",
                  anchor="midleft", max_width=panel.width - px(120))
        star = self.ctx.assets.scaled("ui/star", px(24))
        total = draw_text(surface, theme, str(view.totals[seat]),
                          (panel.right - px(14), panel.top + px(22)), style="bold",
                          anchor="midright")
        surface.blit(star, star.get_rect(midright=(total.left - px(4), total.centery)))

    def draw_tiles(self, surface: pygame.Surface, view: SchotenView, seat: int,
                   tiles: tuple[pygame.Rect, pygame.Rect]) -> None:
        theme = self.ctx.theme
        contract = view.contracts[seat]
        if contract is not None:
            names = (f"{SPRITES}/most_{contract.most}", f"{SPRITES}/least_{contract.least}")
        elif view.contracts_chosen[seat]:
            names = (f"{SPRITES}/contract_back",) * 2
        else:  # still choosing: empty places
            for rect in tiles:
                surface.blit(rounded_veil(rect.size, theme.px(8), (0, 0, 0, 30)), rect)
                pygame.draw.rect(surface, theme["disabled"], rect, max(1, theme.px(2)),
                                 border_radius=theme.px(8))
            return
        for name, rect in zip(names, tiles, strict=True):
            shadowed(surface, self.ctx.assets.scaled(name, rect.width), rect,
                     offset=theme.px(3))

    def draw_stock(self, surface: pygame.Surface, view: SchotenView, seat: int,
                   chips: tuple[pygame.Rect, ...]) -> None:
        theme = self.ctx.theme
        px = theme.px
        counts = self.stock_shown(view, seat)
        contract = view.contracts[seat]
        deck = view.deck
        marks = {}
        if contract is not None:
            marks = {deck.index(contract.most): True, deck.index(contract.least): False}
        for colour, chip in enumerate(chips):
            surface.blit(rounded_veil(chip.size, px(8), (110, 90, 60, 45)), chip)
            if colour in marks:
                pygame.draw.rect(surface, theme["accent_dark"], chip, max(1, px(2)),
                                 border_radius=px(8))
            back = self.ctx.assets.scaled(self.back_sprite(colour), px(20))
            surface.blit(back, back.get_rect(midleft=(chip.left + px(5), chip.centery)))
            draw_text(surface, theme, str(counts[colour]),
                      (chip.left + px(30), chip.centery), style="bold", anchor="midleft",
                      colour=theme["ink"] if counts[colour] else theme["ink_soft"])
            if colour in marks:
                self.draw_mark(surface, (chip.right - px(3), chip.top + px(3)), marks[colour])

    def draw_mark(self, surface: pygame.Surface, centre: tuple[int, int], most: bool) -> None:
        """A small up (most) or down (least) arrow badge, like the contract tiles'."""
        theme = self.ctx.theme
        px = theme.px
        x, y = centre
        pygame.draw.circle(surface, theme["accent_dark"], centre, px(9))
        h, w = px(4), px(5)
        if most:
            points = [(x, y - h - 1), (x - w, y + h), (x + w, y + h)]
        else:
            points = [(x, y + h + 1), (x - w, y - h), (x + w, y - h)]
        pygame.draw.polygon(surface, theme["light_ink"], points)

    def projection_text(self, view: SchotenView, seat: int, detail: bool = False) -> str:
        text = self.ctx.text
        guess = projection(self.game, view, seat, self.stock_shown(view, seat))
        if guess is None:
            return text("scharfe_schoten.so_far_hidden" if view.contracts_chosen[seat]
                        else "scharfe_schoten.choosing")
        if detail:
            return text("scharfe_schoten.so_far_detail", most=guess.most_points,
                        least=guess.least_points, bonus=guess.bonus, total=guess.total)
        return text("scharfe_schoten.so_far", points=guess.total)

    def draw_seat(self, surface: pygame.Surface, view: SchotenView, box: SeatBox) -> None:
        theme = self.ctx.theme
        px = theme.px
        seat = box.seat
        panel = box.panel
        active = view.turn == seat and view.phase is not Phase.GAME_OVER
        draw_panel(surface, theme, panel, border=theme["highlight"] if active else None)
        if active:
            draw_turn_ring(surface, self.ctx, panel)
        self.draw_name(surface, view, seat, panel)
        self.draw_fan(surface, view.hand_counts[seat], box.fan)
        self.draw_tiles(surface, view, seat, box.tiles)
        draw_text(surface, theme, self.ctx.text("scharfe_schoten.stock"),
                  (panel.left + px(14), box.stock[0].top - px(2)), role="small",
                  anchor="bottomleft", colour=theme["ink_soft"])
        self.draw_stock(surface, view, seat, box.stock)
        draw_text(surface, theme, self.projection_text(view, seat),
                  (panel.left + px(14), panel.bottom - px(14)), role="small",
                  anchor="midleft", colour=theme["ink_soft"], max_width=panel.width - px(28))

    def draw_fan(self, surface: pygame.Surface, counts: tuple[int, ...],
                 area: pygame.Rect) -> None:
        """A hidden hand as its coloured backs, colour by colour, each group's count on
        its last card."""
        theme = self.ctx.theme
        px = theme.px
        total = sum(counts)
        if not total:
            return
        card_w = px(FAN_CARD_W)
        groups = sum(1 for c in counts if c)
        gap = px(10)
        step = min(px(16), (area.width - card_w - gap * (groups - 1)) / max(1, total - 1))
        x = float(area.left)
        badges = []
        for colour, count in enumerate(counts):
            if not count:
                continue
            back = self.ctx.assets.scaled(self.back_sprite(colour), card_w)
            for _ in range(count):
                surface.blit(back, (round(x), area.top))
                x += step
            badges.append((count, (round(x - step) + card_w - px(6),
                                   area.top + back.get_height() - px(6))))
            x += gap
        for count, centre in badges:  # on top of every card, so none hides a count
            pygame.draw.circle(surface, theme["ink"], centre, px(10))
            pygame.draw.circle(surface, theme["light_ink"], centre, px(10), max(1, px(1)))
            draw_text(surface, theme, str(count), centre, role="small", style="bold",
                      anchor="center", colour=theme["light_ink"], size=13)

    def draw_own(self, surface: pygame.Surface, view: SchotenView, box: SeatBox) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        seat = box.seat
        panel = box.panel
        active = view.turn == seat and view.phase is not Phase.GAME_OVER
        draw_panel(surface, theme, panel, border=theme["highlight"] if active else None)
        self.draw_name(surface, view, seat, panel)
        self.draw_tiles(surface, view, seat, box.tiles)
        for key, rect in zip(("most", "least"), box.tiles, strict=True):
            draw_text(surface, theme, text(f"scharfe_schoten.{key}"),
                      (rect.centerx, rect.bottom + px(4)), role="small", anchor="midtop",
                      colour=theme["ink_soft"], max_width=rect.width + px(10))
        hand = sum(view.hand_counts[seat])
        right = pygame.Rect(box.tiles[1].right + px(8), box.tiles[1].top,
                            panel.right - box.tiles[1].right - px(14), box.tiles[1].height)
        draw_text(surface, theme, text("scharfe_schoten.in_hand", n=hand), right.center,
                  role="small", anchor="center", colour=theme["ink_soft"],
                  max_width=right.width)
        draw_text(surface, theme, text("scharfe_schoten.stock"),
                  (panel.left + px(12), box.stock[0].top - px(2)), role="small",
                  anchor="bottomleft", colour=theme["ink_soft"])
        self.draw_stock(surface, view, seat, box.stock)
        draw_text(surface, theme, self.projection_text(view, seat, detail=True),
                  (panel.centerx, panel.bottom - px(14)), role="small", anchor="center",
                  colour=theme["ink_soft"], max_width=panel.width - px(20))

    def draw_trick(self, surface: pygame.Surface, view: SchotenView) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        holding = bool(self.completed)
        plays = self.completed if holding else view.trick
        slots = trick_rects(self.lay, view.num_players, px)
        for slot in slots:
            surface.blit(rounded_veil(slot.size, max(2, slot.width // 10), (0, 0, 0, 45)), slot)
        if holding:
            winner = self.completed_winner
        else:
            best = winning_play(view)
            winner = best[0] if best is not None else -1
        moving = self.started()
        for (seat, card), rect in zip(plays, slots, strict=False):
            if card in moving:
                continue
            image = self.ctx.assets.scaled(self.card_sprite(card), rect.width)
            shadowed(surface, image, rect, offset=px(4))
            if card in view.super_trumps:
                self.star_badge(surface, rect)
            pygame.draw.circle(surface, theme.seat_colour(seat),
                               (rect.left + px(8), rect.bottom + px(14)), px(6))
            draw_text(surface, theme, self.seat_name(seat), (rect.left + px(18),
                      rect.bottom + px(14)), role="small", anchor="midleft",
                      colour=theme["light_ink"], max_width=rect.width)
            if seat == winner:
                pygame.draw.rect(surface, theme["highlight"], rect.inflate(px(8), px(8)),
                                 px(4), border_radius=rect.width // 10 + px(4))
                label = text("scharfe_schoten.trick_to", name=self.seat_name(seat)) \
                    if holding else text("scharfe_schoten.winning")
                self.draw_pill(surface, label, (rect.centerx, rect.top - px(20)),
                               icon="ui/star")
        if plays and not holding:
            led = led_colour(view)
            self.draw_pill(surface, text("scharfe_schoten.led", colour=self.colour_name(led)),
                           (self.lay.trick_centre[0], slots[0].bottom + px(50)),
                           icon=f"{SPRITES}/symbol_{view.deck.colours[led]}")

    def draw_pill(self, surface: pygame.Surface, label: str, centre: tuple[int, int],
                  icon: str | None = None) -> None:
        theme = self.ctx.theme
        px = theme.px
        font = theme.font("small", "bold")
        width = font.size(label)[0] + px(24) + (px(30) if icon else 0)
        rect = pygame.Rect(0, 0, width, px(32))
        rect.center = centre
        draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=225,
                   border=theme["wood"], radius=px(16), shadow=False)
        x = rect.left + px(12)
        if icon:
            image = self.ctx.assets.scaled(icon, px(24))
            surface.blit(image, image.get_rect(midleft=(rect.left + px(8), rect.centery)))
            x += px(26)
        draw_text(surface, theme, label, (x, rect.centery), role="small", style="bold",
                  anchor="midleft", colour=theme["light_ink"])

    def choice_panel(self, surface: pygame.Surface, title: str, note: str,
                     height: int | None = None) -> pygame.Rect:
        theme = self.ctx.theme
        px = theme.px
        panel = self.lay.choice.copy()
        if height is not None:
            panel.height = height
        draw_panel(surface, theme, panel, colour=theme["wood_dark"], alpha=235,
                   border=theme["highlight"])
        draw_text(surface, theme, title, (panel.centerx, panel.top + px(26)), style="bold",
                  anchor="center", colour=theme["light_ink"], max_width=panel.width - px(30))
        if note:
            draw_text(surface, theme, note, (panel.centerx, panel.top + px(52)), role="small",
                      anchor="center", colour=theme["light_ink"],
                      max_width=panel.width - px(30))
        return panel

    def draw_contract_choice(self, surface: pygame.Surface, view: SchotenView) -> None:
        theme, text, assets = self.ctx.theme, self.ctx.text, self.ctx.assets
        px = theme.px
        panel = self.choice_panel(surface, text("scharfe_schoten.contracts_title"),
                                  text("scharfe_schoten.contracts_help_most"))
        draw_text(surface, theme, text("scharfe_schoten.contracts_help_least"),
                  (panel.centerx, panel.top + px(72)), role="small", anchor="center",
                  colour=theme["light_ink"], max_width=panel.width - px(30))
        most_rects, least_rects, confirm = self.contract_rects()
        mouse = pygame.mouse.get_pos()
        rows = (("most", most_rects, self.pick_most), ("least", least_rects, self.pick_least))
        for key, rects, picked in rows:
            label = pygame.Rect(panel.left + px(20), rects[0].top, rects[0].left - panel.left
                                - px(40), rects[0].height)
            self.draw_mark_big(surface, (label.left + px(14), label.centery), key == "most")
            draw_text(surface, theme, text(f"scharfe_schoten.{key}_row"),
                      (label.left + px(36), label.centery), role="heading", style="bold",
                      anchor="midleft", colour=theme["highlight"],
                      max_width=label.width - px(36))
            for colour, rect in zip(view.deck.colours, rects, strict=True):
                blocked = key == "least" and colour == self.pick_most
                chosen = colour == picked
                lift = px(8) if chosen else px(4) if rect.collidepoint(mouse) and not blocked \
                    else 0
                shown = rect.move(0, -lift)
                shadowed(surface, assets.scaled(f"{SPRITES}/{key}_{colour}", rect.width), shown,
                         offset=px(4) + lift // 2)
                if chosen:
                    pygame.draw.rect(surface, theme["highlight"], shown.inflate(px(8), px(8)),
                                     px(4), border_radius=px(12))
                if blocked:
                    surface.blit(rounded_veil(rect.size, px(12), (0, 0, 0, 150)), shown)
        for colour, rect in zip(view.deck.colours, most_rects, strict=True):
            count = len(view.hand[view.deck.index(colour)])
            draw_text(surface, theme, text("scharfe_schoten.in_hand", n=count),
                      (rect.centerx, rect.bottom + px(14)), role="small", anchor="center",
                      colour=theme["light_ink"], max_width=rect.width + px(22))
        ready = why_contract_illegal(view, self.pick_most, self.pick_least) is None
        Button(text("scharfe_schoten.confirm"), lambda: None, confirm, enabled=ready,
               primary=True).draw(surface, theme)

    def draw_mark_big(self, surface: pygame.Surface, centre: tuple[int, int],
                      most: bool) -> None:
        """The row label's arrow in the contract choice: up for most, down for least."""
        px = self.ctx.theme.px
        x, y = centre
        h, w = px(12), px(12)
        tip, base = (y - h, y + h) if most else (y + h, y - h)
        pygame.draw.polygon(surface, self.ctx.theme["highlight"],
                            [(x, tip), (x - w, base), (x + w, base)])

    def draw_rack_choice(self, surface: pygame.Surface, view: SchotenView) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        self.choice_panel(surface, text("scharfe_schoten.rack_choice_title"),
                          text("scharfe_schoten.rack_choice_note"), px(262))
        mouse = pygame.mouse.get_pos()
        step = px(4)
        for colour, rect in enumerate(self.rack_choice_rects()):
            count = view.rack_counts[colour]
            hover = count and self.stack_area(rect, step).collidepoint(mouse)
            self.draw_stack(surface, colour, count, rect, step, lift=px(10) if hover else 0)
            if count:
                top = rect.move(0, -step * (min(count, STACK_SHOWN) - 1) - (px(10) if hover
                                                                           else 0))
                pygame.draw.rect(surface, theme["highlight"], top.inflate(px(8), px(8)), px(3),
                                 border_radius=top.width // 10 + px(4))
            draw_text(surface, theme, f"{self.colour_name(colour)} ×{count}",
                      (rect.centerx, rect.bottom + px(18)), role="small", style="bold",
                      anchor="center", colour=theme["light_ink"] if count
                      else theme["disabled"], max_width=rect.width + px(40))

    def draw_hand(self, surface: pygame.Surface, view: SchotenView) -> None:
        px = self.ctx.theme.px
        playing = self.playing(view)
        rects = self.hand_rects(view)
        hovered = hovered_index([r for _c, r in rects], pygame.mouse.get_pos())
        moving = self.started()
        for index, (card, rect) in enumerate(rects):
            if card in moving:
                continue
            legal = playing and why_illegal(view, card) is None
            shown = draw_card(surface, self.ctx, self.card_sprite(card), rect,
                              lift=px(8) if legal and index == hovered else 0, highlight=legal,
                              dimmed=playing and not legal, shadow=px(8 if legal else 4))
            if card in view.super_trumps:
                self.star_badge(surface, shown)


def points(value: int) -> str:
    return f"+{value}" if value else "0"


def colour_other(colours: tuple[str, ...], colour: str) -> str:
    """Any colour but ``colour``: stands in for a "most" not picked yet, so a "least"
    click is only refused for a real reason."""
    return next(c for c in colours if c != colour)


__all__ = ["TableScene"]
