"""The coach names things as the table names them and says what a number is where it
gives one (newcomer 5): Scharfe Schoten's contracts score on the stock (the coach said
"the colour you will hold MOST cards of"; the French scoring said "stock" where the table
says "Réserve"); Too Many Cooks' "bonus 0" came before any bonus was explained."""

import pytest

from game.engine.text import load_text


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_coach_says_contracts_score_on_the_stock(language):
    text = load_text(language)
    stock = text("scharfe_schoten.stock").lower()
    contracts = text.strings["tutorial.scharfe_schoten.moments.contracts"].lower()
    assert stock in contracts
    assert "hold most" not in contracts and "dont vous aurez le plus" not in contracts
    assert stock in text.strings["tutorial.scharfe_schoten.moments.scoring"].lower()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_round_scoring_says_whose_bonus_it_is(language):
    text = load_text(language)
    for bonus in ("bonus_none", "bonus_no_soup"):  # the scoring's {bonus}, by menu
        words = text.strings[f"tutorial.too_many_cooks.terms.{bonus}"]
        assert text("too_many_cooks.menus.no_soup") in words
