"""Newcomer playtest (Too Many Cooks, hot-seat, two humans and a bot): the hot-seat cover
came up the frame the player's own card landed in the pot, so they never saw it lie
there (nor, when it ended a trick, the trick's end). The cover waits for the motion to
land and then the readable pause a bot's move gets, the table still."""

from game.engine.runner import Seat
from game.too_many_cooks.rules import Phase, PlayCard, why_illegal
from game.ui.scenes.pass_screen import PassScreenScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.theme import Pace
from tests.ui.conftest import click, frames, open_table, run_until
from tests.ui.test_history import home  # noqa: F401  (home: autouse)
from tests.ui.test_too_many_cooks_scene import human_move

GAME = "too-many-cooks"
SEATS = [Seat("Ann"), Seat("Basil"), Seat("Clove", "heuristic")]
FRAME = 1 / 60


def low_move(ctx, table) -> tuple[object, tuple[int, int]]:
    """A menu as :func:`human_move` picks it, or the first legal card of the hand: a low
    one, which seldom takes the trick, so the next to lead is often the other human."""
    view = table.view()
    for card, rect in table.hand_rects(view):
        if view.table.phase is Phase.PLAY and why_illegal(view, card) is None:
            return PlayCard(card), (rect.centerx, rect.top + 10)
    return human_move(ctx, table)


def test_the_cover_waits_until_the_players_card_has_landed_and_been_seen(ctx):
    ctx.theme.pace = Pace(bot_move_s=0.4, animation_s=0.2, trick_hold_s=0.3)
    delay = ctx.theme.pace.bot_move_s * ctx.settings.bot_pace
    table = open_table(ctx, GAME, SEATS, 5)
    cards = ended = 0
    while cards < 6 or (not ended and cards < 20):
        run_until(ctx, lambda: isinstance(ctx.scenes.top, PassScreenScene | RoundSummaryScene)
                  or table.is_my_turn())
        top = ctx.scenes.top
        if isinstance(top, PassScreenScene | RoundSummaryScene):
            click(ctx, (top.ready if isinstance(top, PassScreenScene) else top.button).rect.center)
            continue
        action, pos = low_move(ctx, table)
        tricks = len(table.match.state.table.tricks)
        click(ctx, pos)
        if not isinstance(action, PlayCard):
            continue
        cards += 1
        still, held = 0.0, False  # seconds the table stood still before the cover
        for _ in range(600):
            if isinstance(ctx.scenes.top, PassScreenScene) or table.is_my_turn():
                break
            held = held or table.hold > 0
            still = 0.0 if table.animating else still + FRAME
            frames(ctx)
        if not isinstance(ctx.scenes.top, PassScreenScene):
            continue  # the same human again (the bot between): no cover
        assert still >= delay - FRAME, (cards, still)  # landed, then seen at rest
        if len(table.match.state.table.tricks) > tricks:  # a trick ended meanwhile
            ended += 1
            assert held, "the trick's end was shown before the cover"
    assert ended, "no trick ended before a cover"
