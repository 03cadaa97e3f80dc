"""Takebacks in a running match through real events: Ctrl+Z and Undo go back to the
player's last decision, a hot-seat takeback is only the mover's own and never crosses
another human's turn, and a takeback marks the match only when it undoes something the
player saw."""


from game import registry
from game.engine.log import replay_states
from game.engine.runner import Seat
from game.engine.text import load_text
from game.match_setup import MatchSetup
from game.takeback import Reveal, Turn, revealed, takeback
from game.ui.match_scene import MatchScene
from game.ui.move_history import shown_by
from game.ui.scenes.pass_screen import PassScreenScene
from tests.ui.conftest import click, ctrl_z, open_table, run_until
from tests.ui.test_history import home, play_human_moves  # noqa: F401  (home: autouse)
from tests.ui.test_too_many_cooks_scene import human_move

GAME = "too-many-cooks"
SEATS = [Seat("Ann"), Seat("Basil", "heuristic"), Seat("Clove", "random")]


def test_ctrl_z_and_undo_take_back_to_the_last_decision_and_bots_play_the_same(ctx):
    table = open_table(ctx, GAME, SEATS, 11)
    play_human_moves(ctx, table, 6)
    run_until(ctx, lambda: table.is_my_turn())
    full = list(table.match.log.actions)
    last_human = max(t.index for t in table.turns if t.seat == 0 and t.chose)
    ctrl_z(ctx)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone is not table
    assert undone.match.log.actions == full[:last_human]
    assert undone.meta.takebacks == 1 and undone.meta.assisted  # bots had answered
    # The same decision again: the bots answer exactly as before.
    undone.submit(full[last_human])
    run_until(ctx, lambda: undone.is_my_turn() and len(undone.match.log.actions) >= len(full))
    assert undone.match.log.actions[:len(full)] == full
    # The Undo button does the same.
    before = len(undone.match.log.actions)
    undone.tools.layout()
    click(ctx, undone.tools.undo.rect.center)
    assert len(ctx.scenes.top.match.log.actions) < before


def test_hot_seat_undo_is_only_your_own_last_move():
    seats = [Seat("A"), Seat("B"), Seat("Bot", "random")]
    turns = [Turn(0, 0, True), Turn(1, 2, True), Turn(2, 1, True), Turn(3, 2, True)]
    assert takeback(turns, seats, viewer=0) is None  # B acted since
    cut = takeback(turns, seats, viewer=1)
    assert cut is not None and cut.keep == 2 and cut.seat == 1


def test_hot_seat_undo_never_crosses_another_humans_forced_turn():
    """Newcomer 13: A decided, B's only card was played for B (B saw the table), then
    A's only card: the cover for B offered A the takeback of A's decision, undoing the
    turn B had watched. Another human's turn ends a takeback, forced or not; the
    mover's own forced moves after their decision do not."""
    seats = [Seat("A"), Seat("B"), Seat("Bot", "random")]
    turns = [Turn(0, 0, True), Turn(1, 1, False), Turn(2, 2, True), Turn(3, 0, False)]
    assert takeback(turns, seats, viewer=0) is None
    assert takeback(turns, seats, viewer=1) is None
    own = [Turn(0, 1, True), Turn(1, 0, True), Turn(2, 2, True), Turn(3, 0, False)]
    cut = takeback(own, seats, viewer=0)
    assert cut is not None and cut.keep == 1 and cut.seat == 0


def test_hot_seat_cover_offers_the_mover_their_takeback_until_the_next_human_acts(ctx):
    table = open_table(ctx, GAME, [Seat("Ann"), Seat("Basil")], 5)
    run_until(ctx, lambda: table.is_my_turn())
    _first, pos = human_move(ctx, table)
    click(ctx, pos)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    cover = ctx.scenes.top
    assert cover.take_back is not None and cover.take_back.label == "Ann: take back your move"
    click(ctx, cover.take_back.rect.center)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone.match.log.actions == []
    assert undone.viewer == 0 and undone.is_my_turn()
    assert undone.meta.takebacks == 1 and not undone.meta.assisted  # Ann saw nothing new
    # Ann moves again; once Basil is ready, Ann's move is no longer hers to take back.
    _again, pos = human_move(ctx, undone)
    click(ctx, pos)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    click(ctx, ctx.scenes.top.ready.rect.center)
    assert ctx.scenes.top is undone and undone.viewer == 1
    assert not undone.tools.can_take_back()
    # Basil's menu is the last one: choosing it uncovers Ann's, so his takeback marks.
    _menu, pos = human_move(ctx, undone)
    click(ctx, pos)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    cover = ctx.scenes.top
    assert cover.take_back is not None and cover.take_back.label.startswith("Basil")
    click(ctx, cover.take_back.rect.center)
    basil = ctx.scenes.top
    assert isinstance(basil, MatchScene) and len(basil.match.log.actions) == 1
    assert basil.viewer == 1 and basil.is_my_turn() and basil.meta.assisted


