"""The fast rollout engine's card choice (game/scharfe_schoten/rollout_policy.py) against
the heuristic bot's own ``play_card``, call by call: the same card and the bot's random
stream left in the same place. The engine's differential test checks whole rollouts;
this one also reaches the branch for card powers not ordered by value within a colour,
which the real trump draw never produces."""

import random
from dataclasses import replace

from game.scharfe_schoten.bots import HeuristicBot, _unseen_cards
from game.scharfe_schoten.rollout_policy import RolloutPolicy
from game.scharfe_schoten.rules import Phase, PlayCard, stock_counts

from .helpers import rules


def _decisions(count: int, seed: int):
    """Card decisions (view, legal cards) of random 3- and 4-player games."""
    game = rules()
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        players = rng.choice((3, 4))
        state = game.new_game(players, rng.randrange(2**31), {})
        while not game.is_over(state) and len(found) < count:
            legal = game.legal_actions(state)
            seat = game.current_player(state)
            if state.table.phase is Phase.PLAY and len(legal) > 1 and rng.random() < 0.3:
                found.append((game.observe(state, seat),
                              [a.card for a in legal if isinstance(a, PlayCard)]))
            state = game.apply(state, legal[rng.randrange(len(legal))])
    return found


def _arguments(view, table, cards):
    """``play_card``'s arguments from a view, as the bot's ``_play`` builds them."""
    me, n = view.seat, table.num_players
    contract = view.contracts[me]
    deck = table.deck
    return (table, list(table.trick), me, cards, list(stock_counts(view, me)),
            deck.index(contract.most), deck.index(contract.least), _unseen_cards(view),
            [ci for ci, count in enumerate(view.rack_counts) if count],
            [(me + k) % n for k in range(1, n - len(table.trick))],
            [list(counts) for counts in view.hand_counts])


def test_the_policy_plays_the_bots_card_and_draws_alike():
    deck = rules().deck
    shuffled = 0
    for index, (view, cards) in enumerate(_decisions(150, seed=5)):
        powers = list(view.table.power)
        random.Random(index).shuffle(powers)
        for table in (view.table, replace(view.table, power=tuple(powers))):
            for samples in (3, 20):
                policy = RolloutPolicy(len(deck.colours), len(deck.values))
                bot = HeuristicBot(rules(), index, {"samples": samples})
                twin = HeuristicBot(rules(), index, {"samples": samples})
                args = _arguments(view, table, cards)
                expected = bot.play_card(*args)
                assert policy.play_card(twin, *_arguments(view, table, cards)) == expected
                assert twin.rng.getstate() == bot.rng.getstate()
        shuffled += policy._supers_of(replace(view.table, power=tuple(powers))) is None
    assert shuffled > 100  # the unordered branch was exercised

