"""Chef de rang data: cards, phases, actions, and the state and view dataclasses.

Spec: ``docs/rules/chef-de-rang.md``. The rules that move from one state to the next
are in :mod:`game.chef_de_rang.rules`; this module only says what a match holds.

A match's public part (the floor, the markers, the reserved piles, the scores...) is
one :class:`PublicTable`, held as ``public`` by both the full :class:`ChefState` and a
seat's :class:`ChefView`: what everybody may know is declared once, and ``observe``
hands the same object on instead of copying it field by field.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class CardKind(Enum):
    MENU = "menu"
    PLAT = "plat_du_jour"
    COUP_DOUBLE = "coup_double"
    SAUT = "saut"


@dataclass(frozen=True, slots=True)
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


Action = Take | KeepPlat | SwapPlat | Serve


# ---------------------------------------------------------------- state and view


@dataclass(frozen=True, slots=True)
class PublicTable:
    """Everything every seat may know. Per-table tuples are indexed by ``rules.plan``
    table number; card ids by ``rules.cards``; -1 means none."""

    players: int
    first_player: int
    minimum_takes: int
    open_swaps: bool
    phase: Phase
    turn: int
    """The seat to move (the plat's taker in ``PLAT_CHOICE``); -1 when over."""
    take_rule: TakeRule
    pending_plat: int
    """The plat du jour awaiting ``KeepPlat``/``SwapPlat`` (already in the hand)."""
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
    reserved: tuple[tuple[int, ...], ...]
    """Per seat, RES menus (public; back into the hand when phase 2 starts)."""
    markers_left: tuple[int, ...]
    phase1_scores: tuple[int, ...] = ()
    """Set when phase 1 ends."""
    phase2_scores: tuple[int, ...] = ()
    """Set when the game ends."""
    skipped: tuple[int, ...] = ()
    """Phase 2: seats that passed (could not place) since the last serve."""
    last_swap: tuple[int, ...] = ()
    """(taker, opponent) of the latest plat du jour swap, for the scene."""
    takers: tuple[int, ...] = ()
    """Phase 1: per entry of ``path``, the seat that took it (the viewer saw every take;
    :mod:`game.chef_de_rang.knowledge` replays them for the shown score ranges)."""
    swaps: tuple[tuple[int, int, int], ...] = ()
    """Phase 1: every plat du jour swap as (takes so far, taker, opponent)."""


@dataclass(frozen=True, slots=True)
class ChefState:
    """A whole match: the public table plus what only the rules know."""

    public: PublicTable
    seed: int
    deck: tuple[int, ...]
    """Per table, the face-down card lying there (hidden; after phase 1, out of game)."""
    hands: tuple[tuple[int, ...], ...]
    """Per seat, sorted card ids."""
    unknown_to: tuple[tuple[int, ...], ...]
    """Per observer seat, the cards in others' hands whose holder it does not know."""
    draws: tuple[int, ...] = ()
    """Per entry of ``public.swaps``, the card drawn (-1 in a determinized world where
    the observer did not see it)."""

    def hand_size(self, seat: int) -> int:
        return len(self.hands[seat])


@dataclass(frozen=True, slots=True)
class ChefView:
    """What ``seat`` may know: the public table and the hands as far as it knows them.
    The rules' queries take a state or a view alike (``public`` and ``hands``)."""

    seat: int
    public: PublicTable
    hands: tuple[tuple[int, ...], ...]
    """Per seat, the cards ``seat`` knows are in that hand (its own: all of them)."""
    hidden: tuple[int, ...]
    """Per seat, how many more cards that hand holds."""
    unknown: tuple[int, ...]
    """The cards filling the hidden slots, in some unknown arrangement (the bots' simple
    model; the shown score ranges use the exact replay of :mod:`knowledge`)."""
    draws: tuple[int, ...] = ()
    """Per entry of ``public.swaps``, the card drawn if ``seat`` saw it, else -1."""

    def hand_size(self, seat: int) -> int:
        return len(self.hands[seat]) + self.hidden[seat]


def open_view(state: ChefState, seat: int) -> ChefView:
    """``state`` as ``seat``'s view with every hand known and every swap's card seen:
    what a finished match's replay shows with all hands open. Drawn from the seat's
    own view, its players' panels kept card backs and "at most 1700" ranges beside the
    open hands (newcomer playtest)."""
    return ChefView(seat=seat, public=state.public, hands=state.hands,
                    hidden=(0,) * len(state.hands), unknown=(), draws=state.draws)


# Reason keys for a rejected click (locale: chef_de_rang.reason.<key>).
REASONS = ("not_taking", "not_face_down", "not_edge", "not_neighbour", "not_serving",
           "not_in_hand", "not_ordered", "already_served", "not_next_to_served", "zone")
