"""DESIGN.md's boundaries, proved by what an import really loads.

Each pure module is imported in a fresh interpreter and ``sys.modules`` is read
afterwards, so an indirect import (a package ``__init__`` that pulls in the physics, a
helper that pulls in a scene) is caught as surely as a direct one.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME_PACKAGES = sorted(p.name for p in (ROOT / "game").iterdir()
                       if (p / "rules.py").exists())
UI_LIBRARIES = ("pygame",)
PHYSICS_LIBRARIES = ("pymunk",)

PROBE = """
import importlib, json, sys
for name in sys.argv[1:]:
    importlib.import_module(name)
print(json.dumps(sorted(sys.modules)))
"""


def modules_loaded_by(*names: str, path: Path = ROOT) -> set[str]:
    """Everything a fresh interpreter has in ``sys.modules`` after importing ``names``."""
    env = {**os.environ, "PYTHONPATH": str(path), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, "-c", PROBE, *names], cwd=path, env=env,
                          capture_output=True, text=True, check=True)
    return set(json.loads(done.stdout))


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def pure_game_modules(package: str) -> list[str]:
    """A game's core: every module of its package outside ``table/``."""
    base = ROOT / "game" / package
    return sorted(module_name(p) for p in base.rglob("*.py") if "table" not in
                  p.relative_to(base).parts)


def under(root: str) -> list[str]:
    return sorted(module_name(p) for p in (ROOT / Path(*root.split("."))).rglob("*.py"))


ENGINE_AND_REGISTRY = [*under("game.engine"), *under("game.bots"), *under("game.tutorial"),
                       *under("game.review"),
                       "game.registry", "game.match_setup", "game.usage", "game.cli",
                       "game.storage", "game.tournament", "game.match_files", "game.autosave",
                       "game.replay_files", "game.results_log", "game.score_history",
                       "game.takeback"]
SAFRANITO_PHYSICS_USERS = [f"game.safranito.{name}" for name in
                           ("aim_error", "aiming", "bench", "bots", "drills", "expert",
                            "flick_hint", "physics_resolver", "review_values", "shots")]
"""The Safranito modules that aim or resolve flicks through ``physics/`` (pymunk)."""
CORE_WITHOUT_PHYSICS = [*ENGINE_AND_REGISTRY,
                        *(m for package in GAME_PACKAGES for m in pure_game_modules(package)
                          if m not in SAFRANITO_PHYSICS_USERS)]


def offending(loaded: set[str], prefixes: tuple[str, ...]) -> list[str]:
    return sorted(m for m in loaded if m.split(".")[0] in prefixes)


def table_modules(loaded: set[str]) -> list[str]:
    """A game's ``game.<package>.table`` package and its modules."""
    return sorted(m for m in loaded if m.split(".")[0] == "game" and m.split(".")[2:3] == ["table"])


@pytest.mark.parametrize("module", CORE_WITHOUT_PHYSICS)
def test_pure_module_loads_no_pygame_no_pymunk_no_table(module: str) -> None:
    loaded = modules_loaded_by(module)
    assert offending(loaded, UI_LIBRARIES + PHYSICS_LIBRARIES) == []
    assert table_modules(loaded) == []


@pytest.mark.parametrize("module", SAFRANITO_PHYSICS_USERS)
def test_safranito_core_may_use_physics_but_never_pygame(module: str) -> None:
    loaded = modules_loaded_by(module)
    assert offending(loaded, UI_LIBRARIES) == []
    assert table_modules(loaded) == []


@pytest.mark.parametrize("module", under("physics"))
def test_physics_loads_neither_pygame_nor_game(module: str) -> None:
    loaded = modules_loaded_by(module)
    assert offending(loaded, ("pygame", "game")) == []


@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang",
                                     "safranito"])
def test_simulate_path_loads_no_pygame(game_id: str) -> None:
    """The headless ``simulate`` command, run for real: pygame never; pymunk only for
    the game that flicks."""
    script = ("import json, sys\nfrom game.cli import main\n"
              f"code = main(['simulate', '--game', '{game_id}', '--players', '3', '--bots',"
              " 'random,random,random', '--games', '1', '--json'])\n"
              "print(json.dumps(sorted(sys.modules)), file=sys.stderr)\nsys.exit(code)\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    loaded = set(json.loads(done.stderr.strip().splitlines()[-1]))
    banned = UI_LIBRARIES if game_id == "safranito" else UI_LIBRARIES + PHYSICS_LIBRARIES
    assert offending(loaded, banned) == []
    assert table_modules(loaded) == []


def test_every_game_package_is_checked() -> None:
    assert set(GAME_PACKAGES) == {"too_many_cooks", "scharfe_schoten", "safranito",
                                  "chef_de_rang"}
    for package in GAME_PACKAGES:
        assert f"game.{package}.rules" in CORE_WITHOUT_PHYSICS + SAFRANITO_PHYSICS_USERS


def test_the_probe_catches_an_indirect_import(tmp_path: Path) -> None:
    """A pure-looking module that imports pygame through a helper is caught."""
    package = tmp_path / "sample"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "rules.py").write_text("from sample import helper\n")
    (package / "helper.py").write_text("import json\nimport pygame\n")
    loaded = modules_loaded_by("sample.rules", path=tmp_path)
    assert "pygame" in offending(loaded, UI_LIBRARIES)
    assert "sample.helper" in loaded
