"""Config loading: every broken file gives `file: key: problem`."""

from pathlib import Path

import pytest

from game.engine.config import ConfigError, Section
from game.engine.text import load_text


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "deck.yaml"
    path.write_text(text)
    return path


def test_missing_file(tmp_path: Path):
    with pytest.raises(ConfigError, match="file not found"):
        Section.load(tmp_path / "nope.yaml")


def test_broken_yaml_names_the_line(tmp_path: Path):
    with pytest.raises(ConfigError, match=r"deck.yaml: invalid YAML at line \d"):
        Section.load(write(tmp_path, "a: 1\nb: [1, 2\n"))


def test_wrong_type_names_the_key_path(tmp_path: Path):
    root = Section.load(write(tmp_path, "deck:\n  suits:\n    - {name: pea, count: many}\n"))
    suit = root.section("deck").list_of_sections("suits")[0]
    with pytest.raises(ConfigError, match=r"deck.yaml: deck.suits\[0\].count: expected a whole"):
        suit.get("count", int)


def test_bounds_and_unknown_keys(tmp_path: Path):
    root = Section.load(write(tmp_path, "players: 9\ntypo: 1\n"))
    with pytest.raises(ConfigError, match="players: must be at most 5"):
        root.get("players", int, maximum=5)
    with pytest.raises(ConfigError, match="typo: unknown key"):
        root.done()


def test_top_level_must_be_a_mapping(tmp_path: Path):
    with pytest.raises(ConfigError, match="expected a mapping, got a list"):
        Section.load(write(tmp_path, "- 1\n- 2\n"))


def test_languages_have_the_same_keys(tmp_path: Path):
    (tmp_path / "en.yaml").write_text("menu: {play: Play, quit: Quit}\n")
    (tmp_path / "fr.yaml").write_text("menu: {play: Jouer}\n")
    assert load_text("en", tmp_path)("menu.play") == "Play"
    with pytest.raises(ConfigError, match=r"menu\.quit: missing"):
        load_text("fr", tmp_path)


def test_shipped_languages_load():
    for language in ("en", "fr"):
        text = load_text(language)
        assert text("app.title") != "<app.title>"
