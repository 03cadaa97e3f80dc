"""Chef de rang scoring (spec: ``docs/rules/chef-de-rang.md``, "Scoring").

Phase 1 counts the menus in a player's hand and reserved pile when phase 1 ends;
phase 2 adds the menus served on tables under the player's markers and takes off the
menus left in the hand. These functions are the only place that adds points up: the
rules, the hints and the scene's score tables all read them.
"""

from __future__ import annotations

from game.chef_de_rang.state import ChefState, ChefView


def phase1_points(values: tuple[int, ...],
                  state: ChefState | ChefView) -> tuple[int, ...]:
    """Per seat, the menus in hand plus the reserved pile (as far as ``state`` shows
    the hands: on a view, hidden cards are not counted)."""
    return tuple(sum(values[c] for c in hand) + sum(values[c] for c in res)
                 for hand, res in zip(state.hands, state.public.reserved, strict=True))


def served_points(values: tuple[int, ...],
                  state: ChefState | ChefView) -> tuple[int, ...]:
    """Per seat, the menus served on the tables carrying that seat's marker."""
    public = state.public
    markers = public.markers
    points = [0] * public.players
    for table, card in enumerate(public.served):
        if card >= 0 and markers[table] >= 0:
            points[markers[table]] += values[card]
    return tuple(points)


def hand_penalty(values: tuple[int, ...],
                 state: ChefState | ChefView) -> tuple[int, ...]:
    """Per seat, the menus left in hand (subtracted at the end of phase 2; on a view,
    hidden cards are not counted)."""
    return tuple(sum(values[c] for c in hand) for hand in state.hands)


def phase2_points(values: tuple[int, ...],
                  state: ChefState | ChefView) -> tuple[int, ...]:
    """Per seat, served points minus the hand penalty."""
    return tuple(plus - minus for plus, minus in zip(
        served_points(values, state), hand_penalty(values, state), strict=True))


def hidden_bounds(values: tuple[int, ...], state: ChefState | ChefView,
                  seat: int) -> tuple[int, int]:
    """The least and the most the cards of ``seat``'s hand hidden from the viewer can
    be worth by the pool model: its hidden slots hold that many cards of the unknown
    pool, any of them. Wider than the exact replay (:mod:`game.chef_de_rang.knowledge`)
    but always true, and instant: the range shown past the replay's cap
    (:data:`~game.chef_de_rang.knowledge.MAX_STATES`). A full state hides nothing: (0, 0)."""
    if not isinstance(state, ChefView) or not state.hidden[seat]:
        return 0, 0
    count = state.hidden[seat]
    pool = sorted(values[card] for card in state.unknown)
    return sum(pool[:count]), sum(pool[len(pool) - count:])
