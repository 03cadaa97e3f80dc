"""Safranito's rules on the engine's ``Game`` protocol.

Spec: ``/work/shared/rules/safranito.md`` (the authority), from the French rulebook
``seeds/003_58578c28c1e30af2.txt``. Data (spices, dishes, the player-count table,
money, the flick grid, the stub board) is ``config/games/safranito.yaml``.

The rules never import physics (DESIGN.md boundary 5): they are built with a
:class:`~game.safranito.flick.FlickResolver` and store every token on the board with
its position and region, so ``apply`` is a pure function of state and action and a
replay is exact. See :mod:`game.safranito.flick` for the board frame and the flick.

Decisions the spec leaves open (each one a test in ``tests/safranito``):

1. **Flick grid.** ``legal_actions`` cannot list a continuum: it offers, per unused
   token value, the ``flick.grid`` of config (5 positions x 5 angles x 4 strengths).
   ``apply`` and :meth:`SafranitoRules.is_legal` accept *any* in-range flick of an
   unused token (position and strength in [0, 1], |angle| <= ``max_angle``).
2. **Out tokens** are spent for the round: back with their owner, not flickable again
   this round (not even for the extra flick).
3. **Extra flick** with no unused token left lapses (never happens with the standard
   table). The extra token, and anything it knocks, counts where it stops; a token
   that stops on the extra-flick space goes back with that space's tokens.
4. **Extra spice card**: draws reshuffle the discards when the deck runs out and stop
   if both are empty. One card drawn is kept without asking; two or more always ask
   (:class:`KeepCard`), even if they are all one spice, so that whether a choice is
   asked leaks nothing. The others go under the deck in the order drawn.
5. **Reserve a dish** takes nothing once the dish deck is empty.
6. **Head chef "at once"**: the new head chef returns the invalid tokens, picks the
   bowl order in phase 3, seat priority (buy ties) counts from them, phase 4 starts
   with them, and they pass the mill left at the round's end.
7. **Reveals**: the tokens on an action space turn face up when it is scored, those
   in a bowl when the bowl is opened; invalid and out tokens go back face down. A
   revealed value stays public for the rest of the round; every round starts hidden.
8. **Who is asked**: every seat is asked whether to sell (``Sell(0)`` = no) and
   which dishes to prepare (``Prepare(-1, ())`` = none), even with nothing to offer,
   so that whose turn it is reveals nothing about hidden hands. A top bidder who
   cannot pay is not asked (money is public); a bowl is opened without asking when
   it is the only one left.
9. **The end**: the first seat to reach ``dishes_to_win`` prepared dishes wins at
   once, even mid-phase. After round ``round_limit`` (option, default 30) most dishes
   wins, then most money; equal seats share. ``scores`` are dishes prepared.
10. **Hidden information** in a view (:meth:`SafranitoRules.observe`) is shown by
    placeholders: token value ``0``, spice card ``"?"``, dish ``-1``. Others' hands
    and reserved dishes show as counts only, deck orders are hidden and the match
    seed is ``0``. (Purchases are public, but the view does not count cards for a
    bot; a bot that wants to may remember them itself.)
11. **Money** never goes negative; the bank is unlimited and ``state.bank`` records
    its net takings, so ``sum(money) + bank`` stays ``players * start_money``.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields, replace
from enum import Enum
from functools import lru_cache
from typing import Any

from game.engine.config import CONFIG_DIR, ConfigError, Section
from game.engine.options import OptionSpec, read_option_specs, resolve_options
from game.engine.protocol import IllegalAction
from game.engine.rng import derive_rng
from game.safranito.flick import (
    BOWLS,
    CLASSIFICATIONS,
    INVALID,
    OUT,
    SPACES,
    BoardToken,
    Flick,
    FlickResolver,
)
from game.safranito.stub_resolver import StubBoard, StubResolver

CONFIG_FILE = CONFIG_DIR / "games" / "safranito.yaml"
HIDDEN_CARD = "?"
HIDDEN_DISH = -1
HIDDEN_VALUE = 0


class Phase(Enum):
    """Where the round is, and so which action :attr:`SafranitoState.to_move` owes."""

    FLICK = "flick"
    """Phase 1: ``to_move`` flicks an unused token (:class:`Flick`)."""
    EXTRA_FLICK = "extra_flick"
    """Phase 2, first space: its winner flicks one more token (:class:`Flick`)."""
    KEEP_CARD = "keep_card"
    """Phase 2, second space: its winner keeps one of ``drawn`` (:class:`KeepCard`)."""
    CHOOSE_BOWL = "choose_bowl"
    """Phase 3: the head chef picks the next bowl (:class:`ChooseBowl`)."""
    SELL = "sell"
    """Phase 3: ``to_move`` sells cards of ``bowl``'s spice, or none (:class:`Sell`)."""
    BUY = "buy"
    """Phase 3: the top bidder in ``bowl`` buys one card or declines (:class:`Buy`)."""
    DISHES = "dishes"
    """Phase 4: ``to_move`` prepares dishes, or none (:class:`Prepare`)."""
    OVER = "over"


