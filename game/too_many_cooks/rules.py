"""Too Many Cooks (Reiner Knizia's *Chaud Devant!*): the pure rules.

Spec: ``shared/rules/too-many-cooks.md`` (the authority; the French rulebooks are seeds
000 and 001). Data — deck, deal table, starting stars, rounds, trick target, option
defaults — comes from ``config/games/too_many_cooks.yaml``.

Decisions this module implements (beyond the spec's own Decision lines):

* **Cards are ints** ``0..51``, ids in config order (per suit: bouillons, values,
  boil-overs), so an id is stable for the UI to animate. Per-card facts are precomputed
  tuples in :class:`GameData`, which every state and view carries (one shared object),
  so the module-level helpers (:func:`why_illegal`, :func:`pot_total`, ...) need only
  a state or a view.
* **Phases**: ``MENU`` (one seat at a time, from the dealer's left, in both menu modes),
  ``PLAY`` and ``GAME_OVER``. There is no round-over phase and no "continue" action:
  the moment the turn passes to a player with no cards the round is scored, appended
  to ``history`` (a :class:`RoundRecord` with each seat's breakdown, the round's tricks
  and the discarded pot) and the next round dealt. The UI notices a finished round by
  ``len(history)`` growing and shows ``history[-1]``.
* **Simultaneous menus** are collected seat by seat; :func:`observe` shows another
  seat's choice only once every seat has chosen (``has_chosen`` says who is done).
  With ``sequential_menus`` each choice is public at once and the dealer (last) may not
  take the first revealer's menu unless no other is left.
* **What is public** (:class:`View`): own hand; every seat's card count; the set-aside
  count; all menus used in past rounds and revealed this round; stars; the round's
  history. Won cards lie face down, but every card in them was played face up in front
  of everyone, so the view carries each won trick (``tricks``) and each seat's pile
  (``won``) as public history; a player is assumed to remember it. Hidden: the other
  hands, the set-aside cards, other seats' pending secret menus and the match seed
  (from which the deal could be recomputed).
* :func:`GameRules.determinize` deals the unseen cards to the other seats and the
  set-aside pile at the observed counts, respecting the suits a seat has shown it lacks
  (failing to follow before any chili), and samples hidden pending menus.
* The led card whose value alone would reach the target (the 10) counts 0, per the
  spec; a boil-over contributes 0 and resets the running total to 0.
* At game over the hands and set-aside pile are empty (the last round's leftovers
  are discarded); ``stars`` are the scores.

For the table scene: :class:`State` / :class:`View` (same field names where shared),
actions :class:`ChooseMenu` and :class:`PlayCard`, and helpers that take a state or a
view — :func:`why_illegal` / :func:`why_menu_illegal` (reason keys for a rejected
click), :func:`menus_left`, :func:`projected_scores` (the running round score),
:func:`card_value_in_pot`, :func:`running_totals`, :func:`pot_total` — plus
``GameRules.legal_cards``. Card faces: ``state.data.cards[id]`` (a :class:`Card`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path
from typing import Any

from game.engine.config import CONFIG_DIR, Section
from game.engine.options import OptionSpec, read_option_specs, resolve_options
from game.engine.protocol import IllegalAction
from game.engine.rng import derive_rng

CONFIG_FILE = CONFIG_DIR / "games" / "too_many_cooks.yaml"
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
        # Flat per-card tables: the hot paths index these instead of Card objects.
        object.__setattr__(self, "suit_of", tuple(c.suit for c in self.cards))
        object.__setattr__(self, "value_of", tuple(c.value for c in self.cards))
        object.__setattr__(self, "is_boil_over", tuple(c.boil_over for c in self.cards))
        object.__setattr__(self, "frees", tuple(c.suit in self.free_suits for c in self.cards))

    suit_of: tuple[str, ...] = field(default=(), repr=False, compare=False)
    value_of: tuple[int, ...] = field(default=(), repr=False, compare=False)
    is_boil_over: tuple[bool, ...] = field(default=(), repr=False, compare=False)
    frees: tuple[bool, ...] = field(default=(), repr=False, compare=False)


# --- actions -----------------------------------------------------------------------


@dataclass(frozen=True)
class ChooseMenu:
    """Secretly (or, with ``sequential_menus``, openly) pick this round's menu."""

    menu: str


@dataclass(frozen=True)
class PlayCard:
    """Put card ``card`` (an id) into the pot."""

    card: int


# --- state -------------------------------------------------------------------------


