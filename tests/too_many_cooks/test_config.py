"""The deck, deal table and options come from config/games/too_many_cooks.yaml, validated."""

from collections import Counter
from pathlib import Path

import pytest

from game.engine.config import CONFIG_DIR, ConfigError
from game.too_many_cooks.rules import NO_SOUP, load_data

from .helpers import rules

CONFIG = CONFIG_DIR / "games" / "too_many_cooks.yaml"


def test_the_deck_has_52_cards_in_four_suits():
    data = rules().data
    assert data.num_cards == 52
    assert [c.id for c in data.cards] == list(range(52))
    assert Counter(c.suit for c in data.cards) == {"pea": 14, "onion": 14, "mushroom": 14,
                                                  "chili": 10}


@pytest.mark.parametrize("suit", ["pea", "onion", "mushroom"])
def test_a_soup_suit_has_two_bouillons_values_to_ten_and_one_boil_over(suit):
    cards = [c for c in rules().data.cards if c.suit == suit]
    assert sorted(c.value for c in cards) == [0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 10]
    assert sum(c.bouillon for c in cards) == 2
    assert [c.value for c in cards if c.boil_over] == [0]
    assert not any(c.bouillon and c.boil_over for c in cards)


def test_chili_has_ten_cards_one_to_five_and_no_zeros():
    cards = [c for c in rules().data.cards if c.suit == "chili"]
    assert sorted(c.value for c in cards) == [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    assert not any(c.bouillon or c.boil_over for c in cards)
    assert rules().data.free_suits == {"chili"}


def test_tables_and_menus():
    data = rules().data
    assert data.deal == {2: (13, 13), 3: (13,) * 3, 4: (13,) * 4, 5: (11, 11, 10, 10, 10)}
    assert (data.starting_stars, data.rounds, data.target, data.no_soup_bonus) == (5, 5, 10, 5)
    assert data.menus == ("pea", "onion", "mushroom", "chili", NO_SOUP)
    game = rules()
    assert (game.min_players, game.max_players) == (2, 5)


def test_options_are_declared_with_their_defaults():
    specs = {spec.name: spec.default for spec in rules().option_specs}
    assert specs == {"sequential_menus": False, "boil_over_is_bouillon": False}


def edited(tmp_path: Path, old: str, new: str) -> Path:
    text = CONFIG.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "too_many_cooks.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


@pytest.mark.parametrize(("old", "new", "message"), [
    ("rounds: 5", "rounds: 5\nround: 5", "round: unknown key"),
    ("    boil_overs: 1 ", "    boil_over: 1 ", r"deck\[0\].boil_overs: missing"),
    ("  5: [11, 11, 10, 10, 10]", "  5: [11, 11, 10, 10]", "deal.5: expected 5 counts"),
    ("  2: [13, 13]", "  2: [13, 40]", "deal.2: counts must be positive"),
    ("starting_stars: 5", "starting_stars: five", "starting_stars: expected a whole"),
    ("spoiler_suit: chili", "spoiler_suit: salt", "spoiler_suit: must be one of"),
    ("    default: false          # may", "    default: 0 # may",
     "options.sequential_menus: default must be true or false"),
])
def test_a_broken_file_names_the_key(tmp_path, old, new, message):
    with pytest.raises(ConfigError, match=message):
        load_data(edited(tmp_path, old, new))


def test_a_missing_option_is_an_error(tmp_path):
    path = edited(tmp_path, "  boil_over_is_bouillon:    # the red boil-over also spoils a "
                  "Chili soup\n    default: false\n", "")
    with pytest.raises(ConfigError, match="missing option 'boil_over_is_bouillon'"):
        load_data(path)
