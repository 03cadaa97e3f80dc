"""The rulebook examples docs/rules/too-many-cooks.md names, replayed exactly."""

from game.too_many_cooks.rules import projected_scores, why_illegal

from .helpers import boil_over, card, play, play_state


def test_seed_000_trick():
    """Virginie (seat 0) leads; Bruno, Valentine (chili cook) and Nicolas follow."""
    virginie = [card("pea", 3), card("mushroom", 4), card("pea", 2)]
    bruno = [card("pea", 1), card("pea", 3, 1), card("onion", 1)]
    valentine = [card("chili", 5), card("chili", 4), card("onion", 3)]  # no peas
    nicolas = [boil_over("onion"), card("pea", 5), card("onion", 1, 1)]
    state = play_state([virginie, bruno, valentine, nicolas],
                       chosen=("pea", "mushroom", "chili", "onion"))
    announced = []
    for c in (card("pea", 3), card("pea", 1), card("chili", 5)):
        state = play(state, c)
        announced.append(state.table.pot_total)
    # Nicolas holds a pea but the chili freed the suit: his onion boil-over is legal.
    assert why_illegal(state, boil_over("onion")) is None
    state = play(state, boil_over("onion"))
    announced.append(state.table.pot_total)
    # Virginie still holds a pea; the mushroom 4 is legal because of the chili.
    assert why_illegal(state, card("mushroom", 4)) is None
    for c in (card("mushroom", 4), card("pea", 3, 1)):
        state = play(state, c)
        announced.append(state.table.pot_total)
    assert announced == [3, 4, 9, 0, 4, 7]
    state = play(state, card("chili", 4))  # 11
    assert state.table.trick == () and state.table.to_move == 2
    assert len(state.table.won[2]) == 7 and state.table.tricks[0].winner == 2
    chili_cook = projected_scores(state)[2]
    assert chili_cook.points == 2 and chili_cook.minus == ()  # no bouillon in the trick


def test_seed_000_trick_with_boil_over_as_bouillon_costs_a_star():
    """The option changes the example: the onion boil-over now spoils the chili soup."""
    hands = [[card("pea", 3), card("mushroom", 4), card("pea", 2)],
             [card("pea", 1), card("pea", 3, 1), card("onion", 1)],
             [card("chili", 5), card("chili", 4), card("onion", 3)],
             [boil_over("onion"), card("pea", 5), card("onion", 1, 1)]]
    state = play_state(hands, chosen=("pea", "mushroom", "chili", "onion"),
                       boil_over_is_bouillon=True)
    state = play(state, card("pea", 3), card("pea", 1), card("chili", 5), boil_over("onion"),
                 card("mushroom", 4), card("pea", 3, 1), card("chili", 4))
    assert projected_scores(state)[2].points == 1


def test_a_ten_led_alone_announces_zero_and_the_next_four_makes_four():
    state = play_state([[card("mushroom", 10), card("pea", 1)],
                        [card("mushroom", 4), card("pea", 2)]])
    state = play(state, card("mushroom", 10))
    assert state.table.pot_total == 0
    state = play(state, card("mushroom", 4))
    assert state.table.pot_total == 4 and len(state.table.trick) == 2  # not 14: nobody won
