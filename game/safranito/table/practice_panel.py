"""The flick practice panel: the drill, its hit rate, the player's aim in words, the rate
of every drill tried, the last flick's verdict and a hint (draws only).

The practice scene (:mod:`game.safranito.table.practice`) hands over what it knows as
:class:`PanelFacts`; the words come from the locale, the numbers from the pure modules
(:mod:`game.safranito.drills`, :mod:`game.safranito.aim_record`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.safranito.aim_record import AimSpread
from game.safranito.drills import KINDS, STOP, Tally, Verdict
from game.safranito.table.captions import Text, place_name
from game.ui.context import Context
from game.ui.widgets import draw_panel, draw_paragraph, draw_text, wrap_lines

VERDICT_LINES = 3
"""The most lines a verdict takes (it shrinks rather than take more)."""


@dataclass(frozen=True)
class PanelFacts:
    """What the panel shows: the current drill, the counts, the measured aim (``None``:
    not enough repeated flicks yet), the verdict to show (``None``: none, or not landed
    yet), a note replacing the hint, and the top of the buttons (the panel's floor)."""

    kind: str
    target: str
    tally: Tally
    aim: AimSpread | None
    verdict: Verdict | None
    note: str
    floor: int


def rate_words(text: Text, hits: int, total: int) -> str:
    if not total:
        return text("safranito.practice.no_flicks")
    return text("safranito.practice.rate", hits=hits, total=total,
                pct=round(100 * hits / total))


def session_words(text: Text, hits: int, total: int) -> str:
    """The drill's rate under the heading, saying what it counts: this drill's flicks
    since the practice opened. Right under it the aim counts the last flicks of every
    drill and match (:func:`aim_words`); "3 of 3 (100%)" above "from your last 8
    flicks" left 5 flicks unexplained (newcomer playtest at 1920x1080, Safranito
    finding 2)."""
    return text("safranito.practice.session_rate", rate=rate_words(text, hits, total))


def drill_name(text: Text, key: str) -> str:
    """A drill as the rates list names it: the place, "Knock, <place>" for a knock."""
    kind, _, target = key.partition(":")
    place = place_name(text, target)
    return place if kind == STOP else text("safranito.practice.knock_rate", place=place)


def drill_rate_words(text: Text, key: str, hits: int, total: int) -> str:
    """One line of the rates list, "<drill>: <rate>", from the locale: French puts a
    space before the colon ("Safran : 1 sur 1"), which a colon glued in code left out
    beside "Cible : Safran" (newcomer playtest, French typography)."""
    return text("safranito.practice.drill_rate", drill=drill_name(text, key),
                rate=rate_words(text, hits, total))


def aim_words(text: Text, aim: AimSpread | None) -> str:
    """The player's aim spread in their words (whole degrees and percent, at least 1)
    and what it is measured over (the last flicks of every drill and match, not the
    session's), or how to get it measured."""
    if aim is None:
        return text("safranito.practice.aim_unmeasured")
    return text("safranito.practice.aim_spread", angle=max(1, round(aim.angle)),
                strength=max(1, round(100 * aim.strength)), n=aim.flicks)


def verdict_words(text: Text, verdict: Verdict, target: str) -> str:
    """A stop names where the token ended; a knock names the bowl it was about."""
    place = verdict.where if verdict.reason in ("hit", "miss") else target
    return text(f"safranito.practice.{verdict.reason}", place=place_name(text, place))


def draw_practice_panel(surface: pygame.Surface, ctx: Context, rect: pygame.Rect,
                        facts: PanelFacts) -> None:
    theme, px, text = ctx.theme, ctx.theme.px, ctx.text
    width = rect.width - px(32)
    draw_panel(surface, theme, rect)
    x, y = rect.left + px(16), rect.top + px(16)
    heading = "target" if facts.kind == STOP else "knock_target"
    draw_text(surface, theme, text(f"safranito.practice.{heading}",
                                   place=place_name(text, facts.target)), (x, y),
              style="bold", max_width=width)
    y += px(32)
    draw_text(surface, theme, session_words(text, *facts.tally.of(f"{facts.kind}:{facts.target}")),
              (x, y), colour=theme["ink_soft"], max_width=width)
    y += px(30)
    draw_paragraph(surface, theme, aim_words(text, facts.aim), pygame.Rect(x, y, width, px(64)),
                   role="small", colour=theme["ink"], spacing=1.05)
    y += px(72)
    draw_text(surface, theme, text("safranito.practice.rates"), (x, y), role="small",
              style="bold", max_width=width)
    y += px(24)
    verdict = "" if facts.verdict is None else verdict_words(text, facts.verdict, facts.target)
    verdict_rect = verdict_box(ctx, verdict, x, width, facts.floor - px(86))
    for key, (hits, total) in sorted(facts.tally.counts.items(), key=_kind_first):
        if y > verdict_rect.top - px(30):
            break
        draw_text(surface, theme, drill_rate_words(text, key, hits, total),
                  (x, y), role="small", colour=theme["ink"], max_width=width)
        y += px(22)
    if verdict:
        draw_paragraph(surface, theme, verdict, verdict_rect, style="bold",
                       colour=theme["accent"], spacing=1.05)
    hint = facts.note or text("safranito.practice.hint" if facts.kind == STOP
                              else "safranito.practice.knock_hint")
    draw_paragraph(surface, theme, hint, pygame.Rect(x, facts.floor - px(80), width, px(74)),
                   role="small", colour=theme["ink_soft"], spacing=1.1)


def verdict_box(ctx: Context, verdict: str, x: int, width: int, bottom: int) -> pygame.Rect:
    """Where the verdict goes: its lines (as many as it wraps to, at most
    :data:`VERDICT_LINES`) standing on the hint. One line ended in "…" where a sentence
    is long for a narrow panel ("Manqué : son jeton est toujours dans Safr…", newcomer
    playtest, finding 4); it wraps by the one fitting rule (:func:`draw_paragraph`)."""
    theme = ctx.theme
    font = theme.font("body", "bold")
    count = min(VERDICT_LINES, max(1, len(wrap_lines(font, verdict, width)))) if verdict else 1
    step = round(font.get_linesize() * 1.05)
    height = font.get_linesize() + (count - 1) * step
    return pygame.Rect(x, bottom - height, width, height)


def _kind_first(item: tuple[str, tuple[int, int]]) -> tuple[int, str]:
    """Stop drills first, then knocks, each by target."""
    kind, _, target = item[0].partition(":")
    return KINDS.index(kind), target
