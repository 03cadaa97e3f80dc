"""Newcomer play-test of Chef de rang's guided game (1280x800): what the coach says
must agree with what the table shows at the same moment. A note named the plat du
jour a step before the coach said what one is; "Your hand · 1 card" stood over an
empty hand for two steps; the coach promised a keep-or-swap choice at a plat du jour
that offered none, and at the one that did, only the swap was taken; it said a menu
is "hidden from the others" while Ada's 100 showed face up on the table; and
(newcomer 7) it said the plat du jour "stays in its taker's hand" while its flight
was held in the air over an empty hand. The learner plays with real keys and clicks."""

import re

import pytest

from game.chef_de_rang.rules import KeepPlat, Phase
from game.tutorial.lesson import Term
from game.tutorial.speech import word
from tests.tutorial.chef_walk import outside, walk
from tests.ui.conftest import click, frames, quick_window


@pytest.fixture(params=["en", "fr"])
def window(request):
    yield from quick_window((1280, 800), request.param)


def test_nothing_names_the_plat_du_jour_before_the_coach_explains_it(window):
    named: list[str] = []

    def seen(table, step, record):
        words = [w for w in outside(record, table.coach.rect) if "plat du jour" in w.lower()]
        told = {s.moment for s in table.lesson.shown}
        if words and "plat" not in told:
            named.append(f"{step.key}: {words}")
        return "plat_choice" in told

    walk(window, seen)
    assert not named, named


HAND = re.compile(r"·\s*(\d+)")


def test_the_hands_label_counts_the_cards_drawn_in_it(window):
    """At every step up to the learner's plat du jour choice the label counts what is
    in the hand, not what is on its way there (a card held in the air while the
    coach speaks of its take)."""
    wrong: list[str] = []
    head = window.text.plural("chef_de_rang.hand", 0).split(" · ")[0]

    def seen(table, step, record):
        label = " ".join(lab.content for lab in record.labels if lab.content.startswith(head))
        drawn = [c for c, _r in table.hand_rects(table.view()) if c not in table.in_flight()]
        said = HAND.search(label)
        if said is None or int(said.group(1)) != len(drawn):
            wrong.append(f"{step.key}: {label!r} over {len(drawn)} cards drawn")
        return table.lesson.decisions >= 2

    walk(window, seen)
    assert not wrong, wrong


def test_the_plat_du_jour_is_in_the_hand_when_the_coach_says_it_stays_there(window):
    """Newcomer 7, finding 6: "it stays in its taker's hand" was said, and the next
    step too, with the plat du jour held in the air and "Your hand · 0 cards" over an
    empty hand. At both steps the card has landed: drawn in the hand and counted."""
    head = window.text.plural("chef_de_rang.hand", 0).split(" · ")[0]
    seen_at: dict[str, tuple[int, bool, str]] = {}

    def seen(table, step, record):
        if step.moment in ("plat", "marker") and table.lesson.decisions == 1:
            # the plat step points at the card in the hand, the marker at its table
            plat = int(step.point[5:]) if step.point.startswith("card:") else \
                table.match.state.public.taken[int(step.point[6:])]
            label = " ".join(lab.content for lab in record.labels
                             if lab.content.startswith(head))
            landed = plat in table.hand_cards(table.view()) and \
                plat not in table.in_flight()
            seen_at[step.moment] = (plat, landed, label)
        return "marker" in seen_at

    walk(window, seen)
    assert set(seen_at) == {"plat", "marker"}, seen_at
    for moment, (plat, landed, label) in seen_at.items():
        said = HAND.search(label)
        assert landed, f"{moment}: the plat du jour {plat} is not in the hand yet"
        assert said is not None and int(said.group(1)) == 1, f"{moment}: {label!r}"


def test_a_plat_du_jour_nobody_can_swap_is_not_said_to_offer_a_choice(window):
    said = {}

    def seen(table, step, record):
        if step.moment == "plat":
            said["words"] = table.coach.words(step)
            said["phase"] = table.match.state.public.phase
            return True
        return False

    walk(window, seen)
    # The learner's first take is a plat du jour while nobody holds a card: no choice.
    assert said["phase"] is not Phase.PLAT_CHOICE
    # Said to the learner: it stays in "your hand", not "the taker's" (newcomer playtest).
    stays = word(window.text, "chef_de_rang", Term("plat_swap_none_you"), [])
    assert stays in said["words"], said["words"]


def test_the_learner_may_keep_the_plat_du_jour_as_the_coach_says(window):
    def seen(table, step, record):
        return table.match.state.public.phase is Phase.PLAT_CHOICE and step.waits

    table = walk(window, seen)
    frames(window, 3)
    options = table.picker_options(table.view())
    assert all(table.lights(o.action) for o in options if o.enabled)
    keep = next(o for o in options if isinstance(o.action, KeepPlat))
    played = len(table.match.log.actions)
    click(window, keep.rect.center)  # the picker's real "Keep the plat du jour" tile
    assert table.match.log.actions[played:played + 1] == [KeepPlat()]
    assert table.lesson.decisions == 3


SHOWN = {"en": "for all to see", "fr": "aux yeux de tous"}
HIDDEN = {"en": "hidden from the others", "fr": "caché des autres"}


def test_a_menu_taken_is_said_shown_to_all_as_the_table_shows_it(window):
    said = {}

    def seen(table, step, record):
        if step.moment == "menu":
            card = table.match.state.public.taken[int(step.point[6:])]
            said["words"] = table.coach.words(step)
            said["face_up"] = any(r.card == card for r in table.reveals)
            return True
        return False

    walk(window, seen)
    language = window.text.language
    assert said["face_up"], "the menu taken is not shown face up on its table"
    assert SHOWN[language] in said["words"] and HIDDEN[language] not in said["words"]
