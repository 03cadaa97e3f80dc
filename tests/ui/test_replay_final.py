"""The replay's last step says who won, with the final scores (replay finding 3: Too
Many Cooks' and Safranito's last step said only "Game over"). End pressed on the real
replay scene; the words are read from what is drawn."""

import pygame
import pytest

from tests.ui.conftest import drawn_strings, finished_match, frames, key, open_replay

NAMES = ("Ann", "Basil", "Clove")


def drawn(ctx) -> str:
    # A paragraph is drawn a line at a time; a final score is held on one line by
    # no-break spaces (the replay's final words), read here as the spaces they show.
    return " ".join(drawn_strings(ctx)).replace("\u00a0", " ")


@pytest.mark.parametrize("game", ["too-many-cooks", "safranito"])
def test_the_last_step_names_the_winner_and_the_final_scores(ctx, game):
    replay = open_replay(ctx, *finished_match(game, NAMES, 3))
    frames(ctx)
    state = replay.states[-1]
    rules = replay.table.game
    winners = [NAMES[seat] for seat in rules.winners(state)]
    key_name = "results.winner" if len(winners) == 1 else "results.winners"
    assert ctx.text(key_name, names=ctx.text.names(winners)) not in drawn(ctx)  # not yet
    key(ctx, pygame.K_END)
    shown = drawn(ctx)
    assert ctx.text(key_name, names=ctx.text.names(winners)) in shown, shown
    scores = rules.scores(state)
    for seat, name in enumerate(NAMES):
        words = ctx.text.plural(f"{replay.table.package}.replay_score", round(scores[seat]),
                                name=name, money=getattr(state, "money", (0,) * 3)[seat])
        assert words in shown, (words, shown)
    key(ctx, pygame.K_LEFT)  # one step back: no verdict yet
    assert ctx.text(key_name, names=ctx.text.names(winners)) not in drawn(ctx)
