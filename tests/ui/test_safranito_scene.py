"""Safranito in the window, driven by real mouse events under the dummy driver; and the
scene's pure helpers (board geometry, slingshot, beats, round ledger)."""

import random
from dataclasses import replace

import pygame
import pytest

from game import registry
from game.cli import main
from game.engine.runner import Seat
from game.engine.text import load_text
from game.match_setup import MatchSetup
from game.safranito.flick import BoardToken, Flick
from game.safranito.physics_resolver import default_board
from game.safranito.rules import NO_DISH, Buy, ChooseBowl, Event, KeepCard, Phase, Prepare, Sell
from game.safranito.table.beats import plan
from game.safranito.table.board_view import BoardView
from game.safranito.table.captions import event_caption
from game.safranito.table.flick_input import MIN_PULL, aim_from_pull, near_edge, position_at
from game.safranito.table.ledger import RoundLedger
from game.safranito.table.panels import dish_rects
from game.safranito.table.scene import TableScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.text_record import recording
from tests.ui.conftest import click, frames, open_table, run_until, seat_of_each_action
from tests.ui.test_safranito_click_waits_for_the_prompt import seen_prompt

# -- the window ---------------------------------------------------------------------------


def start(ctx, seats, seed=4) -> TableScene:
    table = open_table(ctx, "safranito", seats, seed)
    assert isinstance(table, TableScene)
    table.show_speed = 60  # the physics at 60x: tests need not watch in real time
    return table


def wait_for_flick(ctx, table: TableScene) -> None:
    def ready() -> bool:
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            ctx.scenes.top.close()
        return table.is_my_turn() and table.view().phase in (Phase.FLICK, Phase.EXTRA_FLICK)
    run_until(ctx, ready)


def rim_point(table: TableScene, position: float) -> tuple[int, int]:
    """The screen point on the viewer's rim at ``position`` along their side."""
    side = table.my_side()
    (sx, sy), (rx, ry), (nx, ny) = side.start, side.right, side.inward
    along, out = position * side.length, -table.board.rim / 2
    x, y = table.view_geom.to_screen(sx + rx * along + nx * out, sy + ry * along + ny * out)
    return round(x), round(y)


def drag(ctx, start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press, pull and release with real events, then one frame to handle them."""
    pygame.mouse.set_pos(start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for pos in (middle, end):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(ctx)


def token_point(table: TableScene) -> tuple[int, int]:
    """The screen point of the viewer's token on their rim (press here to pull)."""
    x, y = table.aim_control.token_centre()
    return round(x), round(y)


def place(ctx, table: TableScene, position: float) -> None:
    """Place the token at ``position`` along the edge: press on the rim off the token,
    drag along the edge to the spot, let go (the explicit placing gesture)."""
    far = 0.1 if position > 0.5 else 0.9
    drag(ctx, rim_point(table, far), rim_point(table, position))
    assert table.position == pytest.approx(position, abs=0.02)


def pull(ctx, table: TableScene, dx: int, dy: int) -> None:
    """Press on the token, pull by (dx, dy) screen pixels, let go."""
    start_pos = token_point(table)
    drag(ctx, start_pos, (start_pos[0] + dx, start_pos[1] + dy))


def flick_at(table: TableScene, index: int) -> Flick:
    action = table.match.log.actions[index]
    assert isinstance(action, Flick)
    return action


def test_a_token_is_chosen_on_the_tray_and_flicked_with_a_slingshot_drag(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "random")])
    wait_for_flick(ctx, table)
    assert table.view_geom.turns == 0, "seat 0 sits south: the board is not turned"
    tray = dict(table.counter.tray_rects(table.view()))
    click(ctx, tray[40].center)
    assert table.selected == 40
    flicks = len(table.match.log.actions)
    place(ctx, table, 0.3)
    assert len(table.match.log.actions) == flicks, "placing the token flicks nothing"
    pull(ctx, table, -80, 100)  # back and to the left
    assert len(table.match.log.actions) > flicks
    flick = flick_at(table, flicks)
    assert flick.value == 40
    assert flick.position == pytest.approx(0.3, abs=0.02)
    assert flick.angle > 10, "pulled to the left, so it flies to the flicker's right"
    assert 0 < flick.strength < 1
    # A longer, straight pull from further right is stronger and goes straight in.
    wait_for_flick(ctx, table)
    place(ctx, table, 0.7)
    index = len(table.match.log.actions)
    pull(ctx, table, 0, 180)
    second = flick_at(table, index)
    assert second.position == pytest.approx(0.7, abs=0.02)
    assert abs(second.angle) < 1
    assert second.strength > flick.strength
    assert second.value != 40, "a flicked token is spent for the round"


