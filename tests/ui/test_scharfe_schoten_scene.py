"""Scharfe Schoten in the window, driven by real mouse events under the dummy driver."""

import itertools

import pygame
import pytest

from game.engine.numbers import signed, total
from game.engine.runner import Seat
from game.engine.text import load_text
from game.scharfe_schoten.rules import (
    ChooseContracts,
    Phase,
    PlayCard,
    TakeFromRack,
    flat,
    why_illegal,
)
from game.scharfe_schoten.table.layout import build_layout
from game.scharfe_schoten.table.scene import TableScene
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from game.ui.scenes.setup import SetupScene
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.theme import Pace
from tests.ui.conftest import click, frames, open_setup_by_click, open_table, resize, run_until

GAME = "scharfe-schoten"


def start(ctx, seats, seed=5) -> TableScene:
    table = open_table(ctx, GAME, seats, seed)
    assert isinstance(table, TableScene)
    return table


def three(seed_bots="heuristic"):
    return [Seat("Ann"), Seat("Basil", seed_bots), Seat("Clove", seed_bots)]


def contract_clicks(table: TableScene) -> tuple[ChooseContracts, list[tuple[int, int]]]:
    """Most = the colour the hand holds most of, least = the one it holds fewest of."""
    view = table.view()
    colours = view.table.deck.colours
    sizes = [len(cards) for cards in view.hand]
    most = max(range(len(colours)), key=lambda c: sizes[c])
    least = min((c for c in range(len(colours)) if c != most), key=lambda c: sizes[c])
    most_rects, least_rects, confirm = table.contract_rects()
    return (ChooseContracts(colours[most], colours[least]),
            [most_rects[most].center, least_rects[least].center, confirm.center])


def card_spot(table: TableScene, rect: pygame.Rect) -> tuple[int, int]:
    """A point of a hand card that no later (overlapping) card covers."""
    px = table.ctx.theme.px
    return rect.left + px(6), rect.top + px(10)


def human_move(table: TableScene) -> tuple[object, list[tuple[int, int]]]:
    """The move the test's human makes now, and the clicks that make it."""
    view = table.view()
    if view.table.phase is Phase.CONTRACTS:
        return contract_clicks(table)
    if view.table.phase is Phase.RACK_CHOICE:
        for colour, rect, count in zip(view.table.deck.colours, table.rack_choice_rects(),
                                       view.rack_counts, strict=True):
            if count:
                return TakeFromRack(colour), [rect.center]
    for card, rect in table.hand_rects(view):
        if why_illegal(view, card) is None:
            return PlayCard(card), [card_spot(table, rect)]
    raise AssertionError("no legal move on screen")


def actions_by_seat(table: TableScene) -> list[tuple[int, object]]:
    """(seat, action) for every logged action, replayed from the log."""
    game, log = table.match.game, table.match.log
    state = game.new_game(log.num_players, log.seed, log.options)
    taken = []
    for action in log.actions:
        taken.append((game.current_player(state), action))
        state = game.apply(state, action)
    return taken


def play_human_turns(ctx, table: TableScene, done, limit: int = 20000) -> list[object]:
    """Run the loop, making the human's moves by clicks, until ``done()``."""
    clicked = []
    for _ in range(limit):
        if done():
            return clicked
        if ctx.scenes.top is table and table.is_my_turn():
            action, spots = human_move(table)
            before = len(table.match.log.actions)
            for spot in spots:
                click(ctx, spot)
            assert table.match.log.actions[before:before + 1] == [action]
            clicked.append(action)
        else:
            frames(ctx)
    raise AssertionError("condition not reached")


