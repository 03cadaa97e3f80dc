"""Chef de rang floor plans: which grid cells hold tables, their zones and neighbours.

Spec: ``docs/rules/chef-de-rang.md``, "Components". The plan is data
(``config/boards/<name>.yaml``) so that a new restaurant is a data change::

    legend: {C: centre, S: salon, D: dining}
    rows:            # one text per row, top row first, one character per cell
      - SSDDDDDDDD
      - SSDCCCCDDD

``.`` (or a space, or a row shorter than the longest one) is a cell without a table.
Tables are numbered in reading order (left to right, top row first); two tables are
neighbours when they share an edge. Nothing in the rules assumes 10 x 6.

Decision — the **outer edge** (where phase 1 must start): a table is on the outer edge
when one of its four sides faces the outside of the restaurant, i.e. the grid border
or a cell without a table that is connected, through other such cells, to the area
beyond the grid. A hole enclosed by tables (a pillar, a courtyard) is not outside, so
the tables around it are not on the edge merely for touching it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.engine.config import Section

EMPTY_CELLS = frozenset(". ")


@dataclass(frozen=True)
class Table:
    """One table of the plan: its grid cell (0-based column and row) and zone name."""

    index: int
    column: int
    row: int
    zone: str


@dataclass(frozen=True)
class FloorPlan:
    """The static geometry the rules and the table scene share."""

    columns: int
    rows: int
    zones: tuple[str, ...]
    """The zone names this plan uses, in legend order."""
    tables: tuple[Table, ...]
    neighbours: tuple[tuple[int, ...], ...]
    """Per table, the tables sharing an edge with it, ascending."""
    outer_edge: tuple[bool, ...]
    """Per table, whether it is on the outer edge (see the module docstring)."""

    def __len__(self) -> int:
        return len(self.tables)

    def table_at(self, column: int, row: int) -> int | None:
        """The table in that cell, or ``None`` (the scene maps clicks with it)."""
        for table in self.tables:
            if table.column == column and table.row == row:
                return table.index
        return None

    def zone_of(self, table: int) -> str:
        return self.tables[table].zone


def build_plan(cells: dict[tuple[int, int], str], zones: tuple[str, ...]) -> FloorPlan:
    """A plan from ``{(column, row): zone}``; neighbours and the edge are derived."""
    order = sorted(cells, key=lambda cell: (cell[1], cell[0]))
    index = {cell: i for i, cell in enumerate(order)}
    columns = max(c for c, _ in order) + 1
    rows = max(r for _, r in order) + 1
    steps = ((0, -1), (-1, 0), (1, 0), (0, 1))
    neighbours = tuple(
        tuple(sorted(index[(c + dc, r + dr)] for dc, dr in steps if (c + dc, r + dr) in index))
        for c, r in order)
    # Flood the empty cells from outside the grid (a one-cell frame around it).
    outside = {(-1, -1)}
    todo = [(-1, -1)]
    while todo:
        c, r = todo.pop()
        for dc, dr in steps:
            cell = (c + dc, r + dr)
            if (-1 <= cell[0] <= columns and -1 <= cell[1] <= rows
                    and cell not in index and cell not in outside):
                outside.add(cell)
                todo.append(cell)
    edge = tuple(any((c + dc, r + dr) in outside for dc, dr in steps) for c, r in order)
    tables = tuple(Table(i, c, r, cells[(c, r)]) for i, (c, r) in enumerate(order))
    return FloorPlan(columns, rows, zones, tables, neighbours, edge)


def read_plan(section: Section, known_zones: tuple[str, ...]) -> FloorPlan:
    """Parse and validate a plan; zone names must be ones the game's cards know."""
    legend_section = section.section("legend")
    legend: dict[str, str] = {}
    for key in legend_section.keys():
        zone = legend_section.get(key, str)
        if len(key) != 1 or key in EMPTY_CELLS:
            raise legend_section.error(key, "expected a single character other than '.' "
                                            "and space")
        if zone not in known_zones:
            raise legend_section.error(key, f"unknown zone '{zone}' "
                                            f"(expected one of {', '.join(known_zones)})")
        legend[key] = zone
    legend_section.done()
    if not legend:
        raise section.error("legend", "needs at least one zone")
    lines = section.list("rows", str, min_len=1)
    cells: dict[tuple[int, int], str] = {}
    for row, line in enumerate(lines):
        for column, char in enumerate(line):
            if char in EMPTY_CELLS:
                continue
            if char not in legend:
                raise section.error(f"rows[{row}]", f"character '{char}' at column "
                                                   f"{column + 1} is not in the legend")
            cells[(column, row)] = legend[char]
    section.done()
    if not cells:
        raise section.error("rows", "the plan has no table")
    zones = tuple(dict.fromkeys(legend.values()))
    return build_plan(cells, zones)


def load_plan(path: Path, known_zones: tuple[str, ...]) -> FloorPlan:
    return read_plan(Section.load(path), known_zones)