@dataclass(frozen=True)
class Play:
    """One card in a trick and who played it."""

    seat: int
    card: int


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class State:
    """A whole match. Build with :meth:`GameRules.new_game`; never change in place."""

    data: GameData
    num_players: int
    seed: int
    sequential_menus: bool
    boil_over_is_bouillon: bool
    phase: Phase
    round: int
    """1-based."""
    dealer: int
    to_move: int
    """The seat to act (also during MENU); -1 at game over."""
    hands: tuple[tuple[int, ...], ...]
    """Sorted card ids per seat."""
    set_aside: tuple[int, ...]
    """Undealt cards this round (2–4 players); nobody sees them."""
    used_menus: tuple[tuple[str, ...], ...]
    """Menus each seat used in finished rounds, in round order."""
    chosen: tuple[str | None, ...]
    """This round's menu per seat; ``None`` until chosen."""
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


@dataclass(frozen=True)
class View:
    """What seat ``seat`` knows. Same field names as :class:`State` where shared."""

    data: GameData
    seat: int
    num_players: int
    sequential_menus: bool
    boil_over_is_bouillon: bool
    phase: Phase
    round: int
    dealer: int
    to_move: int
    hand: tuple[int, ...]
    hand_counts: tuple[int, ...]
    set_aside_count: int
    used_menus: tuple[tuple[str, ...], ...]
    chosen: tuple[str | None, ...]
    """Menus this seat can see: its own, and the others' once revealed."""
    has_chosen: tuple[bool, ...]
    trick: tuple[Play, ...]
    pot_total: int
    chili_freed: bool
    won: tuple[tuple[int, ...], ...]
    tricks: tuple[Trick, ...]
    stars: tuple[int, ...]
    history: tuple[RoundRecord, ...]

    @property
    def led_suit(self) -> str | None:
        return self.data.suit_of[self.trick[0].card] if self.trick else None


def _evolve(obj: Any, **changes: Any) -> Any:
    """``dataclasses.replace`` without its per-field checks: a few times faster, and
    states are copied on every move."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    new.__dict__.update(changes)
    return new


def _build(cls: type, **fields: Any) -> Any:
    """Construct a frozen dataclass from all its fields without the generated
    ``__init__`` (one ``object.__setattr__`` per field): views are built on every move."""
    new = object.__new__(cls)
    new.__dict__.update(fields)
    return new


# --- helpers for rules, bots and the UI ---------------------------------------------


def card_value_in_pot(data: GameData, card: int, position: int) -> int:
    """What ``card`` adds to the total at ``position`` in a trick (0 = led).

    A led 10 counts 0; a boil-over adds 0 and resets the total (see :func:`running_totals`).
    """
    value = data.value_of[card]
    if position == 0 and value >= data.target:
        return 0
    return value


def running_totals(data: GameData, cards: Sequence[int]) -> tuple[int, ...]:
    """The total announced after each card of a trick, in order."""
    totals = []
    total = 0
    for position, card in enumerate(cards):
        if data.is_boil_over[card]:
            total = 0
        else:
            total += card_value_in_pot(data, card, position)
        totals.append(total)
    return tuple(totals)


def pot_total(data: GameData, cards: Sequence[int]) -> int:
    """The total announced after the last of ``cards`` (0 for an empty pot)."""
    totals = running_totals(data, cards)
    return totals[-1] if totals else 0


def _hand(s: State | View, seat: int) -> tuple[int, ...] | None:
    """``seat``'s hand if ``s`` shows it."""
    if isinstance(s, View):
        return s.hand if seat == s.seat else None
    return s.hands[seat]


def why_illegal(s: State | View, card: int) -> str | None:
    """``None`` if the player to move may play ``card`` now, else a reason key:
    ``game_over``, ``not_play_phase``, ``not_your_turn`` (a view of another seat),
    ``not_in_hand`` or ``must_follow_suit``."""
    if s.phase is Phase.GAME_OVER:
        return "game_over"
    if s.phase is not Phase.PLAY:
        return "not_play_phase"
    hand = _hand(s, s.to_move)
    if hand is None:
        return "not_your_turn"
    if type(card) is not int or card not in hand:
        return "not_in_hand"
    if s.trick and not s.chili_freed:
        suit_of = s.data.suit_of
        led = suit_of[s.trick[0].card]
        if suit_of[card] != led and any(suit_of[c] == led for c in hand):
            return "must_follow_suit"
    return None


