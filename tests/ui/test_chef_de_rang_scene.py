"""Chef de rang in the window, driven by real mouse events under the dummy driver."""

import random

import pygame
import pytest

from game import registry
from game.chef_de_rang.bots import make_heuristic_bot
from game.chef_de_rang.rules import CardKind, KeepPlat, Phase, Serve, SwapPlat, Take
from game.chef_de_rang.table.scene import TableScene
from game.engine.runner import Match, Seat
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from game.ui.scenes.setup import MatchSetup, SetupScene
from tests.chef_de_rang.helpers import load, write_game
from tests.ui.conftest import (
    click,
    frames,
    key,
    open_setup_by_click,
    open_table,
    run_until,
    uncover_first,
)

GAME = "chef-de-rang"


def start(ctx, seats, seed=5) -> TableScene:
    table = open_table(ctx, GAME, seats, seed)
    assert isinstance(table, TableScene)
    return table


def settle(ctx, table: TableScene) -> None:
    """Let animations finish and bots move until a human must act or a scene covers
    the table."""
    run_until(ctx, lambda: ctx.scenes.top is not table or table.is_my_turn()
              or table.match.over)


def actions_by(table: TableScene, seat: int) -> list:
    """The logged actions of one seat (replayed from the log)."""
    game, log = table.match.game, table.match.log
    state = game.new_game(log.num_players, log.seed, log.options)
    mine = []
    for action in log.actions:
        if game.current_player(state) == seat:
            mine.append(action)
        state = game.apply(state, action)
    return mine


def card_point(rect: pygame.Rect) -> tuple[int, int]:
    """A point on the top-left corner of a hand card, in sight in a fanned row and in
    a row behind another (a crowded hand's rows overlap: its middle is hidden)."""
    return (rect.left + 6, rect.top + 6)


def test_both_phases_played_with_the_mouse(ctx):
    # Every human move by click, forced ones included (their auto-play is tested below).
    ctx.settings.auto_play_forced = False
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")],
                  seed=11)
    rules = table.game
    clicked = []
    summaries = []
    plat_decided = refused_serve = False
    while not isinstance(ctx.scenes.top, ResultsScene):
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            summaries.append([(row.name, row.cells[-1]) for row in top.rows])
            click(ctx, top.button.rect.center)
            continue
        if not table.is_my_turn():
            frames(ctx)
            continue
        view = table.view()
        if view.public.phase is Phase.TAKING:
            legal = rules.legal_tables(view)
            assert table.highlighted_tables(view) == legal
            # Peek at the deck (a test may) to steer the human onto a plat du jour once.
            plats = [t for t in legal
                     if rules.cards[table.match.state.deck[t]].kind is CardKind.PLAT]
            choice = plats[0] if plats and not plat_decided else legal[0]
            card = table.match.state.deck[choice]
            click(ctx, table.table_rect(choice).center)
            clicked.append(Take(choice))
            assert table.note.startswith("You took")  # the one human: "you" (not "Ann took")
            settle(ctx, table)
            shown = [c for c, _r in table.hand_rects(table.view())] + \
                [c for c, _r in table.reserved_rects(table.view())]
            if table.view().public.phase is not Phase.SERVING \
                    and not table.match.state.public.last_swap:
                assert card in shown
        elif view.public.phase is Phase.PLAT_CHOICE:
            options = table.picker_options(view)
            assert [o.seat for o in options] == [1, 2, -1]
            assert isinstance(options[-1].action, KeepPlat)
            enabled = [o for o in options if o.enabled and o.seat >= 0]
            option = enabled[0] if enabled else options[-1]
            before = view.hand_size(0)
            click(ctx, option.rect.center)
            clicked.append(option.action)
            plat_decided = True
            if isinstance(option.action, SwapPlat):
                assert table.match.state.public.last_swap == (0, option.seat)
                assert table.view().hand_size(0) == before
        else:
            assert view.public.phase is Phase.SERVING
            cards = rules.playable_cards(view)
            rects = dict(table.hand_rects(view))
            if not refused_serve:
                # A table clicked before choosing a card is refused, with the reason.
                target = rules.legal_tables(view)[0]
                click(ctx, table.table_rect(target).center)
                assert table.toast == "Pick a card from your hand first."
                refused_serve = True
            card = cards[0]
            click(ctx, card_point(rects[card]))
            assert table.selected == card
            placements = rules.legal_placements(view, card)
            assert table.highlighted_tables(view) == placements
            unordered = [t for t in range(len(rules.plan)) if view.public.markers[t] < 0]
            if unordered:  # a table without a marker cannot be served
                click(ctx, table.table_rect(unordered[0]).center)
                assert table.toast == "Only ordered tables (with a marker) can be served."
                assert table.selected == card
            click(ctx, table.table_rect(placements[0]).center)
            clicked.append(Serve(card, placements[0]))
    assert actions_by(table, 0) == clicked
    kinds = {type(a) for a in clicked}
    assert {Take, Serve} <= kinds and kinds & {SwapPlat, KeepPlat}
    state = table.match.state
    # The phase-1 summary came once, with every player's phase-1 points.
    assert len(summaries) == 1
    assert sorted(summaries[0]) == sorted(
        (table.seat_name(s), str(state.public.phase1_scores[s])) for s in range(3))
    results = ctx.scenes.top
    totals = {row.name: row.cells[-1].replace("−", "-") for row in results.rows}
    assert totals == {table.seat_name(s): str(round(rules.scores(state)[s]))
                      for s in range(3)}


