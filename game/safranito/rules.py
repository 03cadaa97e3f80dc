"""Safranito's rules on the engine's ``Game`` protocol.

Spec: ``docs/rules/safranito.md`` (the authority), from the publisher's French
rulebook. Data (spices, dishes, the player-count table,
money, the flick grid, the stub board) is ``config/games/safranito.yaml``.

The rules never import physics (boundary 5 of the design notes): they are built with a
:class:`~game.safranito.flick.FlickResolver` and store every token on the board with
its position and region, so ``apply`` is a pure function of state and action and a
replay is exact. See :mod:`game.safranito.flick` for the board frame and the flick.

The state and actions are in :mod:`game.safranito.state` (re-exported here), the
phase transitions in :mod:`game.safranito.steps`, views and determinization in
:mod:`game.safranito.hidden`. Besides the protocol, the rules answer the table's and
the bots' questions, so nothing else re-derives legality or scoring:
:meth:`SafranitoRules.offer` (what the seat to move may pick, as the table lights it),
:meth:`~SafranitoRules.forced_action` (its only answer, never a flick),
:meth:`~SafranitoRules.is_legal`, :meth:`~SafranitoRules.dish_options`,
:meth:`~SafranitoRules.top_bidder`, :meth:`~SafranitoRules.bowls_with_tokens` and
:meth:`~SafranitoRules.flicks_left`.

Decisions the spec leaves open (each one a test in ``tests/safranito``):

1. **Flick grid.** ``legal_actions`` cannot list a continuum: it offers, per unused
   token value, the ``flick.grid`` of config (5 positions x 5 angles x 4 strengths).
   ``apply`` and :meth:`SafranitoRules.is_legal` accept *any* in-range flick of an
   unused token (position and strength in [0, 1], |angle| <= ``max_angle``).
2. **Out tokens** are spent for the round: back with their owner, not flickable again
   this round (not even for the extra flick).
3. **Extra flick** with no unused token left lapses (never happens with the standard
   table). The extra token, and anything it knocks, counts where it stops; a token
   that stops on the extra-flick space goes back with that space's tokens.
4. **Extra spice card**: draws reshuffle the discards when the deck runs out and stop
   if both are empty. One card drawn is kept without asking; two or more always ask
   (:class:`KeepCard`), even if they are all one spice, so that whether a choice is
   asked leaks nothing. The others go under the deck in the order drawn.
5. **Reserve a dish** takes nothing once the dish deck is empty.
6. **Head chef "at once"**: the new head chef returns the invalid tokens, picks the
   bowl order in phase 3, seat priority (buy ties) counts from them, phase 4 starts
   with them, and they pass the mill left at the round's end.
7. **Reveals**: the tokens on an action space turn face up when it is scored, those
   in a bowl when the bowl is opened; invalid and out tokens go back face down. A
   revealed value stays public for the rest of the round; every round starts hidden.
8. **Who is asked**: every seat is asked whether to sell (``Sell(0)`` = no) and
   which dishes to prepare (``Prepare(-1, ())`` = none), even with nothing to offer,
   so that whose turn it is reveals nothing about hidden hands. A top bidder who
   cannot pay is not asked (money is public); a bowl is opened without asking when
   it is the only one left.
9. **The end**: the first seat to reach ``dishes_to_win`` prepared dishes wins at
   once, even mid-phase. After round ``round_limit`` (option, default 30) most dishes
   wins, then most money; equal seats share. ``scores`` are dishes prepared.
10. **Hidden information** in a view (:meth:`SafranitoRules.observe`) is shown by
    placeholders: token value ``0``, spice card ``"?"``, dish ``-1``. Others' hands
    and reserved dishes show as counts only, deck orders are hidden and the match
    seed is ``0``. (Purchases are public, but the view does not count cards for a
    bot; a bot that wants to may remember them itself.)
11. **Money** never goes negative; the bank is unlimited and ``state.bank`` records
    its net takings, so ``sum(money) + bank`` stays ``players * start_money``.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from game.engine.config import CONFIG_DIR, ConfigError, Section
from game.engine.options import OptionSpec, read_option_specs, resolve_options
from game.engine.protocol import Game, IllegalAction
from game.engine.rng import derive_rng
from game.safranito import hidden
from game.safranito.flick import BOWLS, SPACES, Flick, FlickResolver
from game.safranito.state import (
    HIDDEN_CARD,
    HIDDEN_DISH,
    HIDDEN_VALUE,
    NO_DISH,
    Action,
    Buy,
    ChooseBowl,
    Dish,
    Event,
    KeepCard,
    Offer,
    Phase,
    Prepare,
    SafranitoState,
    Sell,
    TableRow,
)
from game.safranito.steps import ResolverError, Step, top_bidder
from game.safranito.stub_resolver import StubBoard, StubResolver

CONFIG_FILE = CONFIG_DIR / "games" / "safranito.yaml"
def _fits(need: Counter[str], hand: Counter[str]) -> bool:
    return all(hand[s] >= k for s, k in need.items())


class SafranitoRules:
    """Safranito's rules, built once from config with a flick resolver."""

    id = "safranito"
    min_players = 2
    max_players = 4
    action_types: tuple[type, ...] = (Flick, KeepCard, ChooseBowl, Sell, Buy, Prepare)

    def __init__(self, *, spices: tuple[str, ...], cards_per_spice: int,
                 token_values: tuple[int, ...], start_money: int, dishes_to_win: int,
                 table: Mapping[int, TableRow], dishes: tuple[Dish, ...],
                 max_angle: float, grid: tuple[tuple[float, ...], ...],
                 option_specs: tuple[OptionSpec, ...], resolver: FlickResolver) -> None:
        self.spices = spices
        self.cards_per_spice = cards_per_spice
        self.token_values = token_values
        self.start_money = start_money
        self.dishes_to_win = dishes_to_win
        self.table = dict(table)
        self.dishes = dishes
        self.max_angle = max_angle
        self.grid = grid
        self.option_specs = option_specs
        self.resolver = resolver
        self._spice_order = {s: i for i, s in enumerate(spices)}
        self._grid_cache = lru_cache(maxsize=128)(self._build_grid)

    # -- setup -------------------------------------------------------------------------

    def spice_key(self, spice: str) -> int:
        return self._spice_order.get(spice, len(self._spice_order))

    def new_game(self, num_players: int, seed: int,
                 options: Mapping[str, Any]) -> SafranitoState:
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(f"Safranito takes {self.min_players} to {self.max_players} "
                             f"players, not {num_players}")
        chosen = resolve_options(self.option_specs, options)
        rng = derive_rng(seed, "setup")
        dish_deck = [d.id for d in self.dishes]
        rng.shuffle(dish_deck)
        spice_deck = [s for s in self.spices for _ in range(self.cards_per_spice)]
        rng.shuffle(spice_deck)
        n = num_players
        first_chef = derive_rng(seed, "head chef").randrange(n)
        state = SafranitoState(
            num_players=n, seed=seed, round_limit=chosen["round_limit"], round=0,
            phase=Phase.FLICK, to_move=first_chef, head_chef=first_chef,
            money=(self.start_money,) * n, bank=0, hands=((),) * n, reserved=((),) * n,
            prepared=((),) * n, face_up=(), dish_deck=tuple(dish_deck),
            spice_deck=tuple(spice_deck), market=(), discard=(), unused=((),) * n,
            board=(), returned=(), revealed=(), turn=0, bowl="", sellers=(), drawn=(),
            winner=-1, next_token=0, reshuffles=0, events=())
        step = Step(self, state)
        step.start_round(passing=False)
        return step.done()

    # -- the protocol ------------------------------------------------------------------

    def current_player(self, state: SafranitoState) -> int:
        return -1 if state.phase is Phase.OVER else state.to_move

    def is_over(self, state: SafranitoState) -> bool:
        return state.phase is Phase.OVER

    def scores(self, state: SafranitoState) -> tuple[float, ...]:
        return tuple(float(len(done)) for done in state.prepared)

    def tiebreaks(self, state: SafranitoState) -> tuple[float, ...]:
        """What decides equal dishes: the money (the replay list shows it)."""
        return tuple(float(money) for money in state.money)

    def winners(self, state: SafranitoState) -> tuple[int, ...]:
        if state.phase is not Phase.OVER:
            return ()
        if state.winner >= 0:
            return (state.winner,)
        best = max((len(state.prepared[s]), state.money[s]) for s in range(state.num_players))
        return tuple(s for s in range(state.num_players)
                     if (len(state.prepared[s]), state.money[s]) == best)

    def legal_actions(self, state: SafranitoState) -> Sequence[Action]:
        phase, seat = state.phase, state.to_move
        if phase in (Phase.FLICK, Phase.EXTRA_FLICK):
            return self.flick_grid(tuple(sorted(set(state.unused[seat]))))
        if phase is Phase.KEEP_CARD:
            return [KeepCard(s) for s in sorted(set(state.drawn), key=self.spice_key)]
        if phase is Phase.CHOOSE_BOWL:
            return [ChooseBowl(b) for b in self.bowls_with_tokens(state)]
        if phase is Phase.SELL:
            return [Sell(k) for k in range(state.hands[seat].count(state.bowl) + 1)]
        if phase is Phase.BUY:
            return [Buy(True), Buy(False)]
        if phase is Phase.DISHES:
            return self.dish_options(state, seat)
        return []

    def is_legal(self, state: SafranitoState, action: object) -> bool:
        """Whether ``apply`` accepts ``action``: any in-range flick, not only the grid.

        The match runner should ask this rather than ``action in legal_actions`` so a
        mouse or an aiming bot may flick anywhere.
        """
        if isinstance(action, Flick):
            return (state.phase in (Phase.FLICK, Phase.EXTRA_FLICK)
                    and _is_int(action.value) and action.value in state.unused[state.to_move]
                    and _in_range(action.position, 0.0, 1.0)
                    and _in_range(action.strength, 0.0, 1.0)
                    and _in_range(action.angle, -self.max_angle, self.max_angle))
        if not isinstance(action, (KeepCard, ChooseBowl, Sell, Buy, Prepare)):
            return False
        return action in self.legal_actions(state)

    def apply(self, state: SafranitoState, action: object) -> SafranitoState:
        if state.viewer >= 0:
            raise IllegalAction("a view cannot be played; determinize it first")
        if state.phase is Phase.OVER or not self.is_legal(state, action):
            raise IllegalAction(f"{action!r} is not legal in phase {state.phase.value}")
        step = Step(self, state)
        if isinstance(action, Flick):
            step.flick(action)
            if step.s.phase is Phase.FLICK:
                step.s = replace(step.s, turn=step.s.turn + 1)
                step.continue_flicking()
            else:
                step.return_tokens(SPACES[0])
                step.resolve_spaces(1)
        elif isinstance(action, KeepCard):
            step.keep(action.spice)
            step.return_tokens(SPACES[1])
            step.resolve_spaces(2)
        elif isinstance(action, ChooseBowl):
            step.open_bowl(action.bowl)
        elif isinstance(action, Sell):
            step.sell(action.count)
        elif isinstance(action, Buy):
            step.buy(action.accept)
        elif isinstance(action, Prepare):
            step.prepare(action)
        return step.done()

    def round_end(self, state: SafranitoState, action: object) -> SafranitoState | None:
        """The table as the round's last dish choice leaves it, before the next round
        is set up (``apply`` passes the pepper mill and fills the market and the dishes
        in the same action, so a replay went from the last choice straight to the next
        round): the dishes prepared, nobody to move (``to_move`` -1). ``None`` when
        ``action`` does not end a round that another follows (the match's last move
        shows the final table itself). A picture for the replay, not a state to play on."""
        if not isinstance(action, Prepare) or state.phase is not Phase.DISHES:
            return None
        after = self.apply(state, action)
        if after.round == state.round:
            return None
        step = Step(self, state)
        step.prepare(action, next_round=False)
        return step.done()

    # -- hidden information ------------------------------------------------------------

    def observe(self, state: SafranitoState, player: int) -> SafranitoState:
        """What ``player`` may know: placeholders for everything hidden (decision 10)."""
        return hidden.observe(state, player)

    def determinize(self, view: SafranitoState, rng: random.Random) -> SafranitoState:
        """A full state the viewer cannot tell from the real one; hidden parts sampled."""
        return hidden.determinize(self, view, rng)

    # -- queries the scene and bots use ------------------------------------------------

    def table_row(self, num_players: int) -> TableRow:
        return self.table[num_players]

    def bowls_with_tokens(self, state: SafranitoState) -> list[str]:
        held = {t.region for t in state.board}
        return [b for b in BOWLS if b in held]

    def top_bidder(self, state: SafranitoState, region: str) -> tuple[int, int]:
        """(seat, total) of the highest total on ``region``, ties by seat priority;
        (-1, 0) if empty. In a view, hidden tokens count 0."""
        return top_bidder(state.board, region, state.priority())

    def dish_options(self, state: SafranitoState, seat: int) -> list[Prepare]:
        """Every legal :class:`Prepare` for ``seat``: at most one face-up dish plus any
        set of reserved ones whose spices the hand covers together."""
        hand = Counter(state.hands[seat])
        need = {d.id: Counter(d.spices) for d in self.dishes}
        subsets: list[tuple[tuple[int, ...], Counter[str]]] = []

        def grow(chosen: tuple[int, ...], left: Counter[str], start: int,
                 own: tuple[int, ...]) -> None:
            subsets.append((chosen, left))
            for i in range(start, len(own)):
                if _fits(need[own[i]], left):
                    grow((*chosen, own[i]), left - need[own[i]], i + 1, own)

        grow((), hand, 0, tuple(sorted(set(state.reserved[seat]) - {HIDDEN_DISH})))
        options = []
        for chosen, left in subsets:
            options.append(Prepare(-1, chosen))
            options.extend(Prepare(f, chosen) for f in state.face_up if _fits(need[f], left))
        return options

    def offer(self, state: SafranitoState, chosen: Prepare = NO_DISH) -> Offer:
        """What the seat to move may pick, read off :meth:`legal_actions` (and so the
        same in its view as in the full state): the table lights exactly this.

        For dishes, ``chosen`` is the preparation picked so far; a dish is offered if a
        legal preparation contains it and is compatible with ``chosen`` (same or no
        face-up dish, its reserved ones included).
        """
        phase, legal = state.phase, self.legal_actions(state)
        if phase in (Phase.FLICK, Phase.EXTRA_FLICK):
            return Offer(tokens=tuple(sorted({a.value for a in legal
                                              if isinstance(a, Flick)})))
        if phase is Phase.KEEP_CARD:
            return Offer(keep=tuple(a.spice for a in legal if isinstance(a, KeepCard)))
        if phase is Phase.CHOOSE_BOWL:
            return Offer(bowls=tuple(a.bowl for a in legal if isinstance(a, ChooseBowl)))
        if phase is Phase.SELL:
            return Offer(sell=tuple(a.count for a in legal if isinstance(a, Sell)))
        if phase is Phase.BUY:
            return Offer(buy=tuple(a.accept for a in legal if isinstance(a, Buy)))
        if phase is not Phase.DISHES:
            return Offer()
        face_up: set[int] = set()
        reserved: set[int] = set()
        for option in legal:
            if not isinstance(option, Prepare):
                continue
            if chosen.face_up >= 0 and option.face_up not in (-1, chosen.face_up):
                continue
            if not set(chosen.reserved) <= set(option.reserved):
                continue
            if option.face_up >= 0:
                face_up.add(option.face_up)
            reserved.update(option.reserved)
        return Offer(face_up=tuple(sorted(face_up)), reserved=tuple(sorted(reserved)))

    def forced_action(self, state: SafranitoState) -> Action | None:
        """The only answer the seat to move has (selling none with no card of the
        spice, preparing none with no dish in reach, keeping the one spice drawn), or
        ``None``. A flick is never forced: any in-range flick is a choice."""
        if state.phase in (Phase.FLICK, Phase.EXTRA_FLICK, Phase.OVER):
            return None
        legal = self.legal_actions(state)
        return legal[0] if len(legal) == 1 else None

    def flicks_left(self, state: SafranitoState, seat: int) -> int:
        """How many of phase 1's flicks ``seat`` still owes this round (the extra flick
        not counted): its unused tokens beyond those the round leaves unflicked."""
        kept_back = len(self.token_values) - self.table[state.num_players].tokens_per_round
        return max(0, len(state.unused[seat]) - kept_back)

    def to_flick(self, state: SafranitoState, seat: int) -> int:
        """How many of ``seat``'s tokens in hand it still flicks this round, as its panel
        marks them: phase 1's flicks it owes, or the one extra flick it is making. Six
        tokens in hand beside "4 of 4 left" read as a contradiction (newcomer playtest,
        2 players); outside the flicking phases, none."""
        if state.phase is Phase.FLICK:
            return self.flicks_left(state, seat)
        if state.phase is Phase.EXTRA_FLICK and seat == state.to_move:
            return min(1, len(state.unused[seat]))
        return 0

    # -- phase 1: flicking -------------------------------------------------------------

    def flick_grid(self, values: Sequence[int]) -> tuple[Flick, ...]:
        """The flicks ``legal_actions`` offers for these token values: the config grid
        per value (cached, since every flick turn asks for it)."""
        return self._grid_cache(tuple(values))

    def _build_grid(self, values: tuple[int, ...]) -> tuple[Flick, ...]:
        positions, angles, strengths = self.grid
        return tuple(Flick(v, p, a, s) for v in values
                     for p, a, s in itertools.product(positions, angles, strengths))


