"""Too Many Cooks' fast rollout engine: the search's playouts without views or frozen
states (the contract is in :mod:`game.engine.rollout`).

A rollout from a sampled world is the rest of a round played by the heuristic in every
seat. Through the protocol each card costs a new frozen state (``dataclasses.replace``)
and a view, and the heuristic rebuilds the set of unseen cards on every call. Here one
private mutable :class:`_Round` is played instead, and :class:`_Policy` makes the
heuristic's choice from it (:meth:`HeuristicBot._choose_card`, same arithmetic in the
same order, so ties break the same way) with the unseen cards kept as value histograms
updated card by card.

What it hands back to the protocol: a menu phase (a root menu choice) is stepped
through ``rules.apply`` until play starts; a round whose scoring leaves every seat's
stars as they were (the horizon is not reached) is replayed through ``rules.apply`` and
played on by :func:`~game.engine.rollout.play_on`, as is everything after the first
round with ``horizon: game``. The heuristic has no random stream, so nothing needs
keeping in step.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from game.engine.protocol import Action, Bot, Game
from game.engine.rollout import play_on, play_while
from game.too_many_cooks.bots import HeuristicBot, Weights
from game.too_many_cooks.rules import GameRules
from game.too_many_cooks.scoring import score_pile
from game.too_many_cooks.state import NO_SOUP, Phase, PlayCard, State


class TooManyCooksPlayout:
    """The fast engine for one rules object (tables precomputed once)."""

    def __init__(self, rules: GameRules) -> None:
        self.rules = rules
        data = self.data = rules.data
        self.suit_index = tuple(data.suits.index(s) for s in data.suit_of)
        target = data.target
        # The value bucket a card adds after the lead (position >= 1), as the
        # heuristic's reach table counts it: boil-overs 0, anything past the target
        # counts as the target.
        self.bucket = tuple(0 if data.is_boil_over[c] else min(data.value_of[c], target)
                            for c in range(data.num_cards))
        self._points: dict[tuple[str, bool], tuple[int, ...]] = {}
        # What a card adds to the pot (GameRules._play): -1 for a boil-over, which
        # empties it (values are never negative, data.py), and a lead of the target or
        # more adds nothing.
        self.follow_adds = tuple(-1 if data.is_boil_over[c] else data.value_of[c]
                                 for c in range(data.num_cards))
        self.lead_adds = tuple(-1 if data.is_boil_over[c] else
                               0 if data.value_of[c] >= target else data.value_of[c]
                               for c in range(data.num_cards))
        # Each suit's card ids as one range [low, high), if the deck is laid out so (it
        # is, per data.py): a hand's cards of a suit are then a slice of the hand.
        spans = []
        for index in range(len(data.suits)):
            ids = [c for c in range(data.num_cards) if self.suit_index[c] == index]
            contiguous = bool(ids) and ids == list(range(ids[0], ids[-1] + 1))
            spans.append((ids[0], ids[-1] + 1) if contiguous else None)
        self.suit_span: tuple[tuple[int, int], ...] | None = (
            tuple(span for span in spans if span is not None)
            if all(span is not None for span in spans) else None)
        # Slots of a seat's flat unseen list: counts per bucket over all suits, then per
        # bucket for each suit, then the count over all suits, then per suit.
        self.buckets = target + 1
        self.count_slot = self.buckets * (1 + len(data.suits))
        self.suit_slot = tuple(self.buckets * (1 + self.suit_index[c]) + self.bucket[c]
                               for c in range(data.num_cards))
        self.suit_count_slot = tuple(self.count_slot + 1 + self.suit_index[c]
                                     for c in range(data.num_cards))
        # The four slots a card counts in, and the whole deck's counts.
        self.slots_of = tuple((self.bucket[c], self.suit_slot[c], self.count_slot,
                               self.suit_count_slot[c]) for c in range(data.num_cards))
        self.deck_counts = [0] * (self.count_slot + 1 + len(data.suits))
        for slots in self.slots_of:
            for slot in slots:
                self.deck_counts[slot] += 1
        self._policies: dict[tuple[Weights, str, bool], _Policy] = {}
        self._last_policies: Sequence[Bot] | None = None
        self._root_world: State | None = None
        self._root_scores: tuple[float, ...] = ()
        self._root_cards: frozenset[int] = frozenset()
        # The search rolls every candidate out from the same worlds: the round built
        # from the last one is kept and copied.
        self._template_world: State | None = None
        self._template: _Round | None = None
        self._others = {n: tuple(tuple(o for o in range(n) if o != s) for s in range(n))
                        for n in rules.data.deal}
        self._by_menus: dict[tuple[tuple[str, ...], bool], list[_Policy]] = {}

    def points(self, menu: str, boil: bool) -> tuple[int, ...]:
        """Per card, what winning it adds to a cook of ``menu`` at scoring: the plus
        minus the minus of :func:`score_pile`, one card at a time."""
        key = (menu, boil)
        table = self._points.get(key)
        if table is None:
            table = tuple(
                (lambda s: len(s.plus) - len(s.minus))(
                    score_pile(self.data, 0, menu, (c,), 0, boil))
                for c in range(self.data.num_cards))
            self._points[key] = table
        return table

    def _seat_policies(self, policies: Sequence[Bot], menus: tuple[str, ...], boil: bool
                       ) -> list[_Policy]:
        """Each seat's :class:`_Policy` for its bot and menu. A search passes the same
        policies to every rollout of a decision, so they are looked up once per
        decision and menu set (a ``Weights`` hash is not cheap)."""
        if policies is not self._last_policies:
            self._last_policies = policies
            self._by_menus = {}
        found = self._by_menus.get((menus, boil))
        if found is None:
            found = []
            for bot, menu in zip(policies, menus, strict=True):
                assert isinstance(bot, HeuristicBot)
                key = (bot.w, menu, boil)
                policy = self._policies.get(key)
                if policy is None:
                    policy = self._policies[key] = _Policy(self, bot, menu, boil)
                found.append(policy)
            self._by_menus[(menus, boil)] = found
        return found

    # ----- the FastPlayout protocol

    def playout(self, world: State, action: Action, policies: Sequence[Bot],
                round_horizon: bool, max_choices: int,
                trace: list[Action] | None = None) -> tuple[float, ...] | None:
        if policies is not self._last_policies and not all(
                type(bot) is HeuristicBot for bot in policies):
            return None
        rules = self.rules
        if world is not self._root_world:  # every candidate is rolled out from it
            self._root_world = world
            self._root_scores = rules.scores(world)
            self._root_cards = frozenset(rules.legal_cards(world))
        before = self._root_scores
        table = world.table
        if (table.phase is Phase.PLAY and type(action) is PlayCard
                and action.card in self._root_cards):
            # The common case: the root card is played on the mutable round too.
            return self._play_round(world, action.card, policies, before, round_horizon,
                                    max_choices, 0, trace)
        state = rules.apply(world, action)
        if rules.is_over(state) or (round_horizon and rules.scores(state) != before):
            return rules.scores(state)
        # A root menu choice: the other seats' menus through the protocol (a few moves).
        state, choices, out_of_choices = play_while(
            rules, state, lambda s: s.table.phase is Phase.MENU, policies, max_choices,
            trace=trace)
        if out_of_choices:
            return rules.scores(state)
        return self._play_round(state, -1, policies, before, round_horizon, max_choices,
                                choices, trace)

    # ----- one round on a mutable table

    def _play_round(self, start: State, first: int, policies: Sequence[Bot],
                    before: tuple[float, ...], round_horizon: bool, max_choices: int,
                    choices: int, trace: list[Action] | None) -> tuple[float, ...]:
        """Play ``start`` (in PLAY) on to the end of its round, ``first`` (a card id,
        or -1) being the first card played, with no choice counted and no trace."""
        rules = self.rules
        data = self.data
        table = start.table
        n = table.num_players
        target = data.target
        frees = data.frees
        suit_index = self.suit_index
        bucket = self.bucket
        play_actions = rules._play_actions
        template = self._template
        if template is None or start is not self._template_world:
            template = self._template = _Round(self, start)
            self._template_world = start
        r = template.copy()
        boil = table.boil_over_is_bouillon
        menus = rules._all_menus(start)
        seat_policy = self._seat_policies(policies, menus, boil)
        hands = r.hands
        trick = r.trick
        others = self._others[n]
        suit_span = self.suit_span
        unseen = r.unseen
        suit_slot, suit_count_slot = self.suit_slot, self.suit_count_slot
        count_slot = self.count_slot
        played: list[int] = []
        won = r.won
        # The round's scalars live in locals here; the policy reads them from ``r``,
        # which is brought up to date before each choice.
        seat, pot_total, chili_freed, shown_void = (r.to_move, r.pot_total, r.chili_freed,
                                                    r.shown_void)
        follow_adds, lead_adds = self.follow_adds, self.lead_adds
        card = first
        while True:
            hand = hands[seat]
            if card < 0:
                legal: list[int] = hand
                if trick and not chili_freed:
                    if suit_span is not None:  # a suit's ids are one range: slice it
                        low, high = suit_span[suit_index[trick[0]]]
                        follow = hand[bisect_left(hand, low):bisect_left(hand, high)]
                    else:
                        led = suit_index[trick[0]]
                        follow = [c for c in hand if suit_index[c] == led]
                    if follow:
                        legal = follow
                if len(legal) == 1:
                    card = legal[0]
                else:
                    if choices >= max_choices:
                        return rules.scores(start)  # stars change only when a round ends
                    choices += 1
                    r.pot_total, r.chili_freed, r.shown_void = (pot_total, chili_freed,
                                                                shown_void)
                    card = seat_policy[seat].choose(r, seat, legal,
                                                    seat_policy[(seat + 1) % n])
                if trace is not None:
                    trace.append(play_actions[card])
            played.append(card)
            # Play it (GameRules._play on the mutable round).
            hand.remove(card)
            b = bucket[card]
            sb = suit_slot[card]
            sc = suit_count_slot[card]
            for other in others[seat]:  # it was unseen to every other seat; now it is out
                u = unseen[other]
                u[b] -= 1
                u[sb] -= 1
                u[count_slot] -= 1
                u[sc] -= 1
            add = (follow_adds if trick else lead_adds)[card]
            total = 0 if add < 0 else pot_total + add
            if total >= target:
                trick.append(card)
                won[seat].extend(trick)
                trick.clear()
                pot_total = 0
                chili_freed = False
                shown_void = 0
            else:
                if trick and suit_index[card] != suit_index[trick[0]]:
                    shown_void |= 1 << seat
                trick.append(card)
                pot_total = total
                chili_freed = chili_freed or frees[card]
                seat = (seat + 1) % n
            card = -1
            if not hands[seat]:
                break
        stars = tuple(float(max(0, table.stars[s] + policy.bonus
                                + sum(map(policy.points.__getitem__, won[s]))))
                      for s, policy in enumerate(seat_policy))
        last_round = table.round >= data.rounds
        if last_round or (round_horizon and stars != before):
            return stars
        # The horizon is not reached: replay the round through the rules and play on.
        state = start
        for card in played:
            state = rules.apply(state, play_actions[card])
        return play_on(rules, state, policies, before, round_horizon, max_choices,
                       choices, trace)

class _Round:
    """The mutable part of a round in play, and for each seat the cards it has not seen
    (not played this round, not in its hand) as counts per value bucket, in all and
    per suit: what the heuristic's reach table counts, kept up to date card by card."""

    __slots__ = ("chili_freed", "hands", "pot_total", "shown_void", "to_move", "trick",
                 "unseen", "won")

    def __init__(self, engine: TooManyCooksPlayout, state: State) -> None:
        table = state.table
        self.hands = [list(h) for h in state.hands]
        self.trick = [p.card for p in table.trick]
        # The seats that showed in this trick that they lack the led suit (a bit each),
        # as legality.shown_voids finds them while no card has freed the suit (the only
        # time the heuristic asks).
        self.shown_void = 0
        for p in table.trick[1:]:
            if engine.suit_index[p.card] != engine.suit_index[table.trick[0].card]:
                self.shown_void |= 1 << p.seat
        self.pot_total = table.pot_total
        self.chili_freed = table.chili_freed
        self.to_move = table.to_move
        self.won: list[list[int]] = [list(w) for w in table.won]
        # One flat list per seat (see TooManyCooksPlayout's slots): the update on every
        # card is then four subscripts of one list. Built from the whole deck's counts,
        # less the cards played this round, less the seat's hand.
        slots_of = engine.slots_of
        left = list(engine.deck_counts)
        for pile in self.won:
            for c in pile:
                for slot in slots_of[c]:
                    left[slot] -= 1
        for c in self.trick:
            for slot in slots_of[c]:
                left[slot] -= 1
        self.unseen: list[list[int]] = []
        for hand in self.hands:
            mine = list(left)
            for c in hand:
                for slot in slots_of[c]:
                    mine[slot] -= 1
            self.unseen.append(mine)

    def copy(self) -> _Round:
        new = _Round.__new__(_Round)
        new.hands = [list(h) for h in self.hands]
        new.trick = list(self.trick)
        new.shown_void = self.shown_void
        new.pot_total = self.pot_total
        new.chili_freed = self.chili_freed
        new.to_move = self.to_move
        new.won = [list(w) for w in self.won]
        new.unseen = [list(u) for u in self.unseen]
        return new


