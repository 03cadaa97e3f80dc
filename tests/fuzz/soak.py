"""The long version of the fuzz tests: ``python -m tests.fuzz.soak --minutes N``.

Splits the time between damaged saves (every game), damaged config files (the config
worker, on a copied config folder), damaged statistics, random command lines and random
window sizes and events at every game's table, and prints one JSON object of counts.
Exit 1 if anything raised that should have been a one-line refusal.
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
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["KITCHEN_TABLE_HOME"] = tempfile.mkdtemp(prefix="kitchen-table-soak-")

ROOT = Path(__file__).resolve().parents[2]
JUNK = [None, True, 0, -1, 2**40, 10**25, 1.5, float("inf"), float("nan"), "", "x" * 100,
        "\n", [], [1], {}, {"a": 1}, [[[[]]]]]


def junk(rng: random.Random):
    """A fresh copy: the values are put into saves that are then mutated further."""
    return copy.deepcopy(rng.choice(JUNK)) if rng.random() < 0.8 else rng.randrange(-10, 200)


def soak_saves(deadline: float, rng: random.Random, counts: dict, failures: list) -> None:
    from game.engine.log import SaveError
    from game.storage import load_match, save_path

    examples = sorted((ROOT / "tests" / "data" / "saves").glob("*.v1.json"))
    while time.monotonic() < deadline:
        example = rng.choice(examples)
        game_id = example.name.split(".")[0]
        data = json.loads(example.read_text())
        for _ in range(rng.randint(1, 3)):
            target = rng.choice(["top", "action", "field", "seat"])
            if target == "top":
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
    from game.storage import read_stats, stats_path

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
    from game import cli
    from tests.fuzz.test_cli_fuzz import TOKENS

    cli.simulate = lambda *a, **k: {"games": 1, "seconds": 0, "win_rate": [0.0] * 9,
                                    "mean_scores": [0] * 9}
    import game.bench
    import game.ui.app
    import game.ui.screenshot

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
    import pygame

    from game import registry
    from game.engine.runner import Seat
    from game.match_setup import MatchSetup
    from game.ui.app import create_context, open_window, run_frames
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.setup import start_match
    from game.ui.theme import Pace

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
            import traceback

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--minutes", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    share = args.minutes * 60 / 5
    rng = random.Random(args.seed)
    counts = {k: 0 for k in ("saves", "saves_loaded", "saves_refused", "stats",
                             "command_lines", "tables", "resizes", "clicks", "keys",
                             "config_mutations", "config_refused", "config_loader_bugs")}
    failures: list[str] = []
    for part in (soak_saves, soak_stats, soak_cli, soak_window):
        part(time.monotonic() + share, rng, counts, failures)
    soak_config(share, args.seed, counts, failures)
    print(json.dumps({**counts, "failures": len(failures), "failure_examples": failures[:20]},
                     indent=1))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
