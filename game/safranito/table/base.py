"""The Safranito table's state and queries, below the painters that read them.

:class:`TableBase` holds what the frame painter and the counter read (layout rectangles,
the flick in flight, the beat playing, what the viewer has chosen) and the queries on
it (whose move, what is legal via the rules' ``offer``, which tokens lie still). The
painters (:mod:`~game.safranito.table.frame`, :mod:`~game.safranito.table.counter`)
are typed against this class and the scene (:mod:`~game.safranito.table.scene`)
derives from it, so nothing imports the scene back: no import cycle. The table's log
is the layer below (:mod:`~game.safranito.table.table_log`), the flick in flight its
own module (:mod:`~game.safranito.table.flick_show`).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

import pygame

from game.engine.protocol import Action, State
from game.safranito.flick import BoardToken, Flick
from game.safranito.hidden import tokens_open
from game.safranito.physics_resolver import default_board
from game.safranito.rules import (
    NO_DISH,
    Buy,
    ChooseBowl,
    KeepCard,
    Offer,
    Phase,
    Prepare,
    SafranitoState,
    Sell,
)
from game.safranito.table import art
from game.safranito.table.aim_control import AimControl, dead_zone_px
from game.safranito.table.aim_help import AimHelp, level_of
from game.safranito.table.beats import Beat
from game.safranito.table.board_draw import BoardPainter
from game.safranito.table.board_view import BoardView
from game.safranito.table.flick_show import FlickShow
from game.safranito.table.hint_view import board_read
from game.safranito.table.ledger import RoundLedger
from game.safranito.table.table_log import TableWithLog
from game.ui.clock import Countdown
from game.ui.hint_place import DECIDE
from game.ui.overlay_place import MUST_SEE
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.theme import Theme
from game.ui.widgets import Button
from physics import Side

FULL_PULL_PX = 200
"""A pull this long (reference pixels, 1280×800) is a full-strength flick; nine tenths
of it reach the far rim of an empty board, the last tenth is the smash band."""
PULL_MARGIN_PX = 24
"""Reference pixels kept below a full pull (the window's edge cancels an aim)."""


def full_pull_px(theme: Theme) -> int:
    """A full pull in screen pixels: FULL_PULL_PX scaled down in a smaller window, but
    never more than FULL_PULL_PX in a larger one. The hand's travel need not grow with
    the screen, and a pull that did would keep the board at half a 1920×1080 window
    (the room kept below it for the pull grew as fast as the window)."""
    return min(theme.px(FULL_PULL_PX), FULL_PULL_PX)


def dead_zone_share() -> float:
    """The slingshot's dead zone as a share of a full pull (it scales as the pull does)."""
    return dead_zone_px() / FULL_PULL_PX


def pull_room_px(theme: Theme) -> int:
    """Room a layout keeps below the player's token so a full pull fits in the window:
    the pull and a margin, neither growing past its reference size in a larger window
    (the hand's travel does not grow with the screen; the margin, grown with it, kept
    a band of empty felt under the board at 1920x1080)."""
    return full_pull_px(theme) + min(theme.px(PULL_MARGIN_PX), PULL_MARGIN_PX)
FLIP_SHARE = 0.3
"""The share of a reveal beat spent turning the tokens over."""


MARKET = 900.0
"""The weight of the market panel while the player flicks: kept clear where a spot
clears it with the bowls, else only weighed (below 1000, the weight the Hint treats as
must-clear), so the box covers the market rather than a bowl."""
DISHES = 400.0
"""The weight of the dishes panel while the player flicks: kept clear where a spot
clears it with the market and the bowls, given up before them (:mod:`game.ui.hints`)."""

class TableBase(TableWithLog):
    """State and queries of the Safranito table (no drawing, no event handling)."""

    package = "safranito"
    view_geom: BoardView
    painter: BoardPainter
    market_rect: pygame.Rect
    dish_rect: pygame.Rect
    counter_rect: pygame.Rect
    player_rects: dict[int, pygame.Rect]
    log_rect: pygame.Rect | None
    """The table's log under the players' panels, where the window leaves it room."""
    help_chip: Button
    """The aim help chip under the board (on the table while the viewer flicks)."""
    beat_left = Countdown(paced=True)
    """Seconds left of the beat being shown (runs on the window's clock)."""

    def __init__(self, ctx, match, setup) -> None:
        super().__init__(ctx, match, setup)
        self.board = default_board()
        self.colours = art.palette()
        self.show: FlickShow | None = None
        self.beats: list[Beat] = []
        self.beat: Beat | None = None
        self.next_round_beats: list[Beat] = []
        """What opens the next round (its banner line, the pepper mill passing), held
        back until the finished round's summary is dismissed."""
        self.beat_left = 0.0
        self.beat_total = 0.0
        """The beat's whole time (paced seconds): its length, held longer for a result
        (:func:`~game.safranito.table.beats.beat_seconds`)."""
        self.selected: int | None = None
        self.aim_control = AimControl(self.board, self.game.max_angle, self.aim_geometry,
                                      dead_zone_share())
        self.aim_help = AimHelp(self.board)
        self.chosen: set[tuple[str, int]] = set()
        self.undo_said = ""
        """Undo's words while they are the toast (placed by :mod:`.undo_toast`)."""
        self.bowl_label = pygame.Rect(0, 0, 0, 0)
        """Where the frame last drew a bowl's label ("Sells at ₹40 a card"), empty while
        none is up: the caption and the market's toasts keep off it. Kept here, typed,
        for the placement layers typed against this base (no reach into the painter)."""

    # -- the slingshot's geometry ------------------------------------------------------
    def my_side(self) -> Side:
        return self.board.side(self.board.seat_side(self.state.num_players, self.viewer))

    def full_pull(self) -> float:
        """A full pull in board mm (:func:`full_pull_px` at this board's scale)."""
        return full_pull_px(self.ctx.theme) / self.view_geom.scale

    def aim_geometry(self) -> tuple[BoardView, Side, float, tuple[int, int]]:
        return self.view_geom, self.my_side(), self.full_pull(), self.size

    @property
    def position(self) -> float:
        """Where along the viewer's edge their token sits (0 left end, 1 right end)."""
        return self.aim_control.position

    @property
    def aim_level(self) -> str:
        """The aim help in play: the player's setting (``line`` by default)."""
        return level_of(self.ctx.settings)

    # -- the round on screen -----------------------------------------------------------
    pending: list[RoundLedger]
    """Summaries of rounds that ended, still to show (set by the scene)."""
    finished_round: SafranitoState | None = None
    """The view of a round that just ended, kept on screen until its summary is dismissed:
    nothing of the next round shows under (or before) the summary."""

    def view(self) -> SafranitoState:
        if self.finished_round is not None:
            if self.pending or any(isinstance(s, RoundSummaryScene) for s in self.ctx.scenes):
                return self.finished_round
            self.finished_round = None
        view = self.game.observe(self.match.state, self.viewer)
        if self.watching and self.all_open:  # "All hands open": the tokens' values too
            return tokens_open(view, self.match.state)
        return view

    def still_showing(self) -> bool:
        """A round's summary is still to show: the guided game's coach speaks of the
        move that ended the round once it is dismissed. It spoke at once, and the
        summary opened over "Ada takes the pepper mill: ... first next round", both
        waiting for the player (newcomer pass 9, finding 13c)."""
        return bool(self.pending) or bool(self.next_round_beats)

    # -- whose move, and what is legal ----------------------------------------------
    @property
    def playing_out(self) -> bool:
        """A flick or the beats of what it caused are still on screen."""
        return self.show is not None or self.beat is not None or bool(self.beats)

    @property
    def busy(self) -> bool:
        return super().busy or self.playing_out or bool(self.next_round_beats)

    def flicking(self, view: SafranitoState) -> bool:
        return self.is_my_turn() and view.phase in (Phase.FLICK, Phase.EXTRA_FLICK)

    def prompt_shown(self) -> Hashable | None:
        """The market's question on the player's turn is the prompt a click waits to
        have seen (:mod:`game.ui.prompt_clock`): not a flick, pressed at once."""
        shown = self.decision_shown()
        return None if shown is None or self.flicking(self.view()) else shown

    def chosen_prepare(self, view: SafranitoState) -> Prepare:
        face = [d for kind, d in self.chosen if kind == "face_up"]
        reserved = tuple(sorted(d for kind, d in self.chosen if kind == "reserved"))
        return Prepare(face[0] if face else -1, reserved)

    def offer(self, view: SafranitoState) -> Offer:
        """What the viewer may pick now (nothing if it is not their turn): the rules'
        :meth:`~game.safranito.rules.SafranitoRules.offer`, with the dishes chosen so far.
        Every highlight and every click check reads this."""
        if view.to_move != view.viewer or view.phase is Phase.OVER:
            return Offer()
        offer = self.game.offer(view, self.chosen_prepare(view))
        lit = self.lights
        return replace(offer, tokens=tuple(v for v in offer.tokens if lit(Flick(v, 0.5, 0, 0))),
                       keep=tuple(s for s in offer.keep if lit(KeepCard(s))),
                       bowls=tuple(b for b in offer.bowls if lit(ChooseBowl(b))),
                       sell=tuple(n for n in offer.sell if lit(Sell(n))),
                       buy=tuple(a for a in offer.buy if lit(Buy(a))))

    def lit_dishes(self, view: SafranitoState) -> set[tuple[str, int]]:
        """Dishes that some legal preparation (with the ones already chosen) includes."""
        offer = self.offer(view)
        return {*(("face_up", d) for d in offer.face_up),
                *(("reserved", d) for d in offer.reserved)}

    def lit_bowls(self, view: SafranitoState) -> tuple[str, ...]:
        """The bowls the viewer may open (head chef choosing the next bowl)."""
        return self.offer(view).bowls

    def token_to_flick(self, view: SafranitoState) -> int | None:
        """The tray's choice, or the smallest token on offer if that one is spent."""
        offered = self.offer(view).tokens
        if self.selected in offered:
            return self.selected
        return offered[0] if offered else None

    def answer(self, action: Action) -> None:
        self.ctx.sound.play("click")
        self.chosen.clear()
        self.submit(action)

    def speaks_to(self, seat: int) -> bool:
        """The table may say "you" to ``seat``: a human plays it from this screen. With
        bots in every seat or in a replay "you" meant nobody (newcomer 7, finding 10:
        "easy 1 (you)"); Chef de rang's rule (its play-test, finding 1)."""
        return seat == self.viewer and not self.watching and self.match.seats[seat].is_human

    def reserved_title(self) -> str:
        """Over the viewer's reserved dishes: theirs, or whose when nobody is spoken to."""
        if self.speaks_to(self.viewer):
            return self.ctx.text("safranito.your_reserved")
        return self.ctx.text("safranito.seat_reserved", name=self.seat_name(self.viewer))

    def reject(self, reason: str) -> None:
        self.show_toast(self.ctx.text(f"safranito.reasons.{reason}"))
        self.ctx.sound.play("error")

    def inform(self, reason: str) -> None:
        """A click that asked for nothing on offer, told calmly why (the table's colours,
        no error sound): it tried no move, so it is information, not a refused action."""
        self.show_toast(self.ctx.text(f"safranito.reasons.{reason}"), refusal=False)

    # -- moves played for the player --------------------------------------------------
    def nothing_to_hide(self) -> bool:
        """The seat to move answers "Sell none" or "No dish" holding no spice card at
        all: a count every seat sees, so their lack of choice is public."""
        state = self.match.state
        return state.phase in (Phase.SELL, Phase.DISHES) and state.to_move >= 0 \
            and not state.hands[state.to_move]

    def forced_delay(self) -> float:
        """No pause before "Sell none" or "No dish" when the player holds no spice card
        at all: every seat's card count is public, so the pause hides nothing, and the
        question showed at every bowl as if it waited for a click (newcomer 9, finding
        10). With cards in hand, the bot's pause keeps hiding which spices they are."""
        return 0.0 if self.nothing_to_hide() else super().forced_delay()

    def answers_at_once(self) -> bool:
        """A forced answer with no pause is due now (see :meth:`forced_delay`)."""
        return (self.human_to_act() and not self.busy and self.ctx.scenes.top is self
                and self.auto_plays_forced() and self.nothing_to_hide()
                and self.match.forced_action() is not None)

    def forced_caption(self, action: Action, before: State) -> str:
        """The rules ask everyone to sell and to cook, so that being asked leaks nothing;
        when "no" is the only answer, :class:`MatchScene` gives it (after a bot's pause)
        and this says why, of the table as it was (``before`` the move: a sale closes
        the bowl)."""
        text = self.ctx.text
        if isinstance(action, Sell):
            bowl = self.game.observe(before, self.viewer).bowl
            return text("safranito.auto.no_sell", spice=text(f"safranito.spices.{bowl}"))
        if action == NO_DISH:
            return text("safranito.auto.no_dish")
        return super().forced_caption(action, before)

    def end_stale_toast(self) -> None:
        """Besides the shared rule: a move played for the player ("You have no Chili to
        sell") ends as soon as they are asked whether to buy at that bowl. Over "Buy a
        Chili card?" it read as the answer to that question (newcomer 9, finding 9:
        "Pas de carte Piment à vendre" stayed up, its 1.5 s glimpse, into the buy
        question that came after one bot's pause)."""
        super().end_stale_toast()
        if self.toast_turn is not None and self.toast_time > 0 and self.is_my_turn() \
                and len(self.match.log.actions) >= self.toast_turn \
                and self.view().phase is Phase.BUY:
            self.toast_time, self.toast_turn = 0.0, None

    # -- what lies still ---------------------------------------------------------------
    def unit(self) -> float:
        return self.ctx.theme.pace.animation_s

    def resting_tokens(self, view: SafranitoState) -> tuple[tuple, frozenset[int]]:
        """Tokens drawn into the still board: all that lie there but those turning over."""
        tokens = self.beat.board if self.beat is not None else view.board
        flipping, _turn = self.flipping()
        resting = tuple(t for t in tokens if t.id not in flipping)
        return resting, frozenset(t.id for t in resting if t.value)

    def turning_tokens(self) -> tuple[BoardToken, ...]:
        """Tokens turning face up at a reveal beat, drawn over the still board (not in
        it): a name moved off the tokens lying still must keep off these too."""
        flipping, _turn = self.flipping()
        if not flipping or self.beat is None:
            return ()
        return tuple(t for t in self.beat.board if t.id in flipping)

    def flipping(self) -> tuple[set[int], float]:
        """Tokens turning face up at a reveal beat (the others' tokens on the spotlit
        region), and how far the turn has got (0..1); empty once turned."""
        beat = self.beat
        if beat is None or beat.event.kind not in ("space", "bowl"):
            return set(), 1.0
        length = beat.length * self.unit()
        turn = (self.beat_total - self.beat_left) / max(1e-6, length * FLIP_SHARE)
        if turn >= 1.0:
            return set(), 1.0
        return ({t.id for t in beat.board if t.region == beat.focus and t.value
                 and t.owner != self.viewer}, max(0.0, turn))

    # -- words -------------------------------------------------------------------------
    def must_see(self) -> list[pygame.Rect]:
        """What no floating overlay covers where it has another spot
        (:func:`game.ui.overlay_place.must_see`): the players' panels, on the
        player's turn the counter (its prompt, "Buy one Cinnamon?", the tray and its
        help line, the answer buttons), else the counter's heading, and the log's
        heading (the Hint box hid the prompt and the tray help, a toast the log's
        heading: newcomer findings 3d, 3e, 11b)."""
        px = self.ctx.theme.px
        found = list(self.player_rects.values())
        # The round and the head chef, over the left column (the box lay over them).
        found.append(pygame.Rect(0, 0, self.market_rect.right, self.market_rect.top))
        counter = self.counter_rect
        if self.is_my_turn() and not self.watching:
            found.append(counter)
        else:
            found.append(pygame.Rect(counter.left, counter.top, counter.width, px(38)))
        if self.log_rect is not None:
            log = self.log_rect
            found.append(pygame.Rect(log.left, log.top, log.width, px(38)))
        return found

    def hint_must_clear(self) -> list[tuple[pygame.Rect, float]]:
        """What the Hint box keeps clear of besides what every overlay leaves in view:
        while the player flicks, where the pull goes and the aim readout under the
        rail (a box there would sit under the hand that aims the hinted flick); at the
        player's market decisions (a bowl, buy, sell, a dish), the market and dishes
        panels, what that decision is read from: the box lay over the market and the
        "Dishes" heading (newcomer pass 10, finding 2). While flicking the box may lie
        over the market, beside the bowls."""
        if not self.flicking(self.view()):
            if not self.is_my_turn() or self.watching:
                return []
            return [(self.market_rect, MUST_SEE), (self.dish_rect, MUST_SEE)]
        return [(rect, 100.0) for rect in self.toast_keep_clear()]

    def hint_rather_clear(self) -> list[tuple[pygame.Rect, float]]:
        """While the player flicks, the bowls and the others' rails, kept clear where a
        spot hides none of them with the box's title on one line (:mod:`game.ui.hints`);
        where none does, kept clear like the tools (:data:`~game.ui.hint_place.DECIDE`),
        the box lying over a panel or wrapping its title rather: at 800x500 with four
        players the French box lay over the Curry bowl (newcomer pass 11, finding 6).
        The market panel too (the bids there set its prices), weighed below the bowls
        (:data:`MARKET`): the box first takes a spot clear of both, shortened if it
        must be, and where none is, hides the market rather than a bowl. Unweighed,
        the four-player box lay over the market at 1600x640 (newcomer playtest,
        Safranito finding 3); weighed like the bowls, over a bowl at larger sizes.
        The dishes panel too (the flick is played for the spices those dishes take),
        weighed below the market (:data:`DISHES`): the box lay over the panel with the
        log's column free at 1920x1080 and 800x500 (newcomer playtest, finding 1)."""
        if not self.flicking(self.view()):
            return []
        return [*((rect, DECIDE) for rect in board_read(self)), (self.market_rect, MARKET),
                (self.dish_rect, DISHES)]

    def log_head(self) -> list[pygame.Rect]:
        """The log's heading and its newest lines ("Flick cancelled" lay over "Lately at
        the table": newcomer pass, finding 11); older lines may be covered a moment."""
        if self.log_rect is None:
            return []
        return [pygame.Rect(self.log_rect.left, self.log_rect.top, self.log_rect.width,
                            min(self.log_rect.height, self.ctx.theme.px(100)))]

    def side_labels(self) -> list[pygame.Rect]:
        """The seats' names on their rails, with a margin: a toast hid "Ada" on hers."""
        px = self.ctx.theme.px
        return [rect.inflate(px(8), px(4)) for rect in self.painter.side_labels]

    def painted_words(self) -> list[pygame.Rect]:
        """The board's words (its bowls' and spaces' names, the seats' on their rails):
        painted once onto the board's layer, so a frame's text record has them only on
        the frame that paints it. The coach's arrow keeps off them (it ran over
        "Garlic" to a token in that bowl: newcomer pass 9, finding 13b)."""
        return [*self.painter.region_labels.values(), *self.painter.side_labels]

    def banner_rect(self) -> pygame.Rect:
        """The status banner at the top centre, moved left and narrowed where the tool
        buttons need the room to stand on one line: at 800x500 and 1280x800 Hint went
        to a second row under Undo and History (newcomer pass 11, finding 6). It keeps
        right of the round and the head chef in the corner."""
        theme = self.ctx.theme
        px = theme.px
        rect = pygame.Rect(0, 0, px(520), px(40))
        rect.midtop = (self.size[0] // 2, px(10))
        if not self.tools.shown:
            return rect
        room = self.tools.one_row_left() - px(8)
        if rect.right > room:
            view = self.match.state
            corner = max(theme.font("body", "bold").size(self.ctx.text(
                "safranito.round", n=view.round, total=view.round_limit))[0],
                theme.font("small").size(self.ctx.text(
                    "safranito.head_chef", name=self.seat_name(view.head_chef)))[0])
            left = px(26) + corner + px(12)
            rect.width = max(px(160), min(rect.width, room - left))
            rect.right = room
        return rect

    def banner_text(self, view: SafranitoState) -> str:
        text = self.ctx.text
        if (self.busy or self.finished_round is not None) and not self.match.over:
            return text("safranito.counter.watch")
        if self.is_my_turn():
            return text(f"safranito.status.{view.phase.value}", name=self.seat_name(self.viewer),
                        spice=text(f"safranito.spices.{view.bowl}") if view.bowl else "")
        return self.status_line()

    def caption(self) -> str:
        if self.show is not None:
            return self.ctx.text("safranito.beats.flick", name=self.seat_name(self.show.seat))
        if self.beat is None:
            return ""
        return self.beat_caption(self.beat)

    def status_line(self) -> str:
        """A replay at a round's end (``SafranitoRules.round_end``: nobody to move)
        says the round is over, not whose turn it is."""
        state = self.match.state
        if state.to_move < 0 and state.phase is not Phase.OVER:
            return self.ctx.text("round.title", n=state.round)
        return super().status_line()

    def draw_aim(self, surface: pygame.Surface, view: SafranitoState) -> None:
        """The viewer's slingshot (the scene draws it)."""
