"""Why a Scharfe Schoten move may be good, in one short sentence, for the Hint; and
why a round's contracts failed, in one sentence, for the round summary.

Pure: from the player's view and the rules' queries (``tricks.card_power`` through the
table's ``power``; spec ``docs/rules/scharfe-schoten.md``: the strongest card takes the
trick into its winner's stock, and the contracts count the stock by colour). The search
bot gives the value; this says the obvious part of why, or nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.bots.search import Rollout
from game.engine.protocol import Action
from game.engine.text import first_capital
from game.scharfe_schoten.expect import expected_stock
from game.scharfe_schoten.rules import ScharfeSchoten
from game.scharfe_schoten.scoring import Miss
from game.scharfe_schoten.state import ChooseContracts, PlayCard, SchotenView, TakeFromRack

Reason = tuple[str, dict[str, Any]]
"""A key under ``scharfe_schoten.hint_reasons`` and its fields."""


def hint_reason(rules: ScharfeSchoten, view: SchotenView, action: Action) -> Reason | None:
    table = view.table
    contract = view.contracts[view.seat]
    if isinstance(action, ChooseContracts):
        return contract_reason(view, action)
    if isinstance(action, TakeFromRack):
        if contract is not None and action.colour == contract.most:
            return ("rack_most", {"colour": action.colour})
        return None
    if not isinstance(action, PlayCard):
        return None
    power = table.power
    best = max((power[card] for _seat, card in table.trick), default=-1)
    last = len(table.trick) == table.num_players - 1
    colour = table.deck.colour_name(action.card)
    if power[action.card] > best:
        if last:
            return ("wins_trick", {})
        return ("leads_trick", {})
    if contract is not None and colour == contract.least:
        return ("sheds_least", {"colour": colour})
    return ("ducks", {})


def contract_reason(view: SchotenView, action: ChooseContracts) -> Reason:
    """Contracts score on the stock (the cards won), not the hand: say the hand "fits"
    only when it truly leans that way (the most colour strictly the hand's largest, the
    least strictly its smallest); otherwise say plainly that the search expects the pair
    to score, and show the hand's counts so the player can judge.

    Where the counts tie, the sentence says the tie instead of naming two counts as if
    they stood out: a hand of 3 in every colour read "(your hand: 3 green, 3 red)"
    (newcomer playtest, finding 3). ``contract_even``: every colour is held as often;
    ``contract_level``: the two chosen colours are held as often as each other."""
    deck = view.table.deck
    counts = {colour: len(view.hand[deck.index(colour)]) for colour in deck.colours}
    most_n, least_n = counts[action.most], counts[action.least]
    fields: dict[str, Any] = {"most": action.most, "least": action.least,
                              "most_n": most_n, "least_n": least_n}
    others = [n for colour, n in counts.items() if colour not in (action.most, action.least)]
    if len(set(counts.values())) == 1:
        return ("contract_even", fields)
    if most_n == least_n:
        return ("contract_level", fields)
    fits = most_n > max(others) and least_n < min(others)
    return ("contract" if fits else "contract_search", fields)


def hint_facts(rules: ScharfeSchoten, view: SchotenView, action: Action,
               played: Mapping[Action, Mapping[tuple[str, int], Rollout]]) -> dict[str, Any]:
    """What the best move's reason needs from the Hint's search: for a contract pair,
    the stock its own rollouts of the pair end the round with (``stock``: colour ->
    mean count, :func:`~game.scharfe_schoten.expect.expected_stock`; ``played``: the
    search's kept rollouts, action -> world key -> rollout); nothing for other moves,
    whose reasons need no rollouts."""
    if not isinstance(action, ChooseContracts) or action not in played:
        return {}
    stock = expected_stock(rules, view, action, played[action])
    return {} if stock is None else {"stock": stock}


def facts_reason(rules: ScharfeSchoten, view: SchotenView, action: Action,
                 facts: Mapping[str, Any]) -> Reason | None:
    """A contract pair's reason from :func:`hint_facts`: what the search's playouts
    win of the two colours ("about 5 red and 1 black"), since the contracts count the
    stock, not the hand. The hand's counts argued nothing: "Most red, least black ...
    (your hand: 2 red, 4 black)" read as backwards (newcomer playtest 15a, finding 1).
    ``None`` without the facts (the review's key moments: :func:`contract_reason`)."""
    stock = facts.get("stock")
    if not isinstance(action, ChooseContracts) or not isinstance(stock, Mapping):
        return None
    # The other two colours too, most won first: they show the pair's colours stand
    # out (or how close the search's call is), all figures from the same playouts.
    second, third = sorted((c for c in stock if c not in (action.most, action.least)),
                           key=lambda c: -stock[c])
    return ("contract_expects", {"most": action.most, "least": action.least,
                                 "most_won": round(stock[action.most]),
                                 "least_won": round(stock[action.least]),
                                 "other": second, "other_won": round(stock[second]),
                                 "another": third, "another_won": round(stock[third])})


def missed_sentence(text: Callable[..., str], misses: Sequence[Miss]) -> str:
    """The round summary's one sentence on why the viewer's contracts failed ("Most
    red failed: you won 3 red but 5 black."; won: the stock), both in one sentence
    when both did; "" when none did. ``misses``: :func:`scoring.missed_contracts
    <game.scharfe_schoten.scoring.missed_contracts>` (the reason; this is only words)."""
    clauses = [text(f"scharfe_schoten.summary.missed.{m.contract}",
                    colour=text(f"scharfe_schoten.colours.{m.colour}"), count=m.count,
                    rival=text(f"scharfe_schoten.colours.{m.rival}"),
                    rival_count=m.rival_count) for m in misses]
    if not clauses:
        return ""
    keys = {1: "missed_single", 2: "missed_both"}  # the contracts, not a count's plural
    sentence = text(f"scharfe_schoten.summary.{keys[len(clauses)]}", clause=clauses[0],
                    first=clauses[0], second=clauses[-1])
    return first_capital(sentence)
