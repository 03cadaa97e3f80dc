"""Scharfe Schoten's fast rollout engine: the search's playouts without views or frozen
states (the contract is in :mod:`game.engine.rollout`).

A rollout is the rest of a round played by the heuristic in every seat. Here it is
played on a private mutable :class:`_Round`, and each seat's choice is made by
:class:`~game.scharfe_schoten.rollout_policy.RolloutPolicy`, the heuristic's
arithmetic fed from the round instead of a view: the cards each seat has not seen are
kept per seat and colour, updated card by card, where the bot would rebuild them from
the view on every call. The heuristic draws from its own random stream (each seat's
bot's), and it draws exactly as it would through the protocol, so the streams stay in
step.

What goes back to the protocol: a contracts phase (a root contract choice) is stepped
through ``rules.apply`` until play starts; a round whose scoring leaves the totals as
they were (the horizon is not reached: every seat scored 0) is replayed through
``rules.apply`` and played on by :func:`~game.engine.rollout.play_on`, as is everything
after the first round with ``horizon: game``.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.protocol import Action, Bot, Game
from game.engine.rollout import play_on, play_while
from game.scharfe_schoten.bots import HeuristicBot
from game.scharfe_schoten.rollout_policy import RolloutPolicy
from game.scharfe_schoten.rules import (
    Phase,
    PlayCard,
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
        self.policy = RolloutPolicy(self.colours, self.nv)
        # Per player count: the seats still to play a trick after ``me`` when it holds
        # ``length`` cards (``later[n][me][length]``), and the seats other than ``me``.
        self.later = {
            n: [[[(me + k) % n for k in range(1, n - length)] for length in range(n)]
                for me in range(n)]
            for n in rules.hand_sizes}
        self.others = {n: [[s for s in range(n) if s != me] for me in range(n)]
                       for n in rules.hand_sizes}
        self._template_world: SchotenState | None = None
        self._template: _Round | None = None
        self._last_policies: Sequence[Bot] | None = None
        self._root_world: SchotenState | None = None
        self._root_scores: tuple[float, ...] = ()
        self._root_cards: frozenset[int] = frozenset()

    # ----- the FastPlayout protocol

    def playout(self, world: SchotenState, action: Action, policies: Sequence[Bot],
                round_horizon: bool, max_choices: int,
                trace: list[Action] | None = None) -> tuple[float, ...] | None:
        if policies is not self._last_policies:  # a search passes one list per decision
            if not all(type(bot) is HeuristicBot for bot in policies):
                return None
            self._last_policies = policies
        rules = self.rules
        if world is not self._root_world:  # every candidate is rolled out from it
            self._root_world = world
            self._root_scores = rules.scores(world)
            self._root_cards = (frozenset(legal_cards(world.hands[world.table.turn],
                                                      world.table.trick, self.deck))
                                if world.table.phase is Phase.PLAY else frozenset())
        before = self._root_scores
        table = world.table
        if table.phase is Phase.PLAY and isinstance(action, PlayCard) \
                and action.card in self._root_cards:
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
        others = self.others[n]
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
        policy = self.policy
        cards_left = sum(map(sum, hand_counts))
        columns = [ci for ci in colours if rack[ci]]  # the rack colours left
        while True:
            if taking:
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
                        ci = policy.rack_colour(bots[turn], stock[turn], columns, most,
                                                least)
                    if trace is not None:
                        trace.append(take_actions[ci])
                moves.append(take_actions[ci])
                rack[ci].pop(0)
                if not rack[ci]:
                    columns = [c for c in columns if c != ci]
                stock[turn][ci] += 1
                taking = False
                if not cards_left:
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
                    card = policy.play_card(
                        bots[turn], table, trick, turn, legal, stock[turn], most, least,
                        unseen[turn], columns,
                        later_of[turn][len(trick)], hand_counts)
                if trace is not None:
                    trace.append(play_actions[card])
            moves.append(play_actions[card])
            ci = card // nv
            hand[ci].remove(card)
            hand_counts[turn][ci] -= 1
            cards_left -= 1
            for other in others[turn]:
                unseen[other][ci].remove(card)
            trick.append((turn, card))
            if len(trick) < n:
                turn = (turn + 1) % n
                continue
            top = winner = -1
            for who, c in trick:
                if power[c] > top:
                    top, winner = power[c], who
            won = stock[winner]
            for _, c in trick:
                won[c // nv] += 1
            trick.clear()
            turn = winner
            if columns:
                taking = True
            elif not cards_left:
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


def make_playout(rules: Game) -> ScharfeSchotenPlayout:
    """``GameInfo.fast_playout`` for Scharfe Schoten."""
    if not isinstance(rules, ScharfeSchoten):
        raise TypeError(f"not Scharfe Schoten rules: {rules!r}")
    return ScharfeSchotenPlayout(rules)
