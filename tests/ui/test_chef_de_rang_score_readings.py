"""What a Chef de rang panel's score means, one reading at a time (newcomer pass 9,
finding 14): in phase 1 Ada's panel read "600", then "≥0" once a swap hid her cards,
as if she had lost 600; at the start of phase 2 the player's panel read "0" over
"Phase 1: 1100 · phase 2: −1100", which did not say why phase 2 stood at −1100."""

import random

from game.chef_de_rang.hints import final_lines
from game.chef_de_rang.rules import Phase, SwapPlat
from game.engine.runner import Seat
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.chef_de_rang.test_game_over_panels import finished_with_hidden_cards, played_with_a_swap
from tests.ui.conftest import click, drawn_strings, frames, open_table

SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"),
         Seat("Dill", "heuristic")]

PHASE_1 = (Phase.TAKING, Phase.PLAT_CHOICE)


def truth(table, state, seat: int) -> int:
    """The seat's phase-1 points counted on the full state (no card hidden)."""
    return table.game.phase_scores(state)[0][seat]


def test_a_hand_hidden_by_a_swap_reads_as_the_range_its_points_lie_in(ctx):
    rng = random.Random(3)
    for seed in range(3, 12):
        table = open_table(ctx, "chef-de-rang", SEATS, seed)
        for _ in range(30000):
            if table.match.over or table.view().public.phase not in PHASE_1:
                break
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                click(ctx, ctx.scenes.top.button.rect.center)
                continue
            if table.is_my_turn() and not table.busy:
                legal = [a for a in table.game.legal_actions(table.state)
                         if not isinstance(a, SwapPlat)]
                table.submit(rng.choice(legal or table.game.legal_actions(table.state)))
            count = len(table.match.log.actions)
            frames(ctx)
            actions = table.match.log.actions
            if len(actions) != count + 1 or not isinstance(actions[-1], SwapPlat):
                continue
            view = table.game.observe(table.match.state, table.viewer)
            hidden = [seat for seat in range(1, 4) if view.hidden[seat]]
            if not hidden:
                continue
            strings = drawn_strings(ctx)
            for seat in hidden:
                reading = table.score_texts(view, seat)[0]
                assert reading in strings, (reading, strings)
                low, high = (int(part) for part in reading.split("–"))
                assert low <= truth(table, table.match.state, seat) <= high, reading
                assert (low, high) == table.game.phase1_range(view, seat)
            return
        ctx.scenes.pop()
    raise AssertionError("no bot's swap hid a hand")


def test_the_phase_2_panel_names_the_parts_its_total_adds_up(ctx):
    table = open_table(ctx, "chef-de-rang", SEATS[:3], 3)
    rng = random.Random(5)
    for _ in range(30000):
        if table.view().public.phase is Phase.SERVING and table.is_my_turn():
            break
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if table.is_my_turn() and not table.busy:
            table.submit(rng.choice(table.game.legal_actions(table.state)))
        frames(ctx)
    frames(ctx)
    view = table.view()
    first = table.game.phase_scores(view)[0][0]
    served, in_hand = (part[0] for part in table.game.service_points(view))
    total, detail = table.score_texts(view, 0)
    assert detail in drawn_strings(ctx)
    assert f"served +{served}" in detail or f"served {served}" in detail, detail
    assert f"hand −{in_hand}" in detail, detail
    assert int(total.replace("−", "-")) == first + served - in_hand


def test_at_game_over_each_panel_reads_parts_that_add_up_to_the_results(ctx):
    """Newcomer playtest: at game over Ada's panel read "Phase 1 3000 · served +2500 ·
    hand 0" over 4900 while the results screen said "left in hand −600"."""
    table = open_table(ctx, "chef-de-rang", SEATS[:3], 3)
    game = table.game
    state, view = finished_with_hidden_cards(game)
    for line in final_lines(game, state):
        total, detail = table.score_texts(view, line.seat)
        assert "≤" not in total
        assert int(total.replace("−", "-")) == line.total
        assert f"Phase 1 {line.phase1} ·" in detail, detail
        assert f"hand {'−' if line.penalty else ''}{line.penalty}" in detail, detail


def test_a_phase_2_bound_reads_as_at_most_in_words(ctx):
    """Newcomer playtest: right after the phase-1 summary showed Ada's 3000, her panel
    read "≤2100", a bare sign a newcomer did not read as a bound."""
    table = open_table(ctx, "chef-de-rang", SEATS[:3], 3)
    game = table.game
    for seed in range(40):
        for state in played_with_a_swap(game, seed):
            view = game.observe(state, 0)
            hidden = [s for s in (1, 2) if view.hidden[s]]
            if view.public.phase is Phase.SERVING and hidden:
                total, detail = table.score_texts(view, hidden[0])
                assert "≤" not in total, (total, detail)
                assert total.startswith("at most "), total
                return
    raise AssertionError("no phase 2 with a hand hidden from seat 0")
