"""Issue 19 re-check (finding 10): the setup's default name follows the language
("Player 1", "Joueur 1"), so a player who switched language became two people in the
statistics and the ratings. A default name in any language is now one identity, shown
as it was given (newcomer playtest 13e); a chosen name stays as it is."""

from game.engine.text import load_text
from game.player_names import player_key
from game.rating.history import player_rating, rate
from game.rating.levels import LevelRating
from game.results_log import MatchResult, SeatResult, summarize

LEVELS = {"heuristic": LevelRating(1500, 30)}


def won_by(name: str, ended: float) -> MatchResult:
    return MatchResult("too-many-cooks", ended, (SeatResult(name, None, 10, True),
                                                 SeatResult("Ada", "heuristic", 7, False)))


def test_the_default_name_is_one_player_in_every_language():
    english, french = load_text("en"), load_text("fr")
    assert english("setup.default_name", n=1) != french("setup.default_name", n=1)
    assert player_key(french("setup.default_name", n=1)) == \
        player_key(english("setup.default_name", n=1))
    assert player_key("Ann") == "Ann" and player_key("Joueur 1x") == "Joueur 1x"


def test_statistics_and_rating_keep_one_player_across_a_language_switch():
    results = [won_by("Player 1", 1.0), won_by("Joueur 1", 2.0), won_by("Ann", 3.0)]
    summary = summarize(results, "too-many-cooks")
    assert summary.human_wins[player_key("Player 1")] == 2 and summary.human_wins["Ann"] == 1
    assert len(summary.human_wins) == 2
    entries = rate(results, [], lambda game_id: LEVELS)
    first, second = entries[0], entries[1]
    assert second.before == first.after, "the French default name started a new rating"
    rating = player_rating(entries, "too-many-cooks", "Joueur 1")
    assert rating.matches == 2 and rating.rating == second.after