def menus_left(s: State | View, seat: int) -> tuple[str, ...]:
    """The menus ``seat`` still holds, as far as ``s`` shows (a hidden pending choice
    still counts as held)."""
    gone = set(s.used_menus[seat])
    if s.chosen[seat] is not None:
        gone.add(s.chosen[seat])
    return tuple(m for m in s.data.menus if m not in gone)


def why_menu_illegal(s: State | View, menu: str) -> str | None:
    """``None`` if the seat to move may choose ``menu``, else a reason key:
    ``game_over``, ``not_menu_phase``, ``not_your_turn``, ``unknown_menu``,
    ``menu_used`` or ``same_as_first_revealed`` (sequential menus, dealer)."""
    if s.phase is Phase.GAME_OVER:
        return "game_over"
    if s.phase is not Phase.MENU:
        return "not_menu_phase"
    seat = s.to_move
    if isinstance(s, View) and seat != s.seat:
        return "not_your_turn"
    if menu not in s.data.menus:
        return "unknown_menu"
    left = menus_left(s, seat)
    if menu not in left:
        return "menu_used"
    if s.sequential_menus and seat == s.dealer:
        first = s.chosen[(s.dealer + 1) % s.num_players]
        if menu == first and len(left) > 1:
            return "same_as_first_revealed"
    return None


def score_pile(data: GameData, seat: int, menu: str, won: tuple[int, ...], stars_before: int,
               boil_over_is_bouillon: bool) -> SeatScore:
    """Score one seat's won cards under its menu (spec, *Scoring*)."""
    suit_of = data.suit_of
    bonus = 0
    if menu == NO_SOUP:
        plus: tuple[int, ...] = ()
        minus = won
        bonus = data.no_soup_bonus
    elif menu == data.spoiler_suit:
        plus = tuple(c for c in won if suit_of[c] == menu)
        minus = tuple(c for c in won if data.cards[c].bouillon
                      or (boil_over_is_bouillon and data.is_boil_over[c]))
    else:
        plus = tuple(c for c in won if suit_of[c] == menu)
        minus = tuple(c for c in won if suit_of[c] == data.spoiler_suit)
    points = bonus + len(plus) - len(minus)
    return SeatScore(seat, menu, won, plus, minus, bonus, points, stars_before,
                     max(0, stars_before + points))


def projected_scores(s: State | View) -> tuple[SeatScore | None, ...]:
    """Each seat's score if the round ended now (``None`` where the menu is unknown):
    for a running score display."""
    return tuple(None if s.chosen[seat] is None else
                 score_pile(s.data, seat, s.chosen[seat], s.won[seat], s.stars[seat],
                            s.boil_over_is_bouillon)
                 for seat in range(s.num_players))


def shown_voids(data: GameData, tricks: Sequence[Sequence[Play]]) -> set[tuple[int, str]]:
    """(seat, suit) pairs proven by play: a seat that did not follow the led suit while
    it was still binding has none of it."""
    voids = set()
    for plays in tricks:
        if not plays:
            continue
        led = data.suit_of[plays[0].card]
        if data.frees[plays[0].card]:
            continue
        for play in plays[1:]:
            if data.frees[play.card]:
                if data.suit_of[play.card] != led:
                    voids.add((play.seat, led))
                break
            if data.suit_of[play.card] != led:
                voids.add((play.seat, led))
    return voids


# --- config ------------------------------------------------------------------------


