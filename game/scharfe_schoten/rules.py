"""Scharfe Schoten: trick taking with secret colour contracts and public card backs.

Spec: ``rules/scharfe-schoten.md`` in the shared docs (the French rulebook is
``seeds/002_*.txt``; where they differ the spec wins). Deck, deal table and points come
from ``config/games/scharfe_schoten.yaml``.

Decisions this module implements (the spec leaves them open or they are ours):

- **Cards are ints**: ``colour_index * len(values) + (value - lowest value)``, colours
  in config order (red, green, yellow, black). Everything indexed "per colour" uses that
  order; colour *names* appear only in actions, contracts and score lines.
- **Round 1's first player** is drawn from the match seed; each later round starts with
  the seat after (to the left of) the previous first player. Play goes seat + 1.
- **Contracts** are collected one seat at a time, starting with the round's first
  player. ``observe`` shows who has chosen but hides the others' choices until all are
  in; then every contract is public.
- **Trick winner** uses a per-card ``power`` for the round: super-trumps above every
  other card (in trump order), every other card keyed by (colour strength, value). The
  highest power in a trick is then exactly "the highest super-trump, else the highest
  value of the strongest colour present"; the led colour only matters for following.
- **Rack cards are taken unseen and stay face down**: their colour is public, their
  value is hidden from everybody, *including the taker*. Cards won in tricks were played
  face up, so their values are public in every stock. The winner takes the top card of
  the chosen column (column order is fixed by the deal's shuffle).
- **The rack choice is always an action** while the rack has cards, even when only one
  column is left: the log and the UI stay uniform (the UI may auto-submit it). With an
  empty rack (4 players, last tricks) the step is skipped.
- **No pause between rounds**: the move that ends a round scores it, appends the
  breakdown to ``history`` and deals the next round. After the last round the state
  keeps its final stocks and the phase is ``GAME_OVER``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any

from game.engine.config import CONFIG_DIR, Section
from game.engine.options import OptionSpec, read_option_specs, resolve_options
from game.engine.protocol import IllegalAction
from game.engine.rng import derive_rng

CONFIG_FILE: Path = CONFIG_DIR / "games" / "scharfe_schoten.yaml"

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
class SchotenState:
    """The whole table. Per-colour tuples follow ``deck.colours`` order."""

    deck: Deck
    num_players: int
    seed: int
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
    hands: tuple[ByColour, ...]
    rack: ByColour
    """The rack columns, top card first; their values are hidden from everybody."""
    stock_tricks: tuple[ByColour, ...]
    """Per seat, the cards won in tricks (played face up, so their values are public)."""
    stock_rack: tuple[ByColour, ...]
    """Per seat, the cards taken from the rack (face down: values hidden from all)."""
    contracts: tuple[Contract | None, ...]
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
    :func:`card_power`), kept to make trick resolution a ``max``."""


@dataclass(frozen=True)
class SchotenView:
    """What one seat sees: colours everywhere, values of its hand and of played cards."""

    deck: Deck
    num_players: int
    seat: int
    round_index: int
    first_player: int
    phase: Phase
    turn: int
    trump_order: tuple[int, ...]
    super_trumps: Cards
    hand: ByColour
    """The observer's own hand."""
    hand_counts: tuple[tuple[int, ...], ...]
    """Per seat, cards in hand per colour (the backs are coloured)."""
    rack_counts: tuple[int, ...]
    stock_tricks: tuple[ByColour, ...]
    stock_rack_counts: tuple[tuple[int, ...], ...]
    """Per seat, rack cards in stock per colour (values unknown, even to the owner)."""
    contracts: tuple[Contract | None, ...]
    """Others' contracts are ``None`` until every seat has chosen."""
    contracts_chosen: tuple[bool, ...]
    trick: tuple[Play, ...]
    last_trick: tuple[Play, ...]
    last_winner: int
    totals: tuple[int, ...]
    history: tuple[RoundResult, ...]
    power: tuple[int, ...] = field(default=(), repr=False, compare=False)


