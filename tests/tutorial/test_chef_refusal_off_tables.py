"""Guided Chef de rang (newcomer playtest, finding 2): at 1280x800 the refusal of a
click ("Not that one in this guided game...") lay over tables 57-60 of the floor plan.
A refused click's message now keeps off every table lit for the learner's move and
off what the coach frames, and hides no table of the plan that the coach's box does
not already hide: where it does not fit under the box's title (at 1280x800 no felt
off the tables, the hand, the panels and the box was wide enough for a toast), it
takes the whole box, title and all, while it is up (it says again what the coach
asks). Real clicks through a whole guided game, at 800x500, 1280x800 and 1920x1080,
en and fr: on each step that asks for a move, a lit table the coach does not ask for
(the coach refuses it) and an unlit face-down table (the rules refuse it). At 800x500
too: where the full refusal fits nowhere in the box, the box shows its short form
(test_chef_refusal_short_form.py)."""

from tests.tutorial.guided_windows import open_chef, windows
from tests.ui.conftest import click, frames

ctx = windows([(800, 500), (1280, 800), (1920, 1080)])


def hidden_by_refusal(table) -> list[str]:
    """What the refusal up now hides of the lit tables and of what the coach frames."""
    message = table.toast_rect
    assert message.width > 0
    lit = table.highlighted_tables(table.view())
    hides = [f"lit table {t + 1}" for t in lit if message.colliderect(table.table_rect(t))]
    hides += [f"framed {r}" for r in table.coach.framed if message.colliderect(r)]
    box = table.coach.rect
    hides += [f"table {t + 1} (the box {box} leaves it)" for t in range(len(table.plan))
              if message.colliderect(table.table_rect(t))
              and not box.colliderect(table.table_rect(t))]
    return hides


def test_a_refused_clicks_message_hides_no_lit_or_framed_table(ctx):
    table = open_chef(ctx)
    refused, problems = 0, []
    for _ in range(3000):
        lesson = table.lesson
        if (lesson.finished and lesson.current is None) or table.match.over:
            break
        if lesson.current is not None and lesson.blocking:
            click(ctx, table.coach.next_button.rect.center)
            continue
        if not (table.is_my_turn() and not table.busy):
            frames(ctx)
            continue
        view = table.view()
        state = table.match.state
        guided = lesson.guided_action(state)
        target = getattr(guided, "table", None)
        lit = set(table.highlighted_tables(view))
        legal = {getattr(a, "table", None) for a in table.game.legal_actions(state)}
        clicks = [t for t in sorted(legal - {None, target})][:1] if target is not None \
            else []
        clicks += [t for t in range(len(table.plan))
                   if view.public.face_down[t] and t not in lit and t not in legal][:1]
        for wrong in clicks:
            click(ctx, table.table_rect(wrong).center)
            frames(ctx)
            if not (table.toast_time > 0 and table.toast_refusal):
                continue
            problems += [f"{lesson.current.key}, click on {wrong + 1}: {h}"
                         for h in hidden_by_refusal(table)]
            refused += 1
            table.toast_time = 0.0
        table.submit(guided or table.match.legal_actions()[0])
        frames(ctx)
    assert refused >= 5
    assert not problems, problems
