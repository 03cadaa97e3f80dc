"""Newcomer 5: "Basile, Aneth se partagent la victoire !" and "Gagné par Basile, Aneth":
names in a sentence are listed as a sentence lists them, with "and" / "et" before the
last, in the results' headline and the replay list's rows."""

import pytest

from game.engine.text import load_text
from game.ui.scenes.scoreboard import ResultsScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from tests.ui.conftest import frames


@pytest.mark.parametrize("language, two, three", [
    ("en", "Basil and Dill", "Ada, Basil and Dill"),
    ("fr", "Basil et Dill", "Ada, Basil et Dill"),
])
def test_names_are_listed_with_and_before_the_last(language, two, three):
    text = load_text(language)
    assert text.names(["Ada"]) == "Ada"
    assert text.names(["Basil", "Dill"]) == two
    assert text.names(("Ada", "Basil", "Dill")) == three


@pytest.mark.parametrize("language, headline", [
    ("en", "Basil and Dill share the win!"),
    ("fr", "Basil et Dill se partagent la victoire\xa0!"),
])
def test_a_shared_win_is_announced_as_a_sentence(ctx, language, headline):
    ctx.text = load_text(language)
    results = ResultsScene(ctx, "too_many_cooks", ["", "★"], [], ["Basil", "Dill"],
                           lambda: None)
    ctx.scenes.push(results)
    frames(ctx)
    with recording() as record:
        render_scene(ctx)
    assert headline in record.strings()
