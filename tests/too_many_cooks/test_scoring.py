"""Scoring per menu, the clamp at 0, the option, the end and ties
(docs/rules/too-many-cooks.md: Scoring, End)."""

import pytest

from game.too_many_cooks.rules import Phase, projected_scores, score_pile

from .helpers import boil_over, bouillon, card, changed, play_state, rules

PILE = (card("pea", 1), card("pea", 10), bouillon("pea"), boil_over("pea"),
        card("onion", 2), bouillon("onion"), boil_over("onion"),
        card("chili", 3), card("chili", 4))


def score(menu, pile=PILE, stars=5, boil=False):
    return score_pile(rules().data, 0, menu, pile, stars, boil)


def test_a_soup_cook_scores_its_suit_including_bouillons_and_boil_over_minus_chili():
    result = score("pea")
    assert sorted(result.plus) == sorted(PILE[:4])
    assert sorted(result.minus) == [card("chili", 3), card("chili", 4)]
    assert result.points == 4 - 2 and result.stars_after == 7


@pytest.mark.parametrize(("menu", "points"), [("onion", 3 - 2), ("mushroom", 0 - 2)])
def test_each_soup_suit_scores_alike(menu, points):
    assert score(menu).points == points


def test_a_chili_cook_scores_chili_minus_bouillons_but_not_boil_overs():
    result = score("chili")
    assert sorted(result.plus) == [card("chili", 3), card("chili", 4)]
    assert sorted(result.minus) == sorted([bouillon("pea"), bouillon("onion")])
    assert result.points == 0


def test_with_the_option_a_boil_over_is_a_bouillon():
    result = score("chili", boil=True)
    assert len(result.minus) == 4 and result.points == -2


def test_the_option_changes_only_the_chili_soup():
    assert score("pea", boil=True).points == score("pea").points
    assert score("no_soup", boil=True).points == score("no_soup").points


def test_no_soup_scores_five_minus_one_per_card_and_may_go_below_zero():
    assert score("no_soup", pile=()).points == 5
    result = score("no_soup")
    assert result.bonus == 5 and len(result.minus) == 9 and result.points == -4
    assert result.stars_after == 1


def test_a_total_never_goes_below_zero():
    result = score("no_soup", stars=2)
    assert result.points == -4 and result.stars_after == 0
    assert score("mushroom", stars=1).stars_after == 0


def test_the_clamp_applies_after_each_round():
    # 0 stars then +3 next round gives 3, not 5 - 4 + 3 on an unclamped count.
    game = rules()
    state = play_state([[card("chili", 1)], [card("pea", 2)]], chosen=("no_soup", "pea"),
                       stars=(1, 0), won=(PILE, (card("pea", 3), card("pea", 4),
                                                 card("pea", 5))))
    state = game.apply(state, game.legal_actions(state)[0])
    state = game.apply(state, game.legal_actions(state)[0])
    assert state.table.stars == (0, 3)
    record = state.table.history[-1]
    assert [s.points for s in record.seats] == [-4, 3]
    assert [(s.stars_before, s.stars_after) for s in record.seats] == [(1, 0), (0, 3)]


def test_projected_scores_show_the_running_round():
    state = play_state([[card("pea", 1)], [card("pea", 2)]], chosen=("chili", "no_soup"),
                       won=(PILE, ()))
    chili, no_soup = projected_scores(state)
    assert chili.points == 0 and no_soup.points == 5
    view = rules().observe(changed(state, phase=Phase.MENU, chosen=("chili", None)), 1)
    assert projected_scores(view)[1] is None


def finished(stars):
    state = rules().new_game(len(stars), 1, {})
    return changed(state, phase=Phase.GAME_OVER, to_move=-1, stars=stars)


def test_the_most_stars_wins():
    game = rules()
    assert game.winners(finished((3, 9, 4))) == (1,)
    assert game.scores(finished((3, 9, 4))) == (3.0, 9.0, 4.0)


def test_equal_totals_share_the_win():
    assert rules().winners(finished((7, 2, 7, 5))) == (0, 2)


def test_no_winner_before_the_end():
    assert rules().winners(rules().new_game(3, 1, {})) == ()
