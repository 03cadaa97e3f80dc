"""Scharfe Schoten's data: the deck, the actions, and the state and view dataclasses.

Spec: ``docs/rules/scharfe-schoten.md``. Cards are ints,
``colour_index * len(values) + (value - lowest value)``, colours in config order; every
"per colour" tuple follows that order.

A :class:`SchotenState` (the whole table) and a :class:`SchotenView` (what one seat
sees) share everything that is public by holding the same :class:`PublicTable`; each
adds only what differs (the state: hidden cards and the seed; the view: the observer's
hand, counts of the hidden cards and the contracts it may see).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

Cards = tuple[int, ...]
ByColour = tuple[Cards, ...]
"""Cards sorted into one tuple per colour (config colour order), each sorted by value."""
Play = tuple[int, int]
"""(seat, card) as laid in a trick."""


class Phase(Enum):
    CONTRACTS = "contracts"
    """Seats choose their secret contracts one at a time (``ChooseContracts``)."""
    PLAY = "play"
    """``turn`` plays a card to the current trick (``PlayCard``)."""
    RACK_CHOICE = "rack_choice"
    """The trick's winner (``turn``) takes a card from a rack column (``TakeFromRack``)."""
    GAME_OVER = "game_over"


# --- actions -------------------------------------------------------------------------


@dataclass(frozen=True)
class ChooseContracts:
    """A seat's secret contracts: the colour it means to hold most and least of."""

    most: str
    least: str


@dataclass(frozen=True)
class PlayCard:
    card: int


@dataclass(frozen=True)
class TakeFromRack:
    """The trick's winner takes the top card of this rack column, unseen."""

    colour: str


Action = ChooseContracts | PlayCard | TakeFromRack


# --- data ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Deck:
    """The spice cards: every colour has one card of every value."""

    colours: tuple[str, ...]
    values: tuple[int, ...]
    """Ascending and consecutive (checked when the config is read)."""

    @property
    def size(self) -> int:
        return len(self.colours) * len(self.values)

    def index(self, colour: str) -> int:
        """The colour's index; ``ValueError`` for a colour this deck does not have."""
        return self.colours.index(colour)

    def card(self, colour: str | int, value: int) -> int:
        ci = colour if isinstance(colour, int) else self.index(colour)
        return ci * len(self.values) + (value - self.values[0])

    def colour_of(self, card: int) -> int:
        return card // len(self.values)

    def colour_name(self, card: int) -> str:
        return self.colours[card // len(self.values)]

    def value_of(self, card: int) -> int:
        return self.values[0] + card % len(self.values)

    def label(self, card: int) -> str:
        """``"red 9"``: for logs, tests and debugging (the UI uses its locale)."""
        return f"{self.colour_name(card)} {self.value_of(card)}"

    def cards_of(self, colour: int) -> range:
        n = len(self.values)
        return range(colour * n, colour * n + n)


@dataclass(frozen=True)
class Contract:
    most: str
    least: str


@dataclass(frozen=True)
class ScoreLine:
    """One seat's scoring of one round, in the order the rulebook's examples explain it."""

    seat: int
    counts: tuple[int, ...]
    """The seat's stock per colour (tricks plus rack cards)."""
    most: str
    most_count: int
    most_points: int
    least: str
    least_count: int
    least_points: int
    bonus: int
    """count(most) - count(least) when both contracts scored, else 0."""
    total: int


@dataclass(frozen=True)
class RoundResult:
    round_index: int
    first_player: int
    trump_order: tuple[int, ...]
    super_trumps: Cards
    lines: tuple[ScoreLine, ...]
    """One per seat, in seat order."""


@dataclass(frozen=True)
class PublicTable:
    """Everything every seat knows: held by both the state and each view."""

    deck: Deck
    num_players: int
    round_index: int
    """0-based; the game has ``num_players`` rounds."""
    first_player: int
    """Who led the round's first trick (and chose the first contract)."""
    phase: Phase
    turn: int
    """The seat to act; -1 once the game is over."""
    trump_order: tuple[int, ...]
    """Colour indices, strongest first (the revealed value cards, highest first)."""
    super_trumps: Cards
    """The super-trump cards, strongest first: ``super_trumps[i]`` is of ``trump_order[i]``."""
    stock_tricks: tuple[ByColour, ...]
    """Per seat, the cards won in tricks (played face up, so their values are public)."""
    trick: tuple[Play, ...]
    """The trick being played, in play order."""
    last_trick: tuple[Play, ...]
    """The previous trick of this round (empty at a round's start), for the UI."""
    last_winner: int
    """Who won ``last_trick`` (-1 if none)."""
    totals: tuple[int, ...]
    history: tuple[RoundResult, ...]
    power: tuple[int, ...] = field(default=(), repr=False, compare=False)
    """Per card, its trick strength this round: derived from the trumps (see
    :func:`game.scharfe_schoten.tricks.card_power`), kept to make trick resolution a
    ``max``."""


@dataclass(frozen=True)
class SchotenState:
    """The whole table: the public part plus every hidden card and every contract."""

    table: PublicTable
    seed: int
    hands: tuple[ByColour, ...]
    rack: ByColour
    """The rack columns, top card first; their values are hidden from everybody."""
    stock_rack: tuple[ByColour, ...]
    """Per seat, the cards taken from the rack (face down: values hidden from all)."""
    contracts: tuple[Contract | None, ...]


@dataclass(frozen=True)
class SchotenView:
    """What one seat sees: colours everywhere, values of its hand and of played cards."""

    table: PublicTable
    seat: int
    hand: ByColour
    """The observer's own hand."""
    hand_counts: tuple[tuple[int, ...], ...]
    """Per seat, cards in hand per colour (the backs are coloured)."""
    rack_counts: tuple[int, ...]
    stock_rack_counts: tuple[tuple[int, ...], ...]
    """Per seat, rack cards in stock per colour (values unknown, even to the owner)."""
    contracts: tuple[Contract | None, ...]
    """Others' contracts are ``None`` until every seat has chosen."""
    contracts_chosen: tuple[bool, ...]


Table = SchotenState | SchotenView
"""What the helpers read: a state or a view (their public part is ``.table``)."""
