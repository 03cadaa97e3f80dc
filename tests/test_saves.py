"""The save reader: every damaged save is refused with one sentence naming the field,
the file is left untouched, and saves of the first release still load."""

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import registry
from game.engine.log import SaveError, parse_json_text
from game.engine.runner import Seat
from game.storage import (
    SAVE_FORMAT,
    WRITTEN_BY,
    load_match,
    read_save,
    save_match,
    save_path,
    save_text,
)
from game.version import VERSION

DATA = Path(__file__).parent / "data" / "saves"
EXAMPLES = sorted(DATA.glob("*.v1.json"))


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("KITCHEN_TABLE_HOME", str(tmp_path))
    return tmp_path


def game_of(path: Path) -> str:
    return path.name.split(".")[0]


REPLAYABLE = [p for p in EXAMPLES if registry.require_info(game_of(p)).revision == 1]


@pytest.mark.parametrize("example", REPLAYABLE, ids=game_of)
def test_first_release_saves_still_load_and_are_rewritten_in_the_new_format(example):
    game_id = game_of(example)
    path = save_path(game_id)
    path.parent.mkdir(parents=True)
    shutil.copy(example, path)
    saved = read_save(path)
    assert saved.format == 1 and len(saved.log.actions) == 25
    _setup, match = load_match(game_id)
    assert match.state == saved.state
    save_match(match)
    rewritten = json.loads(path.read_text())
    assert rewritten["format"] == SAVE_FORMAT and "version" not in rewritten
    assert load_match(game_id)[1].state == saved.state


def test_a_save_from_an_earlier_rules_revision_is_refused_by_name():
    """Safranito's flat board (revision 2) would replay a first-release save into a
    different game: it is refused, naming why, and left as it was."""
    text = (DATA / "safranito.v1.json").read_text()
    assert "revision 1" in refuse(text, "safranito")


def test_a_save_from_a_later_rules_revision_is_refused_by_name():
    data = v1("too-many-cooks")
    data.pop("version")
    data.update(format=SAVE_FORMAT, revision=7)
    assert "newer release (too-many-cooks revision 7)" in refuse(json.dumps(data),
                                                                 "too-many-cooks")


def v1(game_id: str = "safranito") -> dict:
    return json.loads((DATA / f"{game_id}.v1.json").read_text())


def refuse(text: str, game_id: str = "safranito") -> str:
    path = save_path(game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    with pytest.raises(SaveError) as info:
        load_match(game_id)
    assert path.read_text() == text, "a refused save is left as it was"
    message = str(info.value)
    assert "\n" not in message
    return message


def with_field(data: dict, key: str, value) -> str:
    return json.dumps({**data, key: value}) if value is not ... else \
        json.dumps({k: v for k, v in data.items() if k != key})


@pytest.mark.parametrize("key, value, field", [
    ("seed", float("inf"), "seed: expected a whole number, got inf"),
    ("actions", [1], "actions[0]"),
    ("players", "3", "players"),
    ("players", 3.5, "players"),
    ("players", 9, "players"),
    ("version", True, "version"),
    ("version", 2, "version"),
    ("options", [], "options"),
    ("options", {"round_limit": 10**6}, "options"),
    ("actions", {}, "actions"),
    ("seed", -1, "seed"),
    ("seats", [{"name": "x" * 500, "bot": None}] * 3, "seats[0].name"),
    ("seats", [{"name": "a", "bot": "godlike"}] * 3, "seats[0].bot"),
    ("game", "chess", "game"),
    ("game", ..., "game"),
    ("surprise", 1, "surprise"),
])
def test_the_measured_bad_saves_are_refused_naming_the_field(key, value, field):
    assert field in refuse(with_field(v1(), key, value))


def test_absurd_numbers_and_nesting_never_reach_the_rules():
    data = v1()
    flick = data["actions"][0]
    assert "actions[0].angle" in refuse(json.dumps({**data, "actions": [
        {**flick, "angle": 10**400}]}))
    huge = json.dumps(data).replace('"seed": 7', '"seed": ' + "9" * 5000)
    assert "seed: expected a whole number, got a number with 5000 digits" in refuse(huge)
    assert "actions[0].value" in refuse(json.dumps({**data, "actions": [
        {**flick, "value": 10**18}]}))
    assert "actions[0].position" in refuse(json.dumps({**data, "actions": [
        {**flick, "position": 1e308}]}))
    assert "nested" in refuse("[" * 100_000 + "]" * 100_000)
    assert "larger than" in refuse(" " * (1 << 20) + "{}")


def test_a_newer_format_is_refused_by_name():
    data = {k: v for k, v in v1().items() if k != "version"}
    assert "format 3" in refuse(json.dumps({**data, "format": 3}))


def test_a_save_under_the_wrong_name_or_not_utf8_is_refused(home):
    assert "save is for safranito" in refuse(json.dumps(v1()), game_id="chef-de-rang")
    path = save_path("safranito")
    path.write_bytes(b'{"version": 1, \xff}')
    with pytest.raises(SaveError, match="invalid UTF-8"):
        load_match("safranito")


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=6), inner, max_size=3), max_leaves=8)