def load_data(path: Path = CONFIG_FILE) -> tuple[GameData, tuple[OptionSpec, ...]]:
    """Read and validate the game's YAML: every problem names file and key."""
    root = Section.load(path)
    cards: list[Card] = []
    suits: list[str] = []
    free: set[str] = set()
    for entry in root.list_of_sections("deck"):
        suit = entry.get("suit", str)
        if suit in suits or suit == NO_SOUP:
            raise entry.error("suit", f"'{suit}' is a duplicate or reserved name")
        suits.append(suit)
        bouillons = entry.get("bouillons", int, minimum=0)
        values = entry.list("values", int, min_len=1)
        if any(v < 0 for v in values):
            raise entry.error("values", "values must not be negative")
        boil_overs = entry.get("boil_overs", int, minimum=0)
        if entry.get("frees_suit", bool):
            free.add(suit)
        entry.done()
        cards += [Card(len(cards) + i, suit, 0, bouillon=True) for i in range(bouillons)]
        cards += [Card(len(cards) + i, suit, v) for i, v in enumerate(values)]
        cards += [Card(len(cards) + i, suit, 0, boil_over=True) for i in range(boil_overs)]
    spoiler = root.get("spoiler_suit", str, choices=suits)
    deal: dict[int, tuple[int, ...]] = {}
    deal_section = root.section("deal")
    for key, value in deal_section.data.items():  # int keys: read the mapping directly
        players = key if isinstance(key, int) and not isinstance(key, bool) else None
        if players is None or players < 2:
            raise deal_section.error(str(key), "expected a number of players (2 or more)")
        if not isinstance(value, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise deal_section.error(str(key), "expected a list of whole numbers")
        counts = tuple(value)
        if len(counts) != players:
            raise deal_section.error(str(key), f"expected {players} counts, got {len(counts)}")
        if min(counts) < 1 or sum(counts) > len(cards):
            raise deal_section.error(str(key), f"counts must be positive and total at most "
                                               f"{len(cards)} cards")
        deal[players] = counts
    if not deal:
        raise root.error("deal", "needs at least one player count")
    starting = root.get("starting_stars", int, minimum=0)
    rounds = root.get("rounds", int, minimum=1, maximum=len(suits) + 1)
    target = root.get("trick_target", int, minimum=1)
    bonus = root.get("no_soup_bonus", int, minimum=0)
    specs = read_option_specs(root.section("options"))
    root.done()
    by_name = {spec.name: spec for spec in specs}
    for needed in ("sequential_menus", "boil_over_is_bouillon"):
        if needed not in by_name:
            raise root.error("options", f"missing option '{needed}'")
        if not by_name[needed].is_flag:
            raise root.error(f"options.{needed}", "default must be true or false")
    data = GameData(tuple(cards), tuple(suits), frozenset(free), spoiler, deal, starting,
                    rounds, target, bonus)
    return data, specs


# --- the rules ---------------------------------------------------------------------


class GameRules:
    """Too Many Cooks on the engine's ``Game`` protocol."""

    id = "too-many-cooks"
    action_types = (ChooseMenu, PlayCard)

    def __init__(self, data: GameData, option_specs: tuple[OptionSpec, ...]) -> None:
        self.data = data
        self.option_specs = option_specs
        self.min_players = min(data.deal)
        self.max_players = max(data.deal)
        # Actions are immutable, so one object per card / menu serves every state.
        self._play_actions = tuple(PlayCard(c) for c in range(data.num_cards))
        self._menu_actions = {m: ChooseMenu(m) for m in data.menus}
        self._all_chosen = {n: (True,) * n for n in data.deal}
        self._plays = tuple(tuple(Play(seat, c) for c in range(data.num_cards))
                            for seat in range(self.max_players))

    # --- setup ---

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]) -> State:
        if num_players not in self.data.deal:
            raise ValueError(f"{self.id} takes {self.min_players} to {self.max_players} "
                             f"players, not {num_players}")
        chosen = resolve_options(self.option_specs, options)
        n = num_players
        dealer = derive_rng(seed, "dealer").randrange(n)
        empty: tuple[tuple[Any, ...], ...] = ((),) * n
        state = State(
            data=self.data, num_players=n, seed=seed,
            sequential_menus=bool(chosen["sequential_menus"]),
            boil_over_is_bouillon=bool(chosen["boil_over_is_bouillon"]),
            phase=Phase.MENU, round=1, dealer=dealer, to_move=(dealer + 1) % n,
            hands=empty, set_aside=(), used_menus=empty, chosen=(None,) * n, trick=(),
            pot_total=0, chili_freed=False, won=empty, tricks=(),
            stars=(self.data.starting_stars,) * n, history=())
        return self._deal(state)

    def _deal(self, state: State) -> State:
        """Shuffle and deal for ``state.round``, starting left of the dealer."""
        n = state.num_players
        deck = list(range(self.data.num_cards))
        derive_rng(state.seed, "deal", state.round).shuffle(deck)
        hands: list[tuple[int, ...]] = [()] * n
        start = 0
        for offset, count in enumerate(self.data.deal[n]):
            seat = (state.dealer + 1 + offset) % n
            hands[seat] = tuple(sorted(deck[start:start + count]))
            start += count
        return _evolve(state, hands=tuple(hands), set_aside=tuple(sorted(deck[start:])))

    # --- protocol queries ---

    def current_player(self, state: State) -> int:
        return state.to_move

    def is_over(self, state: State) -> bool:
        return state.phase is Phase.GAME_OVER

    def legal_actions(self, state: State) -> tuple[PlayCard, ...] | tuple[ChooseMenu, ...]:
        if state.phase is Phase.PLAY:
            return tuple(map(self._play_actions.__getitem__, self.legal_cards(state)))
        if state.phase is Phase.MENU:
            return tuple(self._menu_actions[m] for m in state.data.menus
                         if why_menu_illegal(state, m) is None)
        return ()

    def legal_cards(self, s: State | View) -> tuple[int, ...]:
        """Card ids the seat to move may play (its hand, or its cards of the led suit)."""
        hand = _hand(s, s.to_move)
        if s.phase is not Phase.PLAY or hand is None:
            return ()
        if s.trick and not s.chili_freed:
            suit_of = self.data.suit_of
            led = suit_of[s.trick[0].card]
            follow = tuple(c for c in hand if suit_of[c] == led)
            if follow:
                return follow
        return hand

    def scores(self, state: State) -> tuple[float, ...]:
        return tuple(float(s) for s in state.stars)

    def winners(self, state: State) -> tuple[int, ...]:
        """Most stars; equal totals share the win."""
        if state.phase is not Phase.GAME_OVER:
            return ()
        best = max(state.stars)
        return tuple(seat for seat, s in enumerate(state.stars) if s == best)

    # --- apply ---

    def apply(self, state: State, action: Any) -> State:
        kind = type(action)
        if kind is PlayCard:
            card = action.card
            # The common case inline (this runs on every move of every simulated game);
            # anything unusual goes through why_illegal for its reason.
            if (state.phase is Phase.PLAY and type(card) is int
                    and card in state.hands[state.to_move]):
                if not state.trick or state.chili_freed:
                    return self._play(state, card)
                suit_of = self.data.suit_of
                led = suit_of[state.trick[0].card]
                if suit_of[card] == led or all(
                        suit_of[c] != led for c in state.hands[state.to_move]):
                    return self._play(state, card)
            raise IllegalAction(f"{action!r}: {why_illegal(state, card)}")
        if kind is ChooseMenu:
            reason = why_menu_illegal(state, action.menu)
            if reason is not None:
                raise IllegalAction(f"{action!r}: {reason}")
            return self._choose(state, action.menu)
        raise IllegalAction(f"not a Too Many Cooks action: {action!r}")

    def _choose(self, state: State, menu: str) -> State:
        n = state.num_players
        seat = state.to_move
        chosen = (*state.chosen[:seat], menu, *state.chosen[seat + 1:])
        nxt = (seat + 1) % n
        first = (state.dealer + 1) % n
        if nxt != first:
            return _evolve(state, chosen=chosen, to_move=nxt)
        return _evolve(state, chosen=chosen, to_move=first, phase=Phase.PLAY)

    def _play(self, state: State, card: int) -> State:
        data = self.data
        seat = state.to_move
        hand = state.hands[seat]
        i = hand.index(card)
        hands = (*state.hands[:seat], hand[:i] + hand[i + 1:], *state.hands[seat + 1:])
        trick = (*state.trick, self._plays[seat][card])
        if data.is_boil_over[card]:
            total = 0
        else:
            total = state.pot_total + card_value_in_pot(data, card, len(state.trick))
        freed = state.chili_freed or data.frees[card]
        if total >= data.target:
            won = state.won[seat] + tuple(p.card for p in trick)
            new = _evolve(state, hands=hands, trick=(), pot_total=0, chili_freed=False,
                          won=(*state.won[:seat], won, *state.won[seat + 1:]),
                          tricks=(*state.tricks, Trick(seat, trick)), to_move=seat)
            nxt = seat
        else:
            nxt = (seat + 1) % state.num_players
            new = _evolve(state, hands=hands, trick=trick, pot_total=total,
                          chili_freed=freed, to_move=nxt)
        if not hands[nxt]:
            return self._end_round(new)
        return new

    def _end_round(self, state: State) -> State:
        """Score the round, record it, and deal the next one (or end the game)."""
        n = state.num_players
        seats = tuple(score_pile(self.data, seat, state.chosen[seat], state.won[seat],
                                 state.stars[seat], state.boil_over_is_bouillon)
                      for seat in range(n))
        record = RoundRecord(state.round, state.dealer, seats, state.tricks, state.trick)
        empty: tuple[tuple[Any, ...], ...] = ((),) * n
        common = dict(
            stars=tuple(s.stars_after for s in seats), history=(*state.history, record),
            used_menus=tuple((*used, menu) for used, menu in zip(state.used_menus,
                                                                  state.chosen, strict=True)),
            chosen=(None,) * n, trick=(), pot_total=0, chili_freed=False, won=empty,
            tricks=(), hands=empty, set_aside=())
        if state.round >= self.data.rounds:
            return _evolve(state, phase=Phase.GAME_OVER, to_move=-1, **common)
        dealer = (state.dealer + 1) % n
        nxt = _evolve(state, phase=Phase.MENU, round=state.round + 1, dealer=dealer,
                      to_move=(dealer + 1) % n, **common)
        return self._deal(nxt)

    # --- hidden information ---

    def observe(self, state: State, player: int) -> View:
        chosen = state.chosen
        if state.phase is Phase.PLAY:
            has_chosen = self._all_chosen[state.num_players]
        else:
            has_chosen = tuple(m is not None for m in chosen)
            if state.phase is Phase.MENU and not state.sequential_menus:
                chosen = tuple(m if seat == player else None for seat, m in enumerate(chosen))
        return _build(
            View, data=state.data, seat=player, num_players=state.num_players,
            sequential_menus=state.sequential_menus,
            boil_over_is_bouillon=state.boil_over_is_bouillon, phase=state.phase,
            round=state.round, dealer=state.dealer, to_move=state.to_move,
            hand=state.hands[player], hand_counts=tuple(map(len, state.hands)),
            set_aside_count=len(state.set_aside), used_menus=state.used_menus,
            chosen=chosen, has_chosen=has_chosen,
            trick=state.trick, pot_total=state.pot_total, chili_freed=state.chili_freed,
            won=state.won, tricks=state.tricks, stars=state.stars, history=state.history)

    def determinize(self, view: View, rng: random.Random) -> State:
        data = view.data
        n = view.num_players
        seen = set(view.hand)
        for pile in view.won:
            seen.update(pile)
        seen.update(p.card for p in view.trick)
        unseen = [c for c in range(data.num_cards) if c not in seen]
        others = [s for s in range(n) if s != view.seat]
        capacity = {s: view.hand_counts[s] for s in others}
        capacity[-1] = view.set_aside_count  # the set-aside pile
        voids = shown_voids(data, [t.plays for t in view.tricks] + [view.trick])
        piles = _deal_unseen(data, unseen, capacity, voids, rng)
        hands = tuple(view.hand if s == view.seat else tuple(sorted(piles[s]))
                      for s in range(n))
        chosen = list(view.chosen)
        for seat in range(n):
            if view.has_chosen[seat] and chosen[seat] is None:
                chosen[seat] = rng.choice(menus_left(view, seat))
        return State(
            data=data, num_players=n, seed=rng.getrandbits(63),
            sequential_menus=view.sequential_menus,
            boil_over_is_bouillon=view.boil_over_is_bouillon, phase=view.phase,
            round=view.round, dealer=view.dealer, to_move=view.to_move, hands=hands,
            set_aside=tuple(sorted(piles[-1])), used_menus=view.used_menus,
            chosen=tuple(chosen), trick=view.trick, pot_total=view.pot_total,
            chili_freed=view.chili_freed, won=view.won, tricks=view.tricks,
            stars=view.stars, history=view.history)


