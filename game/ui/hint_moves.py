"""What the Hint says, apart from where it is drawn: the hard bot's top moves ranked
on equal evidence (:func:`best_moves`) and each one's value worded against the best
(:func:`compared_words`).

Why a module of its own: ranking and wording are logic, run on the bot worker and
tested without a window, so they stay pygame-free; :mod:`game.ui.hints` asks, holds and
draws them (see its docstring for why the Hint works as it does).
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from game.engine.paired import beats_by
from game.engine.protocol import Action, Game, View
from game.registry import GAME_PACKAGES, bot_levels, make_bot

HINT_LEVELS = ("hard", "expert")
"""The levels that answer the Hint, first found that can rank moves: the card games'
``hard`` search, Safranito's ``expert`` (its ``hard`` is a hand, not a search)."""
SHOWN = 3


COMPARE_WORLDS = 12
"""Worlds the three shown moves are each rolled out in, for values on equal evidence."""

SEPARATE_Z = 2.0
"""How many standard errors of the paired difference (same worlds) a move's value must
lie below the best one's before the Hint words the gap as a cost; a smaller gap is the
noise of the sampled worlds: "about as good as the best"."""


MONEY_VALUES = frozenset({"safranito"})
"""The games whose Hint values are money: said in whole rupees in the one money format
("₹3 less than the best", "3 ₹" in French), a gap under ₹1 about as good as the best
(newcomer 10 read "0.4 rupees less than the best", and French mixed "roupies" and "₹")."""


class Evaluator(Protocol):
    def evaluate(self, view: View, legal: Sequence[Action]) -> list[tuple[Action, float]]: ...

    def compare(self, view: View, actions: Sequence[Action], worlds: int
                ) -> list[tuple[Action, float]]: ...


@dataclass(frozen=True)
class HintMove:
    action: Action
    value: float
    """The search's mean margin (own score minus the best other's), game units."""
    close: bool = False
    """The search cannot tell this move from the best one: its gap is under
    :data:`SEPARATE_Z` standard errors of the difference over the same worlds."""
    facts: Mapping[str, Any] = field(default_factory=dict, compare=False)
    """What the game's reason for the best move needs from the worker (its reasons
    module's ``hint_facts``: Scharfe Schoten's expected stock), empty otherwise."""


def hint_bot(game_id: str, seat: int, seed: int) -> Evaluator | None:
    """The first of :data:`HINT_LEVELS` whose bot for ``seat`` can rank moves."""
    names = {level.name for level in bot_levels(game_id)}
    for name in HINT_LEVELS:
        if name in names:
            bot = make_bot(game_id, name, seat, seed)
            if hasattr(bot, "evaluate"):
                return bot  # type: ignore[return-value]
    return None


def offers_hints(game_id: str) -> bool:
    return hint_bot(game_id, 0, 0) is not None


def best_moves(game: Game, view: View, legal: Sequence[Action], seat: int, seed: int,
               hand: Any = None) -> tuple[HintMove, ...]:
    """The hard bot's top moves from ``view`` only (run on the worker). ``hand``: the
    player's measured aim, for a bot that values a shot by it (Safranito's flicks)."""
    bot = hint_bot(game.id, seat, seed)
    if bot is None:
        return ()
    if hand is not None and hasattr(bot, "hand"):
        bot.hand = hand
    facts_of = _facts_of(game)
    if facts_of is not None and hasattr(bot, "played"):
        bot.played = {}  # keep the search's rollouts for the best move's reason
    moves = ranked_moves(bot, view, legal)
    played = getattr(bot, "played", None)
    if facts_of is None or not moves or not played:
        return moves
    facts = facts_of(game, view, moves[0].action, played)
    return (replace(moves[0], facts=facts or {}), *moves[1:])


def _facts_of(game: Game) -> Any:
    """The game's reasons module's ``hint_facts(game, view, action, played)``, or
    ``None``: what the best move's reason needs from the search's own rollouts
    (``played``: :attr:`SearchBot.played <game.bots.search.SearchBot.played>`), read
    here on the worker. Scharfe Schoten's reason for a contract pair says what those
    rollouts win (newcomer playtest 15a, finding 1); it used to play 16 more playouts
    of its own beside the search's."""
    package = GAME_PACKAGES.get(game.id)
    if package is None:
        return None
    try:
        module = importlib.import_module(f"game.{package}.reasons")
    except ModuleNotFoundError:
        return None
    return getattr(module, "hint_facts", None)


