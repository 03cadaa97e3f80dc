"""Every available game honours the protocol the runner, bots and CLI rely on.

Games are picked up from the registry, so a new game is checked here the moment its
package defines INFO.
"""

import random

import pytest

from game import registry
from game.engine.log import ActionLog
from game.engine.protocol import Game, IllegalAction
from game.engine.rng import derive_seed
from game.engine.runner import play_out

GAMES = registry.game_ids()


def bots_for(game_id: str, players: int, seed: int, level: str = "random"):
    return [registry.make_bot(game_id, level, seat, derive_seed(seed, seat))
            for seat in range(players)]


def player_counts(game: Game) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_satisfy_the_protocol(game_id):
    game = registry.rules(game_id)
    assert isinstance(game, Game)
    assert game.id == game_id


@pytest.mark.parametrize("game_id", GAMES)
def test_every_player_count_finishes_and_replays(game_id):
    game = registry.rules(game_id)
    for players in player_counts(game):
        log = ActionLog(game_id, players, 5, {})
        state = game.new_game(players, 5, {})
        bots = bots_for(game_id, players, 5)
        while not game.is_over(state):
            seat = game.current_player(state)
            assert 0 <= seat < players
            action = bots[seat].choose(game.observe(state, seat), game.legal_actions(state))
            state = game.apply(state, action)
            log.actions.append(action)
        assert game.current_player(state) == -1
        assert len(game.scores(state)) == players and game.winners(state)
        assert log.replay(game) == state
        assert ActionLog.from_json(game, log.to_json()).replay(game) == state


@pytest.mark.parametrize("game_id", GAMES)
def test_same_seed_same_game(game_id):
    game = registry.rules(game_id)
    players = game.min_players
    runs = [play_out(game, bots_for(game_id, players, 9), 9, {}) for _ in range(2)]
    assert runs[0] == runs[1]


@pytest.mark.parametrize("game_id", GAMES)
def test_apply_does_not_change_the_state_it_is_given(game_id):
    game = registry.rules(game_id)
    state = game.new_game(game.min_players, 3, {})
    rng = random.Random(3)
    for _ in range(40):
        if game.is_over(state):
            break
        before = repr(state)
        nxt = game.apply(state, rng.choice(list(game.legal_actions(state))))
        assert repr(state) == before
        state = nxt


@pytest.mark.parametrize("game_id", GAMES)
def test_an_illegal_action_is_rejected(game_id):
    game = registry.rules(game_id)
    state = game.new_game(game.max_players, 4, {})
    with pytest.raises(IllegalAction):
        game.apply(state, object())


@pytest.mark.parametrize("game_id", GAMES)
def test_determinize_is_consistent_with_the_view_and_bots_see_only_the_view(game_id):
    """A sampled world looks the same to the observer, so every bot chooses the same."""
    game = registry.rules(game_id)
    rng = random.Random(1)
    # search levels are checked the same way, on small budgets, in tests/bots/test_search.py
    levels = [level.name for level in registry.bot_levels(game_id) if level.kind != "search"]
    for players in player_counts(game):
        state = game.new_game(players, 21 + players, {})
        for step in range(60):
            if game.is_over(state):
                break
            seat = game.current_player(state)
            view = game.observe(state, seat)
            world = game.determinize(view, rng)
            assert game.observe(world, seat) == view
            legal = list(game.legal_actions(state))
            assert list(game.legal_actions(world)) == legal
            if step % 7 == 0:
                for level in levels:
                    choices = [registry.make_bot(game_id, level, seat, 99).choose(
                        game.observe(s, seat), legal) for s in (state, world)]
                    assert choices[0] == choices[1], level
            state = game.apply(state, legal[rng.randrange(len(legal))])
