"""Newcomer playtest: where the search prefers the menu of a shorter suit, the Hint's
reason gave only counts ("You hold 3 Pea cards; your longest suit has 6.") and read as
unexplained advice. It now says what the search measured on its own deals, for the
chosen menu and the longest suit's: the stars each scores this round and what drives
it. Over seeded deals (3 to 5 players), every such reason names figures recomputed
here from the search's kept rollouts (replayed to the round's scoring by the test
itself), in the sentence's order (the chosen menu's stars and driver, then the longest
suit's), and at least one of them differs between the two menus as shown."""

import re
from collections import Counter

import pytest

from game.engine.text import load_text
from game.review.words import reason_words
from game.too_many_cooks.rules import NO_SOUP, ChooseMenu
from game.ui.hint_moves import best_moves, hint_bot, ranked_moves
from tests.too_many_cooks.helpers import rules

FIGURE = re.compile(r"\u2212?\d+[.,]\d")
HINT_SEED = 5


def replayed(game, seat, action, rollouts):
    """Per world: (points, +1 cards, -1 cards, best other's points, others' mean)."""
    rows = []
    for world, moves in rollouts:
        rounds = len(world.table.history)
        state = game.apply(world, action)
        for move in moves:
            if len(state.table.history) > rounds:
                break
            state = game.apply(state, move)
        seats = state.table.history[rounds].seats
        others = [s.points for s in seats if s.seat != seat]
        rows.append((seats[seat].points, len(seats[seat].plus), len(seats[seat].minus),
                     max(others), sum(others) / len(others)))
    return [round(sum(col) / len(col), 1) for col in zip(*rows, strict=True)]


def measured(game, view, seat, chosen, legal):
    """The chosen menu's and each longest-suit menu's figures, from the search's own
    rollouts over the deals both were played in (the comparison's where both were)."""
    bot = hint_bot(game.id, seat, HINT_SEED)
    bot.played = {}
    ranked_moves(bot, view, legal)
    held = Counter(game.data.suit_of[c] for c in view.hand)
    longest = max(held.values())
    out = {}
    for suit in game.data.suits:
        foil = ChooseMenu(suit)
        if held[suit] != longest or foil not in bot.played:
            continue
        shared = sorted(bot.played[chosen].keys() & bot.played[foil].keys())
        keys = [k for k in shared if k[0] == "compare"] or shared
        out[suit] = (replayed(game, seat, chosen, [bot.played[chosen][k] for k in keys]),
                     replayed(game, seat, foil, [bot.played[foil][k] for k in keys]))
    return out


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_shorter_menus_reason_names_what_the_search_measured(language):
    game = rules()
    text = load_text(language)
    mark = str(text("hints.decimal_mark"))
    explained = counted = 0
    for players in (3, 4, 5):
        for seed in range(1, 15):
            state = game.new_game(players, seed, {})
            seat = game.current_player(state)
            view = game.observe(state, seat)
            legal = game.legal_actions(state)
            best = best_moves(game, view, legal, seat, HINT_SEED)[0]
            action = best.action
            held = Counter(game.data.suit_of[c] for c in view.hand)
            if not isinstance(action, ChooseMenu) or action.menu == NO_SOUP \
                    or held[action.menu] == max(held.values()):
                continue
            words = reason_words(text, "too_many_cooks", game, view, action, best.facts)
            said = [float(n.replace(mark, ".").replace("\u2212", "-"))
                    for n in FIGURE.findall(words)]
            if not said:  # no figure tells the menus apart on these deals: the counts
                counted += 1
                continue
            explained += 1
            assert len(said) == 4, words
            figures = measured(game, view, seat, action, legal)
            other = next(s for s in game.data.suits
                         if str(text(f"too_many_cooks.suits.{s}")) in words
                         and s != action.menu)
            mine, theirs = figures[other]
            # The chosen menu's stars and the longest suit's, as the search measured.
            assert said[0] == mine[0] and said[2] == theirs[0], (words, mine, theirs)
            # The driver: one of the measured figures, the same one for both menus.
            column = next(i for i in range(1, 5) if said[1] == mine[i] and said[3] == theirs[i])
            assert column, (words, mine, theirs)
            # A figure that tells the two menus apart, as shown.
            assert said[0] != said[2] or said[1] != said[3], words
    assert explained >= 10 and counted <= explained // 5, (explained, counted)
