"""Build the standalone Kitchen Table for people without Python (issue 23).

    python tools/build_app.py    # -> dist/kitchen-table/kitchen-table

A one-folder PyInstaller build for the platform it runs on: the interpreter, pygame-ce,
pymunk, PyYAML, every module of ``game`` and ``physics`` and the game's data. The data
goes where an installed wheel has it, ``game/_data/`` (see ``game/resources.py``), and
the list of what goes is read from ``pyproject.toml``'s wheel ``force-include`` table,
so the wheel and this build cannot ship different files. PyInstaller is a development
dependency (``requirements-dev.txt``), never a runtime one.

The console stays attached on every platform, so ``--help``, ``--version`` and the
headless commands print where they were typed (Windows: a console window opens beside
the game window when started from the Explorer).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAME = "kitchen-table"


def data_mapping(root: Path = ROOT) -> list[tuple[Path, str]]:
    """(source, folder inside the bundle) for each data entry of the wheel."""
    pyproject = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    table = pyproject["tool"]["hatch"]["build"]["targets"]["wheel"]["force-include"]
    mapping = []
    for source, target in table.items():
        path = root / source
        folder = target if path.is_dir() else str(Path(target).parent)
        mapping.append((path, folder))
    return mapping


def pyinstaller_command(dist: Path, work: Path, root: Path = ROOT) -> list[str]:
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--onedir",
               "--log-level", "WARN", "--name", NAME, "--distpath", str(dist),
               "--workpath", str(work), "--specpath", str(work), "--paths", str(root),
               # Games, tables and scenes are imported by name (the registry): collect all.
               "--collect-submodules", "game", "--collect-submodules", "physics",
               "--exclude-module", "tkinter", "--exclude-module", "pytest",
               "--exclude-module", "hypothesis",
               # pygame imports numpy only for surfarray/sndarray, which the game never uses.
               "--exclude-module", "numpy", "--exclude-module", "charset_normalizer"]
    for source, folder in data_mapping(root):
        command += ["--add-data", f"{source}{os.pathsep}{folder}"]
    if sys.platform in ("win32", "darwin"):  # .ico/.icns made from the PNG (needs Pillow)
        icon = root / "assets" / "sprites" / "ui" / "icon_256.png"
        command += ["--icon", str(icon)]
    command.append(str(root / "main.py"))
    return command


def folder_size(folder: Path) -> int:
    return sum(p.stat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def build(dist: Path, work: Path) -> Path:
    """Run PyInstaller; returns the app folder (``dist/kitchen-table``)."""
    if not _has_pyinstaller():
        raise SystemExit("PyInstaller is missing: pip install -r requirements-dev.txt")
    # collect_submodules imports `game` while the spec is read, before --paths applies.
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, (
        str(ROOT), os.environ.get("PYTHONPATH"))))}
    subprocess.run(pyinstaller_command(dist, work), check=True, cwd=work.parent, env=env)
    return dist / NAME


def _has_pyinstaller() -> bool:
    return importlib.util.find_spec("PyInstaller") is not None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where the app folder goes (default dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build",
                        help="PyInstaller's scratch folder (default build/)")
    args = parser.parse_args(argv)
    args.work.mkdir(parents=True, exist_ok=True)
    app = build(args.dist.resolve(), args.work.resolve())
    executable = app / (NAME + (".exe" if sys.platform == "win32" else ""))
    print(f"built {executable} ({folder_size(app) / 2**20:.1f} MiB in {app})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
