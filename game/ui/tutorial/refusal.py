"""A refusal in the coach's box: while the box asks for a move, a refused click's words
("In this guided game, flick your 20 token.") show in the box, in place of its words,
rather than in a toast of their own.

Why: at 1600x1000 in guided Safranito no free felt was left for the toast (the box and
the pull under the token took it) and it lay over "Lately at the table" (newcomer pass
10, finding 4). The refusal says again what the coach asks: in the box it is where
the learner reads the coach, and it hides no panel. Where it does not fit (a small
box), the table's toast shows it as before.

Where its lines do not fit under the box's title, the refusal takes the whole box,
title and all, while it is up: at 1280x800 in guided Chef de rang no felt off the
floor plan held the toast, which lay over tables 57-60 (newcomer playtest, finding 2).

Where the full refusal fits nowhere in the box, its short form does ("Not that one:
take the highlighted table."), the full reason kept for the boxes it fits: at 800x500
in French guided Chef de rang the full one fitted neither the box nor any felt off the
plan, and its toast lay over the hand's row (newcomer playtest, issue 19 point 1).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.ui.widgets import draw_panel, draw_text, wrap_lines

CoachPanel = Any
"""The coach's panel (:class:`game.ui.scenes.coach.CoachPanel`: it imports this module)."""


def refusal_areas(coach: CoachPanel) -> list[pygame.Rect]:
    """Where the box may show a refusal, first choice first: over its words, under its
    title; over the whole box."""
    px = coach.ctx.theme.px
    rect = coach.rect
    top = rect.top + px(44) + coach.stacked(rect.width)
    return [pygame.Rect(rect.left + px(8), top, rect.width - px(16), rect.bottom - px(8) - top),
            rect.inflate(-px(8), -px(8))]


def refusal_fit(coach: CoachPanel, message: str) -> tuple[pygame.Rect, list[str]] | None:
    """Where ``message`` goes in the box on a step that waits for a move (the box
    shown), and its lines: the first of :func:`refusal_areas` it fits; ``None`` where
    it fits none, or the coach reads (Next)."""
    if coach.lesson.blocking or not coach.rect.width:
        return None
    theme = coach.ctx.theme
    font = theme.font("body", "bold")
    for area in refusal_areas(coach):
        lines = wrap_lines(font, message, area.width - theme.px(20))
        if len(lines) * font.get_linesize() + theme.px(12) <= area.height:
            return area, list(lines)
    return None


def refusal_choice(coach: CoachPanel, forms: Sequence[str]) -> str:
    """The first of ``forms`` (a refusal's full words, then its short form) that fits
    in the box (:func:`refusal_fit`); empty where none does (the table's toast then
    shows the first)."""
    return next((form for form in forms if form and refusal_fit(coach, form) is not None), "")


def refusal_rect(coach: CoachPanel, message: str) -> pygame.Rect:
    """Where the box shows ``message`` (empty where it does not)."""
    fit = refusal_fit(coach, message)
    return pygame.Rect(0, 0, 0, 0) if fit is None else fit[0]


def draw_refusal(coach: CoachPanel, surface: pygame.Surface, message: str) -> None:
    """The refusal in the box, red as every refusal, its lines in the middle (nothing
    where it does not fit)."""
    fit = refusal_fit(coach, message) if message else None
    if fit is None:
        return
    theme = coach.ctx.theme
    area, lines = fit
    draw_panel(surface, theme, area, colour=theme["danger"], border=theme["shade"])
    line_h = theme.font("body", "bold").get_linesize()
    y = area.centery - len(lines) * line_h // 2 + line_h // 2
    for line in lines:
        draw_text(surface, theme, line, (area.centerx, y), style="bold",
                  colour=theme["light_ink"], anchor="center")
        y += line_h