# --- helpers (state or view) ---------------------------------------------------------


def card_power(deck: Deck, trump_order: Sequence[int], super_trumps: Sequence[int]
               ) -> tuple[int, ...]:
    """Each card's strength in a trick: the winner is the play with the highest power.

    Super-trumps rank above everything in trump order; every other card ranks by its
    colour's strength first and its value second, which is the rulebook's "highest
    value among the cards of the strongest colour present".
    """
    strength = {colour: len(trump_order) - rank for rank, colour in enumerate(trump_order)}
    top = (len(trump_order) + 1) * (len(deck.values) + 1) * 10
    power = []
    for card in range(deck.size):
        if card in super_trumps:
            power.append(top - super_trumps.index(card))
        else:
            power.append(strength[deck.colour_of(card)] * (len(deck.values) + 1)
                         + deck.value_of(card))
    return tuple(power)


def winning_play(table: SchotenState | SchotenView) -> Play | None:
    """The (seat, card) currently winning the trick on the table, or ``None`` if empty."""
    if not table.trick:
        return None
    power = table.power
    return max(table.trick, key=lambda play: power[play[1]])


def trick_winner(trick: Sequence[Play], power: Sequence[int]) -> int:
    """The seat that wins a complete (or partial) trick."""
    return max(trick, key=lambda play: power[play[1]])[0]


def led_colour(table: SchotenState | SchotenView) -> int | None:
    """The colour index of the trick's first card, or ``None`` before anyone led."""
    return table.deck.colour_of(table.trick[0][1]) if table.trick else None


def flat(cards: ByColour) -> Cards:
    """A per-colour hand or stock as one tuple (colour order, then value)."""
    return tuple(itertools.chain.from_iterable(cards))


def legal_cards(hand: ByColour, trick: Sequence[Play], deck: Deck) -> Cards:
    """Cards of ``hand`` that may be played to ``trick``: follow the led colour if able.

    Super-trumps are ordinary cards of their colour here.
    """
    if trick:
        led = hand[deck.colour_of(trick[0][1])]
        if led:
            return led
    return flat(hand)


def stock_counts(table: SchotenState | SchotenView, seat: int) -> tuple[int, ...]:
    """The seat's stock per colour, tricks plus rack cards (public: the backs show it)."""
    won = table.stock_tricks[seat]
    if isinstance(table, SchotenState):
        taken = table.stock_rack[seat]
        return tuple(len(a) + len(b) for a, b in zip(won, taken, strict=True))
    return tuple(len(a) + b for a, b in zip(won, table.stock_rack_counts[seat], strict=True))


def rack_counts(table: SchotenState | SchotenView) -> tuple[int, ...]:
    if isinstance(table, SchotenState):
        return tuple(len(column) for column in table.rack)
    return table.rack_counts


def rack_colours(table: SchotenState | SchotenView) -> tuple[str, ...]:
    """Colours the winner may take from: the columns that are not empty."""
    return tuple(name for name, count in zip(table.deck.colours, rack_counts(table),
                                             strict=True) if count)


def why_illegal(table: SchotenState | SchotenView, card: int) -> str | None:
    """Why the player to move may not play ``card`` now, as a locale-friendly key.

    ``None`` if the play is legal. Keys: ``game_over``, ``not_playing`` (another phase),
    ``not_your_turn`` (a view of a seat that is not to move), ``not_in_hand``,
    ``must_follow_suit``.
    """
    if table.phase is Phase.GAME_OVER:
        return "game_over"
    if table.phase is not Phase.PLAY:
        return "not_playing"
    if isinstance(table, SchotenState):
        hand = table.hands[table.turn]
    else:
        if table.seat != table.turn:
            return "not_your_turn"
        hand = table.hand
    deck = table.deck
    if not (isinstance(card, int) and 0 <= card < deck.size) \
            or card not in hand[deck.colour_of(card)]:
        return "not_in_hand"
    if card not in legal_cards(hand, table.trick, deck):
        return "must_follow_suit"
    return None


