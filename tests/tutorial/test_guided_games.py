"""Each guided game, played headless with its script, reaches and explains every rule
moment its config lists, in words that exist in every language and quote the rules."""

import re

import pytest

from game import registry
from game.engine.text import load_text
from game.tutorial.headless import play_guided
from game.tutorial.lesson import load_spec
from game.tutorial.speech import say, step_key

PACKAGES = ["too_many_cooks", "scharfe_schoten", "chef_de_rang", "safranito"]


@pytest.fixture(scope="module", params=PACKAGES)
def played(request):
    package = request.param
    return package, load_spec(package), play_guided(package)


def test_every_listed_moment_is_explained(played):
    package, spec, out = played
    missing = [m for m in spec.moments if m not in out.moments()]
    assert not missing, f"{package}: never explained {missing} (seed {spec.seed})"
    assert out.moments().count(spec.moments[0]) == 1  # each moment once


def test_scripted_choices_are_legal_when_their_turn_comes(played):
    _package, spec, out = played
    assert out.off_script == [], "script no longer fits: python -m game.tutorial.seeds"
    assert out.scripted == sum(1 for s in spec.script if s is not None)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_step_has_words_with_every_field_filled(played, language):
    package, spec, out = played
    text = load_text(language)
    names = [seat.name for seat in spec.seats]
    for _, step, _ in out.steps:
        words = say(text, package, step, names)
        template = text(step_key(text, package, step.key))
        assert not words.startswith("<"), f"{language}: no text for {step.key}"
        assert not re.search(r"[{}]|<tutorial", words), words
        for name, value in step.fields.items():
            if "{" + name + "}" in template and isinstance(value, int):
                assert str(value) in words, (step.key, value, words)


def test_learner_seat_and_bots_come_from_the_config(played):
    _package, spec, _ = played
    assert spec.seats[spec.learner].is_human
    levels = {level.name for level in registry.bot_levels(spec.game_id)}
    assert all(s.bot_level in levels for s in spec.seats if not s.is_human)


def test_the_coach_names_exactly_the_legal_cards():
    """Too Many Cooks: the follow-suit text lists what legal_actions allows, no more."""
    from game.too_many_cooks.lessons import card_term  # local: the name clashes

    rules = registry.rules("too-many-cooks")
    seen = []

    def check(step, state, lesson):
        if step.moment in ("follow_suit", "void", "chili_freedom"):
            legal = tuple(card_term(rules, a.card, state) for a in rules.legal_actions(state))
            assert step.fields["cards"] == legal
            seen.append(step.moment)
        if step.moment == "pot":
            assert step.fields["total"] == state.table.pot_total
            assert step.fields["target"] == rules.data.target

    play_guided("too_many_cooks", on_step=check)
    assert "follow_suit" in seen


def test_scharfe_schoten_quotes_the_rounds_trumps_and_legal_cards():
    from game.scharfe_schoten.lessons import card_term, colour_term  # local: the name clashes

    rules = registry.rules("scharfe-schoten")
    seen = []

    def check(step, state, lesson):
        if step.moment == "trumps":
            assert step.fields["order"] == tuple(colour_term(rules, c)
                                                 for c in state.table.trump_order)
            seen.append("trumps")
        if step.moment == "follow_suit":
            assert step.fields["cards"] == tuple(card_term(rules, a.card)
                                                 for a in rules.legal_actions(state))
            seen.append("follow")
        if step.moment == "contracts":
            assert (step.fields["met"], step.fields["tied"]) == (rules.met, rules.tied)

    play_guided("scharfe_schoten", on_step=check)
    assert {"trumps", "follow"} <= set(seen)


def test_chef_de_rang_counts_the_tables_the_rules_allow():
    rules = registry.rules("chef-de-rang")
    seen = []

    def check(step, state, lesson):
        if step.moment in ("edge", "path", "anywhere"):
            assert step.fields["count"].n == len(rules.legal_actions(state))  # a counted noun
            seen.append(step.moment)

    play_guided("chef_de_rang", on_step=check)
    assert {"edge", "path"} <= set(seen)


def test_locale_files_have_the_same_keys_and_a_text_per_moment():
    en, fr = load_text("en"), load_text("fr")
    en_keys = {k for k in en.strings if k.startswith("tutorial.")}
    fr_keys = {k for k in fr.strings if k.startswith("tutorial.")}
    assert en_keys == fr_keys
    for package in PACKAGES:
        spec = load_spec(package)
        for moment in spec.moments:
            assert f"tutorial.{package}.moments.{moment}" in en_keys
        for key in spec.intro:
            assert f"tutorial.{package}.intro.{key}" in en_keys
