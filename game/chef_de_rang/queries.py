"""Chef de rang: the questions bots and the table ask of a state or a view.

Spec: ``docs/rules/chef-de-rang.md``. :class:`ChefQueries` is the base of the rules
class :class:`game.chef_de_rang.rules.ChefDeRang`: it holds the static data built from
config (plan, cards, which card fits which table) and answers every rule question the
table scene, the hints and the bots need — which tables and cards are playable, why a
click is refused, whether the path hit a dead end, how the points stand. The scene
asks these; it never works legality or scoring out itself.
"""

from __future__ import annotations

from game.chef_de_rang.knowledge import hand_ranges
from game.chef_de_rang.plan import FloorPlan
from game.chef_de_rang.scoring import (
    hand_penalty,
    hidden_bounds,
    phase1_points,
    phase2_points,
    served_points,
)
from game.chef_de_rang.state import (
    Card,
    CardKind,
    ChefState,
    ChefView,
    Phase,
    PublicTable,
    TakeRule,
)
from game.engine.options import OptionSpec


def unmarked_takes(public: PublicTable) -> dict[int, int]:
    """Per table taken without a marker (its taker had none left: the rules leave it
    unmarked, so it is not ordered and takes no card in phase 2), the seat that took
    it. The table shows and names that taker: an empty plate on the path told the
    newcomer nothing."""
    return {table: seat for table, seat in zip(public.path, public.takers, strict=False)
            if public.markers[table] < 0}


