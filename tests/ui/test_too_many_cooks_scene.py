"""Too Many Cooks in the window, driven by real mouse events under the dummy driver."""

import random
from concurrent.futures import ThreadPoolExecutor

import pygame

from game.engine.runner import Seat
from game.too_many_cooks.rules import ChooseMenu, Phase, PlayCard, why_illegal, why_menu_illegal
from game.too_many_cooks.table.scene import TableScene, early_end_line
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.scoreboard import ResultsScene, RoundSummaryScene
from game.ui.scenes.setup import MatchSetup, SetupScene
from game.ui.text_record import recording
from game.ui.widgets import ELLIPSIS
from tests.ui.conftest import (
    click,
    frames,
    key,
    open_setup_by_click,
    open_table,
    run_until,
    seat_of_each_action,
)


def start(ctx, seats, seed=5) -> TableScene:
    table = open_table(ctx, "too-many-cooks", seats, seed)
    assert isinstance(table, TableScene)
    return table


def human_move(ctx, table: TableScene) -> tuple[object, tuple[int, int]]:
    """The first legal move on screen for the human in front of it, and where to click."""
    view = table.view()
    if view.table.phase is Phase.MENU:
        for menu, rect in table.menu_rects(view):
            if why_menu_illegal(view, menu) is None:
                return ChooseMenu(menu), rect.center
    for card, rect in reversed(table.hand_rects(view)):
        if why_illegal(view, card) is None:
            return PlayCard(card), (rect.centerx, rect.top + 10)
    raise AssertionError("no legal move on screen")


def test_a_full_round_played_with_the_mouse(ctx):
    ctx.settings.auto_play_forced = False  # every move by click, even an only one
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")])
    clicked = []
    while not table.match.state.table.history:
        if ctx.scenes.top is table and table.is_my_turn():
            action, pos = human_move(ctx, table)
            click(ctx, pos)
            clicked.append(action)
        else:
            frames(ctx)
    seats = seat_of_each_action(table.match)
    mine = [a for a, s in zip(table.match.log.actions, seats, strict=True) if s == 0]
    assert mine == clicked and isinstance(clicked[0], ChooseMenu) and len(clicked) > 3
    run_until(ctx, lambda: isinstance(ctx.scenes.top, RoundSummaryScene))
    summary = ctx.scenes.top
    assert [row.name for row in summary.rows] == ["Ann", "Basil", "Clove"]
    click(ctx, summary.button.rect.center)
    assert ctx.scenes.top is table and table.match.state.table.round == 2


def test_the_table_plays_a_humans_only_possible_move(ctx):
    """With the setting on (the default), the table plays a human's only legal move
    for them and says so; every move with a choice is still the human's click."""
    assert ctx.settings.auto_play_forced
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "heuristic")])
    clicked, captions = [], []
    while not table.match.state.table.history:
        if ctx.scenes.top is table and table.is_my_turn() and \
                len(table.match.legal_actions()) > 1:
            action, pos = human_move(ctx, table)
            click(ctx, pos)
            clicked.append(action)
            continue
        forced = table.match.forced_action() if table.match.to_move == 0 else None
        logged = len(table.match.log.actions)
        frames(ctx)
        if forced is not None and len(table.match.log.actions) > logged and \
                table.match.log.actions[logged] == forced:
            captions.append(table.toast)
    game, log = table.match.game, table.match.log
    state = game.new_game(log.num_players, log.seed, log.options)
    mine, only = [], []
    for action in log.actions:
        if game.current_player(state) == 0:
            legal = game.legal_actions(state)
            (only if len(legal) == 1 else mine).append(action)
        state = game.apply(state, action)
    assert mine == clicked and only, "some moves were the only ones, and not clicked"
    assert len(captions) == len(only)
    assert all(c in (table.forced_caption(a, table.state) for a in only) for c in captions)
    assert "for you" in captions[0]



def test_an_illegal_card_is_refused_with_the_reason(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "random"), Seat("Clove", "random")], seed=8)
    for _ in range(3000):
        if ctx.scenes.top is not table:
            click(ctx, ctx.scenes.top.button.rect.center)
            continue
        if table.is_my_turn():
            view = table.view()
            bad = [(c, r) for c, r in table.hand_rects(view)
                   if why_illegal(view, c) == "must_follow_suit"]
            if bad and view.table.phase is Phase.PLAY:
                before = list(table.match.log.actions)
                _card, rect = bad[-1]
                click(ctx, (rect.right - 6, rect.bottom - 10))
                assert table.match.log.actions == before
                assert table.toast == "You must follow the led suit."
                return
            _action, pos = human_move(ctx, table)
            click(ctx, pos)
        else:
            frames(ctx)
    raise AssertionError("never had to follow suit")