__all__ = ["HIDDEN_CARD", "HIDDEN_DISH", "HIDDEN_VALUE", "NO_DISH", "Action", "Buy",
           "ChooseBowl", "Dish", "Event", "Flick", "KeepCard", "Offer", "Phase", "Prepare",
           "ResolverError", "SafranitoRules", "SafranitoState", "Sell", "TableRow",
           "create_rules"]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _in_range(value: object, low: float, high: float) -> bool:
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value) and low <= value <= high)


# -- construction from config -----------------------------------------------------------

def _sections(root: Section, name: str) -> list[Section]:
    """``root.list_of_sections(name)``, typed: inside ``Section`` its annotation's
    ``list`` names the method ``Section.list``, so mypy cannot iterate its result."""
    found: Any = root.list_of_sections(name)
    return list(found)


def create_rules(resolver: FlickResolver | None = None,
                 path: Any = CONFIG_FILE) -> SafranitoRules:
    """Read ``config/games/safranito.yaml`` and build the rules.

    ``resolver`` defaults to the stub resolver on the config's ``stub_board`` (rules
    tests); the game passes :mod:`game.safranito.physics_resolver`.
    """
    root = Section.load(path)
    spices = tuple(root.list("spices", str, min_len=1))
    if sorted(spices) != sorted(BOWLS) or len(set(spices)) != len(spices):
        raise root.error("spices", f"must be the nine bowls once each: {', '.join(BOWLS)}")
    cards_per_spice = root.get("cards_per_spice", int, minimum=1)
    values = tuple(root.list("token_values", int, min_len=1))
    if any(v < 10 or v % 10 for v in values) or len(set(values)) != len(values):
        raise root.error("token_values", "must be different multiples of 10, at least 10")
    start_money = root.get("start_money", int, minimum=0)
    dishes_to_win = root.get("dishes_to_win", int, minimum=1)
    table = {}
    for entry in _sections(root, "players"):
        count = entry.get("count", int, minimum=SafranitoRules.min_players,
                          maximum=SafranitoRules.max_players)
        table[count] = TableRow(entry.get("face_up_dishes", int, minimum=0),
                                entry.get("spices_per_round", int, minimum=0),
                                entry.get("tokens_per_round", int, minimum=1,
                                          maximum=len(values)))
        entry.done()
    missing = [n for n in range(SafranitoRules.min_players, SafranitoRules.max_players + 1)
               if n not in table]
    if missing:
        raise root.error("players", f"no row for {missing[0]} players")
    dishes = _read_dishes(root, spices, root.get("dishes_per_spice", int, minimum=1))
    flick = root.section("flick")
    max_angle = flick.get("max_angle", float, minimum=0.0, maximum=89.0)
    grid_section = flick.section("grid")
    grid = tuple(tuple(grid_section.list(name, float, min_len=1))
                 for name in ("positions", "angles", "strengths"))
    grid_section.done()
    flick.done()
    for name, items, low, high in zip(("positions", "angles", "strengths"), grid,
                                      (0.0, -max_angle, 0.0), (1.0, max_angle, 1.0),
                                      strict=True):
        if any(not low <= x <= high for x in items):
            raise flick.error(f"grid.{name}", f"values must lie in [{low}, {high}]")
    board = StubBoard.from_section(root.section("stub_board"))
    options = read_option_specs(root.section("options"))
    if [spec.name for spec in options] != ["round_limit"]:
        raise root.error("options", "expected exactly: round_limit")
    root.done()
    return SafranitoRules(spices=spices, cards_per_spice=cards_per_spice, token_values=values,
                          start_money=start_money, dishes_to_win=dishes_to_win, table=table,
                          dishes=dishes, max_angle=max_angle, grid=grid,
                          option_specs=options,
                          resolver=resolver if resolver is not None else StubResolver(board))


