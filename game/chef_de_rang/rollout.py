"""Chef de rang's fast rollout engine: whole-game playouts without views or frozen
states (the contract is in :mod:`game.engine.rollout`).

The hard level rolls every world out to the end of the game, with the heuristic in
every seat. Here the game is played on a private mutable :class:`_Game`, and
:class:`~.rollout_policy.RolloutPolicy` makes the heuristic's choices from it:
the same values computed in the same order (ties go to the first legal action, as
there), with what a seat knows of the hands (the cards it cannot place since a plat du
jour swap, ``unknown_to``) kept as sets, the points served under each seat's markers
kept as running sums, and a serve's value worked out once per (card value, table)
rather than once per card. The heuristic draws nothing at random; a swap's draw comes
from the world's seed exactly as in the rules.

What goes back to the protocol: the screening pass (no choice allowed) is left to it
whole, and a rollout that reaches its choice cap is replayed through ``rules.apply``
and finished by :func:`~game.engine.rollout.play_on`.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from typing import Any

from game.chef_de_rang.bots import HeuristicBot
from game.chef_de_rang.rollout_policy import KEEP, OVER, PLAT, SERVING, TAKING, RolloutPolicy
from game.chef_de_rang.rules import (
    CardKind,
    ChefDeRang,
    ChefState,
    KeepPlat,
    Phase,
    Serve,
    SwapPlat,
    Take,
    TakeRule,
)
from game.engine.protocol import Action, Bot, Game
from game.engine.rng import derive_rng
from game.engine.rollout import play_on

_PHASES = {Phase.TAKING: TAKING, Phase.PLAT_CHOICE: PLAT, Phase.SERVING: SERVING,
           Phase.OVER: OVER}


class ChefDeRangPlayout:
    """The fast engine for one rules object."""

    def __init__(self, rules: ChefDeRang) -> None:
        self.rules = rules
        self.tables = range(len(rules.plan))
        self.kinds = tuple(card.kind for card in rules.cards)
        self.res = tuple(card.res for card in rules.cards)
        # Cards alike for the heuristic's serving: same value, same zones.
        classes: dict[tuple[int, tuple[bool, ...]], int] = {}
        self.card_class = tuple(classes.setdefault((rules.values[c], rules.fits[c]), len(classes))
                                for c in range(len(rules.cards)))
        self._template_world: ChefState | None = None
        self._template: _Game | None = None

    # ----- the FastPlayout protocol

    def playout(self, world: ChefState, action: Action, policies: Sequence[Bot],
                round_horizon: bool, max_choices: int,
                trace: list[Action] | None = None) -> tuple[float, ...] | None:
        if max_choices < 1 or not all(type(bot) is HeuristicBot for bot in policies):
            return None
        phase = world.public.phase
        move: tuple[int, ...]
        if phase is Phase.TAKING and type(action) is Take:
            move = (action.table,)
        elif phase is Phase.PLAT_CHOICE and type(action) is KeepPlat:
            move = (KEEP,)
        elif phase is Phase.PLAT_CHOICE and type(action) is SwapPlat:
            move = (action.opponent,)
        elif phase is Phase.SERVING and type(action) is Serve:
            move = (action.card, action.table)
        else:
            return None
        template = self._template
        if template is None or world is not self._template_world:
            template = self._template = _Game(self, world)
            self._template_world = world
        if move not in template.legal():
            return None  # the protocol path says why it is illegal
        g = template.copy()
        rules = self.rules
        before = rules.scores(world)
        bots: list[Any] = list(policies)
        policy = [RolloutPolicy(rules, self.card_class, bot) for bot in bots]
        moves: list[tuple[int, ...]] = [move]
        g.play(move)
        choices = 0
        while g.phase != OVER:
            if round_horizon and g.scores() != before:
                break
            legal = g.legal() if g.phase != SERVING else g.serve_choice()
            if len(legal) == 1:
                move = legal[0]
            else:
                if choices >= max_choices:
                    return self._replay(world, moves, policies, before, round_horizon,
                                        max_choices, choices, trace)
                choices += 1
                move = policy[g.turn].choose(g, legal)
            if trace is not None:
                trace.append(self._action(g, move))
            moves.append(move)
            g.play(move)
        return g.scores()

    def _action(self, g: _Game, move: tuple[int, ...]) -> Action:
        """The protocol's action for ``move`` in ``g``'s current phase."""
        if g.phase == TAKING:
            return Take(move[0])
        if g.phase == PLAT:
            return KeepPlat() if move[0] == KEEP else SwapPlat(move[0])
        return Serve(move[0], move[1])

    def _replay(self, world: ChefState, moves: list[tuple[int, ...]],
                policies: Sequence[Bot], before: tuple[float, ...], round_horizon: bool,
                max_choices: int, choices: int, trace: list[Action] | None
                ) -> tuple[float, ...]:
        """The moves so far through the rules, then the protocol path on from there."""
        rules = self.rules
        state = world
        for move in moves:
            g = _Game(self, state)
            state = rules.apply(state, self._action(g, move))
        return play_on(rules, state, policies, before, round_horizon, max_choices, choices,
                       trace)


class _Game:
    """The mutable match (see :class:`~game.chef_de_rang.rules.ChefDeRang` for the
    transitions it repeats)."""

    def __init__(self, engine: ChefDeRangPlayout, state: ChefState | None) -> None:
        self.engine = engine
        if state is None:
            return
        public = state.public
        self.n = public.players
        self.first_player = public.first_player
        self.minimum_takes = public.minimum_takes
        self.open_swaps = public.open_swaps
        self.seed = state.seed
        self.phase = _PHASES[public.phase]
        self.turn = public.turn
        self.take_rule = public.take_rule
        self.pending_plat = public.pending_plat
        self.face_down = list(public.face_down)
        self.markers = list(public.markers)
        self.served = list(public.served)
        self.path = list(public.path)
        self.last_served = public.service[-1] if public.service else -1
        self.reserved = [list(r) for r in public.reserved]
        self.markers_left = list(public.markers_left)
        self.phase1 = list(public.phase1_scores)
        self.deck = list(state.deck)
        self.hands = [list(h) for h in state.hands]
        self.unknown_to = [set(u) for u in state.unknown_to]
        values = engine.rules.values
        self.hand_value = [sum(values[c] for c in hand) for hand in self.hands]
        self.served_under = [0] * self.n
        for table, card in enumerate(self.served):
            if card >= 0 and self.markers[table] >= 0:
                self.served_under[self.markers[table]] += values[card]
        self.final: tuple[float, ...] = ()

    def copy(self) -> _Game:
        new = _Game(self.engine, None)
        new.__dict__.update(self.__dict__)
        new.face_down = list(self.face_down)
        new.markers = list(self.markers)
        new.served = list(self.served)
        new.path = list(self.path)
        new.reserved = [list(r) for r in self.reserved]
        new.markers_left = list(self.markers_left)
        new.phase1 = list(self.phase1)
        new.deck = list(self.deck)
        new.hands = [list(h) for h in self.hands]
        new.unknown_to = [set(u) for u in self.unknown_to]
        new.served_under = list(self.served_under)
        new.hand_value = list(self.hand_value)
        return new

    # ----- questions

    def open_tables(self) -> list[int]:
        rules = self.engine.rules
        candidates = rules.neighbours[self.last_served] if self.last_served >= 0 \
            else self.engine.tables
        markers, served = self.markers, self.served
        return [t for t in candidates if markers[t] >= 0 and served[t] < 0]

    def legal(self) -> list[tuple[int, ...]]:
        """The legal moves in ``rules.legal_actions`` order."""
        rules = self.engine.rules
        if self.phase == TAKING:
            face_down = self.face_down
            if self.take_rule is TakeRule.NEIGHBOUR:
                return [(t,) for t in rules.neighbours[self.path[-1]] if face_down[t]]
            anywhere = self.take_rule is TakeRule.ANYWHERE
            edge = rules.plan.outer_edge
            return [(t,) for t in self.engine.tables if face_down[t] and (anywhere or edge[t])]
        if self.phase == PLAT:
            return [(KEEP,), *((o,) for o in range(self.n)
                               if o != self.turn and self.hands[o])]
        if self.phase == SERVING:
            fits = rules.fits
            open_tables = self.open_tables()
            return [(c, t) for c in self.hands[self.turn] for t in open_tables if fits[c][t]]
        return []

    def serve_choice(self) -> list[tuple[int, ...]]:
        """While serving: the one legal serve if there is only one, else the first two
        (the policy finds its own moves; listing them all is not needed)."""
        fits = self.engine.rules.fits
        open_tables = self.open_tables()
        found: list[tuple[int, ...]] = []
        for c in self.hands[self.turn]:
            fit = fits[c]
            for t in open_tables:
                if fit[t]:
                    found.append((c, t))
                    if len(found) == 2:
                        return found
        return found

    def scores(self) -> tuple[float, ...]:
        """``rules.scores`` of the match as it stands."""
        if self.phase == OVER:
            return self.final
        values = self.engine.rules.values
        if self.phase == SERVING:
            return tuple(float(p + s - sum(values[c] for c in hand)) for p, s, hand in
                         zip(self.phase1, self.served_under, self.hands, strict=True))
        return tuple(float(sum(values[c] for c in hand) + sum(values[c] for c in res))
                     for hand, res in zip(self.hands, self.reserved, strict=True))

    # ----- moves

    def play(self, move: tuple[int, ...]) -> None:
        if self.phase == TAKING:
            self._take(move[0])
        elif self.phase == PLAT:
            if move[0] == KEEP:
                self.pending_plat = -1
                self._after_take(self.turn, extra=False, jump=False)
            else:
                self._swap(move[0])
        else:
            self._serve(move[0], move[1])

    def _take(self, table: int) -> None:
        engine = self.engine
        seat = self.turn
        card = self.deck[table]
        if self.markers_left[seat] > 0:
            self.markers[table] = seat
            self.markers_left[seat] -= 1
        if engine.res[card]:
            self.reserved[seat].append(card)
        else:
            insort(self.hands[seat], card)
            self.hand_value[seat] += engine.rules.values[card]
        self.face_down[table] = False
        self.path.append(table)
        self.deck[table] = -1
        kind = engine.kinds[card]
        if kind is CardKind.PLAT and any(self.hands[o] for o in range(self.n) if o != seat):
            self.phase = PLAT
            self.pending_plat = card
            return
        self._after_take(seat, extra=kind is CardKind.COUP_DOUBLE or kind is CardKind.SAUT,
                         jump=kind is CardKind.SAUT)

    def _swap(self, opponent: int) -> None:
        seat, plat = self.turn, self.pending_plat
        theirs = self.hands[opponent]
        drawn = theirs[derive_rng(self.seed, "plat", len(self.path)).randrange(len(theirs))]
        if not self.open_swaps:
            for q, blur in enumerate(self.unknown_to):
                if q == seat:
                    blur.discard(drawn)
                elif q != opponent:
                    blur.update(theirs)
        mine = self.hands[seat]
        mine.remove(plat)
        insort(mine, drawn)
        theirs.remove(drawn)
        insort(theirs, plat)
        values = self.engine.rules.values
        self.hand_value[seat] += values[drawn] - values[plat]
        self.hand_value[opponent] += values[plat] - values[drawn]
        self.pending_plat = -1
        self._after_take(seat, extra=False, jump=False)

    def _after_take(self, seat: int, *, extra: bool, jump: bool) -> None:
        rules = self.engine.rules
        face_down = self.face_down
        if jump:
            rule = TakeRule.ANYWHERE
        elif any(face_down[t] for t in rules.neighbours[self.path[-1]]):
            rule = TakeRule.NEIGHBOUR
        elif len(self.path) < self.minimum_takes:
            rule = TakeRule.ANYWHERE
        else:
            self._start_service()
            return
        if not any(face_down):
            self._start_service()
            return
        self.turn = seat if extra else (seat + 1) % self.n
        self.phase = TAKING
        self.take_rule = rule

    def _start_service(self) -> None:
        values = self.engine.rules.values
        self.phase1 = [sum(values[c] for c in hand) + sum(values[c] for c in res)
                       for hand, res in zip(self.hands, self.reserved, strict=True)]
        self.hands = [sorted(hand + res) for hand, res in zip(self.hands, self.reserved,
                                                               strict=True)]
        self.reserved = [[] for _ in range(self.n)]
        self.hand_value = [sum(values[c] for c in hand) for hand in self.hands]
        self.phase = SERVING
        self.pending_plat = -1
        self._next_server((self.first_player - 1) % self.n, self.open_tables())

    def _serve(self, card: int, table: int) -> None:
        rules = self.engine.rules
        seat = self.turn
        hand = self.hands[seat]
        hand.remove(card)
        self.hand_value[seat] -= rules.values[card]
        for blur in self.unknown_to:
            blur.discard(card)
        self.served[table] = card
        self.last_served = table
        self.served_under[self.markers[table]] += rules.values[card]
        if not hand:
            self._finish()
            return
        markers, served = self.markers, self.served
        self._next_server(seat, [t for t in rules.neighbours[table]
                                 if markers[t] >= 0 and served[t] < 0])

    def _next_server(self, after: int, open_tables: list[int]) -> None:
        fits = self.engine.rules.fits
        for step in range(1, self.n + 1):
            seat = (after + step) % self.n
            if any(fits[c][t] for c in self.hands[seat] for t in open_tables):
                self.turn = seat
                return
        self._finish()

    def _finish(self) -> None:
        values = self.engine.rules.values
        self.final = tuple(float(p + s - sum(values[c] for c in hand)) for p, s, hand in
                           zip(self.phase1, self.served_under, self.hands, strict=True))
        self.phase = OVER
        self.turn = -1


def make_playout(rules: Game) -> ChefDeRangPlayout:
    """``GameInfo.fast_playout`` for Chef de rang."""
    if not isinstance(rules, ChefDeRang):
        raise TypeError(f"not Chef de rang rules: {rules!r}")
    return ChefDeRangPlayout(rules)
