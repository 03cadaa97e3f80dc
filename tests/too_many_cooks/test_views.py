"""What each seat may know, and determinization
(docs/rules/too-many-cooks.md: hidden hands, secret menus)."""

import random
from dataclasses import replace

from game.too_many_cooks.rules import ChooseMenu, Phase, shown_voids

from .helpers import card, changed, play, play_state, rules


def advance(state, steps, seed=0):
    game = rules()
    rng = random.Random(seed)
    for _ in range(steps):
        legal = game.legal_actions(state)
        state = game.apply(state, legal[rng.randrange(len(legal))])
    return state


def test_a_view_shows_the_own_hand_and_only_counts_of_the_others():
    game = rules()
    state = advance(game.new_game(4, 3, {}), 10)
    for seat in range(4):
        view = game.observe(state, seat)
        assert view.hand == state.hands[seat]
        assert view.hand_counts == tuple(len(h) for h in state.hands)
        assert view.set_aside_count == 0
        assert not hasattr(view, "hands") and not hasattr(view, "seed")
        assert view.table.trick == state.table.trick and view.table.won == state.table.won
        assert view.table.stars == state.table.stars and view.table.tricks == state.table.tricks


def test_the_set_aside_cards_are_hidden():
    game = rules()
    state = game.new_game(2, 3, {})
    view = game.observe(state, 0)
    assert view.set_aside_count == 26 and not hasattr(view, "set_aside")


def test_equal_knowledge_gives_equal_views():
    game = rules()
    state = advance(game.new_game(3, 5, {}), 20)
    other = replace(state, seed=state.seed + 1,
                    hands=(state.hands[0], state.hands[2], state.hands[1]))
    if len(state.hands[1]) == len(state.hands[2]):
        assert game.observe(other, 0) == game.observe(state, 0)
        assert game.observe(other, 1) != game.observe(state, 1)


def test_determinize_matches_the_view_in_every_phase_and_player_count():
    game = rules()
    rng = random.Random(4)
    for players in (2, 3, 4, 5):
        for options in ({}, {"sequential_menus": True}):
            state = game.new_game(players, players, options)
            for step in range(120):
                seat = game.current_player(state)
                view = game.observe(state, seat)
                world = game.determinize(view, rng)
                assert game.observe(world, seat) == view
                assert game.legal_actions(world) == game.legal_actions(state)
                dealt = [c for h in world.hands for c in h] + list(world.set_aside)
                played = [c for pile in world.table.won for c in pile] + [
                    p.card for p in world.table.trick]
                assert sorted(dealt + played) == list(range(52))
                state = advance(state, 1, seed=step)


def test_determinize_samples_hidden_menus_from_the_menus_a_seat_still_holds():
    game = rules()
    state = game.new_game(3, 2, {})
    first = game.current_player(state)
    used = [("pea", "onion"), ("pea", "onion"), ("pea", "onion")]
    state = changed(state, used_menus=tuple(used), round=3)
    state = game.apply(state, ChooseMenu("chili"))
    observer = game.current_player(state)
    view = game.observe(state, observer)
    assert view.chosen[first] is None and view.has_chosen[first]
    picks = {game.determinize(view, random.Random(k)).chosen[first] for k in range(40)}
    assert picks == {"mushroom", "chili", "no_soup"}


def test_shown_voids_come_from_not_following_before_any_chili():
    data = rules().data
    assert shown_voids(data, [()]) == set()
    state = play_state([[card("pea", 2), card("pea", 3)], [card("onion", 1)],
                        [card("chili", 1)], [card("mushroom", 1)]])
    state = play(state, card("pea", 2), card("onion", 1), card("chili", 1))
    assert shown_voids(data, [state.table.trick]) == {(1, "pea"), (2, "pea")}
    # after the chili nothing more is learnt
    state = play(state, card("mushroom", 1))
    assert shown_voids(data, [state.table.trick]) == {(1, "pea"), (2, "pea")}


def test_determinize_deals_no_card_of_a_suit_a_seat_showed_it_lacks():
    game = rules()
    base = game.new_game(4, 9, {})
    hands = [list(h) for h in base.hands]
    # seat 1 played an onion on a mushroom lead: it holds no mushroom.
    lead, off = card("mushroom", 3), card("onion", 1)
    holders = {c: s for s, h in enumerate(hands) for c in h}
    for c in (lead, off):
        hands[holders[c]].remove(c)
    stolen = [c for c in hands[1] if rules().data.suit_of[c] == "mushroom"]
    for c in stolen:
        hands[1].remove(c)
        hands[3].append(c)
    while len(hands[3]) > len(hands[1]) + 1:
        hands[1].append(next(c for c in hands[3] if rules().data.suit_of[c] != "mushroom"))
        hands[3].remove(hands[1][-1])
    state = play_state(hands, to_move=2, trick=((0, lead), (1, off)))
    view = game.observe(state, 2)
    for k in range(30):
        world = game.determinize(view, random.Random(k))
        assert not [c for c in world.hands[1] if rules().data.suit_of[c] == "mushroom"]
        assert game.observe(world, 2) == view


def test_a_game_over_view_determinizes():
    game = rules()
    state = game.new_game(2, 1, {})
    while not game.is_over(state):
        state = game.apply(state, game.legal_actions(state)[0])
    view = game.observe(state, 0)
    assert view.table.phase is Phase.GAME_OVER and view.table.to_move == -1
    assert game.observe(game.determinize(view, random.Random(1)), 0) == view
