"""Issue 19 (keys and words, finding 2): counts in the coach's words and the round
summaries agree with their number in English and French ("1 tables", "1 flicks",
"1 cards" were said). Every count goes through the locale's one plural rule
(``Text.plural``: a counted :class:`~game.tutorial.lesson.Term`).

The guided games reach only the counts their fixed deals give, so each coach step is
also said again with every number in it set to 1 (and to 0, which French counts as
singular): what the step would say on another deal."""

import re
from dataclasses import replace
from types import SimpleNamespace

import pytest

from game.engine.text import load_text
from game.too_many_cooks.table.scene import TableScene, early_end_line
from game.tutorial.headless import play_guided
from game.tutorial.lesson import Step, Term
from game.tutorial.speech import say
from game.ui.screenshot import build_scene, render_scene
from game.ui.text_record import recording
from tests.ui.conftest import ctx  # noqa: F401

PACKAGES = ["too_many_cooks", "scharfe_schoten", "chef_de_rang", "safranito"]
LANGUAGES = ["en", "fr"]
PLURALS = {
    "en": "cards tables flicks tokens stars points rounds markers takes dishes rupees "
          "menus opponents players spices bowls moves tricks draws",
    "fr": "cartes tables pichenettes jetons étoiles points manches marqueurs prises plats "
          "roupies menus adversaires joueurs épices bols coups plis tirages restantes "
          "restants possibles libres commandées",
}
BETWEEN = r"(?:(?:soup|spice|toast|ordered|empty) ){0,2}"
"""Words a count may have before its noun ("1 soup cards", "1 ordered empty tables")."""


def singular_plurals(language: str, words: str, n: str) -> list[str]:
    """Where ``words`` puts the number ``n`` (alone, not part of +1 or 10) before a
    plural noun of ``language``."""
    nouns = "|".join(PLURALS[language].split())
    pattern = rf"(?<![\w.,+−-]){n} {BETWEEN}(?:{nouns})\b"
    return [m.group(0) for m in re.finditer(pattern, words)]


def with_count(step: Step, n: int) -> Step:
    """``step`` with every number it quotes set to ``n``."""
    def counted(value):
        if isinstance(value, bool):
            return value
        if isinstance(value, int):
            return n
        if isinstance(value, Term) and value.n is not None:
            return replace(value, n=n)
        if isinstance(value, tuple):
            return tuple(counted(v) for v in value)
        return value
    return replace(step, fields={k: counted(v) for k, v in step.fields.items()})


@pytest.fixture(scope="module", params=PACKAGES)
def played(request):
    return request.param, play_guided(request.param)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_coach_step_counts_in_the_right_number(played, language):
    package, out = played
    text = load_text(language)
    names = ["Alex", "Ada", "Basil", "Clove"]
    singular = [1, 0] if language == "fr" else [1]  # French says "0 carte"
    wrong = []
    counted = 0
    for _, step, _ in out.steps:
        said = [(None, say(text, package, step, names))]
        said += [(n, say(text, package, with_count(step, n), names)) for n in singular]
        counted += any(isinstance(v, Term) and v.n is not None for v in step.fields.values())
        for n, words in said:
            for number in (["1", "0"] if language == "fr" else ["1"]) if n is None else [str(n)]:
                wrong += [(step.key, hit) for hit in singular_plurals(language, words, number)]
    assert not wrong, f"{package} ({language}): {wrong}"
    assert counted, "no counted noun in the whole guided game: the scan saw nothing"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_scan_sees_a_count_in_the_wrong_number(language):
    """The test above can fail: a sentence with "1 tables" in it is caught."""
    noun = "tables" if language == "en" else "cartes"
    assert singular_plurals(language, f"Now 1 {noun} are possible.", "1")
    assert not singular_plurals(language, f"Now 11 {noun}, +1 {noun}.", "1")


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_early_round_end_counts_in_the_right_number(language):
    text = load_text(language)
    for left in (0, 1, 2):
        for pot in (0, 1, 2):
            line = early_end_line(text, "Ada", left, pot)
            for n in {"1", "0" if language == "fr" else "1"}:
                assert not singular_plurals(language, line, n), line


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "chef-de-rang",
                                     "safranito"])
def test_round_summaries_count_in_the_right_number(ctx, game_id, language):  # noqa: F811
    ctx.text = load_text(language)
    build_scene(ctx, "round", game_id, 1)
    with recording() as record:
        render_scene(ctx)
    drawn = [label.content for label in record.visible()]
    assert drawn
    for words in drawn:
        for n in (["1", "0"] if language == "fr" else ["1"]):
            assert not singular_plurals(language, words, n), words


@pytest.mark.parametrize("language", LANGUAGES)
def test_too_many_cooks_result_cells_count_in_the_right_number(language):
    """The results' round cells say "+1 point: 4 → 1 star", not "1 points", "1 stars"."""


    table = SimpleNamespace(ctx=SimpleNamespace(text=load_text(language)),
                            menu_name=lambda menu: "Pea soup")
    for points, before, after in ((1, 0, 1), (-1, 2, 1), (0, 1, 1), (-3, 1, 0), (2, 3, 5)):
        score = SimpleNamespace(menu="pea", points=points, stars_before=before,
                                stars_after=after)
        words = TableScene.result_tip(table, 1, score)
        for n in (["1", "0"] if language == "fr" else ["1"]):
            assert not singular_plurals(language, words.replace("+", "").replace("−", "")
                                        .replace("-", ""), n), words
        assert str(after) in words
