"""What every part of the Scharfe Schoten table shares: the cached view and layout,
sprite names, the geometry that drawing and clicking both use, and what the table
shows while cards are still flying.

Whatever is playable is asked of the rules: :meth:`TableBase.offered` is
``ScharfeSchoten.playable`` on the viewer's view, and every highlight (raised cards,
lit rack columns, the contract confirm button) is taken from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scharfe_schoten.rules import (
    Action,
    Phase,
    Play,
    PlayCard,
    ScharfeSchoten,
    SchotenView,
    stock_counts,
)
from game.scharfe_schoten.table.layout import (
    RACK_CARD_W,
    TableLayout,
    build_layout,
    contract_rects,
    hand_rects,
    rack_choice_rects,
    rack_columns,
)
from game.ui.match_scene import MatchScene
from game.ui.move_history import last_trick

if TYPE_CHECKING:
    from game.engine.runner import Match
    from game.match_setup import MatchSetup
    from game.ui.context import Context

SPRITES = "scharfe_schoten"
STACK_SHOWN = 6
"""At most this many backs are drawn in a rack stack (the count says the rest)."""


class TableBase(MatchScene[ScharfeSchoten]):
    """The table's shared state and geometry; drawing and input build on it."""

    package = "scharfe_schoten"

    def __init__(self, ctx: Context, match: Match, setup: MatchSetup) -> None:
        super().__init__(ctx, match, setup)
        self.completed: tuple[Play, ...] = ()
        self.completed_winner = -1
        self.frozen: SchotenView | None = None
        """The end-of-round table, shown while its last trick settles and its summary is
        up (the rules have already dealt the next round)."""
        self.final_counts: tuple[tuple[int, ...], ...] = ()
        self.pick_most: str | None = None
        self.pick_least: str | None = None
        self.pick_for = (match.state.table.round_index, self.viewer)
        """Whose picks these are: a new round or another human resets them."""
        self.launch: tuple[int, int] | None = None
        """Where the human's last clicked card was: its flight starts there."""
        self._view_state: object = None
        self._view_seat = -1
        self._view: SchotenView | None = None
        self._layout_key: tuple[object, ...] = ()
        self._layout: TableLayout | None = None
        self._blocks: dict[str, tuple[tuple[object, ...], pygame.Surface]] = {}
        self._felt: pygame.Surface | None = None

    def trick_on_show(self) -> bool:
        return bool(self.completed)

    def seat_panel_rects(self) -> dict[int, pygame.Rect] | None:
        """Each seat's box of the layout (the replay's open hands go near them)."""
        return {seat: box.panel for seat, box in self.lay.seats.items()}

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

    def last_trick_lines(self) -> list[str] | None:
        """The last finished trick of what the table shows: over a round's summary the
        finished round's last one (the live view is the next round's, with none)."""
        return last_trick(self, self.shown())

    @property
    def lay(self) -> TableLayout:
        theme = self.ctx.theme
        tools = getattr(self, "tools", None)  # (set after the first layout)
        tools_bottom = tools.bottom() if tools is not None else 0
        key = (self.size, self.viewer, theme.scale, tools_bottom)
        if self._layout is None or key != self._layout_key:
            self._layout = build_layout(self.size, theme.px, len(self.match.seats),
                                        self.viewer, len(self.game.deck.colours), tools_bottom)
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
        return self.frozen is None and self.is_my_turn() and view.table.phase is phase

    def offered(self, view: SchotenView) -> tuple[Action, ...]:
        """What the table highlights as playable: the rules' ``playable`` on the
        viewer's view while the viewer has a decision to make now, else nothing."""
        if self.frozen is not None or not self.is_my_turn():
            return ()
        return tuple(a for a in self.game.playable(view) if self.lights(a))

    def hand_rects(self, view: SchotenView) -> list[tuple[int, pygame.Rect]]:
        """Where the viewer's cards sit; the playable ones are raised."""
        px = self.ctx.theme.px
        rects = hand_rects(self.lay, view.hand, px(12))
        playable = {a.card for a in self.offered(view) if isinstance(a, PlayCard)}
        if playable:
            for card, rect in rects:
                if card in playable:
                    rect.y -= self.lay.raise_by
        return rects

    def contract_rects(self) -> tuple[list[pygame.Rect], list[pygame.Rect], pygame.Rect]:
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


    def banner_text(self, view: SchotenView) -> str:
        text = self.ctx.text
        if self.watching and view.table.turn < 0:  # a replay at a round's end (or the last)
            return self.status_line() if self.match.over else \
                text("round.title", n=view.table.round_index + 1)
        if self.completed and self.completed_winner >= 0:
            return text("scharfe_schoten.trick_to", name=self.seat_name(self.completed_winner))
        if self.frozen is not None:
            return text("round.title", n=self.frozen.table.round_index + 1)
        if self.match.over:
            return self.status_line()
        if self.human_to_act() and not self.is_my_turn():
            return self.status_line()  # the prompt comes with the lit choices
        seat = self.match.to_move
        name = self.seat_name(seat)
        mine = self.is_my_turn()
        if view.table.phase is Phase.CONTRACTS:
            return text("scharfe_schoten.choose_contracts" if mine
                        else "scharfe_schoten.choosing_contracts", name=name)
        if view.table.phase is Phase.RACK_CHOICE:
            return text("scharfe_schoten.take_from_rack" if mine
                        else "scharfe_schoten.taking_from_rack", name=name)
        if mine:
            return text("scharfe_schoten.play_card", name=name)
        return self.status_line()


    def projection_text(self, view: SchotenView, seat: int, detail: bool = False) -> str:
        text = self.ctx.text
        guess = self.game.projection(view, seat, self.stock_shown(view, seat))
        if guess is None:
            return text("scharfe_schoten.so_far_hidden" if view.contracts_chosen[seat]
                        else "scharfe_schoten.choosing")
        if detail:
            return text("scharfe_schoten.so_far_detail", most=guess.most_points,
                        least=guess.least_points, bonus=guess.bonus, total=guess.total)
        return text("scharfe_schoten.so_far", points=guess.total)