def test_a_flick_launches_from_the_viewers_side_the_way_it_was_dragged(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "random")], seed=9)
    wait_for_flick(ctx, table)
    table.show_speed = 1  # watch this one in real time
    shows = []
    after_action = table.after_action

    def record(before, action, seat):
        after_action(before, action, seat)
        if seat == 0 and table.show is not None:
            shows.append(table.show)

    table.after_action = record
    index = len(table.match.log.actions)
    pull(ctx, table, 80, 120)  # back and to the right
    flick = flick_at(table, index)
    assert flick.angle < -10
    (show,) = shows
    assert show.world.frame == 1
    frames(ctx, 3)
    assert show.world.frame == 4, "the flick is animated one physics frame per frame"
    launch = show.world.launch
    assert launch.y < 0 and launch.vy > 0, "from below the south edge, travelling north"
    assert launch.vx < 0, "angled to the flicker's left (west), as dragged"
    run_until(ctx, lambda: table.show is None and not table.busy)
    placed = [t for t in (*table.state.board, *table.state.returned)
              if t.owner == 0 and t.value == flick.value]
    assert placed, "the flicked token is on the board or back with its owner"


def test_a_short_release_is_no_flick(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "random")])
    wait_for_flick(ctx, table)
    before = len(table.match.log.actions)
    pull(ctx, table, 1, 1)
    assert len(table.match.log.actions) == before
    # A click on the token started no flick: the table says how to flick (newcomer
    # pass, finding 11: "Flick cancelled" misled).
    assert table.toast == table.ctx.text("safranito.reasons.tapped"), "a non-flick says so"
    pull(ctx, table, 0, -60)  # into the board, not back: no flick either
    assert len(table.match.log.actions) == before


