"""Newcomer 10, finding 2: sentences the code builds read wrong. The guided game's
refusal said "In this guided game, try take the highlighted table." ("essayez
prenez…" in French); the Hint valued a Safranito choice at "0.4 rupees less than the
best" while the rest of the game writes money "₹40"; Scharfe Schoten's French Hint said
"Plus Jaune, moins Rouge"; Undo said the match "already counts as with help"; and the
French market said "Pas de carte Cardamome à vendre" of a card the market showed."""

import pytest

from game.engine.runner import Seat
from game.scharfe_schoten.rules import ChooseContracts
from game.ui.hint_moves import compared_words
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import ask_hint, click, open_table, quick_window, run_until
from tests.ui.test_safranito_bowl_hint import hint_words

REFUSAL = {
    "en": "Not that one in this guided game. The move to make: take the highlighted table "
          "(the coach frames it).",
    "fr": "Pas ce coup-là dans cette partie guidée. Le coup à jouer\xa0: prenez la table en "
          "surbrillance (le coach l'encadre).",
}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_guided_refusal_names_the_move_in_a_sentence(language):
    for ctx in quick_window(language=language):
        table = open_guided(ctx, "chef-de-rang")
        while table.lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
        run_until(ctx, table.is_my_turn)
        guided = table.lesson.guided_action(table.match.state)
        wrong = next(a for a in table.match.legal_actions() if a != guided)
        click(ctx, table.rect_of(wrong).center)
        assert table.toast_refusal and table.toast == REFUSAL[language], table.toast


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_guided_move_fits_the_refusal(language):
    """The refusal names the move as the coach's "Your move: …" does, so every
    game's words for a move (a card, "flick your 20 token", "do not buy") fit it."""
    for ctx in quick_window(language=language):
        text = ctx.text
        for action in ("tutorial.chef_de_rang.terms.take_table",
                       "tutorial.safranito.terms.buy_no", "tutorial.safranito.terms.sell_none"):
            said = text("tutorial.off_script", action=text(action))
            assert " try " not in said and "essayez" not in said, said


def test_a_money_gap_is_said_as_money_and_a_small_one_as_about_as_good():
    for ctx in quick_window():
        text = ctx.text
        assert compared_words(text, "safranito", -40.0, 0.0) == "₹40 less than the best"
        assert compared_words(text, "safranito", -0.4, 0.0) == text("hints.about_as_good")
        assert compared_words(text, "safranito", -3.6, 0.0) == "₹4 less than the best"
        assert compared_words(text, "too_many_cooks", -0.4, 0.0) == "0.4 stars less than the best"
    for ctx in quick_window(language="fr"):
        text = ctx.text
        assert compared_words(text, "safranito", -40.0, 0.0) == "40\xa0₹ de moins que le meilleur"
        assert "roupie" not in text("safranito.hint_note")


def test_the_french_contract_hint_writes_colours_in_lower_case():
    for ctx in quick_window((1600, 1000), language="fr"):
        seats = [Seat("Joueur 1"), Seat("Ada", "random"), Seat("Basile", "random")]
        table = open_table(ctx, "scharfe-schoten", seats, 3)
        run_until(ctx, table.is_my_turn)
        assert table.hint_label(ChooseContracts("yellow", "red")) == "Plus jaune, moins rouge"
        ask_hint(ctx, table)
        shown = hint_words(ctx, table)
        for colour in ("Rouge", "Vert", "Jaune", "Noir"):
            assert f"Plus {colour}" not in shown and f"moins {colour}" not in shown, shown
        assert "Plus " in shown, shown


@pytest.mark.parametrize("language, said", [
    ("en", "This match already counts as played with help"),
    ("fr", "Cette partie compte déjà comme jouée avec aide"),
])
def test_undo_says_the_match_counts_as_played_with_help(language, said):
    for ctx in quick_window(language=language):
        assert said in ctx.text("history.taken_back_already")


def test_the_french_market_says_who_has_no_card_to_sell():
    for ctx in quick_window(language="fr"):
        text = ctx.text
        spice = text("safranito.spices.cardamom")
        assert text("safranito.auto.no_sell", spice=spice) == \
            "Vous n'avez pas de carte Cardamome à vendre"


