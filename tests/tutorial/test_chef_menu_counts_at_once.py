"""Newcomer playtest: the guided Chef de rang coach said a menu taken "is worth 100 at
the end of phase 1" while the taker's panel showed the 100 at once (its score so far).
The coach now says what the panel does: the menu counts for its taker at once, and is
scored at the end of phase 1 (docs/rules/chef-de-rang.md: the phase-1 score is the
menus in hand and reserved pile). Walked with real keys, en and fr."""

import pytest

from tests.tutorial.chef_walk import walk
from tests.ui.conftest import quick_window

AT_ONCE = {"en": "at once", "fr": "aussitôt"}
LATER_ONLY = {"en": "is worth {value} at the end of phase 1",
              "fr": "vaut {value} à la fin de la phase 1"}


@pytest.fixture(params=["en", "fr"])
def window(request):
    yield from quick_window((1280, 800), request.param)


def test_the_coach_says_a_menu_counts_at_once_as_the_panel_shows_it(window):
    said = {}

    def seen(table, step, record):
        if step.moment != "menu":
            return False
        value = step.fields["value"]
        seat = step.fields["player"].seat
        low, high = table.game.phase1_range(table.view(), seat)
        said.update(words=table.coach.words(step), value=value, points=(low, high),
                    shown=[label.content for label in record.visible()])
        return True

    walk(window, seen)
    language = window.text.language
    words, value = said["words"], said["value"]
    low, high = said["points"]
    assert value > 0 and low == high >= value  # the panel counts the menu already
    assert any(str(low) in shown for shown in said["shown"]), said["shown"]
    assert AT_ONCE[language] in words, words
    assert LATER_ONLY[language].format(value=value) not in words, words
