"""The Scharfe Schoten table: trump strip top left, spice rack top right, the other
seats around the top, the trick in the middle, the viewer's contracts, stock and hand
at the bottom.

Everything is drawn from ``observe(state, viewer)``: colours of every hand, the rack
and every stock are public (the backs are coloured), values only of the viewer's hand
and of played cards. Clicks become ``ChooseContracts``, ``PlayCard`` and
``TakeFromRack``; whether a click is allowed, and why not, is asked of the rules
(``playable``, ``why_illegal``, ``contract_reason``, ``rack_reason``): the scene only
shows the answer. A move with no alternative (the last rack column, a single card that
follows suit) is played by the shared forced-move setting of ``MatchScene``.

The table is built in layers: :mod:`.base` (cached view, geometry, highlights),
:mod:`.panels` (the blocks around the table), :mod:`.centre` (trick, choices, hand);
this module adds input, reactions to moves and the score tables. Geometry lives in
:mod:`.layout`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial

import pygame

from game.engine.numbers import signed, total
from game.engine.protocol import Action, State
from game.engine.runner import Match
from game.scharfe_schoten.reasons import missed_sentence
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
    trick_winner,
    why_illegal,
)
from game.scharfe_schoten.scoring import missed_contracts
from game.scharfe_schoten.table.centre import TableCentre
from game.scharfe_schoten.table.history import card_name
from game.scharfe_schoten.table.layout import RACK_CARD_W, trick_rects
from game.ui.focus import Target
from game.ui.scene import Scene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.score_table import ScoreRow
from game.ui.theme import trick_hold


class TableScene(TableCentre):
    screenshot_steps = 80

    @staticmethod
    def screenshot_until(match: Match) -> bool:
        """Early in round 2: a card led, a full hand and the human seat to play."""
        state = match.state
        return (state.table.round_index >= 1 and state.table.phase is Phase.PLAY
                and len(state.table.trick) >= 1 and state.table.turn == 0
                and sum(map(len, state.hands[0])) >= 7)

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
        if view.table.phase is Phase.CONTRACTS and self.click_contracts(view, event.pos):
            return
        if view.table.phase is Phase.RACK_CHOICE and self.click_rack(view, event.pos):
            return
        for card, rect in reversed(self.hand_rects(view)):
            if rect.collidepoint(event.pos):
                reason = why_illegal(view, card)
                if reason is None:
                    self.launch = rect.center
                    self.submit(PlayCard(card))
                elif reason == "must_follow_suit":
                    led = led_colour(view)
                    assert led is not None  # following needs a led card
                    self.reject(reason, colour=self.colour_name(led))
                elif reason == "not_playing":
                    self.reject(f"not_playing_{view.table.phase.value}")
                else:
                    self.reject(reason)
                return

    def keyboard_targets(self) -> list[Target]:
        """For keyboard play, what the table highlights (:meth:`offered`): the contract
        tiles that can still be part of a legal pair and Confirm once both are picked,
        the rack columns that may be taken, or the raised cards."""
        view = self.view()
        offered = self.offered(view)
        if not offered:
            return []
        phase = view.table.phase
        if phase is Phase.CONTRACTS:
            return self.contract_targets(view, offered)
        if phase is Phase.RACK_CHOICE:
            takeable = {a.colour for a in offered if isinstance(a, TakeFromRack)}
            return [(rect, partial(self.take_by_key, colour, rect))
                    for colour, rect in zip(view.table.deck.colours, self.rack_choice_rects(),
                                            strict=True) if colour in takeable]
        playable = {a.card for a in offered if isinstance(a, PlayCard)}
        return [(rect, partial(self.play_by_key, card, rect))
                for card, rect in self.hand_rects(view) if card in playable]

    def contract_targets(self, view: SchotenView, offered: Sequence[Action]) -> list[Target]:
        pairs = [a for a in offered if isinstance(a, ChooseContracts)]
        colours = view.table.deck.colours
        most_rects, least_rects, confirm = self.contract_rects()
        targets: list[Target] = []
        for colour, rect in zip(colours, most_rects, strict=True):
            if any(p.most == colour for p in pairs):
                targets.append((rect, partial(self.contract_by_key, view, rect.center)))
        for colour, rect in zip(colours, least_rects, strict=True):
            if any(p.least == colour and p.most in (self.pick_most, None) for p in pairs):
                targets.append((rect, partial(self.contract_by_key, view, rect.center)))
        if self.pick_most is not None and self.pick_least is not None:
            targets.append((confirm, partial(self.contract_by_key, view, confirm.center)))
        return targets

    def contract_by_key(self, view: SchotenView, pos: tuple[int, int]) -> None:
        """Enter on a contract tile picks it, and the focus goes on to what is still to
        choose: the "least" row, then Confirm (a newcomer pressed Enter again and again
        on the framed "most" tile, and nothing said that Tab moves on)."""
        self.click_contracts(view, pos)
        index = self.contract_focus(view)
        if index is not None:
            self.focus.index = index

    def contract_focus(self, view: SchotenView) -> int | None:
        """Where the focus goes once a contract tile is picked: the "least" row, then
        Confirm; ``None`` once the dialog has closed."""
        if not self.is_my_turn() or view.table.phase is not Phase.CONTRACTS:
            return None
        most_rects, least_rects, confirm = self.contract_rects()
        rects = [rect for rect, _action in self.keyboard_targets()]
        if self.pick_most is not None and self.pick_least is not None:
            wanted = [confirm]
        elif self.pick_most is not None:
            wanted = least_rects
        else:
            wanted = most_rects
        following = [index for index, rect in enumerate(rects) if rect in wanted]
        return following[0] if following else None

    def focus_after_click(self, pos: tuple[int, int]) -> None:
        """A click that completes the contract pair puts the focus on Confirm, and the
        next Enter confirms what was clicked (newcomer pass 9, finding 5: Enter after
        clicking black Least brought the frame back on red Least and then chose it)."""
        view = self.view()
        if (self.is_my_turn() and view.table.phase is Phase.CONTRACTS
                and self.pick_most is not None and self.pick_least is not None):
            self.focus.follow_click(self.contract_focus(view), arm=True)
        else:
            super().focus_after_click(pos)

    def play_by_key(self, card: int, rect: pygame.Rect) -> None:
        self.launch = rect.center
        self.submit(PlayCard(card))

    def take_by_key(self, colour: str, rect: pygame.Rect) -> None:
        self.launch = rect.center
        self.submit(TakeFromRack(colour))

    def click_contracts(self, view: SchotenView, pos: tuple[int, int]) -> bool:
        colours = view.table.deck.colours
        most_rects, least_rects, confirm = self.contract_rects()
        for colour, rect in zip(colours, most_rects, strict=True):
            if rect.collidepoint(pos):
                if self.refuse_unlit_tile(view, "most", colour):
                    return True
                self.pick_most = colour
                if self.pick_least == colour:
                    self.pick_least = None
                self.ctx.sound.play("click")
                return True
        for colour, rect in zip(colours, least_rects, strict=True):
            if rect.collidepoint(pos):
                if self.refuse_unlit_tile(view, "least", colour):
                    return True
                reason = self.game.contract_reason(
                    view, self.pick_most or colour_other(colours, colour), colour)
                if reason is None:
                    self.pick_least = colour
                    self.ctx.sound.play("click")
                else:
                    self.reject(reason)
                return True
        if confirm.collidepoint(pos):
            reason = self.game.contract_reason(view, self.pick_most, self.pick_least)
            if reason is not None:
                self.reject(reason)
            elif self.pick_most is not None and self.pick_least is not None:
                self.submit(ChooseContracts(self.pick_most, self.pick_least))
            return True
        return False

    def refuse_unlit_tile(self, view: SchotenView, row: str, colour: str) -> bool:
        """A contract tile the table does not light, though the rules allow a pair with
        it (the guided game's coach asks for another pair), is refused at the click,
        with the coach's words, and nothing is picked: ``submit`` of such a pair says
        them. Clicking red Least at "most green; least black" picked it, two Least
        tiles wore yellow frames and only Confirm said what the coach wanted
        (newcomer pass 10, finding 1). True if refused."""

        def part_of(pair: ChooseContracts) -> bool:  # with the "most" picked, if any
            if row == "most":
                return pair.most == colour
            return pair.least == colour and self.pick_most in (None, pair.most)
        pairs = [a for a in self.offered(view) if isinstance(a, ChooseContracts)]
        if not pairs or any(part_of(p) for p in pairs):
            return False
        unlit = next((a for a in self.game.playable(view)
                      if isinstance(a, ChooseContracts) and part_of(a)), None)
        if unlit is None:
            return False  # no pair has it at all: the rules' reason, below
        self.submit(unlit)
        return True

    def click_rack(self, view: SchotenView, pos: tuple[int, int]) -> bool:
        """A click on a column of the rack choice, or of the rack itself (top right)."""
        px = self.ctx.theme.px
        columns = [*zip(view.table.deck.colours, self.rack_choice_rects(), strict=True),
                   *zip(view.table.deck.colours, self.rack_panel_columns(), strict=True)]
        for index, (colour, rect) in enumerate(columns):
            step = px(4) if index < len(view.table.deck.colours) else px(3)
            if self.stack_area(rect, step).collidepoint(pos):
                reason = self.game.rack_reason(view, colour)
                if reason is None:
                    self.launch = rect.center
                    self.submit(TakeFromRack(colour))
                else:
                    self.reject(reason)
                return True
        return False

    def forced_caption(self, action: Action, before: State) -> str:
        """The last rack column says which colour was taken; other forced moves use the
        table's general sentence."""
        if isinstance(action, TakeFromRack):
            return self.ctx.text("scharfe_schoten.only_column",
                                 colour=self.colour_name(action.colour))
        return super().forced_caption(action, before)

    def rect_of(self, action: Action) -> pygame.Rect | None:
        """What the Hint rings: the card, the two contract tiles, or the rack column
        (the same rects clicks are read from)."""
        view = self.view()
        colours = view.table.deck.colours
        if isinstance(action, PlayCard):
            return dict(self.hand_rects(view)).get(action.card)
        if isinstance(action, ChooseContracts):
            most, least, _confirm = self.contract_rects()
            return most[colours.index(action.most)].union(least[colours.index(action.least)])
        if isinstance(action, TakeFromRack):
            return self.rack_choice_rects()[colours.index(action.colour)]
        return None

    def hint_rects(self, action: Action) -> list[pygame.Rect]:
        """What the Hint rings: for contracts the Most tile and the Least tile, each on
        its own (one frame around both framed a block of four tiles, which showed no
        pair, and crossed the "N in hand" labels between the rows)."""
        if isinstance(action, ChooseContracts):
            colours = self.view().table.deck.colours
            most, least, _confirm = self.contract_rects()
            return [most[colours.index(action.most)], least[colours.index(action.least)]]
        rect = self.rect_of(action)
        return [] if rect is None else [rect]

    def rects_of(self, action: Action) -> list[pygame.Rect]:
        """Contracts take three clicks: the "most" tile, the "least" tile, Confirm;
        the next one still to make (the coach frames that one only)."""
        if not isinstance(action, ChooseContracts):
            return super().rects_of(action)
        colours = self.view().table.deck.colours
        most, least, confirm = self.contract_rects()
        if self.pick_most != action.most:
            return [most[colours.index(action.most)]]
        if self.pick_least != action.least:
            return [least[colours.index(action.least)]]
        return [confirm]

    def hint_label(self, action: Action) -> str:
        text = self.ctx.text
        if isinstance(action, PlayCard):
            return card_name(text, self.view(), action.card)
        if isinstance(action, ChooseContracts):
            return text("scharfe_schoten.hint_contracts", most=self.colour_name(action.most),
                        least=self.colour_name(action.least))
        if isinstance(action, TakeFromRack):
            return text("scharfe_schoten.hint_rack", colour=self.colour_name(action.colour))
        return str(action)

    def reject(self, reason: str, **fields: str) -> None:
        self.show_toast(self.ctx.text(f"scharfe_schoten.reasons.{reason}", **fields))
        self.ctx.sound.play("error")

    # -- reacting to moves -------------------------------------------------------------
    def after_action(self, before: SchotenState, action: Action, seat: int) -> None:
        after = self.match.state
        round_over = len(after.table.history) > len(before.table.history)
        if round_over:
            self.freeze(before, action, after.table.history[-1])
        if after.table.phase is not before.table.phase \
                and after.table.phase in (Phase.RACK_CHOICE, Phase.CONTRACTS):
            self.focus.reset()  # a box the game opened: Enter takes nothing unseen
        if isinstance(action, ChooseContracts):
            self.ctx.sound.play("card_take", 0.6)
            self.pick_most = self.pick_least = None
            if before.table.phase is Phase.CONTRACTS and after.table.phase is Phase.PLAY:
                self.show_toast(self.ctx.text("scharfe_schoten.contracts_revealed"), 1.6,
                                refusal=False)
        elif isinstance(action, PlayCard):
            self.played(before, action.card, seat, round_over)
        elif isinstance(action, TakeFromRack):
            self.took(action.colour, seat)

    def freeze(self, before: SchotenState, action: Action, record: RoundResult) -> None:
        """Keep the finished round on screen: empty hands and rack, final stocks, and
        the round's last trick, which Last trick shows over the summary (it was greyed
        there, the rules having dealt the next round: newcomer playtest 13e, finding 2)."""
        view = self.game.observe(before, self.viewer)
        end = self.game.round_end(before, action)
        last = end.table if end is not None else view.table
        colours = len(view.table.deck.colours)
        empty: tuple[tuple[int, ...], ...] = tuple(() for _ in range(colours))
        self.frozen = replace(
            view, hand=empty, hand_counts=((0,) * colours,) * view.table.num_players,
            rack_counts=(0,) * colours,
            table=replace(view.table, trick=(), phase=Phase.PLAY, turn=-1,
                          last_trick=last.last_trick, last_winner=last.last_winner))
        self.final_counts = tuple(line.counts for line in record.lines)
        self.owe(lambda: self.announce_summary(record))

    def played(self, before: SchotenState, card: int, seat: int, round_over: bool) -> None:
        self.ctx.sound.play("card_play")
        if not before.table.trick:
            # A new trick's lead: the last trick's hold is over, so it leaves the
            # slots now. Kept until the next still frame, it stayed on screen while
            # the lead flew onto its first card, whenever a bot moved in the frame
            # the hold ended (a slow frame, a quick pace): cards off their slots,
            # newcomer pass D41, finding 11.
            self.completed = ()
        slots = trick_rects(self.lay, before.table.num_players, self.ctx.theme.px)
        slot = slots[len(before.table.trick)]
        if seat == self.viewer:  # from where it lay in the hand (also when played for them)
            start = self.launch or next(
                (rect.center for c, rect in self.hand_rects(self.game.observe(before, seat))
                 if c == card), slot.center)
        else:
            start = self.lay.seats[seat].fan.center
        self.launch = None
        image = self.ctx.assets.scaled(self.card_sprite(card), slot.width)
        self.fly(image, start, slot.center, key=("play", card))
        plays = (*before.table.trick, (seat, card))
        if len(plays) == before.table.num_players:
            self.collect(plays, trick_winner(plays, before.table.power))

    def collect(self, plays: tuple[Play, ...], winner: int) -> None:
        """Show the finished trick with its winner, then send its cards to their stock."""
        pace = self.ctx.theme.pace
        deck = self.game.deck
        self.completed, self.completed_winner = plays, winner
        wait = trick_hold(pace, self.ctx.settings.animation_speed)
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

    def replay_landed(self, before: State | None) -> None:
        """A replay at a round's end (``ScharfeSchoten.round_end``: nobody to move)
        shows the round's last trick and who took it, not an empty table."""
        super().replay_landed(before)
        self.completed, self.completed_winner = (), -1
        table = self.match.state.table
        if before is not None and table.turn < 0 and table.last_trick:
            self.completed, self.completed_winner = table.last_trick, table.last_winner

    def unfreeze(self) -> None:
        self.frozen = None
        self.final_counts = ()

    def announce_summary(self, record: RoundResult) -> Scene:
        self.completed = ()
        self.ctx.sound.play("round_over")
        return self.round_summary(record, self.unfreeze)

    def update(self, dt: float) -> None:
        key = (self.match.state.table.round_index, self.viewer)
        if key != self.pick_for:
            self.pick_for, self.pick_most, self.pick_least = key, None, None
        super().update(dt)
        if self.owed or self.ctx.scenes.top is not self:
            return
        if not self.busy:
            self.completed = ()

    # -- score tables ----------------------------------------------------------------
    def round_summary(self, record: RoundResult,
                      on_close: Callable[[], None] | None = None) -> Scene:
        text = self.ctx.text
        columns = ("most", "most_points", "least", "least_points", "bonus", "round", "total")
        headers = [text(f"scharfe_schoten.summary.{key}") for key in columns]
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
                signed(line.bonus), signed(line.total),
                f"{total(before[line.seat])} → {total(before[line.seat] + line.total)}")))
        title = text("round.title", n=record.round_index + 1)
        mine = self.match.seats[self.viewer].is_human  # "you": the human at the screen
        reason = missed_sentence(text, missed_contracts(
            self.game.deck, record.lines[self.viewer])) if mine else ""
        return RoundSummaryScene(self.ctx, title, headers, rows, on_close,
                                 weights=[1.35, 1.2, 0.55, 1.2, 0.55, 0.7, 0.75, 1.0],
                                 note=text("scharfe_schoten.summary.note"), reason=reason,
                                 viewers=self.tools.handle_viewers,
                                 header_tips=[text(f"scharfe_schoten.summary.tips.{key}")
                                              for key in columns])

    def totals_before(self, record: RoundResult) -> list[int]:
        totals = [0] * len(record.lines)
        for past in self.match.state.table.history:
            if past.round_index >= record.round_index:
                break
            for line in past.lines:
                totals[line.seat] += line.total
        return totals

    def screenshot_round_summary(self) -> Scene | None:
        history = self.match.state.table.history
        return self.round_summary(history[-1]) if history else None

    def results(self) -> tuple[Sequence[str], Sequence[ScoreRow], Sequence[float] | None]:
        state = self.match.state
        text = self.ctx.text
        winners = set(self.game.winners(state))
        headers = [*(text("scharfe_schoten.summary.round_n", n=r.round_index + 1)
                     for r in state.table.history), text("scharfe_schoten.summary.total")]
        order = sorted(range(state.table.num_players), key=lambda s: -state.table.totals[s])
        rows = [ScoreRow(seat, self.seat_name(seat),
                         (*(signed(r.lines[seat].total) for r in state.table.history),
                          total(state.table.totals[seat])), highlight=seat in winners)
                for seat in order]
        return headers, rows, [1.4] + [1.0] * len(state.table.history) + [1.0]

    def results_key(self) -> tuple[Sequence[str], str]:
        text = self.ctx.text
        rounds = [text("scharfe_schoten.results.tips.round")] * len(
            self.match.state.table.history)
        return ([*rounds, text("scharfe_schoten.results.tips.total")],
                text("scharfe_schoten.results.key"))

def points(value: int) -> str:
    return signed(value)


def colour_other(colours: tuple[str, ...], colour: str) -> str:
    """Any colour but ``colour``: stands in for a "most" not picked yet, so a "least"
    click is only refused for a real reason."""
    return next(c for c in colours if c != colour)


__all__ = ["TableScene"]