@dataclass(frozen=True)
class KeepCard:
    """Keep one card of this spice from those the extra spice card drew."""

    spice: str


@dataclass(frozen=True)
class ChooseBowl:
    """Head chef: resolve this bowl next (it holds at least one token)."""

    bowl: str


@dataclass(frozen=True)
class Sell:
    """Sell ``count`` cards of the open bowl's spice (0 = sell none)."""

    count: int


@dataclass(frozen=True)
class Buy:
    """Top bidder: pay your total in the bowl for one card (True), or take your tokens back."""

    accept: bool


@dataclass(frozen=True)
class Prepare:
    """Prepare the face-up dish ``face_up`` (-1: none) and the reserved dishes listed
    (ids ascending), discarding three spices for each."""

    face_up: int
    reserved: tuple[int, ...]


Action = Flick | KeepCard | ChooseBowl | Sell | Buy | Prepare
NO_DISH = Prepare(-1, ())


@dataclass(frozen=True)
class Event:
    """One thing the last action caused, in order, for the scene to animate and log.

    ``kind`` is one of: ``round`` (count = round), ``head_chef`` (seat; region says
    why: ``pass`` or ``head_chef``), ``refill`` (dish), ``market`` (spice, count),
    ``reshuffle`` (count = cards), ``flick`` (seat, token, region where it stopped),
    ``knocked`` (seat = owner, token, region now), ``out`` (seat, token),
    ``space`` (region, seat = winner, count = winning total), ``lapse`` (seat: an
    action that could not be taken), ``draw`` (seat, count), ``keep`` (seat, spice),
    ``reserve`` (seat, dish), ``back`` (seat, region, count = tokens returned),
    ``bowl`` (region, count = total), ``sell`` (seat, spice, count, price = each),
    ``buy`` (seat, spice, price), ``decline`` (seat, region), ``cannot_pay`` (seat,
    region, price), ``prepare`` (seat, dish), ``win`` (seat), ``end`` (seat = -1).
    In a view, ``keep`` and ``reserve`` of other seats hide spice ("") and dish (-1).
    """

    kind: str
    seat: int = -1
    region: str = ""
    spice: str = ""
    count: int = 0
    price: int = 0
    dish: int = -1
    token: int = -1


@dataclass(frozen=True)
class Dish:
    id: int
    key: str
    """Names the dish in the locale files."""
    spices: tuple[str, str, str]


@dataclass(frozen=True)
class TableRow:
    """The spec's table for one player count."""

    face_up_dishes: int
    spices_per_round: int
    tokens_per_round: int


@dataclass(frozen=True)
class SafranitoState:
    """A whole match, or (``viewer >= 0``) what one seat may know of it.

    Piles without order (hands, market, discard, unused tokens) are sorted; decks are
    top first. In a view hidden items are placeholders (see decision 10).
    """

    num_players: int
    seed: int
    round_limit: int
    round: int
    phase: Phase
    to_move: int
    head_chef: int
    money: tuple[int, ...]
    bank: int
    hands: tuple[tuple[str, ...], ...]
    reserved: tuple[tuple[int, ...], ...]
    """Reserved dish ids per seat, in the order taken."""
    prepared: tuple[tuple[int, ...], ...]
    """Dishes each seat has prepared, in order (public)."""
    face_up: tuple[int, ...]
    dish_deck: tuple[int, ...]
    spice_deck: tuple[str, ...]
    market: tuple[str, ...]
    discard: tuple[str, ...]
    unused: tuple[tuple[int, ...], ...]
    """Token values each seat has not flicked this round."""
    board: tuple[BoardToken, ...]
    """Tokens lying on the board (region: a bowl, an action space or ``invalid``)."""
    returned: tuple[BoardToken, ...]
    """Tokens flicked this round and already back with their owner (last place kept)."""
    revealed: tuple[int, ...]
    """Ids of this round's tokens turned face up."""
    turn: int
    """Phase 1: flicks made; SELL and DISHES: seats that have answered."""
    bowl: str
    """The bowl being resolved in SELL and BUY, else ``""``."""
    sellers: tuple[int, ...]
    """Seats that sold in the open bowl: they cannot buy its spice."""
    drawn: tuple[str, ...]
    """KEEP_CARD: the cards drawn, to choose from."""
    winner: int
    next_token: int
    reshuffles: int
    events: tuple[Event, ...]
    """What the last action caused (and the automatic steps after it)."""
    viewer: int = -1
    """-1 for a full state, else the seat whose view this is."""

    def priority(self) -> tuple[int, ...]:
        """Seat priority for ties: left of the head chef first, clockwise, head chef last."""
        n = self.num_players
        return tuple((self.head_chef + 1 + i) % n for i in range(n))

    def bowl_total(self, region: str) -> int:
        return sum(t.value for t in self.board if t.region == region)


