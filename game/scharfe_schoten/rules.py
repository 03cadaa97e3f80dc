"""Scharfe Schoten: trick taking with secret colour contracts and public card backs.

Spec: ``docs/rules/scharfe-schoten.md`` (it names the French rulebook it follows; where
they differ the spec wins). Deck, deal table and points come from
``config/games/scharfe_schoten.yaml``. The data lives in :mod:`.state`, card and trick
helpers in :mod:`.tricks`, round scoring in :mod:`.scoring`; this module holds the rules
class and re-exports those names, so ``game.scharfe_schoten.rules`` stays the one import.

Decisions this module implements (the spec leaves them open or they are ours):

- **Cards are ints**: ``colour_index * len(values) + (value - lowest value)``, colours
  in config order (red, green, yellow, black). Everything indexed "per colour" uses that
  order; colour *names* appear only in actions, contracts and score lines.
- **Round 1's first player** is drawn from the match seed; each later round starts with
  the seat after (to the left of) the previous first player. Play goes seat + 1.
- **Contracts** are collected one seat at a time, starting with the round's first
  player. ``observe`` shows who has chosen but hides the others' choices until all are
  in; then every contract is public.
- **Trick winner** uses a per-card ``power`` for the round (see :mod:`.tricks`): the
  highest power in a trick is exactly "the highest super-trump, else the highest value
  of the strongest colour present"; the led colour only matters for following.
- **Rack cards are taken unseen and stay face down**: their colour is public, their
  value is hidden from everybody, *including the taker*. Cards won in tricks were played
  face up, so their values are public in every stock. The winner takes the top card of
  the chosen column (column order is fixed by the deal's shuffle).
- **The rack choice is always an action** while the rack has cards, even when only one
  column is left: the log stays uniform, and the table plays such a forced move through
  the shared forced-move setting like any other. With an empty rack (4 players, last
  tricks) the step is skipped.
- **No pause between rounds**: the move that ends a round scores it, appends the
  breakdown to ``history`` and deals the next round. After the last round the state
  keeps its final stocks and the phase is ``GAME_OVER``.

Rule questions the table asks (all answered here, from a state or the viewer's view):
:meth:`ScharfeSchoten.playable` (what the seat to move may do: what the table
highlights), :func:`why_illegal`, :meth:`ScharfeSchoten.contract_reason` and
:meth:`ScharfeSchoten.rack_reason` (why a click is refused) and
:meth:`ScharfeSchoten.projection` (a seat's round score if the round ended now).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from game.engine.config import CONFIG_DIR, Section
from game.engine.options import OptionSpec, read_option_specs, resolve_options
from game.engine.protocol import IllegalAction
from game.engine.rng import derive_rng
from game.scharfe_schoten.scoring import score_contracts, score_line
from game.scharfe_schoten.state import (
    Action,
    ByColour,
    Cards,
    ChooseContracts,
    Contract,
    Deck,
    Phase,
    Play,
    PlayCard,
    PublicTable,
    RoundResult,
    SchotenState,
    SchotenView,
    ScoreLine,
    Table,
    TakeFromRack,
)
from game.scharfe_schoten.tricks import (
    add_cards,
    by_colour,
    card_power,
    flat,
    hand_to_move,
    led_colour,
    legal_cards,
    rack_colours,
    rack_counts,
    set_at,
    stock_counts,
    trick_winner,
    why_illegal,
    winning_play,
)

CONFIG_FILE: Path = CONFIG_DIR / "games" / "scharfe_schoten.yaml"

__all__ = [
    "CONFIG_FILE", "Action", "ByColour", "Cards", "ChooseContracts", "Contract", "Deck",
    "Phase", "Play", "PlayCard", "PublicTable", "RoundResult", "ScharfeSchoten",
    "SchotenState", "SchotenView", "ScoreLine", "Table", "TakeFromRack", "by_colour",
    "card_power", "create_rules", "flat", "led_colour", "legal_cards", "rack_colours",
    "rack_counts", "score_contracts", "stock_counts", "trick_winner", "why_illegal",
    "winning_play",
]


class ScharfeSchoten:
    """The rules, built once from config; states are :class:`SchotenState`."""

    id = "scharfe-schoten"
    action_types: tuple[type, ...] = (ChooseContracts, PlayCard, TakeFromRack)

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
        table = PublicTable(
            deck=deck, num_players=n, round_index=round_index, first_player=first,
            phase=Phase.CONTRACTS, turn=first, trump_order=order, super_trumps=supers,
            stock_tricks=(empty,) * n, trick=(), last_trick=(), last_winner=-1,
            totals=totals, history=history, power=card_power(deck, order, supers))
        return SchotenState(table=table, seed=seed, hands=hands, rack=rack,
                            stock_rack=(empty,) * n, contracts=(None,) * n)

    # -- queries --

    def score_history(self, s: SchotenState | SchotenView) -> tuple[tuple[float, ...], ...]:
        """Every seat's running total after each finished round, from 0 (the results
        chart)."""
        history = s.table.history
        if not history:
            return ()
        totals = [0.0] * len(history[0].lines)
        rows = [tuple(totals)]
        for record in history:
            for line in record.lines:
                totals[line.seat] += line.total
            rows.append(tuple(totals))
        return tuple(rows)

    def current_player(self, state: SchotenState) -> int:
        return state.table.turn

    def legal_actions(self, state: SchotenState) -> tuple[Action, ...]:
        return self.playable(state)

    def playable(self, table: Table) -> tuple[Action, ...]:
        """What the seat to move may do, read from the state or from that seat's own
        view; empty for a view of any other seat and once the game is over.

        On a state this *is* ``legal_actions``; on the viewer's view it is what the
        table highlights as playable (cards to raise, rack columns to light up,
        contract pairs to accept).
        """
        public = table.table
        phase = public.phase
        if phase is Phase.PLAY:
            hand = hand_to_move(table)
            if hand is None:
                return ()
            play = self._play
            return tuple(play[c] for c in legal_cards(hand, public.trick, public.deck))
        if phase is Phase.GAME_OVER or (isinstance(table, SchotenView)
                                        and table.seat != public.turn):
            return ()
        if phase is Phase.RACK_CHOICE:
            take = self._take
            return tuple(take[ci] for ci, count in enumerate(rack_counts(table)) if count)
        return self._contracts

    def _not_to_move(self, table: Table) -> str | None:
        if table.table.phase is Phase.GAME_OVER:
            return "game_over"
        if isinstance(table, SchotenView) and table.seat != table.table.turn:
            return "not_your_turn"
        return None

    def contract_reason(self, table: Table, most: str | None, least: str | None
                        ) -> str | None:
        """Why the seat to move may not choose these contracts now; ``None`` exactly
        when ``ChooseContracts(most, least)`` is in :meth:`playable`.

        Keys (under ``scharfe_schoten.reasons`` in the locale): ``game_over``,
        ``not_your_turn``, ``not_contract_phase``, ``need_both`` (a colour not picked
        yet), ``unknown_colour``, ``same_colour``.
        """
        reason = self._not_to_move(table)
        if reason is not None:
            return reason
        if table.table.phase is not Phase.CONTRACTS:
            return "not_contract_phase"
        if most is None or least is None:
            return "need_both"
        if ChooseContracts(most, least) in self.playable(table):
            return None
        return "same_colour" if most == least and most in self.deck.colours \
            else "unknown_colour"

    def rack_reason(self, table: Table, colour: str) -> str | None:
        """Why the trick's winner may not take from this rack column now; ``None``
        exactly when ``TakeFromRack(colour)`` is in :meth:`playable`.

        Keys: ``game_over``, ``not_your_turn``, ``not_rack_phase``, ``unknown_colour``,
        ``empty_column``.
        """
        reason = self._not_to_move(table)
        if reason is not None:
            return reason
        if table.table.phase is not Phase.RACK_CHOICE:
            return "not_rack_phase"
        if TakeFromRack(colour) in self.playable(table):
            return None
        return "empty_column" if colour in self.deck.colours else "unknown_colour"

    def projection(self, table: Table, seat: int, counts: tuple[int, ...] | None = None
                   ) -> ScoreLine | None:
        """The seat's round score if the round ended with the stocks as they are now;
        ``None`` while its contracts are hidden from this table (or not chosen).

        ``counts`` overrides the seat's stock counts (the table passes what it shows
        while cards are still flying to the stock).
        """
        contract = table.contracts[seat]
        if contract is None:
            return None
        counts = stock_counts(table, seat) if counts is None else counts
        return score_line(self.deck, seat, counts, contract, self.met, self.tied)

    def is_over(self, state: SchotenState) -> bool:
        return state.table.phase is Phase.GAME_OVER

    def scores(self, state: SchotenState) -> tuple[float, ...]:
        return tuple(float(total) for total in state.table.totals)

    def winners(self, state: SchotenState) -> tuple[int, ...]:
        """Highest total; ties share the win."""
        totals = state.table.totals
        best = max(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == best)

    # -- apply --

    def apply(self, state: SchotenState, action: Any) -> SchotenState:
        kind = type(action)
        phase = state.table.phase
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
        public = state.table
        contracts = set_at(state.contracts, public.turn, Contract(action.most, action.least))
        nxt = (public.turn + 1) % public.num_players
        if nxt == public.first_player:  # everyone has chosen: reveal and play
            return replace(state, contracts=contracts,
                           table=replace(public, phase=Phase.PLAY, turn=nxt))
        return replace(state, contracts=contracts, table=replace(public, turn=nxt))

    def _play_card(self, state: SchotenState, card: Any, finish: bool = True) -> SchotenState:
        reason = why_illegal(state, card) if type(card) is int else "not_in_hand"
        if reason is not None:
            raise IllegalAction(f"PlayCard({card!r}): {reason}")
        public = state.table
        deck, seat = public.deck, public.turn
        colour = card // len(deck.values)
        hand = state.hands[seat]
        new_hand = set_at(hand, colour, tuple(c for c in hand[colour] if c != card))
        hands = set_at(state.hands, seat, new_hand)
        trick = (*public.trick, (seat, card))
        if len(trick) < public.num_players:
            return replace(state, hands=hands, table=replace(
                public, trick=trick, turn=(seat + 1) % public.num_players))
        winner = trick_winner(trick, public.power)
        won = public.stock_tricks[winner]
        for ci, cards in enumerate(by_colour([c for _, c in trick], deck)):
            if cards:
                won = add_cards(won, ci, cards)
        rack_left = any(state.rack)
        public = replace(public, trick=(), last_trick=trick, last_winner=winner,
                         stock_tricks=set_at(public.stock_tricks, winner, won), turn=winner,
                         phase=Phase.RACK_CHOICE if rack_left else Phase.PLAY)
        state = replace(state, hands=hands, table=public)
        return state if rack_left or not finish else self._after_trick(state)

    def _take_from_rack(self, state: SchotenState, colour: Any,
                        finish: bool = True) -> SchotenState:
        try:
            ci = self.deck.colours.index(colour)
        except ValueError:
            raise IllegalAction(f"TakeFromRack({colour!r}): not a colour") from None
        column = state.rack[ci]
        if not column:
            raise IllegalAction(f"TakeFromRack({colour!r}): that column is empty")
        seat = state.table.turn
        taken = add_cards(state.stock_rack[seat], ci, column[:1])
        state = replace(state, rack=set_at(state.rack, ci, column[1:]),
                        stock_rack=set_at(state.stock_rack, seat, taken),
                        table=replace(state.table, phase=Phase.PLAY))
        return self._after_trick(state) if finish else state

    def round_end(self, state: SchotenState, action: Any) -> SchotenState | None:
        """The table as ``action`` leaves it when it ends a round, before the next deal
        (``apply`` deals it at once): its last trick in ``last_trick``, every stock,
        the contracts, the round scored into ``totals`` and ``history``, nobody to move
        (``turn`` -1) and the phase ``GAME_OVER`` after the last round. ``None`` when
        the move ends no round. A picture for the replay, not a state to play on."""
        after = self.apply(state, action)
        if len(after.table.history) == len(state.table.history):
            return None
        played = self._play_card(state, action.card, finish=False) \
            if isinstance(action, PlayCard) else \
            self._take_from_rack(state, action.colour, finish=False)
        over = after.table.phase is Phase.GAME_OVER
        return replace(played, table=replace(
            played.table, phase=Phase.GAME_OVER if over else Phase.PLAY, turn=-1,
            totals=after.table.totals, history=after.table.history))

    def _after_trick(self, state: SchotenState) -> SchotenState:
        """The winner leads the next trick, or the round is scored when hands are empty."""
        if any(any(hand) for hand in state.hands):
            return state
        return self._end_round(state)

    def score_round(self, state: SchotenState) -> tuple[ScoreLine, ...]:
        """Every seat's scoring of the stocks on the table (used at the end of a round)."""
        lines = []
        for seat in range(state.table.num_players):
            contract = state.contracts[seat]
            assert contract is not None
            lines.append(score_line(self.deck, seat, stock_counts(state, seat), contract,
                                    self.met, self.tied))
        return tuple(lines)

    def _end_round(self, state: SchotenState) -> SchotenState:
        public = state.table
        lines = self.score_round(state)
        totals = tuple(t + line.total for t, line in zip(public.totals, lines, strict=True))
        history = (*public.history, RoundResult(public.round_index, public.first_player,
                                                public.trump_order, public.super_trumps,
                                                lines))
        n = public.num_players
        if public.round_index + 1 >= n:
            return replace(state, table=replace(public, phase=Phase.GAME_OVER, turn=-1,
                                                totals=totals, history=history))
        return self._deal(n, state.seed, public.round_index + 1,
                          (public.first_player + 1) % n, totals, history)

    # -- information --

    def observe(self, state: SchotenState, player: int) -> SchotenView:
        chosen = tuple(c is not None for c in state.contracts)
        contracts = state.contracts if state.table.phase is not Phase.CONTRACTS else tuple(
            c if seat == player else None for seat, c in enumerate(state.contracts))
        return SchotenView(
            table=state.table, seat=player, hand=state.hands[player],
            hand_counts=tuple(tuple(map(len, hand)) for hand in state.hands),
            rack_counts=tuple(map(len, state.rack)),
            stock_rack_counts=tuple(tuple(map(len, s)) for s in state.stock_rack),
            contracts=contracts, contracts_chosen=chosen)

    def determinize(self, view: SchotenView, rng: random.Random) -> SchotenState:
        """A table consistent with ``view``: each colour's unseen values dealt at random
        into that colour's hidden places (others' hands, rack columns, rack cards in
        stocks); hidden contracts chosen at random."""
        public = view.table
        deck, n, me = public.deck, public.num_players, view.seat
        seen = set(flat(view.hand))
        seen.update(card for _, card in public.trick)
        for stock in public.stock_tricks:
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
        if public.phase is Phase.CONTRACTS:
            contracts = tuple(
                c if c is not None or not chosen
                else Contract(*_pick(rng, self._contracts))
                for c, chosen in zip(view.contracts, view.contracts_chosen, strict=True))
        return SchotenState(
            table=public, seed=rng.getrandbits(62),
            hands=tuple(tuple(tuple(sorted(col)) for col in hand) for hand in hands),
            rack=tuple(tuple(col) for col in rack),
            stock_rack=tuple(tuple(tuple(sorted(col)) for col in s) for s in taken),
            contracts=contracts)


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
