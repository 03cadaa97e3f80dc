"""The Too Many Cooks table scene: clicks become ``ChooseMenu`` and ``PlayCard``
actions, moves become animations, rounds end in a score table.

Everything is drawn from ``observe(state, viewer)`` (:mod:`.panels`, :mod:`.layout`).
Whether a card or menu may be played, and why not, is asked of the rules
(``GameRules.playable``, ``why_illegal``, ``why_menu_illegal``) — the scene only shows
the answer. A human's only possible move is played by ``MatchScene`` itself; this
scene only words the caption.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import Any

import pygame

from game.engine.numbers import signed
from game.engine.protocol import Action
from game.engine.runner import Match
from game.engine.text import Text
from game.too_many_cooks.rules import (
    NO_SOUP,
    ChooseMenu,
    Phase,
    Play,
    PlayCard,
    RoundRecord,
    State,
    View,
)
from game.too_many_cooks.table.layout import card_sprite
from game.too_many_cooks.table.panels import TablePanels
from game.too_many_cooks.words import card_name
from game.ui.flight import Purpose
from game.ui.focus import Target
from game.ui.scene import Scene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.score_table import ScoreRow
from game.ui.theme import trick_hold


def early_end_line(text: Text, name: str, left: int, pot: int) -> str:
    """Why a round ended before the cards ran out, each count with its noun in the
    singular or plural ("1 card still in a hand", not "1 cards still in hands"); an
    empty pot is not mentioned ("the 0 in the pot" read as a number)."""
    left_words = text.plural("too_many_cooks.summary.cards_left", left)
    if not pot:
        return text("too_many_cooks.summary.ended_early_no_pot", name=name, left=left_words)
    return text("too_many_cooks.summary.ended_early", name=name, left=left_words,
                pot=text.plural("too_many_cooks.summary.pot_cards", pot))


class TableScene(TablePanels):
    screenshot_steps = None
    frozen: View | None = None
    """The finished round as it ended, shown until its last cards have gone."""
    frozen_final: View | None = None
    """The same round once its last trick is in the winner's pile: what the summary
    sums up (won cards, this round's points), shown until the summary is dismissed."""

    @staticmethod
    def screenshot_until(match: Match) -> bool:
        """Mid-round: the second round, a few cards in the pot."""
        table = match.state.table
        return table.round >= 2 and table.phase is Phase.PLAY and len(table.trick) >= 3

    def handle_table(self, event: pygame.event.Event) -> None:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        view = self.view()
        phase = view.table.phase
        if phase is Phase.MENU:
            for menu, rect in self.menu_rects(view):
                if rect.collidepoint(event.pos):
                    reason = self.game.why_menu_illegal(view, menu)
                    if reason is not None:
                        self.reject(reason)
                    else:
                        self.ctx.sound.play("card_play")
                        self.submit(ChooseMenu(menu))
                    return
        elif phase is Phase.PLAY:
            for card, rect in reversed(self.hand_rects(view)):
                if rect.collidepoint(event.pos):
                    reason = self.game.why_illegal(view, card)
                    if reason is not None:
                        self.reject(reason)
                    else:
                        self.submit(PlayCard(card))
                    return

    def keyboard_targets(self) -> list[Target]:
        """The menus or cards the table offers (see :meth:`choosable_menus`,
        :meth:`playable_cards`), for keyboard play."""
        view = self.view()
        if view.table.phase is Phase.MENU:
            menus = self.choosable_menus(view)
            return [(rect, partial(self.submit, ChooseMenu(menu)))
                    for menu, rect in self.menu_rects(view) if menu in menus]
        cards = self.playable_cards(view)
        return [(rect, partial(self.submit, PlayCard(card)))
                for card, rect in self.hand_rects(view) if card in cards]

    def forced_caption(self, action: Action, before: State) -> str:
        """Said when the table plays a human's only legal move (``MatchScene`` does it),
        naming the card: "played for you" alone left the player to find which card had
        gone (newcomer 16a, finding 13)."""
        if isinstance(action, ChooseMenu):
            return self.ctx.text("too_many_cooks.forced_menu", menu=self.menu_name(action.menu))
        card = action.card if isinstance(action, PlayCard) else None
        return self.ctx.text("too_many_cooks.forced_card",
                             card=card_name(self.ctx.text, self.view(), card)
                             if card is not None else "")

    def rect_of(self, action: Action) -> pygame.Rect | None:
        """The card or menu tile the Hint rings (the same rects clicks are read from)."""
        view = self.view()
        if isinstance(action, PlayCard):
            return dict(self.hand_rects(view)).get(action.card)
        if isinstance(action, ChooseMenu):
            return dict(self.menu_rects(view)).get(action.menu)
        return None

    def hint_label(self, action: Action) -> str:
        if isinstance(action, PlayCard):
            return self.ctx.text("too_many_cooks.hint_play",
                                 card=card_name(self.ctx.text, self.view(), action.card))
        if isinstance(action, ChooseMenu):
            return self.ctx.text("too_many_cooks.hint_menu", menu=self.menu_name(action.menu))
        return str(action)

    def reject(self, reason: str) -> None:
        self.show_toast(self.ctx.text(f"too_many_cooks.reasons.{reason}"))
        self.ctx.sound.play("error")

    def after_action(self, before_state: State, action: Action, seat: int) -> None:
        before, after = before_state.table, self.match.state.table
        if after.phase is Phase.MENU and before.phase is not Phase.MENU:
            self.focus.reset()  # the game opens the menu choice: Enter takes nothing unseen
        if isinstance(action, ChooseMenu):
            self.ctx.sound.play("card_play", 0.6)
            if after.phase is Phase.PLAY and before.phase is Phase.MENU:
                self.show_toast(self.ctx.text("too_many_cooks.menus_revealed"), 1.6,
                                refusal=False)
            return
        if not isinstance(action, PlayCard):
            return
        self.ctx.sound.play("card_play")
        if not before.trick:
            # A new pot's lead: the last pot's hold is over, so it leaves the table now
            # (kept to the next still frame, it lay under the lead flying in whenever a
            # bot moved in the frame the hold ended: newcomer pass D41, beside finding 11).
            self.completed = ()
        spot = self.spots[seat]
        start = spot.anchor
        if seat == self.viewer:
            for card, rect in self.hand_rects(self.game.observe(before_state, seat)):
                if card == action.card:
                    start = rect.center
        round_over = len(after.history) > len(before.history)
        trick_done = round_over or len(after.tricks) > len(before.tricks)
        plays = (*before.trick, Play(seat, action.card))
        slot = dict((p.card, r) for p, r in self.pot_rects(plays))[action.card]
        image = self.ctx.assets.scaled(card_sprite(self.view(), action.card), slot.width)
        self.fly(image, start, slot.center, key=action.card, purpose=Purpose.PLACE)
        if round_over:
            record = after.history[-1]
            won_trick = record.tricks[-1] if record.tricks and \
                record.tricks[-1].plays[-1].card == action.card else None
            if won_trick is not None:
                self.collect(won_trick.plays, won_trick.winner)
            else:  # the round ended with an unfinished pot: it is discarded
                self.discard(plays)
            self.freeze_round(before_state, seat, action.card, record)
            self.owe(lambda: self.round_summary(record))
        elif trick_done:
            trick = after.tricks[-1]
            self.collect(trick.plays, trick.winner)

    def freeze_round(self, before: State, seat: int, card: int, record: RoundRecord) -> None:
        """Keep the finished round on screen (its last card played, no next-round menu
        picker, the old round in the header) until its summary is dismissed: nothing
        of the new round shows, so no click can land on it. Once the last trick has
        reached its pile the panels show the piles the summary scores. The last card
        has left ``seat``'s hand: its panel counted it still (play-test, finding 4).
        Its won tricks are the round's record, the last one with them: taken from the
        table before the last card, Last trick showed the trick before it over the
        summary (newcomer playtest 13e, finding 1)."""
        view = self.game.observe(before, self.viewer)
        counts = tuple(n - (s == seat) for s, n in enumerate(view.hand_counts))
        self.frozen = replace(view, hand=tuple(c for c in view.hand if c != card),
                              hand_counts=counts,
                              table=replace(view.table, trick=(), pot_total=0, to_move=-1,
                                            tricks=record.tricks))
        won = {score.seat: score.won for score in record.seats}
        piles = tuple(won.get(seat, pile) for seat, pile in enumerate(view.table.won))
        self.frozen_final = replace(self.frozen, table=replace(self.frozen.table, won=piles))

    def still_showing(self) -> bool:
        """The round's last trick is still in the pot or on its way to its winner's
        pile: until it lands the panels show the piles without it (``frozen``), not
        the ones the round is scored on (``frozen_final``). The guided game's coach
        speaks of the round's end after that."""
        frozen, final = self.frozen, self.frozen_final
        if not self.owed or frozen is None or final is None or \
                frozen.table.won == final.table.won:
            return False
        return self.hold > 0 or any(not flight.done for flight in self.flights)

    def view(self) -> View:
        frozen = getattr(self, "frozen", None)
        if frozen is not None and (self.owed or self.summary_open):
            final = self.frozen_final
            return frozen if self.animating or final is None else final
        self.frozen = self.frozen_final = None
        return super().view()

    def status_line(self) -> str:
        """While the finished round is on screen, the banner says so (not who moves
        first in the round its summary has not opened yet)."""
        frozen = getattr(self, "frozen", None)
        if frozen is not None and (self.owed or self.summary_open):
            return self.ctx.text("round.title", n=frozen.table.round)
        table = self.match.state.table
        if table.to_move < 0 and table.phase is Phase.PLAY:  # a replay at a round's end
            return self.ctx.text("round.title", n=table.round)
        return super().status_line()

    @property
    def summary_open(self) -> bool:
        return any(isinstance(s, RoundSummaryScene) for s in self.ctx.scenes)

    def replay_landed(self, before: State | None) -> None:
        """A replay's step onto a trick-ending card shows the full pot (the winning card
        in it) and its total, held as the live table holds it, not an empty pot; at a
        round's end (``GameRules.round_end``: nobody to move) an unfinished pot too,
        said to be discarded."""
        super().replay_landed(before)
        self.completed = ()
        if before is None:
            return
        b, a = before.table, self.match.state.table
        plays: tuple[Play, ...] = ()
        if len(a.tricks) > len(b.tricks):
            plays = a.tricks[-1].plays
        elif a.to_move < 0 and a.trick:  # the round ended on this pot: it is discarded
            plays = a.trick
        if plays:
            pace = self.ctx.theme.pace
            self.completed = plays
            self.completed_total = self.game.pot_total([p.card for p in plays])
            self.hold = trick_hold(pace, self.ctx.settings.animation_speed)

    def collect(self, plays: tuple[Play, ...], winner: int) -> None:
        """Show the finished trick, then send its cards to the winner."""
        pace = self.ctx.theme.pace
        self.completed = plays
        self.completed_total = self.game.pot_total([p.card for p in plays])
        wait = trick_hold(pace, self.ctx.settings.animation_speed)
        self.hold = wait
        target = self.spots[winner].anchor
        for play, rect in self.pot_rects(plays):
            image = self.ctx.assets.scaled(card_sprite(self.view(), play.card), rect.width)
            self.fly(image, rect.center, target, delay=wait, duration=pace.animation_s * 1.2,
                     key=play.card, purpose=Purpose.CLEAR)
        self.ctx.sound.play("trick_won")

    def discard(self, plays: tuple[Play, ...]) -> None:
        """The round ended on an unfinished pot: show it, then clear it off the table
        (it scores for nobody)."""
        pace = self.ctx.theme.pace
        self.completed = plays
        self.completed_total = self.game.pot_total([p.card for p in plays])
        wait = trick_hold(pace, self.ctx.settings.animation_speed)
        self.hold = wait
        for play, rect in self.pot_rects(plays):
            image = self.ctx.assets.scaled(card_sprite(self.view(), play.card), rect.width)
            self.fly(image, rect.center, (rect.centerx, self.size[1] + rect.height),
                     delay=wait, duration=pace.animation_s * 1.2, key=play.card,
                     purpose=Purpose.CLEAR)

    def update(self, dt: float) -> None:
        self.settle_arrivals()  # a card in its slot has landed: dropped with the others
        super().update(dt)
        if not self.animating:
            self.completed = ()
        self.end_forced_note()

    def end_forced_note(self) -> None:
        """"Only one card may go in the pot: played for you." speaks of one pot: it ends
        when that pot has left the table (the trick's cards gone to its winner), not
        after its reading time, which ran on into the next trick (newcomer playtest,
        finding 4)."""
        turn = self.toast_turn
        if turn is None or self.toast_time <= 0:
            return
        actions = self.match.log.actions
        played = actions[turn - 1] if 0 < turn <= len(actions) else None
        if not isinstance(played, PlayCard) or \
                self.toast != self.forced_caption(played, self.match.state):
            return
        pot = self.completed or self.view().table.trick
        if played.card not in {p.card for p in pot}:
            self.toast_time, self.toast_turn = 0.0, None

    def round_summary(self, record: RoundRecord) -> Scene:
        self.ctx.sound.play("round_over")
        text = self.ctx.text
        columns = ("menu", "won", "plus", "minus", "bonus", "points", "stars")
        headers = [text(f"too_many_cooks.summary.{k}") for k in columns]
        rows = []
        for score in record.seats:
            rows.append(ScoreRow(score.seat, self.seat_name(score.seat), (
                self.menu_name(score.menu), str(len(score.won)), signed(len(score.plus)),
                signed(-len(score.minus)), signed(score.bonus),
                signed(score.points), f"{score.stars_before} → {score.stars_after}")))
        title = text("round.title", n=record.round)
        reason = ""
        if record.cards_left or record.discarded_pot:  # ended before the cards ran out
            # An empty pot is not mentioned ("the 0 in the pot" read as a number).
            reason = early_end_line(text, self.seat_name(record.ran_out), record.cards_left,
                                    len(record.discarded_pot))
        return RoundSummaryScene(self.ctx, title, headers, rows,
                                 weights=[1.35, 1.35, 0.8, 0.85, 0.95, 0.75, 0.8, 1.0],
                                 note=text("too_many_cooks.summary.note"), reason=reason,
                                 viewers=self.tools.handle_viewers,
                                 header_tips=[text(f"too_many_cooks.summary.tips.{k}")
                                              for k in columns])

    def screenshot_round_summary(self) -> Scene | None:
        history = self.match.state.table.history
        return self.round_summary(history[-1]) if history else None

    def results(self) -> tuple[Sequence[str], Sequence[Any], Sequence[float] | None]:
        """Start, each round's menu and points, the stars: with the key line under it
        (start 5, never below 0) a reader can add a row up (issue 19 re-check, finding
        7: 0, −3, −3, −17, +4 made "4")."""
        table = self.match.state.table
        text = self.ctx.text
        winners = set(self.game.winners(self.match.state))
        headers = [text("too_many_cooks.results.start"),
                   *(text("too_many_cooks.summary.round_n", n=r.round) for r in table.history),
                   text("too_many_cooks.summary.stars")]
        order = sorted(range(table.num_players), key=lambda s: -table.stars[s])
        rows = []
        for seat in order:
            scores = [r.seats[seat] for r in table.history]
            start = scores[0].stars_before if scores else table.stars[seat]
            cells = [text("too_many_cooks.result_cell", points=signed(score.points),
                          menu=text(f"too_many_cooks.short_menus.{score.menu}"))
                     for score in scores]
            tips = [self.result_tip(r.round, score) for r, score in
                    zip(table.history, scores, strict=True)]
            rows.append(ScoreRow(seat, self.seat_name(seat),
                                 (str(start), *cells, str(table.stars[seat])),
                                 highlight=seat in winners, tips=("", *tips)))
        weights = [1.4, 0.7] + [1.2] * len(table.history) + [0.8]
        return headers, rows, weights

    def result_tip(self, round_number: int, score: Any) -> str:
        """One round cell's sentence: the menu, the points, the stars before and after,
        and the floor at 0 where it stopped a loss."""
        key = "cell_floor" if score.stars_before + score.points < 0 else "cell"
        text = self.ctx.text
        tips = "too_many_cooks.results.tips"
        return text(f"{tips}.{key}", round=round_number, menu=self.menu_name(score.menu),
                    points=text.plural(f"{tips}.cell_points", abs(score.points),
                                       signed=signed(score.points)),
                    before=score.stars_before,
                    after=text.plural(f"{tips}.cell_stars", score.stars_after))

    def results_key(self) -> tuple[Sequence[str], str]:
        text = self.ctx.text
        rounds = [text("too_many_cooks.results.tips.round")] * len(
            self.match.state.table.history)
        return ([text("too_many_cooks.results.tips.start"), *rounds,
                 text("too_many_cooks.results.tips.stars")],
                text("too_many_cooks.results.key"))


__all__ = ["NO_SOUP", "TableScene"]
