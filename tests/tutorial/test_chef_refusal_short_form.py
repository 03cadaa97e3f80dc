"""Guided Chef de rang at 800x500 (issue 19, open point 1): in French the refusal of a
click on a table the coach does not ask for ("Pas ce coup-là dans cette partie
guidée. Le coup à jouer : prenez la table en surbrillance (le coach l'encadre).") fit
neither the coach's box (150x102) nor any felt off the plan, and its toast lay over
the hand's row. Where the full words fit nowhere in the box, the box now shows their
short form ("Pas ce coup-là : prenez la table en surbrillance."), the full reason kept
where it fits. Real clicks through the guided game, en and fr: every refusal is drawn
whole inside the coach's box, and lies on no lit table, no hand card and no Next."""

from game.ui.tutorial.locate import HAND, keep_clear
from tests.tutorial.guided_windows import open_chef, windows
from tests.ui.conftest import click, drawn_strings, frames

ctx = windows([(800, 500)])


def refusal_problems(table, where: str) -> list[str]:
    """What is wrong with the refusal up now: not whole in the box, not drawn, or over
    something the learner needs (a lit table, a hand card, the hand's padlock box)."""
    said = table.coach_refusal()
    if not said:
        return [f"{where}: {table.toast!r} is a toast at {table.toast_rect}, "
                f"outside the box {table.coach.rect}"]
    rect = table.toast_rect
    problems = [] if table.coach.rect.contains(rect) else [f"{where}: {rect} leaves the box"]
    words = " ".join(" ".join(drawn_strings(table.ctx)).split())
    if " ".join(said.split()) not in words:
        problems.append(f"{where}: {said!r} is not drawn whole")
    needed = [r for r, weight in keep_clear(table) if weight >= HAND]
    problems += [f"{where}: over {r}" for r in needed if rect.colliderect(r)]
    return problems


def test_a_refusal_too_long_for_the_box_shows_its_short_form_in_it(ctx):
    table = open_chef(ctx)
    short, problems = 0, []
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
        state = table.match.state
        guided = lesson.guided_action(state)
        target = getattr(guided, "table", None)
        legal = {getattr(a, "table", None) for a in table.game.legal_actions(state)}
        for wrong in sorted(legal - {None, target})[:1] if target is not None else []:
            click(ctx, table.table_rect(wrong).center)
            frames(ctx)
            assert table.toast_time > 0 and table.toast_refusal
            problems += refusal_problems(table, f"{lesson.current.key}, table {wrong + 1}")
            short += table.coach_refusal() not in ("", table.toast)  # its short form
            table.toast_time = 0.0
        table.submit(guided or table.match.legal_actions()[0])
        frames(ctx)
    assert not problems, problems
    if ctx.settings.language == "fr":
        assert short >= 1, "the long French refusal is the case the short form is for"