def score_contracts(counts: Sequence[int], most: int, least: int, met: int = 5,
                    tied: int = 3) -> tuple[int, int, int]:
    """(most points, least points, bonus) for a stock with ``counts`` per colour.

    Counts of 0 count, so an empty stock ties everywhere: 3 + 3 + 0.
    """
    m = counts[most]
    top = max(c for i, c in enumerate(counts) if i != most)
    most_points = met if m > top else tied if m == top else 0
    low = counts[least]
    bottom = min(c for i, c in enumerate(counts) if i != least)
    least_points = met if low < bottom else tied if low == bottom else 0
    bonus = m - low if most_points and least_points else 0
    return most_points, least_points, bonus


def by_colour(cards: Sequence[int], deck: Deck) -> ByColour:
    """Sort cards into one tuple per colour, each sorted by value (how hands are kept)."""
    buckets: list[list[int]] = [[] for _ in deck.colours]
    n = len(deck.values)
    for card in cards:
        buckets[card // n].append(card)
    return tuple(tuple(sorted(bucket)) for bucket in buckets)


def _add(cards: ByColour, colour: int, new: Sequence[int]) -> ByColour:
    """``cards`` with ``new`` (all of ``colour``) added, keeping the column sorted."""
    return (*cards[:colour], tuple(sorted((*cards[colour], *new))), *cards[colour + 1:])


def _set(items: tuple[Any, ...], index: int, value: Any) -> tuple[Any, ...]:
    return (*items[:index], value, *items[index + 1:])


# --- the rules -----------------------------------------------------------------------


class ScharfeSchoten:
    """The rules, built once from config; states are :class:`SchotenState`."""

    id = "scharfe-schoten"
    action_types = (ChooseContracts, PlayCard, TakeFromRack)

    def __init__(self, deck: Deck, hand_sizes: Mapping[int, int], met: int, tied: int,
                 option_specs: tuple[OptionSpec, ...] = ()) -> None:
        self.deck = deck
        self.hand_sizes = dict(hand_sizes)
        self.min_players = min(self.hand_sizes)
        self.max_players = max(self.hand_sizes)
        self.met, self.tied = met, tied
        self.option_specs = option_specs
        self._play = tuple(PlayCard(card) for card in range(deck.size))
        self._take = tuple(TakeFromRack(colour) for colour in deck.colours)
        self._contracts = tuple(ChooseContracts(most, least)
                                for most in deck.colours for least in deck.colours
                                if most != least)
        self._contract_set = frozenset(self._contracts)

    # -- setup --

    def new_game(self, num_players: int, seed: int, options: Mapping[str, Any]
                 ) -> SchotenState:
        resolve_options(self.option_specs, options)
        if num_players not in self.hand_sizes:
            raise ValueError(f"{self.id} takes {self.min_players} to {self.max_players} "
                             f"players, not {num_players}")
        first = derive_rng(seed, "first player").randrange(num_players)
        return self._deal(num_players, seed, 0, first, (0,) * num_players, ())

    def _deal(self, n: int, seed: int, round_index: int, first: int,
              totals: tuple[int, ...], history: tuple[RoundResult, ...]) -> SchotenState:
        """Shuffle and deal a round, lay out the rack and draw the trumps."""
        deck = self.deck
        cards = list(range(deck.size))
        derive_rng(seed, "round", round_index, "deal").shuffle(cards)
        size = self.hand_sizes[n]
        hands = tuple(by_colour(cards[i * size:(i + 1) * size], deck) for i in range(n))
        rest = cards[n * size:]
        rack = tuple(tuple(c for c in rest if deck.colour_of(c) == ci)
                     for ci in range(len(deck.colours)))
        values = list(deck.values)
        derive_rng(seed, "round", round_index, "trumps").shuffle(values)
        drawn = values[:len(deck.colours)]  # drawn[ci]: the value card on colour ci
        order = tuple(sorted(range(len(deck.colours)), key=lambda ci: -drawn[ci]))
        supers = tuple(deck.card(ci, drawn[ci]) for ci in order)
        empty: ByColour = tuple(() for _ in deck.colours)
        return SchotenState(
            deck=deck, num_players=n, seed=seed, round_index=round_index,
            first_player=first, phase=Phase.CONTRACTS, turn=first, trump_order=order,
            super_trumps=supers, hands=hands, rack=rack, stock_tricks=(empty,) * n,
            stock_rack=(empty,) * n, contracts=(None,) * n, trick=(), last_trick=(),
            last_winner=-1, totals=totals, history=history,
            power=card_power(deck, order, supers))

    # -- queries --

    def current_player(self, state: SchotenState) -> int:
        return state.turn

    def legal_actions(self, state: SchotenState) -> tuple[Any, ...]:
        phase = state.phase
        if phase is Phase.PLAY:
            play = self._play
            return tuple(play[c] for c in legal_cards(state.hands[state.turn], state.trick,
                                                      state.deck))
        if phase is Phase.RACK_CHOICE:
            return tuple(self._take[ci] for ci, column in enumerate(state.rack) if column)
        if phase is Phase.CONTRACTS:
            return self._contracts
        return ()

    def is_over(self, state: SchotenState) -> bool:
        return state.phase is Phase.GAME_OVER

    def scores(self, state: SchotenState) -> tuple[float, ...]:
        return tuple(float(total) for total in state.totals)

    def winners(self, state: SchotenState) -> tuple[int, ...]:
        """Highest total; ties share the win."""
        best = max(state.totals)
        return tuple(seat for seat, total in enumerate(state.totals) if total == best)

    # -- apply --

    def apply(self, state: SchotenState, action: Any) -> SchotenState:
        kind = type(action)
        phase = state.phase
        if phase is Phase.PLAY and kind is PlayCard:
            return self._play_card(state, action.card)
        if phase is Phase.RACK_CHOICE and kind is TakeFromRack:
            return self._take_from_rack(state, action.colour)
        if phase is Phase.CONTRACTS and kind is ChooseContracts:
            return self._choose(state, action)
        raise IllegalAction(f"{action!r} is not legal in phase {phase.value}")

    def _choose(self, state: SchotenState, action: ChooseContracts) -> SchotenState:
        if action not in self._contract_set:
            raise IllegalAction(f"{action!r}: two different colours of "
                                f"{', '.join(self.deck.colours)} expected")
        contracts = _set(state.contracts, state.turn, Contract(action.most, action.least))
        nxt = (state.turn + 1) % state.num_players
        if nxt == state.first_player:  # everyone has chosen: reveal and play
            return replace(state, contracts=contracts, phase=Phase.PLAY, turn=nxt)
        return replace(state, contracts=contracts, turn=nxt)

    def _play_card(self, state: SchotenState, card: Any) -> SchotenState:
        reason = why_illegal(state, card) if type(card) is int else "not_in_hand"
        if reason is not None:
            raise IllegalAction(f"PlayCard({card!r}): {reason}")
        deck, seat = state.deck, state.turn
        colour = card // len(deck.values)
        hand = state.hands[seat]
        new_hand = _set(hand, colour, tuple(c for c in hand[colour] if c != card))
        hands = _set(state.hands, seat, new_hand)
        trick = (*state.trick, (seat, card))
        if len(trick) < state.num_players:
            return replace(state, hands=hands, trick=trick, turn=(seat + 1) % state.num_players)
        winner = trick_winner(trick, state.power)
        won = state.stock_tricks[winner]
        for ci, cards in enumerate(by_colour([c for _, c in trick], deck)):
            if cards:
                won = _add(won, ci, cards)
        state = replace(state, hands=hands, trick=(), last_trick=trick, last_winner=winner,
                        stock_tricks=_set(state.stock_tricks, winner, won), turn=winner)
        if any(state.rack):
            return replace(state, phase=Phase.RACK_CHOICE)
        return self._after_trick(state)

    def _take_from_rack(self, state: SchotenState, colour: Any) -> SchotenState:
        try:
            ci = self.deck.colours.index(colour)
        except ValueError:
            raise IllegalAction(f"TakeFromRack({colour!r}): not a colour") from None
        column = state.rack[ci]
        if not column:
            raise IllegalAction(f"TakeFromRack({colour!r}): that column is empty")
        seat = state.turn
        taken = _add(state.stock_rack[seat], ci, column[:1])
        state = replace(state, rack=_set(state.rack, ci, column[1:]),
                        stock_rack=_set(state.stock_rack, seat, taken), phase=Phase.PLAY)
        return self._after_trick(state)

    def _after_trick(self, state: SchotenState) -> SchotenState:
        """The winner leads the next trick, or the round is scored when hands are empty."""
        if any(any(hand) for hand in state.hands):
            return state
        return self._end_round(state)

    def score_round(self, state: SchotenState) -> tuple[ScoreLine, ...]:
        """Every seat's scoring of the stocks on the table (used at the end of a round)."""
        lines = []
        deck = self.deck
        for seat in range(state.num_players):
            counts = stock_counts(state, seat)
            contract = state.contracts[seat]
            assert contract is not None
            most, least = deck.index(contract.most), deck.index(contract.least)
            most_points, least_points, bonus = score_contracts(counts, most, least,
                                                               self.met, self.tied)
            lines.append(ScoreLine(seat, counts, contract.most, counts[most], most_points,
                                   contract.least, counts[least], least_points, bonus,
                                   most_points + least_points + bonus))
        return tuple(lines)

    def _end_round(self, state: SchotenState) -> SchotenState:
        lines = self.score_round(state)
        totals = tuple(t + line.total for t, line in zip(state.totals, lines, strict=True))
        history = (*state.history, RoundResult(state.round_index, state.first_player,
                                               state.trump_order, state.super_trumps, lines))
        n = state.num_players
        if state.round_index + 1 >= n:
            return replace(state, phase=Phase.GAME_OVER, turn=-1, totals=totals,
                           history=history)
        return self._deal(n, state.seed, state.round_index + 1, (state.first_player + 1) % n,
                          totals, history)

    # -- information --

    def observe(self, state: SchotenState, player: int) -> SchotenView:
        all_in = state.phase is not Phase.CONTRACTS
        contracts = state.contracts if all_in else tuple(
            c if seat == player else None for seat, c in enumerate(state.contracts))
        return SchotenView(
            deck=state.deck, num_players=state.num_players, seat=player,
            round_index=state.round_index, first_player=state.first_player,
            phase=state.phase, turn=state.turn, trump_order=state.trump_order,
            super_trumps=state.super_trumps, hand=state.hands[player],
            hand_counts=tuple(tuple(map(len, hand)) for hand in state.hands),
            rack_counts=tuple(map(len, state.rack)), stock_tricks=state.stock_tricks,
            stock_rack_counts=tuple(tuple(map(len, s)) for s in state.stock_rack),
            contracts=contracts,
            contracts_chosen=tuple(c is not None for c in state.contracts),
            trick=state.trick, last_trick=state.last_trick, last_winner=state.last_winner,
            totals=state.totals, history=state.history, power=state.power)

    def determinize(self, view: SchotenView, rng: random.Random) -> SchotenState:
        """A table consistent with ``view``: each colour's unseen values dealt at random
        into that colour's hidden places (others' hands, rack columns, rack cards in
        stocks); hidden contracts chosen at random."""
        deck, n, me = view.deck, view.num_players, view.seat
        seen = set(flat(view.hand))
        seen.update(card for _, card in view.trick)
        for stock in view.stock_tricks:
            seen.update(flat(stock))
        hands: list[list[list[int]]] = [[list(col) for col in view.hand] if s == me
                                        else [[] for _ in deck.colours] for s in range(n)]
        rack: list[list[int]] = [[] for _ in deck.colours]
        taken: list[list[list[int]]] = [[[] for _ in deck.colours] for _ in range(n)]
        for ci in range(len(deck.colours)):
            unseen = [c for c in deck.cards_of(ci) if c not in seen]
            rng.shuffle(unseen)
            slots = [(hands[s][ci], view.hand_counts[s][ci]) for s in range(n) if s != me]
            slots.append((rack[ci], view.rack_counts[ci]))
            slots.extend((taken[s][ci], view.stock_rack_counts[s][ci]) for s in range(n))
            pos = 0
            for target, count in slots:
                target.extend(unseen[pos:pos + count])
                pos += count
            if pos != len(unseen):
                raise ValueError("view is inconsistent: hidden places do not match "
                                 "the unseen cards")
        contracts = view.contracts
        if view.phase is Phase.CONTRACTS:
            contracts = tuple(
                c if c is not None or not chosen
                else Contract(*_pick(rng, self._contracts))
                for c, chosen in zip(view.contracts, view.contracts_chosen, strict=True))
        return SchotenState(
            deck=deck, num_players=n, seed=rng.getrandbits(62), round_index=view.round_index,
            first_player=view.first_player, phase=view.phase, turn=view.turn,
            trump_order=view.trump_order, super_trumps=view.super_trumps,
            hands=tuple(tuple(tuple(sorted(col)) for col in hand) for hand in hands),
            rack=tuple(tuple(col) for col in rack),
            stock_tricks=view.stock_tricks,
            stock_rack=tuple(tuple(tuple(sorted(col)) for col in s) for s in taken),
            contracts=contracts, trick=view.trick, last_trick=view.last_trick,
            last_winner=view.last_winner, totals=view.totals, history=view.history,
            power=view.power)


def _pick(rng: random.Random, contracts: Sequence[ChooseContracts]) -> tuple[str, str]:
    choice = contracts[rng.randrange(len(contracts))]
    return choice.most, choice.least


def create_rules(path: Path = CONFIG_FILE) -> ScharfeSchoten:
    """Build the rules from ``config/games/scharfe_schoten.yaml``; bad data names the key."""
    root = Section.load(path)
    deck_section = root.section("deck")
    colours = deck_section.list("colours", str, min_len=2)
    if len(set(colours)) != len(colours):
        raise deck_section.error("colours", "colours must be different")
    values_section = deck_section.section("values")
    low = values_section.get("min", int)
    high = values_section.get("max", int, minimum=low)
    values_section.done()
    deck_section.done()
    if high - low + 1 < len(colours):
        raise deck_section.error("values", "needs at least one value per colour "
                                 "(each colour draws its own value card)")
    deck = Deck(tuple(colours), tuple(range(low, high + 1)))
    hand_sizes: dict[int, int] = {}
    for entry in root.list_of_sections("deal"):
        players = entry.get("players", int, minimum=2)
        hand = entry.get("hand", int, minimum=1)
        entry.done()
        if players in hand_sizes:
            raise entry.error("players", f"{players} players listed twice")
        if players * hand > deck.size:
            raise entry.error("hand", f"{players} hands of {hand} need more than the "
                              f"{deck.size} cards of the deck")
        hand_sizes[players] = hand
    if not hand_sizes:
        raise root.error("deal", "needs at least one player count")
    scoring = root.section("scoring")
    met = scoring.get("met", int, minimum=0)
    tied = scoring.get("tied", int, minimum=0)
    scoring.done()
    specs = read_option_specs(root.section("options"))
    root.done()
    return ScharfeSchoten(deck, hand_sizes, met, tied, specs)
