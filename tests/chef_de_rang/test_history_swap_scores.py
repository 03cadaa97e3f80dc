"""A Chef de rang History line for a swap the viewer did not see tells no more than the
viewer saw (newcomer playtest: "Clove gave the plat du jour to Basil and drew a card
from their hand. Scores: Clove 0 → 300, Basil 300 → 0" named the hidden card drawn).
The leak came with the swap that ends phase 1: its line read the scores from the view
after phase 1 was scored, exact, instead of the ranges the viewer knew after the swap."""

import random

from game.chef_de_rang.state import Phase, SwapPlat
from game.chef_de_rang.table.history import shown_score
from game.engine.text import load_text
from game.ui.move_history import describe_moves

from .helpers import rules

GAME = rules()
NAMES = ["You", "Basil", "Clove", "Dill", "Elder"]


def bot_game(players: int, seed: int):
    """States and actions of a phase 1 where seats swap their plat du jour often."""
    rng = random.Random(seed)
    state = GAME.new_game(players, seed, {})
    states, actions = [state], []
    while state.public.phase in (Phase.TAKING, Phase.PLAT_CHOICE):
        legal = GAME.legal_actions(state)
        action = legal[-1] if rng.random() < 0.7 else rng.choice(legal)
        state = GAME.apply(state, action)
        states.append(state)
        actions.append(action)
    return states, actions


def test_an_unseen_swap_line_names_no_exact_score_the_viewer_could_not_know():
    text = load_text("en")
    checked = 0
    for seed in range(60):
        players = 3 + seed % 3
        states, actions = bot_game(players, seed)
        before, action = states[-2], actions[-1]
        seat = before.public.turn
        if not isinstance(action, SwapPlat) or 0 in (seat, action.opponent):
            continue
        opponent = action.opponent
        if len({GAME.values[card] for card in before.hands[opponent]}) < 2:
            continue  # every card drawn would score the same: the viewer knows the score
        # The human's view: the drawer's score after the swap is a range (any card of
        # the opponent's hand may have been drawn), so the line must not make it exact.
        groups = describe_moves(text, "chef_de_rang", GAME, NAMES[:players], states,
                                actions, 0)
        line = groups[0].lines[0]  # newest first: the swap that ended phase 1
        assert line.startswith(f"{NAMES[seat]} gave the plat du jour to {NAMES[opponent]}")
        view = GAME.observe(before, 0)
        was = shown_score(text, GAME, view, seat)
        change = line.split(f"{NAMES[seat]} {was} → ")[1].split(",")[0].rstrip(".")
        assert "–" in change, line
        # ... and the range holds the score phase 1 then gave (reserved piles counted).
        low, high = (int(part) for part in change.split("–"))
        assert low <= states[-1].public.phase1_scores[seat] <= high, line
        checked += 1
    assert checked >= 5
