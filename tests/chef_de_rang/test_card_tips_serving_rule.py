"""Newcomer playtest: the saut's tooltip said "In phase 2 it may be served on any
ordered table", yet after the first serve the table lights only the empty ordered
tables next to the one served last, for a saut, a coup double or a plat du jour as for
a menu (``docs/rules/chef-de-rang.md``: they go "anywhere" as to rooms, the serving
rule still holds). Each of these cards' tooltip, en and fr, says that rule, on a state
where the rules light fewer tables than are ordered and empty."""

import pytest

from game.chef_de_rang.rules import CardKind, Serve
from game.chef_de_rang.table.tips import card_tip
from game.engine.text import load_text

from .helpers import menu, rules, serving, special, table

GAME = rules()
C1, C2, C3 = table(GAME, 5, 3), table(GAME, 6, 3), table(GAME, 5, 4)
D1, S1 = table(GAME, 3, 3), table(GAME, 2, 3)
MARKERS = {C1: 0, C2: 1, C3: 2, D1: 0, S1: 1}
SIX = menu(GAME, 600)
KINDS = (CardKind.PLAT, CardKind.COUP_DOUBLE, CardKind.SAUT)
NEXT_TO = {"en": "next to the table served last", "fr": "voisine de la dernière servie"}
ANY = {"en": "any ordered table", "fr": "n'importe quelle table commandée"}
FIRST = {"en": "the phase's first card: any empty ordered table",
         "fr": "la première carte de la phase : n'importe quelle table commandée vide"}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("kind", KINDS, ids=[k.value for k in KINDS])
def test_a_special_cards_tip_says_the_serving_rule_the_table_lights(language, kind):
    card = special(GAME, kind)
    state = serving(GAME, {0: [SIX, menu(GAME, 100)], 1: [card], 2: [menu(GAME, 300)]}, MARKERS)
    state = GAME.apply(state, Serve(SIX, C1))
    assert state.public.turn == 1
    lit = set(GAME.legal_placements(state, card))
    ordered_empty = set(MARKERS) - {C1}
    assert lit == {C2, C3} < ordered_empty  # the rules light fewer than "any ordered"
    words = card_tip(load_text(language), GAME, card).replace("\u00a0", " ")
    assert NEXT_TO[language] in words, words
    # "any ordered table" only for the phase's first card, never as the whole rule
    assert FIRST[language] in words, words
    assert words.count(ANY[language]) == FIRST[language].count(ANY[language]), words
