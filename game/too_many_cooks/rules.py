"""Too Many Cooks (Reiner Knizia's *Chaud Devant!*): the pure rules.

Spec: ``docs/rules/too-many-cooks.md`` (the authority; it names the two French
rulebooks it was written from). Data — deck, deal table, starting stars, rounds, trick
target, option defaults — comes from ``config/games/too_many_cooks.yaml``
(:mod:`game.too_many_cooks.data`).

The package is split by concern; this module holds :class:`GameRules` (the engine's
``Game`` protocol plus the public queries the table asks) and re-exports the names the
rest of the program imports from here:

* :mod:`~game.too_many_cooks.state` — cards, actions, :class:`PublicTable`,
  :class:`State`, :class:`View`, round records;
* :mod:`~game.too_many_cooks.legality` — what may be played or chosen, and why not;
* :mod:`~game.too_many_cooks.scoring` — pot totals and round scores.

Decisions this module implements (beyond the spec's own Decision lines):

* **Cards are ints** ``0..51``, ids in config order (per suit: bouillons, values,
  boil-overs), so an id is stable for the UI to animate. Per-card facts are precomputed
  tuples in :class:`GameData`, which every table carries (one shared object), so the
  helpers need only a state or a view.
* **Phases**: ``MENU`` (one seat at a time, from the dealer's left, in both menu modes),
  ``PLAY`` and ``GAME_OVER``. There is no round-over phase and no "continue" action:
  the moment the turn passes to a player with no cards the round is scored, appended
  to ``history`` (a :class:`RoundRecord` with each seat's breakdown, the round's tricks
  and the discarded pot) and the next round dealt. The UI notices a finished round by
  ``len(table.history)`` growing and shows ``table.history[-1]``.
* **Simultaneous menus** are collected seat by seat; :meth:`GameRules.observe` shows
  another seat's choice only once every seat has chosen (``has_chosen`` says who is
  done). With ``sequential_menus`` each choice is public at once and the dealer (last)
  may not take the first revealer's menu unless no other is left.
* **What is public** (:class:`PublicTable`, shared by state and view): every seat's
  menus used in past rounds, stars, the pot, and the round's history. Won cards lie
  face down, but every card in them was played face up in front of everyone, so each
  won trick (``tricks``) and each seat's pile (``won``) are public history; a player is
  assumed to remember it. A :class:`View` adds its own hand, every seat's card count,
  the set-aside count and the menus revealed to it. Hidden: the other hands, the
  set-aside cards, other seats' pending secret menus and the match seed (from which the
  deal could be recomputed).
* :meth:`GameRules.determinize` deals the unseen cards to the other seats and the
  set-aside pile at the observed counts, respecting the suits a seat has shown it lacks
  (failing to follow before any chili), and samples hidden pending menus.
* The led card whose value alone would reach the target (the 10) counts 0, per the
  spec; a boil-over contributes 0 and resets the running total to 0.
* At game over the hands and set-aside pile are empty (the last round's leftovers
  are discarded); ``stars`` are the scores.

For the table scene, :class:`GameRules` answers every rule question from a view:
:meth:`~GameRules.playable` (the actions to highlight, equal to ``legal_actions`` of
the state), :meth:`~GameRules.why_illegal` / :meth:`~GameRules.why_menu_illegal`
(reason keys for a refused click), :meth:`~GameRules.menus_left`,
:meth:`~GameRules.projected_scores` (the running round score) and
:meth:`~GameRules.pot_total`. Card faces: ``table.data.cards[id]`` (a :class:`Card`).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from game.engine.options import OptionSpec, resolve_options
from game.engine.protocol import IllegalAction
from game.engine.rng import derive_rng
from game.too_many_cooks.data import CONFIG_FILE, load_data
from game.too_many_cooks.legality import (
    legal_cards,
    legal_menus,
    menus_left,
    playable_from,
    shown_voids,
    why_illegal,
    why_menu_illegal,
)
from game.too_many_cooks.scoring import (
    card_value_in_pot,
    pot_total,
    projected_scores,
    running_totals,
    score_pile,
)
from game.too_many_cooks.state import (
    NO_SOUP,
    Card,
    ChooseMenu,
    GameData,
    Phase,
    Play,
    PlayCard,
    PublicTable,
    RoundRecord,
    SeatScore,
    State,
    Trick,
    View,
)

__all__ = [
    "CONFIG_FILE", "NO_SOUP", "Card", "ChooseMenu", "GameData", "GameRules", "Phase", "Play",
    "PlayCard", "PublicTable", "RoundRecord", "SeatScore", "State", "Trick", "View",
    "card_value_in_pot", "create_rules", "legal_cards", "legal_menus", "load_data",
    "menus_left", "pot_total", "projected_scores", "running_totals", "score_pile",
    "shown_voids", "why_illegal", "why_menu_illegal",
]


class GameRules:
    """Too Many Cooks on the engine's ``Game`` protocol."""

    id: str = "too-many-cooks"
    action_types: tuple[type, ...] = (ChooseMenu, PlayCard)

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
        table = PublicTable(
            data=self.data, num_players=n,
            sequential_menus=bool(chosen["sequential_menus"]),
            boil_over_is_bouillon=bool(chosen["boil_over_is_bouillon"]),
            phase=Phase.MENU, round=1, dealer=dealer, to_move=(dealer + 1) % n,
            used_menus=empty, trick=(), pot_total=0, chili_freed=False, won=empty,
            tricks=(), stars=(self.data.starting_stars,) * n, history=())
        state = State(table=table, seed=seed, hands=empty, set_aside=(), chosen=(None,) * n)
        return self._deal(state)

    def _deal(self, state: State) -> State:
        """Shuffle and deal for the table's round, starting left of the dealer."""
        table = state.table
        n = table.num_players
        deck = list(range(self.data.num_cards))
        derive_rng(state.seed, "deal", table.round).shuffle(deck)
        hands: list[tuple[int, ...]] = [()] * n
        start = 0
        for offset, count in enumerate(self.data.deal[n]):
            seat = (table.dealer + 1 + offset) % n
            hands[seat] = tuple(sorted(deck[start:start + count]))
            start += count
        return replace(state, hands=tuple(hands), set_aside=tuple(sorted(deck[start:])))

    # --- protocol queries ---

    def current_player(self, state: State) -> int:
        return state.table.to_move

    def is_over(self, state: State) -> bool:
        return state.table.phase is Phase.GAME_OVER

    def legal_actions(self, state: State) -> tuple[PlayCard, ...] | tuple[ChooseMenu, ...]:
        table = state.table
        if table.phase is Phase.PLAY:  # the hot path: playable() without its view checks
            cards = playable_from(table, state.hands[table.to_move])
            return tuple(map(self._play_actions.__getitem__, cards))
        return self.playable(state)

    def scores(self, state: State) -> tuple[float, ...]:
        return tuple(float(s) for s in state.table.stars)

    def winners(self, state: State) -> tuple[int, ...]:
        """Most stars; equal totals share the win."""
        table = state.table
        if table.phase is not Phase.GAME_OVER:
            return ()
        best = max(table.stars)
        return tuple(seat for seat, s in enumerate(table.stars) if s == best)

    # --- public queries for the table (each works on a state or a view) ---

    def playable(self, s: State | View) -> tuple[PlayCard, ...] | tuple[ChooseMenu, ...]:
        """The actions the seat to move may take, as far as ``s`` shows: on a state this
        *is* ``legal_actions``; on the mover's own view it is the same tuple (a test
        checks it on many positions); on anyone else's view it is empty. The table
        highlights exactly these."""
        phase = s.table.phase
        if phase is Phase.PLAY:
            return tuple(map(self._play_actions.__getitem__, legal_cards(s)))
        if phase is Phase.MENU:
            return tuple(self._menu_actions[m] for m in legal_menus(s))
        return ()

    def legal_cards(self, s: State | View) -> tuple[int, ...]:
        """Card ids the seat to move may play (see :func:`legality.legal_cards`)."""
        return legal_cards(s)

    def why_illegal(self, s: State | View, card: int) -> str | None:
        """``None`` if ``card`` may be played now, else a reason key for a refused click
        (see :func:`legality.why_illegal`)."""
        return why_illegal(s, card)

    def why_menu_illegal(self, s: State | View, menu: str) -> str | None:
        """``None`` if ``menu`` may be chosen now, else a reason key for a refused click
        (see :func:`legality.why_menu_illegal`)."""
        return why_menu_illegal(s, menu)

    def score_history(self, s: State | View) -> tuple[tuple[float, ...], ...]:
        """Every seat's stars after each finished round, oldest first (the results
        chart); the stars everyone starts with come first."""
        history = s.table.history
        if not history:
            return ()
        start = tuple(float(seat.stars_before) for seat in history[0].seats)
        return (start, *(tuple(float(seat.stars_after) for seat in record.seats)
                         for record in history))

    def menus_left(self, s: State | View, seat: int) -> tuple[str, ...]:
        """The menus ``seat`` still holds, as far as ``s`` shows."""
        return menus_left(s, seat)

    def projected_scores(self, s: State | View) -> tuple[SeatScore | None, ...]:
        """Each seat's round score if the round ended now (``None``: menu not known)."""
        return projected_scores(s)

    def pot_total(self, cards: Sequence[int]) -> int:
        """The total announced after the last of ``cards`` played into one trick."""
        return pot_total(self.data, cards)

    # --- apply ---

    def apply(self, state: State, action: Any) -> State:
        kind = type(action)
        table = state.table
        if kind is PlayCard:
            card = action.card
            # The common case first (this runs on every move of every simulated game);
            # anything refused goes through why_illegal for its reason.
            if table.phase is Phase.PLAY and type(card) is int and \
                    card in playable_from(table, state.hands[table.to_move]):
                return self._play(state, card)
            raise IllegalAction(f"{action!r}: {why_illegal(state, card)}")
        if kind is ChooseMenu:
            reason = why_menu_illegal(state, action.menu)
            if reason is not None:
                raise IllegalAction(f"{action!r}: {reason}")
            return self._choose(state, action.menu)
        raise IllegalAction(f"not a Too Many Cooks action: {action!r}")

    def _choose(self, state: State, menu: str) -> State:
        table = state.table
        n = table.num_players
        seat = table.to_move
        chosen = (*state.chosen[:seat], menu, *state.chosen[seat + 1:])
        nxt = (seat + 1) % n
        first = (table.dealer + 1) % n
        if nxt != first:
            return replace(state, chosen=chosen, table=replace(table, to_move=nxt))
        return replace(state, chosen=chosen,
                       table=replace(table, to_move=first, phase=Phase.PLAY))

    def _play(self, state: State, card: int, end_round: bool = True) -> State:
        data = self.data
        table = state.table
        seat = table.to_move
        hand = state.hands[seat]
        i = hand.index(card)
        hands = (*state.hands[:seat], hand[:i] + hand[i + 1:], *state.hands[seat + 1:])
        trick = (*table.trick, self._plays[seat][card])
        if data.is_boil_over[card]:
            total = 0
        else:
            total = table.pot_total + card_value_in_pot(data, card, len(table.trick))
        if total >= data.target:
            won = table.won[seat] + tuple(p.card for p in trick)
            after = replace(table, trick=(), pot_total=0, chili_freed=False,
                            won=(*table.won[:seat], won, *table.won[seat + 1:]),
                            tricks=(*table.tricks, Trick(seat, trick)), to_move=seat)
            nxt = seat
        else:
            nxt = (seat + 1) % table.num_players
            after = replace(table, trick=trick, pot_total=total,
                            chili_freed=table.chili_freed or data.frees[card], to_move=nxt)
        new = replace(state, table=after, hands=hands)
        if not hands[nxt] and end_round:
            return self._end_round(new)
        return new

    def round_end(self, state: State, action: Any) -> State | None:
        """The table as ``action`` leaves it when it ends a round, before the next deal
        (``apply`` deals it at once): its last card played (a won trick in ``tricks``,
        an unfinished pot still in ``trick``), every seat's pile and menu, the round
        scored into ``stars`` and ``history``, nobody to move (``to_move`` -1) and the
        phase ``GAME_OVER`` after the last round. ``None`` when the move ends no round.
        A picture for the replay, not a state to play on."""
        if type(action) is not PlayCard:
            return None
        after = self.apply(state, action)
        if len(after.table.history) == len(state.table.history):
            return None
        played = self._play(state, action.card, end_round=False)
        over = after.table.phase is Phase.GAME_OVER
        return replace(played, table=replace(
            played.table, phase=Phase.GAME_OVER if over else Phase.PLAY, to_move=-1,
            stars=after.table.stars, history=after.table.history))

    def _end_round(self, state: State) -> State:
        """Score the round, record it, and deal the next one (or end the game)."""
        table = state.table
        n = table.num_players
        seats = tuple(score_pile(self.data, seat, menu, table.won[seat], table.stars[seat],
                                 table.boil_over_is_bouillon)
                      for seat, menu in enumerate(self._all_menus(state)))
        record = RoundRecord(table.round, table.dealer, seats, table.tricks, table.trick,
                             table.to_move, sum(len(hand) for hand in state.hands))
        empty: tuple[tuple[Any, ...], ...] = ((),) * n
        scored = replace(
            table, stars=tuple(s.stars_after for s in seats), history=(*table.history, record),
            used_menus=tuple((*used, s.menu) for used, s in zip(table.used_menus, seats,
                                                                strict=True)),
            trick=(), pot_total=0, chili_freed=False, won=empty, tricks=())
        if table.round >= self.data.rounds:
            return replace(state, table=replace(scored, phase=Phase.GAME_OVER, to_move=-1),
                           chosen=(None,) * n, hands=empty, set_aside=())
        dealer = (table.dealer + 1) % n
        nxt = replace(scored, phase=Phase.MENU, round=table.round + 1, dealer=dealer,
                      to_move=(dealer + 1) % n)
        return self._deal(replace(state, table=nxt, chosen=(None,) * n, hands=empty,
                                  set_aside=()))

    @staticmethod
    def _all_menus(state: State) -> tuple[str, ...]:
        """Every seat's menu, once all are chosen (always so in PLAY)."""
        menus = tuple(m for m in state.chosen if m is not None)
        if len(menus) != len(state.chosen):
            raise AssertionError("a round is played only once every menu is chosen")
        return menus

    # --- hidden information ---

    def observe(self, state: State, player: int) -> View:
        table = state.table
        chosen = state.chosen
        if table.phase is Phase.PLAY:
            has_chosen = self._all_chosen[table.num_players]
        else:
            has_chosen = tuple(m is not None for m in chosen)
            if table.phase is Phase.MENU and not table.sequential_menus:
                chosen = tuple(m if seat == player else None for seat, m in enumerate(chosen))
        hands = state.hands
        return View(table=table, seat=player, hand=hands[player],
                    hand_counts=tuple(map(len, hands)), set_aside_count=len(state.set_aside),
                    chosen=chosen, has_chosen=has_chosen)

    def determinize(self, view: View, rng: random.Random) -> State:
        table = view.table
        data = table.data
        n = table.num_players
        seen = set(view.hand)
        for pile in table.won:
            seen.update(pile)
        seen.update(p.card for p in table.trick)
        unseen = [c for c in range(data.num_cards) if c not in seen]
        others = [s for s in range(n) if s != view.seat]
        capacity = {s: view.hand_counts[s] for s in others}
        capacity[-1] = view.set_aside_count  # the set-aside pile
        voids = shown_voids(data, [t.plays for t in table.tricks] + [table.trick])
        piles = _deal_unseen(data, unseen, capacity, voids, rng)
        hands = tuple(view.hand if s == view.seat else tuple(sorted(piles[s]))
                      for s in range(n))
        chosen = list(view.chosen)
        for seat in range(n):
            if view.has_chosen[seat] and chosen[seat] is None:
                chosen[seat] = rng.choice(menus_left(view, seat))
        return State(table=table, seed=rng.getrandbits(63), hands=hands,
                     set_aside=tuple(sorted(piles[-1])), chosen=tuple(chosen))


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
        check = strict and bool(voids)
        open_piles = [s for s in room if room[s] > 0]  # in room's order, as filtered
        places = sum(room.values())
        random_float = rng.random
        for card in cards:
            if check:
                suit = data.suit_of[card]
                fits = [s for s in open_piles if (s, suit) not in voids]
            else:
                fits = open_piles
            if not fits:
                if places == 0:
                    break  # more unseen cards than places: the rest are out of play
                ok = False
                break
            # ``rng.choices(fits, weights=[room[s] for s in fits])[0]`` written out (the
            # same draw from the same stream: one ``random()`` against the running
            # weight totals), without its lists: this runs for every card of every world.
            x = random_float() * float(sum(room[s] for s in fits) if check else places)
            pick = fits[-1]
            running = 0
            for s in fits:
                running += room[s]
                if running > x:
                    pick = s
                    break
            piles[pick].append(card)
            room[pick] -= 1
            places -= 1
            if not room[pick]:
                open_piles.remove(pick)
        if ok:
            return piles
    raise AssertionError("unreachable: the last attempt ignores voids")


def create_rules() -> GameRules:
    """The rules built from ``config/games/too_many_cooks.yaml``."""
    data, specs = load_data()
    return GameRules(data, specs)
