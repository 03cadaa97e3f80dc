"""Safranito's heuristic bot: chase the spices your dishes need, and the money to buy them.

The bot sees only its view (hidden tokens count as an average token, others' hands as
counts). It keeps a *plan*: its reserved dishes and the face-up dish closest to done;
the spices the plan misses are *needed*, the cards it holds beyond the plan are
*surplus*. From that:

- **Flicks** (phase 1 and the extra flick): every (region, token value) pair gets a
  utility: a needed bowl whose spice is on the market (pay as little as will likely
  top the bowl), a surplus bowl (a high token raises the sale price per card), the
  extra spice card (a high token draws more cards, and a free card to sell is the
  way back for a bot without money), reserve a dish, head chef. The pairs are ranked
  by utility times the aimer's empty-board hit chance; the best few regions are then
  re-ranked by the expected value of the aimer's plan over samples of the bot's own
  noise on the actual board, and the best is flicked (the next one if the aimer gives
  it up). Hitting is delegated to an :class:`Aimer`, which turns a
  target region into a :class:`Flick`: the levels in ``config/bots.yaml`` use
  :class:`~game.safranito.aiming.SimAimer` (simulated candidates, then a noisy hand);
  :class:`GridAimer` (perfect aim over the grid through the rules' resolver) is the
  default for bots built directly, as rules tests do with the stub resolver.
- **Sell** surplus when the bowl pays at least ``sell_price`` (anything when broke);
  **buy** needed spices (keeping a token's worth of money, except for the card that
  wins), surplus ones at ``speculate_price`` or less while money lasts, and any card
  it can afford when it has neither money nor cards (to resell); as head chef open
  first the bowls where the bot sells, then where it buys; **keep** a needed card;
  **prepare** as many dishes as possible.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from game.engine.protocol import Action
from game.safranito.aiming import HIT, SimAimer
from game.safranito.flick import BOWLS, OUT, BoardToken, Flick
from game.safranito.levels import STRATEGY_KEYS, AimLevel, Strategy, check_params
from game.safranito.rules import (
    HIDDEN_DISH,
    HIDDEN_VALUE,
    Buy,
    ChooseBowl,
    KeepCard,
    Phase,
    Prepare,
    SafranitoRules,
    SafranitoState,
    Sell,
)

AVERAGE_TOKEN = 35
"""What a face-down token is guessed to be worth (the mean of 10..60)."""


class Aimer(Protocol):
    """Turns "put my token worth ``value`` in ``target``" into a flick, or ``None``.

    An aimer may also offer ``chance(view, target) -> float``, a cheap estimate of its
    hit chance, by which the bot weighs targets before aiming; without it every target
    counts as a sure hit.
    """

    def aim(self, view: SafranitoState, value: int, target: str) -> Flick | None: ...


class GridAimer:
    """Perfect aim over the legal grid, using the rules' resolver as its look-ahead.

    Only grid flicks are returned, so the runner accepts them as they are. Among the
    flicks that stop in the target it prefers ones that knock opponents' tokens out of
    their regions and leave its own alone.
    """

    def __init__(self, rules: SafranitoRules) -> None:
        self.rules = rules
        self._landings: dict[tuple[int, int], dict[str, list[Flick]]] = {}

    def landings(self, seat: int, num_players: int) -> dict[str, list[Flick]]:
        """Grid flicks by the region they reach on an empty board (computed once)."""
        key = (seat, num_players)
        if key not in self._landings:
            by_region: dict[str, list[Flick]] = {}
            for flick in self.rules.flick_grid((0,)):
                token = self.rules.resolver((), seat, num_players, flick, 0)[0]
                by_region.setdefault(token.region, []).append(flick)
            self._landings[key] = by_region
        return self._landings[key]

    def chance(self, view: SafranitoState, target: str) -> float:
        return 1.0 if self.landings(view.viewer, view.num_players).get(target) else 0.0

    def aim(self, view: SafranitoState, value: int, target: str) -> Flick | None:
        seat, n = view.viewer, view.num_players
        before = {t.id: t for t in view.board}
        best: tuple[int, Flick] | None = None
        for candidate in self.landings(seat, n).get(target, []):
            flick = Flick(value, candidate.position, candidate.angle, candidate.strength)
            after = self.rules.resolver(view.board, seat, n, flick, view.next_token)
            if next(t for t in after if t.id == view.next_token).region != target:
                continue
            score = sum(_knock_score(before[t.id], t, seat) for t in after if t.id in before)
            if best is None or score > best[0]:
                best = (score, flick)
        return best[1] if best else None


def _knock_score(old: BoardToken, new: BoardToken, seat: int) -> int:
    if old.region == new.region:
        return 0
    sign = -1 if old.owner == seat else 1
    return sign * (2 if new.region == OUT else 1)


class HeuristicBot:
    """Plans dishes from its view and bids, sells and buys for them (see module doc)."""

    def __init__(self, rules: SafranitoRules, seat: int, seed: int,
                 params: Mapping[str, Any], aimer: Aimer | None = None) -> None:
        check_params(params)
        self.rules = rules
        self.seat = seat
        strategy = Strategy(**{k: v for k, v in params.items() if k in STRATEGY_KEYS})
        self.sell_price = strategy.sell_price
        self.speculate_price = strategy.speculate_price
        self.broke_below = strategy.broke_below
        self.aimer = aimer if aimer is not None else GridAimer(rules)

    def choose(self, view: SafranitoState, legal: Sequence[Action]) -> Action:
        phase = view.phase
        if phase in (Phase.FLICK, Phase.EXTRA_FLICK):
            choice: Action | None = self._flick(view)
        elif phase is Phase.KEEP_CARD:
            choice = self._keep(view, legal)
        elif phase is Phase.CHOOSE_BOWL:
            choice = self._bowl(view, legal)
        elif phase is Phase.SELL:
            choice = self._sell(view, legal)
        elif phase is Phase.BUY:
            choice = Buy(self._wants_to_buy(view))
        else:
            choice = self._prepare(view, legal)
        if isinstance(choice, Flick) and self.rules.is_legal(view, choice):
            return choice  # an aimer may flick off the grid (see rules.is_legal)
        return choice if choice is not None and choice in legal else legal[0]

    # -- the plan ----------------------------------------------------------------------

    def plan(self, view: SafranitoState) -> tuple[Counter[str], Counter[str]]:
        """(needed, surplus): spices the goal dishes miss, and cards held beyond them.

        The goal is the two dishes closest to done (reserved ones first on equal
        footing, since nobody else can take them); only one while short of money, so
        the cards of the other become sellable; none when it is poor (cannot buy a
        card and keep a token's worth) and still misses one, since a bot that waits
        for money it never makes would stall the game to the round limit.
        """
        me = view.viewer
        hand = Counter(view.hands[me])
        dishes = self.rules.dishes
        reserved = {d for d in view.reserved[me] if d >= 0}
        candidates = sorted([*reserved, *view.face_up], key=lambda d: (
            sum((Counter(dishes[d].spices) - hand).values()), d not in reserved, d))
        goals = 1 if view.money[me] < self.broke_below else 2
        missing = sum((Counter(dishes[candidates[0]].spices) - hand).values()) if candidates else 0
        if self._poor(view) and missing:
            goals = 0  # it can buy nothing: everything is for sale until money comes back
        left, needed = Counter(hand), Counter[str]()
        for dish in candidates[:goals]:
            for spice in dishes[dish].spices:
                if left[spice]:
                    left[spice] -= 1
                else:
                    needed[spice] += 1
        return needed, +left

    # -- flicking ----------------------------------------------------------------------

    def _flick(self, view: SafranitoState) -> Flick | None:
        for _, region, value in self.flick_options(view):
            flick = self.aimer.aim(view, value, region)
            if flick is not None:
                return flick
        return None

    def flick_options(self, view: SafranitoState) -> list[tuple[float, str, int]]:
        """(utility, region, token value) in the order the bot tries them: the first
        its aimer does not give up is flicked (the Hint shows it too)."""
        values = sorted(set(view.unused[view.viewer]))
        if not values:
            return []
        targets = self._targets(view, values)
        estimate = getattr(self.aimer, "chance", None)
        chance = {region: estimate(view, region) if estimate else 1.0
                  for region in {o[1] for o in targets}}
        options = sorted(targets, key=lambda o: (-o[0] * chance[o[1]], o[1], o[2]))
        planner = getattr(self.aimer, "plan", None)
        if planner is not None:
            options = _by_expected_value(view, options, planner)
        return options

    def _targets(self, view: SafranitoState, values: list[int]) -> list[tuple[float, str, int]]:
        """(utility, region, value) for every worthwhile place to put a token."""
        me = view.viewer
        needed, surplus = self.plan(view)
        money = view.money[me]
        options: list[tuple[float, str, int]] = []
        for bowl in BOWLS:
            mine = sum(t.value for t in view.board if t.region == bowl and t.owner == me)
            rival = self._rival_total(view, bowl)
            on_market = view.market.count(bowl)
            floor = self._floor(view, bowl)
            for value in values:
                total = mine + value
                if needed[bowl] and on_market and total <= money - floor and total > rival:
                    # Flickers still to come may outbid a bare lead: prefer a margin.
                    safe = total > rival + 10 or view.phase is Phase.EXTRA_FLICK
                    owned = min(needed[bowl], on_market)
                    options.append(((100.0 if safe else 50.0) * owned - 0.6 * total
                                    - 0.2 * mine, bowl, value))
                if surplus[bowl]:
                    price = view.bowl_total(bowl) + self._hidden_bonus(view, bowl) + value
                    thirst = 1.0 + max(0, 120 - money) / 60
                    options.append((0.5 * thirst * surplus[bowl] * price - 20, bowl, value))
                if (not needed[bowl] and on_market and total <= self.speculate_price
                        and money - total >= 80 and total > rival):
                    options.append((15.0 - total * 0.3, bowl, value))
                if self._restocking(view) and on_market and total <= money and total > rival:
                    options.append((30.0 - total * 0.3, bowl, value))
        cards_left = len(view.spice_deck) + len(view.discard)
        for space, worth in (("extra_card", 0.0), ("reserve_dish", 45.0)):
            mine = sum(t.value for t in view.board if t.region == space and t.owner == me)
            rival = self._rival_total(view, space)
            if mine > rival + 10:
                continue  # already holding it: another token adds nothing
            for value in values:
                if mine + value <= rival:
                    continue
                if space == "extra_card" and cards_left:
                    draws = min(max(value, mine) // 10, cards_left)
                    miss = 1.0 - min(1.0, len(needed) / len(BOWLS))
                    worth = 90.0 * (1.0 - miss ** draws) + 3.0 * draws
                    if money < self.broke_below:
                        worth += 40.0  # a free card to sell: the way back from no money
                elif space == "reserve_dish" and not (len(view.reserved[me]) < 2
                                                      and view.dish_deck):
                    continue
                if worth:
                    options.append((worth - 0.3 * value, space, value))
        # Somewhere harmless for a token nothing else wants: the head chef's space.
        options.append((1.0, "head_chef", values[0]))
        return options

    def _rival_total(self, view: SafranitoState, region: str) -> int:
        """The best opponent total on ``region``, face-down tokens guessed."""
        totals: Counter[int] = Counter()
        for t in view.board:
            if t.region == region and t.owner != view.viewer:
                totals[t.owner] += t.value if t.value != HIDDEN_VALUE else AVERAGE_TOKEN
        return max(totals.values(), default=0)

    def _hidden_bonus(self, view: SafranitoState, region: str) -> int:
        return AVERAGE_TOKEN * sum(1 for t in view.board
                                   if t.region == region and t.value == HIDDEN_VALUE)

    # -- the market --------------------------------------------------------------------

    def _keep(self, view: SafranitoState, legal: Sequence[Action]) -> Action:
        needed, _ = self.plan(view)
        spices = [a.spice for a in legal if isinstance(a, KeepCard)]
        wanted = [s for s in spices if needed[s]]
        if wanted:
            return KeepCard(max(wanted, key=lambda s: (needed[s], -spices.index(s))))
        # Nothing needed: keep what sells best, the spice with the most on the board.
        return KeepCard(max(spices, key=lambda s: (view.bowl_total(s), -spices.index(s))))

    def _bowl(self, view: SafranitoState, legal: Sequence[Action]) -> Action:
        needed, surplus = self.plan(view)

        def rank(action: Action) -> tuple[int, int]:
            bowl = action.bowl if isinstance(action, ChooseBowl) else ""
            selling = 2 if surplus[bowl] else 0
            leading = self.rules.top_bidder(view, bowl)[0] == view.viewer
            buying = 1 if needed[bowl] and leading else 0
            return selling + buying, -BOWLS.index(bowl)

        return max(legal, key=rank)

    def _sell(self, view: SafranitoState, legal: Sequence[Action]) -> Action:
        _, surplus = self.plan(view)
        price = view.bowl_total(view.bowl)
        count = surplus[view.bowl]
        broke = view.money[view.viewer] < self.broke_below
        if count and (price >= self.sell_price or broke):
            return Sell(count)
        return Sell(0)

    def _wants_to_buy(self, view: SafranitoState) -> bool:
        me = view.viewer
        needed, _ = self.plan(view)
        price = sum(t.value for t in view.board if t.region == view.bowl and t.owner == me)
        money = view.money[me]
        if price > money:
            return False
        if needed[view.bowl]:
            return money - price >= self._floor(view, view.bowl)
        if self._restocking(view):
            return True
        return price <= self.speculate_price and money - price >= 80

    def _floor(self, view: SafranitoState, spice: str) -> int:
        """Money to keep after buying ``spice``: the cheapest token's worth, so there
        is always enough to buy a card to resell (see :meth:`_restocking`), unless
        this card completes the winning dish."""
        me = view.viewer
        if len(view.prepared[me]) + 1 >= self.rules.dishes_to_win:
            hand = Counter(view.hands[me])
            for dish in {*view.reserved[me], *view.face_up} - {HIDDEN_DISH}:
                if Counter(self.rules.dishes[dish].spices) - hand == Counter([spice]):
                    return 0
        return min(self.rules.token_values)

    def _restocking(self, view: SafranitoState) -> bool:
        """Poor with no card in hand: buy any card it can afford, to sell
        later above its price (its own high token in that bowl sets the price). Without
        this, a bot with neither money nor cards can only wait, and once the deck is
        empty nothing ever comes: the game would run to the round limit."""
        return self._poor(view) and not view.hands[view.viewer]

    def _poor(self, view: SafranitoState) -> bool:
        """Too little money to buy the cheapest card and keep :meth:`_floor`."""
        cheapest = min(self.rules.token_values)
        return view.money[view.viewer] < 2 * cheapest

    def _prepare(self, view: SafranitoState, legal: Sequence[Action]) -> Action:
        options = [a for a in legal if isinstance(a, Prepare)]
        return max(options, key=lambda a: (len(a.reserved) + (a.face_up >= 0),
                                           -options.index(a)))


PLANNED_TARGETS = 3
"""Targets (the best by the cheap estimate) whose shots are planned on the actual board
before the bot picks one: the cost bound of choosing by expected value."""


def _by_expected_value(view: SafranitoState, options: list[tuple[float, str, int]],
                       planner: Any) -> list[tuple[float, str, int]]:
    """The first :data:`PLANNED_TARGETS` regions' options reordered by expected value.

    Why: the cheap estimate only knows the empty board. The aimer's plan rates its best
    shot at a region over samples of the bot's own noise on the actual board
    (``score`` / ``HIT``: the hit chance plus what knocks are worth, in hits), so a
    bowl crowded with tokens, or one only a perfect hand could reach, drops behind a
    slightly less useful bowl the bot will really hit. Options further down keep their
    order; the planner caches, so aiming at the chosen region afterwards is free.
    """
    regions: list[str] = []
    for _, region, _ in options:
        if region not in regions:
            regions.append(region)
        if len(regions) == PLANNED_TARGETS:
            break
    chosen = set(regions)
    value = {}
    for region in regions:
        plan = planner(view, region)
        value[region] = -1.0 if plan is None else max(0.0, plan.score / HIT)
    head = [o for o in options if o[1] in chosen]
    head.sort(key=lambda o: (-o[0] * value[o[1]], o[1], o[2]))
    return head + [o for o in options if o[1] not in chosen]


def make_heuristic_bot(rules: Any, seat: int, seed: int,
                       params: Mapping[str, Any]) -> HeuristicBot:
    """A level of ``config/bots.yaml``: trading thresholds plus an aiming level.

    The aim is simulated (:class:`~game.safranito.aiming.SimAimer`) with the level's
    noise, drawn from ``seed``.
    """
    check_params(params)
    return HeuristicBot(rules, seat, seed, params,
                        aimer=SimAimer(rules, seed, AimLevel.from_params(params)))