class ResolverError(RuntimeError):
    """The flick resolver broke its contract (lost, invented or changed a token)."""


class _Work:
    """A mutable copy of a state for one ``apply``: lists where the state has tuples.

    Copy-on-apply keeps the rules readable (plain list edits) while the caller's state
    is never touched; :meth:`freeze` sorts the unordered piles back into canonical form.
    """

    num_players: int
    seed: int
    round_limit: int
    round: int
    phase: Phase
    to_move: int
    head_chef: int
    money: list[int]
    bank: int
    hands: list[list[str]]
    reserved: list[list[int]]
    prepared: list[list[int]]
    face_up: list[int]
    dish_deck: list[int]
    spice_deck: list[str]
    market: list[str]
    discard: list[str]
    unused: list[list[int]]
    board: list[BoardToken]
    returned: list[BoardToken]
    revealed: list[int]
    turn: int
    bowl: str
    sellers: list[int]
    drawn: list[str]
    winner: int
    next_token: int
    reshuffles: int
    events: list[Event]
    viewer: int

    def __init__(self, state: SafranitoState) -> None:
        for f in fields(state):
            setattr(self, f.name, _thaw(getattr(state, f.name)))
        self.events = []

    def freeze(self, spice_key: Callable[[str], int]) -> SafranitoState:
        self.hands = [sorted(h, key=spice_key) for h in self.hands]
        self.market.sort(key=spice_key)
        self.discard.sort(key=spice_key)
        for values in self.unused:
            values.sort()
        self.revealed.sort()
        return SafranitoState(**{f.name: _freeze(getattr(self, f.name))
                                 for f in fields(SafranitoState)})

    def priority(self) -> list[int]:
        n = self.num_players
        return [(self.head_chef + 1 + i) % n for i in range(n)]

    def on(self, region: str) -> list[BoardToken]:
        return [t for t in self.board if t.region == region]

    def log(self, kind: str, **data: Any) -> None:
        self.events.append(Event(kind, **data))


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


def _fits(need: Counter[str], hand: Counter[str]) -> bool:
    return all(hand[s] >= k for s, k in need.items())


