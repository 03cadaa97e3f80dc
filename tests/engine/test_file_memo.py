"""Config, languages and sprites are read once while their files stay unchanged, and
read afresh the moment one changes: a file fixed or broken between two windows is seen
as it is now, and what a caller is handed is its own to change."""

import os

import pygame
import pytest

from game.engine.config import ConfigError, load_yaml
from game.engine.file_memo import FileMemo
from game.engine.text import read_language
from game.ui.assets import load_assets


def test_an_unchanged_file_is_built_once_and_a_changed_one_again(tmp_path):
    path = tmp_path / "a.txt"
    path.write_text("one")
    memo: FileMemo[str] = FileMemo()
    builds = []

    def build():
        builds.append(1)
        return path.read_text()

    assert memo.get([path], build) == "one" and memo.get([path], build) == "one"
    assert len(builds) == 1
    path.write_text("two, longer")
    assert memo.get([path], build) == "two, longer" and len(builds) == 2
    os.chmod(path, 0o600)  # only the change time moves
    memo.get([path], build)
    assert len(builds) == 3


def test_a_missing_file_is_never_remembered(tmp_path):
    memo: FileMemo[int] = FileMemo()
    calls = []
    for _ in range(2):
        memo.get([tmp_path / "gone"], lambda: calls.append(1) or 0)
    assert len(calls) == 2


def test_only_the_newest_entries_are_kept(tmp_path):
    memo: FileMemo[int] = FileMemo(limit=2)
    paths = [tmp_path / f"{n}.txt" for n in range(3)]
    for n, path in enumerate(paths):
        path.write_text(str(n))
        memo.get([path], lambda n=n: n)
    calls = []
    memo.get([paths[0]], lambda: calls.append(1) or 0)
    memo.get([paths[2]], lambda: calls.append(1) or 2)
    assert len(calls) == 1  # the first was dropped, the last kept


def test_a_config_file_broken_then_fixed_is_reported_then_read(tmp_path):
    path = tmp_path / "theme.yaml"
    path.write_text("colours:\n  felt: [1, 2, 3]\n")
    first = load_yaml(path)
    first["colours"]["felt"].append(4)  # the caller's own copy
    assert load_yaml(path) == {"colours": {"felt": [1, 2, 3]}}
    path.write_text("colours: [unclosed\n")
    with pytest.raises(ConfigError, match="invalid YAML"):
        load_yaml(path)
    path.write_text("colours:\n  felt: [9, 9, 9, 9]\n")
    assert load_yaml(path) == {"colours": {"felt": [9, 9, 9, 9]}}


def test_a_language_changed_on_disk_is_read_again(tmp_path):
    (tmp_path / "en.yaml").write_text("menu:\n  play: Play\n")
    strings = read_language("en", tmp_path)
    strings["menu.extra"] = "mine"
    assert read_language("en", tmp_path) == {"menu.play": "Play"}
    (tmp_path / "en.yaml").write_text("menu:\n  play: Play now\n")
    assert read_language("en", tmp_path) == {"menu.play": "Play now"}
    (tmp_path / "x.en.yaml").write_text("x:\n  title: X\n")  # a new game's file
    assert read_language("en", tmp_path)["x.title"] == "X"


def test_each_assets_load_hands_out_its_own_sprites():
    first, second = load_assets(convert=False), load_assets(convert=False)
    sprite = first.sprite("ui/felt")
    assert sprite is not second.sprite("ui/felt")
    before = pygame.image.tobytes(second.sprite("ui/felt"), "RGBA")
    sprite.fill((255, 0, 0))
    assert pygame.image.tobytes(second.sprite("ui/felt"), "RGBA") == before
    assert first.sprite("ui/felt") is sprite  # one copy per window, converted once
