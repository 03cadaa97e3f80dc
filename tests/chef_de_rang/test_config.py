"""Components from config: the default floor plan, the deck, options, and validation."""

from collections import Counter

import pytest

from game.chef_de_rang.rules import CardKind
from game.engine.config import ConfigError
from game.engine.options import OptionError

from .helpers import load, rules, table, write_game

DEFAULT_ROWS = ["SSDDDDDDDD", "SSDCCCCDDD", "SSDCCCCDDD", "SSDCCCCDDD", "SSDCCCCDDD",
                "SSDDDDDDDD"]


def test_default_plan_is_ten_by_six_with_the_spec_zones():
    plan = rules().plan
    assert (plan.columns, plan.rows, len(plan)) == (10, 6, 60)
    assert Counter(t.zone for t in plan.tables) == {"centre": 16, "salon": 12, "dining": 32}
    centre = {(t.column + 1, t.row + 1) for t in plan.tables if t.zone == "centre"}
    assert centre == {(c, r) for c in range(4, 8) for r in range(2, 6)}
    salon = {(t.column + 1, t.row + 1) for t in plan.tables if t.zone == "salon"}
    assert salon == {(c, r) for c in (1, 2) for r in range(1, 7)}


def test_tables_are_numbered_in_reading_order_and_neighbours_share_an_edge():
    game = rules()
    assert table(game, 1, 1) == 0 and table(game, 10, 1) == 9 and table(game, 1, 2) == 10
    assert game.plan.neighbours[table(game, 1, 1)] == (table(game, 2, 1), table(game, 1, 2))
    assert len(game.plan.neighbours[table(game, 5, 1)]) == 3
    middle = table(game, 5, 3)
    assert set(game.plan.neighbours[middle]) == {table(game, 5, 2), table(game, 4, 3),
                                                 table(game, 6, 3), table(game, 5, 4)}
    assert game.plan.table_at(10, 0) is None


def test_the_outer_edge_of_a_full_grid_is_its_border():
    plan = rules().plan
    border = {t.index for t in plan.tables
              if t.column in (0, 9) or t.row in (0, 5)}
    assert {i for i, edge in enumerate(plan.outer_edge) if edge} == border
    assert len(border) == 28


def test_deck_has_the_spec_cards():
    cards = rules().cards
    assert len(cards) == 60
    menus = Counter(c.value for c in cards if c.kind is CardKind.MENU)
    assert menus == {100: 9, 200: 9, 300: 9, 600: 5}
    res = Counter(c.value for c in cards if c.res)
    assert res == {100: 1, 200: 2, 300: 2, 600: 1}
    kinds = Counter(c.kind for c in cards)
    assert kinds[CardKind.PLAT] == 18 and kinds[CardKind.COUP_DOUBLE] == 7
    assert kinds[CardKind.SAUT] == 3


def test_serving_zones_follow_the_spec():
    by_value = {c.value: set(c.serve_in) for c in rules().cards if c.kind is CardKind.MENU}
    assert by_value[600] == {"centre"}
    assert by_value[100] == by_value[200] == {"centre", "dining"}
    assert by_value[300] == {"centre", "salon", "dining"}
    specials = [c for c in rules().cards if c.kind is not CardKind.MENU]
    assert all(set(c.serve_in) == {"centre", "salon", "dining"} for c in specials)


def test_players_and_options():
    game = rules()
    assert (game.min_players, game.max_players) == (2, 6)
    assert {s.name: s.default for s in game.option_specs} == {
        "markers": 20, "minimum_takes": 30, "open_swaps": False}
    state = game.new_game(4, 3, {"markers": 5, "minimum_takes": 12})
    assert state.public.markers_left == (5, 5, 5, 5) and state.public.minimum_takes == 12
    with pytest.raises(OptionError):
        game.new_game(3, 1, {"typo": 1})
    with pytest.raises(ValueError):
        game.new_game(7, 1, {})
    with pytest.raises(ValueError):
        game.new_game(1, 1, {})


def test_a_file_for_the_default_plan_loads(tmp_path):
    game = load(write_game(tmp_path, DEFAULT_ROWS))
    assert len(game.plan) == 60 and game.plan.outer_edge == rules().plan.outer_edge


def test_the_deck_must_match_the_number_of_tables(tmp_path):
    with pytest.raises(ConfigError, match="59 cards but the floor plan has 60 tables"):
        load(write_game(tmp_path, DEFAULT_ROWS, specials=(17, 7, 3)))


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"legend": "{C: centre, S: salon, D: kitchen}"}, r"legend.D: unknown zone 'kitchen'"),
    ({"legend": "{C: centre, S: salon}"}, r"rows\[0\]: character 'D' at column 3"),
    ({"extra": "colour: red\n"}, "colour: unknown key"),
    ({"menus": "  - {value: 100, count: 9, res: 10, serve_in: [centre]}\n"},
     r"menus\[0\].res: must be at most 9"),
    ({"menus": "  - {value: 100, count: 9, serve_in: [garden]}\n"},
     r"menus\[0\].serve_in\[0\]: unknown zone 'garden'"),
    ({"menus": "  - {value: 100, count: 9, serve_in: [centre], spicy: true}\n"},
     r"menus\[0\].spicy: unknown key"),
    ({"options": "  markers: {default: 20}\n"}, "options.minimum_takes: missing"),
    ({"options": "  markers: {default: 20}\n  minimum_takes: {default: 30}\n"
                 "  open_swaps: {default: false}\n  speed: {default: 2}\n"},
     "options.speed: unknown key"),
])
def test_bad_files_name_the_key(tmp_path, kwargs, message):
    with pytest.raises(ConfigError, match=message):
        load(write_game(tmp_path, DEFAULT_ROWS, **kwargs))
