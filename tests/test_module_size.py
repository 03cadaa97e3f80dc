"""Small modules with one job: no module of the game or the physics over 500 lines
(CONTRIBUTING.md). A module that grows past it is split, not excused."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAX_LINES = 500


def test_no_module_of_the_game_or_the_physics_is_over_500_lines():
    sizes = {path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8")
                                                     .splitlines())
             for folder in ("game", "physics") for path in (ROOT / folder).rglob("*.py")}
    assert len(sizes) > 100, "the walk found the modules"
    too_long = {name: lines for name, lines in sizes.items() if lines > MAX_LINES}
    assert not too_long, too_long