def test_a_takeback_is_marked_only_when_it_undoes_something_the_player_saw():
    rules = registry.rules(GAME)
    match = MatchSetup(GAME, (Seat("Ann"), Seat("Basil"), Seat("Clove")), 5, {}).start()
    while len(match.log.actions) < 6:
        match.submit(match.legal_actions()[0])
    log = match.log
    states = list(replay_states(rules, log))
    seats = [rules.current_player(state) for state in states[:-1]]
    assert seats[:3] == [0, 1, 2]  # the three secret menus, then play
    assert not revealed(rules, states, log.actions[:1], 0, 0, log.seed)  # own choice
    # Basil's secret choice changes nothing Ann sees but that he has chosen:
    assert rules.observe(states[1], 0).chosen == rules.observe(states[2], 0).chosen
    assert not revealed(rules, states, log.actions[:2], 0, 0, log.seed)  # only "has chosen"
    # Clove's menu is the last: choosing it uncovers the others' (her own move reveals).
    assert revealed(rules, states, log.actions[:3], 2, 2, log.seed) == Reveal(2, 2, True)
    card = revealed(rules, states, log.actions[:5], 3, seats[3], log.seed)  # a card seen
    assert card == Reveal(4, seats[4], False)
    # The toast names it as the history does: "Clove played the 7 of Pea".
    names = ["Ann", "Basil", "Clove"]
    shown = shown_by(load_text("en"), "too_many_cooks", rules, names, states, log.actions,
                     card)
    assert shown.startswith(f"{names[seats[4]]} played the ") and not shown.endswith(".")


def test_a_takeback_after_a_hint_says_the_hint_marked_the_match_not_the_takeback(ctx):
    """Issue 19 recheck: Undo said "this match now counts as with takebacks" after a
    move that showed nothing new, because a Hint had marked the match earlier. The
    toast now says why the match is marked, and a clean takeback says it is not."""
    table = open_table(ctx, GAME, [Seat("Ann"), Seat("Basil")], 5)
    run_until(ctx, lambda: table.is_my_turn())
    _first, pos = human_move(ctx, table)
    click(ctx, pos)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    click(ctx, ctx.scenes.top.take_back.rect.center)
    clean = ctx.scenes.top
    assert not clean.meta.assisted and clean.toast == ctx.text("history.taken_back")
    clean.tools.layout()
    click(ctx, clean.tools.hint.rect.center)
    run_until(ctx, lambda: bool(clean.hints.shown()))
    assert clean.meta.assisted  # the hint marks the match, not the takeback below
    _again, pos = human_move(ctx, clean)
    click(ctx, pos)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    click(ctx, ctx.scenes.top.take_back.rect.center)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone.meta.assisted
    assert undone.toast == ctx.text("history.taken_back_already")
    assert undone.toast != ctx.text("history.taken_back_marked")


HOT_SEAT = [Seat("Ada"), Seat("Bot", "heuristic"), Seat("Basil")]


def test_a_bots_secret_menu_after_yours_shows_nothing_so_the_takeback_is_clean(ctx):
    """Newcomer: Ada took back the round's first menu after the bot had chosen its own
    in secret; the toast said the takeback "undid something you were shown" and marked
    the match. The bot's menu showed only that it was chosen, which was certain."""
    table = open_table(ctx, GAME, HOT_SEAT, 2)  # dealer Basil: Ada, the bot, then Basil
    run_until(ctx, lambda: table.is_my_turn())
    assert table.viewer == 0 and table.match.log.actions == []
    _menu, pos = human_move(ctx, table)
    click(ctx, pos)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    assert len(table.match.log.actions) == 2  # Ada's menu, then the bot's
    click(ctx, ctx.scenes.top.take_back.rect.center)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone.match.log.actions == []
    assert not undone.meta.assisted and undone.toast == ctx.text("history.taken_back")


def test_a_marked_takeback_says_what_the_player_had_seen(ctx):
    """The last secret menu turns every menu face up: taking it back says so, and a
    move another seat made is named as the history names it."""
    table = open_table(ctx, GAME, HOT_SEAT, 1)  # dealer Ada: the bot, Basil, then Ada
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene)
              or (table.is_my_turn() and table.viewer == 2))
    if isinstance(ctx.scenes.top, PassScreenScene):
        click(ctx, ctx.scenes.top.ready.rect.center)
    run_until(ctx, lambda: table.is_my_turn())
    assert table.viewer == 2
    _menu, pos = human_move(ctx, table)
    click(ctx, pos)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    click(ctx, ctx.scenes.top.ready.rect.center)
    run_until(ctx, lambda: table.is_my_turn() and table.viewer == 0)
    _menu, pos = human_move(ctx, table)
    click(ctx, pos)
    run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene))
    click(ctx, ctx.scenes.top.take_back.rect.center)
    undone = ctx.scenes.top
    assert isinstance(undone, MatchScene) and undone.meta.assisted
    shown = ctx.text("too_many_cooks.history.menus_shown")
    assert undone.toast == ctx.text("history.taken_back_marked", shown=shown)
    assert "the menus had been revealed" in undone.toast
