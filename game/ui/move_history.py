"""The match's moves in words, newest first, grouped by round (and by trick in the
trick-taking games), for the viewing seat.

Each game's table package has a ``history`` module with ``describe(text, names, rules,
before, action, after, seat)`` and ``last_trick(text, names, rules, view)`` (and may
have ``describe_rounds``, the same move as ``(round, line)`` pairs, when a move's lines
belong to two rounds, and ``uncovered``, what the seat's own move turned up, for the
takeback's toast), ``heading(text, before)``, the title of a move's group in a
game without rounds, such as Chef de rang's phases, and ``revealed(text, names, rules,
action, later, seat)``, a secret choice in words from ``later``, the round's latest view,
or ``None`` while the table still hides it: a menu chosen in secret is named once the
table has shown every menu; a trick
game's also has ``trick_number(before, action)``, the trick of its round a move belongs
to (``None`` for a move outside the tricks, like a menu or contract choice), and may
have ``group_heading(text, before, action)``, the heading of such a move ("Menus"). Both are
given *views* of the seat in front of the screen (``observe``), so the history hides
exactly what the table hides; a finished match's replay may pass whole states instead
(all hands open).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any

from game.engine.protocol import Action, Game, State
from game.engine.runner import forced_action
from game.match_files import round_number
from game.takeback import Reveal

if TYPE_CHECKING:
    from game.ui.table_host import TableHost


@dataclass(frozen=True)
class HistoryGroup:
    title: str
    lines: tuple[str, ...]
    """Newest first."""
    trick: str = ""
    """The trick these moves belong to ("Trick 3"), under the round's title; empty for
    moves outside the tricks and in games without tricks."""


def describer(package: str) -> ModuleType:
    return importlib.import_module(f"game.{package}.table.history")


def seen_by(game: Game, state: State, viewer: int | None) -> Any:
    """What the history may use: the viewer's view, or the state itself (``None``:
    a finished match watched with every hand open)."""
    return state if viewer is None else game.observe(state, viewer)


def describe_moves(text: Callable[..., str], package: str, game: Game, names: Sequence[str],
                   states: Sequence[State], actions: Sequence[Action],
                   viewer: int | None, played_for: frozenset[int] = frozenset()
                   ) -> list[HistoryGroup]:
    """Every move of ``actions`` (``states[i]`` is the state before move ``i``); a move
    whose index is in ``played_for`` says it was played for its player (the table's
    note said so, the history did not: newcomer playtest 15a, finding 3)."""
    words = describer(package)
    trick_of = getattr(words, "trick_number", None)
    outside = getattr(words, "group_heading", None)
    by_round = getattr(words, "describe_rounds", None)
    heading = getattr(words, "heading", None)
    reveal = getattr(words, "revealed", None)
    forced_words = getattr(words, "forced_line", None)  # a game's own words for a pass
    latest = latest_in_round(states)
    later: dict[int, Any] = {}
    groups: list[tuple[str, str, list[str]]] = []
    for index, action in enumerate(actions):
        before, after = states[index], states[index + 1]
        seat = game.current_player(before)
        seen = seen_by(game, before, viewer)
        seen_after = seen_by(game, after, viewer)
        trick_number = trick_of(seen, action) if trick_of is not None else None
        trick = text("history.trick", n=trick_number) if trick_number \
            else (outside(text, seen, action) or "") if outside is not None else ""
        if by_round is not None:  # a move whose lines span the end of a round
            parts = by_round(text, names, game, seen, action, seen_after, seat)
        else:
            line = words.describe(text, names, game, seen, action, seen_after, seat)
            if reveal is not None:
                last = latest[index]
                if last not in later:  # one view per round, not one per move
                    later[last] = seen_by(game, states[last], viewer)
                line = reveal(text, names, game, action, later[last], seat) or line
            parts = [(round_number(before), line)]
        own = forced_words(text, names, game, seen, action, seat) \
            if index in played_for and forced_words is not None else None
        if own:  # its own line, then the move's events as they are
            parts = [(parts[0][0] if parts else round_number(before), own), *parts]
        elif index in played_for:
            parts = [(number, text("history.played_for", name=names[seat], move=line))
                     for number, line in parts if line]
        for number, line in parts:
            if number is not None:
                title = text("history.round", n=number)
            else:
                title = heading(text, seen) if heading is not None else text("history.moves")
            if not groups or groups[-1][:2] != (title, trick):
                groups.append((title, trick, []))
            if line:
                groups[-1][2].append(line)
    return [HistoryGroup(title, tuple(reversed(lines)), trick)
            for title, trick, lines in reversed(groups) if lines]


def latest_in_round(states: Sequence[State]) -> list[int]:
    """For each state, the index of the last state of the same round (the last state of
    all in a game without rounds): what the table has shown of that round by now."""
    latest = list(range(len(states)))
    for index in range(len(states) - 2, -1, -1):
        if round_number(states[index]) == round_number(states[index + 1]):
            latest[index] = latest[index + 1]
    return latest


def shown_by(text: Callable[..., str], package: str, game: Game, names: Sequence[str],
             states: Sequence[State], actions: Sequence[Action], reveal: Reveal) -> str:
    """What an undone move had shown the player, in words for the takeback's toast
    (newcomer: "it undid something you were shown" left her wondering what): another
    seat's move as the history tells it ("Basil played the 7 of Carrots"); the player's
    own move by what it uncovered, from the game's ``uncovered`` when it has one ("every
    menu was turned face up"), else as "what followed your move (…)"."""
    words = describer(package)
    index, seat = reveal.index, reveal.seat
    before, after = game.observe(states[index], seat), game.observe(states[index + 1], seat)
    line = words.describe(text, names, game, before, actions[index], after, seat)
    if reveal.own:
        uncovered = getattr(words, "uncovered", None)
        said = uncovered(text, names, game, before, actions[index], after, seat) \
            if uncovered is not None else None
        return said or text("history.shown_own", move=line.rstrip("."))
    return line.rstrip(".")


def seat_names(scene: TableHost) -> list[str]:
    """Every seat's name as the table shows it."""
    return [scene.seat_name(seat) for seat in range(len(scene.match.seats))]


def auto_played(game: Game, states: Sequence[State], humans: Sequence[int]) -> frozenset[int]:
    """The moves the table played for a player (with "Play my forced moves for me"
    on), inferred where the log did not record them (``ActionLog.played_for``: an
    older save, a replay): each a human seat's only legal move (``states[i]`` is the
    state before move ``i``, the last state has no move)."""
    return frozenset(index for index, state in enumerate(states[:-1])
                     if game.current_player(state) in humans
                     and forced_action(game, state) is not None)


def history_lines(scene: TableHost) -> list[HistoryGroup]:
    names = seat_names(scene)
    states = scene.move_states
    recorded = scene.match.log.played_for
    if recorded is not None:  # as the table played them (MatchSession.submit)
        played_for = frozenset(recorded)
    else:
        played_for = auto_played(scene.game, states, scene.match.human_seats()) \
            if scene.ctx.settings.auto_play_forced else frozenset()
    return describe_moves(scene.ctx.text, scene.package, scene.game, names, states,
                          scene.match.log.actions, scene.viewer, played_for)


def last_trick(scene: TableHost, view: Any = None) -> list[str] | None:
    """The last finished trick's lines as ``view`` (by default the scene's view) shows it:
    a table may show a finished round its live view has already left."""
    names = seat_names(scene)
    result: list[str] | None = describer(scene.package).last_trick(
        scene.ctx.text, names, scene.game, scene.view() if view is None else view)
    return result
