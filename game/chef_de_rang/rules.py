"""Chef de rang (Roland Siegers' *Restaurant*): pure rules.

Spec: ``docs/rules/chef-de-rang.md``. Cards and options come from
``config/games/chef_de_rang.yaml`` (read by :mod:`game.chef_de_rang.loading`), the floor
plan from ``config/boards/<board>.yaml`` (see :mod:`game.chef_de_rang.plan`). The state
and action dataclasses live in :mod:`game.chef_de_rang.state`, the point counting in
:mod:`game.chef_de_rang.scoring`; this module re-exports the names tests and bots use.

Decisions taken here (beyond the spec's own):

- **Players**: ``min_players`` is 2. Two players play the same rules (the practice
  variant needs no switch: with 20 markers each, tables beyond the 40th stay
  unmarked). Markers per player and the 30-take minimum are options.
- **Cards** are ints (indices into ``rules.cards``); identical cards have distinct ids.
  Everything taken is revealed, so card ids in hands are public knowledge except
  after a plat du jour swap (below).
- **Phase 1** (``Phase.TAKING``): the next take's constraint is explicit in
  ``state.take_rule``: ``EDGE`` (first take), ``NEIGHBOUR`` (a face-down neighbour of
  the table taken last, by anyone) or ``ANYWHERE`` (after a saut, or after a dead end
  while fewer than ``minimum_takes`` cards are taken). A saut's extra take is honoured
  even when its table is a dead end after the minimum: the card lets the path jump, so
  the path is not stuck. A coup double on such a dead end loses its extra take, as
  phase 1 ends. Phase 1 also ends when no face-down table is left.
- **Plat du jour**: taken into the taker's hand, then ``Phase.PLAT_CHOICE``: the taker
  keeps it (``KeepPlat``) or swaps it (``SwapPlat(opponent)``): one card is drawn at
  random (seeded: ``derive_rng(seed, "plat", takes)``) from that opponent's hand
  *before* the plat goes in, so the taker never draws their own plat back; reserved
  piles are never touched. Only opponents holding a card can be chosen; when nobody
  can, the plat is kept without asking. A drawn card has no effect (effects happen
  only when a card is taken from a table).
- **Hidden information**: hands are hidden, their sizes public; every taken card is
  shown to all, reserved piles are public. A swap's drawn card is seen only by the two
  players involved (unless option ``open_swaps``). Each other player then no longer
  knows which of the opponent's cards moved: all the opponent's cards become
  *unknown* to them. A view holds, per seat, the cards the observer knows are there,
  the number it does not, and the pool of unknown cards (the observer's perfect
  recall is simplified to "these cards are somewhere in those unknown slots"; the bots
  use it). The score ranges shown to a player are exact instead: the public table
  records every take's taker and every swap (``takers``, ``swaps``), the state the
  cards drawn (``draws``, in a view only those the seat saw), and
  :mod:`game.chef_de_rang.knowledge` replays them.
  ``determinize`` deals the pool into the unknown slots and the unseen cards onto the
  face-down tables. The match seed is never in a view. State and view hold the same
  :class:`~game.chef_de_rang.state.PublicTable` (``.public``).
- **Phase 2** (``Phase.SERVING``): reserved menus go back to their owners' hands. The
  phase-1 first player serves first. Passing is automatic: after each serve, the turn
  goes to the next seat (clockwise, the server last) that can place a card; the seats
  passed over are in ``state.skipped``. Phase 2 ends when no seat can place, or when a
  player has placed their last card. Coups doubles and sauts have no effect.
- **Scores**: phase 1 = menus in hand and reserved pile when phase 1 ends; phase 2 =
  menus served under a player's markers minus menus left in hand. ``scores`` gives the
  running total at any time.
- **Questions the table asks** (all take a state or a view): ``legal_tables``,
  ``playable_tables``, ``legal_placements``, ``playable_cards``, ``swap_targets``,
  ``take_reason``, ``serve_reason``, ``is_dead_end``, ``phase_scores``,
  ``service_points``. Nothing outside the rules decides what is legal or what scores.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.chef_de_rang.knowledge import prepare_ranges
from game.chef_de_rang.loading import OPTION_NAMES, read_cards, read_game
from game.chef_de_rang.plan import load_plan
from game.chef_de_rang.queries import ChefQueries
from game.chef_de_rang.scoring import phase1_points, phase2_points
from game.chef_de_rang.state import (
    REASONS,
    Action,
    Card,
    CardKind,
    ChefState,
    ChefView,
    KeepPlat,
    Phase,
    PublicTable,
    Serve,
    SwapPlat,
    Take,
    TakeRule,
)
from game.engine.config import CONFIG_DIR, ConfigError, Section
from game.engine.options import resolve_options
from game.engine.protocol import IllegalAction
from game.engine.rng import derive_rng

GAME_FILE = CONFIG_DIR / "games" / "chef_de_rang.yaml"
BOARDS_DIR = CONFIG_DIR / "boards"

__all__ = [
    "BOARDS_DIR", "GAME_FILE", "OPTION_NAMES", "REASONS", "Action", "Card", "CardKind",
    "ChefDeRang", "ChefState", "ChefView", "KeepPlat", "Phase", "PublicTable", "Serve",
    "SwapPlat", "Take", "TakeRule", "create_rules", "read_cards",
]


class ChefDeRang(ChefQueries):
    """The rules, built once from config by :func:`create_rules` (the constructor and
    the queries on a state or view are in :class:`~game.chef_de_rang.queries.ChefQueries`)."""

    id: str = "chef-de-rang"
    action_types: tuple[type, ...] = (Take, KeepPlat, SwapPlat, Serve)

    # ----- protocol

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> ChefState:
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(f"{self.id} takes {self.min_players} to {self.max_players} "
                             f"players, not {num_players}")
        chosen = resolve_options(self.option_specs, options)
        order = list(range(len(self.cards)))
        derive_rng(seed, "deal").shuffle(order)
        return self._start(num_players, seed, chosen, tuple(order))

    def _start(self, players: int, seed: int, chosen: Mapping[str, Any],
               deck: tuple[int, ...]) -> ChefState:
        n = len(self.plan)
        empty: tuple[tuple[int, ...], ...] = ((),) * players
        first = derive_rng(seed, "first player").randrange(players)
        public = PublicTable(
            players=players, first_player=first, minimum_takes=chosen["minimum_takes"],
            open_swaps=chosen["open_swaps"], phase=Phase.TAKING, turn=first,
            take_rule=TakeRule.EDGE, pending_plat=-1, face_down=(True,) * n,
            taken=(-1,) * n, markers=(-1,) * n, served=(-1,) * n, path=(), service=(),
            reserved=empty, markers_left=(chosen["markers"],) * players)
        return ChefState(public=public, seed=seed, deck=deck, hands=empty, unknown_to=empty)

    def current_player(self, state: ChefState) -> int:
        return state.public.turn

    def is_over(self, state: ChefState) -> bool:
        return state.public.phase is Phase.OVER

    def legal_actions(self, state: ChefState) -> list[Action]:
        phase = state.public.phase
        if phase is Phase.TAKING:
            return [Take(t) for t in self.legal_tables(state)]
        if phase is Phase.PLAT_CHOICE:
            return [KeepPlat(), *(SwapPlat(o) for o in self.swap_targets(state))]
        if phase is Phase.SERVING:
            open_tables = self.open_tables(state)
            fits = self.fits
            return [Serve(c, t) for c in state.hands[state.public.turn] for t in open_tables
                    if fits[c][t]]
        return []

    def apply(self, state: ChefState, action: Any) -> ChefState:
        kind = type(action)
        phase = state.public.phase
        if kind is Take and phase is Phase.TAKING:
            table = action.table
            if _is_int(table) and 0 <= table < len(self.plan) and self.take_reason(
                    state, table) is None:
                return self._take(state, table)
        elif kind is KeepPlat and phase is Phase.PLAT_CHOICE:
            return self._after_take(state, state.public, {"pending_plat": -1},
                                    state.public.turn, extra=False, jump=False)
        elif kind is SwapPlat and phase is Phase.PLAT_CHOICE:
            if _is_int(action.opponent) and action.opponent in self.swap_targets(state):
                return self._swap(state, action.opponent)
        elif kind is Serve and phase is Phase.SERVING:
            card, table = action.card, action.table
            if (_is_int(card) and _is_int(table) and 0 <= table < len(self.plan)
                    and self.serve_reason(state, card, table) is None):
                return self._serve(state, card, table)
        raise IllegalAction(f"{action!r} is not legal now")

    def scores(self, state: ChefState) -> tuple[float, ...]:
        first, second = self.phase_scores(state)
        return tuple(float(a + b) for a, b in zip(first, second, strict=True))

    def winners(self, state: ChefState) -> tuple[int, ...]:
        if state.public.phase is not Phase.OVER:
            return ()
        totals = self.scores(state)
        best = max(totals)
        return tuple(seat for seat, score in enumerate(totals) if score == best)

    def round_end(self, state: ChefState, action: Any) -> ChefState | None:
        """Phase 1's end, for the replay (its phases are its rounds): the table as the
        phase's last take left it, scored, as the live table shows it under its
        summary: still a phase-1 floor (``Phase.TAKING``), nobody to move (``turn``
        -1). ``apply`` opens phase 2 in the same action, so without this the replay
        went from the 44th take straight to "Phase 2 · Serving" and never showed the
        last take or phase 1's points. ``None`` for any other move, and when phase 2
        has nothing to serve (the match ends there and its last step is the final
        table). A picture for the replay, not a state to play on."""
        if state.public.phase not in (Phase.TAKING, Phase.PLAT_CHOICE):
            return None
        after = self.apply(state, action)
        if after.public.phase is not Phase.SERVING:
            return None
        return replace(after, public=replace(after.public, phase=Phase.TAKING, turn=-1))

    def prepare_views(self, state: ChefState, seats: Sequence[int]) -> None:
        """What the views of ``seats`` show and is costly to work out (the other hands'
        phase-1 ranges), computed now and cached: the match session calls this when
        the state changes, so no frame's drawing runs the range programme."""
        for seat in seats:
            prepare_ranges(self.cards, self.observe(state, seat))

    def observe(self, state: ChefState, player: int) -> ChefView:
        public = state.public
        hands = state.hands
        unknown = () if public.open_swaps else state.unknown_to[player]
        if unknown:
            pool = set(unknown)
            known = tuple(tuple(c for c in hand if c not in pool) for hand in hands)
            hidden = tuple(len(hand) - len(k) for hand, k in zip(hands, known, strict=True))
        else:
            known, hidden = hands, (0,) * public.players
        draws = state.draws
        if not public.open_swaps and any(player not in swap[1:] for swap in public.swaps):
            draws = tuple(card if player in swap[1:] else -1
                          for card, swap in zip(draws, public.swaps, strict=True))
        return ChefView(seat=player, public=public, hands=known, hidden=hidden,
                        unknown=unknown, draws=draws)

    def determinize(self, view: ChefView, rng: random.Random) -> ChefState:
        public = view.public
        pool = list(view.unknown)
        rng.shuffle(pool)
        hands = []
        start = 0
        for seat in range(public.players):
            count = view.hidden[seat]
            hands.append(tuple(sorted((*view.hands[seat], *pool[start:start + count]))))
            start += count
        seen = set(view.unknown)
        for group in (view.hands, public.reserved):
            for cards in group:
                seen.update(cards)
        seen.update(c for c in public.served if c >= 0)
        unseen = [c for c in range(len(self.cards)) if c not in seen]
        rng.shuffle(unseen)
        spare = iter(unseen)
        deck = tuple(next(spare) if down else -1 for down in public.face_down)
        unknown_to = tuple(
            view.unknown if seat == view.seat
            else tuple(c for c in view.unknown if c not in hands[seat])
            for seat in range(public.players))
        return ChefState(public=public, seed=rng.getrandbits(62), deck=deck,
                         hands=tuple(hands), unknown_to=unknown_to, draws=view.draws)

    # ----- transitions
    #
    # Each transition works out every change first and then replaces the public table
    # and the state once each (``replace`` is the costly step of a move).

    def _take(self, state: ChefState, table: int) -> ChefState:
        public = state.public
        seat = public.turn
        card = state.deck[table]
        info = self.cards[card]
        markers, markers_left = public.markers, public.markers_left
        if markers_left[seat] > 0:
            markers = _set(markers, table, seat)
            markers_left = _set(markers_left, seat, markers_left[seat] - 1)
        hands, reserved = state.hands, public.reserved
        if info.res:
            reserved = _set(reserved, seat, (*reserved[seat], card))
        else:
            hands = _set(hands, seat, _insert(hands[seat], card))
        face_down = _set(public.face_down, table, False)
        path = (*public.path, table)
        changes: dict[str, Any] = dict(
            face_down=face_down, taken=_set(public.taken, table, card), markers=markers,
            markers_left=markers_left, path=path, reserved=reserved,
            takers=(*public.takers, seat))
        state = replace(state, deck=_set(state.deck, table, -1), hands=hands)
        kind = info.kind
        if kind is CardKind.PLAT and any(hands[o] for o in range(public.players) if o != seat):
            changes.update(phase=Phase.PLAT_CHOICE, pending_plat=card)
            return replace(state, public=replace(public, **changes))
        extra = kind is CardKind.COUP_DOUBLE or kind is CardKind.SAUT
        return self._after_take(state, public, changes, seat, extra=extra,
                                jump=kind is CardKind.SAUT)

    def _swap(self, state: ChefState, opponent: int) -> ChefState:
        public = state.public
        seat, plat = public.turn, public.pending_plat
        theirs = state.hands[opponent]
        drawn = theirs[derive_rng(state.seed, "plat", len(public.path)).randrange(len(theirs))]
        mine = tuple(c for c in state.hands[seat] if c != plat)
        hands = _set(state.hands, seat, _insert(mine, drawn))
        hands = _set(hands, opponent, _insert(tuple(c for c in theirs if c != drawn), plat))
        unknown_to = state.unknown_to
        if not public.open_swaps:
            unknown_to = tuple(
                tuple(c for c in blur if c != drawn) if q == seat
                else blur if q == opponent
                else tuple(sorted(set(blur).union(theirs)))
                for q, blur in enumerate(unknown_to))
        state = replace(state, hands=hands, unknown_to=unknown_to,
                        draws=(*state.draws, drawn))
        swaps = (*public.swaps, (len(public.path), seat, opponent))
        return self._after_take(state, public, {"pending_plat": -1, "swaps": swaps,
                                                "last_swap": (seat, opponent)},
                                seat, extra=False, jump=False)

    def _after_take(self, state: ChefState, public: PublicTable, changes: dict[str, Any],
                    seat: int, *, extra: bool, jump: bool) -> ChefState:
        """Who takes next and under which rule, or the end of phase 1. ``changes`` are
        the take's own changes to ``public`` (not applied yet)."""
        face_down = changes.get("face_down", public.face_down)
        path = changes.get("path", public.path)
        if jump:
            rule = TakeRule.ANYWHERE
        elif any(face_down[t] for t in self.neighbours[path[-1]]):
            rule = TakeRule.NEIGHBOUR
        elif len(path) < public.minimum_takes:
            rule = TakeRule.ANYWHERE
        else:
            return self._start_service(state, replace(public, **changes))
        if not any(face_down):
            return self._start_service(state, replace(public, **changes))
        turn = seat if extra else (seat + 1) % public.players
        return replace(state, public=replace(public, phase=Phase.TAKING, turn=turn,
                                             take_rule=rule, **changes))

    def _start_service(self, state: ChefState, public: PublicTable) -> ChefState:
        state = replace(state, public=public)
        first = phase1_points(self.values, state)
        hands = tuple(tuple(sorted(hand + res))
                      for hand, res in zip(state.hands, public.reserved, strict=True))
        public = replace(public, phase=Phase.SERVING, phase1_scores=first,
                         reserved=((),) * public.players, pending_plat=-1)
        state = replace(state, public=public, hands=hands)
        return self._next_server(state, (public.first_player - 1) % public.players)

    def _serve(self, state: ChefState, card: int, table: int) -> ChefState:
        public = state.public
        seat = public.turn
        hand = tuple(c for c in state.hands[seat] if c != card)
        unknown_to = state.unknown_to
        if any(card in blur for blur in unknown_to):
            unknown_to = tuple(tuple(c for c in blur if c != card) for blur in unknown_to)
        served = _set(public.served, table, card)
        service = (*public.service, table)
        state = replace(state, hands=_set(state.hands, seat, hand), unknown_to=unknown_to)
        if not hand:
            return self._finish(state, replace(public, served=served, service=service))
        # The next server, found before the table is rebuilt (one replace per serve).
        markers = public.markers
        open_tables = [t for t in self.neighbours[table] if markers[t] >= 0 and served[t] < 0]
        turn, skipped = self._next_seat(state, seat, open_tables)
        if turn < 0:
            return self._finish(state, replace(public, served=served, service=service,
                                               skipped=skipped))
        return replace(state, public=replace(public, served=served, service=service,
                                             turn=turn, skipped=skipped))

    def _next_server(self, state: ChefState, after: int) -> ChefState:
        """Give the turn to the next seat able to place (see :meth:`_next_seat`), or end
        the game."""
        public = state.public
        turn, skipped = self._next_seat(state, after, self.open_tables(state))
        if turn < 0:
            return self._finish(state, replace(public, skipped=skipped))
        return replace(state, public=replace(public, turn=turn, skipped=skipped))

    def _next_seat(self, state: ChefState, after: int,
                   open_tables: Sequence[int]) -> tuple[int, tuple[int, ...]]:
        """The turn passes clockwise from ``after`` to the first seat able to place
        (``after`` itself last): (that seat or -1 if nobody can, the seats passed)."""
        fits = self.fits
        players = state.public.players
        skipped: list[int] = []
        for step in range(1, players + 1):
            seat = (after + step) % players
            if any(fits[c][t] for c in state.hands[seat] for t in open_tables):
                return seat, tuple(skipped)
            skipped.append(seat)
        return -1, tuple(skipped)

    def _finish(self, state: ChefState, public: PublicTable) -> ChefState:
        """The game over: ``public`` is the final table (``state.public`` may be older)."""
        state = replace(state, public=public)
        return replace(state, public=replace(public, phase=Phase.OVER, turn=-1,
                                             phase2_scores=phase2_points(self.values, state)))


# ---------------------------------------------------------------- small helpers


def _is_int(value: object) -> bool:
    return type(value) is int


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*items[:index], value, *items[index + 1:])


def _insert(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    return tuple(sorted((*hand, card)))


# ---------------------------------------------------------------- config


def create_rules(game_file: Path = GAME_FILE, board_file: Path | None = None) -> ChefDeRang:
    """The rules from the game file and its floor plan (``board_file`` overrides the
    plan the game file names, for tests of other shapes)."""
    root = Section.load(game_file)
    data = read_game(root)
    plan = load_plan(board_file or BOARDS_DIR / f"{data.board}.yaml", data.zones)
    if len(data.cards) != len(plan):
        raise ConfigError(root.file, "menus", f"the deck has {len(data.cards)} cards but the "
                          f"floor plan has {len(plan)} tables (one card per table)")
    return ChefDeRang(plan, data.cards, data.min_players, data.max_players, data.option_specs)
