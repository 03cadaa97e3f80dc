"""The review's words and graph say what each game's review computes (newcomer
playtest 16b, finding 9): a key moment's plain reason said a move is better "over the
rest of the round" though Chef de rang's review looks to the end of the game; figures
in one list mixed precisions ("+77.9 points" beside "+949 points"); the graph's axis
wrote "-500" with a hyphen where the game writes "−" everywhere else; and its title's
"expected margin" did not say over whom."""

import pygame
import pytest
import yaml

from game import registry
from game.engine.text import load_text
from game.resources import config_dir
from game.review.model import MoveValue, ValuedDecision
from game.review.report import Line
from game.review.words import value_words
from game.ui.app import create_context, open_window
from game.ui.review_graph import draw_review_graph
from game.ui.text_record import recording

HORIZON_WORDS = {"en": {"round": "rest of the round", "game": "rest of the game"},
                 "fr": {"round": "reste de la manche", "game": "reste de la partie"}}


def review_horizon(game_id: str) -> str:
    """The horizon of the bot level that values the review's moves (config/review.yaml
    names it; config/bots.yaml gives its horizon; Safranito's expert plays the rest of
    the round out)."""
    review = yaml.safe_load((config_dir() / "review.yaml").read_text(encoding="utf-8"))
    bots = yaml.safe_load((config_dir() / "bots.yaml").read_text(encoding="utf-8"))
    level = bots[game_id][review[game_id]["level"]]
    return str(level.get("horizon", "round"))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_plain_reason_names_the_horizon_the_review_looks_to(game_id, language):
    text = load_text(language)
    package = registry.GAME_PACKAGES[game_id]
    horizon = review_horizon(game_id)
    words = text(f"review.reason_search.{package}")
    assert HORIZON_WORDS[language][horizon] in words, (game_id, words)
    other = "game" if horizon == "round" else "round"
    assert HORIZON_WORDS[language][other] not in words, (game_id, words)


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_one_precision_per_games_unit(game_id):
    text = load_text("en")
    package = registry.GAME_PACKAGES[game_id]
    shown = [value_words(text, package, value) for value in (77.94, 949.2, -3.25, 0.4)]
    decimals = {len(words.split()[0].split(".")[1]) if "." in words.split()[0] else 0
                for words in shown}
    assert len(decimals) == 1, shown
    if package == "chef_de_rang":
        assert shown[:2] == ["+78 points", "+949 points"], shown


def test_the_graph_axis_writes_the_true_minus_and_the_title_says_over_whom():
    open_window((1280, 800))
    try:
        ctx = create_context((1280, 800), "en", sound=False)
        pairs = [(-420.0, -600.0), (150.0, 100.0), (300.0, 300.0)]
        lines = [Line(ValuedDecision(i, "played", (MoveValue("best", best),
                                                   MoveValue("played", played)), 2),
                      "good", "", "", "") for i, (best, played) in enumerate(pairs)]
        heading = ctx.text("review_screen.graph_title", name="Ann",
                           unit=ctx.text("review_screen.units.chef_de_rang"))
        surface = pygame.Surface((900, 420))
        with recording() as record:
            draw_review_graph(surface, ctx, surface.get_rect(), lines, [], heading, 0)
        drawn = [label.content for label in record.visible()]
    finally:
        pygame.quit()
    ticks = [words for words in drawn if words.lstrip("−-").replace(".", "").isdigit()]
    assert any(words.startswith("−") for words in ticks), ticks
    assert not any("-" in words for words in ticks), ticks
    assert "best other player" in heading, heading
