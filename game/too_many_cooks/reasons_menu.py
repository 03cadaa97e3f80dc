"""Why the Hint's search prefers the menu of a shorter suit, from its own rollouts.

Why: "You hold 3 Pea cards; your longest suit has 6." gave only counts, and a newcomer
read the advice as unexplained: counts argue for the longest suit. What does explain it
is what the search measured on its sampled deals, each played out to the round's
scoring (spec ``docs/rules/too-many-cooks.md``, *Scoring*: the menu's suit scores +1 a
card won, a spoiler -1). This reads those rollouts back (the worlds and moves
:attr:`SearchBot.played <game.bots.search.SearchBot.played>` kept), for the chosen
menu and for the longest suit's, over the deals both were played in, and says the
figure that tells them apart: the stars each scores this round and what drives it (the
menu's cards won, or the cards that cost a star), or, where the chosen menu does not
score more itself, the stars it leaves the best rival (only where its lead over that
rival is the larger), or the others' mean (what the search ranks by). Where no figure
tells them apart as shown, nothing is said from the rollouts: the count reason stands.

Pure: replaying a kept rollout through ``rules.apply`` reaches the round record the
rollout reached. Every figure is rounded as it is shown (one decimal) before it is
compared, so a sentence never sets two equal-looking figures against each other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from game.bots.search import Rollout
from game.engine.protocol import Action
from game.too_many_cooks.rules import NO_SOUP, ChooseMenu, GameRules, View
from game.too_many_cooks.state import SeatScore, State

Played = Mapping[Action, Mapping[tuple[str, int], Rollout]]
Reason = tuple[str, dict[str, Any]]


@dataclass(frozen=True)
class MenuOutcome:
    """A menu's means over the search's deals, rounded to one decimal as shown."""

    menu: str
    stars: float
    """The seat's points this round (before the clamp at 0 stars)."""
    won: float
    """Cards won that score +1 under the menu."""
    lost: float
    """Cards won that cost a star under the menu (spoilers; bouillons for Chili)."""
    rival: float
    """The best other seat's points this round."""
    others: float
    """The other seats' mean points this round (the search's utility is the seat's
    points less this, ``utility: mean`` in ``config/bots.yaml``)."""


def menu_facts(rules: GameRules, view: View, action: Action, played: Played
               ) -> dict[str, Any]:
    """For a menu of a suit shorter than the hand's longest, the search's outcome of
    it and of the longest suit's menu it rolled out too (the one of them that scores
    most, where two suits are longest), over the deals both were played in:
    ``{"menu": chosen, "longest": longest}`` (:class:`MenuOutcome` as dicts); else {}."""
    if not isinstance(action, ChooseMenu) or action.menu == NO_SOUP or action not in played:
        return {}
    data = rules.data
    counts = {suit: sum(1 for c in view.hand if data.suit_of[c] == suit) for suit in data.suits}
    longest = max(counts.values())
    if counts[action.menu] in (0, longest):
        return {}
    best: tuple[MenuOutcome, MenuOutcome] | None = None
    for suit in data.suits:
        foil = ChooseMenu(suit)
        if counts[suit] != longest or foil not in played:
            continue
        keys = common_worlds(played[action], played[foil])
        chosen = outcome(rules, view.seat, action, [played[action][k] for k in keys])
        other = outcome(rules, view.seat, foil, [played[foil][k] for k in keys])
        if chosen is not None and other is not None and (best is None
                                                         or other.stars > best[1].stars):
            best = (chosen, other)
    if best is None:
        return {}
    return {"menu": asdict(best[0]), "longest": asdict(best[1])}


def common_worlds(first: Mapping[tuple[str, int], Rollout],
                  second: Mapping[tuple[str, int], Rollout]) -> list[tuple[str, int]]:
    """The deals both menus were rolled out in, from the evidence that ranked them: the
    Hint's comparison of its listed moves where both were listed (its order is by those
    means), else the search's own rounds (it dropped the worse on those)."""
    shared = sorted(first.keys() & second.keys())
    return [key for key in shared if key[0] == "compare"] or shared


def outcome(rules: GameRules, seat: int, action: ChooseMenu, rollouts: Sequence[Rollout]
            ) -> MenuOutcome | None:
    """``seat``'s mean outcome of ``action`` over ``rollouts`` (None without any that
    reached the round's scoring)."""
    scores = [score for world, moves in rollouts
              if (score := round_scores(rules, world, action, moves)) is not None]
    if not scores:
        return None

    def mean(values: Sequence[float]) -> float:
        return round(sum(values) / len(values), 1)

    return MenuOutcome(
        action.menu,
        mean([s[seat].points for s in scores]),
        mean([len(s[seat].plus) for s in scores]),
        mean([len(s[seat].minus) for s in scores]),
        mean([max(x.points for x in s if x.seat != seat) for s in scores]),
        mean([sum(x.points for x in s if x.seat != seat) / (len(s) - 1) for s in scores]))


def round_scores(rules: GameRules, world: State, action: Action, moves: Sequence[Action]
                 ) -> tuple[SeatScore, ...] | None:
    """Every seat's scoring of ``world``'s round once ``action`` and a rollout's
    ``moves`` are replayed; ``None`` if they stop before it is scored."""
    rounds = len(world.table.history)
    state = rules.apply(world, action)
    for move in moves:
        if len(state.table.history) > rounds:
            break
        state = rules.apply(state, move)
    if len(state.table.history) == rounds:
        return None
    return state.table.history[rounds].seats


def menu_facts_reason(action: Action, facts: Mapping[str, Any]) -> Reason | None:
    """The sentence's key and fields from :func:`menu_facts`: the figure that tells
    the chosen menu from the longest suit's, or ``None`` where none does as shown
    (the count reason stands then)."""
    chosen, other = facts.get("menu"), facts.get("longest")
    if not isinstance(action, ChooseMenu) or not isinstance(chosen, Mapping) \
            or not isinstance(other, Mapping) or chosen.get("menu") != action.menu:
        return None
    fields = {"suit": chosen["menu"], "stars": chosen["stars"],
              "other_suit": other["menu"], "other_stars": other["stars"]}
    if chosen["stars"] > other["stars"]:
        # Points are won minus lost: the larger of the two gaps drives the difference.
        if chosen["won"] - other["won"] >= other["lost"] - chosen["lost"] \
                and chosen["won"] > other["won"]:
            return ("menu_expects_won", {**fields, "won": chosen["won"],
                                         "other_won": other["won"]})
        if chosen["lost"] < other["lost"]:
            return ("menu_expects_lost", {**fields, "lost": chosen["lost"],
                                          "other_lost": other["lost"]})
    # Otherwise only a better lead over the best rival explains the choice.
    if chosen["rival"] < other["rival"] and \
            chosen["stars"] - chosen["rival"] > other["stars"] - other["rival"]:
        return ("menu_expects_rival", {**fields, "rival": chosen["rival"],
                                       "other_rival": other["rival"]})
    if chosen["others"] < other["others"] and \
            chosen["stars"] - chosen["others"] > other["stars"] - other["others"]:
        return ("menu_expects_others", {**fields, "others": chosen["others"],
                                        "other_others": other["others"]})
    return None
