"""placeholder"""
from game.bots.random_bot import RandomBot


def make_heuristic_bot(game, seat, seed, params):
    return RandomBot(seed)
