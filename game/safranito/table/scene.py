"""The Safranito table: the physics board in the middle, turned so the viewer's side is
at the bottom; the market, the dishes and the viewer's counter (token tray or the
question of the moment) on the left; one panel per player on the right.

Everything is drawn from ``observe(state, viewer)``. A flick is aimed with the mouse
like a slingshot (:mod:`game.safranito.table.aim_control`: place the token on your
edge, then press on it, pull back and let go; anything else cancels) with the aim help
the player chose (:mod:`game.safranito.table.aim_help`), and animated by stepping the same
:class:`physics.FlickWorld` the resolver ran, one frame per displayed frame, so it
ends where the rules put the tokens. What the action caused then plays beat by beat
from ``state.events`` (:mod:`game.safranito.table.beats`). The scene asks the rules what is
legal (``offer`` / ``is_legal``, the rules' own queries); it decides nothing,
and a forced answer is played by :class:`MatchScene`, not here.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import cast

import pygame

from game.engine.protocol import Action
from game.engine.runner import Match
from game.safranito.aim_record import forget_taken_back
from game.safranito.flick import REGIONS, Flick, token_taken_back
from game.safranito.physics_resolver import apply_result, physics_flick, placements
from game.safranito.reasons import move_words
from game.safranito.rules import (
    ChooseBowl,
    KeepCard,
    Phase,
    SafranitoState,
)
from game.safranito.table import scores
from game.safranito.table.aim_control import CANCELLED
from game.safranito.table.aim_draw import AimPicture, draw_aim, help_chip_rect
from game.safranito.table.aim_help import next_level
from game.safranito.table.base import pull_room_px
from game.safranito.table.beats import UNTOLD, Beat, beat_seconds, final_board, plan
from game.safranito.table.board_draw import BoardPainter
from game.safranito.table.board_view import BoardView
from game.safranito.table.captions import token_value
from game.safranito.table.clicks import table_click
from game.safranito.table.counter import Counter
from game.safranito.table.flick_press import aim_outcome, early_press
from game.safranito.table.flick_show import FlickShow
from game.safranito.table.frame import FramePainter
from game.safranito.table.hint_clear import decision_bowl_rects
from game.safranito.table.hint_view import HintView
from game.safranito.table.keys import frame_follows_choice, keyboard_start, keyboard_targets
from game.safranito.table.layout import TOP, board_side
from game.safranito.table.ledger import RoundLedger
from game.safranito.table.log_entry import LogEntry, beat_entry
from game.safranito.table.panels import market_slots, token_anchor
from game.safranito.table.side_columns import side_columns
from game.safranito.table.tips import table_tips
from game.safranito.table.toast_room import ToastRoom
from game.ui.focus import Target
from game.ui.hint_moves import HintMove
from game.ui.scene import Scene
from game.ui.settings_file import remember
from game.ui.theme import trick_hold
from game.ui.tooltip import draw_table_tips
from game.ui.widgets import Button
from physics import Flick as PhysicsFlick
from physics import FlickWorld, launch


class TableScene(ToastRoom):
    screenshot_steps = 45
    """Caps the demo match for screenshots and lands the bench in round 2's flicking."""

    @staticmethod
    def screenshot_until(match) -> bool:
        """Mid-round: flicking in the second round, several tokens resting, and the
        player in front of the screen (seat 0) to flick, so the slingshot shows."""
        state = match.state
        return state.round >= 2 and state.phase is Phase.FLICK and len(state.board) >= 5 \
            and state.to_move == 0

    def __init__(self, ctx, match, setup) -> None:
        super().__init__(ctx, match, setup)
        self.pending: list[RoundLedger] = []
        self.counter = Counter(self)
        self.frame = FramePainter(self, self.counter)
        self.help_chip = Button("", self.cycle_aim_help)
        self.hint_view = HintView(self)
        self.show_speed = 1.0
        """How fast a flick in flight is shown: 1 is real time (tests raise it)."""
        self._ledger: RoundLedger | None = None
        self._closed: list[RoundLedger] = []
        self._opened_at = len(match.log.actions)  # moves the ledger catches up on
        self.end_held = False
        """Whether the finished round's table has had its moment before the summary."""

    # -- the round ledger ------------------------------------------------------------
    @property
    def ledger(self) -> RoundLedger:
        """The current round's dealings so far (built on first use: see _catch_up)."""
        if self._ledger is None:
            self._ledger = self._catch_up()
        return self._ledger

    @property
    def closed(self) -> list[RoundLedger]:
        """The rounds closed so far, oldest first."""
        _ = self.ledger
        return self._closed

    def _catch_up(self) -> RoundLedger:
        """The dealings of the moves made before this table opened (resumed matches,
        takebacks and screenshots start mid-round; :meth:`after_action` adds the rest),
        from the session's states, replayed once through the rules only if this table
        did not see the moves: a takeback hands over the states it has, so its flicks are
        not simulated again after the rebuild (issue 19). Built on first use: the
        takeback hands them over just after ``__init__``."""
        self.ensure_history()
        states = self.move_states[:self._opened_at + 1]
        ledger = RoundLedger.empty(states[0].round, states[0].num_players)
        self._closed = []
        for state in states[1:]:
            self._closed.extend(ledger.add(state.events))
        return ledger

    # -- layout ----------------------------------------------------------------------
    def layout(self) -> None:
        width, height = self.size
        px = self.ctx.theme.px
        top = px(TOP)
        n = self.state.num_players
        self.laid_out_for = self.viewer
        side = self.board.seat_side(n, self.viewer)
        # Room below the player's token for a full pull inside the window.
        size = board_side(self.size, px, self.board, side, pull_room_px(self.ctx.theme))
        left = (width - size) // 2
        self.view_geom = BoardView.for_side(self.board, left, top, size, side)
        self.painter = BoardPainter(self.ctx, self.view_geom, self.board.seat_sides(n),
                                    [self.seat_name(s) for s in range(n)], self.viewer,
                                    self.colours, self.speaks_to)
        gauge = px(30)  # the strength gauge stands between the left column and the board
        tools = getattr(self, "tools", None)  # (set after the first layout)
        right_top = max(top, tools.bottom() + px(10)) if tools is not None else top
        columns = side_columns(px, height, pygame.Rect(left, top, size, size), gauge,
                               [(self.viewer + k) % n for k in range(n)], right_top)
        self.market_rect, self.dish_rect = columns.market, columns.dishes
        self.counter_rect, self.player_rects = columns.counter, columns.players
        self.log_rect = columns.log
        rail = [self.view_geom.to_screen(*(pose.x, pose.y)) for pose in
                (launch(self.board, PhysicsFlick(0, side, at, 0.0, 0.0))
                 for at in (0.0, 1.0))]
        self.help_chip.rect = help_chip_rect(self.ctx, self.painter,
                                             pygame.Rect(left, top, size, size), rail)
        self.frame.still(self.view())  # drawn now, not on the first frame

    def follow_viewer(self) -> None:
        """Turn the board when the seat in front of the screen changed (hot seat: the
        cover pops, and so re-lays the table, before it names the new viewer)."""
        if self.laid_out_for != self.viewer:
            self.aim_control.cancel()
            self.chosen.clear()
            self.layout()

    def handle(self, event: pygame.event.Event) -> None:
        self.follow_viewer()
        if self.aim_control.active:
            # A live aim takes every event first: Esc, the right button, the window
            # leaving cancel it (Esc opens the menu only when nothing is being aimed).
            aim_outcome(self, self.aim_control.handle(event))
            return
        early = early_press(self, event)
        super().handle(event)
        if early and not self.aim_control.active:
            self.inform("wait_showing")

    def takes_escape(self) -> bool:
        """Esc ends the aim in progress and nothing else (the guided game asks before
        it opens its menu: one press did both, newcomer pass finding 9)."""
        return self.aim_control.active

    def pause(self) -> None:
        """Covered by a menu or an overlay: an aim in progress is cancelled, never fired."""
        if self.aim_control.cancel():
            aim_outcome(self, CANCELLED)
        super().pause()

    def reopen(self, match: Match) -> TableScene:
        """A takeback's fresh table selects the token taken back, else keeps the tray's."""
        table = cast(TableScene, super().reopen(match))
        table.selected = token_taken_back(self.match.log.actions, match.log.actions, self.selected)
        return table

    def taken_back(self, keep: int) -> None:
        """An undone flick was never played: its aim sample goes (newcomer playtest 13e)."""
        notice = forget_taken_back(self.meta.match_id, keep)
        if notice:
            logging.getLogger("kitchen_table").warning("aim sample: %s", notice)

    def cycle_aim_help(self) -> None:
        """The table's chip: none → line → path, kept as the player's setting."""
        # setattr: the field joins Settings with the integration (game/ui/context.py).
        setattr(self.ctx.settings, "aim_help", next_level(self.aim_level))  # noqa: B010
        remember(self.ctx.settings_to_save())  # a player setting: it outlives this match
        self.ctx.sound.play("click", 0.5)

    # -- input -----------------------------------------------------------------------
    def handle_any(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.show is not None:
            self.show.world.run()  # a click fast-forwards a flick in flight

    def handle_table(self, event: pygame.event.Event) -> None:
        table_click(self, event)

    def hint_must_clear(self) -> list[tuple[pygame.Rect, float]]:
        """At a market decision, its bowl, tokens and banner too (:mod:`.hint_clear`)."""
        return decision_bowl_rects(self, super().hint_must_clear())

    def rects_of(self, action: Action) -> list[pygame.Rect]:
        """Where ``action`` is clicked: the token on the counter for a flick (the one
        the tray preselects), the card to keep, the bowl, or the counter's button."""
        view = self.view()
        if isinstance(action, Flick):
            return [r for v, r in self.counter.tray_rects(view) if v == action.value]
        if isinstance(action, KeepCard):
            return [r for s, r in self.counter.keep_rects(view) if s == action.spice][:1]
        if isinstance(action, ChooseBowl):
            rect = pygame.Rect(0, 0, self.ctx.theme.px(80), self.ctx.theme.px(80))
            rect.center = self.painter.region_centre(action.bowl)
            return [rect]
        return [button.rect for button in self.counter.buttons(view)
                if getattr(button.on_click, "args", None) == (action,)]

    def place_rect(self, region: str) -> pygame.Rect | None:
        """Where a review's moment rings a bowl or action space (a flick's landing or
        target); ``None`` off the board."""
        if region not in REGIONS:
            return None
        rect = pygame.Rect(0, 0, self.ctx.theme.px(80), self.ctx.theme.px(80))
        rect.center = self.painter.region_centre(region)
        return rect

    def rect_of(self, action: Action) -> pygame.Rect | None:
        """Where the Hint rings ``action``: the first place it is clicked."""
        rects = self.rects_of(action)
        return rects[0] if rects else None

    def hint_label(self, action: Action) -> str:
        return move_words(self.ctx.text, self.game, self.view(), action)

    def hint_value(self, action: Action, value: float) -> str | None:
        """The player's hit chance for a flick; ``None`` for a market choice, which the
        Hint words as the other games' moves: rupees given up against the best."""
        return self.hint_view.value(self.view(), action, value)

    def hint_note(self) -> str | None:
        """Whose hand a flick's chance is for (``None``: the rupees' note)."""
        return self.hint_view.note()

    def hint_keep_clear(self) -> list[pygame.Rect]:
        """Besides the tools: the aim help chip, read while aiming the hinted flick."""
        # Only while it is drawn: in the market it kept the box off the free felt under
        # the board and onto the market and dishes panels.
        chip = [self.help_chip.rect] if self.flicking(self.view()) else []
        return [*super().hint_keep_clear(), *chip]

    def hint_arrived(self, moves: Sequence[HintMove]) -> None:
        self.hint_view.take_up(moves)

    def hint_hand(self) -> tuple[float, float] | None:
        return self.hint_view.measured_hand() if self.flicking(self.view()) else None

    def painted_words(self) -> list[pygame.Rect]:
        """The board's painted names and, on the player's flick, the tray's tokens:
        their values are painted on the sprites, not drawn as text, and the coach's
        arrow ran over the "30" (newcomer playtest, finding 5)."""
        view = self.view()
        tray = [slot for _value, slot in self.counter.tray_rects(view)] \
            if self.flicking(view) else []
        return [*super().painted_words(), *tray]

    def keyboard_targets(self) -> list[Target]:
        """Keyboard play (the flick itself stays a mouse gesture): see table/keys.py."""
        return keyboard_targets(self)

    def keyboard_start(self, targets: list[Target]) -> int | None:
        return keyboard_start(self, targets)

    def handle_keyboard(self, event: pygame.event.Event) -> bool:
        handled = super().handle_keyboard(event)
        frame_follows_choice(self, event)  # the frame and the chosen token: one mark
        return handled

    # -- reacting to moves -----------------------------------------------------------
    def after_action(self, before: SafranitoState, action: Action, seat: int) -> None:
        after = self.match.state
        self.pending.extend(self.ledger.add(after.events))
        if self.pending and self.finished_round is None and not self.match.over:
            # A round ended: keep its end shown (its last dishes made, nothing of the
            # next round) until its summary is dismissed. The match's last round ends
            # on the final table itself: nothing follows it to hide.
            end = self.game.round_end(before, action)
            self.finished_round = self.game.observe(before if end is None else end,
                                                    self.viewer)
        self.aim_control.finish()
        self.chosen.clear()
        # The next prompt starts with no frame: one left from the bowl chosen by keys
        # stood on Pass in the Buy prompt after it (newcomer playtest 16a, finding 3).
        self.focus.reset()
        before_view = self.game.observe(before, self.viewer)
        if isinstance(action, Flick):
            self.ctx.sound.play("flick")
            new_id = before.next_token
            pflick = physics_flick(self.board, seat, before.num_players, action, new_id)
            world = FlickWorld(self.board, placements(before.board), pflick)
            known: dict[int | str, tuple[int, int]] = {t.id: (t.owner, t.value)
                                                       for t in before_view.board}
            known[new_id] = (seat, action.value if seat == self.viewer else 0)
            self.show = self.ctx.clock.add(self, FlickShow(world, before, seat, action, new_id,
                                                           known, self.show_speed))
            return
        after_view = self.game.observe(after, self.viewer)
        self.start_beats(plan(before_view.board, before_view.revealed, after_view.events,
                              after_view))

    def finish_flick(self) -> None:
        show = self.show
        assert show is not None
        self.show = None
        result = show.world.result()
        flicked = apply_result(show.before.board, show.seat, show.action, show.new_id, result)
        before_view = self.game.observe(show.before, self.viewer)
        own = {show.new_id: show.action.value} if show.seat == self.viewer else {}
        board = final_board(flicked, before_view, own)
        after_view = self.game.observe(self.match.state, self.viewer)
        for event in after_view.events:
            if event.kind in ("flick", "knocked"):
                self.tell(LogEntry(event, value=token_value(after_view, event.token)))
        self.start_beats(plan(board, before_view.revealed, after_view.events, after_view))

    def start_beats(self, beats: list[Beat]) -> None:
        self.beats = list(beats)
        self.next_beat()

    def next_beat(self) -> None:
        if self.pending and self.beats and self.beats[0].event.kind == "round":
            # The round is over: its summary comes before anything of the next one.
            self.next_round_beats, self.beats = self.beats, []
        self.beat = self.beats.pop(0) if self.beats else None
        if self.beat is None:
            return
        beat = self.beat
        self.beat_left = self.beat_total = beat_seconds(beat, self.ctx.theme.pace,
                                                        self.ctx.settings.animation_speed)
        if beat.event.kind not in UNTOLD:  # an "out": its flick's line said it
            self.tell(beat_entry(beat))
        event = beat.event
        if event.kind in ("bowl", "round") and self.toast_turn is not None:
            # A move played for the player ("You have no Chili to sell") spoke of the
            # decision the table showed: it ends when another bowl (or round) opens.
            self.toast_time = 0.0
        unit = self.unit()
        for token in beat.leaving:
            image = self.painter.flying_token(token.owner, token.value, bool(token.value),
                                              self.view_geom.screen_angle(token.angle))
            start = self.view_geom.to_screen(token.x, token.y)
            self.fly(image, start, token_anchor(self.player_rects[token.owner], self.ctx),
                     duration=unit * 1.2)
        sounds = {"sell": "coin", "buy": "coin", "space": "card_take", "bowl": "card_take",
                  "prepare": "trick_won", "keep": "card_take", "reserve": "card_take",
                  "out": "token_hit", "cannot_pay": "error"}
        if event.kind in sounds:
            self.ctx.sound.play(sounds[event.kind], 0.7)
        if event.kind in ("buy", "sell") and event.seat in self.player_rects:
            slot = dict(market_slots(self.market_rect, self.ctx)).get(event.spice)
            if slot is not None:  # bought: market to buyer; sold: seller to market
                card = self.ctx.assets.scaled(f"safranito/card_{event.spice}",
                                              self.ctx.theme.px(40))
                seat_at = self.player_rects[event.seat].center
                ends = (slot.center, seat_at) if event.kind == "buy" else (seat_at, slot.center)
                for k in range(max(1, event.count) if event.kind == "sell" else 1):
                    self.fly(card, *ends, delay=unit * 0.3 * k, duration=unit * 1.6)
        elif event.kind in ("prepare", "reserve") and event.seat in self.player_rects:
            sprite = "safranito/dish_back" if event.dish < 0 else \
                f"safranito/dish_{self.game.dishes[event.dish].key}"
            image = self.ctx.assets.scaled(sprite, self.ctx.theme.px(56))
            self.fly(image, self.dish_rect.center, self.player_rects[event.seat].center,
                     duration=unit * 1.8)
        elif event.kind == "head_chef" and event.seat in self.player_rects:
            mill = self.ctx.assets.scaled("safranito/pepper_mill", self.ctx.theme.px(28))
            start = self.painter.region_centre("head_chef") if event.region == "head_chef" \
                else self.player_rects[(event.seat - 1) % self.state.num_players].center
            self.fly(mill, start, self.player_rects[event.seat].midleft, duration=unit * 1.8)

    def update(self, dt: float) -> None:
        self.follow_viewer()
        if self.show is not None:  # stepped by the clock
            if self.show.done:
                self.finish_flick()
        elif self.beat is not None and self.beat_left <= 0:  # beats run on the clock
            self.next_beat()
        if self.pending and not self.playing_out and not self.animating:
            if not self.end_held:
                # The round's end stays on the table a moment before its summary covers
                # it (newcomer 9, finding 1: the last round's results came under a
                # second after the last click); a click cuts it short.
                self.end_held = True
                self.hold = trick_hold(self.ctx.theme.pace, self.ctx.settings.animation_speed)
                return
            self.end_held = False
            ledger = self.pending.pop(0)
            self.toast_time = 0.0  # of the round summed up: not left under the summary
            self.ctx.sound.play("round_over")
            self.ctx.scenes.push(self.round_summary(ledger))
            return
        if self.next_round_beats and not self.pending and self.ctx.scenes.top is self:
            self.start_beats(self.next_round_beats)  # the summary was dismissed
            self.next_round_beats = []
        super().update(dt)
        frame_follows_choice(self)
        if self.answers_at_once():  # before this frame shows the question it answers
            super().update(0.0)
        self.end_stale_toast()  # a move made this frame may have opened the buy question

    # -- score tables ----------------------------------------------------------------
    def round_summary(self, ledger: RoundLedger) -> Scene:
        return scores.round_summary(self.ctx, self.game, self.match.state, self.names(),
                                    ledger)

    def screenshot_round_summary(self) -> Scene | None:
        return self.round_summary(self.closed[-1] if self.closed else self.ledger)

    def results(self):
        return scores.results(self.ctx, self.game, self.match.state, self.names())

    def results_key(self) -> tuple[Sequence[str], str]:
        text = self.ctx.text
        return ([text(f"safranito.results.tips.{k}") for k in ("made", "dishes", "money")],
                text("safranito.results.key"))

    def seat_panel_rects(self) -> dict[int, pygame.Rect] | None:
        """Each player's panel (the replay's open hands go near them)."""
        return dict(self.player_rects)

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view()
        surface.blit(self.frame.still(view), (0, 0))
        self.frame.board_motion(surface, view)
        self.hint_view.draw(surface, view)
        self.counter.draw_controls(surface, view)
        self.draw_help_chip(surface, view)
        self.frame.caption(surface)
        self.draw_flights(surface)
        self.draw_tools(surface)
        self.draw_toast(surface)
        draw_table_tips(surface, self, table_tips(self, view))  # over all: under the pointer

    def draw_tools(self, surface: pygame.Surface) -> None:
        """The tools; the Hint box not while the hinted token is pulled: it lay over the
        Market panel through the aim (newcomer playtest, finding 1). Its ghost stays on
        the board to follow; the box is back once the pull ends."""
        if self.aim_control.pulling:
            self.tools.draw(surface)
            return
        super().draw_tools(surface)

    def draw_aim(self, surface: pygame.Surface, view: SafranitoState) -> None:
        value = self.token_to_flick(view)
        if value is None:
            return
        control, side, level = self.aim_control, self.my_side(), self.aim_level
        aim = control.aim()
        stop = path = None
        if control.pulling and aim.is_flick:
            if level == "line":
                stop = self.aim_help.stop(side.name, aim)
            elif level == "path":
                path = self.aim_help.path(side.name, aim, placements(view.board))
        pull = control.pull
        draw_aim(surface, self.ctx, self.painter, AimPicture(
            side, aim, value, self.viewer, control.pulling,
            pull.point if pull is not None else None, level, self.banner_rect(), stop,
            path))

    def draw_help_chip(self, surface: pygame.Surface, view: SafranitoState) -> None:
        """The aim help in play, on the table; a click cycles it (none, line, path). Not
        while pulling: it stood under the hand (the pull runs down past the board)."""
        if not self.flicking(view) or self.aim_control.pulling:
            return
        text = self.ctx.text
        self.help_chip.label = text("safranito.aim_help.chip",
                                    level=text(f"safranito.aim_help.{self.aim_level}"))
        self.help_chip.draw(surface, self.ctx.theme)


__all__ = ["TableScene"]
