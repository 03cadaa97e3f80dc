"""The table's Hint (button and H key): the hard bot's three best moves for the human to
act, with their values in the game's own unit, the best one ringed on the table and,
where it is obvious, one sentence saying why.

Why it is built this way:

- The hint sees what the player sees and nothing more: the bot is the registry's
  ``hard`` level for the viewer's seat, given ``observe(state, viewer)`` and the legal
  actions (which depend only on that view); it samples the hidden cards itself.
- It is computed on ``ctx.bot_worker`` (the window keeps drawing; "thinking…" shows)
  and its seed comes from the match seed and the move number, so asking twice at the
  same point gives the same answer.
- A shown hint marks the match *assisted* (``MatchMeta.assisted``), so the statistics
  keep its win apart from clean ones, like a takeback's.
- The game-specific parts are hooks: the table's ``rect_of(action)`` and
  ``hint_label(action)``, and the pure ``game/<package>/reasons.py`` (``hint_reason``).
  The answering level is the card games' ``hard`` search, Safranito's ``expert``
  (:data:`~game.ui.hint_moves.HINT_LEVELS`); a game may word the panel's title and
  value note itself (``<package>.hint_title``, ``<package>.hint_note``).
- A move whose gap to the best is within the search's own noise (under
  :data:`~game.ui.hint_moves.SEPARATE_Z` standard errors of the paired difference over
  the same worlds) reads "about as good as the best": at Chef de rang's first take, all
  tables face down, "−858 points vs best" was the luck of the sampled worlds. Only the
  head of the list may read so (:func:`~game.ui.hint_moves.told_apart`): the words
  never call a later line better. Ranking and wording live in the pygame-free
  :mod:`game.ui.hint_moves`; this module asks, holds, places and draws.
- A card game names what the box must keep clear of (``hint_must_clear``); the box
  then takes a spot that hides none of it wherever one exists
  (:mod:`game.ui.hint_place`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.engine.protocol import Action, Game
from game.engine.rng import derive_seed
from game.review.words import reason_words
from game.ui.clock import Waiting
from game.ui.hint_moves import HintMove, best_moves, compared_words, offers_hints
from game.ui.hint_place import DECIDE, NAMES, PAD, Line, place_clear, place_spotless
from game.ui.overlay_place import MUST_SEE, must_see
from game.ui.tutorial.locate import BOARD, ORDERED, PLAYERS, keep_clear
from game.ui.widgets import draw_panel, draw_text

if TYPE_CHECKING:
    from game.engine.runner import Match
    from game.storage import MatchMeta
    from game.ui.context import Context


class HintHost(Protocol):
    ctx: Context
    match: Match
    viewer: int
    meta: MatchMeta
    records_results: bool
    package: str

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def game(self) -> Game: ...

    def is_my_turn(self) -> bool: ...

    def show_toast(self, message: str, seconds: float = 2.5, *,
                   refusal: bool = True, until_turn: bool = False) -> None: ...

    def autosave(self) -> None: ...

    def rect_of(self, action: Action) -> pygame.Rect | None: ...

    def hint_label(self, action: Action) -> str: ...

    def hint_keep_clear(self) -> list[pygame.Rect]: ...

    def dialog_rect(self) -> pygame.Rect | None: ...

    def menu_dialog_rect(self, view: Any) -> pygame.Rect | None: ...


def draw_mark(surface: pygame.Surface, colour: tuple[int, int, int], ring: pygame.Rect,
              width: int) -> None:
    """The Hint's mark round ``ring``: its four corners, as a viewfinder, not a closed
    frame. A closed frame is how a table shows the player's own choice (Safranito's
    chosen token, Chef de rang's chosen card), and the Hint's ring read as a selection
    (newcomer playtest)."""
    arm = max(2 * width, min(ring.width, ring.height) // 3)
    for x, y, dx, dy in ((ring.left, ring.top, 1, 1), (ring.right, ring.top, -1, 1),
                         (ring.left, ring.bottom, 1, -1), (ring.right, ring.bottom, -1, -1)):
        across = pygame.Rect(0, 0, arm, width)
        down = pygame.Rect(0, 0, width, arm)
        for bar in (across, down):
            if dx > 0:
                bar.left = x
            else:
                bar.right = x
            if dy > 0:
                bar.top = y
            else:
                bar.bottom = y
            pygame.draw.rect(surface, colour, bar)


class HintTool:
    """Asks for, holds and draws the hint of the current decision."""

    def __init__(self, scene: HintHost) -> None:
        self.scene = scene
        self.pending: Future[tuple[HintMove, ...]] | None = None
        self.moves: tuple[HintMove, ...] = ()
        self.asked_at: tuple[int, int] | None = None
        """(move number, seat) the pending or shown hint is for."""
        self._offered: bool | None = None
        self._placed: tuple[pygame.Rect, list[Line], int] = (pygame.Rect(0, 0, 0, 0), [], 0)
        self._placed_for: tuple[Any, ...] | None = None
        self.rect: pygame.Rect | None = None
        """Where the panel was last drawn (None before)."""
        self.ringed: list[pygame.Rect] = []
        """The rings last drawn around the best move (one per part of it)."""
        self.acted_at: tuple[int, int] | None = None
        """(move number, seat) where the player acted on the mark (:meth:`acted_on`)."""

    # -- what is offered -------------------------------------------------------------
    @property
    def offered(self) -> bool:
        """Real matches of games with a level that ranks moves (not replays, lessons)."""
        if not self.scene.records_results:
            return False
        if self._offered is None:
            self._offered = offers_hints(self.scene.game.id)
        return self._offered

    def can_ask(self) -> bool:
        return self.offered and self.scene.is_my_turn() and not self.shown()

    def here(self) -> tuple[int, int]:
        return (len(self.scene.match.log.actions), self.scene.viewer)

    @property
    def thinking(self) -> bool:
        return self.pending is not None and self.asked_at == self.here()

    def shown(self) -> tuple[HintMove, ...]:
        """The hint for the position on the table now (none once a move was made)."""
        return self.moves if self.asked_at == self.here() and self.pending is None else ()

    # -- asking ----------------------------------------------------------------------
    def request(self) -> None:
        scene, text = self.scene, self.scene.ctx.text
        if not self.offered:
            return
        if not scene.is_my_turn():
            # It speaks of the others' turn: once the player's own comes, it is wrong
            # (it stayed on after the bots had played: newcomer finding 4).
            scene.show_toast(text("hints.not_now"), until_turn=True)
            return
        if self.asked_at == self.here() and (self.pending is not None or self.moves):
            return
        match = scene.match
        game = scene.game
        view = game.observe(match.state, scene.viewer)
        # Moves the player cannot tell apart (two copies of one card) are one choice:
        # the hint listed "Play the 3 of Chili" twice.
        choices: dict[str, Action] = {}
        for action in game.legal_actions(match.state):
            choices.setdefault(scene.hint_label(action), action)
        legal = tuple(choices.values())
        seed = derive_seed(match.log.seed, "hint", len(match.log.actions), scene.viewer)
        # A game whose Hint values a shot by the player's own measured aim (Safranito).
        hand = scene.hint_hand() if hasattr(scene, "hint_hand") else None
        self.asked_at, self.moves, self.acted_at = self.here(), (), None
        worker = scene.ctx.bot_worker
        if worker is None:  # no worker thread (tests, tools): compute now
            done: Future[tuple[HintMove, ...]] = Future()
            done.set_result(best_moves(game, view, legal, scene.viewer, seed, hand))
            self.pending = done
        else:
            self.pending = worker.submit(best_moves, game, view, legal, scene.viewer, seed,
                                         hand)
            # On the clock, so the window draws the hint the frame it is ready (a human's
            # turn is otherwise a sleeping window: it showed at the next mouse move).
            scene.ctx.clock.add(scene, Waiting(self.pending))
        self.update()

    def close(self) -> bool:
        """Put away the box on the table now ("thinking…" or the moves); whether there
        was one. Esc closes it before it opens the pause menu, one thing a press as
        everywhere else (it went straight to the menu: newcomer pass 10, finding 4). H
        asks again (the same seed: the same answer)."""
        if not (self.thinking or self.shown()):
            return False
        self.pending, self.moves, self.asked_at = None, (), None
        self.rect, self.ringed = None, []
        return True

    def acted_on(self) -> None:
        """The player did what the mark points at (took up the token it rings): the
        mark ends, the box stays to be read. Safranito's ring stayed round the token
        once picked, and read as the selection (newcomer playtest)."""
        if self.shown():
            self.acted_at, self.ringed = self.here(), []

    def open_rect(self) -> pygame.Rect | None:
        """The box on the table now ("thinking…" or the moves), where it was last
        drawn; ``None`` when none is open."""
        if not (self.thinking or self.shown()):
            return None
        return self.rect

    def update(self) -> None:
        """Collect a finished hint; a stale one (a move was made meanwhile) is dropped."""
        if self.pending is None or not self.pending.done():
            return
        moves = self.pending.result()
        self.pending = None
        if self.asked_at != self.here():
            return
        self.moves = moves
        # A game that acts on the answer (Safranito takes up the hinted token, so a
        # press at its ghost flicks the token the ghost shows).
        arrived = getattr(self.scene, "hint_arrived", None)
        if moves and arrived is not None:
            arrived(moves)
        if moves and not self.scene.meta.assisted:
            self.scene.meta = replace(self.scene.meta, assisted=True)
            self.scene.autosave()

    # -- drawing ---------------------------------------------------------------------
    def lines(self) -> list[str]:
        """The panel's text: three moves with values, then the best one's reason."""
        scene = self.scene
        text = scene.ctx.text
        lines = []
        shown = self.shown()
        for rank, move in enumerate(shown, start=1):
            own = getattr(scene, "hint_value", None)  # a game's own words (a hit chance)
            value = own(move.action, move.value) if own is not None else None
            if value is None:
                value = (str(text("hints.best")) if move is shown[0] else
                         compared_words(text, scene.package, move.value, shown[0].value,
                                        move.close))
            # A wrapped line keeps "0.8 stars" whole; only a number holds on to the
            # next word. A compared value held whole ("(à peu près aussi bon que le
            # meilleur)", one word wider than the felt beside the menu dialog) pushed the
            # box onto the dialog's title; worded as a phrase ("1042 points less than
            # the best") it breaks where a sentence does (newcomer findings 3c, 17).
            # The whole of "(94 % de chances de finir : Cannelle)" held as one
            # word was wider than the box and lost its end to "…" (issue 19 re-check).
            value = re.sub(r"(?<=\d) ", "\u00a0", value)
            lines.append(text("hints.line", n=rank, move=scene.hint_label(move.action),
                              value=value))
        best = self.shown()[:1]
        if best:  # the game's own sentence, worded as the review words it
            view = scene.game.observe(scene.match.state, scene.viewer)
            reason = reason_words(text, scene.package, scene.game, view, best[0].action,
                                  best[0].facts)
            if reason:
                lines.append(reason)
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        if not self.offered:
            return
        self.update()
        theme = self.scene.ctx.theme
        px = theme.px
        if self.thinking:
            self.panel(surface, [self.scene.ctx.text("hints.thinking")])
            return
        moves = self.shown()
        if not moves:
            return
        acted = self.acted_at == self.here()
        self.ringed = [] if acted else [self.frame(r) for r in self.rings(moves[0].action)]
        for ring in self.ringed:  # tomato, not the yellow of every legal move: "this one"
            draw_mark(surface, theme["accent"], ring, max(2, px(4)))
        listed = [r for m in moves for r in self.rings(m.action)]
        text = self.scene.ctx.text
        key = f"{self.scene.package}.hint_title"
        title = str(text(key)) if text.has(key) else str(text("hints.title"))
        note = getattr(self.scene, "hint_note", None)  # a game's own note, if any
        note_text = note() if note is not None else None
        if not note_text and self.costs_shown(moves):
            key = f"{self.scene.package}.hint_note"
            note_text = str(text(key)) if text.has(key) else str(text("hints.value_note"))
        lines = self.lines()
        full = [title, *lines, *([note_text] if note_text else [])]
        # Shorter boxes, tried in turn where the whole one hides a player's panel, the
        # hand or the trick wherever it goes: without the value note, then without the
        # reason, then with fewer moves. The French box at the contract choice lay over
        # Basil's panel and the spice rack at 1280x800 and 1920x1080 (newcomer
        # playtest, finding 3): the moves matter more than their explanation there.
        moved = lines[:len(moves)]
        shorter = [[title, *lines], [title, *moved], [title, *moved[:2]], [title, *moved[:1]]]
        self.panel(surface, full, listed, [s for s in shorter if s != full])

    def frame(self, rect: pygame.Rect) -> pygame.Rect:
        """The tomato frame round ``rect``: a little larger, but in a fanned hand it
        stops at the edge of the card laid over it, so it frames the part of the card
        one sees and leaves the next card's corner number in view (the frame round
        Red 4 covered the 5 of the card beside it: newcomer pass 9, finding 7c)."""
        px = self.scene.ctx.theme.px
        ring = rect.inflate(px(10), px(10))
        hand_rects = getattr(self.scene, "hand_rects", None)
        if hand_rects is None:
            return ring
        hand = [pygame.Rect(r) for _card, r in hand_rects(self.scene.view())]  # type: ignore[attr-defined]
        if rect not in hand:
            return ring
        above = hand[hand.index(rect) + 1:]  # drawn after it, so over it
        over = [r.left for r in above if r.colliderect(rect) and r.left > rect.left]
        if over:
            ring.width = min(over) + px(2) - ring.left
        return ring

    def costs_shown(self, moves: Sequence[HintMove]) -> bool:
        """Whether a move after the best shows a cost against it: the value note
        explains those figures, and with every other move "as good as the best" it
        explained figures shown nowhere (newcomer 7, finding 4: five lines of it under
        two bowls)."""
        text, package = self.scene.ctx.text, self.scene.package
        plain = {str(text("hints.as_good")), str(text("hints.about_as_good"))}
        # "About as good" shows no figure either: the note explained costs shown
        # nowhere (newcomer finding 17).
        return any(compared_words(text, package, move.value, moves[0].value, move.close)
                   not in plain for move in moves[1:])

    def rings(self, action: Action) -> list[pygame.Rect]:
        """What the Hint rings for ``action``: each of its parts on its own where the
        table names them (``hint_rects``: Scharfe Schoten's Most tile and Least tile, two
        rings, not one frame around a block of four that shows no pair), else its
        ``rect_of``."""
        parts = getattr(self.scene, "hint_rects", None)
        if parts is not None:
            return list(parts(action))
        rect = self.scene.rect_of(action)
        return [] if rect is None else [rect]

    def panel(self, surface: pygame.Surface, lines: list[str],
              moves: Sequence[pygame.Rect] = (), shorter: Sequence[list[str]] = ()
              ) -> None:
        """Below the table's tool buttons, where it hides least of the table (players'
        panels above all) and none of the ``moves`` it lists; long lines wrap when a
        narrower panel fits a quieter spot."""
        theme = self.scene.ctx.theme
        px = theme.px
        key = (tuple(lines), surface.get_size(), tuple(tuple(r) for r in moves))
        if key != self._placed_for:
            self._placed = self.place(surface.get_size(), lines, moves, shorter)
            self._placed_for = key
        rect, wrapped, pad = self._placed
        self.rect = rect
        draw_panel(surface, theme, rect)
        y = rect.top + px(6)
        for line, first, bold in wrapped:
            draw_text(surface, theme, line, (rect.left + pad, y), role="small",
                      style="bold" if bold else "regular",
                      max_width=rect.width - 2 * pad)
            y += px(22) if first else px(20)

    def place(self, screen: tuple[int, int], lines: list[str],
              moves: Sequence[pygame.Rect] = (), shorter: Sequence[list[str]] = ()
              ) -> tuple[pygame.Rect, list[Line], int]:
        """The panel's rect, its wrapped lines (each with whether it starts one of
        ``lines`` and whether it is the title's, in bold) and their margin from its
        sides, by the one rule every table's box follows
        (:func:`~game.ui.hint_place.place_clear`): clear of what
        the table names (``hint_must_clear``) and of what every overlay leaves in view
        (:func:`~game.ui.overlay_place.must_see`), then hiding least of what the
        coach weighs (``keep_clear``)."""
        theme = self.scene.ctx.theme
        px = theme.px
        font, bold = theme.font("small"), theme.font("small", "bold")
        def natural_of(shown: list[str]) -> int:
            return max([bold.size(shown[0])[0]]
                       + [font.size(line)[0] for line in shown[1:]]) + px(24)

        natural = natural_of(lines)
        # The coach never hides an open choice's dialog; the Hint may lie over the rest
        # of it (its title) rather than over a player's panel, but never over one of
        # the choices in it (it hid "No soup today": issue 19 play-test).
        view = self.scene.view()  # type: ignore[attr-defined]
        dialog = self.scene.menu_dialog_rect(view)
        clear = [(rect, weight) for rect, weight in keep_clear(self.scene) if rect != dialog]
        if dialog is not None:
            clear.append((dialog, BOARD))
            clear += [(rect, DECIDE) for rect in self.scene.menu_choice_rects(view)]  # type: ignore[attr-defined]
        # Where a panel must be hidden at all, its name and score line stay in view
        # (given up only after the tools, the hand and an open chooser: NAMES).
        clear += [(pygame.Rect(rect.left, rect.top, rect.width, px(44)), NAMES)
                  for rect, weight in list(clear)
                  if PLAYERS <= weight < 1000.0 and weight != ORDERED]
        clear += [(move.inflate(px(26), px(26)), 1000.0) for move in moves]
        # Never over the buttons that opened it (Hint, Last trick…) nor what the game
        # names as read while choosing (Scharfe Schoten's trump order): issue 19. Weighed
        # far above a panel's name strip: at the same weight, a box a line taller ("vs
        # best", newcomer finding 2) covered the Hint button rather than more panel.
        clear += [(rect.inflate(px(8), px(8)), DECIDE)
                  for rect in self.scene.hint_keep_clear()]
        own = getattr(self.scene, "hint_must_clear", None)
        must = list(own()) if own is not None else []
        must += [(rect, MUST_SEE) for rect in must_see(self.scene)]
        # An open chooser (Scharfe Schoten's contracts) is what the player decides on:
        # kept clear before any panel where no spot clears both (newcomer pass 10, 3).
        open_now = self.scene.dialog_rect()
        if open_now is not None:
            must.append((pygame.Rect(open_now), DECIDE))
        # What the table keeps clear where a spot hides none of it with the title on
        # one line (Safranito's bowls and rails while the player flicks: the French box
        # lay over the Curry bowl, newcomer pass 9, finding 7); a window with no such
        # spot places the box by the usual rule, unsqueezed.
        rather = getattr(self.scene, "hint_rather_clear", None)
        extra = list(rather()) if rather is not None else []
        # Where no spot clears all of it, the lightest part is given up first and the
        # rest tried again (Safranito's dishes panel before its market and bowls).
        weights = sorted({weight for _rect, weight in extra}, reverse=True)
        for least in reversed(weights):
            kept = [(rect, weight) for rect, weight in extra if weight >= least]
            # Whole if it fits, else shorter (the note dropped first), its title on one
            # line, else on two, before giving any of it up: four seats' Safranito box
            # lay over the market at 1600x640.
            for wraps in (False, True):
                for shown in (lines, *shorter):
                    found = place_spotless(theme, screen, shown, natural_of(shown), clear,
                                           must + kept, wraps)
                    if found is not None:
                        return found
        if extra:
            # No such spot: the usual rule still weighs them, as heavily as the table
            # says. Dropped here, the French box lay over Safranito's top row of bowls
            # at 800x500 with four players (newcomer pass 11, finding 6).
            clear = [*clear, *extra]
        # A box that hides nothing the player reads, whole if one fits, else shorter
        # (see :meth:`draw`); only where none does, the whole box by the usual rule.
        # Each length is tried with its title on two lines before a line is given up:
        # beside Too Many Cooks' menu dialog the title on one line fitted only with the
        # best menu left, no alternative and no reason (newcomer playtest 13e, 4).
        for shown in (lines, *shorter):
            for wraps in (False, True):
                found = place_spotless(theme, screen, shown, natural_of(shown), clear, must,
                                       wraps)
                if found is not None:
                    return found
        return (*place_clear(theme, screen, lines, natural, clear, must), px(PAD))