class SafranitoRules:
    """Safranito's rules, built once from config with a flick resolver."""

    id = "safranito"
    min_players = 2
    max_players = 4
    action_types: tuple[type, ...] = (Flick, KeepCard, ChooseBowl, Sell, Buy, Prepare)

    def __init__(self, *, spices: tuple[str, ...], cards_per_spice: int,
                 token_values: tuple[int, ...], start_money: int, dishes_to_win: int,
                 table: Mapping[int, TableRow], dishes: tuple[Dish, ...],
                 max_angle: float, grid: tuple[tuple[float, ...], ...],
                 option_specs: tuple[OptionSpec, ...], resolver: FlickResolver) -> None:
        self.spices = spices
        self.cards_per_spice = cards_per_spice
        self.token_values = token_values
        self.start_money = start_money
        self.dishes_to_win = dishes_to_win
        self.table = dict(table)
        self.dishes = dishes
        self.max_angle = max_angle
        self.grid = grid
        self.option_specs = option_specs
        self.resolver = resolver
        self._spice_order = {s: i for i, s in enumerate(spices)}
        self._grid_cache = lru_cache(maxsize=128)(self._build_grid)

    # -- setup -------------------------------------------------------------------------

    def spice_key(self, spice: str) -> int:
        return self._spice_order.get(spice, len(self._spice_order))

    def new_game(self, num_players: int, seed: int,
                 options: Mapping[str, Any]) -> SafranitoState:
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(f"Safranito takes {self.min_players} to {self.max_players} "
                             f"players, not {num_players}")
        chosen = resolve_options(self.option_specs, options)
        rng = derive_rng(seed, "setup")
        dish_deck = [d.id for d in self.dishes]
        rng.shuffle(dish_deck)
        spice_deck = [s for s in self.spices for _ in range(self.cards_per_spice)]
        rng.shuffle(spice_deck)
        n = num_players
        first_chef = derive_rng(seed, "head chef").randrange(n)
        state = SafranitoState(
            num_players=n, seed=seed, round_limit=chosen["round_limit"], round=0,
            phase=Phase.FLICK, to_move=first_chef, head_chef=first_chef,
            money=(self.start_money,) * n, bank=0, hands=((),) * n, reserved=((),) * n,
            prepared=((),) * n, face_up=(), dish_deck=tuple(dish_deck),
            spice_deck=tuple(spice_deck), market=(), discard=(), unused=((),) * n,
            board=(), returned=(), revealed=(), turn=0, bowl="", sellers=(), drawn=(),
            winner=-1, next_token=0, reshuffles=0, events=())
        work = _Work(state)
        self._start_round(work, passing=False)
        return work.freeze(self.spice_key)

    # -- the protocol ------------------------------------------------------------------

    def current_player(self, state: SafranitoState) -> int:
        return -1 if state.phase is Phase.OVER else state.to_move

    def is_over(self, state: SafranitoState) -> bool:
        return state.phase is Phase.OVER

    def scores(self, state: SafranitoState) -> tuple[float, ...]:
        return tuple(float(len(done)) for done in state.prepared)

    def winners(self, state: SafranitoState) -> tuple[int, ...]:
        if state.phase is not Phase.OVER:
            return ()
        if state.winner >= 0:
            return (state.winner,)
        best = max((len(state.prepared[s]), state.money[s]) for s in range(state.num_players))
        return tuple(s for s in range(state.num_players)
                     if (len(state.prepared[s]), state.money[s]) == best)

    def legal_actions(self, state: SafranitoState) -> Sequence[Action]:
        phase, seat = state.phase, state.to_move
        if phase in (Phase.FLICK, Phase.EXTRA_FLICK):
            return self.flick_grid(tuple(sorted(set(state.unused[seat]))))
        if phase is Phase.KEEP_CARD:
            return [KeepCard(s) for s in sorted(set(state.drawn), key=self.spice_key)]
        if phase is Phase.CHOOSE_BOWL:
            return [ChooseBowl(b) for b in self.bowls_with_tokens(state)]
        if phase is Phase.SELL:
            return [Sell(k) for k in range(state.hands[seat].count(state.bowl) + 1)]
        if phase is Phase.BUY:
            return [Buy(True), Buy(False)]
        if phase is Phase.DISHES:
            return self.dish_options(state, seat)
        return []

    def is_legal(self, state: SafranitoState, action: object) -> bool:
        """Whether ``apply`` accepts ``action``: any in-range flick, not only the grid.

        The match runner should ask this rather than ``action in legal_actions`` so a
        mouse or an aiming bot may flick anywhere.
        """
        if isinstance(action, Flick):
            return (state.phase in (Phase.FLICK, Phase.EXTRA_FLICK)
                    and _is_int(action.value) and action.value in state.unused[state.to_move]
                    and _in_range(action.position, 0.0, 1.0)
                    and _in_range(action.strength, 0.0, 1.0)
                    and _in_range(action.angle, -self.max_angle, self.max_angle))
        if not isinstance(action, (KeepCard, ChooseBowl, Sell, Buy, Prepare)):
            return False
        return action in self.legal_actions(state)

    def apply(self, state: SafranitoState, action: object) -> SafranitoState:
        if state.viewer >= 0:
            raise IllegalAction("a view cannot be played; determinize it first")
        if state.phase is Phase.OVER or not self.is_legal(state, action):
            raise IllegalAction(f"{action!r} is not legal in phase {state.phase.value}")
        work = _Work(state)
        if isinstance(action, Flick):
            self._flick(work, action)
            if work.phase is Phase.FLICK:
                work.turn += 1
                self._continue_flicking(work)
            else:
                self._return_tokens(work, SPACES[0])
                self._resolve_spaces(work, 1)
        elif isinstance(action, KeepCard):
            self._keep(work, action.spice)
            self._return_tokens(work, SPACES[1])
            self._resolve_spaces(work, 2)
        elif isinstance(action, ChooseBowl):
            self._open_bowl(work, action.bowl)
        elif isinstance(action, Sell):
            self._sell(work, action.count)
        elif isinstance(action, Buy):
            self._buy(work, action.accept)
        elif isinstance(action, Prepare):
            self._prepare(work, action)
        return work.freeze(self.spice_key)

    # -- hidden information ------------------------------------------------------------

    def observe(self, state: SafranitoState, player: int) -> SafranitoState:
        """What ``player`` may know: placeholders for everything hidden (decision 10)."""
        shown = set(state.revealed)

        def token(t: BoardToken) -> BoardToken:
            if t.owner == player or t.id in shown or t.value == HIDDEN_VALUE:
                return t
            return replace(t, value=HIDDEN_VALUE)

        def event(e: Event) -> Event:
            if e.seat == player:
                return e
            if e.kind == "keep":
                return replace(e, spice="")
            if e.kind == "reserve":
                return replace(e, dish=HIDDEN_DISH)
            return e

        return replace(
            state, seed=0, viewer=player,
            hands=tuple(h if s == player else (HIDDEN_CARD,) * len(h)
                        for s, h in enumerate(state.hands)),
            reserved=tuple(r if s == player else (HIDDEN_DISH,) * len(r)
                           for s, r in enumerate(state.reserved)),
            unused=tuple(u if s == player else (HIDDEN_VALUE,) * len(u)
                         for s, u in enumerate(state.unused)),
            dish_deck=(HIDDEN_DISH,) * len(state.dish_deck),
            spice_deck=(HIDDEN_CARD,) * len(state.spice_deck),
            drawn=state.drawn if state.to_move == player
            else (HIDDEN_CARD,) * len(state.drawn),
            board=tuple(token(t) for t in state.board),
            returned=tuple(token(t) for t in state.returned),
            events=tuple(event(e) for e in state.events))

    def determinize(self, view: SafranitoState, rng: random.Random) -> SafranitoState:
        """A full state the viewer cannot tell from the real one; hidden parts sampled."""
        me = view.viewer
        n = view.num_players
        # Token values: each other seat holds the values not yet shown, in some order.
        values: dict[int, list[int]] = {}
        for seat in range(n):
            if seat == me:
                continue
            known = Counter(t.value for t in (*view.board, *view.returned)
                            if t.owner == seat and t.value != HIDDEN_VALUE)
            pool = list((Counter(self.token_values) - known).elements())
            rng.shuffle(pool)
            values[seat] = pool

        def token(t: BoardToken) -> BoardToken:
            if t.owner == me or t.value != HIDDEN_VALUE:
                return t
            return replace(t, value=values[t.owner].pop())

        board = tuple(token(t) for t in view.board)
        returned = tuple(token(t) for t in view.returned)
        unused = tuple(view.unused[s] if s == me else tuple(sorted(values[s]))
                       for s in range(n))
        # Spice cards: every card not seen is somewhere hidden.
        seen = Counter(view.market) + Counter(view.discard) + Counter(view.hands[me])
        drawn_hidden = HIDDEN_CARD in view.drawn
        if not drawn_hidden:
            seen += Counter(view.drawn)
        every = Counter({s: self.cards_per_spice for s in self.spices})
        cards = sorted((every - seen).elements(), key=self.spice_key)
        rng.shuffle(cards)
        hands = []
        for seat in range(n):
            if seat == me:
                hands.append(view.hands[seat])
            else:
                take = len(view.hands[seat])
                hands.append(tuple(sorted(cards[:take], key=self.spice_key)))
                del cards[:take]
        drawn = view.drawn
        if drawn_hidden:
            drawn, cards = tuple(cards[:len(view.drawn)]), cards[len(view.drawn):]
        spice_deck = tuple(cards)
        # Dishes: reserved by others or still in the deck.
        placed = {*view.face_up, *view.reserved[me]}
        for done in view.prepared:
            placed.update(done)
        dishes = [d.id for d in self.dishes if d.id not in placed]
        rng.shuffle(dishes)
        reserved = []
        for seat in range(n):
            if seat == me:
                reserved.append(view.reserved[seat])
            else:
                take = len(view.reserved[seat])
                reserved.append(tuple(dishes[:take]))
                del dishes[:take]
        return replace(view, seed=rng.getrandbits(62), viewer=-1, board=board,
                       returned=returned, unused=unused, hands=tuple(hands), drawn=drawn,
                       spice_deck=spice_deck, reserved=tuple(reserved),
                       dish_deck=tuple(dishes))

    # -- queries the scene and bots use ------------------------------------------------

    def table_row(self, num_players: int) -> TableRow:
        return self.table[num_players]

    def bowls_with_tokens(self, state: SafranitoState) -> list[str]:
        held = {t.region for t in state.board}
        return [b for b in BOWLS if b in held]

    def top_bidder(self, state: SafranitoState, region: str) -> tuple[int, int]:
        """(seat, total) of the highest total on ``region``, ties by seat priority;
        (-1, 0) if empty. In a view, hidden tokens count 0."""
        return _top_bidder(list(state.board), region, list(state.priority()))

    def dish_options(self, state: SafranitoState, seat: int) -> list[Prepare]:
        """Every legal :class:`Prepare` for ``seat``: at most one face-up dish plus any
        set of reserved ones whose spices the hand covers together."""
        hand = Counter(state.hands[seat])
        need = {d.id: Counter(d.spices) for d in self.dishes}
        subsets: list[tuple[tuple[int, ...], Counter[str]]] = []

        def grow(chosen: tuple[int, ...], left: Counter[str], start: int,
                 own: tuple[int, ...]) -> None:
            subsets.append((chosen, left))
            for i in range(start, len(own)):
                if _fits(need[own[i]], left):
                    grow((*chosen, own[i]), left - need[own[i]], i + 1, own)

        grow((), hand, 0, tuple(sorted(set(state.reserved[seat]) - {HIDDEN_DISH})))
        options = []
        for chosen, left in subsets:
            options.append(Prepare(-1, chosen))
            options.extend(Prepare(f, chosen) for f in state.face_up if _fits(need[f], left))
        return options

    # -- phase 1: flicking -------------------------------------------------------------

    def flick_grid(self, values: Sequence[int]) -> tuple[Flick, ...]:
        """The flicks ``legal_actions`` offers for these token values: the config grid
        per value (cached, since every flick turn asks for it)."""
        return self._grid_cache(tuple(values))

    def _build_grid(self, values: tuple[int, ...]) -> tuple[Flick, ...]:
        positions, angles, strengths = self.grid
        return tuple(Flick(v, p, a, s) for v in values
                     for p, a, s in itertools.product(positions, angles, strengths))

    def _start_round(self, w: _Work, *, passing: bool) -> None:
        n = w.num_players
        row = self.table[n]
        w.round += 1
        w.log("round", count=w.round)
        if passing:
            w.head_chef = (w.head_chef + 1) % n
            w.log("head_chef", seat=w.head_chef, region="pass")
        else:
            w.log("head_chef", seat=w.head_chef, region="setup")
        w.unused = [list(self.token_values) for _ in range(n)]
        w.board, w.returned, w.revealed = [], [], []
        while len(w.face_up) < row.face_up_dishes and w.dish_deck:
            dish = w.dish_deck.pop(0)
            w.face_up.append(dish)
            w.log("refill", dish=dish)
        for _ in range(row.spices_per_round):
            card = self._draw(w)
            if card is None:
                break
            w.market.append(card)
            w.log("market", spice=card, count=1)
        w.phase, w.turn, w.to_move = Phase.FLICK, 0, w.head_chef

    def _continue_flicking(self, w: _Work) -> None:
        n = w.num_players
        if w.turn < n * self.table[n].tokens_per_round:
            w.phase, w.to_move = Phase.FLICK, (w.head_chef + w.turn) % n
        else:
            self._resolve_spaces(w, 0)

    def _flick(self, w: _Work, flick: Flick) -> None:
        seat = w.to_move
        w.unused[seat].remove(flick.value)
        new_id = w.next_token
        w.next_token += 1
        before = {t.id: t for t in w.board}
        after = self.resolver(tuple(w.board), seat, w.num_players, flick, new_id)
        _check_resolution(before, after, seat, flick, new_id)
        w.board = []
        for t in after:
            if t.id == new_id:
                w.log("flick", seat=seat, token=t.id, region=t.region)
            elif t.region != before[t.id].region:
                w.log("knocked", seat=t.owner, token=t.id, region=t.region)
            if t.region == OUT:
                w.returned.append(t)
                w.log("out", seat=t.owner, token=t.id)
            else:
                w.board.append(t)

    # -- phase 2: action spaces --------------------------------------------------------

    def _resolve_spaces(self, w: _Work, start: int) -> None:
        """Score the action spaces from ``start`` on; stop where a seat must choose."""
        for space in SPACES[start:]:
            tokens = w.on(space)
            if not tokens:
                continue
            w.revealed.extend(t.id for t in tokens)
            winner, total = _top_bidder(w.board, space, w.priority())
            w.log("space", region=space, seat=winner, count=total)
            if space == "extra_flick":
                if w.unused[winner]:
                    w.phase, w.to_move = Phase.EXTRA_FLICK, winner
                    return
                w.log("lapse", seat=winner, region=space)
            elif space == "extra_card":
                best = max(t.value for t in tokens if t.owner == winner)
                drawn = []
                for _ in range(best // 10):
                    card = self._draw(w)
                    if card is None:
                        break
                    drawn.append(card)
                w.log("draw", seat=winner, count=len(drawn))
                if len(drawn) > 1:
                    w.phase, w.to_move, w.drawn = Phase.KEEP_CARD, winner, drawn
                    return
                if drawn:
                    w.hands[winner].append(drawn[0])
                    w.log("keep", seat=winner, spice=drawn[0])
                else:
                    w.log("lapse", seat=winner, region=space)
            elif space == "reserve_dish":
                if w.dish_deck:
                    dish = w.dish_deck.pop(0)
                    w.reserved[winner].append(dish)
                    w.log("reserve", seat=winner, dish=dish)
                else:
                    w.log("lapse", seat=winner, region=space)
            else:
                w.head_chef = winner
                w.log("head_chef", seat=winner, region=space)
            self._return_tokens(w, space)
        self._start_market(w)

    def _keep(self, w: _Work, spice: str) -> None:
        seat = w.to_move
        w.drawn.remove(spice)
        w.hands[seat].append(spice)
        w.log("keep", seat=seat, spice=spice)
        w.spice_deck.extend(w.drawn)
        w.drawn = []

    # -- phase 3: selling and buying ---------------------------------------------------

    def _start_market(self, w: _Work) -> None:
        self._return_tokens(w, INVALID)
        self._next_bowl(w)

    def _next_bowl(self, w: _Work) -> None:
        w.bowl, w.sellers = "", []
        held = {t.region for t in w.board}
        bowls = [b for b in BOWLS if b in held]
        if not bowls:
            w.phase, w.turn, w.to_move = Phase.DISHES, 0, w.head_chef
        elif len(bowls) == 1:
            self._open_bowl(w, bowls[0])
        else:
            w.phase, w.to_move = Phase.CHOOSE_BOWL, w.head_chef

    def _open_bowl(self, w: _Work, bowl: str) -> None:
        tokens = w.on(bowl)
        w.revealed.extend(t.id for t in tokens)
        w.bowl, w.sellers = bowl, []
        w.log("bowl", region=bowl, count=sum(t.value for t in tokens))
        w.phase, w.turn, w.to_move = Phase.SELL, 0, w.priority()[0]

    def _sell(self, w: _Work, count: int) -> None:
        seat, spice = w.to_move, w.bowl
        if count:
            price = sum(t.value for t in w.on(spice))
            for _ in range(count):
                w.hands[seat].remove(spice)
                w.discard.append(spice)
            w.money[seat] += count * price
            w.bank -= count * price
            w.sellers.append(seat)
            w.log("sell", seat=seat, spice=spice, count=count, price=price)
        w.turn += 1
        if w.turn < w.num_players:
            w.to_move = w.priority()[w.turn]
            return
        for seller in w.sellers:
            self._return_tokens(w, spice, seller)
        self._continue_buying(w)

    def _continue_buying(self, w: _Work) -> None:
        spice = w.bowl
        while True:
            tokens = w.on(spice)
            if not tokens:
                break
            if spice not in w.market:
                self._return_tokens(w, spice)
                break
            buyer, price = _top_bidder(w.board, spice, w.priority())
            if w.money[buyer] >= price:
                w.phase, w.to_move = Phase.BUY, buyer
                return
            w.log("cannot_pay", seat=buyer, region=spice, price=price)
            self._return_tokens(w, spice, buyer)
        self._next_bowl(w)

    def _buy(self, w: _Work, accept: bool) -> None:
        buyer, spice = w.to_move, w.bowl
        mine = [t for t in w.on(spice) if t.owner == buyer]
        if accept:
            price = sum(t.value for t in mine)
            w.money[buyer] -= price
            w.bank += price
            w.market.remove(spice)
            w.hands[buyer].append(spice)
            w.log("buy", seat=buyer, spice=spice, price=price)
            highest = max(mine, key=lambda t: (t.value, -t.id))
            w.board.remove(highest)
            w.returned.append(highest)
            w.log("back", seat=buyer, region=spice, count=1)
        else:
            w.log("decline", seat=buyer, region=spice)
            self._return_tokens(w, spice, buyer)
        self._continue_buying(w)

    def _return_tokens(self, w: _Work, region: str, owner: int = -1) -> None:
        """Tokens on ``region`` (of ``owner`` only, if given) go back to their owners."""
        back = [t for t in w.board if t.region == region and owner in (-1, t.owner)]
        if not back:
            return
        w.board = [t for t in w.board if t not in back]
        w.returned.extend(back)
        for seat in sorted({t.owner for t in back}):
            w.log("back", seat=seat, region=region,
                  count=sum(1 for t in back if t.owner == seat))

    # -- phase 4: dishes ---------------------------------------------------------------

    def _prepare(self, w: _Work, action: Prepare) -> None:
        seat = w.to_move
        chosen = list(action.reserved)
        for dish in chosen:
            w.reserved[seat].remove(dish)
        if action.face_up >= 0:
            w.face_up.remove(action.face_up)
            chosen.append(action.face_up)
        for dish in chosen:
            for spice in self.dishes[dish].spices:
                w.hands[seat].remove(spice)
                w.discard.append(spice)
            w.prepared[seat].append(dish)
            w.log("prepare", seat=seat, dish=dish)
        if len(w.prepared[seat]) >= self.dishes_to_win:
            w.phase, w.to_move, w.winner = Phase.OVER, -1, seat
            w.log("win", seat=seat)
            return
        w.turn += 1
        n = w.num_players
        if w.turn < n:
            w.to_move = (w.head_chef + w.turn) % n
        elif w.round >= w.round_limit:
            w.phase, w.to_move = Phase.OVER, -1
            w.log("end")
        else:
            self._start_round(w, passing=True)

    # -- cards -------------------------------------------------------------------------

    def _draw(self, w: _Work) -> str | None:
        """The top spice card; the discards are reshuffled into the deck when it is out."""
        if not w.spice_deck and w.discard:
            cards = sorted(w.discard, key=self.spice_key)
            derive_rng(w.seed, "reshuffle", w.reshuffles).shuffle(cards)
            w.spice_deck, w.discard = cards, []
            w.reshuffles += 1
            w.log("reshuffle", count=len(cards))
        return w.spice_deck.pop(0) if w.spice_deck else None


def _top_bidder(board: Sequence[BoardToken], region: str,
                priority: Sequence[int]) -> tuple[int, int]:
    totals: dict[int, int] = {}
    for t in board:
        if t.region == region:
            totals[t.owner] = totals.get(t.owner, 0) + t.value
    if not totals:
        return -1, 0
    best = max(totals.values())
    seat = next(s for s in priority if totals.get(s) == best)
    return seat, best


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _in_range(value: object, low: float, high: float) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value) and low <= value <= high)


