"""DESIGN.md's boundaries, enforced: pure rules, UI-free physics."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def pure_modules() -> list[Path]:
    """The engine, generic bots, and every game's rules and bots."""
    files = [*(ROOT / "game" / "engine").rglob("*.py"), *(ROOT / "game" / "bots").rglob("*.py")]
    for package in (ROOT / "game").iterdir():
        for name in ("rules.py", "bots.py", "__init__.py"):
            if (package / name).exists() and package.name not in ("ui",):
                files.append(package / name)
    return files


def test_rules_engine_and_bots_import_neither_pygame_nor_pymunk():
    offenders = [str(p.relative_to(ROOT)) for p in pure_modules()
                 if imported_modules(p) & {"pygame", "pymunk"}]
    assert pure_modules() and offenders == []


def test_physics_imports_no_pygame():
    offenders = [str(p.relative_to(ROOT)) for p in (ROOT / "physics").rglob("*.py")
                 if "pygame" in imported_modules(p)]
    assert offenders == []


def test_the_import_check_catches_an_offender(tmp_path: Path):
    sample = tmp_path / "rules.py"
    sample.write_text("import os\nfrom pygame import Rect\n")
    assert "pygame" in imported_modules(sample)
