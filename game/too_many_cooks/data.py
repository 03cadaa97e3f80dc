"""Reading Too Many Cooks' data from ``config/games/too_many_cooks.yaml`` (spec:
``docs/rules/too-many-cooks.md``, *Components* and *Setup*).

Cards become ints ``0..51``, ids in config order (per suit: bouillons, values,
boil-overs), so an id is stable for the UI to animate.
"""

from __future__ import annotations

from pathlib import Path

from game.engine.config import CONFIG_DIR, Section
from game.engine.options import OptionSpec, read_option_specs
from game.too_many_cooks.state import NO_SOUP, Card, GameData

CONFIG_FILE = CONFIG_DIR / "games" / "too_many_cooks.yaml"


def load_data(path: Path = CONFIG_FILE) -> tuple[GameData, tuple[OptionSpec, ...]]:
    """Read and validate the game's YAML: every problem names file and key."""
    root = Section.load(path)
    cards: list[Card] = []
    suits: list[str] = []
    free: set[str] = set()
    for entry in root.list_of_sections("deck"):
        suit = entry.get("suit", str)
        if suit in suits or suit == NO_SOUP:
            raise entry.error("suit", f"'{suit}' is a duplicate or reserved name")
        suits.append(suit)
        bouillons = entry.get("bouillons", int, minimum=0)
        values = entry.list("values", int, min_len=1)
        if any(v < 0 for v in values):
            raise entry.error("values", "values must not be negative")
        boil_overs = entry.get("boil_overs", int, minimum=0)
        if entry.get("frees_suit", bool):
            free.add(suit)
        entry.done()
        cards += [Card(len(cards) + i, suit, 0, bouillon=True) for i in range(bouillons)]
        cards += [Card(len(cards) + i, suit, v) for i, v in enumerate(values)]
        cards += [Card(len(cards) + i, suit, 0, boil_over=True) for i in range(boil_overs)]
    spoiler = root.get("spoiler_suit", str, choices=suits)
    deal: dict[int, tuple[int, ...]] = {}
    deal_section = root.section("deal")
    for key, value in deal_section.data.items():  # int keys: read the mapping directly
        players = key if isinstance(key, int) and not isinstance(key, bool) else None
        if players is None or players < 2:
            raise deal_section.error(str(key), "expected a number of players (2 or more)")
        if not isinstance(value, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in value):
            raise deal_section.error(str(key), "expected a list of whole numbers")
        counts = tuple(value)
        if len(counts) != players:
            raise deal_section.error(str(key), f"expected {players} counts, got {len(counts)}")
        if min(counts) < 1 or sum(counts) > len(cards):
            raise deal_section.error(str(key), f"counts must be positive and total at most "
                                               f"{len(cards)} cards")
        deal[players] = counts
    if not deal:
        raise root.error("deal", "needs at least one player count")
    starting = root.get("starting_stars", int, minimum=0)
    rounds = root.get("rounds", int, minimum=1, maximum=len(suits) + 1)
    target = root.get("trick_target", int, minimum=1)
    bonus = root.get("no_soup_bonus", int, minimum=0)
    specs = read_option_specs(root.section("options"))
    root.done()
    by_name = {spec.name: spec for spec in specs}
    for needed in ("sequential_menus", "boil_over_is_bouillon"):
        if needed not in by_name:
            raise root.error("options", f"missing option '{needed}'")
        if not by_name[needed].is_flag:
            raise root.error(f"options.{needed}", "default must be true or false")
    data = GameData(tuple(cards), tuple(suits), frozenset(free), spoiler, deal, starting,
                    rounds, target, bonus)
    return data, specs
