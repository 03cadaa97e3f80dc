"""The review names every move and says why the best one may be good in the player's
language, from the seat's view, without pygame (the Hint words its reason the same way)."""

import importlib

import pytest

from game import registry
from game.engine.log import replay_states
from game.engine.text import after_colon, load_text
from game.match_files import round_number
from game.review.engine import seat_turns
from game.review.model import MoveValue, ValuedDecision
from game.review.report import Line, moment_words
from game.review.words import (
    best_words,
    contrast_reason,
    move_words,
    played_words,
    reason_words,
    shown_value,
    value_words,
)
from game.storage import read_save
from game.too_many_cooks.rules import PlayCard
from game.too_many_cooks.words import card_name
from tests.review.helpers import CARD_GAMES, match_file, quick


@pytest.mark.parametrize("game_id", CARD_GAMES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_legal_move_has_words_and_reasons_are_the_games(tmp_path, game_id, language):
    text = load_text(language)
    saved = read_save(match_file(tmp_path, game_id))
    game = registry.rules(game_id)
    package = registry.GAME_PACKAGES[game_id]
    reasons = importlib.import_module(f"game.{package}.reasons")
    names = [seat.name for seat in saved.seats]
    kinds, worded = set(), 0
    for seat in range(len(saved.seats)):
        turns = seat_turns(game, replay_states(game, saved.log), saved.log.actions, seat)
        for decision in turns.decisions:
            for action in decision.legal:
                words = move_words(text, package, game, decision.view, action, names)
                assert words and words != str(action) and "{" not in words  # not a repr
                kinds.add(type(action).__name__)
                reason = reason_words(text, package, game, decision.view, action)
                assert bool(reason) == (reasons.hint_reason(game, decision.view, action)
                                        is not None)
                assert "{" not in reason
                worded += bool(reason)
    assert len(kinds) >= 2 and worded > 0


def test_values_are_signed_in_the_games_unit():
    text = load_text("en")
    assert value_words(text, "too_many_cooks", 1.84) == "+1.8 stars"
    assert value_words(text, "chef_de_rang", 240) == "+240 points"
    assert value_words(text, "scharfe_schoten", -0.5) == "−0.5 points"


@pytest.mark.parametrize("game_id", CARD_GAMES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_key_moments_moves_read_as_a_sentence(tmp_path, game_id, language):
    """Issue 19 re-check b, finding 3: a key moment read "you played Play the 0 of Pea"
    (the Hint's imperative after "you played"). The move played is a clause of its own
    ("you took table 9"), the better one the subject of "was worth" ("taking table
    9"), for every move of every kind; each decision knows its round and the seat's
    turn in it (forced moves count), so a moment says where it is."""
    text = load_text(language)
    saved = read_save(match_file(tmp_path, game_id))
    game = registry.rules(game_id)
    package = registry.GAME_PACKAGES[game_id]
    names = [seat.name for seat in saved.seats]
    states = replay_states(game, saved.log)
    you = {"en": "you ", "fr": "vous avez "}[language]
    kinds = set()
    for seat in range(len(saved.seats)):
        turns = seat_turns(game, states, saved.log.actions, seat)
        for decision in turns.decisions:
            here = round_number(states[decision.index])
            mine = [i for i in range(decision.index + 1)
                    if game.current_player(states[i]) == seat
                    and round_number(states[i]) == here]
            assert (decision.round, decision.turn) == (here, len(mine))
            for action in decision.legal:
                hint = move_words(text, package, game, decision.view, action, names)
                did = played_words(text, package, game, decision.view, action, names)
                best = best_words(text, package, game, decision.view, action, names)
                assert did.startswith(you) and "{" not in did + best, (did, best)
                verb = hint.split()[0]
                if verb[0].isupper() and hint != best:  # the Hint's imperative
                    assert verb not in did and verb not in best, (hint, did, best)
                kinds.add(type(action).__name__)
    assert len(kinds) >= 2


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_review_names_a_boil_over_and_a_bouillon_as_the_table_does(language):
    """Issue 19: the review said "you played the 0 of Pea" for the Pea boil-over, the
    red 0 that empties the pot (docs/rules/too-many-cooks.md: "Onion boil-over (0)"),
    and the same for a bouillon: the review names every card as the table's history
    and Hint do, the two zeros told apart."""

    text = load_text(language)
    game = registry.rules("too-many-cooks")
    view = game.observe(game.new_game(4, 1, {}), 0)
    names = ["Ann", "Ada", "Basil", "Clove"]
    cards = view.table.data.cards
    zeros = [card.id for card in cards if card.boil_over or card.bouillon]
    assert any(cards[c].boil_over for c in zeros) and any(cards[c].bouillon for c in zeros)
    for card in range(len(cards)):
        action = PlayCard(card)
        name = card_name(text, view, card)
        for words in (played_words(text, "too_many_cooks", game, view, action, names),
                      best_words(text, "too_many_cooks", game, view, action, names)):
            assert name in words, (words, name)
    boil_over = next(c for c in zeros if cards[c].boil_over)
    said = played_words(text, "too_many_cooks", game, view, PlayCard(boil_over), names)
    if language == "en":
        suit = text(f"too_many_cooks.suits.{cards[boil_over].suit}")
        assert said == f"you played the {suit} boil-over (red 0)"
        assert "the 0 of" not in said


@pytest.mark.parametrize("game_id", CARD_GAMES)
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_key_moments_reason_holds_for_the_better_move_and_not_the_played(
        tmp_path, game_id, language):
    """Review finding 1: "you played Noir 6; Noir 10 was worth +6.4 points: Remporte le
    pli" though Noir 6 won the trick too. For every pair of legal moves, the reason given
    is never the one the game gives the played move as well; then it is the plain one."""
    text = load_text(language)
    saved = read_save(match_file(tmp_path, game_id))
    game = registry.rules(game_id)
    package = registry.GAME_PACKAGES[game_id]
    reasons = importlib.import_module(f"game.{package}.reasons")
    plain = text(f"review.reason_search.{package}")
    fell_back = 0
    turns = seat_turns(game, replay_states(game, saved.log), saved.log.actions, 0)
    for decision in turns.decisions[:6]:
        for best in decision.legal:
            for played in decision.legal:
                if best == played:
                    continue
                reason = contrast_reason(text, package, game, decision.view, best, played)
                mine = reasons.hint_reason(game, decision.view, best)
                theirs = reasons.hint_reason(game, decision.view, played)
                if mine is None:
                    assert reason == ""
                elif (theirs is not None and theirs[0] == mine[0]) or (
                        mine[0] == "stays_under" and package == "too_many_cooks"
                        and reasons.reason_holds(game, decision.view, played, mine[0])):
                    assert reason == plain
                    fell_back += 1
                else:
                    assert reason == reason_words(text, package, game, decision.view, best)
    assert plain and "{" not in plain


def test_a_label_follows_the_value_shown_beside_it():
    """Review finding 2: "+2.0 stars (blunder)" and "+2.0 stars (mistake)": the label is
    taken from the value as shown, so one shown value has one label."""
    settings = quick("too-many-cooks")
    text = load_text("en")
    bound = settings.thresholds.mistake
    below, above = bound - 0.01, bound + 0.01
    assert value_words(text, "too_many_cooks", below) == value_words(
        text, "too_many_cooks", above)
    assert (settings.thresholds.label(shown_value(below, "too_many_cooks"))
            == settings.thresholds.label(shown_value(above, "too_many_cooks")))


@pytest.mark.parametrize(("language", "after", "where"), [
    ("en", ": the search expects most", "Round 2, your turn 4, move 53 of the match"),
    ("fr", " : la recherche prévoit que", "Manche 2, votre tour 4, coup 53 de la partie")])
def test_a_key_moments_reason_goes_on_in_lower_case_and_its_move_is_the_matchs(
        language, after, where):
    """Newcomer play-test: "…was worth +8.4 points: The search expects…" (a capital
    after the colon) and "move 53", a number nobody explained. The reason goes on in
    lower case after the colon, a name keeps its capital, and the move number says it
    counts the match's moves (the replay's counter)."""
    text = load_text(language)
    fields: dict[str, object] = {"most_n": 3, "least_n": 1}
    fields["most"] = text("scharfe_schoten.colours.red")
    fields["least"] = text("scharfe_schoten.colours.green")
    reason = text("scharfe_schoten.hint_reasons.contract_search", **fields)
    assert reason[0].isupper()
    move = MoveValue("a", 8.4)
    line = Line(ValuedDecision(52, "b", (move, MoveValue("b", 0.0)), 8), "blunder",
                "played", "best", reason, did="you played", best_subject="the best",
                round=2, turn=4)
    said = moment_words(text, "scharfe_schoten", line)
    assert after in said and where in said, said
    assert after_colon(text, "Ada's pot is full.", "too_many_cooks.hint_reasons") == \
        "Ada's pot is full."
