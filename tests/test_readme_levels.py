"""Issue 19 item 10: the README names the bot levels as the setup screen shows them.

A player reads "Bot: chef" on the setup screen and `--bots heuristic` on the command
line; the README's level table is the one place that ties the two, so it must list every
offered level of every game under its on-screen label and its command-line name.
"""

from pathlib import Path

from game import registry
from game.engine.text import load_text

README = Path(__file__).resolve().parents[1] / "README.md"


def level_rows() -> list[tuple[str, str]]:
    """(setup-screen cell, command-line cell) of each row of the README's level table."""
    lines = README.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines)
                 if line.startswith("| setup screen | command line |"))
    rows = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        rows.append((cells[0], cells[1]))
    return rows


def test_every_offered_level_is_in_the_readme_under_its_setup_label():
    text = load_text("en")
    rows = level_rows()
    for game_id in registry.GAME_PACKAGES:
        for level in registry.bot_levels(game_id):
            if not level.offered:
                continue
            label = text(f"bots.{level.name}")
            assert any(label in shown and f"`{level.name}`" in cli for shown, cli in rows), \
                f"README level table lacks {label!r} = `{level.name}` ({game_id})"
