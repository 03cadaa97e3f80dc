"""The match runner: one loop for any mix of humans and bots.

The runner never waits for anyone. It answers "whose turn, and is that a bot?"; a bot's
move is computed when asked (:meth:`Match.play_bot`), a human's arrives when a click
does (:meth:`Match.submit`). The window calls these from its frame loop at its own
pace; ``simulate`` calls :func:`play_out` which just asks bots until the end.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from game.engine.log import ActionLog
from game.engine.protocol import Action, Bot, Game, IllegalAction, State, is_legal
from game.engine.rng import derive_seed


def reseed_for_move(bot: Bot, seed: int, seat: int, move: int) -> None:
    """Give a bot with a random stream (``bot.rng``) a generator derived from the match
    seed, its seat and the move number, so its choice depends only on where it is in
    the match: the same after a takeback or a reload as the first time, and the same in
    the window as headless."""
    rng = getattr(bot, "rng", None)
    if isinstance(rng, random.Random):
        rng.seed(derive_seed(seed, "bot-move", seat, move))


@dataclass(frozen=True)
class Seat:
    """Who sits at a place: a name, and a bot level or ``None`` for a human."""

    name: str
    bot_level: str | None = None

    @property
    def is_human(self) -> bool:
        return self.bot_level is None


class Match:
    """A game in progress: state, seats, their bots and the action log."""

    def __init__(self, game: Game, seats: Sequence[Seat], bots: Mapping[int, Bot], seed: int,
                 options: Mapping[str, Any]) -> None:
        self.game = game
        self.seats = tuple(seats)
        self.bots = dict(bots)
        self.log = ActionLog(game.id, len(seats), seed, dict(options))
        self.state: State = game.new_game(len(seats), seed, options)

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    @property
    def to_move(self) -> int:
        return self.game.current_player(self.state)

    def is_bot_turn(self) -> bool:
        return not self.over and self.to_move in self.bots

    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.is_human]

    def legal_actions(self) -> Sequence[Action]:
        return self.game.legal_actions(self.state)

    def forced_action(self) -> Action | None:
        """The only legal action of the seat to move, or ``None`` if it has a choice."""
        return None if self.over else forced_action(self.game, self.state)

    def submit(self, action: Action) -> State:
        """Apply a human's (or a bot's) action; an illegal one raises and changes nothing."""
        if self.over:
            raise IllegalAction("the game is over")
        if not is_legal(self.game, self.state, action):
            raise IllegalAction(f"{action!r} is not legal now")
        self.state = self.game.apply(self.state, action)
        self.log.actions.append(action)
        return self.state

    def bot_action(self) -> Action:
        """What the bot to move would play, computed from its view alone."""
        seat = self.to_move
        view = self.game.observe(self.state, seat)
        reseed_for_move(self.bots[seat], self.log.seed, seat, len(self.log.actions))
        return self.bots[seat].choose(view, self.game.legal_actions(self.state))

    def play_bot(self) -> Action:
        action = self.bot_action()
        self.submit(action)
        return action


def forced_action(game: Game, state: State) -> Action | None:
    """The action the seat to move must take because it is the only legal one.

    A game with a continuum of actions (``is_legal``) samples ``legal_actions``; a
    single sample there is still one choice among many, unless the game's own
    ``forced_action`` says otherwise.
    """
    own = getattr(game, "forced_action", None)
    if own is not None:
        return cast(Action | None, own(state))
    legal = game.legal_actions(state)
    return legal[0] if len(legal) == 1 else None


@dataclass(frozen=True)
class Outcome:
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    actions: int


def play_out(game: Game, bots: Sequence[Bot], seed: int, options: Mapping[str, Any],
             move_times: dict[int, list[float]] | None = None,
             on_action: Callable[[Action], None] | None = None) -> Outcome:
    """Play one whole game between bots; optionally record each seat's move times
    (CPU seconds, view building included) and hand each action to ``on_action`` (the
    daily deal keeps the moves and shows its progress)."""
    state = game.new_game(len(bots), seed, options)
    count = 0
    while not game.is_over(state):
        seat = game.current_player(state)
        legal = game.legal_actions(state)
        bot = bots[seat]
        start = time.process_time()
        reseed_for_move(bot, seed, seat, count)
        view = game.observe(state, seat) if getattr(bot, "needs_view", True) else None
        action = bot.choose(view, legal)
        if move_times is not None:
            move_times.setdefault(seat, []).append(time.process_time() - start)
        state = game.apply(state, action)
        count += 1
        if on_action is not None:
            on_action(action)
    return Outcome(tuple(game.scores(state)), tuple(game.winners(state)), count)