class ChefQueries:
    """Static rule data and the public queries (each takes a state or a view)."""

    def __init__(self, plan: FloorPlan, cards: tuple[Card, ...], min_players: int,
                 max_players: int, option_specs: tuple[OptionSpec, ...]) -> None:
        if len(cards) != len(plan):
            raise ValueError(f"{len(cards)} cards for {len(plan)} tables")
        self.plan = plan
        self.cards = cards
        self.min_players = min_players
        self.max_players = max_players
        self.usual_min_players = min(3, max_players)
        """The rules are for 3 to 6: two players is the practice variant (the menu
        card says so)."""
        self.option_specs = option_specs
        self.neighbours = plan.neighbours
        self.values = tuple(card.value for card in cards)
        zones = [table.zone for table in plan.tables]
        self.fits: tuple[tuple[bool, ...], ...] = tuple(
            tuple(zone in card.serve_in for zone in zones) for card in cards)
        """``fits[card][table]``: the card may be served on that table's zone."""
        self._all_tables = tuple(range(len(plan)))

    def legal_tables(self, state: ChefState | ChefView) -> tuple[int, ...]:
        """Phase 1: the tables the player to move may take. Phase 2: the tables open
        for serving (ordered, empty, next to the table served last), whatever the card.
        Otherwise none."""
        public = state.public
        if public.phase is Phase.TAKING:
            face_down = public.face_down
            rule = public.take_rule
            if rule is TakeRule.NEIGHBOUR:
                return tuple(t for t in self.neighbours[public.path[-1]] if face_down[t])
            edge = self.plan.outer_edge
            return tuple(t for t in self._all_tables
                         if face_down[t] and (rule is TakeRule.ANYWHERE or edge[t]))
        if public.phase is Phase.SERVING:
            return self.open_tables(state)
        return ()

    def playable_tables(self, state: ChefState | ChefView,
                        card: int | None = None) -> tuple[int, ...]:
        """The tables where the player to move can act now: what the table rings.

        Phase 1: the tables they may take (``Take``). Phase 2: with ``card``, the tables
        where that card may be served; without, the tables where at least one card of
        their hand may be served — exactly the tables of ``legal_actions`` — as far as
        ``state`` shows that hand: on a view hiding some of it, every open table (a
        hidden card might fit any). Otherwise none."""
        public = state.public
        if public.phase is Phase.TAKING:
            return self.legal_tables(state)
        if public.phase is not Phase.SERVING:
            return ()
        if card is not None:
            return self.legal_placements(state, card)
        open_tables = self.open_tables(state)
        if isinstance(state, ChefView) and state.hidden[public.turn]:
            return open_tables
        fits = self.fits
        hand = state.hands[public.turn]
        return tuple(t for t in open_tables if any(fits[c][t] for c in hand))

    def open_tables(self, state: ChefState | ChefView) -> tuple[int, ...]:
        """Ordered tables without a card that the next serve may use (phase 2 rule)."""
        public = state.public
        service = public.service
        candidates = self.neighbours[service[-1]] if service else self._all_tables
        markers, served = public.markers, public.served
        return tuple(t for t in candidates if markers[t] >= 0 and served[t] < 0)

    def legal_placements(self, state: ChefState | ChefView, card: int) -> tuple[int, ...]:
        """Phase 2: the tables where ``card`` may be served now (zone limits applied)."""
        if state.public.phase is not Phase.SERVING:
            return ()
        fits = self.fits[card]
        return tuple(t for t in self.open_tables(state) if fits[t])

    def playable_cards(self, state: ChefState | ChefView) -> tuple[int, ...]:
        """Phase 2: the cards of the player to move (as far as ``state`` shows them)
        that fit at least one open table: the cards of ``legal_actions``."""
        public = state.public
        if public.phase is not Phase.SERVING:
            return ()
        open_tables = self.open_tables(state)
        fits = self.fits
        return tuple(c for c in state.hands[public.turn]
                     if any(fits[c][t] for t in open_tables))

    def swap_targets(self, state: ChefState | ChefView) -> tuple[int, ...]:
        """Opponents a pending plat du jour may be swapped with (they hold a card)."""
        public = state.public
        if public.phase is not Phase.PLAT_CHOICE:
            return ()
        return tuple(o for o in range(public.players)
                     if o != public.turn and state.hand_size(o) > 0)

    def take_reason(self, state: ChefState | ChefView, table: int) -> str | None:
        """Why taking ``table`` is refused (a ``REASONS`` key), or ``None`` if legal."""
        public = state.public
        if public.phase is not Phase.TAKING:
            return "not_taking"
        if not public.face_down[table]:
            return "not_face_down"
        rule = public.take_rule
        if rule is TakeRule.EDGE and not self.plan.outer_edge[table]:
            return "not_edge"
        if rule is TakeRule.NEIGHBOUR and table not in self.neighbours[public.path[-1]]:
            return "not_neighbour"
        return None

    def serve_reason(self, state: ChefState | ChefView, card: int, table: int) -> str | None:
        """Why serving ``card`` on ``table`` is refused (a ``REASONS`` key), or ``None``.
        The card must be in the hand of the player to move."""
        public = state.public
        if public.phase is not Phase.SERVING:
            return "not_serving"
        if card not in state.hands[public.turn]:
            return "not_in_hand"
        if public.markers[table] < 0:
            return "not_ordered"
        if public.served[table] >= 0:
            return "already_served"
        if public.service and table not in self.neighbours[public.service[-1]]:
            return "not_next_to_served"
        if not self.fits[card][table]:
            return "zone"
        return None

    def is_dead_end(self, state: ChefState | ChefView) -> bool:
        """Phase 1: the path just hit a dead end before the minimum number of takes, so
        the next take may be anywhere (``TakeRule.ANYWHERE`` not earned by a saut)."""
        public = state.public
        return (public.phase is Phase.TAKING and public.take_rule is TakeRule.ANYWHERE
                and self.cards[public.taken[public.path[-1]]].kind is not CardKind.SAUT)

    def score_history(self, state: ChefState | ChefView) -> tuple[tuple[float, ...], ...]:
        """Every seat's total from 0, after phase 1 and after phase 2 as far as they are
        scored (the results chart)."""
        public = state.public
        if not public.phase1_scores:
            return ()
        rows = [(0.0,) * public.players, tuple(float(p) for p in public.phase1_scores)]
        if public.phase2_scores:
            rows.append(tuple(float(a + b) for a, b in zip(public.phase1_scores,
                                                           public.phase2_scores, strict=True)))
        return tuple(rows)

    def phase_scores(self, state: ChefState | ChefView) -> tuple[tuple[int, ...],
                                                                tuple[int, ...]]:
        """(phase 1, phase 2) points per seat, running until each phase is scored.

        On a view the hidden cards of a hand are not counted (only a full state or the
        final, stored scores are exact for every seat)."""
        public = state.public
        values = self.values
        first = public.phase1_scores or phase1_points(values, state)
        if public.phase2_scores:
            return first, public.phase2_scores
        if public.phase is not Phase.SERVING:
            return first, (0,) * public.players
        return first, phase2_points(values, state)

    def phase1_range(self, state: ChefState | ChefView, seat: int) -> tuple[int, int]:
        """The least and the most ``seat``'s phase-1 points can be, as far as ``state``
        shows its hand (equal once phase 1 is scored, or with nothing hidden)."""
        public = state.public
        if public.phase1_scores:
            first = public.phase1_scores[seat]
            return first, first
        if not isinstance(state, ChefView) or not state.hidden[seat]:
            first = phase1_points(self.values, state)[seat]
            return first, first
        # The exact replay of what the viewer saw (not the bots' pool model, which
        # allows hands the viewer has ruled out: newcomer playtest, Ada "0–1000").
        ranges = hand_ranges(self.cards, state)
        if ranges is None:  # past the replay's cap: the pool model's range, instantly
            first = phase1_points(self.values, state)[seat]
            low, high = hidden_bounds(self.values, state, seat)
            return first + low, first + high
        low, high = ranges[seat]
        reserved = sum(self.values[card] for card in public.reserved[seat])
        return reserved + low, reserved + high

    def service_points(self, state: ChefState | ChefView) -> tuple[tuple[int, ...],
                                                                  tuple[int, ...]]:
        """Phase 2's two parts per seat: (menus served under the seat's markers, menus
        left in its hand). Before phase 2 the hand is not a penalty yet: zeros.

        Once phase 2 is scored (game over) everything is revealed: the hand's part is
        what the stored score took off, so on a view too the parts add up to the total
        and match the results screen (newcomer playtest: Ada's panel read "served
        +2500 · hand 0" over 4900, the results "left in hand −600")."""
        values = self.values
        public = state.public
        served = served_points(values, state)
        if public.phase not in (Phase.SERVING, Phase.OVER):
            return served, (0,) * public.players
        if public.phase2_scores:
            return served, tuple(plus - second for plus, second in zip(
                served, public.phase2_scores, strict=True))
        return served, hand_penalty(values, state)

    def card(self, card: int) -> Card:
        return self.cards[card]
