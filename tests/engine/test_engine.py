"""Engine: action log replay, saves, the runner, seeded randomness, options."""

import json
from pathlib import Path

import pytest

from game.bots.random_bot import RandomBot
from game.engine.log import ActionLog, SaveError, load_log, save_log
from game.engine.options import OptionError, OptionSpec, resolve_options
from game.engine.protocol import Game, IllegalAction
from game.engine.rng import derive_rng, derive_seed
from game.engine.runner import Match, Seat, play_out
from tests.engine.toy_game import Add, ToyGame


def test_toy_game_satisfies_protocol():
    assert isinstance(ToyGame(), Game)


def test_derived_seeds_are_stable_and_distinct():
    assert derive_seed(1, "round", 2) == derive_seed(1, "round", 2)
    assert derive_seed(1, "round", 2) != derive_seed(1, "round", 3)
    assert derive_rng(5, "x").random() == derive_rng(5, "x").random()


def test_play_out_is_deterministic_for_a_seed():
    game = ToyGame()
    runs = [play_out(game, [RandomBot(1), RandomBot(2)], 7, {}) for _ in range(2)]
    assert runs[0] == runs[1]
    assert len(runs[0].winners) == 1


def test_match_mixes_humans_and_bots_and_rejects_illegal_moves():
    game = ToyGame()
    match = Match(game, [Seat("Ann"), Seat("Bot", "random")], {1: RandomBot(3)}, 11, {})
    assert not match.is_bot_turn() and match.human_seats() == [0]
    with pytest.raises(IllegalAction):
        match.submit(Add(5))
    assert match.log.actions == []
    match.submit(Add(2))
    assert match.is_bot_turn()
    match.play_bot()
    assert len(match.log.actions) == 2


def test_log_replays_to_the_same_state_and_round_trips_through_a_save(tmp_path: Path):
    game = ToyGame()
    bots = {0: RandomBot(1), 1: RandomBot(2)}
    match = Match(game, [Seat("A", "r"), Seat("B", "r")], bots, 3, {})
    while not match.over:
        match.play_bot()
    assert match.log.replay(game) == match.state
    path = tmp_path / "save.json"
    save_log(path, match.log)
    assert load_log(path, game).replay(game) == match.state
    assert not list(tmp_path.glob(".*tmp")), "no temporary file left behind"


@pytest.mark.parametrize("content, problem", [
    ("{not json", "not a readable save"),
    (json.dumps({"game": "toy", "players": 2, "seed": 1, "actions": [{"type": "Nope"}]}),
     "unknown action type"),
    (json.dumps({"game": "toy", "players": 2, "seed": 1, "actions": [{"type": "Add",
                                                                  "amount": 9}]}),
     "does not replay"),
    (json.dumps({"game": "other", "players": 2, "seed": 1, "actions": []}), "save is for other"),
])
def test_bad_saves_give_a_clear_error(tmp_path: Path, content: str, problem: str):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(SaveError, match=problem):
        load_log(path, ToyGame())


def test_action_log_json_keeps_tuples():
    log = ActionLog("toy", 2, 1, {}, [Add(1)])
    assert ActionLog.from_json(ToyGame(), log.to_json()).actions == [Add(1)]


def test_options_resolve_defaults_and_reject_bad_values():
    specs = (OptionSpec("flag", False), OptionSpec("limit", 30, 1, 99))
    assert resolve_options(specs, {}) == {"flag": False, "limit": 30}
    assert resolve_options(specs, {"flag": True}) == {"flag": True, "limit": 30}
    with pytest.raises(OptionError, match="unknown option 'nope'"):
        resolve_options(specs, {"nope": 1})
    with pytest.raises(OptionError, match="at most 99"):
        resolve_options(specs, {"limit": 100})
    with pytest.raises(OptionError, match="true or false"):
        specs[0].parse("maybe")
