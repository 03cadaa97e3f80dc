"""Scharfe Schoten's heuristic, as the fast rollout engine (:mod:`.rollout`) asks it:
the same card and rack choices as :class:`~game.scharfe_schoten.bots.HeuristicBot`,
drawing the same numbers from the bot's stream in the same order, computed from the
engine's mutable round instead of a view.

Why a copy of the bot's arithmetic rather than a call to it: the bot's card choice is a
small Monte Carlo over the rest of the trick, run for every legal card, and nearly all
of a rollout's time goes there. Written for the engine it does the same draws with
far less around them:

- the sampled deals follow a plan made once per decision, and a colour no choice can
  depend on (not led by a card that can still win, no later seat void) only spends
  its sample's draws instead of dealing cards;
- a later seat's options (the led colour, or its whole sampled hand) are listed once
  per sampled deal and led colour, not once per candidate card;
- a card that cannot beat the trick so far only spends its draws (nothing to score);
- the colours a won trick adds to the stock are one integer (4 bits per colour), and
  the gain of each is cached per (contracts, stock, rack) for the whole search, as is
  the stock value (:func:`~game.scharfe_schoten.bots.stock_value`, pure);
- a card's strength (the unseen cards of its colour it beats) is a bisection of the
  ascending unseen list, super-trumps aside, not a count over it;
- ``randrange`` and ``sample`` are written out as CPython draws them (bits from
  ``getrandbits``, rejection below the bound), which :func:`_draws_match_random`
  checks at import: where it does not hold, the bot itself is asked.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable, Sequence
from itertools import pairwise

from game.scharfe_schoten.bots import HeuristicBot
from game.scharfe_schoten.rules import PublicTable

COLOUR_BITS = 4
"""Bits per colour in a trick's colour code: a trick holds at most 4 cards."""

SITUATION_CACHE_LIMIT = 50_000
"""Stock situations whose trick gains are kept (a search meets a few thousand)."""

BITS = tuple(n.bit_length() for n in range(64))
"""``randrange(n)`` draws ``n.bit_length()`` bits at a time (``n`` up to a deck colour)."""

DRAWS = tuple(tuple((size, BITS[size]) for size in range(n, 0, -1)) for n in range(64))
"""``sample(pool, k)`` of a pool of ``n`` draws ``randrange(n)``, ``randrange(n - 1)``,
...: ``DRAWS[n][:k]``, each as (bound, bits)."""

ValueKey = tuple[float, float, float, int, int]
"""A stock value's parameters: the margins and the (most, least) colour indexes."""


