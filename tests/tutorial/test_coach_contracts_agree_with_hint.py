"""Newcomer playtest: guided Scharfe Schoten's coach asked for "most green" while the
learner held one green card (and six black), and gave no reason. The coach's contracts
are now the Hint's own best pair on this deal, and the coach says why in the Hint's
terms: contracts count the stock (tricks won plus spice-rack cards), not the hand.

Played headless (the script as the table plays it) up to the learner's contracts; the
Hint is asked exactly as the table asks it (its seed from the match and move number)."""

import pytest

from game import registry
from game.engine.rng import derive_seed
from game.engine.text import load_text
from game.scharfe_schoten.reasons import contract_reason
from game.scharfe_schoten.state import ChooseContracts
from game.tutorial.headless import lesson_rules, setup_of
from game.tutorial.lesson import Lesson, load_spec
from game.tutorial.speech import say
from game.ui.hint_moves import best_moves


def at_contracts():
    """The guided match at the learner's contracts, and the coach's step for them."""
    spec = load_spec("scharfe_schoten")
    match = setup_of(spec).start()
    lesson = Lesson(spec, match.game, lesson_rules("scharfe_schoten"))
    lesson.start(match.state)
    for _ in range(50):
        if match.to_move == spec.learner:
            lesson.at_turn(match.state)
            step = next(s for s in lesson.queue if s.waits)
            return spec, match, lesson, step
        seat = match.to_move
        match.submit(bot_move(match, spec, seat))
    raise AssertionError("the learner never chose contracts")


def bot_move(match, spec, seat):
    bot = registry.make_bot(spec.game_id, spec.seats[seat].bot_level or "heuristic", seat,
                            registry.bot_seed(spec.seed, seat))
    return bot.choose(match.game.observe(match.state, seat), match.legal_actions())


def test_the_coach_asks_for_the_hints_best_contracts():
    spec, match, lesson, _step = at_contracts()
    guided = lesson.guided_action(match.state)
    assert isinstance(guided, ChooseContracts)
    view = match.game.observe(match.state, spec.learner)
    seed = derive_seed(match.log.seed, "hint", len(match.log.actions), spec.learner)
    hinted = best_moves(match.game, view, match.legal_actions(), spec.learner, seed)
    assert hinted and hinted[0].action == guided, \
        f"coach asks {guided}, the Hint's best is {hinted[0].action if hinted else None}"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_says_the_hints_reason_for_its_contracts(language):
    spec, match, lesson, step = at_contracts()
    guided = lesson.guided_action(match.state)
    view = match.game.observe(match.state, spec.learner)
    key, _fields = contract_reason(view, guided)
    assert step.key == f"do_{key}"
    text = load_text(language)
    words = say(text, "scharfe_schoten", step, ["Alex", "Ada", "Basil"])
    deck = view.table.deck
    held = {c: len(view.hand[deck.index(c)]) for c in deck.colours}
    # The hand's counts of both colours, the stock and the spice rack are named.
    for colour in (guided.most, guided.least):
        assert text(f"tutorial.scharfe_schoten.terms.held_{colour}", n=held[colour]) in words
    stock = {"en": ("stock", "spice rack", "not your hand"),
             "fr": ("réserve", "étagère à épices", "pas votre main")}[language]
    assert all(part in words for part in stock), words
    if key == "contract_search":  # the reason is the Hint's: it names the Hint
        assert text("hints.button") in words, words
