"""Safranito's own figures for ``python main.py bench --json`` (``INFO.bench_extra``).

Per aiming level of ``config/bots.yaml`` (every level of kind ``heuristic``):

- ``flick_accuracy``: ``{"near", "far", "knock"}`` hit shares (:func:`flick_accuracy`):
  from every side of a four-player table, ``trials`` flicks each, each with its own bot
  seed (so its own noise), through the rules' resolver (the physics). No level should
  hit an empty far bowl more than about 92 % of the time: people miss.
- ``bot_flick_ms_p95``: the p95 CPU time (``process_time``) of one flick decision of
  that level's bot (target choice, aiming and all), that level in every seat of
  four-player games, on the boards those games produce.
- ``aim_line_error_mm``: how far the table's aim line (``line`` aim help: the
  empty-board stop predicted by :func:`physics.predict_stop` for the flick the pull
  describes) ends from where the rules' resolver then puts that flick's token on an
  empty board; the median over :data:`AIM_LINE_FLICKS` flicks from every seat of a
  four-player table (positions, angles both ways, strengths 0..0.9, rounded as the
  slingshot rounds them). Target <= 5 mm.
- ``market_ms_p95``: per level of kind ``expert``, the p95 CPU time of one market
  decision that is a real choice (keep a card, open a bowl, sell, buy, prepare, with
  two or more legal moves), that level in every seat of four-player games (the most
  rollouts per decision). Target <= 500 ms.
- ``aim_practice_ms``: the one-off CPU time to compute every base shot of the board
  (:class:`~game.safranito.aiming.ShotBook`); the levels above are measured after it,
  since a process pays it once, whichever bot asks first.

Quick mode (tests, smoke runs) uses fewer trials and decisions; its figures are rough.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from game import registry
from game.engine.rng import derive_rng, derive_seed
from game.safranito.aiming import SimAimer, knock_out_shot, shot_book
from game.safranito.bots import HeuristicBot
from game.safranito.flick import BOWLS, BoardToken, Flick, side_of
from game.safranito.physics_resolver import default_board
from game.safranito.rules import Phase, SafranitoRules
from game.safranito.state import SafranitoState
from physics import Flick as PhysicsFlick
from physics import predict_stop

GAME = "safranito"
PLAYERS = 4
AIM_LINE_FLICKS = 120


def aim_levels() -> list[str]:
    """The levels whose aim is measured: every level built by the heuristic bot."""
    return [level.name for level in registry.bot_levels(GAME) if level.kind == "heuristic"]


def practice_ms(rules: SafranitoRules) -> float:
    """CPU ms to compute every base shot of the board, from a new, empty book (which
    then serves the measurements below)."""
    start = time.process_time()
    shot_book(rules, renew=True).prepare()
    return (time.process_time() - start) * 1000


def _rows(rules: SafranitoRules, seat: int) -> tuple[tuple[str, ...], tuple[str, ...],
                                                     tuple[str, ...]]:
    """The bowls nearest the seat's edge, the middle row and the farthest, by depth."""
    board = default_board()
    side = board.side(board.seat_side(PLAYERS, seat))
    depth = {b.name: (b.x - side.start[0]) * side.inward[0]
             + (b.y - side.start[1]) * side.inward[1] for b in board.bowls}
    ordered = sorted(BOWLS, key=lambda name: (round(depth[name], 3), name))
    return tuple(ordered[:3]), tuple(ordered[3:6]), tuple(ordered[6:])


def flick_accuracy(rules: SafranitoRules, level: str, trials: int) -> dict[str, float]:
    """Hit shares from every side of a four-player table, each flick with its own seed.

    ``near`` and ``far``: flicks at an empty bowl of the nearest or farthest row that
    end valid in it. ``knock``: an opponent's token lies on the centre of a middle-row
    bowl and the level's hand plays its knock-out shot straight through it
    (:func:`_knock`); a success leaves the opponent's token no longer valid there.
    """
    counts = {"near": [0, 0], "far": [0, 0], "knock": [0, 0]}
    for seat in range(PLAYERS):
        state = replace(rules.new_game(PLAYERS, 1, {}), to_move=seat, head_chef=seat)
        near, middle, far = _rows(rules, seat)
        rival = (seat + 1) % PLAYERS
        for kind, bowls in (("near", near), ("far", far), ("knock", middle)):
            for bowl in bowls:
                region = default_board().region(bowl)
                board = (() if kind != "knock" else
                         (BoardToken(0, rival, 3, region.x, region.y, 0.0, bowl),))
                view = rules.observe(replace(state, board=board, next_token=1), seat)
                for trial in range(trials):
                    seed = derive_seed(7, "accuracy", level, seat, bowl, trial)
                    bot = registry.make_bot(GAME, level, seat, seed)
                    if not isinstance(bot, HeuristicBot):
                        raise TypeError(f"level {level} is not the heuristic bot")
                    if kind == "knock":
                        flick = _knock(rules, bot, view, region.x, region.y, seed)
                    else:
                        flick = bot.aimer.aim(view, rules.token_values[0], bowl)
                    after = (rules.resolver(board, seat, PLAYERS, flick, view.next_token)
                             if flick is not None else board)
                    if kind == "knock":
                        won = all(t.region != bowl for t in after if t.id == 0)
                    else:
                        won = any(t.region == bowl for t in after if t.id == view.next_token)
                    counts[kind][0] += won
                    counts[kind][1] += 1
    return {kind: hits / total for kind, (hits, total) in counts.items()}


