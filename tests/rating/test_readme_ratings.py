"""The README's table of bot ratings says what ``config/ratings.yaml`` holds: every
calibrated game, its games, seed and each level's rating and uncertainty."""

from pathlib import Path

from game import registry
from game.engine.text import load_text
from game.rating.levels import shipped_calibrations

README = Path(__file__).resolve().parents[2] / "README.md"


def table_rows() -> dict[str, list[str]]:
    lines = README.read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines)
                 if line.startswith("| game | measured | ratings"))
    rows = {}
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        rows[cells[0]] = cells[1:]
    return rows


def expected_cells(game_id: str) -> list[str]:
    c = shipped_calibrations()[game_id]
    per = "pair" if c.players == 2 else f"table of {c.players}"
    levels = ", ".join(f"`{name}` {lv.rating:.0f}" + (f" ± {lv.uncertainty:.0f}"
                                                      if lv.uncertainty else "")
                       for name, lv in c.levels.items())
    return [f"{c.games} games ({c.games_per_table} per {per}), seed {c.seed}, {c.date}",
            levels]


def test_the_readme_table_matches_config_ratings():
    text = load_text("en")
    rows = table_rows()
    for game_id in shipped_calibrations():
        title = text(f"games.{registry.GAME_PACKAGES[game_id]}.title")
        assert rows.get(title) == expected_cells(game_id), title