class RolloutPolicy:
    """The heuristic's choices for one rules' deck, with the stock values it has
    computed (shared by every rollout of the engine that owns it)."""

    def __init__(self, colours: int, values: int) -> None:
        self.colours = colours
        self.nv = values
        self.inline_draws = INLINE_DRAWS and values <= 21  # sample()'s pool-based path
        self.code_of = tuple(1 << (COLOUR_BITS * (card // values))
                             for card in range(colours * values))
        self._supers: list[tuple[int, ...]] | None = None
        self._supers_power: tuple[int, ...] | None = None
        self._value_fns: dict[ValueKey, Callable[[Sequence[int]], float]] = {}
        self._situations: dict[tuple[float | int | tuple[int, ...], ...],
                               tuple[float, dict[int, float]]] = {}
        self._racks: dict[tuple[float | int | tuple[int, ...], ...], int] = {}

    def stock_value(self, bot: HeuristicBot, most: int, least: int
                    ) -> Callable[[Sequence[int]], float]:
        """``bot._value`` for these contracts, remembered per counts (it is pure)."""
        p = bot.p
        key = (p["margin_most"], p["margin_cap"], p["margin_least"], most, least)
        value = self._value_fns.get(key)
        if value is not None:
            return value
        cache: dict[tuple[int, ...], float] = {}
        compute = bot._value

        def stock_value(counts: Sequence[int]) -> float:
            counts_key = tuple(counts)
            found = cache.get(counts_key)
            if found is None:
                found = cache[counts_key] = compute(counts, most, least)
            return found

        self._value_fns[key] = stock_value
        return stock_value

    def rack_colour(self, bot: HeuristicBot, counts: list[int], columns: Sequence[int],
                    most: int, least: int) -> int:
        """:meth:`HeuristicBot.rack_colour`, with the cached stock values; the choice
        itself is pure too, so it is kept per (contracts, stock, columns)."""
        p = bot.p
        key = (p["margin_most"], p["margin_cap"], p["margin_least"], most, least,
               tuple(counts), tuple(columns))
        found = self._racks.get(key)
        if found is None:
            if len(self._racks) > SITUATION_CACHE_LIMIT:
                self._racks.clear()
            found = self._racks[key] = self._rack_colour(bot, counts, columns, most, least)
        return found

    def _rack_colour(self, bot: HeuristicBot, counts: list[int], columns: Sequence[int],
                     most: int, least: int) -> int:
        """The rack column that raises the stock value most, the first of equals."""
        value = self.stock_value(bot, most, least)
        best, best_value = columns[0], float("-inf")
        for ci in columns:
            counts[ci] += 1
            found = value(counts)
            counts[ci] -= 1
            if found > best_value:
                best, best_value = ci, found
        return best

    def play_card(self, bot: HeuristicBot, table: PublicTable, trick_now: list[tuple[int, int]],
                  me: int, legal: list[int], counts: list[int], most: int, least: int,
                  unseen: list[list[int]], rack: list[int], later: list[int],
                  hand_counts: list[list[int]]) -> int:
        """:meth:`HeuristicBot.play_card` with the same draws in the same order (see
        the module docstring for what is done once instead of per card)."""
        rng = bot.rng
        if not self.inline_draws or type(rng) is not random.Random:
            return bot.play_card(table, trick_now, me, legal, counts, most, least, unseen,
                                 rack, later, hand_counts)
        getrandbits = rng.getrandbits
        p = bot.p
        nv = self.nv
        power = table.power
        code_of = self.code_of
        best_before = -1
        before_code = 0
        for _, c in trick_now:
            if power[c] > best_before:
                best_before = power[c]
            before_code += code_of[c]
        led_fixed = trick_now[0][1] // nv if trick_now else -1
        if later:
            samples = int(p["samples"])
            deals = self._deals(getrandbits, samples, legal, power, best_before, led_fixed,
                                unseen, later, hand_counts)
        else:
            samples = 1
            deals = [[]]  # nobody plays after: one empty deal, no draws
        slots_by_led: dict[int, list[list[tuple[int, int, Sequence[int]]]]] = {}
        base = 0.0
        gains: dict[int, float] | None = None  # looked up at the first trick won
        supers = table.super_trumps
        keep_most, keep_super = p["keep_most"], p["keep_super"]
        shed_least, shed_other = p["shed_least"], p["shed_other"]
        supers_of = self._supers_of(table)
        lose_draws: list[tuple[int, int]] | None = None
        best_card, best_value = legal[0], float("-inf")
        for card in legal:
            mine = power[card]
            ci = card // nv
            total = 0.0
            if mine < best_before:  # it cannot win: only the draws, in the same order
                if lose_draws is None:
                    lose_draws = _bounds(later, hand_counts, led_fixed) * samples
                for size, bits in lose_draws:
                    j = getrandbits(bits)
                    while j >= size:
                        j = getrandbits(bits)
            elif not later:  # the trick is complete with this card: it wins
                if gains is None:
                    base, gains = self._situation(bot, most, least, counts, rack)
                code = before_code + code_of[card]
                gain = gains.get(code)
                if gain is None:
                    gain = gains[code] = self._gain(bot, most, least, code, counts,
                                                    rack) - base
                total += gain
            else:
                led = led_fixed if led_fixed >= 0 else ci
                slots = slots_by_led.get(led)
                if slots is None:
                    slots = slots_by_led[led] = _options(deals, led)
                own = before_code + code_of[card]
                for deal_slots in slots:
                    wins = True
                    code = own
                    for size, bits, options in deal_slots:
                        j = getrandbits(bits)  # rng.randrange(size), written out
                        while j >= size:
                            j = getrandbits(bits)
                        other = options[j]
                        if power[other] > mine:
                            wins = False
                        else:
                            code += code_of[other]
                    if wins:
                        if gains is None:
                            base, gains = self._situation(bot, most, least, counts, rack)
                        gain = gains.get(code)
                        if gain is None:
                            gain = gains[code] = self._gain(bot, most, least, code, counts,
                                                            rack) - base
                        total += gain
            # The bot's _keep and card_strength.
            is_super = card in supers
            if is_super:
                strength = 1.0
            else:
                pool = unseen[ci]
                if pool and supers_of is not None:
                    # The unseen cards of its colour below it: below it in the (ascending)
                    # list, but for super-trumps, which beat it (see _supers_of).
                    below = bisect_left(pool, card)
                    for trump in supers_of[ci]:
                        if trump < card and trump in pool:
                            below -= 1
                    strength = below / len(pool)
                elif pool:
                    strength = sum(1 for c in pool if power[c] < mine) / len(pool)
                else:
                    strength = 1.0
            if ci == most:
                keep = -keep_most * strength
            elif is_super:
                keep = -keep_super if ci != least else shed_least
            elif ci == least:
                keep = shed_least * strength
            else:
                keep = shed_other * strength
            card_value = total / samples + keep
            if card_value > best_value:
                best_card, best_value = card, card_value
        return best_card

    def _deals(self, getrandbits: Callable[[int], int], samples: int, legal: list[int],
               power: Sequence[int], best_before: int, led_fixed: int,
               unseen: list[list[int]], later: list[int], hand_counts: list[list[int]]
               ) -> list[list[list[Sequence[int]]]]:
        """The bot's ``samples`` deals of the later seats' hands (its ``_deal_later``),
        drawn alike; only the colours a choice can depend on are dealt (the led colours
        of the cards that can still win, or every colour if a later seat is void in one
        of them: it may then play anything), the others' samples only spend draws."""
        nv = self.nv
        leds = set()
        for card in legal:
            if power[card] > best_before:
                leds.add(led_fixed if led_fixed >= 0 else card // nv)
        rows = [hand_counts[seat] for seat in later]
        needed: set[int] | None = leds  # None: every colour
        for row in rows:
            for led in leds:
                if not row[led]:
                    needed = None
        plan = _deal_plan(unseen, rows, needed)
        return _deals(getrandbits, plan, len(later), self.colours, samples)

    def _supers_of(self, table: PublicTable) -> list[tuple[int, ...]] | None:
        """Per colour, its super-trumps: the only cards of a colour whose power does not
        grow with their id (:func:`~game.scharfe_schoten.tricks.card_power`), so that
        the unseen cards a card beats are those before it in the colour's ascending list
        but for those. ``None`` if the table's powers are not so ordered (then they are
        counted card by card, as the bot does)."""
        if table.power is not self._supers_power:
            power, nv = table.power, self.nv
            supers = set(table.super_trumps)
            ordered = True
            for ci in range(self.colours):
                plain = [c for c in range(ci * nv, ci * nv + nv) if c not in supers]
                trumps = [t for t in supers if t // nv == ci]
                ordered = ordered and all(power[a] < power[b] for a, b in pairwise(plain)) \
                    and all(power[t] > power[c] for t in trumps for c in plain)
            self._supers = ([tuple(t for t in table.super_trumps if t // nv == ci)
                             for ci in range(self.colours)] if ordered else None)
            self._supers_power = table.power
        return self._supers

    def _situation(self, bot: HeuristicBot, most: int, least: int, counts: list[int],
                   rack: list[int]) -> tuple[float, dict[int, float]]:
        """The stock value now and the gains of won tricks (per colour code, filled as
        they are met) for this stock, rack and contracts: pure, so kept for the whole
        search (emptied when it grows large)."""
        p = bot.p
        key = (p["margin_most"], p["margin_cap"], p["margin_least"], most, least,
               tuple(counts), tuple(rack))
        found = self._situations.get(key)
        if found is None:
            if len(self._situations) > SITUATION_CACHE_LIMIT:
                self._situations.clear()
            found = self._situations[key] = (self.stock_value(bot, most, least)(counts), {})
        return found

    def _gain(self, bot: HeuristicBot, most: int, least: int, code: int, counts: list[int],
              rack: list[int]) -> float:
        """The bot's ``_best_with_rack``: the stock value after winning the trick whose
        colours are ``code`` and taking the best rack card (if any)."""
        value = self.stock_value(bot, most, least)
        gained = list(counts)
        mask = (1 << COLOUR_BITS) - 1
        for ci in range(self.colours):
            gained[ci] += (code >> (COLOUR_BITS * ci)) & mask
        if not rack:
            return value(gained)
        best = float("-inf")
        for ci in rack:
            gained[ci] += 1
            best = max(best, value(gained))
            gained[ci] -= 1
        return best


DealStep = tuple[int, Sequence[int], Sequence[int], Sequence[tuple[int, int]]]
"""One step of a sampled deal: (colour, its unseen cards, each later seat's share, the
draws) for a colour whose cards are dealt; (-1, (), (), draws) for colours whose sample
only spends its draws. A draw is ``randrange``'s bound and bit count."""


def _deal_plan(unseen: list[list[int]], rows: list[list[int]], needed: set[int] | None
               ) -> list[DealStep]:
    """The bot's ``_deal_later`` (``rng.sample`` per colour of the cards the later
    seats hold, ``rows`` their counts per colour, split among them in order) as steps,
    the same for every sampled deal of a decision: the colours not ``needed`` (``None``:
    all are) only spend their draws, and consecutive ones are one list of draws."""
    plan: list[DealStep] = []
    spend: list[tuple[int, int]] = []
    for ci, pool in enumerate(unseen):
        share = [row[ci] for row in rows]
        need = sum(share)
        if not need:
            continue
        if needed is None or ci in needed:
            if spend:
                plan.append((-1, (), (), spend))
                spend = []
            plan.append((ci, pool, share, DRAWS[len(pool)][:need]))
        else:
            spend += DRAWS[len(pool)][:need]
    if spend:
        plan.append((-1, (), (), spend))
    return plan


def _deals(getrandbits: Callable[[int], int], plan: list[DealStep], seats: int,
           colours: int, samples: int) -> list[list[list[Sequence[int]]]]:
    """``samples`` sampled deals by ``plan``: per later seat, its cards per colour (empty
    for the colours only spent), drawn as ``random.sample``'s partial shuffle of a copy
    of the pool (pools of at most 21 cards)."""
    deals = []
    for _ in range(samples):
        hands: list[list[Sequence[int]]] = [[()] * colours for _ in range(seats)]
        for ci, pool, share, draws in plan:
            if ci < 0:
                for size, bits in draws:
                    while getrandbits(bits) >= size:
                        pass
                continue
            left = list(pool)
            drawn = []
            for size, bits in draws:
                j = getrandbits(bits)
                while j >= size:
                    j = getrandbits(bits)
                drawn.append(left[j])
                left[j] = left[size - 1]
            # Split in seat order (no zip: its strict keyword costs more than the slices).
            if seats == 1:
                hands[0][ci] = drawn
            elif seats == 2:
                k = share[0]
                hands[0][ci] = drawn[:k]
                hands[1][ci] = drawn[k:]
            else:
                pos = 0
                for seat in range(seats):
                    k = share[seat]
                    hands[seat][ci] = drawn[pos:pos + k]
                    pos += k
        deals.append(hands)
    return deals


def _bounds(later: list[int], hand_counts: list[list[int]], led: int
            ) -> list[tuple[int, int]]:
    """``randrange``'s bound and bit count for each later seat's random follow in one
    sampled deal: its cards of the ``led`` colour, or all its cards."""
    bounds = []
    for seat in later:
        size = hand_counts[seat][led] or sum(hand_counts[seat])
        bounds.append((size, BITS[size]))
    return bounds


def _options(deals: list[list[list[Sequence[int]]]], led: int
             ) -> list[list[tuple[int, int, Sequence[int]]]]:
    """For a trick led in colour ``led``: per deal, each later seat's options (its cards
    of that colour, or all its cards) with ``randrange``'s bound and bit count."""
    slots = []
    for hands in deals:
        deal_slots = []
        for hand in hands:
            options = hand[led] or [c for col in hand for c in col]
            size = len(options)
            deal_slots.append((size, BITS[size], options))
        slots.append(deal_slots)
    return slots


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
        size = n - i
        bits = size.bit_length()
        j = getrandbits(bits)
        while j >= size:
            j = getrandbits(bits)
        result.append(left[j])
        left[j] = left[size - 1]
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
