"""The contract Hint's expected stock comes from the search's own rollouts: it used to
play 16 playouts of its own beside them (game/scharfe_schoten/expect.py), on the same
kind of sampled worlds, which cost the Hint ~0.1 s of CPU more for a figure the search
had already played out. Now the search keeps the worlds and moves of its rollouts and
the reason's figures are read back from them: no world is sampled beyond the search's,
every figure is the mean over the comparison rollouts replayed (which end with the
margins the search measured), and the same seed gives the same hint."""

import pytest

from game.bots.search import SearchBot
from game.registry import rules
from game.scharfe_schoten.expect import stock_after
from game.scharfe_schoten.rules import ScharfeSchoten
from game.scharfe_schoten.state import ChooseContracts
from game.ui.hint_moves import best_moves, hint_bot, ranked_moves

SEEDS = [3, 5, 11]


def contract_choice(seed: int):
    game = rules("scharfe-schoten")
    state = game.new_game(3, seed, {})
    seat = game.current_player(state)
    return game, game.observe(state, seat), game.legal_actions(state), seat


def counting_worlds(monkeypatch) -> list[int]:
    """Count every world sampled from a view (``determinize``) from now on."""
    calls = [0]
    real = ScharfeSchoten.determinize

    def counted(self, view, rng):
        calls[0] += 1
        return real(self, view, rng)

    monkeypatch.setattr(ScharfeSchoten, "determinize", counted)
    return calls


@pytest.mark.parametrize("seed", SEEDS)
def test_the_contract_hint_samples_no_world_beyond_the_search(monkeypatch, seed):
    game, view, legal, seat = contract_choice(seed)
    calls = counting_worlds(monkeypatch)
    moves = best_moves(game, view, legal, seat, 7)
    with_reason = calls[0]
    assert isinstance(moves[0].action, ChooseContracts) and "stock" in moves[0].facts
    calls[0] = 0
    ranked_moves(hint_bot(game.id, seat, 7), view, legal)  # the search alone
    assert with_reason == calls[0], (with_reason, calls[0])


@pytest.mark.parametrize("seed", SEEDS)
def test_the_expected_stock_is_the_searchs_comparison_rollouts_replayed(seed):
    game, view, legal, seat = contract_choice(seed)
    moves = best_moves(game, view, legal, seat, 7)
    best = moves[0].action
    bot = hint_bot(game.id, seat, 7)
    assert isinstance(bot, SearchBot)
    bot.played = {}
    ranked = ranked_moves(bot, view, legal)
    assert ranked[0].action == best
    compared = {key: rollout for key, rollout in bot.played[best].items()
                if key[0] == "compare"}
    assert len(compared) >= 12
    colours = view.table.deck.colours
    ends = []
    for world, moves_after in compared.values():
        counts = stock_after(game, world, best, moves_after, seat)
        assert counts is not None
        ends.append(counts)
    stock = {c: sum(e[i] for e in ends) / len(ends) for i, c in enumerate(colours)}
    assert moves[0].facts["stock"] == pytest.approx(stock)
    # The replayed rollouts end as the search's did: the mean of their margins is the
    # value the Hint shows for the move.
    replayed = []
    for index in range(len(compared)):
        world, moves_after = bot.played[best][("compare", index)]
        state = game.apply(world, best)
        for move in moves_after:
            state = game.apply(state, move)
        replayed.append(bot.margin(game.scores(state)))
    assert sum(replayed) / len(replayed) == pytest.approx(ranked[0].value)


def test_the_same_seed_gives_the_same_contract_hint():
    game, view, legal, seat = contract_choice(5)
    first = best_moves(game, view, legal, seat, 9)
    again = best_moves(game, view, legal, seat, 9)
    assert [(m.action, m.value, dict(m.facts)) for m in first] == \
        [(m.action, m.value, dict(m.facts)) for m in again]
