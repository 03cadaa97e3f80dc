"""Chef de rang colours and floor styles from ``config/theme/chef_de_rang.yaml``.

Shared by the sprite drawing (:mod:`game.chef_de_rang.table.art`) and the table scene, so a
colour is named once. Validated like every config file: a bad entry names the file and
the key.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.engine.config import CONFIG_DIR, Section
from game.ui.theme import Colour, read_colour

THEME_FILE = CONFIG_DIR / "theme" / "chef_de_rang.yaml"
PATTERNS = ("parquet", "tiles", "carpet")
EDGES = ("none", "raised", "divider")
TABLES = ("round", "square")
COLOURS = ("card_face", "card_ink", "card_back", "card_back_pattern", "res_band", "menu_other",
           "plat", "plat_chalk", "coup_double", "saut", "table_top", "table_edge", "cloth",
           "chair", "chair_seat", "wall", "wall_top", "path", "service", "legal")


@dataclass(frozen=True)
class ZoneStyle:
    """How one zone of the floor plan is drawn."""

    floor: Colour
    pattern: str
    edge: str
    table: str


@dataclass(frozen=True)
class Palette:
    colours: dict[str, Colour]
    menus: dict[int, Colour]
    zones: dict[str, ZoneStyle]
    default_zone: str

    def __getitem__(self, name: str) -> Colour:
        return self.colours[name]

    def menu(self, value: int) -> Colour:
        return self.menus.get(value, self.colours["menu_other"])

    def zone(self, name: str) -> ZoneStyle:
        return self.zones.get(name, self.zones[self.default_zone])


def read_palette(path: Path = THEME_FILE) -> Palette:
    root = Section.load(path)
    colours = {name: read_colour(root, name) for name in COLOURS}
    menus: dict[int, Colour] = {}
    entries = root.list_of_sections("menus")
    for entry in entries:
        value = entry.get("value", int, minimum=1)
        if value in menus:
            raise entry.error("value", f"menu value {value} is listed twice")
        menus[value] = read_colour(entry, "colour")
        entry.done()
    zones: dict[str, ZoneStyle] = {}
    for name, zone in root.sections("zones"):
        zones[name] = ZoneStyle(read_colour(zone, "floor"),
                                zone.get("pattern", str, choices=PATTERNS),
                                zone.get("edge", str, choices=EDGES),
                                zone.get("table", str, choices=TABLES))
        zone.done()
    default = root.get("default_zone", str, choices=tuple(zones) or ("",))
    root.done()
    return Palette(colours, menus, zones, default)


@cache
def palette() -> Palette:
    """The palette, read once."""
    return read_palette()
