"""Safranito's table lights exactly what the rules allow, and leaves forced answers to
the one central mechanism (:meth:`MatchSession.advance`, which plays a forced move)."""

from game import registry
from game.engine.runner import Seat
from game.safranito.flick import Flick
from game.safranito.rules import ChooseBowl, Phase, Prepare, Sell
from game.safranito.table.scene import TableScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from tests.ui.conftest import click, frames, open_table, play_mine_until

SEATS = [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")]


def start(ctx, seed: int) -> TableScene:
    table = open_table(ctx, "safranito", SEATS, seed)
    assert isinstance(table, TableScene)
    table.show_speed = 60
    return table


def check_highlights(table: TableScene) -> None:
    """Everything the table offers the viewer right now against ``legal_actions``."""
    view = table.view()
    legal = list(table.game.legal_actions(table.state))
    if view.phase in (Phase.FLICK, Phase.EXTRA_FLICK):
        assert set(table.offer(view).tokens) == {a.value for a in legal
                                                 if isinstance(a, Flick)}
        assert table.token_to_flick(view) in table.offer(view).tokens
    elif view.phase is Phase.CHOOSE_BOWL:
        assert {ChooseBowl(b) for b in table.lit_bowls(view)} == set(legal)
        assert len(table.counter.buttons(view)) == len(legal)
    elif view.phase in (Phase.SELL, Phase.BUY):
        assert len(table.counter.buttons(view)) == len(legal)
    elif view.phase is Phase.DISHES:
        lit = set()
        for option in legal:
            assert isinstance(option, Prepare)
            if option.face_up >= 0:
                lit.add(("face_up", option.face_up))
            lit.update(("reserved", d) for d in option.reserved)
        assert table.lit_dishes(view) == lit


def test_the_table_lights_exactly_the_legal_answers_and_plays_forced_ones(ctx):
    table = start(ctx, seed=21)
    stand_in = registry.make_bot("safranito", "random", 0, 5)
    forced_played: list[tuple[object, str]] = []
    checked = 0
    for _ in range(40000):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if table.match.over or (table.state.round > 2 and forced_played):
            break
        if not table.is_my_turn():
            frames(ctx)
            continue
        check_highlights(table)
        checked += 1
        forced = table.match.forced_action()
        if forced is not None:
            before = len(table.match.log.actions)
            frames(ctx)  # bot pace is 0 in tests: the table answers on the next frame
            assert table.match.log.actions[before] == forced, "played for the player"
            forced_played.append((forced, table.toast))
            continue
        legal = list(table.game.legal_actions(table.state))
        table.submit(stand_in.choose(table.game.observe(table.state, 0), legal))
        frames(ctx)
    assert checked > 10
    assert forced_played, "no forced answer came up"
    for action, toast in forced_played:
        if isinstance(action, Sell):
            assert toast.startswith("You have no ")
        else:
            assert toast == "No dish you can prepare yet"


def test_with_the_setting_off_a_forced_answer_waits_for_the_player(ctx):
    ctx.settings.auto_play_forced = False
    table = start(ctx, seed=21)
    play_mine_until(ctx, table, lambda: table.match.forced_action() is not None)
    before = len(table.match.log.actions)
    frames(ctx, 30)
    assert len(table.match.log.actions) == before and table.is_my_turn(), \
        "the table does not answer for the player on its own"
    assert table.match.forced_action() is not None
    buttons = table.counter.buttons(table.view())
    assert buttons, "the player answers with a button"
