"""Newcomer 13: the French history said "Ada a pris une carte noir du présentoir" —
"noir" against the feminine "carte", and "présentoir" where the table says "Étagère à
épices". A take from the rack reads right for every colour and names the table's rack."""

import pytest

from game import registry
from game.engine.text import load_text
from game.scharfe_schoten.state import TakeFromRack
from game.scharfe_schoten.table.history import describe

COLOURS = ("red", "green", "yellow", "black")


@pytest.mark.parametrize("colour", COLOURS)
def test_a_rack_take_reads_right_in_french(colour):
    text = load_text("fr")
    rules = registry.rules("scharfe-schoten")
    view = rules.observe(rules.new_game(3, 5, {}), 0)
    line = describe(text, ["Ada", "Basile", "Clou"], rules, view, TakeFromRack(colour),
                    view, 0)
    rack = text("scharfe_schoten.rack_empty")  # "Étagère à épices vide"
    assert "présentoir" not in line
    assert "étagère" in line and "étagère" in rack.casefold()
    assert "carte" not in line  # "une carte noir/vert": the adjective cannot agree
    assert text(f"scharfe_schoten.colours.{colour}").lower() in line


@pytest.mark.parametrize("key", ["contract", "contract_search"])
def test_a_contract_reason_counts_colours_without_agreement_errors(key):
    """Newcomer 13: "votre main : 3 noir, 4 jaune" — a count before a bare colour
    adjective; "3 en noir" reads right for every colour."""
    text = load_text("fr")
    line = text(f"scharfe_schoten.hint_reasons.{key}", most="Noir", least="Jaune", most_n=3,
                least_n=4)
    assert "3 en noir" in line and "4 en jaune" in line