@st.composite
def mutated_saves(draw):
    """A real save with one field, one action field or one action replaced by junk."""
    game_id = draw(st.sampled_from([game_of(p) for p in EXAMPLES]))
    data = v1(game_id)
    where = draw(st.sampled_from(["top", "action", "action_field", "seat"]))
    junk = draw(JSON | st.integers(min_value=-2**70, max_value=2**70))
    if where == "top":
        key = draw(st.sampled_from([*data, "format", "extra"]))
        data[key] = junk
    elif where == "action":
        data["actions"][draw(st.integers(0, len(data["actions"]) - 1))] = junk
    elif where == "action_field":
        action = data["actions"][draw(st.integers(0, len(data["actions"]) - 1))]
        action[draw(st.sampled_from(sorted(action)))] = junk
    else:
        data["seats"][draw(st.integers(0, len(data["seats"]) - 1))] = junk
    return game_id, json.dumps(data, allow_nan=True)


@settings(max_examples=150)
@given(mutated_saves())
def test_fuzzed_saves_load_or_are_refused_in_one_sentence(case):
    game_id, text = case
    path = save_path(game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    try:
        load_match(game_id)
    except SaveError as exc:
        assert "\n" not in str(exc) and str(path) in str(exc)
        assert "the rules failed" not in str(exc), f"{game_id} rules raised: {exc}"
    assert path.read_text() == text


@settings(max_examples=100)
@given(st.binary(max_size=200))
def test_random_bytes_are_refused(raw):
    path = save_path("too-many-cooks")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    with pytest.raises(SaveError):
        load_match("too-many-cooks")


def test_every_save_names_the_release_that_wrote_it_and_saves_without_it_still_load():
    """Issue 23: ``written_by`` is in each save; a format 2 save from before it (no such
    field) loads as it did."""

    game_id = "too-many-cooks"
    path = save_path(game_id)
    path.parent.mkdir(parents=True)
    shutil.copy(DATA / f"{game_id}.v1.json", path)
    _setup, match = load_match(game_id)
    save_match(match)
    written = json.loads(path.read_text())
    assert written["written_by"] == f"kitchen-table {VERSION}"
    assert read_save(path).state == match.state
    del written["written_by"]
    path.write_text(json.dumps(written))
    assert read_save(path).state == match.state


def test_a_written_by_that_is_not_text_is_refused_by_name():
    data = v1("too-many-cooks")
    data.pop("version")
    data.update(format=SAVE_FORMAT, revision=1, written_by=12)
    assert "written_by" in refuse(json.dumps(data), "too-many-cooks")


def test_match_files_carry_the_release_too():

    text = save_text({"game": "safranito"}, 1, [Seat("Ana", None)], None)
    assert json.loads(text)["written_by"] == WRITTEN_BY


def test_a_cut_string_is_described_without_a_doubled_word():
    """Newcomer 8: `check-save` said "Unterminated string starting at at line 28"."""
    with pytest.raises(ValueError) as caught:
        parse_json_text('{"game": "chef-de-ra')
    assert "at at" not in str(caught.value)
    assert "line 1" in str(caught.value)