class _Policy:
    """:class:`HeuristicBot`'s card choice for one seat's menu, from a :class:`_Round`."""

    def __init__(self, engine: TooManyCooksPlayout, bot: HeuristicBot, menu: str,
                 boil: bool) -> None:
        data = engine.data
        w = bot.w
        self.win, self.back, self.spite = w.win, w.back, w.spite
        self.mine = bot._worths(data, menu, boil)
        self.keep = tuple(bot._keep(data, menu, c, self.mine) for c in range(data.num_cards))
        self.faded_keep: dict[int, tuple[float, ...]] = {}
        self.win_bonus = 0.0 if menu == NO_SOUP else w.lead
        # Scoring the seat's won cards at the round's end (score_pile, card by card).
        self.points = engine.points(menu, boil)
        self.bonus = data.no_soup_bonus if menu == NO_SOUP else 0
        self.target = data.target
        self.suit_index = engine.suit_index
        self.count_slot = engine.count_slot
        self.buckets = engine.buckets
        self.follow_adds, self.lead_adds = engine.follow_adds, engine.lead_adds

    def choose(self, r: _Round, seat: int, legal: Sequence[int], nxt_policy: _Policy) -> int:
        """The card :meth:`HeuristicBot._choose_card` picks for ``seat`` (to move)."""
        mine = self.mine
        theirs = nxt_policy.mine
        trick = r.trick
        pot_mine = 0
        pot_theirs = 0
        for c in trick:
            pot_mine += mine[c]
            pot_theirs += theirs[c]
        # The reach table of the next seat, from this seat's knowledge: unplayed cards
        # not in its hand (of the led suit, if following binds the next seat and any
        # are left), as counts per value bucket.
        n = len(r.hands)
        u = r.unseen[seat]
        lo = 0
        size = u[self.count_slot]
        if trick and not r.chili_freed and not r.shown_void >> ((seat + 1) % n) & 1:
            led = self.suit_index[trick[0]]
            led_size = u[self.count_slot + 1 + led]
            if led_size:
                lo, size = self.buckets * (1 + led), led_size
        hi = lo + self.buckets
        # Keep values fade as the round runs out (the bot's fade * _keep, per hand size).
        cards_held = len(r.hands[seat])
        keep = self.faded_keep.get(cards_held)
        if keep is None:
            fade = min(1.0, cards_held / 8.0)
            keep = self.faded_keep[cards_held] = tuple(fade * k for k in self.keep)
        adds = self.follow_adds if trick else self.lead_adds
        pot_total = r.pot_total
        target = self.target
        win, back, spite, win_bonus = self.win, self.back, self.spite, self.win_bonus
        exponent = n - 1
        chances: dict[int, tuple[float, float]] = {}
        best, best_score = legal[0], float("-inf")
        for card in legal:
            add = adds[card]
            total = 0 if add < 0 else pot_total + add
            if total >= target:
                score = win * (pot_mine + mine[card]) + win_bonus
            else:
                need = target - total
                chance = chances.get(need)
                if chance is None:
                    p_take = sum(u[lo + need:hi]) / size if size else 0.0
                    chance = chances[need] = (p_take, (1.0 - p_take) ** exponent)
                p_take, p_back = chance
                score = (back * p_back * (pot_mine + mine[card])
                         - spite * p_take * (pot_theirs + theirs[card]))
            score -= keep[card]
            if score > best_score:
                best, best_score = card, score
        return best


def make_playout(rules: Game) -> TooManyCooksPlayout:
    """``GameInfo.fast_playout`` for Too Many Cooks."""
    if not isinstance(rules, GameRules):
        raise TypeError(f"not Too Many Cooks rules: {rules!r}")
    return TooManyCooksPlayout(rules)
