"""The Safranito config: the shipped data is valid, and a bad file names the key."""

from collections import Counter
from pathlib import Path

import pytest

from game.engine.config import ConfigError
from game.safranito.rules import CONFIG_FILE, create_rules

GOOD = CONFIG_FILE.read_text(encoding="utf-8")


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "safranito.yaml"
    path.write_text(text)
    return path


def test_the_shipped_config_builds_the_rules():
    rules = create_rules()
    assert len(rules.dishes) == 18 and len(rules.spices) == 9
    assert all(len(set(d.spices)) == 3 for d in rules.dishes)
    assert len({frozenset(d.spices) for d in rules.dishes}) == 18
    assert Counter(s for d in rules.dishes for s in d.spices) == {s: 6 for s in rules.spices}
    assert rules.token_values == (10, 20, 30, 40, 50, 60) and rules.start_money == 200
    assert [spec.name for spec in rules.option_specs] == ["round_limit"]
    assert rules.option_specs[0].default == 30
    assert len(rules.flick_grid((10, 20))) == 200


@pytest.mark.parametrize(("old", "new", "message"), [
    ("spices: [ginger, cardamom, cinnamon]", "spices: [ginger, ginger, cinnamon]",
     r"dishes\[0\].spices: must name 3 different"),
    ("spices: [ginger, cardamom, cinnamon]", "spices: [ginger, cardamom, pepper]",
     r"dishes\[0\].spices: unknown spice 'pepper'"),
    ("spices: [saffron, mint, cumin]", "spices: [ginger, cardamom, cinnamon]",
     r"dishes\[1\].spices: same three spices as dish 'masala_chai'"),
    ("spices: [chili, garlic, cumin]}", "spices: [chili, garlic, mint]}",
     "dishes: every spice must be in exactly 6"),
    ("{count: 3, face_up_dishes: 2", "{count: 4, face_up_dishes: 2", "players: no row for 3"),
    ("start_money: 200", "start_money: lots", "start_money: expected a whole number"),
    ("start_money: 200", "start_money: 200\ntypo: 1", "typo: unknown key"),
    ("angles: [-40.0", "angles: [-80.0", r"flick.grid.angles: values must lie"),
    ("    saffron: {x: 250.0, y: 95.0, radius: 55.0}\n", "",
     "stub_board.regions: missing saffron"),
])
def test_a_bad_config_names_the_key(tmp_path, old, new, message):
    assert old in GOOD
    with pytest.raises(ConfigError, match=message):
        create_rules(path=write(tmp_path, GOOD.replace(old, new, 1)))