def test_sell_and_buy_are_answered_by_clicks(ctx):
    """Play several rounds; the human's flicks come from a stand-in bot, but every sell
    and buy question with a real choice is answered by clicking its button."""
    table = start(ctx, [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")],
                  seed=21)
    stand_in = registry.make_bot("safranito", "random", 0, 5)
    clicked: list[object] = []
    summaries = 0
    for _ in range(40000):
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            summaries += 1
            assert [row.name for row in top.rows] == ["Ann", "Basil", "Clove"]
            click(ctx, top.button.rect.center)
            continue
        if table.match.over or (any(isinstance(a, Sell) and a.count for a in clicked)
                                and any(isinstance(a, Buy) for a in clicked) and summaries):
            break
        if not table.is_my_turn():
            frames(ctx)
            continue
        view = table.view()
        legal = list(table.game.legal_actions(table.state))
        buttons = table.counter.buttons(view)
        if view.phase is Phase.SELL and len(legal) > 1:
            button = buttons[-1]  # the most cards
            assert "Sell" in button.label
            seen_prompt(ctx)  # a click on a prompt only once it is seen
            click(ctx, button.rect.center)
            clicked.append(Sell(len(legal) - 1))
        elif view.phase is Phase.BUY:
            seen_prompt(ctx)  # a click on a prompt only once it is seen
            click(ctx, next(b for b in buttons if b.primary).rect.center)
            clicked.append(Buy(True))
        elif legal in ([Sell(0)], [NO_DISH]):
            frames(ctx)  # the table plays the only answer for the player (MatchScene)
        else:
            table.submit(stand_in.choose(table.game.observe(table.state, 0), legal))
            frames(ctx)
    seats = seat_of_each_action(table.match)
    mine = [a for a, seat in zip(table.match.log.actions, seats, strict=True)
            if seat == 0 and isinstance(a, (Sell, Buy))]
    assert any(isinstance(a, Sell) and a.count for a in clicked), "no sale was offered"
    assert any(isinstance(a, Buy) for a in clicked), "no purchase was offered"
    for action in clicked:
        assert action in mine
    assert summaries >= 1


def test_bowls_cards_and_dishes_are_chosen_by_clicks(ctx):
    """The head chef clicks a lit bowl on the board; a drawn card and lit dishes are
    clicked on the counter and the dishes panel."""
    table = start(ctx, [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")],
                  seed=33)
    stand_in = registry.make_bot("safranito", "random", 0, 8)
    expected: list[object] = []
    for _ in range(40000):
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        if table.match.over or table.state.round > 6:
            break
        if not table.is_my_turn():
            frames(ctx)
            continue
        view = table.view()
        legal = list(table.game.legal_actions(table.state))
        before = len(table.match.log.actions)
        if view.phase is Phase.CHOOSE_BOWL:
            bowl = legal[-1].bowl
            seen_prompt(ctx)  # a click on a prompt only once it is seen
            click(ctx, table.painter.region_centre(bowl))
            expected.append(ChooseBowl(bowl))
        elif view.phase is Phase.KEEP_CARD:
            spice, rect = table.counter.keep_rects(view)[0]
            seen_prompt(ctx)  # a click on a prompt only once it is seen
            click(ctx, rect.center)
            expected.append(KeepCard(spice))
        elif legal in ([Sell(0)], [NO_DISH]):
            frames(ctx)
            continue
        else:
            table.submit(stand_in.choose(table.game.observe(table.state, 0), legal))
            frames(ctx)
            continue
        assert table.match.log.actions[before] == expected[-1]
    assert any(isinstance(a, ChooseBowl) for a in expected), "never chose a bowl"


def test_lit_dishes_are_prepared_by_clicks(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "random")], seed=12)
    ctx.settings.auto_play_forced = False  # stop at the dishes question even with nothing
    stand_in = registry.make_bot("safranito", "random", 0, 3)
    for _ in range(20000):
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if table.is_my_turn():
            if table.state.phase is Phase.DISHES:
                break
            legal = list(table.game.legal_actions(table.state))
            table.submit(legal[0] if len(legal) == 1 else
                         stand_in.choose(table.game.observe(table.state, 0), legal))
        frames(ctx)
    state = table.state
    rules = table.game
    dish, other = state.face_up[0], state.face_up[1]
    hand = tuple(sorted(rules.dishes[dish].spices, key=rules.spice_key))
    table.match.state = replace(state, hands=(hand, *state.hands[1:]))  # a hand-built hand
    view = table.view()
    assert ("face_up", dish) in table.lit_dishes(view)
    assert ("face_up", other) not in table.lit_dishes(view)
    rects = {(kind, d): rect for kind, d, rect in dish_rects(table.dish_rect, ctx, view)}
    prepare = next(b for b in table.counter.buttons(view) if b.primary)
    assert not prepare.enabled, "nothing chosen yet"
    seen_prompt(ctx)  # a click on a prompt only once it is seen
    click(ctx, rects[("face_up", other)].center)
    assert table.toast_time > 0 and not table.chosen, "an unpreparable dish says why"
    click(ctx, rects[("face_up", dish)].center)
    assert table.chosen == {("face_up", dish)}
    before = len(table.match.log.actions)
    click(ctx, next(b for b in table.counter.buttons(table.view()) if b.primary).rect.center)
    assert table.match.log.actions[before] == Prepare(dish, ())
    assert dish in table.state.prepared[0]