def _check_resolution(before: Mapping[int, BoardToken], after: Sequence[BoardToken],
                      seat: int, flick: Flick, new_id: int) -> None:
    """Catch a resolver that loses, invents or alters tokens before the state is built."""
    ids = [t.id for t in after]
    if sorted(ids) != sorted([*before, new_id]):
        raise ResolverError(f"resolver returned tokens {sorted(ids)}, expected "
                            f"{sorted([*before, new_id])}")
    for t in after:
        expected = (seat, flick.value) if t.id == new_id else (before[t.id].owner,
                                                                before[t.id].value)
        if (t.owner, t.value) != expected:
            raise ResolverError(f"resolver changed owner or value of token {t.id}")
        if t.region not in CLASSIFICATIONS:
            raise ResolverError(f"resolver gave token {t.id} unknown region {t.region!r}")


# -- construction from config -----------------------------------------------------------

def create_rules(resolver: FlickResolver | None = None,
                 path: Any = CONFIG_FILE) -> SafranitoRules:
    """Read ``config/games/safranito.yaml`` and build the rules.

    ``resolver`` defaults to the stub resolver on the config's ``stub_board``; the
    real game passes the adapter over ``physics/``.
    """
    root = Section.load(path)
    spices = tuple(root.list("spices", str, min_len=1))
    if sorted(spices) != sorted(BOWLS) or len(set(spices)) != len(spices):
        raise root.error("spices", f"must be the nine bowls once each: {', '.join(BOWLS)}")
    cards_per_spice = root.get("cards_per_spice", int, minimum=1)
    values = tuple(root.list("token_values", int, min_len=1))
    if any(v < 10 or v % 10 for v in values) or len(set(values)) != len(values):
        raise root.error("token_values", "must be different multiples of 10, at least 10")
    start_money = root.get("start_money", int, minimum=0)
    dishes_to_win = root.get("dishes_to_win", int, minimum=1)
    table = {}
    for entry in root.list_of_sections("players"):
        count = entry.get("count", int, minimum=SafranitoRules.min_players,
                          maximum=SafranitoRules.max_players)
        table[count] = TableRow(entry.get("face_up_dishes", int, minimum=0),
                                entry.get("spices_per_round", int, minimum=0),
                                entry.get("tokens_per_round", int, minimum=1,
                                          maximum=len(values)))
        entry.done()
    missing = [n for n in range(SafranitoRules.min_players, SafranitoRules.max_players + 1)
               if n not in table]
    if missing:
        raise root.error("players", f"no row for {missing[0]} players")
    dishes = _read_dishes(root, spices, root.get("dishes_per_spice", int, minimum=1))
    flick = root.section("flick")
    max_angle = flick.get("max_angle", float, minimum=0.0, maximum=89.0)
    grid_section = flick.section("grid")
    grid = tuple(tuple(grid_section.list(name, float, min_len=1))
                 for name in ("positions", "angles", "strengths"))
    grid_section.done()
    flick.done()
    for name, items, low, high in zip(("positions", "angles", "strengths"), grid,
                                      (0.0, -max_angle, 0.0), (1.0, max_angle, 1.0),
                                      strict=True):
        if any(not low <= x <= high for x in items):
            raise flick.error(f"grid.{name}", f"values must lie in [{low}, {high}]")
    board = StubBoard.from_section(root.section("stub_board"))
    options = read_option_specs(root.section("options"))
    if [spec.name for spec in options] != ["round_limit"]:
        raise root.error("options", "expected exactly: round_limit")
    root.done()
    return SafranitoRules(spices=spices, cards_per_spice=cards_per_spice, token_values=values,
                          start_money=start_money, dishes_to_win=dishes_to_win, table=table,
                          dishes=dishes, max_angle=max_angle, grid=grid,
                          option_specs=options,
                          resolver=resolver if resolver is not None else StubResolver(board))


