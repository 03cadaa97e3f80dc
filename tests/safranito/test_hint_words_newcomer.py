"""Newcomer playtest, finding 3: the bowl Hint ("Open the Curry bowl") named no rupees and
gave no reason; after flick practice the flick Hint said "too few of your flicks are
measured" though the practice flicks do count (the aim is measured from flicks
repeated at one target, which one flick per bowl never gives)."""

from game.engine.text import load_text
from game.safranito.aim_record import AimSample, flicks_to_measure
from game.safranito.reasons import hint_reason, move_words
from game.safranito.rules import ChooseBowl, Phase
from game.safranito.table.hint_view import hand_assumed
from tests.safranito.helpers import random_match


def test_the_bowl_hint_says_what_the_bowl_is_worth_and_why():
    rules, states, _actions = random_match(3)
    asked = [s for s in states if s.phase is Phase.CHOOSE_BOWL and s.to_move >= 0]
    assert asked
    for language in ("en", "fr"):
        text = load_text(language)
        for state in asked:
            view = rules.observe(state, state.to_move)
            for action in rules.legal_actions(view):
                assert isinstance(action, ChooseBowl)
                words = move_words(text, rules, view, action)
                figure = words.replace("\xa0", "")
                assert str(view.bowl_total(action.bowl)) in figure and "₹" in figure, words
                assert hint_reason(rules, view, action) is not None, words


def test_practice_flicks_one_per_bowl_are_told_what_measures_the_aim():
    one_each = [AimSample(f"stop:{bowl}", 1.0, 0.01)
                for bowl in ("curry", "mint", "saffron", "garlic", "cumin")]
    assert flicks_to_measure(one_each) == 3
    text = load_text("en")
    note = hand_assumed(text, one_each)
    assert "too few" not in note and "3 more times" in note, note
    repeated = [*one_each, AimSample("stop:mint", -1.0, 0.0), AimSample("stop:mint", 0.0, 0.0)]
    assert "Flick once more" in hand_assumed(text, repeated)
    assert "pichenettes" in hand_assumed(load_text("fr"), one_each)
