"""The French texts say one thing one way (issue 19, newcomer play-test)."""

import re

from game.engine.text import read_language

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
