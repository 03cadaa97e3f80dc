"""Newcomer finding: Scharfe Schoten's round summary showed a contract's 0 points but
not why. When the player's contract fails, the summary says why in one sentence, by
the spec's scoring (docs/rules/scharfe-schoten.md: a colour of the player's own stock
with more cards beats "most", one with fewer beats "least"), in English and French."""

import pytest

from game.engine.text import load_text
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.screenshot import advance, demo_setup, render_scene
from game.ui.table_start import open_table
from game.ui.text_record import recording
from tests.ui.conftest import wait_frame

GAME = "scharfe-schoten"


def shown_text(ctx) -> tuple[str, list[str]]:
    """Everything drawn, its lines joined (a paragraph wraps), and what was cut."""
    with recording() as record:
        render_scene(ctx)
    return " ".join(record.strings()), [label.content for label in record.labels
                                         if label.lost]


def to_round_end(seed: int):
    """The demo match of ``seed`` played to just after the human's last decision of
    round 1: the table's bots play the rest of the round."""
    setup = demo_setup(GAME, seed, 3)
    probe = setup.start()
    advance(probe, GAME, None, until=lambda m: len(m.state.table.history) >= 1)
    match = setup.start()
    last = 0
    for i, action in enumerate(probe.log.actions):
        if match.to_move == 0 and len(match.legal_actions()) > 1:
            last = i
        match.submit(action)
    match = setup.start()
    for action in probe.log.actions[:last + 1]:
        match.submit(action)
    return setup, match


def expected(ctx, line, deck) -> list[str]:
    """The clauses the spec gives, worked out here from the counts."""
    counts = dict(zip(deck.colours, line.counts, strict=True))
    name = {c: ctx.text(f"scharfe_schoten.colours.{c}").lower() for c in deck.colours}
    clauses = []
    others = [c for c in deck.colours if c != line.most]
    top = max(counts[c] for c in others)
    if counts[line.most] < top:
        rival = next(c for c in others if counts[c] == top)
        clauses.append((line.most, counts[line.most], rival, top))
    others = [c for c in deck.colours if c != line.least]
    low = min(counts[c] for c in others)
    if counts[line.least] > low:
        rival = next(c for c in others if counts[c] == low)
        clauses.append((line.least, counts[line.least], rival, low))
    return [f"{n} {'en ' if ctx.text.language == 'fr' else ''}{name[c]}" for c, n, _r, _m
            in clauses] + [f"{m} {'en ' if ctx.text.language == 'fr' else ''}{name[r]}"
                           for _c, _n, r, m in clauses]


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("seed", [2, 8])  # round 1: both contracts failed; least only
def test_the_round_summary_says_why_your_contract_failed(ctx, language, seed):
    ctx.text = load_text(language)
    setup, match = to_round_end(seed)
    ctx.scenes.push(MenuScene(ctx))
    open_table(ctx, setup, match)
    for _ in range(600):
        wait_frame(ctx)
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            break
    summary = ctx.scenes.top
    assert isinstance(summary, RoundSummaryScene)
    line = match.state.table.history[0].lines[0]
    assert line.most_points == 0 or line.least_points == 0, "a round with a failure"
    words = expected(ctx, line, match.game.deck)
    failed = "failed" if language == "en" else "a échoué"
    reason = summary.reason
    drawn, lost = shown_text(ctx)
    assert reason and reason in drawn and not lost, (reason, drawn, lost)
    assert reason.endswith(".") and reason.count(failed) == \
        (line.most_points == 0) + (line.least_points == 0)
    assert all(w in reason for w in words), (words, reason)
