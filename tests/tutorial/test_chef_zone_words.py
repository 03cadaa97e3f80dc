"""Newcomer playtest, the guided Chef de rang's step that frames the legend (zone limits):

- it said plats du jour, coups doubles and sauts "go anywhere (no effect in phase 2)";
  read as "always playable", the learner was surprised to end phase 2 with those cards
  in hand. The rules (docs/rules/chef-de-rang.md, phase 2) give them no zone limit,
  but they are placed like any card (an ordered empty table; after the first serve,
  next to the one served last), so they may stay in hand. The words say exactly that;
- it read the zone limits out as one long list ("100 ... (not the salon); 200 ..."),
  which the legend it frames already shows, and a page of the box ended inside that
  sentence, at a ";" (1280x800, English, page 1 of 4). Its pages now end at the end
  of a sentence.
- once its words stopped reading the limits out, the step still carried them (a
  ``limits`` field of ``limit_*`` terms, worded at every showing and never said):
  it carries no field its words do not say.
Both through the real scene, walked with real key presses, in both languages."""

import re

import pytest

from game.tutorial.speech import step_key
from tests.tutorial.chef_walk import walk
from tests.ui.conftest import quick_window, size_ids

SAID = {"en": ("fit any zone", "follow the serving rule like menus", "stay in your hand"),
        "fr": ("toute zone", "suivent la règle de service comme les menus", "rester en main")}
WRONG = {"en": "go anywhere", "fr": "vont partout"}
SIZES = [(1280, 800), (1920, 1080)]
FULL_STOP = re.compile(r"[.!?…][)»\"”’]?$")
"""A line that ends a whole sentence (not a clause: ":" or ";")."""


@pytest.fixture(params=[(size, lang) for size in SIZES for lang in ("en", "fr")],
                ids=[f"{i}-{lang}" for i in size_ids(SIZES) for lang in ("en", "fr")])
def window(request):
    size, language = request.param
    yield from quick_window(size, language)


def zone_step(window) -> dict:
    """The zone step's words and pages, as the real scene shows them."""
    said = {}

    def seen(table, step, _record):
        if step.moment == "zones":
            key = step_key(window.text, "chef_de_rang", step.key)
            said.update(words=table.coach.words(step), pages=table.coach._placed[1],
                        fields=dict(step.fields), template=window.text.strings[key])
            return True
        return False

    walk(window, seen)
    assert said, "the guided game showed no zone step"
    return said


def test_the_zone_step_says_where_the_cards_without_a_zone_limit_still_go(window):
    said = zone_step(window)
    language = window.settings.language
    words = said["words"]
    assert WRONG[language] not in words, words
    for part in SAID[language]:
        assert part in words, f"{part!r} not in {words!r}"


def test_every_page_of_the_zone_step_ends_at_a_sentence_end(window):
    pages = zone_step(window)["pages"]
    for page in pages:
        assert FULL_STOP.search(page[-1].strip()), f"a page ends mid-sentence: {pages}"


def test_the_zone_step_carries_no_field_its_words_do_not_say(window):
    said = zone_step(window)
    unsaid = [name for name in said["fields"] if "{" + name not in said["template"]]
    assert not unsaid, f"the zone step carries {unsaid}, unsaid by {said['template']!r}"
