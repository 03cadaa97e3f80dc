"""The setup screen's seat rows: who sits where (a human or a bot level) and under
what name, each seat's coloured chip, the legend that says what each bot level seated
is like to play against, and "Bots near my level", which sets the bot seats.

Why a module of its own: the rows are one widget family of the setup screen
(:class:`~game.ui.scenes.setup.SetupScene`), built, laid out and drawn together; the
screen keeps the rest (the count, the options, the seed, the bottom row).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.rating.history import player_rating, read_history
from game.rating.levels import level_ratings
from game.rating.player import nearest_level
from game.registry import BotLevel
from game.ui.context import Context
from game.ui.widgets import Chooser, TextField, draw_paragraph, draw_text

HUMAN = "human"
"""The seat chooser's value for a human player (the others are bot level names)."""


@dataclass
class SeatRow:
    name: TextField
    who: Chooser


def seat_rows(ctx: Context, levels: Sequence[BotLevel], seats: int) -> list[SeatRow]:
    """A row for each of ``seats``: the first a human named "Player 1", the others the
    usual bot level (``heuristic`` where offered) with the locale's bot names."""
    text = ctx.text
    who = [(HUMAN, text("setup.human"))] + [(lv.name, text(f"bots.{lv.name}"))
                                            for lv in levels]
    default_bot = "heuristic" if any(lv.name == "heuristic" for lv in levels) \
        else levels[-1].name
    bot_names = [n.strip() for n in text("setup.bot_names").split(",")]
    rows = []
    for seat in range(seats):
        chooser = Chooser(who)
        chooser.select(HUMAN if seat == 0 else default_bot)
        name = text("setup.default_name", n=1) if seat == 0 \
            else bot_names[(seat - 1) % len(bot_names)]
        rows.append(SeatRow(TextField(name, max_length=14), chooser))
    return rows


def place_rows(rows: Sequence[SeatRow], left: int, top: int, row_h: int,
               wide: Callable[[float], int], px: Callable[[float], int]) -> None:
    """Each row's name field and chooser, one row under the other from ``top``, right
    of the seat's chip (``wide``: the screen's stretched widths)."""
    for i, row in enumerate(rows):
        y = top + i * row_h
        # The chooser a little wider than the name: the values share one size, and the
        # French "Robot : difficile" set it (newcomer pass D41, finding 14).
        row.name.rect = pygame.Rect(left + wide(110), y, wide(175), px(38))
        row.who.rect = pygame.Rect(left + wide(295), y, wide(265), px(38))


def draw_seat_heads(surface: pygame.Surface, ctx: Context, rows: Sequence[SeatRow],
                    seated: int, left: int, wide: Callable[[float], int]) -> None:
    """The "Name" and "Who" headings over the rows and, for each of the ``seated``
    rows, its seat's chip in the seat's colour."""
    theme = ctx.theme
    px = theme.px
    head_y = rows[0].name.rect.top - px(28)
    draw_text(surface, theme, ctx.text("setup.name"), (rows[0].name.rect.left, head_y),
              colour=theme["highlight"], role="small", style="bold")
    draw_text(surface, theme, ctx.text("setup.who"), (rows[0].who.rect.left, head_y),
              colour=theme["highlight"], role="small", style="bold")
    for seat, row in enumerate(rows[:seated]):
        chip = pygame.Rect(left, row.name.rect.top, wide(90), row.name.rect.height)
        pygame.draw.rect(surface, theme.seat_colour(seat), chip, border_radius=px(8))
        draw_text(surface, theme, ctx.text("setup.seat", n=seat + 1), chip.center,
                  anchor="center", style="bold", colour=theme["ink"], role="small")


def bot_legend(ctx: Context, package: str, levels: Sequence[BotLevel],
               seated: Sequence[SeatRow]) -> list[str]:
    """One line per bot level sitting at the table (in the levels' order): what it
    is like to play against, so "easy" or "chef" means something."""
    chosen = {row.who.value for row in seated}
    text = ctx.text
    return [text("setup.bot_about", level=text(f"bots.{lv.name}"),
                 about=text(f"bots_about.{package}.{lv.name}"))
            for lv in levels if lv.name in chosen]


def draw_bot_legend(surface: pygame.Surface, ctx: Context, lines: Sequence[str],
                    area: pygame.Rect) -> None:
    """The legend's ``lines`` from the top of ``area``, as many as fit in it."""
    theme = ctx.theme
    px = theme.px
    y = area.top
    for line in lines:
        room = pygame.Rect(area.left, y, area.width, area.bottom - y - px(8))
        if room.height < px(20):
            break
        y += draw_paragraph(surface, theme, line, room, role="small",
                            colour=theme["light_ink"], spacing=1.15) + px(6)


def seat_near_my_level(ctx: Context, game_id: str, levels: Sequence[BotLevel],
                       seated: Sequence[SeatRow]) -> str:
    """Every bot seat of ``seated`` to the offered level rated nearest the first human
    seat's player (their rating in this game, 1500 before any rated match); the note
    that says what was set, or why nothing was."""
    text = ctx.text
    humans = [row for row in seated if row.who.value == HUMAN]
    bots = [row for row in seated if row.who.value != HUMAN]
    offered = {lv.name for lv in levels}
    rated = {n: lv for n, lv in level_ratings(game_id).items() if n in offered}
    if not rated:
        return text("setup.near_unrated")
    if not humans or not bots:
        return text("setup.near_no_seats")
    name = humans[0].name.value.strip()
    entries, _notice = read_history()
    rating = player_rating(entries, game_id, name)
    level = nearest_level(rating.rating, rated)
    assert level is not None  # rated is not empty
    for row in bots:
        row.who.select(level)
    shown = f"{rating.rating:.0f}" + ("?" if rating.provisional else "")
    return text("setup.near_done", name=name or text("setup.human"), rating=shown,
                level=text(f"bots.{level}"), level_rating=f"{rated[level].rating:.0f}")
