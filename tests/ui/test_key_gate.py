"""The key gate's verdicts (game/ui/key_gate.py): a key acts on the decision on screen
when it was pressed, waits for a motion over that same decision, and is dropped
otherwise (newcomer playtest (keys), finding 1)."""

from types import SimpleNamespace

from game.ui.key_gate import KeyGate, Verdict, mark_picture

A, B = (4, 0), (5, 0)


def pressed_over(picture: int) -> SimpleNamespace:
    event = SimpleNamespace()
    mark_picture(event, picture)
    return event


def gate() -> KeyGate:
    keys = KeyGate()
    keys.shown(1, None)  # cards moving
    keys.shown(5, A)  # decision A on screen from picture 5
    return keys


def test_a_key_over_the_open_decision_acts():
    assert gate().verdict(pressed_over(6), A, A) is Verdict.ACT


def test_a_key_over_moving_cards_is_dropped_though_a_decision_opened_since():
    assert gate().verdict(pressed_over(4), A, A) is Verdict.DROP


def test_a_key_over_an_answered_decision_is_dropped():
    keys = gate()
    keys.shown(9, None)
    keys.shown(12, B)
    assert keys.verdict(pressed_over(7), B, B) is Verdict.DROP


def test_a_key_over_a_decision_hidden_by_a_motion_waits_then_acts_or_goes():
    keys = gate()
    event = pressed_over(6)
    assert keys.verdict(event, A, None) is Verdict.WAIT
    keys.hold(event, A)
    assert keys.release(A, None) == []  # still moving
    assert keys.release(A, A) == [event]
    keys.hold(event, A)
    assert keys.release(B, B) == []  # another decision opened: dropped
    assert keys.held == []


def test_a_key_from_outside_the_loop_answers_what_shows_now():
    assert gate().verdict(SimpleNamespace(), A, A) is Verdict.ACT
    assert gate().verdict(SimpleNamespace(), A, None) is Verdict.DROP