def test_hot_seat_covers_the_table_and_turns_the_board_to_the_next_player(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil")], seed=4)
    first = table.match.to_move
    if first != table.viewer:
        run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
        click(ctx, ctx.scenes.top.ready.rect.center)
    assert table.viewer == first
    wait_for_flick(ctx, table)
    start_pos = rim_point(table, 0.5)
    drag(ctx, start_pos, (start_pos[0], start_pos[1] + 60))
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    cover = ctx.scenes.top
    assert not cover.overlay, "the cover hides the table completely"
    click(ctx, cover.ready.rect.center)
    assert table.viewer == 1 - first and ctx.scenes.top is table
    assert table.view_geom.turns == (2 if table.viewer == 1 else 0), \
        "the two-player seats sit south and north: each sees their own side at the bottom"


def test_the_table_renders_at_other_window_sizes(tmp_path):

    for size in ("1920x1080", "1024x640"):
        out = tmp_path / f"table-{size}.png"
        assert main(["screenshot", "--scene", "table", "--game", "safranito", "--seed", "3",
                     "--size", size, "--out", str(out)]) == 0
        assert pygame.image.load(str(out)).get_size() == tuple(map(int, size.split("x")))


# -- pure helpers --------------------------------------------------------------------------


@pytest.mark.parametrize("side, turns", [("south", 0), ("west", 1), ("north", 2), ("east", 3)])
def test_each_side_is_turned_to_the_bottom_and_back(side, turns):
    board = default_board()
    view = BoardView.for_side(board, 100, 50, 580, side)
    assert view.turns == turns
    s = board.side(side)
    a, b = view.side_segment(s)
    assert a[1] == pytest.approx(b[1]) and a[1] > 50 + 580 * 0.9, "the side is at the bottom"
    assert a[0] < b[0], "the flicker's left end is on the left of the screen"
    for point in ((0.0, 0.0), (123.0, 456.0), (-30.0, 510.0)):
        assert view.to_board(*view.to_screen(*point)) == pytest.approx(point)


def test_a_pull_becomes_position_angle_and_strength():
    side = default_board().side("south")
    assert position_at(side, (125.0, -20.0)) == pytest.approx(0.25)
    assert position_at(side, (-50.0, -20.0)) == 0.0
    straight = aim_from_pull(side, 0.5, (250.0, -20.0), (250.0, -80.0), 75.0, 100.0)
    assert straight.angle == 0 and straight.strength == pytest.approx(0.6)
    right = aim_from_pull(side, 0.5, (250.0, -20.0), (200.0, -70.0), 75.0, 100.0)
    assert right.angle == pytest.approx(45.0)
    sideways = aim_from_pull(side, 0.5, (250.0, -20.0), (100.0, -21.0), 75.0, 100.0)
    assert sideways.angle == 75.0 and sideways.strength == 1.0 and sideways.is_flick
    assert not aim_from_pull(side, 0.5, (250.0, -20.0), (250.0, 30.0), 75.0, 100.0).is_flick, \
        "a pull into the board is no flick"
    assert not aim_from_pull(side, 0.5, (0, 0), (MIN_PULL / 2, 0), 75.0, 100.0).is_flick


def test_the_handling_band_is_along_the_own_side_only():
    board = default_board()
    side = board.side("west")
    assert near_edge(board, side, (-20.0, 250.0), 50.0)
    assert not near_edge(board, side, (250.0, 250.0), 50.0)
    assert not near_edge(board, side, (520.0, 250.0), 50.0)


def test_beats_reveal_a_bowl_before_its_tokens_go_back():
    rules = registry.rules("safranito")
    state = rules.new_game(2, 1, {})
    hidden = BoardToken(7, 1, 0, 250.0, 95.0, 0.0, "saffron")
    mine = BoardToken(8, 0, 30, 240.0, 100.0, 0.0, "saffron")
    after = replace(state, viewer=0, board=(),
                    returned=(BoardToken(7, 1, 50, 250.0, 95.0, 0.0, "saffron"), mine),
                    revealed=(7, 8))
    events = (Event("bowl", region="saffron", count=80), Event("sell", seat=0, spice="saffron",
                                                               count=1, price=80),
              Event("back", seat=0, region="saffron", count=1),
              Event("back", seat=1, region="saffron", count=1))
    beats = plan((hidden, mine), (), events, after)
    assert [b.event.kind for b in beats] == ["bowl", "sell", "back"]
    bowl = beats[0]
    assert bowl.focus == "saffron" and {7, 8} <= bowl.revealed
    assert {t.id: t.value for t in bowl.board} == {7: 50, 8: 30}
    assert beats[1].focus == "saffron"
    assert {t.id for t in beats[2].leaving} == {7, 8} and beats[2].board == ()


def test_the_ledger_closes_a_round_with_what_each_seat_did():
    ledger = RoundLedger.empty(1, 2)
    closed = ledger.add([Event("sell", seat=0, spice="mint", count=2, price=40),
                         Event("buy", seat=1, spice="mint", price=30),
                         Event("prepare", seat=1, dish=4),
                         Event("round", count=2)])
    assert len(closed) == 1 and closed[0].round == 1
    first = closed[0].seats
    assert first[0].sold["mint"] == 2 and first[0].earned == 80
    assert first[1].bought["mint"] == 1 and first[1].spent == 30 and first[1].dishes == [4]
    assert ledger.round == 2 and not ledger.seats[0].sold


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_event_reads_as_a_sentence_and_hidden_parts_stay_hidden(language):

    text = load_text(language)
    rules = registry.rules("safranito")
    names = ["Ann", "Basil"]
    events = [Event("space", seat=0, region="extra_card", count=50),
              Event("lapse", seat=1, region="extra_flick"), Event("draw", seat=0, count=3),
              Event("keep", seat=0, spice="mint"), Event("keep", seat=1),
              Event("reserve", seat=0, dish=2), Event("reserve", seat=1),
              Event("head_chef", seat=1, region="head_chef"),
              Event("head_chef", seat=0, region="pass"),
              Event("back", seat=0, region="saffron", count=2),
              Event("back", seat=1, region="invalid", count=1), Event("out", seat=1, token=3),
              Event("bowl", region="cumin", count=90),
              Event("sell", seat=0, spice="cumin", count=2, price=90),
              Event("buy", seat=1, spice="cumin", price=40),
              Event("decline", seat=0, region="cumin"),
              Event("cannot_pay", seat=1, region="cumin", price=120),
              Event("prepare", seat=0, dish=5), Event("reshuffle", count=20),
              Event("round", count=3), Event("flick", seat=0, token=4, region="mint"),
              Event("knocked", seat=1, token=2, region="out")]
    for event in events:
        line = event_caption(text, rules, names, event)
        assert line and "<" not in line and "{" not in line, (event, line)
    hidden = event_caption(text, rules, names, Event("keep", seat=1))
    assert text("safranito.spices.mint") not in hidden
    assert "90" in event_caption(text, rules, names, Event("bowl", region="cumin", count=90))


def test_a_long_log_line_takes_two_lines_instead_of_losing_its_end(ctx):
    """Check of issue 19, finding 4: Safranito's log showed "The Garlic bowl opens:
    sellers get ₹80 a card;…" at 1280×800 (and the caption over the board lost its
    end). A bot's move opens a bowl on the real table; every line drawn after it,
    the log's and the caption's, shows whole."""

    from game.safranito.state import Phase  # local: the name clashes
    from game.ui.table_start import open_table  # local: the name clashes

    seats = (Seat("Ann"), Seat("Bot 1", "random"), Seat("Bot 2", "random"))
    for seed in range(1, 40):
        setup = MatchSetup("safranito", seats, seed, {})
        match = setup.start()
        choose = random.Random(seed)
        while not match.over and not (match.to_move == 0 and match.state.phase is Phase.SELL):
            match.submit(choose.choice(list(match.game.legal_actions(match.state))))
        if not match.over:
            break
    # Back to the move before the bowl opened (a bot's), so the table plays it.
    actions = list(match.log.actions)
    match = setup.start()
    for action in actions[:-1]:
        match.submit(action)
    ctx.scenes.push(MenuScene(ctx))
    open_table(ctx, setup, match)
    table = ctx.scenes.top
    opens = ctx.text("safranito.beats.bowl", spice="", total="").split(":")[0].split()[-1]
    run_until(ctx, lambda: any(opens in line for line in table.history), limit=3000)
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        frames(ctx)
    cut = [(label.content, label.lost) for label in record.visible()
           if label.lost is not None]
    assert not cut, cut
