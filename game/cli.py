"""Command line: the window by default, and the headless subcommands checks rely on.

``simulate``, ``bench`` and ``screenshot`` are the contract in DESIGN.md. Every
user error (unknown game, bad count, bad option, broken config) is one line on stderr
and exit status 2 — never a traceback.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import re
import sys
import time
from collections.abc import Sequence
from typing import Any, NoReturn

from game import registry, resources, tournament
from game.daily import command as daily_command
from game.desktop import install_desktop
from game.diagnostics import start_log
from game.engine.config import ConfigError
from game.engine.log import SaveError
from game.engine.options import OptionError
from game.engine.rng import derive_seed
from game.engine.runner import play_out
from game.rating import calibrate
from game.replay_files import check_line, play_and_save
from game.review import command as review_command
from game.storage import read_save, remove_temporary_files
from game.table_args import bot_names as seated_bots
from game.table_args import check_players, parse_options
from game.ui.native_output import set_verbose
from game.usage import UsageError, bounded_int, input_file, one_line, output_folder
from game.version import VERSION

EXIT_USAGE = 2


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


MAX_SEED = 2**63 - 1


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(description="Kitchen Table: four kitchen card and flicking games. "
                     "With no command, opens the window; the commands below run headless.")
    parser.add_argument("--version", action="version", version=f"kitchen-table {VERSION}")
    parser.add_argument("--verbose", action="store_true",
                        help="show the log and the sound/display libraries' messages here")
    parser.add_argument("--install-desktop", action="store_true",
                        help="add Kitchen Table to the desktop's application menu (Linux: "
                             "icon and .desktop file under XDG_DATA_HOME), then exit")
    parser.add_argument("--frames", type=bounded_int("--frames", 0, 10**9),
                        help="run the window for N frames, then exit")
    parser.add_argument("--size", default="1280x800", help="window size WxH (default 1280x800)")
    parser.add_argument("--lang", default=None, help="language: en or fr (default en)")
    parser.add_argument("--fullscreen", action="store_true", help="open full screen")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser, title="commands",
                                metavar="COMMAND")
    tournament.add_parser(sub)
    calibrate.add_parser(sub)
    review_command.add_parser(sub)
    daily_command.add_parser(sub)

    sim = sub.add_parser("simulate", help="play K bot games headless and summarise")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=bounded_int("--players", 1, 99), required=True)
    sim.add_argument("--bots", required=True, help="comma-separated bot level per seat")
    sim.add_argument("--games", type=bounded_int("--games", 1, 10**7), default=100)
    sim.add_argument("--seed", type=bounded_int("--seed", 0, MAX_SEED), default=1)
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a rule option (repeatable)")
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--save-dir", default=None, metavar="DIR",
                     help="write every game played as a save file (watch with replay)")

    bench = sub.add_parser("bench", help="measure the performance figures")
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument("--game", action="append", default=None, help="only this game")
    bench.add_argument("--quick", action="store_true", help="fewer samples (for tests)")

    shot = sub.add_parser("screenshot", help="render one scene to a PNG, headless")
    shot.add_argument("--scene", required=True)
    shot.add_argument("--out", required=True)
    shot.add_argument("--game", default=None)
    shot.add_argument("--seed", type=bounded_int("--seed", 0, MAX_SEED), default=1)
    shot.add_argument("--size", default="1280x800")
    shot.add_argument("--lang", default=None)
    shot.add_argument("--players", type=int, default=None,
                      help="seats at the table (default: the game's usual count)")

    check = sub.add_parser("check-save", help="validate and replay a save file, headless")
    check.add_argument("file")
    check.add_argument("--json", action="store_true", help="print one JSON object")

    rep = sub.add_parser("replay", help="watch a saved match move by move (or --check it)")
    rep.add_argument("file")
    rep.add_argument("--check", action="store_true",
                     help="replay headless and print the final scores (exit 0) or the "
                          "problem (exit 2)")
    rep.add_argument("--size", default="1280x800")
    rep.add_argument("--lang", default=None)

    sub.add_parser("make-assets", help="redraw every sprite and sound into assets/")
    return parser


MAX_SIZE = (7680, 4320)


def parse_size(text: str) -> tuple[int, int]:
    """``WIDTHxHEIGHT``, each from 1 up to 7680x4320 (small windows are drawn scaled)."""
    match = re.fullmatch(r"([0-9]{1,5})[xX]([0-9]{1,5})", text)
    if not match:
        raise UsageError(f"--size expects WIDTHxHEIGHT such as 1280x800, got '{text}'")
    width, height = int(match[1]), int(match[2])
    if not (1 <= width <= MAX_SIZE[0] and 1 <= height <= MAX_SIZE[1]):
        raise UsageError(f"--size {text} is out of range (1x1 to 7680x4320)")
    return width, height


def simulate(game_id: str, players: int, bot_names: Sequence[str], games: int, seed: int,
             options: dict[str, Any], save_dir: str | None = None) -> dict[str, Any]:
    """Play ``games`` bot games; seat order is fixed, each game has its own derived seed."""
    game = registry.rules(game_id)
    wins = [0] * players
    shares = [0.0] * players
    totals = [0.0] * players
    moves = 0
    start = time.perf_counter()
    for index in range(games):
        game_seed = derive_seed(seed, "simulate", index)
        bots = [registry.make_bot(game_id, name, seat, registry.bot_seed(game_seed, seat))
                for seat, name in enumerate(bot_names)]
        if save_dir is not None:
            outcome = play_and_save(game_id, bot_names, game_seed, options, save_dir, index)
        else:
            outcome = play_out(game, bots, game_seed, options)
        moves += outcome.actions
        for seat in outcome.winners:
            wins[seat] += 1
            shares[seat] += 1 / len(outcome.winners)
        for seat, score in enumerate(outcome.scores):
            totals[seat] += score
    seconds = time.perf_counter() - start
    return {
        "game": game_id, "players": players, "bots": list(bot_names), "games": games,
        "seed": seed, "options": options, "seconds": round(seconds, 3),
        "wins": wins, "win_shares": [round(s, 2) for s in shares],
        "win_rate": [round(s / games, 4) for s in shares],
        "mean_scores": [round(t / games, 3) for t in totals],
        "actions_per_game": round(moves / games, 1),
    }


def _run_simulate(args: argparse.Namespace) -> int:
    registry.require_info(args.game)
    check_players(args.game, args.players)
    if args.games < 1:
        raise UsageError(f"--games must be at least 1, got {args.games}")
    registry.check_bot_config()
    bots = list(seated_bots(args.game, args.bots, args.players))
    options = parse_options(args.game, args.option)
    if args.save_dir is not None:
        output_folder("--save-dir", args.save_dir)
    try:
        result = simulate(args.game, args.players, bots, args.games, args.seed, options,
                          args.save_dir)
    except OSError as exc:  # the disk filled up or went away while writing
        raise UsageError(f"--save-dir {args.save_dir}: cannot write there "
                         f"({exc.strerror or exc})") from None
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{args.game}: {result['games']} games in {result['seconds']} s")
        for seat, name in enumerate(bots):
            print(f"  seat {seat + 1} {name:>10}: win rate {result['win_rate'][seat]:.1%}, "
                  f"mean score {result['mean_scores'][seat]}")
    return 0


def _run_bench(args: argparse.Namespace) -> int:
    from game.bench import run_bench  # loads pygame: not for the other commands

    games = args.game or registry.game_ids()
    for game_id in games:
        registry.require_info(game_id)
    figures = run_bench(games, quick=args.quick)
    if args.json:
        print(json.dumps(figures))
    else:
        print(json.dumps(figures, indent=2))
    return 0


def _run_screenshot(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.screenshot import render_screenshot  # pygame: only for commands that draw

    if args.game is not None:
        registry.require_info(args.game)
    if args.players is not None:
        check_players(args.game or "too-many-cooks", args.players)
    render_screenshot(args.scene, args.out, game_id=args.game, seed=args.seed,
                      size=parse_size(args.size), language=args.lang, players=args.players)
    return 0


def _run_window(args: argparse.Namespace) -> int:
    if args.install_desktop:
        for path in install_desktop():
            print(f"wrote {path}")
        return 0
    from game.ui.app import run_app  # pygame loads only for the window's commands

    if args.frames is not None and args.frames < 0:
        raise UsageError(f"--frames must be 0 or more, got {args.frames}")
    return run_app(size=parse_size(args.size), frames=args.frames, language=args.lang,
                   fullscreen=args.fullscreen)


def _run_make_assets(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.ui.art.build import build_assets  # pygame: only for commands that draw

    written = build_assets()
    print(f"wrote {written} asset files and assets/manifest.yaml")
    return 0


def _run_check_save(args: argparse.Namespace) -> int:
    """Validate and replay one save: one line either way, exit 0 or 2."""
    saved = read_save(input_file("check-save", args.file))
    if saved.review_notice:  # the match is sound; only its cached review was dropped
        print(f"notice: {one_line(saved.review_notice)}", file=sys.stderr)
    game = registry.rules(saved.log.game_id)
    summary = {"file": args.file, "game": saved.log.game_id,
               "players": saved.log.num_players, "moves": len(saved.log.actions),
               "finished": game.current_player(saved.state) < 0, "format": saved.format}
    if args.json:
        print(json.dumps({"ok": True, **summary}))
    else:
        state = "finished" if summary["finished"] else "not finished"
        print(one_line(f"{args.file}: ok: {summary['game']}, {summary['players']} players, "
                       f"{summary['moves']} moves, {state}"))
    return 0


def _run_replay(args: argparse.Namespace) -> int:
    """``--check``: one line of final scores (exit 0) or of the problem (exit 2);
    otherwise open the window on the replay."""
    path = input_file("replay", args.file)
    if args.check:
        print(one_line(check_line(path)))
        return 0
    from game.ui.app import run_replay  # pygame loads only for the window's commands

    return run_replay(path, parse_size(args.size), args.lang)


COMMANDS = {"simulate": _run_simulate, "bench": _run_bench, "screenshot": _run_screenshot,
            "check-save": _run_check_save, "replay": _run_replay, "tournament": tournament.run,
            "calibrate": calibrate.run,
            "review": review_command.run, "daily": daily_command.run,
            "make-assets": _run_make_assets, None: _run_window}


def data_errors() -> tuple[type[Exception], ...]:
    """Errors that mean a data file is bad. ``physics`` is only asked once something
    imported it: the headless paths of the card games never load pymunk."""
    errors: list[type[Exception]] = [ConfigError, SaveError]
    physics = sys.modules.get("physics")
    if physics is not None:
        errors.append(physics.BoardError)
    return tuple(errors)


def main(argv: Sequence[str]) -> int:
    json_errors = False
    try:
        args = build_parser().parse_args(list(argv))
        if args.verbose:
            set_verbose(True)
            logging.getLogger("kitchen_table").debug("kitchen-table %s, data from %s",
                                                     VERSION, resources.data_root())
        json_errors = args.command == "check-save" and args.json
        if args.command in (None, "replay"):
            start_log()  # the window's technical detail, for bug reports
        if args.command in (None, "check-save", "simulate", "replay", "review"):
            remove_temporary_files()
        return COMMANDS[args.command](args)
    except (UsageError, registry.UnknownGame, OptionError) as exc:
        return _report(exc, json_errors)
    except Exception as exc:
        if not isinstance(exc, data_errors()):
            raise
        return _report(exc, json_errors)
    except KeyboardInterrupt:
        return 130


def _report(exc: BaseException, as_json: bool) -> int:
    """The one line for a user or data error, on stderr (and as JSON on stdout for
    ``check-save --json``)."""
    line = one_line(str(exc))
    if as_json:
        print(json.dumps({"ok": False, "error": line}))
    print(f"error: {line}", file=sys.stderr)
    return EXIT_USAGE
