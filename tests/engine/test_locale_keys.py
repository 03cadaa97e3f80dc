"""Every locale key the code uses exists in every language; bot levels are checked when
the registry loads."""

import pytest

from game import registry
from game.engine.config import ConfigError, Section
from game.engine.gameinfo import takes_no_params
from game.engine.text import (
    available_languages,
    check_used_keys,
    load_text,
    read_language,
    used_keys,
)
from game.safranito.levels import check_section


def test_the_scan_finds_literal_keys_and_fstring_prefixes():
    exact, prefixes = used_keys()
    assert "app.title" in exact and "games." in prefixes and len(exact) > 100


@pytest.mark.parametrize("language", available_languages())
def test_every_key_the_code_uses_exists(language):
    strings = read_language(language)
    exact, prefixes = used_keys()
    assert sorted(k for k in exact if k not in strings) == []
    assert sorted(p for p in prefixes if not any(k.startswith(p) for k in strings)) == []
    load_text(language)


def test_a_missing_key_stops_loading(monkeypatch):
    text = load_text("en")
    del text.strings["app.title"]

    with pytest.raises(ConfigError, match=r"app\.title: missing"):
        check_used_keys(text)


def test_bot_levels_of_every_game_load_and_random_takes_no_parameters():
    registry.check_bot_config()
    entry = Section("config/bots.yaml", "safranito.random", {"kind": "random", "noise": 1})
    entry.get("kind", str)
    registry.GENERIC_BOT_PARAMS["random"](entry)
    with pytest.raises(ConfigError, match="noise: unknown key"):
        entry.done()

    with pytest.raises(ConfigError, match="angle_noise"):
        check_section(Section("f", "x", {"kind": "heuristic", "angle_noise": float("inf")}))
    with pytest.raises(ConfigError, match="angle_nois"):
        check_section(Section("f", "x", {"kind": "heuristic", "angle_nois": 2.0}))
    game_kind = Section("config/bots.yaml", "chef-de-rang.heuristic",
                        {"kind": "heuristic", "depth": 3})
    game_kind.get("kind", str)
    registry.require_info("chef-de-rang").bot_params.get("heuristic", takes_no_params)(game_kind)
    with pytest.raises(ConfigError, match="depth: unknown key"):
        game_kind.done()
