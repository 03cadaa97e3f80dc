"""The long version of the fuzz tests: ``python -m tests.fuzz.soak --minutes N``.

Splits the time between damaged saves (every game, hostile names included: lone
surrogates, control and bidirectional characters, zero-width joiners), damaged config
files (the config worker, on a copied config folder), damaged statistics, random
command lines and random window sizes and events at every game's table; then, for issue
20, a fixed round of disk faults (every write failing in turn, see
:mod:`tests.fuzz.faults`), two processes sharing a data folder, hostile paths (FIFOs,
devices, empty names) and hostile configs (extreme board values, oversized files, timed).
Prints one JSON object of counts. Exit 1 if anything raised that should have been a
one-line refusal, or anything was lost.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

import pygame
import yaml

import game.bench
import game.ui.app
import game.ui.screenshot
from game import cli, registry
from game.engine.config import ConfigError, load_yaml
from game.engine.log import SaveError
from game.engine.runner import Seat
from game.match_setup import MatchSetup
from game.results_log import read_results
from game.storage import (
    load_match,
    load_stats,
    read_save,
    read_stats,
    replay_path,
    save_path,
    stats_path,
)
from game.ui.app import create_context, open_window, run_frames
from game.ui.scenes.menu import MenuScene
from game.ui.table_start import start_match
from game.ui.theme import Pace
from physics import BoardError, board_from_data
from tests.fuzz.faults import sweep
from tests.fuzz.test_cli_fuzz import TOKENS

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["KITCHEN_TABLE_HOME"] = tempfile.mkdtemp(prefix="kitchen-table-soak-")

ROOT = Path(__file__).resolve().parents[2]
HOSTILE_TEXT = ["A\ud800", "\udfff", "Ann\x00", "\x1b[31mred", "\u202eevil", "\u2066Bo\u2069",
                "\U0001F469\u200d\U0001F373", "Zo\u00eb\u200b", "\u05d0\u05d1"]
JUNK = [None, True, 0, -1, 2**40, 10**25, 1.5, float("inf"), float("nan"), "", "x" * 100,
        "\n", [], [1], {}, {"a": 1}, [[[[]]]], *HOSTILE_TEXT]


def junk(rng: random.Random):
    """A fresh copy: the values are put into saves that are then mutated further."""
    return copy.deepcopy(rng.choice(JUNK)) if rng.random() < 0.8 else rng.randrange(-10, 200)


def soak_saves(deadline: float, rng: random.Random, counts: dict, failures: list) -> None:

    examples = sorted((ROOT / "tests" / "data" / "saves").glob("*.v1.json"))
    while time.monotonic() < deadline:
        example = rng.choice(examples)
        game_id = example.name.split(".")[0]
        data = json.loads(example.read_text())
        for _ in range(rng.randint(1, 3)):
            target = rng.choice(["top", "action", "field", "seat", "name"])
            seats = data.get("seats")
            if target == "name" and isinstance(seats, list) and seats:
                seat = seats[rng.randrange(len(seats))]
                if isinstance(seat, dict):
                    seat["name"] = rng.choice(HOSTILE_TEXT)
                    counts["hostile_names"] += 1
            elif target == "top":
                data[rng.choice([*data, "format"])] = junk(rng)
            elif target == "action" and isinstance(data.get("actions"), list) and data["actions"]:
                data["actions"][rng.randrange(len(data["actions"]))] = junk(rng)
            elif target == "field" and isinstance(data.get("actions"), list) and data["actions"]:
                action = data["actions"][rng.randrange(len(data["actions"]))]
                if isinstance(action, dict) and action:
                    action[rng.choice(sorted(action))] = junk(rng)
            elif isinstance(data.get("seats"), list) and data["seats"]:
                data["seats"][rng.randrange(len(data["seats"]))] = junk(rng)
        text = json.dumps(data)
        if rng.random() < 0.1:
            cut = rng.randrange(len(text))
            text = text[:cut] + rng.choice(["[" * 3000, "9" * 5000, "\udcff", "}", "NaN"]) + \
                text[cut:]
        path = save_path(game_id)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, errors="surrogateescape")
        counts["saves"] += 1
        try:
            load_match(game_id)
            counts["saves_loaded"] += 1
        except SaveError as exc:
            counts["saves_refused"] += 1
            if "\n" in str(exc) or "the rules failed" in str(exc):
                failures.append(f"save {game_id}: {exc}"[:300])
        except Exception as exc:
            failures.append(f"save {game_id}: {type(exc).__name__}: {exc}"[:300])


def soak_stats(deadline: float, rng: random.Random, counts: dict, failures: list) -> None:

    while time.monotonic() < deadline:
        entry = {"played": 1, "human_wins": 0, "bot_wins": 1, "best": {"Ann": 3}}
        entry[rng.choice([*entry, "x"])] = junk(rng)
        stats_path().parent.mkdir(parents=True, exist_ok=True)
        stats_path().write_text(json.dumps({rng.choice(["safranito", "chess"]): entry}))
        counts["stats"] += 1
        try:
            read_stats()
        except Exception as exc:
            failures.append(f"stats: {type(exc).__name__}: {exc}"[:300])


def soak_cli(deadline: float, rng: random.Random, counts: dict, failures: list) -> None:

    cli.simulate = lambda *a, **k: {"games": 1, "seconds": 0, "win_rate": [0.0] * 9,
                                    "mean_scores": [0] * 9}

    game.ui.screenshot.render_screenshot = lambda *a, **k: None
    game.ui.app.run_app = lambda *a, **k: 0
    game.bench.run_bench = lambda *a, **k: {}
    while time.monotonic() < deadline:
        argv = [rng.choice(TOKENS) for _ in range(rng.randint(0, 8))]
        err = io.StringIO()
        counts["command_lines"] += 1
        try:
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                status = cli.main(argv)
        except SystemExit:
            continue
        except Exception as exc:
            failures.append(f"cli {argv!r}: {type(exc).__name__}: {exc}"[:300])
            continue
        if status == 2 and err.getvalue().count("\n") != 1:
            failures.append(f"cli {argv!r}: {err.getvalue()!r}"[:300])


def soak_window(deadline: float, rng: random.Random, counts: dict, failures: list) -> None:


    while time.monotonic() < deadline:
        game_id = rng.choice(registry.game_ids())
        open_window((1280, 800))
        ctx = create_context((1280, 800), "en", sound=False)
        ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.05, trick_hold_s=0.05)
        count = registry.rules(game_id).min_players + rng.randint(0, 1)
        seats = (Seat("Ann"), *(Seat(f"B{i}", "random") for i in range(1, count)))
        try:
            ctx.scenes.push(MenuScene(ctx))
            start_match(ctx, MatchSetup(game_id, seats, rng.randrange(1, 10**6), {}))
            for _ in range(40):
                roll = rng.random()
                if roll < 0.15:
                    size = rng.choice([(1, 1), (10, 10), (2, 3000), (3000, 2),
                                       (rng.randint(1, 2500), rng.randint(1, 1600))])
                    pygame.display.set_mode(size, pygame.RESIZABLE)
                    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size,
                                                         w=size[0], h=size[1]))
                    counts["resizes"] += 1
                elif roll < 0.75:
                    w, h = pygame.display.get_surface().get_size()
                    pos = (rng.randrange(w), rng.randrange(h))
                    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN,
                                 pygame.MOUSEBUTTONUP):
                        pygame.event.post(pygame.event.Event(kind, pos=pos, rel=(0, 0),
                                                             button=rng.choice([1, 1, 3]),
                                                             buttons=(0, 0, 0)))
                    counts["clicks"] += 1
                else:
                    pygame.event.post(pygame.event.Event(
                        pygame.KEYDOWN, key=rng.choice([pygame.K_ESCAPE, pygame.K_RETURN,
                                                        pygame.K_SPACE, pygame.K_LEFT,
                                                        pygame.K_RIGHT, pygame.K_TAB]),
                        mod=0, unicode="", scancode=0))
                    counts["keys"] += 1
                run_frames(ctx, rng.randint(1, 4), fixed_dt=1 / 30)
                if not ctx.running or ctx.scenes.top is None:
                    break
            counts["tables"] += 1
        except Exception as exc:

            failures.append(f"window {game_id}: {type(exc).__name__}: {exc} "
                            f"{traceback.format_exc().splitlines()[-3:]}"[:400])
        finally:
            pygame.quit()


def soak_config(seconds: float, seed: int, counts: dict, failures: list) -> None:
    copy = Path(tempfile.mkdtemp(prefix="kitchen-table-config-")) / "config"
    shutil.copytree(ROOT / "config", copy)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        done = subprocess.run([sys.executable, "-m", "tests.fuzz.config_worker", "30",
                               str(seed)], cwd=ROOT, capture_output=True, text=True,
                              env={**os.environ, "KITCHEN_TABLE_CONFIG": str(copy)})
        seed += 1
        if done.returncode != 0:
            failures.append(f"config worker: {done.stderr[-300:]}")
            continue
        result = json.loads(done.stdout)
        counts["config_mutations"] += result["mutations"]
        counts["config_refused"] += result["refused"]
        counts["config_loader_bugs"] += result["loader_bugs"]
        for failure in result["failures"]:
            if failure.get("kind"):
                counts.setdefault("loader_bug_examples", [])
                if len(counts["loader_bug_examples"]) < 10:
                    counts["loader_bug_examples"].append(failure)
            else:
                failures.append(json.dumps(failure)[:400])


def soak_disk_faults(counts: dict, failures: list) -> None:
    """Every write failing in turn (3 steps x 3 errnos), on fresh data folders."""

    base = Path(tempfile.mkdtemp(prefix="kitchen-table-faults-"))
    homes = iter(range(10**6))

    def home() -> Path:
        path = base / f"home{next(homes)}"
        path.mkdir()
        return path

    figures = sweep(home)
    counts["fault_runs_writes"] = figures["writes_per_run"]
    counts["faults_injected"] += figures["faults_injected"]
    counts["faults_told"] += figures["told"]
    counts["files_tried"] += figures["files_checked"]
    counts["files_lost"] += figures["files_lost"]
    failures += figures["problems"][:20]
    shutil.rmtree(base, ignore_errors=True)


def soak_two_windows(counts: dict, failures: list, matches: int = 8) -> None:
    """Two real processes playing and saving in one data folder at once."""

    home = Path(tempfile.mkdtemp(prefix="kitchen-table-two-"))
    env = {**os.environ, "KITCHEN_TABLE_HOME": str(home)}
    workers = [subprocess.Popen([sys.executable, "-m", "tests.two_windows_worker", tag,
                                 str(matches)], cwd=ROOT, env=env, stdout=subprocess.PIPE,
                                text=True) for tag in ("A", "B")]
    outputs = [w.communicate(timeout=600)[0] for w in workers]
    if any(w.returncode for w in workers):
        failures.append(f"two windows: {outputs}"[:300])
        return
    previous = os.environ["KITCHEN_TABLE_HOME"]
    os.environ["KITCHEN_TABLE_HOME"] = str(home)
    try:
        finished = [entry for out in outputs for entry in json.loads(out)]
        for game_id, match_id in finished:
            counts["files_tried"] += 1
            try:
                read_save(replay_path(game_id, match_id))
            except Exception as exc:
                counts["files_lost"] += 1
                failures.append(f"two windows: {match_id}: {exc}"[:300])
        played = sum(g.played for g in load_stats().values())
        results = len(read_results()[0])
        counts["two_window_matches"] += len(finished)
        if not played == results == len(finished) == 2 * matches:
            failures.append(f"two windows: {len(finished)} matches, {played} counted, "
                            f"{results} results")
    finally:
        os.environ["KITCHEN_TABLE_HOME"] = previous
        shutil.rmtree(home, ignore_errors=True)


def soak_paths(counts: dict, failures: list) -> None:
    """Hostile paths on the command line and a FIFO as settings.json: one line, exit 2
    (the window start exit 0), never a hang."""
    folder = Path(tempfile.mkdtemp(prefix="kitchen-table-paths-"))
    fifo = folder / "fifo.json"
    os.mkfifo(fifo)
    (folder / "home").mkdir()
    os.mkfifo(folder / "home" / "settings.json")
    env = {**os.environ, "KITCHEN_TABLE_HOME": str(folder / "home")}
    sim = ["simulate", "--game", "too-many-cooks", "--players", "3", "--bots",
           "random,random,random", "--games", "1", "--save-dir"]
    cases = [(["check-save", str(fifo)], 2), (["replay", "--check", str(fifo)], 2),
             (["replay", str(fifo)], 2), (["check-save", "/dev/null"], 2),
             (["check-save", str(folder)], 2), (["check-save", ""], 2),
             ([*sim, ""], 2), ([*sim, "/dev/null"], 2), ([*sim, "/proc/x"], 2),
             ([*sim, "/etc/passwd/x"], 2),
             (["screenshot", "--scene", "menu", "--out", str(folder / ".png")], 2),
             (["--frames", "2"], 0)]
    for argv, expected in cases:
        counts["hostile_paths"] += 1
        try:
            done = subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, env=env,
                                  capture_output=True, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            failures.append(f"paths {argv!r}: hangs")
            continue
        if done.returncode != expected or (expected == 2 and done.stderr.count("\n") != 1):
            failures.append(f"paths {argv!r}: exit {done.returncode}: {done.stderr[-200:]!r}")
    shutil.rmtree(folder, ignore_errors=True)


def soak_hostile_configs(rng: random.Random, counts: dict, failures: list) -> None:
    """Extreme board values (refused before pymunk) and oversized or deep configs
    (refused before a long parse), each check timed (accepted or refused)."""


    board = yaml.safe_load((ROOT / "config" / "boards" / "safranito.yaml").read_text())
    leaves = []
    stack: list[tuple[tuple, object]] = [((), board)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, dict):
            stack += [((*path, k), v) for k, v in value.items()]
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            leaves.append(path)
    slowest = 0.0
    for path in leaves:
        for value in (1.0e308, -1.0e308, 10**400, 1e-320):
            data = copy.deepcopy(board)
            holder = data
            for key in path[:-1]:
                holder = holder[key]
            holder[path[-1]] = value
            counts["board_values"] += 1
            start = time.perf_counter()
            try:
                board_from_data(data, "config/boards/safranito.yaml")
            except BoardError:
                counts["board_values_refused"] += 1
            except Exception as exc:
                failures.append(f"board {'.'.join(map(str, path))}={value!r:.30}: "
                                f"{type(exc).__name__}: {exc}"[:300])
            slowest = max(slowest, time.perf_counter() - start)
    folder = Path(tempfile.mkdtemp(prefix="kitchen-table-yaml-"))
    bombs = {"big": "a: [" + "1," * (2 << 20) + "1]\n",
             "many": "a: [" + "1," * 300_000 + "1]\n",
             "long": "a: '" + "x" * ((1 << 20) - 16) + "'\n",
             "deep": "a: " + "[" * 20_000 + "]" * 20_000 + "\n",
             "aliases": "a: &a [1,1,1,1,1,1,1,1,1,1]\n" + "".join(
                 f"{c}: &{c} [*{p},*{p},*{p},*{p},*{p},*{p},*{p},*{p},*{p},*{p}]\n"
                 for p, c in zip("abcdefgh", "bcdefghi", strict=True)),
             "block": "a:\n" + "  - 1\n" * 45_000}
    for name, text in bombs.items():
        path = folder / f"{name}.yaml"
        path.write_text(text)
        counts["config_bombs"] += 1
        start = time.perf_counter()
        try:
            load_yaml(path)
            counts["config_bombs_accepted"] += 1
        except ConfigError:
            pass
        except Exception as exc:
            failures.append(f"config {name}: {type(exc).__name__}: {exc}"[:300])
        slowest = max(slowest, time.perf_counter() - start)
    counts["slowest_config_check_s"] = round(slowest, 3)
    shutil.rmtree(folder, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--minutes", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    share = args.minutes * 60 / 5
    rng = random.Random(args.seed)
    counts = {k: 0 for k in ("saves", "saves_loaded", "saves_refused", "hostile_names",
                             "stats", "command_lines", "tables", "resizes", "clicks", "keys",
                             "config_mutations", "config_refused", "config_loader_bugs",
                             "files_tried", "faults_injected", "faults_told", "files_lost",
                             "two_window_matches", "hostile_paths", "board_values",
                             "board_values_refused", "config_bombs",
                             "config_bombs_accepted")}
    failures: list[str] = []
    for part in (soak_saves, soak_stats, soak_cli, soak_window):
        part(time.monotonic() + share, rng, counts, failures)
    soak_config(share, args.seed, counts, failures)
    soak_disk_faults(counts, failures)
    soak_two_windows(counts, failures)
    soak_paths(counts, failures)
    soak_hostile_configs(rng, counts, failures)
    if counts["files_lost"]:
        failures.append(f"{counts['files_lost']} files lost")
    print(json.dumps({**counts, "failures": len(failures), "failure_examples": failures[:20]},
                     indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
