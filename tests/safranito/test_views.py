"""Hidden information: what a seat sees, and worlds sampled from what it sees."""

import random

from game.safranito.rules import Phase, Sell, create_rules
from tests.safranito.helpers import aim, aim_rules, last_flick


def _midgame(rules, seed=4, players=3, steps=25):
    state = rules.new_game(players, seed, {})
    rng = random.Random(seed)
    for _ in range(steps):
        legal = rules.legal_actions(state)
        state = rules.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_a_view_hides_token_values_hands_reserved_dishes_and_decks():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0,
                       tokens=[(0, 60, "mint"), (0, 50, "extra_card"), (1, 10, "mint")],
                       hands=(("curry",), ("chili", "mint")), reserved=((3,), ()))
    view = rules.observe(state, 1)
    assert view.viewer == 1 and view.seed == 0
    assert [t.value for t in view.board] == [0, 0, 10]
    assert view.unused[0] == (0,) * len(state.unused[0]) and view.unused[1] == state.unused[1]
    assert view.hands == (("?",), ("chili", "mint")) and view.reserved == ((-1,), ())
    assert set(view.spice_deck) == {"?"} and set(view.dish_deck) == {-1}
    assert len(view.spice_deck) == len(state.spice_deck)


def test_values_are_revealed_when_their_space_or_bowl_is_scored():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0,
                       tokens=[(0, 60, "mint"), (0, 10, "extra_card"), (0, 40, "invalid")],
                       market=())
    state = rules.apply(state, aim(20, "garlic"))  # seat 1
    assert state.phase is Phase.CHOOSE_BOWL
    view = rules.observe(state, 1)
    values = {t.value for t in (*view.board, *view.returned) if t.owner == 0}
    assert values == {10, 0}  # the space's 10 is shown; the 60 and the invalid 40 are not
    state = rules.apply(state, rules.legal_actions(state)[1])  # open mint
    assert {t.value for t in rules.observe(state, 1).board if t.owner == 0} == {60}
    state = rules.apply(state, Sell(0))
    assert state.to_move == 0


def test_determinize_is_consistent_with_the_view():
    rules = create_rules()
    rng = random.Random(2)
    for seed in range(6):
        state = _midgame(rules, seed, players=2 + seed % 3, steps=10 + 7 * seed)
        if rules.is_over(state):
            continue
        seat = state.to_move
        view = rules.observe(state, seat)
        world = rules.determinize(view, rng)
        assert world.viewer == -1 and rules.observe(world, seat) == view
        assert list(rules.legal_actions(world)) == list(rules.legal_actions(state))
        # Revealed values are kept; each seat still holds each value once.
        for owner in range(state.num_players):
            held = [t.value for t in (*world.board, *world.returned) if t.owner == owner]
            assert sorted(held + list(world.unused[owner])) == list(rules.token_values)
        cards = [*world.spice_deck, *world.market, *world.discard, *world.drawn,
                 *(c for h in world.hands for c in h)]
        assert len(cards) == 54 and "?" not in cards
        dishes = [*world.face_up, *world.dish_deck, *(d for r in world.reserved for d in r),
                  *(d for p in world.prepared for d in p)]
        assert sorted(dishes) == list(range(18))


def test_keep_card_view_shows_the_drawn_cards_only_to_the_drawer():
    rules = aim_rules()
    state = last_flick(rules, 2, head=0, tokens=[(0, 30, "extra_card")],
                       spice_deck=("curry", "mint", "saffron", "chili"))
    state = rules.apply(state, aim(10, "invalid"))
    view = rules.observe(state, 0)
    assert view.drawn == ("curry", "mint", "saffron")
    world = rules.determinize(rules.observe(state, 1), random.Random(0))
    assert len(world.drawn) == 3 and "?" not in world.drawn