def test_a_full_round_played_with_the_mouse(ctx):
    ctx.settings.auto_play_forced = False  # every move by click, forced ones included
    table = start(ctx, three(), seed=5)
    clicked = play_human_turns(ctx, table, lambda: bool(table.match.state.table.history))
    mine = [action for seat, action in actions_by_seat(table) if seat == 0]
    assert mine == clicked
    assert isinstance(clicked[0], ChooseContracts)
    assert sum(isinstance(a, PlayCard) for a in clicked) == 12
    assert any(isinstance(a, TakeFromRack) for a in clicked), "no rack column clicked"
    run_until(ctx, lambda: isinstance(ctx.scenes.top, RoundSummaryScene))
    summary = ctx.scenes.top
    record = table.match.state.table.history[0]
    assert [row.name for row in summary.rows] == ["Ann", "Basil", "Clove"]
    for row, line in zip(summary.rows, record.lines, strict=True):
        assert row.cells[0] == f"{line.most.capitalize()} {line.most_count}"
        assert row.cells[2] == f"{line.least.capitalize()} {line.least_count}"
        assert row.cells[5] == signed(line.total)  # a change of score: "+20" (issue 19)
        assert row.cells[6] == f"0 → {total(line.total)}"
    assert record.lines[0].most == clicked[0].most
    # The finished round stays on the table behind the summary, then the next one shows.
    assert table.frozen is not None and sum(table.shown().rack_counts) == 0
    click(ctx, summary.button.rect.center)
    assert ctx.scenes.top is table and table.frozen is None
    assert table.match.state.table.round_index == 1


def test_an_illegal_card_is_refused_with_the_reason(ctx):
    table = start(ctx, three("random"), seed=8)
    for _ in range(5000):
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        if top is table and table.is_my_turn():
            view = table.view()
            bad = [(c, r) for c, r in table.hand_rects(view)
                   if why_illegal(view, c) == "must_follow_suit"]
            if bad and view.table.phase is Phase.PLAY:
                before = list(table.match.log.actions)
                _card, rect = bad[0]
                click(ctx, card_spot(table, rect))
                assert table.match.log.actions == before
                led = view.table.deck.colour_name(view.table.trick[0][1]).capitalize()
                assert table.toast == f"You hold {led.lower()}: you must follow the led colour."
                return
            _action, spots = human_move(table)
            for spot in spots:
                click(ctx, spot)
        else:
            frames(ctx)
    raise AssertionError("never had to follow suit")


def test_the_same_colour_for_most_and_least_is_refused(ctx):
    table = start(ctx, three(), seed=5)
    run_until(ctx, lambda: table.is_my_turn())
    assert table.view().table.phase is Phase.CONTRACTS
    most_rects, least_rects, confirm = table.contract_rects()
    click(ctx, confirm.center)
    assert table.toast == "Pick a most colour and a least colour first."
    click(ctx, most_rects[1].center)
    assert table.pick_most == "green"
    click(ctx, least_rects[1].center)
    assert table.toast == "Most and least must be two different colours."
    assert table.pick_least is None and not any(
        seat == 0 for seat, _a in actions_by_seat(table))
    click(ctx, least_rects[3].center)
    click(ctx, confirm.center)
    assert (0, ChooseContracts("green", "black")) in actions_by_seat(table)


def test_a_card_clicked_out_of_turn_says_why(ctx):
    table = start(ctx, three(), seed=5)
    run_until(ctx, lambda: table.is_my_turn())
    ctx.theme.pace = Pace(bot_move_s=30.0, animation_s=0.05, trick_hold_s=0.05)
    _action, spots = contract_clicks(table)
    for spot in spots:
        click(ctx, spot)
    assert table.match.is_bot_turn()  # and the bot takes its time
    _card, rect = table.hand_rects(table.view())[0]
    before = list(table.match.log.actions)
    click(ctx, card_spot(table, rect))
    assert table.toast == "It is not your turn." and table.match.log.actions == before


def test_a_card_clicked_before_the_contracts_says_why(ctx):
    table = start(ctx, three(), seed=5)
    run_until(ctx, lambda: table.is_my_turn())
    _card, rect = table.hand_rects(table.view())[0]
    click(ctx, card_spot(table, rect))
    assert table.toast == "Choose your contracts first."


