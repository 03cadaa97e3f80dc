"""Chef de rang config: the deck and the options from ``config/games/chef_de_rang.yaml``.

Spec: ``docs/rules/chef-de-rang.md``, "Components". The floor plan is read by
:mod:`game.chef_de_rang.plan`; :func:`game.chef_de_rang.rules.create_rules` puts the
two together.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.chef_de_rang.state import Card, CardKind
from game.engine.config import Section
from game.engine.options import OptionSpec, read_option_specs

OPTION_NAMES = ("markers", "minimum_takes", "open_swaps")


@dataclass(frozen=True)
class GameData:
    """What the game file says, checked: the plan is named, not yet read."""

    zones: tuple[str, ...]
    board: str
    min_players: int
    max_players: int
    cards: tuple[Card, ...]
    option_specs: tuple[OptionSpec, ...]


def read_cards(root: Section, zones: tuple[str, ...]) -> tuple[Card, ...]:
    """The deck from the game file: menus by value, then the special cards."""
    cards: list[Card] = []
    seen_values: set[int] = set()
    entries = root.list_of_sections("menus")
    for entry in entries:
        value = entry.get("value", int, minimum=1)
        if value in seen_values:
            raise entry.error("value", f"menu value {value} is listed twice")
        seen_values.add(value)
        count = entry.get("count", int, minimum=0)
        res = entry.get("res", int, 0, minimum=0, maximum=count)
        serve_in = entry.list("serve_in", str, min_len=1)
        for i, zone in enumerate(serve_in):
            if zone not in zones:
                raise entry.error(f"serve_in[{i}]", f"unknown zone '{zone}' "
                                                    f"(expected one of {', '.join(zones)})")
        entry.done()
        cards += [Card(CardKind.MENU, value, i < res, tuple(serve_in)) for i in range(count)]
    for key, kind in (("plats_du_jour", CardKind.PLAT), ("coups_doubles", CardKind.COUP_DOUBLE),
                      ("sauts", CardKind.SAUT)):
        cards += [Card(kind, 0, False, zones)] * root.get(key, int, minimum=0)
    return tuple(cards)


def read_game(root: Section) -> GameData:
    """Parse and validate the game file (``root.done()`` included)."""
    zones = tuple(root.list("zones", str, min_len=1))
    if len(set(zones)) != len(zones):
        raise root.error("zones", "a zone is listed twice")
    board_name = root.get("board", str)
    players = root.section("players")
    low = players.get("min", int, minimum=1)
    high = players.get("max", int, minimum=low)
    players.done()
    cards = read_cards(root, zones)
    specs = read_option_specs(root.section("options"))
    names = {spec.name for spec in specs}
    for name in OPTION_NAMES:
        if name not in names:
            raise root.error(f"options.{name}", "missing")
    for spec in specs:
        if spec.name not in OPTION_NAMES:
            raise root.error(f"options.{spec.name}", "unknown key")
        if spec.is_flag != (spec.name == "open_swaps"):
            raise root.error(f"options.{spec.name}.default",
                             "expected true or false" if spec.name == "open_swaps"
                             else "expected a whole number")
    root.done()
    return GameData(zones, board_name, low, high, cards, tuple(specs))
