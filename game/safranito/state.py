"""Safranito's state, actions and events: the frozen dataclasses the rules pass around.

Spec: ``docs/rules/safranito.md``. The rules (:mod:`game.safranito.rules`) build and
update these with :func:`dataclasses.replace` only; a seat's view is the same class
with ``viewer >= 0`` and placeholders for what it may not know (decision 10 there).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from typing import Protocol

from game.safranito.flick import BoardToken, Flick, FlickResolver

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
class Offer:
    """What the seat to move may pick, in the terms the table shows it
    (:meth:`~game.safranito.rules.SafranitoRules.offer`); only the phase's fields are
    filled. ``tokens``: values it may flick (each at any in-range flick); ``keep``:
    spices it may keep; ``bowls``: bowls it may open; ``sell``: counts it may sell;
    ``buy``: its answers; ``face_up`` / ``reserved``: dishes that some legal
    preparation including the ones already picked also includes."""

    tokens: tuple[int, ...] = ()
    keep: tuple[str, ...] = ()
    bowls: tuple[str, ...] = ()
    sell: tuple[int, ...] = ()
    buy: tuple[bool, ...] = ()
    face_up: tuple[int, ...] = ()
    reserved: tuple[int, ...] = ()


@dataclass(frozen=True)
class Event:
    """One thing the last action caused, in order, for the scene to animate and log.

    ``kind`` is one of: ``round`` (count = round), ``head_chef`` (seat; region says
    why: ``pass`` or ``head_chef``), ``refill`` (dish), ``market`` (spice, count),
    ``reshuffle`` (count = cards), ``flick`` (seat, token, region where it stopped),
    ``knocked`` (seat = owner, token, region now, origin = the region it lay in
    before, by = the seat whose flick knocked it), ``out`` (seat, token),
    ``space`` (region, seat = winner, count = winning total), ``lapse`` (seat: an
    action that could not be taken), ``draw`` (seat, count), ``keep`` (seat, spice),
    ``reserve`` (seat, dish), ``back`` (seat, region, count = tokens returned),
    ``bowl`` (region, count = total), ``sell`` (seat, spice, count, price = each),
    ``no_sale`` (region: the bowl's sellers' round ended and nobody sold),
    ``buy`` (seat, spice, price), ``decline`` (seat, region), ``cannot_pay`` (seat,
    region, price), ``no_card`` (region: the market has no card of the bowl's spice,
    so its tokens go back unbought), ``prepare`` (seat, dish), ``win`` (seat),
    ``end`` (seat = -1). A ``back`` is logged per owner, in seat order.
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
    origin: str = ""
    """A knocked token's region before the flick: its log line says from where."""
    by: int = -1
    """The seat whose flick knocked the token: a newcomer could not tell who did it."""


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


class Components(Protocol):
    """The game's fixed components and tables, as the phase steps and the hidden-part
    sampler read them. The rules class provides them; naming only this protocol keeps
    those modules below the rules instead of importing them back."""

    @property
    def spices(self) -> tuple[str, ...]: ...

    @property
    def cards_per_spice(self) -> int: ...

    @property
    def token_values(self) -> tuple[int, ...]: ...

    @property
    def dishes(self) -> tuple[Dish, ...]: ...

    @property
    def dishes_to_win(self) -> int: ...

    @property
    def table(self) -> Mapping[int, TableRow]: ...

    @property
    def resolver(self) -> FlickResolver: ...

    def spice_key(self, spice: str) -> int: ...
