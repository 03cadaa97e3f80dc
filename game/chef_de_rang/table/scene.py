"""The Chef de rang table: the restaurant seen from above, the brigade on the right, the
viewer's hand (and reserved pile) below the floor plan.

Everything is drawn from ``observe(state, viewer)`` (the scoring screens excepted: a
score reckoning shows every hand, as at a real table). Clicks become ``Take``,
``KeepPlat``, ``SwapPlat`` and ``Serve`` actions in
:mod:`~game.chef_de_rang.table.player_input`; this module answers each move with its
note and flights and keeps phase 1 on screen until its summary is read. What is
allowed, and whether the game is stuck, is asked of the rules (``playable_tables``,
``playable_cards``, ``swap_targets``, ``take_reason``, ``serve_reason``, ``is_dead_end``);
a lone legal move is played by ``MatchScene``'s central auto-play. Spec:
``docs/rules/chef-de-rang.md``. The floor
plan is drawn from the board data, so any plan shape in ``config/boards`` works; its
static part (floors, walls, furniture) is rendered once per window size.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.chef_de_rang.hints import final_lines, phase_one_lines
from game.chef_de_rang.notes import Note, serve_key, spoken_key, swap_note, take_note
from game.chef_de_rang.rules import (
    CardKind,
    ChefState,
    ChefView,
    KeepPlat,
    Phase,
    Serve,
    SwapPlat,
    Take,
)
from game.chef_de_rang.state import open_view
from game.chef_de_rang.table.layout import (
    BACK,
    HAND_CARD_W,
    MINI_CARD_W,
    REVEAL_W,
    Reveal,
    card_sprite,
    signed,
)
from game.chef_de_rang.table.player_input import PlayerInput
from game.chef_de_rang.table.tips import table_tips
from game.engine.log import replay_states
from game.engine.protocol import Action, State
from game.engine.runner import Match
from game.ui.context import Context
from game.ui.flight import Flight
from game.ui.scene import Scene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.score_table import ScoreRow
from game.ui.theme import held
from game.ui.toast_place import reading_seconds
from game.ui.tooltip import draw_table_tips

if TYPE_CHECKING:
    from game.match_setup import MatchSetup


MOVE_LOOK_SHARE = 0.5
"""A taken or served card stays in sight this share of a finished trick's hold
(``pace.trick_hold_s``), a trick in the other card games."""


class TableScene(PlayerInput):
    """The Chef de rang table: reactions to moves, score tables (input:
    :class:`~game.chef_de_rang.table.player_input.PlayerInput`)."""

    package = "chef_de_rang"
    screenshot_steps = 40

    @staticmethod
    def screenshot_until(match: Match) -> bool:
        """Mid phase 1, a path under way and the human (seat 0) to take."""
        public = match.state.public
        return public.phase is Phase.TAKING and len(public.path) >= 14 and public.turn == 0

    def __init__(self, ctx: Context, match: Match, setup: MatchSetup) -> None:
        super().__init__(ctx, match, setup)
        self.phase1_lines = None
        self.frozen: ChefView | None = None
        """Phase 1 as it ended, kept on screen until its summary is dismissed."""
        self._background: tuple[tuple, pygame.Surface] | None = None
        self._board: tuple[tuple, pygame.Surface] | None = None
        self._rings: dict[tuple, pygame.Surface] = {}
        self.cards_landing: list[Flight] = []
        """The flights of plats du jour and padlock menus just taken, to their takers'
        hands and reserved piles (see :meth:`still_showing`)."""
        state = match.state
        if state.public.phase is Phase.SERVING and not state.public.service:
            self.phase1_lines = phase_one_lines(self.game, state)
        if state.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE) and state.public.path:
            self.say_note(self.joined_note(match))
        elif state.public.phase is Phase.TAKING and not match.log.actions:
            self.announce_first(state)

    def announce_first(self, state: ChefState) -> None:
        """Say who starts, as the other tables' corner line does ("First player: Clove
        ◆"), and, when a bot starts, let it be read before that first take: the first
        move just happened, nothing said who had made it or why them (newcomer
        playtest). The ◆ stays after that seat's name on its panel."""
        first = state.public.first_player
        self.say_note(Note("first_player", first))
        if not self.match.seats[first].is_human and not self.watching:
            self.read_hold = reading_seconds(self.note)

    def replay_landed(self, before: State | None) -> None:
        """A replay's step: the note over the floor tells the position's last take, as
        a table joined there does; the match start's "First player" note stayed over
        the floor to the replay's end, cut short over the open hands (integration of
        the first-player note)."""
        super().replay_landed(before)
        self.note_words = []
        state = self.match.state
        if state.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE) and state.public.path:
            self.say_note(self.joined_note(self.match))
        elif state.public.phase is Phase.TAKING and not self.match.log.actions:
            self.announce_first(state)

    def joined_note(self, match: Match) -> Note | None:
        """The note of a match joined in progress (a screenshot, a loaded game, a
        takeback): the last move in the words the table said it in as it was made
        (:mod:`game.chef_de_rang.notes`), and the History says it in. It named the last
        take whatever followed it, so after a takeback the table said "Ann took a plat
        du jour." where the History's newest line said "Ann kept the plat du jour."
        (newcomer 9, finding 19b); a swap it told as "drew a card" where the move had
        said which card (newcomer playtest, finding 5)."""
        state = match.state
        last = state.public.path[-1]
        taker = state.public.markers[last]
        if taker < 0:
            return None
        action = match.log.actions[-1] if match.log.actions else None
        if isinstance(action, KeepPlat):
            return Note("kept_plat", taker)
        if isinstance(action, SwapPlat):  # the card drawn, as the move's own note said
            before = replay_states(self.game, match.log)[-2]
            return swap_note(self.game, before, state, action.opponent, taker, self.viewer,
                             self.speaks_to, self.watching and self.all_open)
        return take_note(self.game, state, last, taker)

    def say_note(self, note: Note | None, *, added: bool = False) -> None:
        """Put ``note`` in the note over the floor, worded when drawn."""
        if note is None:
            return
        key = spoken_key(note.key, self.says_you(note.seat), self.ctx.text.has)
        self.say(lambda text: text(f"chef_de_rang.note.{key}",
                                   name=self.seat_name(note.seat),
                                   other=self.seat_name(note.other) if note.other >= 0 else "",
                                   card=self.card_name(note.card) if note.card >= 0 else ""),
                 added=added)

    # -- reacting to moves -------------------------------------------------------------
    def after_action(self, before: ChefState, action: Action, seat: int) -> None:
        self.selected = None
        self.mover = seat
        after = self.match.state
        if isinstance(action, Take):
            self.after_take(before, after, action.table, seat)
        elif isinstance(action, KeepPlat):
            self.say_note(Note("kept_plat", seat))
        elif isinstance(action, SwapPlat):
            self.after_swap(before, after, action.opponent, seat)
            # The swap changes scores unseen: the next move waits until its note is
            # read (it was replaced within a second: issue 19 play-test, finding 8).
            self.read_hold = reading_seconds(self.note)
        elif isinstance(action, Serve):
            self.after_serve(before, after, action, seat)
        if before.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE) and \
                after.public.phase in (Phase.SERVING, Phase.OVER):
            self.phase1_lines = phase_one_lines(self.game, after)
            self.freeze_phase_one(after)
            self.owe(self.announce_summary)
            self.say(lambda text: text("chef_de_rang.note.phase1_over"))
        elif self.game.is_dead_end(after):
            self.say(lambda text: text("chef_de_rang.note.dead_end"), added=True)
        if after.public.phase in (Phase.SERVING, Phase.OVER) and after.public.skipped:
            skipped = after.public.skipped
            self.say(lambda text: text("chef_de_rang.note.passed", names=", ".join(
                self.seat_name(s) for s in skipped)), added=True)

    def freeze_phase_one(self, after: ChefState) -> None:
        """Show the floor as phase 1 left it (the last marker placed, still a phase-1
        table) while its summary is owed or open: nothing of phase 2 shows before it."""
        seen = self.game.observe(after, self.viewer)
        self.frozen = replace(seen, public=replace(seen.public, phase=Phase.TAKING))

    def phase_one_on_show(self) -> bool:
        public = self.match.state.public
        if public.turn < 0 and public.phase is Phase.TAKING:  # a replay at phase 1's end
            return True  # (``ChefDeRang.round_end``: nobody to move, a phase-1 floor)
        return self.frozen is not None and (bool(self.owed) or any(
            isinstance(s, RoundSummaryScene) for s in self.ctx.scenes))

    def view(self) -> ChefView:
        """The viewer's view; in a replay with all hands open, every hand known (the
        panels' counts and scores, as the open hands beside them show)."""
        if self.frozen is not None and self.phase_one_on_show():
            return self.frozen
        self.frozen = None
        if self.watching and self.all_open:
            return open_view(self.match.state, self.viewer)
        return super().view()

    def status_line(self) -> str:
        """While phase 1 is on screen waiting for its summary, the banner says it is
        over (not who moves first in phase 2, before the summary has opened it)."""
        if self.phase_one_on_show():
            return self.ctx.text("chef_de_rang.summary.title")
        mover = self.moving_seat()
        if mover is not None:
            return self.ctx.text("table.moving", name=self.seat_name(mover))
        # The first player announced, their name read before they move: who plays,
        # not that they already think.
        if self.own_move_shown() or (self.read_hold > 0 and not self.match.log.actions):
            return self.ctx.text("table.to_play", name=self.seat_name(self.match.to_move))
        return super().status_line()

    def moving_seat(self) -> int | None:
        """The mover whose move is still shown (:meth:`showing_move`), or ``None``."""
        if self.phase_one_on_show() or self.own_move_shown():
            return None
        if self.showing_move() and self.mover is not None:
            return self.mover
        return super().moving_seat()

    def after_take(self, before: ChefState, after: ChefState, table: int, seat: int) -> None:
        card = after.public.taken[table]
        info = self.game.cards[card]
        kind = info.kind
        self.say_note(take_note(self.game, after, table, seat))
        self.ctx.sound.play("card_take")
        # Flip the card off its table, then send it to the hand or the reserved pile.
        pace = self.ctx.theme.pace
        px = self.ctx.theme.px
        start = self.table_rect(table).center
        big = px(REVEAL_W)
        destination = self.hand_anchor(seat)
        view = self.game.observe(after, self.viewer)
        if info.res:
            if seat == self.viewer:
                slots = dict(self.reserved_rects(view))
                destination = slots[card].center if card in slots else self.reserve_rect.center
            else:
                destination = self.seat_reserved_area(seat).center
        elif seat == self.viewer and card in view.hands[seat]:
            slots = dict(self.hand_rects(view))
            if card in slots:
                destination = slots[card].center
        flip, hold = pace.animation_s * 1.2, self.move_look()
        spot = self.reveal_spot(seat, big)
        reveal = Reveal(card, start, round(self.cell * 0.36), big, flip, hold, spot)
        self.reveals.append(self.ctx.clock.add(self, reveal, paced=True))
        width = px(HAND_CARD_W) if seat == self.viewer else px(MINI_CARD_W) * 2
        image = self.ctx.assets.scaled(card_sprite(self.game, card), width)
        self.fly(image, spot, destination, delay=flip + hold, key=card,
                 duration=pace.animation_s * 1.3)
        if kind is CardKind.PLAT or info.res:
            self.cards_landing.append(self.flights[-1])

    def still_showing(self) -> bool:
        """A plat du jour just taken is not yet in its taker's hand, or a padlock menu
        in the reserved pile: what is said of it (it stays in that hand, or may be
        swapped from it; it goes face up into the reserved pile) waits until it lands.
        The guided game's coach spoke at once, its flight held while the coach said "it
        stays in its taker's hand" over an empty hand (newcomer 7, finding 6), and "a
        padlock menu goes face up into the reserved pile" over a pile that showed none
        (newcomer playtest). A plain menu's step speaks while it still shows face up on
        its table ("for all to see")."""
        return any(not flight.done for flight in self.cards_landing)

    def after_swap(self, before: ChefState, after: ChefState, opponent: int, seat: int) -> None:
        px = self.ctx.theme.px
        plat = before.public.pending_plat
        viewer = self.viewer
        seen_before = self.game.observe(before, viewer)
        seen_after = self.game.observe(after, viewer)
        note = swap_note(self.game, before, after, opponent, seat, viewer, self.speaks_to)
        drawn = note.card if note.card >= 0 else None
        self.say_note(note)
        self.ctx.sound.play("card_play")
        small = px(MINI_CARD_W) * 2
        start = self.hand_anchor(seat)
        if viewer == seat:
            old = dict(self.hand_rects(seen_before))
            start = old[plat].center if plat in old else start
        end = self.hand_anchor(opponent)
        if viewer == opponent:
            slots = dict(self.hand_rects(seen_after))
            end = slots[plat].center if plat in slots else end
        big = px(HAND_CARD_W)  # cards flying into the viewer's own hand arrive full size
        self.fly(self.ctx.assets.scaled(card_sprite(self.game, plat),
                                        big if viewer == opponent else small), start, end,
                 key=plat, duration=self.ctx.theme.pace.animation_s * 1.6)
        image = self.ctx.assets.scaled(card_sprite(self.game, drawn) if drawn is not None
                                       else BACK, big if viewer == seat else small)
        back_start = self.hand_anchor(opponent)
        back_end = self.hand_anchor(seat)
        if viewer == seat and drawn is not None:
            slots = dict(self.hand_rects(seen_after))
            back_end = slots[drawn].center if drawn in slots else back_end
        if viewer == opponent and drawn is not None:  # off its place in the viewer's hand
            old = dict(self.hand_rects(seen_before))
            back_start = old[drawn].center if drawn in old else back_start
        # Keyed when the viewer knows the card: their hand's label counts it while it
        # is over the hand (:meth:`hand_on_show`).
        self.fly(image, back_start, back_end,
                 key=drawn if viewer in (seat, opponent) else None,
                 duration=self.ctx.theme.pace.animation_s * 1.6)

    def after_serve(self, before: ChefState, after: ChefState, action: Serve, seat: int) -> None:
        owner = after.public.markers[action.table]
        key = spoken_key(serve_key(owner, self.says_you(owner)), self.says_you(seat),
                         self.ctx.text.has)
        self.say(lambda text: text(f"chef_de_rang.note.{key}", name=self.seat_name(seat),
                                   card=self.card_name(action.card),
                                   owner=self.seat_name(owner) if owner >= 0 else ""))
        self.ctx.sound.play("card_play")
        start = self.hand_anchor(seat)
        if seat == self.viewer:
            # From where the card showed (lifted, picked, on top of a crowded hand),
            # else where it lay: it flew from below its drawn place (newcomer playtest).
            old = dict(self.hand_rects(self.game.observe(before, seat)))
            old.update(self.hand_drawn or {})
            start = old[action.card].center if action.card in old else start
        slot = self.served_rect(action.table)
        image = self.ctx.assets.scaled(card_sprite(self.game, action.card), slot.width,
                                       slot.height)
        self.fly(image, start, slot.center, key=action.card)
        # Landed, the card stays in sight before the next move (at Fast the next
        # serve came as this one landed): the flight, then the look, by one rule.
        self.hold = self.ctx.theme.pace.animation_s + self.move_look()

    def move_look(self) -> float:
        """How long a card taken (face up on its table) or served (landed) stays in
        sight, in paced seconds: half a trick's hold, real seconds at every animation
        speed (:func:`~game.ui.theme.held`, the trick hold's rule)."""
        return held(self.ctx.theme.pace.trick_hold_s * MOVE_LOOK_SHARE,
                    self.ctx.settings.animation_speed)

    @property
    def animating(self) -> bool:
        """Card flips count as animation: the phase-1 summary waits for them too."""
        return super().animating or bool(self.reveals)

    def update(self, dt: float) -> None:
        self.clock += dt
        self.reveals = [r for r in self.reveals if not r.done]  # turned by the clock
        self.cards_landing = [f for f in self.cards_landing if not f.done]
        super().update(dt)

    def announce_summary(self) -> Scene:
        self.ctx.sound.play("round_over")
        return self.round_summary()

    # -- score tables ----------------------------------------------------------------
    def round_summary(self) -> Scene:
        text = self.ctx.text
        state = self.match.state
        lines = self.phase1_lines
        title = text("chef_de_rang.summary.title")
        if lines is None:
            lines = phase_one_lines(self.game, state)
            if state.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
                title = text("chef_de_rang.summary.so_far")
        columns = ("menus", "reserved", "markers", "points")
        headers = [text(f"chef_de_rang.summary.{k}") for k in columns]
        best = max(line.points for line in lines)
        rows = [ScoreRow(line.seat, self.seat_name(line.seat),
                         (str(line.menus_in_hand), str(line.reserved), str(line.tables),
                          str(line.points)), highlight=line.points == best)
                for line in sorted(lines, key=lambda line: -line.points)]
        return RoundSummaryScene(self.ctx, title, headers, rows,
                                 weights=[1.6, 1.1, 1.0, 1.1, 0.9],
                                 note=text("chef_de_rang.summary.note"),
                                 header_tips=[text(f"chef_de_rang.summary.tips.{k}")
                                              for k in columns])

    def screenshot_round_summary(self) -> Scene | None:
        return self.round_summary()

    def results(self):
        state = self.match.state
        text = self.ctx.text
        winners = set(self.game.winners(state))
        headers = [text(f"chef_de_rang.results.{k}")
                   for k in ("phase1", "served", "penalty", "total")]
        lines = sorted(final_lines(self.game, state), key=lambda line: -line.total)
        rows = [ScoreRow(line.seat, self.seat_name(line.seat),
                         (signed(line.phase1, plus=False), signed(line.served),
                          signed(-line.penalty),
                          signed(line.total, plus=False)), highlight=line.seat in winners)
                for line in lines]
        return headers, rows, [1.4, 1.0, 1.3, 1.2, 0.9]

    def results_key(self) -> tuple[Sequence[str], str]:
        text = self.ctx.text
        return ([text(f"chef_de_rang.results.tips.{k}")
                 for k in ("phase1", "served", "penalty", "total")],
                text("chef_de_rang.results.key"))

    def seat_panel_rects(self) -> dict[int, pygame.Rect] | None:
        """Each seat's panel in the column (the replay's open hands go near them)."""
        return dict(self.seat_panels)

    def dialog_rect(self) -> pygame.Rect | None:
        """The plat du jour dialog while it is open for the player (modal: no tip and
        no toast lies over it)."""
        view = self.view()
        if self.picker_options(view) and self.is_my_turn():
            return self.picker_panel(view)
        return None

    def static_panels(self) -> list[pygame.Rect] | None:
        """Phase 1's panel ("Phase 1 · Taking orders" and its legend), where a coach's
        reading step may lie (the padlock menu's step at 1280x800, six cards in hand,
        lay over tables 29-60: newcomer playtest); none in phase 2, whose legend says
        where each menu may be served, read at every serve."""
        if self.view().public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
            return [pygame.Rect(self.phase_panel)]
        return []

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.view()
        surface.blit(self.board(view), (0, 0))
        self.draw_banner(surface, view)
        self.draw_highlights(surface, view)
        self.draw_room_names(surface, inside=True)  # a room's on its floor: over the rings
        self.draw_phase_panel(surface, view)
        for seat in range(view.public.players):
            self.draw_seat(surface, view, seat)
        self.draw_hand(surface, view)
        if self.picker_options(view) and self.is_my_turn():
            self.draw_picker(surface, view)
        self.draw_reveals(surface)
        self.draw_flights(surface)
        self.draw_tools(surface)
        self.draw_toast(surface)
        draw_table_tips(surface, self, table_tips(self, view))  # over all: under the pointer


__all__ = ["TableScene", "card_sprite"]