def _deal_unseen(data: GameData, unseen: list[int], capacity: dict[int, int],
                 voids: set[tuple[int, str]], rng: random.Random) -> dict[int, list[int]]:
    """Share ``unseen`` among piles of the given sizes, keeping every shown void.

    Most-constrained cards go first, each to a random pile that may hold it, weighted by
    room left; a dead end retries, and after a few tries the voids are dropped (the
    result is then still consistent with the view, only less informed).
    """
    for attempt in range(20):
        strict = attempt < 19
        cards = list(unseen)
        rng.shuffle(cards)
        if strict and voids:
            cards.sort(key=lambda c: sum((s, data.suit_of[c]) in voids for s in capacity),
                       reverse=True)
        room = dict(capacity)
        piles: dict[int, list[int]] = {s: [] for s in capacity}
        ok = True
        for card in cards:
            fits = [s for s in room if room[s] > 0
                    and not (strict and (s, data.suit_of[card]) in voids)]
            if not fits:
                if sum(room.values()) == 0:
                    break  # more unseen cards than places: the rest are out of play
                ok = False
                break
            pick = rng.choices(fits, weights=[room[s] for s in fits])[0]
            piles[pick].append(card)
            room[pick] -= 1
        if ok:
            return piles
    raise AssertionError("unreachable: the last attempt ignores voids")


def create_rules() -> GameRules:
    """The rules built from ``config/games/too_many_cooks.yaml``."""
    data, specs = load_data()
    return GameRules(data, specs)
