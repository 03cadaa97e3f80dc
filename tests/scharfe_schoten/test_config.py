"""The Scharfe Schoten config: read with Section, and a bad file names the key."""

from pathlib import Path

import pytest

from game.engine.config import ConfigError
from game.engine.options import OptionError
from game.scharfe_schoten.rules import CONFIG_FILE, create_rules

GOOD = CONFIG_FILE.read_text(encoding="utf-8")


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "scharfe_schoten.yaml"
    path.write_text(text)
    return path


def test_the_shipped_config_builds_the_rules():
    game = create_rules()
    assert game.hand_sizes == {3: 12, 4: 10} and (game.met, game.tied) == (5, 3)
    assert game.option_specs == ()


@pytest.mark.parametrize(("old", "new", "message"), [
    ("colours: [red, green, yellow, black]", "colours: [red, red, yellow, black]",
     "deck.colours: colours must be different"),
    ("values: {min: 1, max: 12}", "values: {min: 1, max: 3}", "deck.values: needs at least"),
    ("values: {min: 1, max: 12}", "values: {min: 1, max: twelve}",
     "deck.values.max: expected a whole number"),
    ("{players: 4, hand: 10}", "{players: 4, hand: 13}", r"deal\[1\].hand: 4 hands of 13"),
    ("{players: 4, hand: 10}", "{players: 3, hand: 10}", r"deal\[1\].players: 3 players"),
    ("{players: 4, hand: 10}", "{players: 4, hand: 10, extra: 1}", r"deal\[1\].extra: unknown"),
    ("tied: 3", "tied: 3\n  typo: 1", "scoring.typo: unknown key"),
    ("options: {}", "options: {x: {default: maybe}}", "options.x.default: expected"),
])
def test_a_bad_config_names_the_key(tmp_path, old, new, message):
    assert old in GOOD
    with pytest.raises(ConfigError, match=message):
        create_rules(write(tmp_path, GOOD.replace(old, new)))


def test_an_option_declared_in_config_is_offered(tmp_path):
    game = create_rules(write(tmp_path, GOOD.replace("options: {}",
                                                     "options: {fast: {default: false}}")))
    assert [spec.name for spec in game.option_specs] == ["fast"]
    game.new_game(3, 1, {"fast": True})
    with pytest.raises(OptionError):
        game.new_game(3, 1, {"slow": True})
