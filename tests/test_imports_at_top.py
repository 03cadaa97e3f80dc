"""Imports sit at the top of a module; one inside a function says why on its line.

A late import hides a dependency from the reader of the module's head. The few that
are worth it (pygame kept out of the headless commands, pymunk out of the registry)
carry a short comment on the import's line or the line above it.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def late_imports_without_a_reason(path: Path) -> list[int]:
    """Line numbers of imports inside functions with no comment on or above them."""
    lines = path.read_text(encoding="utf-8").splitlines()
    found = []
    for node in ast.walk(ast.parse("\n".join(lines))):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for inner in ast.walk(node):
            if isinstance(inner, ast.Import | ast.ImportFrom):
                own = lines[inner.lineno - 1]
                above = lines[inner.lineno - 2].strip()
                if "#" not in own and not above.startswith("#"):
                    found.append(inner.lineno)
    return found


def test_every_late_import_says_why() -> None:
    files = [*(ROOT / "game").rglob("*.py"), *(ROOT / "physics").rglob("*.py"),
             ROOT / "main.py"]
    bare = {str(path.relative_to(ROOT)): lines for path in files
            if (lines := late_imports_without_a_reason(path))}
    assert bare == {}


def test_the_check_sees_a_bare_late_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("def f():\n    import json\n\n    # why\n    import os\n"
                      "    import re  # why\n    return json, os, re\n", encoding="utf-8")
    assert late_imports_without_a_reason(sample) == [2]
