"""Watching a finished (or any saved) match again, move by move.

The game's own table scene draws each position (its ``match.state`` is set to the
replayed state; its ``update`` never runs, so no bot moves and nothing is recorded).
The bar at the top steps back and forward, jumps by round, plays at the bot pace, and
switches the view between the seats; the history (L) words every move so far, with all
hands open or as the chosen seat saw it. A move that ends a round has a step of its own
for the round's end before the next deal (:mod:`game.ui.replay_steps`). With all hands
open (the match is over, nothing is secret any more) the table is drawn from the first
seat and a strip of its own shows every other seat's hand with the game's own card
sprites (its ``history`` module's ``open_hand``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game import registry
from game.engine.log import ActionLog, replay_states
from game.engine.protocol import Action, State
from game.match_files import rebuild
from game.match_setup import MatchSetup
from game.storage import read_save
from game.ui import open_hands as hands_view
from game.ui.clock import Timer
from game.ui.context import Context
from game.ui.key_press import is_repeat
from game.ui.move_history import describe_moves, seat_names
from game.ui.replay_caption import free_spot
from game.ui.replay_steps import (
    deal_round,
    replay_steps,
    round_ends,
    round_step,
    step_of,
    step_rounds,
)
from game.ui.scene import Scene, mouse_pos
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.replay_hands import OpenHands
from game.ui.table_classes import table_class
from game.ui.text_record import shifted
from game.ui.tooltip import show_tooltip
from game.ui.widgets import Button, draw_panel, draw_paragraph, draw_text

NBSP = "\u00a0"
"""A space the line wrapping never breaks at (:func:`game.ui.widgets.wrap_lines`)."""
STEP_S = 0.7
"""Seconds per move when playing, times the bot pace setting."""
ROUND_END_S = 4.0
"""Seconds a round's end stays when playing, times the same setting: its scored table
is read before the next deal (it went by in 0.7 s, like any move)."""

@dataclass(frozen=True)
class Ringed:
    """A review's key moment shown in the replay: at position ``index`` (before that
    move), the best move ringed in tomato as the Hint rings it, the played one in ink,
    and a caption saying which is which."""

    index: int
    best: Action
    played: Action
    caption: str
    places: tuple[tuple[str, bool], ...] = ()
    """Places on the table the caption names, ringed too, each with whether it is the
    best move's (a Safranito flick: where the token ended, in ink, and the advised
    shot's target, in tomato; the table's ``place_rect`` finds them)."""


class ReplayScene(OpenHands, Scene):
    def __init__(self, ctx: Context, setup: MatchSetup, actions: list[Action],
                 on_close: Callable[[], None] | None = None) -> None:
        super().__init__(ctx)
        self.setup = setup
        self.actions = actions
        self.on_close = on_close
        game = registry.rules(setup.game_id)
        self.states: list[State] = list(replay_states(
            game, replace_actions(setup, actions)))
        self.ends = round_ends(game, self.states, actions)
        """The table at each round's end, by moves played (:mod:`game.ui.replay_steps`)."""
        self.steps = replay_steps(game, self.states, self.ends)
        self.rounds = step_rounds(self.steps, self.states, self.ends)
        self.step = 0
        self.ending = False
        """Whether the replay shows the round's end of move ``index`` (not the next deal)."""
        self.table: Any = table_class(setup.game_id)(ctx, rebuild(setup, []), setup)
        """The game's own table scene (a ``MatchScene``), drawing each position."""
        self.table.records_results, self.table.watching = False, True
        self.table.match.log.played_for = None  # not in ``actions``: inferred, as it was
        self.table.tools.shown = False
        self.index = 0
        """The replay opens at the start, before the first move."""
        self.viewer: int | None = None
        """``None``: all hands open (the history names every hidden choice)."""
        self.playing = False
        self.step_timer: Timer | None = None
        """The pause before the next move while playing (runs on the window's clock)."""
        self.init_open_hands()
        self.ringed: Ringed | None = None
        """A review's moment to ring when the replay stands at it."""
        self._caption_spot: tuple[Any, pygame.Rect] | None = None
        """The moment's sentence's place, for the position and window it was found for."""
        text = ctx.text
        self.buttons = {
            "start": Button(text("replay.start"), lambda: self.go(0)),
            "round_prev": Button(text("replay.round_prev"), lambda: self.jump_round(-1)),
            "back": Button(text("replay.step_back"), lambda: self.go_step(self.step - 1)),
            "play": Button(text("replay.play"), self.toggle_play, primary=True),
            "forward": Button(text("replay.step_forward"),
                              lambda: self.go_step(self.step + 1)),
            "round_next": Button(text("replay.round_next"), lambda: self.jump_round(1)),
            "end": Button(text("replay.end"), lambda: self.go_step(len(self.steps) - 1)),
            "view": Button(text("replay.view"), self.next_view),
            "history": Button(text("history.button"), self.show_history),
            "close": Button(text("replay.back"), self.close),
        }
        self.go(self.index)

    @classmethod
    def from_file(cls, ctx: Context, path: Path) -> ReplayScene:
        saved = read_save(path)
        setup = MatchSetup(saved.log.game_id, saved.seats, saved.log.seed,
                           dict(saved.log.options))
        return cls(ctx, setup, list(saved.log.actions))

    def ring(self, ringed: Ringed, seat: int) -> None:
        """Stand at ``ringed``'s decision, seen from ``seat`` (whose hand the moves are
        taken from), with its moves ringed whenever the replay is there."""
        self.ringed = ringed
        self.viewer = seat
        self.go(ringed.index)

    def ringed_rects(self) -> list[tuple[pygame.Rect, bool]]:
        """(where, is it the best move) of the ringed moves on the table now."""
        ringed = self.ringed
        if ringed is None or not self.at(ringed.index):
            return []
        out = []
        for action, best in ((ringed.played, False), (ringed.best, True)):
            rect = self.table.rect_of(action)
            if rect is not None:
                out.append((rect.move(0, self.table_top()), best))
        place_rect: Any = getattr(self.table, "place_rect", None)  # a table with places
        for place, best in ringed.places if place_rect is not None else ():
            rect = place_rect(place)
            if isinstance(rect, pygame.Rect):
                out.append((rect.move(0, self.table_top()), best))
        return out

    # -- moving through the match ----------------------------------------------------
    def go(self, index: int, ending: bool = False) -> None:
        """To ``index`` moves played: the position (at a round's end, the next deal),
        or with ``ending`` that move's round end."""
        self.go_step(step_of(self.steps, index, ending))

    def go_step(self, step: int) -> None:
        previous, was_ending = self.index, self.ending
        self.step = max(0, min(step, len(self.steps) - 1))
        self.index, self.ending = self.steps[self.step]
        match = self.table.match
        match.state = self.ends[self.index] if self.ending else self.states[self.index]
        match.log.actions = list(self.actions[: self.index])
        viewer = 0 if self.viewer is None else self.viewer
        self.table.all_open = self.viewer is None
        if viewer != self.table.viewer:
            self.table.viewer = viewer
            if self.table.area is not None:  # laid out: seat the players around the new
                self.layout()  # viewer (the others' panels stayed put: issue 19, re-check b)
        self.table.move_states = self.states[: self.index + 1]
        self.table.turns = []
        # One step forward shows that move as the live table did (a won trick complete,
        # its winning card on it, before it is collected); a jump shows the position.
        # A round's end always shows its last trick; its next deal is no move.
        stepped = self.index == previous + 1 and not was_ending
        landed = self.ending or stepped
        self.table.replay_landed(self.states[self.index - 1] if landed else None)
        if self.step >= len(self.steps) - 1:
            self.playing = False

    def at(self, index: int) -> bool:
        """Whether the replay stands at the position after ``index`` moves (not at
        that move's round end)."""
        return self.index == index and not self.ending

    def jump_round(self, direction: int) -> None:
        """To the first step of the next round (its deal), or of this one (then the one
        before); a round's end belongs to the round it ends."""
        self.go_step(round_step(self.rounds, self.step, direction))

    def toggle_play(self) -> None:
        if self.step >= len(self.steps) - 1:
            self.go(0)
        self.playing = not self.playing
        self.schedule_step()

    def step_seconds(self) -> float:
        """The pause before the next step: a round's end is held long enough to read."""
        pause = ROUND_END_S if self.ending else STEP_S
        return pause * max(0.2, self.ctx.settings.bot_pace)

    def schedule_step(self) -> None:
        """While playing, the next move comes after :func:`step_seconds`."""
        if self.step_timer is not None:
            self.step_timer.finish()
        self.step_timer = None
        if self.playing:
            self.step_timer = self.ctx.clock.add(self, Timer(self.step_seconds()))

    def next_view(self) -> None:
        """All hands open, then each seat's view in turn."""
        seats = len(self.setup.seats)
        self.viewer = 0 if self.viewer is None else \
            (None if self.viewer + 1 >= seats else self.viewer + 1)
        self.go_step(self.step)

    def show_history(self) -> None:
        names = seat_names(self.table)
        groups = describe_moves(self.ctx.text, self.table.package, self.table.game, names,
                                self.states[: self.index + 1], self.actions[: self.index],
                                self.viewer)
        self.ctx.scenes.push(HistoryScene(self.ctx, groups))

    def close(self) -> None:
        self.ctx.scenes.pop()
        if self.on_close is not None:
            self.on_close()

    # -- scene -----------------------------------------------------------------------
    def bar_height(self) -> int:
        """The replay's bar at the top; the table is drawn under it, whole (its round,
        dealer and status line were hidden under the bar: issue 19)."""
        return self.ctx.theme.px(80)

    def table_top(self) -> int:
        """Where the table starts: under the bar (its round, dealer and status line
        were hidden under it: issue 19). A band for the open hands as well would
        leave the table lower than its layout allows at this scale (the menu dialog
        ran over the hand), so the strips lie over the table or, where its felt has no
        room for them, in a column beside it (:meth:`hands_column`)."""
        return self.bar_height()

    def layout(self) -> None:
        self.lay_table(self.size[0])
        if self.hands_column():
            self.lay_table(self.size[0] - self.hands_column())
            if not hands_view.panels_apart(self.table):  # too narrow for the players' panels
                self.drop_column()
                self.lay_table(self.size[0])
        px = self.ctx.theme.px
        font = self.ctx.theme.font("small", "bold")
        x = px(12)
        for name, button in self.buttons.items():
            if name == "view":
                x += self.counter_width() + px(24)  # room for "Move n of N"
            labels = [button.label]
            if name == "play":  # its label switches to Pause: room for both
                labels = [self.ctx.text("replay.play"), self.ctx.text("replay.pause")]
            w = max(font.size(label)[0] for label in labels) + px(20)
            button.rect = pygame.Rect(x, px(8), w, px(36))
            x += w + px(6)

    def lay_table(self, width: int) -> None:
        self.table.area = (width, self.size[1] - self.table_top())
        with shifted(0, self.table_top()):  # (a table may draw its frame as it lays out)
            self.table.layout()

    def counter_width(self) -> int:
        """The widest "Move n of N" this replay can show (n = N: every digit there),
        and "Before move n of N" if it shows a review's decision."""
        total = len(self.actions)
        labels = [self.ctx.text("replay.move", n=total, total=total)]
        labels += [self.start_label(n) for n in set(self.rounds)] if self.ends else []
        if self.ringed is not None:
            labels.append(self.ctx.text("replay.before_move", n=total, total=total))
        font = self.ctx.theme.font("small", "bold")
        return max(font.size(label)[0] for label in labels)

    def counter_label(self) -> str:
        """"Move n of N": n moves played. At a review's decision, "Before move n of N":
        the move its key moment names, about to be played (the counter said one less
        than the moment: issue 19, re-check b)."""
        total = len(self.actions)
        if self.ringed is not None and self.at(self.ringed.index):
            return self.ctx.text("replay.before_move", n=self.index + 1, total=total)
        start = deal_round(self.steps, self.rounds, self.step)
        if start is not None:  # the next deal: no move played since the round's end,
            return self.start_label(start)  # which said "Move n of N" already
        return self.ctx.text("replay.move", n=self.index, total=total)

    def start_label(self, round_number: int) -> str:
        """"Round 2 · the deal" (Chef de rang: "Phase 2 · serving begins")."""
        return self.ctx.text(f"{self.table.package}.replay_start", n=round_number)

    def counter_rect(self) -> pygame.Rect:
        """Where the move counter is drawn: between End and View, in the room
        :meth:`layout` keeps for it."""
        px = self.ctx.theme.px
        end = self.buttons["end"].rect
        height = self.ctx.theme.font("small", "bold").get_height()
        return pygame.Rect(end.right + px(12), end.centery - height // 2,
                           self.counter_width(), height)

    def update(self, dt: float) -> None:
        self.buttons["play"].label = self.ctx.text("replay.pause" if self.playing
                                                   else "replay.play")
        if self.playing and (self.step_timer is None or self.step_timer.done):
            self.go_step(self.step + 1)
            self.schedule_step()

    def handle(self, event: pygame.event.Event) -> None:
        for button in self.buttons.values():
            if button.handle(event):
                return
        if event.type != pygame.KEYDOWN:
            return
        keys = {pygame.K_LEFT: lambda: self.go_step(self.step - 1),
                pygame.K_RIGHT: lambda: self.go_step(self.step + 1),
                pygame.K_HOME: lambda: self.go(0),
                pygame.K_END: lambda: self.go_step(len(self.steps) - 1),
                pygame.K_PAGEUP: lambda: self.jump_round(-1),
                pygame.K_PAGEDOWN: lambda: self.jump_round(1),
                pygame.K_SPACE: self.toggle_play, pygame.K_v: self.next_view,
                pygame.K_l: self.show_history, pygame.K_ESCAPE: self.close}
        # Holding an arrow or Page key steps on (the keyboard's repeat); the others act
        # once a press: a held Space toggled Play on and off every repeat.
        stepping = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEUP, pygame.K_PAGEDOWN)
        if event.key in keys and (event.key in stepping or not is_repeat(event)):
            keys[event.key]()

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        px = theme.px
        top = self.table_top()
        if self.table.size != (self.size[0] - self.hands_column(), self.size[1] - top):
            self.layout()  # the window (or the view) changed under another scene
        with shifted(0, top):
            self.table.draw(surface.subsurface(pygame.Rect((0, top), self.table.size)))
        if self.hands_column():
            column = pygame.Rect(self.table.size[0], top, self.hands_column(), self.size[1] - top)
            draw_panel(surface, theme, column, colour=theme["wood_dark"], alpha=255, radius=0,
                       border=theme["wood"])
        bar = pygame.Rect(0, 0, self.size[0], top)
        draw_panel(surface, theme, bar, colour=theme["wood_dark"], alpha=235, radius=0,
                   border=theme["wood"])
        for button in self.buttons.values():
            button.draw(surface, theme)
        self.draw_open_hands(surface)
        self.draw_ringed(surface)
        self.draw_final(surface)
        draw_text(surface, theme, self.counter_label(), self.counter_rect().midleft,
                  anchor="midleft", style="bold", colour=theme["highlight"], role="small")
        seen = self.ctx.text("replay.seat_view", name=self.table.seat_name(self.viewer)) \
            if self.viewer is not None else self.ctx.text(
                "replay.mover_open" if self.crowded() else "replay.all_open")
        draw_text(surface, theme, f"{seen} · {self.ctx.text('replay.keys')}",
                  (px(14), px(50)), role="small", colour=theme["light_ink"],
                  max_width=self.size[0] - px(28))
        if self.ctx.scenes.top is self:  # the table's tips ("Boiled over"), last
            show_tooltip(surface, theme, [(rect.move(0, top), words)
                                          for rect, words in self.table.shown_tips],
                         mouse_pos())

    def draw_ringed(self, surface: pygame.Surface) -> None:
        """The review's moment: the moves ringed, and the caption under the bar."""
        rects = self.ringed_rects()
        if self.ringed is None or not self.at(self.ringed.index):
            return
        theme = self.ctx.theme
        px = theme.px
        for rect, best in rects:
            colour = theme["accent"] if best else theme["ink"]
            pygame.draw.rect(surface, colour, rect.inflate(px(10), px(10)), max(2, px(4)),
                             border_radius=px(8))
        box = self.caption_rect(self.ringed.caption, [rect for rect, _best in rects])
        draw_panel(surface, theme, box, alpha=235)
        draw_paragraph(surface, theme, self.ringed.caption, box.inflate(-px(24), -px(10)),
                       role="small", style="bold", spacing=1.05)

    def final_words(self) -> str | None:
        """At the match's last step: who won and the final scores, best first ("Ann
        wins! Ann: 7 stars · Basil: 5 stars…"); the last step said only "Game over".
        ``None`` anywhere else."""
        state = self.table.match.state
        game = self.table.game
        if self.step < len(self.steps) - 1 or not game.is_over(state):
            return None
        text = self.ctx.text
        winners = game.winners(state)
        names = text.names([self.table.seat_name(seat) for seat in winners])
        key = "results.winner" if len(winners) == 1 else "results.winners"  # (as the results)
        title = text(key, names=names)
        scores = game.scores(state)
        money = getattr(state, "money", None)  # Safranito: money breaks equal dishes
        order = sorted(range(len(scores)), key=lambda seat: -scores[seat])
        lines = [text.plural(f"{self.table.package}.replay_score", round(scores[seat]),
                             name=self.table.seat_name(seat),
                             money=money[seat] if money is not None else 0)
                 for seat in order]
        # One player's score is never cut across two lines ("Ada: 0 / dishes, ₹180"
        # read as two things: newcomer playtest 13e): its spaces do not break.
        return f"{title} {(NBSP + '· ').join(line.replace(' ', NBSP) for line in lines)}"

    def draw_final(self, surface: pygame.Surface) -> None:
        """The winner and final scores at the last step, where the table leaves room."""
        words = self.final_words()
        if words is None:
            return
        theme = self.ctx.theme
        px = theme.px
        box = self.caption_rect(words, [], low=True)  # (the felt under a board)
        draw_panel(surface, theme, box, alpha=235, border=theme["highlight"])
        draw_paragraph(surface, theme, words, box.inflate(-px(24), -px(10)),
                       role="small", style="bold", spacing=1.05)

    def caption_rect(self, caption: str, ringed: list[pygame.Rect],
                     low: bool = False) -> pygame.Rect:
        """Where the moment's sentence goes (``low``: the final scores, on the felt
        under a board): :func:`game.ui.replay_caption.free_spot`, clear of what
        :func:`game.ui.replay_caption.caption_clear` lists. Searched once per position
        and window size, so it does not jump between frames."""
        key = (caption, self.size, self.index, self.viewer, tuple(map(tuple, self.strip_rects)))
        if self._caption_spot is not None and self._caption_spot[0] == key:
            return self._caption_spot[1]
        spot = free_spot(self, caption, ringed, low)
        self._caption_spot = (key, spot)
        return spot


def replace_actions(setup: MatchSetup, actions: list[Action]) -> Any:
    return ActionLog(setup.game_id, len(setup.seats), setup.seed, dict(setup.options),
                     list(actions))
