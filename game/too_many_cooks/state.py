"""Too Many Cooks data, actions and states (spec: ``docs/rules/too-many-cooks.md``).

Pure dataclasses, no behaviour beyond small derived properties. Everything is frozen
and changed only with ``dataclasses.replace``.

What everyone at the table may know lives in one :class:`PublicTable`; a :class:`State`
(the whole truth) and a :class:`View` (what one seat knows) each hold that same table
object and add only what differs: the hidden hands, set-aside pile, pending secret
menus and seed for the state; the seat's own hand, the counts it can see and the menus
revealed to it for the view. ``observe`` therefore hands the table over unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum

NO_SOUP = "no_soup"
"""The menu that scores a bonus minus one per card won; the others are named by suit."""


class Phase(Enum):
    MENU = "menu"
    PLAY = "play"
    GAME_OVER = "game_over"


# --- data --------------------------------------------------------------------------


@dataclass(frozen=True)
class Card:
    """What the UI needs to draw card ``id``."""

    id: int
    suit: str
    value: int
    bouillon: bool = False
    boil_over: bool = False


@dataclass(frozen=True)
class GameData:
    """Everything read from config, plus per-card lookup tables for speed."""

    cards: tuple[Card, ...]
    suits: tuple[str, ...]
    free_suits: frozenset[str]
    """Suits that, once in a trick (led or not), free everyone from following suit."""
    spoiler_suit: str
    deal: Mapping[int, tuple[int, ...]] = field(hash=False)
    """Cards per seat by player count, starting left of the dealer."""
    starting_stars: int
    rounds: int
    target: int
    no_soup_bonus: int

    @property
    def menus(self) -> tuple[str, ...]:
        """Every seat's five menu cards: one per suit, then No soup today."""
        return (*self.suits, NO_SOUP)

    @property
    def num_cards(self) -> int:
        return len(self.cards)

    def __post_init__(self) -> None:
        # Flat per-card tables (declared below): the hot paths index these instead of
        # Card objects. Derived from ``cards``, so left out of equality and repr.
        object.__setattr__(self, "suit_of", tuple(c.suit for c in self.cards))
        object.__setattr__(self, "value_of", tuple(c.value for c in self.cards))
        object.__setattr__(self, "is_boil_over", tuple(c.boil_over for c in self.cards))
        object.__setattr__(self, "frees", tuple(c.suit in self.free_suits for c in self.cards))

    suit_of: tuple[str, ...] = field(init=False, repr=False, compare=False)
    value_of: tuple[int, ...] = field(init=False, repr=False, compare=False)
    is_boil_over: tuple[bool, ...] = field(init=False, repr=False, compare=False)
    frees: tuple[bool, ...] = field(init=False, repr=False, compare=False)


# --- actions -----------------------------------------------------------------------


@dataclass(frozen=True)
class ChooseMenu:
    """Secretly (or, with ``sequential_menus``, openly) pick this round's menu."""

    menu: str


@dataclass(frozen=True)
class PlayCard:
    """Put card ``card`` (an id) into the pot."""

    card: int


# --- what happened -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Play:
    """One card in a trick and who played it."""

    seat: int
    card: int


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: every card in order, and the seat that won it."""

    winner: int
    plays: tuple[Play, ...]


@dataclass(frozen=True)
class SeatScore:
    """One seat's scoring for one round, broken down for the round-score screen."""

    seat: int
    menu: str
    won: tuple[int, ...]
    """Every card the seat won this round."""
    plus: tuple[int, ...]
    """Cards worth +1 under the menu."""
    minus: tuple[int, ...]
    """Cards worth −1 under the menu."""
    bonus: int
    """The No soup today bonus, else 0."""
    points: int
    stars_before: int
    stars_after: int
    """After the clamp at 0."""


@dataclass(frozen=True)
class RoundRecord:
    round: int
    dealer: int
    seats: tuple[SeatScore, ...]
    tricks: tuple[Trick, ...]
    discarded_pot: tuple[Play, ...]
    """The unfinished trick, which scores for nobody."""
    ran_out: int = -1
    """The seat whose turn came with no card in hand: why the round ended (rule 7)."""
    cards_left: int = 0
    """Cards still in hands when it ended, discarded (they score for nobody)."""


# --- states ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PublicTable:
    """Everything every seat may know: shared by :class:`State` and :class:`View`."""

    data: GameData
    num_players: int
    sequential_menus: bool
    boil_over_is_bouillon: bool
    phase: Phase
    round: int
    """1-based."""
    dealer: int
    to_move: int
    """The seat to act (also during MENU); -1 at game over."""
    used_menus: tuple[tuple[str, ...], ...]
    """Menus each seat used in finished rounds, in round order."""
    trick: tuple[Play, ...]
    """The pot: cards of the current trick in play order."""
    pot_total: int
    """The announced total (since the last boil-over; a led 10 counts 0)."""
    chili_freed: bool
    """A free suit (chili) is in the trick: nobody must follow suit."""
    won: tuple[tuple[int, ...], ...]
    """Cards each seat has won this round (face down, but publicly seen being played)."""
    tricks: tuple[Trick, ...]
    """Tricks won this round, in order."""
    stars: tuple[int, ...]
    history: tuple[RoundRecord, ...]

    @property
    def led_suit(self) -> str | None:
        return self.data.suit_of[self.trick[0].card] if self.trick else None


@dataclass(frozen=True, slots=True)
class State:
    """A whole match. Build with ``GameRules.new_game``; never change in place."""

    table: PublicTable
    seed: int
    hands: tuple[tuple[int, ...], ...]
    """Sorted card ids per seat."""
    set_aside: tuple[int, ...]
    """Undealt cards this round (2–4 players); nobody sees them."""
    chosen: tuple[str | None, ...]
    """This round's menu per seat; ``None`` until chosen."""


@dataclass(frozen=True, slots=True)
class View:
    """What seat ``seat`` knows: the public table, plus its own side of the rest."""

    table: PublicTable
    seat: int
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    set_aside_count: int
    chosen: tuple[str | None, ...]
    """Menus this seat can see: its own, and the others' once revealed."""
    has_chosen: tuple[bool, ...]