def _read_dishes(root: Section, spices: tuple[str, ...], per_spice: int) -> tuple[Dish, ...]:
    """The dish set, checked: 3 different spices each, no two alike, and every spice in
    ``dishes_per_spice`` dishes, so every spice is worth the same to chase."""
    dishes: list[Dish] = []
    seen: dict[frozenset[str], str] = {}
    for i, entry in enumerate(root.list_of_sections("dishes")):
        key = entry.get("key", str)
        need = entry.list("spices", str)
        if len(need) != 3 or len(set(need)) != 3:
            raise entry.error("spices", "must name 3 different spices")
        unknown = [s for s in need if s not in spices]
        if unknown:
            raise entry.error("spices", f"unknown spice '{unknown[0]}'")
        if frozenset(need) in seen:
            raise entry.error("spices", f"same three spices as dish '{seen[frozenset(need)]}'")
        if any(d.key == key for d in dishes):
            raise entry.error("key", f"dish '{key}' is listed twice")
        seen[frozenset(need)] = key
        dishes.append(Dish(i, key, (need[0], need[1], need[2])))
        entry.done()
    uses = Counter(s for d in dishes for s in d.spices)
    uneven = [s for s in spices if uses[s] != per_spice]
    if uneven:
        raise ConfigError(root.file, "dishes", f"every spice must be in exactly {per_spice} "
                          f"dishes; {uneven[0]} is in {uses[uneven[0]]}")
    return tuple(dishes)