def test_hot_seat_covers_the_screen_between_humans(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Bob"), Seat("Basil", "heuristic")])
    assert table.viewer == 0
    _action, pos = human_move(ctx, table)
    click(ctx, pos)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    cover = ctx.scenes.top
    assert cover.name == "Bob"
    click(ctx, cover.ready.rect.center)
    assert ctx.scenes.top is table and table.viewer == 1
    assert table.view().seat == 1
    assert table.spots[1].panel == table.side_panel, "Bob's own panel is at the bottom"


def test_escape_pauses_and_quit_returns_to_the_menu(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic")])
    key(ctx, pygame.K_ESCAPE)
    pause = ctx.scenes.top
    assert isinstance(pause, PauseScene)
    click(ctx, pause.buttons[0].rect.center)
    assert ctx.scenes.top is table
    key(ctx, pygame.K_ESCAPE)
    click(ctx, ctx.scenes.top.buttons[3].rect.center)  # Quit to menu
    assert isinstance(ctx.scenes.top, MenuScene)


def test_menu_to_setup_to_table_by_clicks(ctx):
    setup = open_setup_by_click(ctx, "too-many-cooks")
    assert isinstance(setup, SetupScene)
    click(ctx, setup.count.rect.move(setup.count.rect.width - 5, 0).midleft)  # › : one more
    assert setup.count.value == 5
    click(ctx, setup.start_button.rect.center)
    table = ctx.scenes.top
    assert isinstance(table, TableScene) and len(table.match.seats) == 5
    assert table.match.seats[0].is_human and not table.match.seats[1].is_human


def test_a_bots_only_match_reaches_the_results(ctx):
    table = start(ctx, [Seat("Ada", "heuristic"), Seat("Basil", "random")], seed=2)
    summaries = []
    for _ in range(20000):
        top = ctx.scenes.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, RoundSummaryScene):
            summaries.append(top.title)
            click(ctx, top.button.rect.center)
        else:
            frames(ctx)
    assert isinstance(ctx.scenes.top, ResultsScene)
    assert table.match.over and len(ctx.scenes.top.rows) == 2
    assert summaries == [f"End of round {n}" for n in range(1, 6)], "every round summed up"


def test_save_from_the_pause_menu_then_resume_from_setup(ctx):
    table = start(ctx, [Seat("Ann"), Seat("Basil", "heuristic")], seed=12)
    for _ in range(3):
        while not table.is_my_turn():
            frames(ctx)
        _action, pos = human_move(ctx, table)
        click(ctx, pos)
    saved_state = table.match.state
    key(ctx, pygame.K_ESCAPE)
    click(ctx, ctx.scenes.top.buttons[3].rect.center)  # Quit to menu (it saves)
    menu = ctx.scenes.top
    assert isinstance(menu, MenuScene)
    click(ctx, menu.cards[0].rect.center)
    setup = ctx.scenes.top
    assert setup.can_resume
    click(ctx, setup.resume_button.rect.center)
    resumed = ctx.scenes.top
    assert isinstance(resumed, TableScene) and resumed.match.state == saved_state
    assert [s.name for s in resumed.match.seats] == ["Ann", "Basil"]


def test_bots_think_on_a_worker_and_play_the_same_game(ctx):
    """The window's worker thread changes when a bot's move arrives, never which move."""

    seats = [Seat("Ada", "heuristic"), Seat("Basil", "random"), Seat("Clove", "heuristic")]
    inline = MatchSetup("too-many-cooks", tuple(seats), 4, {}).start()
    while inline.state.table.round == 1:
        inline.play_bot()
    ctx.bot_worker = ThreadPoolExecutor(max_workers=1)
    try:
        table = start(ctx, seats, seed=4)
        for _ in range(20000):
            if len(table.match.log.actions) >= len(inline.log.actions):
                break
            top = ctx.scenes.top
            if isinstance(top, RoundSummaryScene):
                click(ctx, top.button.rect.center)
                continue
            if table.thinking is not None:  # frames are instant here; the bot is not
                table.thinking.result(timeout=30)
            frames(ctx)
        n = len(inline.log.actions)
        assert table.match.log.actions[:n] == inline.log.actions
    finally:
        ctx.bot_worker.shutdown(wait=True)


def test_a_round_that_ends_early_says_why_and_the_table_waits_behind_its_summary(ctx):
    """Check of issue 19, finding 11: a round ended with cards still in hand and the pot
    discarded, and the summary did not say why; the banner behind it still said "Ann,
    play a card into the pot"; L did not open the History over it. Now the summary
    says in one line whose empty hand ended the round (rule 7) and what scored for
    nobody, the banner asks nobody to play, and L (a real key) opens the History."""
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Basil", "random"),
                                               Seat("Clove", "random")], 8)
    choose = random.Random(8)
    prompts = ("too_many_cooks.play_card", "too_many_cooks.choose_menu")
    checked = 0
    for _ in range(20_000):
        top = ctx.scenes.top
        if table.match.over:
            break
        if isinstance(top, RoundSummaryScene):
            record = table.match.state.table.history[-1]
            with recording() as drawn:
                frames(ctx)
            words = [label.content for label in drawn.labels]
            asks = [ctx.text(k, name="Ann") for k in prompts]
            assert not set(asks) & set(words), words
            if record.cards_left:
                # An empty pot is left out (re-check finding 14: "the 0 in the pot").
                assert not [w for w in words if "0 in the pot" in w], words
                reason = early_end_line(ctx.text, table.seat_name(record.ran_out),
                                        record.cards_left, len(record.discarded_pot))
                assert reason in " ".join(words), words  # on up to two lines
                assert not [w.content for w in drawn.visible() if w.content.endswith(ELLIPSIS)]
                checked += 1
            key(ctx, pygame.K_l)
            assert isinstance(ctx.scenes.top, HistoryScene)
            key(ctx, pygame.K_ESCAPE)
            assert ctx.scenes.top is top
            key(ctx, pygame.K_RETURN)
            continue
        if top is table and table.is_my_turn() and table.match.forced_action() is None:
            table.submit(choose.choice(list(table.match.legal_actions())))
        elif table.animating:
            table.hurry()
        frames(ctx)
    assert table.match.over, "the match stalled (a summary that no key closes?)"
    assert checked