def test_an_illegal_take_is_refused_with_the_reason(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")],
                  seed=4)
    settle(ctx, table)
    view = table.view()
    rules = table.game
    legal = set(rules.legal_tables(view))
    illegal = [t for t in range(len(rules.plan)) if view.public.face_down[t] and t not in legal]
    before = list(table.match.log.actions)
    reason = rules.take_reason(view, illegal[0])
    click(ctx, table.table_rect(illegal[0]).center)
    assert table.match.log.actions == before
    assert table.toast == ctx.text(f"chef_de_rang.reason.{reason}")
    assert reason in ("not_edge", "not_neighbour")


def test_legal_tables_are_ringed_on_screen(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic")], seed=2)
    settle(ctx, table)
    frames(ctx)
    screen = pygame.display.get_surface()
    view = table.view()
    for t in table.game.legal_tables(view):
        rect = table.highlight_rect(t)  # the lit frame, inset in the table's cell
        r, g, b, _a = screen.get_at((rect.left + 1, rect.centery))
        assert r > 200 and g > 150 and b < 130, (t, (r, g, b))


def test_hot_seat_covers_the_screen_between_humans(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Bob"), Seat("Basil", "heuristic")], seed=3)
    for _ in range(200):
        top = ctx.scenes.top
        if isinstance(top, PassScreenScene):
            break
        if table.is_my_turn():
            view = table.view()
            if view.public.phase is Phase.TAKING:
                click(ctx, table.table_rect(table.game.legal_tables(view)[0]).center)
            else:
                click(ctx, table.picker_options(view)[-1].rect.center)
        else:
            frames(ctx)
    cover = ctx.scenes.top
    assert isinstance(cover, PassScreenScene)
    waiting = table.match.to_move
    assert cover.name == table.seat_name(waiting) and waiting != table.viewer
    click(ctx, cover.ready.rect.center)
    assert ctx.scenes.top is table and table.viewer == waiting
    assert table.view().seat == waiting


def test_setup_offers_two_to_six_players_and_six_fit(ctx):
    setup = open_setup_by_click(ctx, GAME)
    assert isinstance(setup, SetupScene)
    assert [v for v, _label in setup.count.choices] == [2, 3, 4, 5, 6]
    labels = [w.label if hasattr(w, "label") else w.choices[w.index][1]
              for _s, w in setup.option_widgets]
    assert all(not label.startswith("<") for label in labels)
    setup.count.select(6)
    setup.layout()
    click(ctx, setup.start_button.rect.center)
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and len(table.match.seats) == 6
    panels = [table.seat_panels[s] for s in range(6)]
    window = pygame.Rect((0, 0), ctx.size)
    assert all(window.contains(p) for p in panels)
    assert not any(a.colliderect(b) for i, a in enumerate(panels) for b in panels[i + 1:])
    frames(ctx, 3)


L_ROWS = ["SSDDDDDDDDDD",
          "SSDCC.CDDDDD",
          "SSDCCCCDDDDD",
          "SSDDDD",
          "SSDDDD",
          "SSDDDD",
          "SSDDDDD"]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
def test_another_floor_plan_draws_and_maps_clicks(ctx, tmp_path, size):
    rules = load(write_game(tmp_path, L_ROWS))
    seats = (Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic"))
    match = Match(rules, seats, {s: make_heuristic_bot(rules, s, s, {}) for s in (1, 2)}, 7, {})
    ctx.resize(size)
    pygame.display.set_mode(size)
    ctx.scenes.push(MenuScene(ctx))
    # A table is always given its setup (the daily caption reads it: None failed there).
    table = TableScene(ctx, match, MatchSetup("chef-de-rang", seats, 7))
    ctx.scenes.push(table)
    frames(ctx, 2)
    rects = [table.table_rect(t) for t in range(len(rules.plan))]
    assert all(table.plan_area.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert all(table.table_at(r.center) == t for t, r in enumerate(rects))
    assert table.table_at(table.plan_rect.topleft) == 0
    hole = pygame.Rect(table.plan_rect.left + 5 * table.cell, table.plan_rect.top + table.cell,
                       table.cell, table.cell)
    assert table.table_at(hole.center) is None
    settle(ctx, table)
    view = table.view()
    target = rules.legal_tables(view)[0]
    click(ctx, table.table_rect(target).center)
    assert match.log.actions[-1] == Take(target)


def test_a_bots_only_match_reaches_the_results(ctx):
    table = start(ctx, [Seat("Ada", "heuristic"), Seat("Basil", "random"),
                        Seat("Clove", "heuristic"), Seat("Dill", "random")], seed=9)
    seen_summary = False
    for _ in range(20000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, RoundSummaryScene):
            seen_summary = True
            assert top.title == "End of phase 1"
            click(ctx, top.button.rect.center)
        else:
            frames(ctx)
    results = ctx.scenes.top
    assert isinstance(results, ResultsScene) and seen_summary
    assert table.match.over and len(results.rows) == 4
    assert results.headers == ["Phase 1", "Served on markers", "Left in hand", "Total"]


def reach(ctx, condition, players=3, tries=40) -> TableScene:
    """A table whose match (all seats human, moves submitted by the test) has been
    played at random until ``condition(state)``; seat 0 sits at the screen."""
    rules = registry.rules(GAME)
    for seed in range(tries):
        seats = tuple(Seat(f"P{i + 1}") for i in range(players))
        match = Match(rules, seats, {}, seed, {})
        rng = random.Random(seed)
        while not match.over and not condition(match.state):
            legal = match.legal_actions()
            match.submit(legal[rng.randrange(len(legal))])
        if not match.over:
            ctx.scenes.push(MenuScene(ctx))
            table = TableScene(ctx, match, MatchSetup(GAME, seats, seed, {}))
            ctx.scenes.push(table)
            uncover_first(ctx, table)  # all seats human: the first hand starts covered
            frames(ctx)
            return table
    raise AssertionError("condition never reached")


def test_the_picker_refuses_an_opponent_without_cards(ctx):
    def empty_opponent(state):
        return state.public.phase is Phase.PLAT_CHOICE and state.public.turn == 0 and \
            any(not state.hands[o] for o in range(1, state.public.players))
    table = reach(ctx, empty_opponent)
    view = table.view()
    options = table.picker_options(view)
    disabled = [o for o in options if not o.enabled]
    assert disabled and all(not view.hand_size(o.seat) for o in disabled)
    before = list(table.match.log.actions)
    click(ctx, disabled[0].rect.center)
    assert table.match.log.actions == before
    assert table.toast == "That player has no card in hand to draw."
    keep = options[-1]
    click(ctx, keep.rect.center)
    assert table.match.log.actions == [*before, KeepPlat()]


def test_serving_refuses_a_card_that_fits_nowhere(ctx):
    def stuck_card(state):
        if state.public.phase is not Phase.SERVING or state.public.turn != 0:
            return False
        rules = registry.rules(GAME)
        return any(not rules.legal_placements(state, c) for c in state.hands[0])
    table = reach(ctx, stuck_card)
    view = table.view()
    rules = table.game
    stuck = [c for c in view.hands[0] if not rules.legal_placements(view, c)]
    rects = dict(table.hand_rects(view))
    click(ctx, card_point(rects[stuck[0]]))
    assert table.selected is None
    assert table.toast == "That card fits no open table now."
    card = rules.playable_cards(view)[0]
    click(ctx, card_point(rects[card]))
    assert table.selected == card
    click(ctx, (5, 5), button=3)  # right click: put it back
    assert table.selected is None



def play_turn(ctx, table: TableScene):
    """The human's turn by clicks: the first legal table, keep a plat, or serve the
    first playable card on its first table. Returns the action."""
    view = table.view()
    rules = table.game
    if view.public.phase is Phase.TAKING:
        target = rules.legal_tables(view)[0]
        click(ctx, table.table_rect(target).center)
        return Take(target)
    if view.public.phase is Phase.PLAT_CHOICE:
        click(ctx, table.picker_options(view)[-1].rect.center)
        return KeepPlat()
    card = rules.playable_cards(view)[0]
    click(ctx, card_point(dict(table.hand_rects(view))[card]))
    target = rules.legal_placements(view, card)[0]
    click(ctx, table.table_rect(target).center)
    return Serve(card, target)


def test_save_in_phase_two_then_resume_from_setup(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")],
                  seed=6)
    while not (table.match.state.public.phase is Phase.SERVING
               and len(table.match.state.public.service) >= 2 and table.is_my_turn()):
        assert not table.match.over
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
        elif table.is_my_turn():
            play_turn(ctx, table)
        else:
            frames(ctx)
    saved_state = table.match.state
    key(ctx, pygame.K_ESCAPE)
    click(ctx, ctx.scenes.top.buttons[3].rect.center)  # Quit to menu (it saves)
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene)
    click(ctx, next(c for c in menu.cards if c.game_id == GAME).rect.center)
    setup = ctx.scenes.top
    assert setup.can_resume
    click(ctx, setup.resume_button.rect.center)
    resumed = ctx.scenes.top
    assert isinstance(resumed, TableScene) and resumed.match.state == saved_state
    settle(ctx, resumed)
    assert ctx.scenes.top is resumed  # no second phase-1 summary on resuming
    before = len(resumed.match.log.actions)
    action = play_turn(ctx, resumed)
    assert resumed.match.log.actions[before] == action


@pytest.mark.parametrize("phase", [Phase.TAKING, Phase.SERVING])
def test_a_forced_move_is_played_for_the_human_with_a_caption(ctx, phase):
    """The table relies on the central auto-play: a lone legal take or serve is played
    for the human after the bot pause, and the toast says why."""
    rules = registry.rules(GAME)

    def forced(state):
        return (state.public.phase is phase and state.public.turn == 0
                and len(rules.legal_actions(state)) == 1)
    ctx.settings.auto_play_forced = False  # while the position is reached and opened
    table = reach(ctx, forced, players=2 if phase is Phase.TAKING else 3)
    (only,) = rules.legal_actions(table.match.state)
    ctx.settings.auto_play_forced = True
    before = len(table.match.log.actions)
    run_until(ctx, lambda: len(table.match.log.actions) > before)
    assert table.match.log.actions[before] == only
    key_name = "take" if phase is Phase.TAKING else "serve"
    assert table.toast == ctx.text(f"chef_de_rang.forced.{key_name}")


def test_a_forced_move_waits_for_the_human_when_auto_play_is_off(ctx):
    ctx.settings.auto_play_forced = False
    rules = registry.rules(GAME)
    table = reach(ctx, lambda s: s.public.phase is Phase.TAKING and s.public.turn == 0
                  and len(rules.legal_actions(s)) == 1, players=2)
    before = list(table.match.log.actions)
    frames(ctx, 30)
    assert table.match.log.actions == before and table.is_my_turn()
