"""Newcomer playtest: the guided Chef de rang's zone-limit step said plats du jour,
coups doubles and sauts "go anywhere (no effect in phase 2)"; read as "always
playable", the learner was surprised to end phase 2 with those cards in hand. The
rules (docs/rules/chef-de-rang.md, phase 2) give them no zone limit, but they are
placed like any card: on an ordered empty table next to the one served last (the first
serve: any ordered empty table), so they may stay in hand. The words, in the real
scene at the step that frames the legend, say exactly that, in both languages."""

import pytest

from tests.tutorial.chef_walk import walk
from tests.ui.conftest import quick_window

SAID = {"en": ("fit any zone", "next to the one served last", "stay in your hand"),
        "fr": ("toute zone", "voisine de la dernière servie", "rester en main")}
WRONG = {"en": "go anywhere", "fr": "vont partout"}


@pytest.fixture(params=["en", "fr"])
def window(request):
    yield from quick_window((1280, 800), request.param)


def test_the_zone_step_says_where_the_cards_without_a_zone_limit_still_go(window):
    said = {}

    def seen(table, step, _record):
        if step.moment == "zones":
            said["words"] = table.coach.words(step)
            return True
        return False

    walk(window, seen)
    language = window.settings.language
    words = said["words"]
    assert WRONG[language] not in words, words
    for part in SAID[language]:
        assert part in words, f"{part!r} not in {words!r}"
