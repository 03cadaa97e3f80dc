"""Too Many Cooks: "Only one card may go in the pot: played for you." ends when the pot
it speaks of leaves the table (newcomer playtest, finding 4: it stayed up into the
next trick, over cards it did not speak of)."""

from game.engine.runner import Seat
from game.too_many_cooks.rules import PlayCard
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.text_record import recording
from game.ui.theme import Pace
from tests.ui.conftest import frames, open_table, quick_window

NAMES = ["Ann", "Basil", "Clove", "Dill"]


def test_the_played_for_you_note_ends_with_its_trick():
    for ctx in quick_window((1600, 1000)):
        # Bots at their usual pause, cards at the configured speed.
        ctx.theme.pace = Pace(bot_move_s=0.6, animation_s=0.35, trick_hold_s=1.1)
        ctx.settings.auto_play_forced = True
        seats = [Seat(NAMES[0])] + [Seat(n, "heuristic") for n in NAMES[1:]]
        table = open_table(ctx, "too-many-cooks", seats, seed=2)
        note = ctx.text("too_many_cooks.forced_card", card="\0").split("\0")[0]
        forced = None
        notes = 0
        for _ in range(12000):
            if isinstance(ctx.scenes.top, RoundSummaryScene):
                break
            legal = table.game.legal_actions(table.match.state)
            if table.is_my_turn() and len(legal) > 1:  # the only card: the table plays it
                table.submit(legal[0])
            with recording() as record:
                frames(ctx)
            # The toast may be wrapped: any of its lines drawn is the note up.
            if not any(len(line) > 8 and line in note for line in record.strings()):
                forced = None
                continue
            if forced is None:  # the note of the move just played for Ann
                action = table.match.log.actions[-1]
                assert isinstance(action, PlayCard) and table.last_mover == 0
                forced, notes = action.card, notes + 1
            shown = table.completed or table.view().table.trick
            assert forced in {play.card for play in shown}, "the note outlived its trick"
        assert notes >= 2, notes
