"""Scharfe Schoten's fast rollout engine: the search's playouts without views or frozen
states (the contract is in :mod:`game.engine.rollout`).

A rollout is the rest of a round played by the heuristic in every seat. Here it is
played on a private mutable :class:`_Round`, and each seat's choice is asked of its own
:class:`~game.scharfe_schoten.bots.HeuristicBot` through the same methods its
``choose`` uses (:meth:`~HeuristicBot.play_card`, :meth:`~HeuristicBot.rack_colour`),
fed from the round instead of a view: the cards each seat has not seen are kept per
seat and colour, updated card by card, where the bot would rebuild them from the view
on every call. The heuristic draws from its own random stream, and it draws exactly as
it would through the protocol, so the streams stay in step.

What goes back to the protocol: a contracts phase (a root contract choice) is stepped
through ``rules.apply`` until play starts; a round whose scoring leaves the totals as
they were (the horizon is not reached: every seat scored 0) is replayed through
``rules.apply`` and played on by :func:`~game.engine.rollout.play_on`, as is everything
after the first round with ``horizon: game``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from game.engine.protocol import Action, Bot, Game
from game.engine.rollout import play_on, play_while
from game.scharfe_schoten.bots import HeuristicBot
from game.scharfe_schoten.rules import (
    Phase,
    Play,
    PlayCard,
    PublicTable,
    ScharfeSchoten,
    SchotenState,
    TakeFromRack,
    flat,
    legal_cards,
    score_contracts,
)


class ScharfeSchotenPlayout:
    """The fast engine for one rules object."""

    def __init__(self, rules: ScharfeSchoten) -> None:
        self.rules = rules
        self.deck = rules.deck
        self.colours = len(rules.deck.colours)
        self.nv = len(rules.deck.values)
        # A colour's unseen cards are a sample's pool: written out only for small ones.
        self.inline_draws = INLINE_DRAWS and self.nv <= 21
        # The seats still to play a trick after ``me`` when it holds ``length`` cards.
        self.later = {
            n: {(me, length): [(me + k) % n for k in range(1, n - length)]
                for me in range(n) for length in range(n)}
            for n in rules.hand_sizes}
        self._template_world: SchotenState | None = None
        self._template: _Round | None = None
        self._values: dict[tuple[float, float, float, int, int],
                           dict[tuple[int, ...], float]] = {}

    # ----- the FastPlayout protocol

    def playout(self, world: SchotenState, action: Action, policies: Sequence[Bot],
                round_horizon: bool, max_choices: int,
                trace: list[Action] | None = None) -> tuple[float, ...] | None:
        if not all(type(bot) is HeuristicBot for bot in policies):
            return None
        rules = self.rules
        before = rules.scores(world)
        table = world.table
        if table.phase is Phase.PLAY and isinstance(action, PlayCard) and action.card in \
                legal_cards(world.hands[table.turn], table.trick, self.deck):
            return self._play_round(world, action.card, -1, policies, before,
                                    round_horizon, max_choices, 0, trace)
        if table.phase is Phase.RACK_CHOICE and isinstance(action, TakeFromRack) \
                and action.colour in self.deck.colours \
                and world.rack[self.deck.index(action.colour)]:
            return self._play_round(world, -1, self.deck.index(action.colour), policies,
                                    before, round_horizon, max_choices, 0, trace)
        state = rules.apply(world, action)
        if rules.is_over(state) or (round_horizon and rules.scores(state) != before):
            return rules.scores(state)
        # A root contract choice: the other seats' contracts through the protocol.
        state, choices, out_of_choices = play_while(
            rules, state, lambda s: s.table.phase is Phase.CONTRACTS, policies, max_choices,
            trace=trace)
        if out_of_choices:
            return rules.scores(state)
        if state.table.phase is Phase.GAME_OVER:
            return rules.scores(state)
        return self._play_round(state, -1, -1, policies, before, round_horizon, max_choices,
                                choices, trace)

    # ----- one round on a mutable table

    def _play_round(self, start: SchotenState, first_card: int, first_take: int,
                    policies: Sequence[Bot], before: tuple[float, ...], round_horizon: bool,
                    max_choices: int, choices: int, trace: list[Action] | None
                    ) -> tuple[float, ...]:
        """Play ``start`` on to the end of its round; ``first_card`` (a card id) or
        ``first_take`` (a rack colour index) is the first move, if not -1 (no choice
        counted, no trace)."""
        rules = self.rules
        table = start.table
        n = table.num_players
        nv = self.nv
        power = table.power
        later_of = self.later[n]
        play_actions = rules._play
        take_actions = rules._take
        template = self._template
        if template is None or start is not self._template_world:
            template = self._template = _Round(self, start)
            self._template_world = start
        r = template.copy()
        hands, hand_counts, unseen, stock, rack = r.hands, r.hand_counts, r.unseen, r.stock, r.rack
        trick = r.trick
        bots: list[HeuristicBot] = list(policies)  # type: ignore[arg-type]
        deck = self.deck
        contracts = []
        for contract in start.contracts:
            assert contract is not None
            contracts.append((deck.index(contract.most), deck.index(contract.least)))
        moves: list[Action] = []
        turn = table.turn
        taking = table.phase is Phase.RACK_CHOICE
        colours = range(self.colours)
        while True:
            if taking:
                columns = [ci for ci in colours if rack[ci]]
                if first_take >= 0:
                    ci, first_take = first_take, -1
                else:
                    if len(columns) == 1:
                        ci = columns[0]
                    else:
                        if choices >= max_choices:
                            return rules.scores(start)  # totals change only when scored
                        choices += 1
                        most, least = contracts[turn]
                        ci = bots[turn].rack_colour(stock[turn], columns, most, least)
                    if trace is not None:
                        trace.append(take_actions[ci])
                moves.append(take_actions[ci])
                rack[ci].pop(0)
                stock[turn][ci] += 1
                taking = False
                if not any(any(h) for h in hand_counts):
                    break
                continue
            hand = hands[turn]
            if first_card >= 0:
                card, first_card = first_card, -1
            else:
                legal = hand[trick[0][1] // nv] if trick else None
                if not legal:
                    legal = [c for col in hand for c in col]
                if len(legal) == 1:
                    card = legal[0]
                else:
                    if choices >= max_choices:
                        return rules.scores(start)
                    choices += 1
                    most, least = contracts[turn]
                    card = self._play_card(
                        bots[turn], table, trick, turn, legal, stock[turn], most, least,
                        unseen[turn], [ci for ci in colours if rack[ci]],
                        later_of[(turn, len(trick))], hand_counts)
                if trace is not None:
                    trace.append(play_actions[card])
            moves.append(play_actions[card])
            ci = card // nv
            hand[ci].remove(card)
            hand_counts[turn][ci] -= 1
            for other in range(n):
                if other != turn:
                    unseen[other][ci].remove(card)
            trick.append((turn, card))
            if len(trick) < n:
                turn = (turn + 1) % n
                continue
            winner = max(trick, key=lambda play: power[play[1]])[0]
            won = stock[winner]
            for _, c in trick:
                won[c // nv] += 1
            trick.clear()
            turn = winner
            if any(rack):
                taking = True
            elif not any(any(h) for h in hand_counts):
                break
        totals = tuple(float(total + sum(score_contracts(stock[seat], *contracts[seat],
                                                         rules.met, rules.tied)))
                       for seat, total in enumerate(table.totals))
        if table.round_index + 1 >= n or (round_horizon and totals != before):
            return totals
        # The horizon is not reached: replay the round through the rules and play on.
        state = start
        for move in moves:
            state = rules.apply(state, move)
        return play_on(rules, state, policies, before, round_horizon, max_choices, choices,
                       trace)


    def _play_card(self, bot: HeuristicBot, table: PublicTable, trick_now: list[Play],
                   me: int, legal: list[int], counts: list[int], most: int, least: int,
                   unseen: list[list[int]], rack: list[int], later: list[int],
                   hand_counts: list[list[int]]) -> int:
        """:meth:`HeuristicBot.play_card`, computed faster with the same draws from the
        bot's stream in the same order: card powers are all different, so the card wins
        when it beats the best power before it and every later card (no ``max`` over
        the trick); stock values are kept per (counts, contracts); a later seat's cards
        are flattened once per deal, not once per candidate."""
        rng = bot.rng
        if not self.inline_draws or type(rng) is not random.Random:
            return bot.play_card(table, trick_now, me, legal, counts, most, least, unseen,
                                 rack, later, hand_counts)
        getrandbits = rng.getrandbits
        p = bot.p
        nv = self.nv
        power = table.power
        samples = int(p["samples"]) if later else 1
        # The bot's _deal_later, ``samples`` times.
        deals: list[list[list[list[int]]]] = []
        for _ in range(samples):
            hands: list[list[list[int]]] = [[] for _ in later]
            for ci, pool in enumerate(unseen):
                need = 0
                for seat in later:
                    need += hand_counts[seat][ci]
                drawn = _sample(getrandbits, pool, need) if need else []
                pos = 0
                for hand, seat in zip(hands, later, strict=True):
                    k = hand_counts[seat][ci]
                    hand.append(drawn[pos:pos + k])
                    pos += k
            deals.append(hands)
        flats = [[[c for col in hand for c in col] for hand in hands] for hands in deals]
        value = self._stock_value(bot, most, least)
        base = value(counts)
        best_before = max((power[c] for _, c in trick_now), default=-1)
        before_colours = tuple(c // nv for _, c in trick_now)
        led_fixed = trick_now[0][1] // nv if trick_now else -1
        count_deals = len(deals)
        supers = table.super_trumps
        keep_most, keep_super = p["keep_most"], p["keep_super"]
        shed_least, shed_other = p["shed_least"], p["shed_other"]
        gain_cache: dict[tuple[int, ...], float] = {}
        best_card, best_value = legal[0], float("-inf")
        for card in legal:
            mine = power[card]
            led = led_fixed if led_fixed >= 0 else card // nv
            total = 0.0
            own_colours = (*before_colours, card // nv)
            for hands, flat_hands in zip(deals, flats, strict=True):
                wins = mine > best_before
                others = []
                for hand, flat_hand in zip(hands, flat_hands, strict=True):
                    options = hand[led] or flat_hand
                    size = len(options)  # rng.randrange(size), written out
                    bits = size.bit_length()
                    j = getrandbits(bits)
                    while j >= size:
                        j = getrandbits(bits)
                    other = options[j]
                    if power[other] > mine:
                        wins = False
                    others.append(other)
                if not wins:
                    continue
                key = own_colours + tuple(other // nv for other in others)
                gain = gain_cache.get(key)
                if gain is None:
                    gained = list(counts)
                    for ci in key:
                        gained[ci] += 1
                    if rack:
                        best = float("-inf")
                        for ci in rack:
                            gained[ci] += 1
                            best = max(best, value(gained))
                            gained[ci] -= 1
                    else:
                        best = value(gained)
                    gain = gain_cache[key] = best - base
                total += gain
            # The bot's _keep and card_strength, inline.
            ci = card // nv
            if card in supers:
                strength = 1.0
            else:
                pool = unseen[ci]
                strength = (sum(1 for c in pool if power[c] < mine) / len(pool)
                            if pool else 1.0)
            if ci == most:
                keep = -keep_most * strength
            elif card in supers:
                keep = -keep_super if ci != least else shed_least
            elif ci == least:
                keep = shed_least * strength
            else:
                keep = shed_other * strength
            card_value = total / count_deals + keep
            if card_value > best_value:
                best_card, best_value = card, card_value
        return best_card

    def _stock_value(self, bot: HeuristicBot, most: int, least: int
                     ) -> Callable[[Sequence[int]], float]:
        """``bot._value`` for these contracts, remembered per counts (it is pure)."""
        key = (bot.p["margin_most"], bot.p["margin_cap"], bot.p["margin_least"], most, least)
        cache = self._values.get(key)
        if cache is None:
            cache = self._values[key] = {}
        compute = bot._value

        def value(counts: Sequence[int]) -> float:
            counts_key = tuple(counts)
            found = cache.get(counts_key)
            if found is None:
                found = cache[counts_key] = compute(counts, most, least)
            return found

        return value


class _Round:
    """The mutable part of a round: hands (per seat and colour), what each seat has not
    seen (per seat and colour, ascending, as the heuristic lists it), stocks as counts
    per colour (tricks and rack cards: only colours score), the rack and the trick."""

    __slots__ = ("hand_counts", "hands", "rack", "stock", "trick", "unseen")

    def __init__(self, engine: ScharfeSchotenPlayout, state: SchotenState) -> None:
        table = state.table
        deck = engine.deck
        self.hands = [[list(col) for col in hand] for hand in state.hands]
        self.hand_counts = [[len(col) for col in hand] for hand in state.hands]
        self.trick = list(table.trick)
        self.rack = [list(col) for col in state.rack]
        self.stock = [[len(a) + len(b) for a, b in zip(won, taken, strict=True)]
                      for won, taken in zip(table.stock_tricks, state.stock_rack, strict=True)]
        public = {card for _, card in table.trick}
        for won in table.stock_tricks:
            public.update(flat(won))
        self.unseen = []
        for hand in state.hands:
            seen = public | set(flat(hand))
            self.unseen.append([[c for c in deck.cards_of(ci) if c not in seen]
                                for ci in range(engine.colours)])

    def copy(self) -> _Round:
        new = _Round.__new__(_Round)
        new.hands = [[list(col) for col in hand] for hand in self.hands]
        new.hand_counts = [list(counts) for counts in self.hand_counts]
        new.trick = list(self.trick)
        new.rack = [list(col) for col in self.rack]
        new.stock = [list(counts) for counts in self.stock]
        new.unseen = [[list(col) for col in cols] for cols in self.unseen]
        return new


def _below(getrandbits: Callable[[int], int], n: int) -> int:
    """``random.Random.randrange(n)`` as CPython draws it: ``n.bit_length()`` bits at a
    time until one is below ``n``."""
    bits = n.bit_length()
    j = getrandbits(bits)
    while j >= n:
        j = getrandbits(bits)
    return j


def _sample(getrandbits: Callable[[int], int], pool: list[int], k: int) -> list[int]:
    """``random.Random.sample(pool, k)`` as CPython draws it for small pools (a partial
    shuffle of a copy); larger pools are not written out."""
    n = len(pool)
    if n > 21:
        raise ValueError("only small pools are written out")
    left = list(pool)
    result = []
    for i in range(k):
        j = _below(getrandbits, n - i)
        result.append(left[j])
        left[j] = left[n - i - 1]
    return result


def _draws_match_random() -> bool:
    """Whether :func:`_below` and :func:`_sample` draw exactly what ``randrange`` and
    ``sample`` draw on this Python (checked once, at import). The heuristic draws
    through those methods; the engine writes them out for speed only where this holds,
    and otherwise asks the bot itself."""
    for seed in range(8):
        ours, theirs = random.Random(seed), random.Random(seed)
        for n in (1, 2, 3, 4, 5, 7, 8, 9, 12, 13, 17, 31):
            if _below(ours.getrandbits, n) != theirs.randrange(n):
                return False
        for size in range(13):
            for k in range(1, size + 1):
                pool = list(range(100, 100 + size))
                if _sample(ours.getrandbits, pool, k) != theirs.sample(pool, k):
                    return False
    return True


INLINE_DRAWS = _draws_match_random()


def make_playout(rules: Game) -> ScharfeSchotenPlayout:
    """``GameInfo.fast_playout`` for Scharfe Schoten."""
    if not isinstance(rules, ScharfeSchoten):
        raise TypeError(f"not Scharfe Schoten rules: {rules!r}")
    return ScharfeSchotenPlayout(rules)