def test_hot_seat_covers_the_screen_between_humans(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Bob"), Seat("Basil", "heuristic")], seed=5)
    seen = []
    for _ in range(3000):
        top = ctx.scenes.top
        if isinstance(top, PassScreenScene):
            seat = table.match.to_move
            assert top.name == table.seat_name(seat) and seat != table.viewer
            seen.append(seat)
            click(ctx, top.ready.rect.center)
            assert ctx.scenes.top is table and table.viewer == seat
            assert table.view().seat == seat
            if len(seen) == 2:
                break
        elif top is table and table.is_my_turn():
            _action, spots = human_move(table)
            for spot in spots:
                click(ctx, spot)
        else:
            frames(ctx)
    assert len(seen) == 2 and set(seen) == {0, 1}


def test_menu_to_setup_to_table_by_clicks(ctx):
    setup = open_setup_by_click(ctx, GAME)
    assert isinstance(setup, SetupScene)
    assert setup.count.value == 4
    click(ctx, setup.count.rect.move(5, 0).midleft)  # ‹ : one fewer
    assert setup.count.value == 3
    click(ctx, setup.start_button.rect.center)
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and len(table.match.seats) == 3
    assert table.match.seats[0].is_human and not table.match.seats[1].is_human


def test_a_bots_only_match_reaches_the_results(ctx):
    table = start(ctx, [Seat("Ada", "heuristic"), Seat("Basil", "random"),
                        Seat("Clove", "heuristic"), Seat("Dill", "random")], seed=2)
    summaries = 0
    for _ in range(40000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, RoundSummaryScene):
            summaries += 1
            click(ctx, top.button.rect.center)
        else:
            frames(ctx)
    assert isinstance(ctx.scenes.top, ResultsScene)
    assert table.match.over and summaries == 4 and len(ctx.scenes.top.rows) == 4
    totals = [int(row.cells[-1].replace("\u2212", "-")) for row in ctx.scenes.top.rows]
    assert totals == sorted(totals, reverse=True)


def test_the_own_hand_is_face_up_and_in_colour_order(ctx):
    table = start(ctx, three(), seed=5)
    view = table.view()
    shown = [card for card, _rect in table.hand_rects(view)]
    assert shown == list(flat(view.hand))
    lefts = [rect.left for _card, rect in table.hand_rects(view)]
    assert lefts == sorted(lefts)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080), (1280, 1024)])
@pytest.mark.parametrize("players", [3, 4])
def test_the_layout_fits_and_nothing_overlaps(size, players):
    scale = min(size[0] / 1280, size[1] / 800)

    def px(value: float) -> int:
        return max(1, round(value * scale))

    lay = build_layout(size, px, players, 0, 4)
    window = pygame.Rect((0, 0), size)
    blocks = [lay.trumps, lay.rack, *(box.panel for box in lay.seats.values())]
    for block in [*blocks, lay.choice]:
        assert window.contains(block)
    for i, a in enumerate(blocks):
        for b in blocks[i + 1:]:
            assert not a.colliderect(b), (a, b)
    for seat, box in lay.seats.items():
        if seat:
            assert not lay.choice.colliderect(box.panel)
    assert lay.hand_top - lay.raise_by > lay.choice.bottom
    assert lay.hand_left >= lay.seats[0].panel.right


def test_rack_columns_are_taken_by_click_and_an_empty_one_is_refused(ctx):
    table = start(ctx, three(), seed=5)
    refused = taken = 0
    for _ in range(30000):
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        if refused and taken:
            break
        if top is table and table.is_my_turn():
            view = table.view()
            if view.table.phase is Phase.RACK_CHOICE and sum(1 for c in view.rack_counts if c) > 1:
                columns = list(zip(view.table.deck.colours, table.rack_panel_columns(),
                                   view.rack_counts, strict=True))
                empty = [rect for _colour, rect, count in columns if not count]
                before = list(table.match.log.actions)
                if empty:
                    click(ctx, empty[0].center)
                    assert table.toast == "That column of the rack is empty."
                    assert table.match.log.actions == before
                    refused += 1
                colour, rect, _count = next(c for c in columns if c[2])
                click(ctx, rect.center)  # the rack in the corner takes clicks too
                assert table.match.log.actions[len(before)] == TakeFromRack(colour)
                taken += 1
                continue
            _action, spots = human_move(table)
            for spot in spots:
                click(ctx, spot)
        else:
            frames(ctx)
    assert refused and taken