def _read_dishes(root: Section, spices: tuple[str, ...], per_spice: int) -> tuple[Dish, ...]:
    """The dish set, checked: 3 different spices each, no two alike, and every spice in
    ``dishes_per_spice`` dishes, so every spice is worth the same to chase."""
    dishes: list[Dish] = []
    seen: dict[frozenset[str], str] = {}
    for i, entry in enumerate(_sections(root, "dishes")):
        key = entry.get("key", str)
        need = entry.list("spices", str)
        if len(need) != 3 or len(set(need)) != 3:
            raise entry.error("spices", "must name 3 different spices")
        unknown = [s for s in need if s not in spices]
        if unknown:
            raise entry.error("spices", f"unknown spice '{unknown[0]}'")
        if frozenset(need) in seen:
            raise entry.error("spices", f"same three spices as dish '{seen[frozenset(need)]}'")
        if any(d.key == key for d in dishes):
            raise entry.error("key", f"dish '{key}' is listed twice")
        seen[frozenset(need)] = key
        dishes.append(Dish(i, key, (need[0], need[1], need[2])))
        entry.done()
    uses = Counter(s for d in dishes for s in d.spices)
    uneven = [s for s in spices if uses[s] != per_spice]
    if uneven:
        raise ConfigError(root.file, "dishes", f"every spice must be in exactly {per_spice} "
                          f"dishes; {uneven[0]} is in {uses[uneven[0]]}")
    return tuple(dishes)


if TYPE_CHECKING:
    def _conforms(rules: SafranitoRules) -> Game:
        """mypy checks here that the rules class is a ``game.engine.protocol.Game``."""
        return rules
