"""The French texts say one thing one way (issue 19, newcomer play-test)."""

import re

from game import registry
from game.chef_de_rang.table.history import card_name as chef_card
from game.engine.text import Text, de, fill, load_text, read_language
from game.scharfe_schoten.table.history import card_name as schoten_card
from game.too_many_cooks.lessons import card_term
from game.too_many_cooks.table.tips import card_tip
from game.too_many_cooks.words import card_name
from game.tutorial.speech import word

FIELD = re.compile(r"\{[^{}]*\}")


def french_texts() -> dict[str, str]:
    """Every French text with its ``{fields}`` taken out (a field's name is no word)."""
    return {key: FIELD.sub("", value) for key, value in read_language("fr").items()}


def test_french_calls_the_computer_players_robots_never_bots():
    """The setup said "Vitesse des robots", the settings "Vitesse des bots", the guided
    game "contre deux bots": one word, "robot", as the level names say ("Robot : chef")."""
    texts = french_texts()
    bots = {key: value for key, value in texts.items()
            if re.search(r"\bbots?\b", value, re.IGNORECASE)}
    assert bots == {}
    assert sum(bool(re.search(r"\brobots?\b", v, re.IGNORECASE)) for v in texts.values()) > 20


ELIDED_WRONG = re.compile(r"\b[dD]e [aeiouàâäéèêëîïôöùûüœæAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜŒÆ]")
NUMBER_FIELDS = {"value", "diff", "n", "total", "price", "money", "count", "before", "after"}
"""Fields that hold a number: "de {value}" is right whatever the value."""


def test_de_elides_before_a_vowel_only():

    assert [de(w) for w in ("Oignon", "Ail", "Émeril", "Pois", "Curry")] == \
        ["d'Oignon", "d'Ail", "d'Émeril", "de Pois", "de Curry"]
    text = Text("fr", {"card": "Le {value} {suit:de}, {n:g} fois"})
    assert text("card", value=1, suit="Oignon", n=2.0) == "Le 1 d'Oignon, 2 fois"


def test_no_french_text_writes_de_before_a_word_it_does_not_know():
    """Issue 19: "Le 1 de Oignon". A word field after "de" goes through ``{x:de}``,
    which elides before a vowel; only numbers may follow a written "de"."""
    written = {key: fields for key, value in read_language("fr").items()
               if (fields := set(re.findall(r"\b[dD]e \{(\w+)(?::[^}]*)?\}", value))
                   - NUMBER_FIELDS)}
    assert written == {}


def french():

    return load_text("fr")


def test_every_card_of_too_many_cooks_is_named_in_good_french():

    text = french()
    rules = registry.rules("too-many-cooks")
    view = rules.observe(rules.new_game(4, 1, {}), 0)
    cards = range(len(view.table.data.cards))
    names = [card_tip(text, view, card) for card in cards]
    names += [text("too_many_cooks.hint_play", card=card_name(text, view, card)) for card in cards]
    assert not [name for name in names if ELIDED_WRONG.search(name)], names
    assert any("d'Oignon" in name for name in names)  # "Le 1 d'Oignon"


def test_every_card_of_scharfe_schoten_and_chef_de_rang_is_named_in_good_french():

    text = french()
    schoten = registry.rules("scharfe-schoten")
    view = schoten.observe(schoten.new_game(3, 1, {}), 0)
    names = [schoten_card(text, view, card) for card in range(view.table.deck.size)]
    names += [text("scharfe_schoten.history.chose", name="Ada", most=colour, least=colour)
              for colour in {text(f"scharfe_schoten.colours.{view.table.deck.colour_name(c)}")
                             for c in range(view.table.deck.size)}]
    chef = registry.rules("chef-de-rang")
    names += [chef_card(text, chef, card) for card in range(len(chef.cards))]
    assert not [name for name in names if ELIDED_WRONG.search(name)], names


def test_every_spice_card_of_safranito_is_named_in_good_french():

    text = french()
    spices = [text(f"safranito.spices.{s}") for s in registry.rules("safranito").spices]
    lines = []
    for spice in spices:
        lines.append(text("tutorial.safranito.moments.sell", spice=spice, total=30, held=2))
        lines.append(text("tutorial.safranito.moments.buy", spice=spice, price=30, money=50,
                          priority="Ada"))
    assert not [line for line in lines if ELIDED_WRONG.search(line)], lines
    assert any("Vente d'Ail" in line for line in lines)


BOIL_OVER = "«\u00a0La marmite déborde\u00a0»"
"""The boil-over's French name: the card's name in the French edition's rulebook
(« La marmite déborde », the red 0)."""


def test_the_boil_over_has_one_french_name_everywhere():
    """Newcomer 4: the coach said "Débordement oignon", the History "Oignon qui
    déborde", the setup screen "La marmite qui déborde": the coach, the History (and
    the Hint and review, which name cards alike), the card's tooltip and the setup
    screen's option now all say the rulebook's name, and no French text another."""

    text = french()
    rules = registry.rules("too-many-cooks")
    state = rules.new_game(4, 1, {})
    view = rules.observe(state, 0)
    cards = [c for c in range(len(view.table.data.cards)) if view.table.data.is_boil_over[c]]
    assert len(cards) == 3
    said = [word(text, "too_many_cooks", card_term(rules, c, s), []) for c in cards
            for s in (None, state)]  # the coach: once one was played, and before
    said += [card_name(text, view, c) for c in cards]  # the History, Hint, review
    said += [card_tip(text, view, c) for c in cards]
    said += [text("too_many_cooks.options.boil_over_is_bouillon"),  # the setup screen
             text("too_many_cooks.options_about.boil_over_is_bouillon"),
             text("too_many_cooks.rules_text")]
    assert [s for s in said if BOIL_OVER not in s] == []
    other_names = {key: value for key, value in french_texts().items()
                   if re.search(r"débordement|qui déborde|débordée", value, re.IGNORECASE)}
    assert other_names == {}


def test_a_bouillon_is_named_in_french_word_order():
    """Newcomer 5: the History said "Pois bouillon (0)" (the English order) where the
    guided game says "Bouillon d'oignon (0)"."""

    text = load_text("fr")
    named = [text("too_many_cooks.history.bouillon", suit=text(f"too_many_cooks.suits.{s}"))
             for s in ("pea", "onion", "mushroom")]
    assert [n.lower() for n in named] == ["bouillon de pois (0)", "bouillon d'oignon (0)",
                                          "bouillon de champignon (0)"], named


def test_french_chef_de_rang_calls_its_markers_marqueurs_never_pions():
    """The guided game said "Vous avez 20 marqueurs", the players' panels "20 pions
    restants" (newcomer play-test, finding 7): one word, the French rulebook's
    "marqueur" ("Chaque joueur choisit sa couleur de marqueurs")."""
    texts = {key: value for key, value in french_texts().items()
             if "chef_de_rang" in key}
    pions = {key: value for key, value in texts.items()
             if re.search(r"\bpions?\b", value, re.IGNORECASE)}
    assert pions == {}
    assert sum(bool(re.search(r"\bmarqueurs?\b", v, re.IGNORECASE))
               for v in texts.values()) > 10


def test_a_colour_after_de_is_lower_case_and_elided():
    """Scharfe Schoten's contracts read "le plus de rouge" mid-sentence: ``{x:de_low}``
    lowers the colour's capital and elides "de" before a vowel."""
    assert fill("le plus {c:de_low}", {"c": "Rouge"}) == "le plus de rouge"
    assert fill("le plus {c:de_low}", {"c": "Orange"}) == "le plus d'orange"