def test_a_forced_move_is_played_for_the_human_and_said(ctx):
    """With the setting on (the default), the table plays a human's only legal move
    after the bot pause and says so; the last rack column names its colour."""
    assert ctx.settings.auto_play_forced
    table = start(ctx, three(), seed=5)
    log = table.match.log.actions
    for _ in range(20000):
        top = ctx.scenes.top
        if isinstance(top, RoundSummaryScene):
            click(ctx, top.button.rect.center)
            continue
        forced = None
        if top is table and not table.match.over and not table.match.is_bot_turn():
            forced = table.match.forced_action()
        if forced is None and top is table and table.is_my_turn():
            _action, spots = human_move(table)
            for spot in spots:
                click(ctx, spot)
            continue
        before = len(log)
        frames(ctx)  # nobody clicks: a forced move is the table's to play
        if forced is not None and len(log) > before:
            assert log[before] == forced
            assert table.toast == table.forced_caption(forced, table.state)
            if isinstance(forced, TakeFromRack):
                colour = forced.colour.capitalize()
                assert table.toast == f"Only {colour} is left in the rack: taken."
            return
    raise AssertionError("the human never had a forced move")


HELP_LINES = ("most", "least", "stock")
"""The contract choice's explanation, a line each (game/scharfe_schoten/table/centre.py)."""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_contract_dialog_reads_at_every_size(ctx, language):
    """Issue 19 re-check (play-test, findings 10 and 12): at 800×500 the dialog's two
    explanation lines shrank to the smallest size; the chosen Least tile's frame
    covered the "6 in hand" labels; at 1600×640 (French) the "1 en main 2 en main"
    labels almost ran together. At every size the explanation wraps at its asked size,
    each "N in hand" label keeps clear of its neighbours and of the chosen tiles' frames
    (real clicks choose them)."""

    ctx.text = load_text(language)
    table = start(ctx, three(), seed=5)
    run_until(ctx, lambda: table.is_my_turn())
    assert table.view().table.phase is Phase.CONTRACTS
    view = table.view()
    helps = [ctx.text(f"scharfe_schoten.contracts_help_{k}") for k in HELP_LINES]
    found = []
    for size in [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]:
        resize(ctx, size)
        most_rects, least_rects, _confirm = table.contract_rects()
        click(ctx, most_rects[0].center)
        click(ctx, least_rects[1].center)
        assert (table.pick_most, table.pick_least) == tuple(view.table.deck.colours[:2])
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        labels = record.visible()
        words = " ".join(label.content for label in labels)
        lines = [label for label in labels if label.content in " ".join(helps)
                 and len(label.content) >= 3 and label.rect.top < most_rects[0].top]
        assert all(" ".join(h.split()) in " ".join(words.split()) for h in helps), words
        found += [f"{size}: {label.content!r} at {label.pixels} px, asked {label.asked}"
                  for label in lines if label.pixels < label.asked]
        counts = sorted((label for label in labels if label.content in {
            ctx.text("scharfe_schoten.in_hand", n=len(cards)) for cards in view.hand}
            and label.rect.top > most_rects[0].top), key=lambda label: label.rect.left)
        assert len(counts) == len(most_rects), [label.content for label in counts]
        room = ctx.theme.px(10)
        found += [f"{size}: {a.content!r} and {b.content!r} {b.rect.left - a.rect.right} px apart"
                  for a, b in itertools.pairwise(counts) if b.rect.left - a.rect.right < room]
        px = ctx.theme.px
        frames_ = [r.move(0, -px(8)).inflate(px(8), px(8)) for r in (most_rects[0], least_rects[1])]
        found += [f"{size}: a chosen frame covers {label.content!r}" for label in counts
                  for frame in frames_ if frame.colliderect(label.rect.inflate(0, -4))]
        # Play-test (newcomer, 1280x800): the explanation's last line, "hand now", ran
        # under the chosen Most tile's frame (whichever tile is chosen).
        chosen = [r.move(0, -px(8)).inflate(px(8), px(8)) for r in most_rects]
        found += [f"{size}: a chosen Most tile's frame covers {label.content!r}"
                  for label in lines for frame in chosen
                  if frame.colliderect(label.rect.inflate(0, -4))]
    assert not found, "\n".join(found)