def ranked_moves(bot: Any, view: View, legal: Sequence[Action]) -> tuple[HintMove, ...]:
    """The bot's top :data:`SHOWN` moves, compared on equal evidence, best first."""
    evaluated = bot.evaluate(view, legal)[:SHOWN]
    chosen = [action for action, _value in evaluated]
    # The search spends unevenly: compare the three on equal terms. One move (Safranito's
    # flick, valued by its hit chance) keeps the value it was evaluated with.
    if len(chosen) > 1 and hasattr(bot, "compare_margins"):
        # The same values as ``compare`` (its means, in its order), with the spread of
        # each world's margin, so a gap the worlds' noise makes is told from a real one:
        # at Chef de rang's first take, every table face down, "−858 points vs best"
        # was only noise (newcomer finding 1).
        rows = bot.compare_margins(view, chosen, COMPARE_WORLDS)
        means = [(action, sum(row) / len(row), row)
                 for action, row in zip(chosen, rows, strict=True)]
        means.sort(key=lambda t: t[1], reverse=True)
        return tuple(HintMove(action, value, close)
                     for (action, value, _row), close
                     in zip(means, told_apart(means[0][2], [row for *_m, row in means]),
                            strict=True))
    ranked = bot.compare(view, chosen, COMPARE_WORLDS) if len(chosen) > 1 else evaluated
    return tuple(HintMove(action, value) for action, value in ranked)


def told_apart(best: Sequence[float], rows: Sequence[Sequence[float]]) -> list[bool]:
    """Which of ``rows`` (one value per world each, the best one first, the rest in
    the order of their means) read "about as good as the best": those the search cannot
    tell from the best (:func:`separated`) *before* the first one it can. A move listed
    after one with a figure gets its figure too.

    Why: whether a gap is noise depends on its spread as well as its size, so a move
    with a lower mean but a wider spread passed the test that a higher one failed, and
    the box read "2. Take table 27 (492 points less than the best), 3. Take table 16
    (about as good as the best)": the third line said better than the second
    (newcomer pass 10, finding 1). The order and the words now come from the same
    means: the figures grow down the list, and "about as good" only leads it."""
    found: list[bool] = []
    for index, row in enumerate(rows):
        found.append(index > 0 and not separated(best, row)
                     and (index == 1 or found[-1]))
    return found


def separated(best: Sequence[float], other: Sequence[float], z: float = SEPARATE_Z) -> bool:
    """Whether ``best`` (one value per world) beats ``other`` (the same worlds) by more
    than ``z`` standard errors of their paired difference: the search's own measure of
    its noise, whatever the game's unit or spread."""
    return beats_by([b - o for b, o in zip(best, other, strict=True)], z, least=2)


def compared_words(text: Any, package: str, value: float, best: float,
                   close: bool = False) -> str:
    """A move's value against the best one's: "1.2 stars less than the best" (a tie:
    "as good as the best"; a gap the search cannot tell from its noise, ``close``:
    "about as good as the best", no figure); the best one itself is just "best".

    Why: the search's value is the player's expected lead over the best rival, so
    behind in a match every move showed a negative figure ("1. Play the 3 of Onion
    (−3.9 stars)") and a newcomer read the best move as a loss (newcomer finding 2).
    What the player chooses between is how much each move gives up against the best,
    said as an amount: "−7.8 stars vs best" read oddly (newcomer finding 17), and
    French writes the decimal with a comma.
    """
    gap = max(0.0, best - value)
    # Whole numbers from 10 on ("35 stars", not "35.0 stars"); a tenth below.
    number = f"{gap:.0f}" if gap >= 10 else f"{gap:.1f}"
    if not any(ch.isdigit() and ch != "0" for ch in number):  # "0.0": no cost in view
        return str(text("hints.as_good"))
    money = package in MONEY_VALUES
    if close or (money and gap < 1):
        return str(text("hints.about_as_good"))
    if money:
        number = f"{gap:.0f}"
    amount = text(f"{package}.hint_unit", value=number.replace(".", text("hints.decimal_mark")))
    return str(text("hints.behind", value=amount))
