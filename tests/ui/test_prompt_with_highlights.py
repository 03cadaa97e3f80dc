"""Newcomer playtest (keys), finding 3: "Ann, play a card" showed while a bot's card
was still landing, before any card lit: the player was told to play with no legal card
marked. The prompt and the lit choices come in the same picture; while the player's
decision waits for the table to stop, the banner says what is moving."""

import pytest

from game.engine.runner import Seat
from tests.ui.conftest import ctx, frames, open_table  # noqa: F401

PROMPTS = {
    "scharfe-schoten": ("scharfe_schoten.play_card", "scharfe_schoten.take_from_rack",
                        "scharfe_schoten.choose_contracts", "table.your_turn"),
    "too-many-cooks": ("too_many_cooks.play_card", "too_many_cooks.choose_menu",
                       "table.your_turn"),
}


@pytest.mark.parametrize("game_id", sorted(PROMPTS))
def test_the_prompt_shows_with_the_lit_choices(ctx, game_id):  # noqa: F811
    seats = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")]
    if game_id == "scharfe-schoten":
        seats.append(Seat("Dill", "heuristic"))
    table = open_table(ctx, game_id, seats, 5)
    prompts = {ctx.text(key, name="Ann") for key in PROMPTS[game_id]}
    waited = prompted = 0
    for _ in range(2500):
        if table.ctx.scenes.top is not table:
            frames(ctx)  # a round's summary: it goes on by itself
            continue
        banner = table.banner_text(table.view())
        lit = bool(table.keyboard_targets())
        if table.human_to_act() and table.busy:
            waited += 1
            assert banner not in prompts and not lit, \
                f"{banner!r} over a table still moving, no choice lit"
        if table.is_my_turn():
            prompted += 1
            assert banner in prompts and lit
            table.submit(table.game.legal_actions(table.match.state)[0])
        frames(ctx)
    assert waited and prompted
