"""Hidden information: what each seat's view holds, and determinization."""

import random
from dataclasses import fields, replace

from game.chef_de_rang.bots import HeuristicBot
from game.chef_de_rang.rules import CardKind, ChefView, Phase, Serve, SwapPlat, Take

from .helpers import arranged, menu, rules, special, table

GAME = rules()
D, A, B, C = table(GAME, 1, 1), table(GAME, 2, 1), table(GAME, 2, 2), table(GAME, 1, 2)
DOUBLE, SIX, HUNDRED = special(GAME, CardKind.COUP_DOUBLE), menu(GAME, 600), menu(GAME, 100)
PLAT = special(GAME, CardKind.PLAT)


def before_swap(**options):
    """Seat 1 holds a coup double and a 600, seat 2 a 100; seat 0 has taken a plat."""
    state = arranged(GAME, {D: DOUBLE, A: SIX, B: HUNDRED, C: PLAT}, first=1, **options)
    for t in (D, A, B, C):
        state = GAME.apply(state, Take(t))
    assert state.public.phase is Phase.PLAT_CHOICE and state.public.turn == 0
    return state


def test_a_view_holds_neither_the_board_cards_nor_the_seed():
    names = {f.name for f in fields(ChefView)}
    assert not names & {"deck", "seed", "unknown_to"}
    one = GAME.new_game(4, 1, {})
    other = replace(one, seed=2, deck=tuple(reversed(one.deck)))
    assert GAME.observe(one, 0) == GAME.observe(other, 0)


def test_taken_cards_are_seen_by_everyone():
    state = before_swap()
    view = GAME.observe(state, 2)
    assert view.hands[1] == tuple(sorted((SIX, DOUBLE)))
    assert view.hidden == (0, 0, 0) and view.unknown == ()
    assert view.public.taken[A] == SIX and view.hand_size(0) == 1


def test_a_swapped_card_is_seen_only_by_the_two_players():
    state = GAME.apply(before_swap(), SwapPlat(1))
    (drawn,) = set(state.hands[0]) - {PLAT}
    mine, theirs = GAME.observe(state, 0), GAME.observe(state, 1)
    assert mine.hands == state.hands and theirs.hands == state.hands
    assert mine.hidden == theirs.hidden == (0, 0, 0)
    third = GAME.observe(state, 2)
    assert third.hands == ((), (PLAT,), (HUNDRED,))
    assert third.hidden == (1, 1, 0) and third.unknown == tuple(sorted((SIX, DOUBLE)))
    assert drawn in third.unknown


def test_open_swaps_show_the_drawn_card_to_all():
    state = GAME.apply(before_swap(open_swaps=True), SwapPlat(1))
    assert GAME.observe(state, 2).hands == state.hands


def test_a_served_card_is_public_again():
    state = GAME.apply(before_swap(), SwapPlat(1))
    state = replace(state, public=replace(state.public, phase=Phase.SERVING, turn=1,
                                          markers=(1,) * len(GAME.plan),
                                          phase1_scores=(0, 0, 0)))
    (left,) = set(state.hands[1]) - {PLAT}
    served = GAME.apply(state, Serve(left, table(GAME, 5, 3)))
    assert left not in GAME.observe(served, 2).unknown
    assert GAME.observe(served, 2).hidden == (1, 0, 0)


def test_determinize_matches_the_view_and_samples_the_unknown():
    state = GAME.apply(before_swap(), SwapPlat(1))
    view = GAME.observe(state, 2)
    rng = random.Random(0)
    seat0 = set()
    for _ in range(20):
        world = GAME.determinize(view, rng)
        assert GAME.observe(world, 2) == view
        assert GAME.legal_actions(world) == GAME.legal_actions(state)
        assert sorted(c for c in world.deck if c >= 0) == sorted(
            c for c in state.deck if c >= 0)
        seat0.add(world.hands[0])
    assert seat0 == {(SIX,), (DOUBLE,)}


def test_the_bot_chooses_from_its_view_alone():
    """Swap the hidden cards around (and the board): the bot's choice does not move."""
    state = GAME.apply(before_swap(), SwapPlat(1))
    rng = random.Random(3)
    for _ in range(40):
        if GAME.is_over(state):
            break
        seat = GAME.current_player(state)
        legal = GAME.legal_actions(state)
        view = GAME.observe(state, seat)
        bot = HeuristicBot(GAME, seat, {})
        for _ in range(3):
            world = GAME.determinize(view, rng)
            assert bot.choose(GAME.observe(world, seat), legal) == bot.choose(view, legal)
        state = GAME.apply(state, legal[rng.randrange(len(legal))])
