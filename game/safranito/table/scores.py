"""Safranito's score tables: the round summary and the final results.

Rows of already-translated cells for the shared scoreboard scenes; everything shown is
public (sales, purchases, money, dishes prepared).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.numbers import signed
from game.safranito.rules import SafranitoRules, SafranitoState
from game.safranito.table.captions import dish_name, spice_list
from game.safranito.table.ledger import RoundLedger
from game.ui.context import Context
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.score_table import ScoreRow


def round_summary(ctx: Context, rules: SafranitoRules, state: SafranitoState,
                  names: Sequence[str], ledger: RoundLedger) -> RoundSummaryScene:
    """What each seat bought and sold in the round, the rupees it made, and dishes."""
    text = ctx.text
    columns = ("bought", "sold", "cash", "money", "dishes")
    headers = [text(f"safranito.summary.{k}") for k in columns]
    rows = []
    for seat, seat_ledger in enumerate(ledger.seats):
        cash = seat_ledger.earned - seat_ledger.spent
        made = ", ".join(dish_name(text, rules, d) for d in seat_ledger.dishes)
        done = len(state.prepared[seat])
        dishes = text("safranito.summary.dish_cell", n=done, made=made) if made else str(done)
        rows.append(ScoreRow(seat, names[seat], (
            spice_list(text, rules, seat_ledger.bought), spice_list(text, rules, seat_ledger.sold),
            signed(cash), str(state.money[seat]), dishes)))
    return RoundSummaryScene(ctx, text("round.title", n=ledger.round), headers, rows,
                             weights=[1.2, 2.0, 2.0, 0.8, 0.8, 1.6],
                             note=text("safranito.summary.note"),
                             header_tips=[text(f"safranito.summary.tips.{k}") for k in columns])


def results(ctx: Context, rules: SafranitoRules, state: SafranitoState,
            names: Sequence[str]) -> tuple[list[str], list[ScoreRow], list[float]]:
    """Standings: most dishes, then most money (the rules' tie-break), winners lit."""
    text = ctx.text
    winners = set(rules.winners(state))
    headers = [text("safranito.summary.made"), text("safranito.summary.dishes"),
               text("safranito.summary.money")]
    order = sorted(range(state.num_players),
                   key=lambda s: (-len(state.prepared[s]), -state.money[s], s))
    rows = []
    for seat in order:
        made = ", ".join(dish_name(text, rules, d) for d in state.prepared[seat]) or "–"
        rows.append(ScoreRow(seat, names[seat], (
            made, str(len(state.prepared[seat])), str(state.money[seat])),
            highlight=seat in winners))
    return headers, rows, [1.2, 3.0, 0.8, 0.8]
