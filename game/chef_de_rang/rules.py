"""Chef de rang (Roland Siegers' *Restaurant*): pure rules.

Spec: ``/work/shared/rules/chef-de-rang.md`` (source ``seeds/004_*.txt``). Cards and
options come from ``config/games/chef_de_rang.yaml``, the floor plan from
``config/boards/<board>.yaml`` (see :mod:`game.chef_de_rang.plan`).

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
  recall is simplified to "these cards are somewhere in those unknown slots").
  ``determinize`` deals the pool into the unknown slots and the unseen cards onto the
  face-down tables. The match seed is never in a view.
- **Phase 2** (``Phase.SERVING``): reserved menus go back to their owners' hands. The
  phase-1 first player serves first. Passing is automatic: after each serve, the turn
  goes to the next seat (clockwise, the server last) that can place a card; the seats
  passed over are in ``state.skipped``. Phase 2 ends when no seat can place, or when a
  player has placed their last card. Coups doubles and sauts have no effect.
- **Scores**: phase 1 = menus in hand and reserved pile when phase 1 ends; phase 2 =
  menus served under a player's markers minus menus left in hand. ``scores`` gives the
  running total at any time.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import Enum
from pathlib import Path
from typing import Any

from game.chef_de_rang.plan import FloorPlan, load_plan
from game.engine.config import CONFIG_DIR, ConfigError, Section
from game.engine.options import OptionSpec, read_option_specs, resolve_options
from game.engine.protocol import IllegalAction
from game.engine.rng import derive_rng

GAME_FILE = CONFIG_DIR / "games" / "chef_de_rang.yaml"
BOARDS_DIR = CONFIG_DIR / "boards"
OPTION_NAMES = ("markers", "minimum_takes", "open_swaps")


class CardKind(Enum):
    MENU = "menu"
    PLAT = "plat_du_jour"
    COUP_DOUBLE = "coup_double"
    SAUT = "saut"


@dataclass(frozen=True)
class Card:
    kind: CardKind
    value: int = 0
    """Points of a menu; 0 for the other kinds."""
    res: bool = False
    """A RES menu: goes to the protected reserved pile in phase 1."""
    serve_in: tuple[str, ...] = ()
    """Zones where the card may be served in phase 2."""


class Phase(Enum):
    TAKING = "taking"
    """Phase 1: the player to move takes a face-down table."""
    PLAT_CHOICE = "plat_choice"
    """Phase 1: the player who just took a plat du jour keeps or swaps it."""
    SERVING = "serving"
    """Phase 2: the player to move serves a card from their hand."""
    OVER = "over"


class TakeRule(Enum):
    """Which face-down tables the next phase-1 take may use."""

    EDGE = "edge"
    NEIGHBOUR = "neighbour"
    ANYWHERE = "anywhere"


# ---------------------------------------------------------------- actions


@dataclass(frozen=True)
class Take:
    """Phase 1: take the face-down card of ``table``."""

    table: int


@dataclass(frozen=True)
class KeepPlat:
    """Phase 1: keep the plat du jour just taken."""


@dataclass(frozen=True)
class SwapPlat:
    """Phase 1: give the plat du jour to ``opponent``, draw a random card of theirs."""

    opponent: int


@dataclass(frozen=True)
class Serve:
    """Phase 2: serve ``card`` from hand on ``table``."""

    card: int
    table: int


# ---------------------------------------------------------------- state and view


@dataclass(frozen=True)
class ChefState:
    """A whole match. Per-table tuples are indexed by ``rules.plan`` table number;
    card ids by ``rules.cards``; -1 means none."""

    players: int
    seed: int
    first_player: int
    minimum_takes: int
    open_swaps: bool
    phase: Phase
    turn: int
    """The seat to move (the plat's taker in ``PLAT_CHOICE``); -1 when over."""
    take_rule: TakeRule
    pending_plat: int
    """The plat du jour awaiting ``KeepPlat``/``SwapPlat`` (already in the hand)."""
    deck: tuple[int, ...]
    """Per table, the face-down card lying there (hidden; after phase 1, out of game)."""
    face_down: tuple[bool, ...]
    taken: tuple[int, ...]
    """Per table, the card that was taken from it (shown to all when taken)."""
    markers: tuple[int, ...]
    """Per table, the seat whose marker is on it (an *ordered* table), or -1."""
    served: tuple[int, ...]
    """Per table, the card served on it in phase 2."""
    path: tuple[int, ...]
    """Tables taken in phase 1, in order; ``path[-1]`` is the table taken last."""
    service: tuple[int, ...]
    """Tables served in phase 2, in order; ``service[-1]`` is the table served last."""
    hands: tuple[tuple[int, ...], ...]
    """Per seat, sorted card ids."""
    reserved: tuple[tuple[int, ...], ...]
    """Per seat, RES menus (public; back into the hand when phase 2 starts)."""
    markers_left: tuple[int, ...]
    unknown_to: tuple[tuple[int, ...], ...]
    """Per observer seat, the cards in others' hands whose holder it does not know."""
    phase1_scores: tuple[int, ...] = ()
    """Set when phase 1 ends."""
    phase2_scores: tuple[int, ...] = ()
    """Set when the game ends."""
    skipped: tuple[int, ...] = ()
    """Phase 2: seats that passed (could not place) since the last serve."""
    last_swap: tuple[int, ...] = ()
    """(taker, opponent) of the latest plat du jour swap, for the scene."""


@dataclass(frozen=True)
class ChefView:
    """What ``seat`` may know. Public fields have the same names as in
    :class:`ChefState`, so the helpers below take either."""

    seat: int
    players: int
    first_player: int
    minimum_takes: int
    open_swaps: bool
    phase: Phase
    turn: int
    take_rule: TakeRule
    pending_plat: int
    face_down: tuple[bool, ...]
    taken: tuple[int, ...]
    markers: tuple[int, ...]
    served: tuple[int, ...]
    path: tuple[int, ...]
    service: tuple[int, ...]
    hands: tuple[tuple[int, ...], ...]
    """Per seat, the cards ``seat`` knows are in that hand (its own: all of them)."""
    hidden: tuple[int, ...]
    """Per seat, how many more cards that hand holds."""
    unknown: tuple[int, ...]
    """The cards filling the hidden slots, in some unknown arrangement."""
    reserved: tuple[tuple[int, ...], ...]
    markers_left: tuple[int, ...]
    phase1_scores: tuple[int, ...]
    phase2_scores: tuple[int, ...]
    skipped: tuple[int, ...]
    last_swap: tuple[int, ...]

    def hand_size(self, seat: int) -> int:
        return len(self.hands[seat]) + self.hidden[seat]


# Reason keys for a rejected click (locale: chef_de_rang.reason.<key>).
REASONS = ("not_taking", "not_face_down", "not_edge", "not_neighbour", "not_serving",
           "not_in_hand", "not_ordered", "already_served", "not_next_to_served", "zone")


# ---------------------------------------------------------------- rules


class ChefDeRang:
    """The rules, built once from config by :func:`create_rules`."""

    id = "chef-de-rang"
    action_types = (Take, KeepPlat, SwapPlat, Serve)

    def __init__(self, plan: FloorPlan, cards: tuple[Card, ...], min_players: int,
                 max_players: int, option_specs: tuple[OptionSpec, ...]) -> None:
        if len(cards) != len(plan):
            raise ValueError(f"{len(cards)} cards for {len(plan)} tables")
        self.plan = plan
        self.cards = cards
        self.min_players = min_players
        self.max_players = max_players
        self.option_specs = option_specs
        self.neighbours = plan.neighbours
        self.values = tuple(card.value for card in cards)
        zones = [table.zone for table in plan.tables]
        self.fits: tuple[tuple[bool, ...], ...] = tuple(
            tuple(zone in card.serve_in for zone in zones) for card in cards)
        """``fits[card][table]``: the card may be served on that table's zone."""
        self._all_tables = tuple(range(len(plan)))

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
        return ChefState(
            players=players, seed=seed, first_player=first,
            minimum_takes=chosen["minimum_takes"], open_swaps=chosen["open_swaps"],
            phase=Phase.TAKING, turn=first, take_rule=TakeRule.EDGE, pending_plat=-1,
            deck=deck, face_down=(True,) * n, taken=(-1,) * n, markers=(-1,) * n,
            served=(-1,) * n, path=(), service=(), hands=empty, reserved=empty,
            markers_left=(chosen["markers"],) * players, unknown_to=empty)

    def current_player(self, state: ChefState) -> int:
        return state.turn

    def is_over(self, state: ChefState) -> bool:
        return state.phase is Phase.OVER

    def legal_actions(self, state: ChefState) -> list[Any]:
        phase = state.phase
        if phase is Phase.TAKING:
            return [Take(t) for t in self.legal_tables(state)]
        if phase is Phase.PLAT_CHOICE:
            return [KeepPlat(), *(SwapPlat(o) for o in self.swap_targets(state))]
        if phase is Phase.SERVING:
            open_tables = self.open_tables(state)
            fits = self.fits
            return [Serve(c, t) for c in state.hands[state.turn] for t in open_tables
                    if fits[c][t]]
        return []

    def apply(self, state: ChefState, action: Any) -> ChefState:
        kind = type(action)
        phase = state.phase
        if kind is Take and phase is Phase.TAKING:
            table = action.table
            if _is_int(table) and 0 <= table < len(self.plan) and self.take_reason(
                    state, table) is None:
                return self._take(state, table)
        elif kind is KeepPlat and phase is Phase.PLAT_CHOICE:
            return self._after_take(replace(state, pending_plat=-1), state.turn, extra=False,
                                    jump=False)
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
        if state.phase is not Phase.OVER:
            return ()
        totals = self.scores(state)
        best = max(totals)
        return tuple(seat for seat, score in enumerate(totals) if score == best)

    def observe(self, state: ChefState, player: int) -> ChefView:
        hands = state.hands
        unknown = () if state.open_swaps else state.unknown_to[player]
        if unknown:
            pool = set(unknown)
            known = tuple(tuple(c for c in hand if c not in pool) for hand in hands)
            hidden = tuple(len(hand) - len(k) for hand, k in zip(hands, known, strict=True))
        else:
            known, hidden = hands, (0,) * state.players
        return ChefView(
            seat=player, players=state.players, first_player=state.first_player,
            minimum_takes=state.minimum_takes, open_swaps=state.open_swaps,
            phase=state.phase, turn=state.turn, take_rule=state.take_rule,
            pending_plat=state.pending_plat, face_down=state.face_down, taken=state.taken,
            markers=state.markers, served=state.served, path=state.path,
            service=state.service, hands=known, hidden=hidden, unknown=unknown,
            reserved=state.reserved, markers_left=state.markers_left,
            phase1_scores=state.phase1_scores, phase2_scores=state.phase2_scores,
            skipped=state.skipped, last_swap=state.last_swap)

    def determinize(self, view: ChefView, rng: random.Random) -> ChefState:
        pool = list(view.unknown)
        rng.shuffle(pool)
        hands = []
        start = 0
        for seat in range(view.players):
            count = view.hidden[seat]
            hands.append(tuple(sorted(view.hands[seat] + tuple(pool[start:start + count]))))
            start += count
        seen = set(view.unknown)
        for group in (view.hands, view.reserved):
            for cards in group:
                seen.update(cards)
        seen.update(c for c in view.served if c >= 0)
        unseen = [c for c in range(len(self.cards)) if c not in seen]
        rng.shuffle(unseen)
        spare = iter(unseen)
        deck = tuple(next(spare) if down else -1 for down in view.face_down)
        unknown_to = tuple(
            view.unknown if seat == view.seat
            else tuple(c for c in view.unknown if c not in hands[seat])
            for seat in range(view.players))
        return ChefState(
            players=view.players, seed=rng.getrandbits(62), first_player=view.first_player,
            minimum_takes=view.minimum_takes, open_swaps=view.open_swaps, phase=view.phase,
            turn=view.turn, take_rule=view.take_rule, pending_plat=view.pending_plat,
            deck=deck, face_down=view.face_down, taken=view.taken, markers=view.markers,
            served=view.served, path=view.path, service=view.service, hands=tuple(hands),
            reserved=view.reserved, markers_left=view.markers_left, unknown_to=unknown_to,
            phase1_scores=view.phase1_scores, phase2_scores=view.phase2_scores,
            skipped=view.skipped, last_swap=view.last_swap)

    # ----- helpers for bots and the table scene (take a state or a view)

    def legal_tables(self, state: ChefState | ChefView) -> tuple[int, ...]:
        """Phase 1: the tables the player to move may take. Phase 2: the tables open
        for serving (ordered, empty, next to the table served last), whatever the card.
        Otherwise none."""
        if state.phase is Phase.TAKING:
            face_down = state.face_down
            rule = state.take_rule
            if rule is TakeRule.NEIGHBOUR:
                return tuple(t for t in self.neighbours[state.path[-1]] if face_down[t])
            edge = self.plan.outer_edge
            return tuple(t for t in self._all_tables
                         if face_down[t] and (rule is TakeRule.ANYWHERE or edge[t]))
        if state.phase is Phase.SERVING:
            return self.open_tables(state)
        return ()

    def open_tables(self, state: ChefState | ChefView) -> tuple[int, ...]:
        """Ordered tables without a card that the next serve may use (phase 2 rule)."""
        candidates = self.neighbours[state.service[-1]] if state.service else self._all_tables
        markers, served = state.markers, state.served
        return tuple(t for t in candidates if markers[t] >= 0 and served[t] < 0)

    def legal_placements(self, state: ChefState | ChefView, card: int) -> tuple[int, ...]:
        """Phase 2: the tables where ``card`` may be served now (zone limits applied)."""
        if state.phase is not Phase.SERVING:
            return ()
        fits = self.fits[card]
        return tuple(t for t in self.open_tables(state) if fits[t])

    def swap_targets(self, state: ChefState | ChefView) -> tuple[int, ...]:
        """Opponents a pending plat du jour may be swapped with (they hold a card)."""
        if state.phase is not Phase.PLAT_CHOICE:
            return ()
        sizes = _hand_sizes(state)
        return tuple(o for o in range(state.players) if o != state.turn and sizes[o] > 0)

    def take_reason(self, state: ChefState | ChefView, table: int) -> str | None:
        """Why taking ``table`` is refused (a ``REASONS`` key), or ``None`` if legal."""
        if state.phase is not Phase.TAKING:
            return "not_taking"
        if not state.face_down[table]:
            return "not_face_down"
        rule = state.take_rule
        if rule is TakeRule.EDGE and not self.plan.outer_edge[table]:
            return "not_edge"
        if rule is TakeRule.NEIGHBOUR and table not in self.neighbours[state.path[-1]]:
            return "not_neighbour"
        return None

    def serve_reason(self, state: ChefState | ChefView, card: int, table: int) -> str | None:
        """Why serving ``card`` on ``table`` is refused (a ``REASONS`` key), or ``None``.
        The card must be in the hand of the player to move."""
        if state.phase is not Phase.SERVING:
            return "not_serving"
        if card not in state.hands[state.turn]:
            return "not_in_hand"
        if state.markers[table] < 0:
            return "not_ordered"
        if state.served[table] >= 0:
            return "already_served"
        if state.service and table not in self.neighbours[state.service[-1]]:
            return "not_next_to_served"
        if not self.fits[card][table]:
            return "zone"
        return None

    def phase_scores(self, state: ChefState | ChefView) -> tuple[tuple[int, ...],
                                                                tuple[int, ...]]:
        """(phase 1, phase 2) points per seat, running until each phase is scored.

        On a view the hidden cards of a hand are not counted (only a full state or the
        final, stored scores are exact for every seat)."""
        values = self.values
        if state.phase1_scores:
            first = state.phase1_scores
        else:
            first = tuple(sum(values[c] for c in hand) + sum(values[c] for c in res)
                          for hand, res in zip(state.hands, state.reserved, strict=True))
        if state.phase2_scores:
            return first, state.phase2_scores
        if state.phase is not Phase.SERVING:
            return first, (0,) * state.players
        return first, self._phase2_points(state)

    def card(self, card: int) -> Card:
        return self.cards[card]

    # ----- transitions

    def _take(self, state: ChefState, table: int) -> ChefState:
        seat = state.turn
        card = state.deck[table]
        info = self.cards[card]
        markers, markers_left = state.markers, state.markers_left
        if markers_left[seat] > 0:
            markers = _set(markers, table, seat)
            markers_left = _set(markers_left, seat, markers_left[seat] - 1)
        hands, reserved = state.hands, state.reserved
        if info.res:
            reserved = _set(reserved, seat, (*reserved[seat], card))
        else:
            hands = _set(hands, seat, _insert(hands[seat], card))
        state = replace(state, deck=_set(state.deck, table, -1),
                        face_down=_set(state.face_down, table, False),
                        taken=_set(state.taken, table, card), markers=markers,
                        markers_left=markers_left, path=(*state.path, table), hands=hands,
                        reserved=reserved)
        if info.kind is CardKind.PLAT:
            if any(hands[o] for o in range(state.players) if o != seat):
                return replace(state, phase=Phase.PLAT_CHOICE, pending_plat=card)
            return self._after_take(state, seat, extra=False, jump=False)
        return self._after_take(state, seat, extra=info.kind in (CardKind.COUP_DOUBLE,
                                                                  CardKind.SAUT),
                                jump=info.kind is CardKind.SAUT)

    def _swap(self, state: ChefState, opponent: int) -> ChefState:
        seat, plat = state.turn, state.pending_plat
        theirs = state.hands[opponent]
        drawn = theirs[derive_rng(state.seed, "plat", len(state.path)).randrange(len(theirs))]
        mine = tuple(c for c in state.hands[seat] if c != plat)
        hands = _set(state.hands, seat, _insert(mine, drawn))
        hands = _set(hands, opponent, _insert(tuple(c for c in theirs if c != drawn), plat))
        unknown_to = state.unknown_to
        if not state.open_swaps:
            unknown_to = tuple(
                tuple(c for c in blur if c != drawn) if q == seat
                else blur if q == opponent
                else tuple(sorted(set(blur).union(theirs)))
                for q, blur in enumerate(unknown_to))
        state = replace(state, hands=hands, unknown_to=unknown_to, pending_plat=-1,
                        last_swap=(seat, opponent))
        return self._after_take(state, seat, extra=False, jump=False)

    def _after_take(self, state: ChefState, seat: int, *, extra: bool,
                    jump: bool) -> ChefState:
        """Who takes next and under which rule, or the end of phase 1."""
        face_down = state.face_down
        if jump:
            rule = TakeRule.ANYWHERE
        elif any(face_down[t] for t in self.neighbours[state.path[-1]]):
            rule = TakeRule.NEIGHBOUR
        elif len(state.path) < state.minimum_takes:
            rule = TakeRule.ANYWHERE
        else:
            return self._start_service(state)
        if not any(face_down):
            return self._start_service(state)
        turn = seat if extra else (seat + 1) % state.players
        return replace(state, phase=Phase.TAKING, turn=turn, take_rule=rule)

    def _start_service(self, state: ChefState) -> ChefState:
        values = self.values
        first = tuple(sum(values[c] for c in hand) + sum(values[c] for c in res)
                      for hand, res in zip(state.hands, state.reserved, strict=True))
        hands = tuple(tuple(sorted(hand + res))
                      for hand, res in zip(state.hands, state.reserved, strict=True))
        state = replace(state, phase=Phase.SERVING, phase1_scores=first, hands=hands,
                        reserved=((),) * state.players, pending_plat=-1)
        return self._next_server(state, (state.first_player - 1) % state.players)

    def _serve(self, state: ChefState, card: int, table: int) -> ChefState:
        seat = state.turn
        hand = tuple(c for c in state.hands[seat] if c != card)
        unknown_to = state.unknown_to
        if any(card in blur for blur in unknown_to):
            unknown_to = tuple(tuple(c for c in blur if c != card) for blur in unknown_to)
        state = replace(state, hands=_set(state.hands, seat, hand),
                        served=_set(state.served, table, card),
                        service=(*state.service, table), unknown_to=unknown_to)
        if not hand:
            return self._finish(state)
        return self._next_server(state, seat)

    def _next_server(self, state: ChefState, after: int) -> ChefState:
        """The turn passes clockwise from ``after`` to the first seat able to place
        (``after`` itself last); nobody able ends the game."""
        open_tables = self.open_tables(state)
        fits = self.fits
        skipped = []
        for step in range(1, state.players + 1):
            seat = (after + step) % state.players
            if any(fits[c][t] for c in state.hands[seat] for t in open_tables):
                return replace(state, turn=seat, skipped=tuple(skipped))
            skipped.append(seat)
        return self._finish(replace(state, skipped=tuple(skipped)))

    def _finish(self, state: ChefState) -> ChefState:
        return replace(state, phase=Phase.OVER, turn=-1, phase2_scores=self._phase2_points(state))

    def _phase2_points(self, state: ChefState | ChefView) -> tuple[int, ...]:
        values = self.values
        points = [-sum(values[c] for c in hand) for hand in state.hands]
        for table, card in enumerate(state.served):
            if card >= 0 and state.markers[table] >= 0:
                points[state.markers[table]] += values[card]
        return tuple(points)


# ---------------------------------------------------------------- small helpers


def _is_int(value: Any) -> bool:
    return type(value) is int


def _set(items: tuple, index: int, value: Any) -> tuple:
    return (*items[:index], value, *items[index + 1:])


def _insert(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    return tuple(sorted((*hand, card)))


def _hand_sizes(state: ChefState | ChefView) -> tuple[int, ...]:
    if isinstance(state, ChefView):
        return tuple(state.hand_size(seat) for seat in range(state.players))
    return tuple(len(hand) for hand in state.hands)


# ---------------------------------------------------------------- config


def read_cards(root: Section, zones: tuple[str, ...]) -> tuple[Card, ...]:
    """The deck from the game file: menus by value, then the special cards."""
    cards: list[Card] = []
    seen_values: set[int] = set()
    for entry in root.list_of_sections("menus"):
        value = entry.get("value", int, minimum=1)
        if value in seen_values:
            raise entry.error("value", f"menu value {value} is listed twice")
        seen_values.add(value)
        count = entry.get("count", int, minimum=0)
        res = entry.get("res", int, 0, minimum=0, maximum=count)
        serve_in = entry.list("serve_in", str, min_len=1)
        for i, zone in enumerate(serve_in):
            if zone not in zones:
                raise entry.error(f"serve_in[{i}]", f"unknown zone '{zone}' "
                                                    f"(expected one of {', '.join(zones)})")
        entry.done()
        cards += [Card(CardKind.MENU, value, i < res, tuple(serve_in)) for i in range(count)]
    for key, kind in (("plats_du_jour", CardKind.PLAT), ("coups_doubles", CardKind.COUP_DOUBLE),
                      ("sauts", CardKind.SAUT)):
        cards += [Card(kind, 0, False, zones)] * root.get(key, int, minimum=0)
    return tuple(cards)


def create_rules(game_file: Path = GAME_FILE, board_file: Path | None = None) -> ChefDeRang:
    """The rules from the game file and its floor plan (``board_file`` overrides the
    plan the game file names, for tests of other shapes)."""
    root = Section.load(game_file)
    zones = tuple(root.list("zones", str, min_len=1))
    if len(set(zones)) != len(zones):
        raise root.error("zones", "a zone is listed twice")
    board_name = root.get("board", str)
    players = root.section("players")
    low = players.get("min", int, minimum=1)
    high = players.get("max", int, minimum=low)
    players.done()
    cards = read_cards(root, zones)
    specs = read_option_specs(root.section("options"))
    names = {spec.name for spec in specs}
    for name in OPTION_NAMES:
        if name not in names:
            raise root.error(f"options.{name}", "missing")
    for spec in specs:
        if spec.name not in OPTION_NAMES:
            raise root.error(f"options.{spec.name}", "unknown key")
        if spec.is_flag != (spec.name == "open_swaps"):
            raise root.error(f"options.{spec.name}.default",
                             "expected true or false" if spec.name == "open_swaps"
                             else "expected a whole number")
    root.done()
    plan = load_plan(board_file or BOARDS_DIR / f"{board_name}.yaml", zones)
    if len(cards) != len(plan):
        raise ConfigError(root.file, "menus", f"the deck has {len(cards)} cards but the "
                          f"floor plan has {len(plan)} tables (one card per table)")
    return ChefDeRang(plan, cards, low, high, specs)