def _knock(rules: SafranitoRules, bot: HeuristicBot, view: Any, x: float, y: float,
           seed: int) -> Flick | None:
    """The level's hand playing the knock-out shot (:func:`knock_out_shot`) straight
    through a token at (x, y), noise drawn from ``seed``."""
    aimer = bot.aimer
    if not isinstance(aimer, SimAimer):
        raise TypeError("the heuristic levels aim with SimAimer")
    book = aimer.book
    side = side_of(view.viewer, view.num_players)
    shot = knock_out_shot(book, side, book.along(side, x, y), x, y)
    if shot is None:
        return None
    angle_noise, strength_noise = aimer.level.spread(shot.strength)
    rng = derive_rng(seed, "knock")
    return book.clamp(shot.position, shot.angle + rng.gauss(0.0, angle_noise),
                      shot.strength + rng.gauss(0.0, strength_noise)
                      ).flick(rules.token_values[0])


def flick_ms_p95(rules: SafranitoRules, level: str, decisions: int) -> float:
    """p95 CPU ms of one flick decision, that level in every seat, over real boards."""
    return _decision_ms_p95(rules, level, decisions, 8,
                            lambda state, legal: state.phase in (Phase.FLICK, Phase.EXTRA_FLICK))


MARKET_PHASES = (Phase.KEEP_CARD, Phase.CHOOSE_BOWL, Phase.SELL, Phase.BUY, Phase.DISHES)


def market_ms_p95(rules: SafranitoRules, level: str, decisions: int) -> float:
    """p95 CPU ms of one market decision with a real choice, that level in every seat."""
    return _decision_ms_p95(rules, level, decisions, 9,
                            lambda state, legal: state.phase in MARKET_PHASES and len(legal) > 1)


def _decision_ms_p95(rules: SafranitoRules, level: str, decisions: int, stream: int,
                     counts: Callable[[SafranitoState, Sequence[Any]], bool]) -> float:
    """p95 CPU ms of the decisions ``counts`` picks, that level in every seat, over as
    many seeded games (``stream`` keeps each figure's games its own) as it takes to time
    ``decisions`` of them."""
    samples: list[float] = []
    game = 0
    while len(samples) < decisions:
        seed = derive_seed(stream, "bench", level, game)
        bots = [registry.make_bot(GAME, level, s, derive_seed(seed, s)) for s in range(PLAYERS)]
        state = rules.new_game(PLAYERS, seed, {})
        while not rules.is_over(state) and len(samples) < decisions:
            seat = rules.current_player(state)
            legal = rules.legal_actions(state)
            view = rules.observe(state, seat)
            start = time.process_time()
            action = bots[seat].choose(view, legal)
            if counts(state, legal):
                samples.append((time.process_time() - start) * 1000)
            state = rules.apply(state, action)
        game += 1
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def aim_line_error_mm(rules: SafranitoRules, flicks: int = AIM_LINE_FLICKS) -> float:
    """Median distance (mm) between the aim line's end and the resolved token, empty
    board: what the ``line`` aim help promises."""
    board = default_board()
    misses = []
    for i in range(flicks):
        seat = i % PLAYERS
        position = round((0.05 + i * 0.37) % 0.9 + 0.05, 4)
        angle = round(-50.0 + (i * 23.0) % 100.0, 2)
        strength = round(0.9 * ((i * 0.61) % 1.0), 3)
        side = board.seat_side(PLAYERS, seat)
        line = predict_stop(board, PhysicsFlick("aimed", side, position, angle, strength))
        token = rules.resolver((), seat, PLAYERS, Flick(10, position, angle, strength), 0)[-1]
        if token.x < 0 and token.y < 0:  # fell off: the line ends where it left the board
            misses.append(0.0 if line.fell_off else math.inf)
            continue
        misses.append(math.hypot(line.x - token.x, line.y - token.y))
    return statistics.median(misses)


def bench_extra(quick: bool) -> dict[str, Any]:
    rules = registry.rules(GAME)
    if not isinstance(rules, SafranitoRules):
        raise TypeError("the registry's safranito rules are not SafranitoRules")
    practice = practice_ms(rules)
    levels = aim_levels()
    return {
        "aim_practice_ms": round(practice, 1),
        "aim_line_error_mm": round(aim_line_error_mm(rules), 4),
        "flick_accuracy": {level: {kind: round(share, 3) for kind, share in
                                   flick_accuracy(rules, level, 3 if quick else 25).items()}
                           for level in levels},
        "bot_flick_ms_p95": {level: round(flick_ms_p95(rules, level, 24 if quick else 300), 2)
                             for level in levels},
        "market_ms_p95": {level.name: round(market_ms_p95(rules, level.name,
                                                          8 if quick else 120), 2)
                          for level in registry.bot_levels(GAME) if level.kind == "expert"},
    }
