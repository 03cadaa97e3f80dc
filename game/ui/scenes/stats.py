"""Statistics per game: games played, wins per player name and per bot level, the best
winning score with its name and date, assisted games (hints or takebacks) apart, and
the rating of the player rated last in that game with its history as a small chart
(:mod:`game.rating.history`; the ratings are caught up from the results first, so a
rating that could not be written after a match shows here).

Read from the results kept by :mod:`game.results_log`; games finished before those
details were kept still count in the older totals (``stats.json``), shown as a note.
"""

from __future__ import annotations

from collections import Counter

import pygame

from game import registry
from game.dates import date_words, stamp_day
from game.rating.history import (
    PlayerRating,
    newest_player,
    player_rating,
    read_history,
    update_ratings,
)
from game.rating.player import START_RATING
from game.results_log import GameSummary, read_results, summarize
from game.storage import read_stats
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.key_press import fresh_press
from game.ui.rating_chart import draw_rating_chart
from game.ui.scene import Scene, mouse_pos
from game.ui.tooltip import Tip, TipArea, show_tooltip, tip_size
from game.ui.widgets import Button, draw_panel, draw_paragraph, draw_text, shared_size

COLUMNS = (0.0, 0.16, 0.22, 0.37, 0.51, 0.64, 0.75)
"""Left edge of each column, as a fraction of the table width."""
TALLIES = (2, 3)
"""The columns (in :meth:`StatsScene.cells`) listing wins by name or level, one a line."""
HEADERS = ("played", "human_wins", "bot_wins", "best_win", "assisted", "rating")
"""The columns after the game's name (``stats.<key>``, explained by ``stats.tips.<key>``)."""


ROW_GROWTH = 1.3
"""How much the rows' pitch may grow past its least where the window has room."""
CHART_LEAST = 120
"""The narrowest rating chart (reference px): a few matches' line and its labels."""


class StatsScene(Scene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.back = Button(ctx.text("stats.back"), lambda: ctx.scenes.pop(), primary=True)
        older, notice = read_stats()
        results, results_notice = read_results()
        rating_notice = update_ratings()
        entries, history_notice = read_history()
        notice = notice or results_notice or rating_notice or history_notice
        self.ratings: dict[str, PlayerRating | None] = {}
        for game_id in registry.GAME_PACKAGES:
            name = newest_player(entries, game_id)
            self.ratings[game_id] = None if name is None else \
                player_rating(entries, game_id, name)
        self.error = ctx.text("stats.set_aside", reason=notice) if notice else ""
        self.summaries = {game_id: summarize(results, game_id)
                          for game_id in registry.GAME_PACKAGES}
        self.earlier = sum(max(0, older[g].played - self.summaries[g].played)
                           for g in older if g in self.summaries)

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        self.back.rect = pygame.Rect(0, 0, px(220), px(52))
        self.back.rect.midbottom = (width // 2, height - px(24))
        # The rows spread into the room above Back (up to ROW_GROWTH): at a fixed pitch
        # each row's rating chart ran into the next row's while a third of the window
        # stood empty below the panel (newcomer playtest: "tight, labels crowded").
        games = len(registry.GAME_PACKAGES)
        room = (self.back.rect.top - px(24) - px(100) - px(90) - px(70)) // games
        # ... but not into the room under the table, above Back, that a column's tip
        # falls back on where it fits neither above nor beside its header (see
        # tooltip.by_spot): it would come down over the rows.
        tallest = max(tip_size(self.ctx.theme, width, self.ctx.text(f"stats.tips.{key}"))[1]
                      for key in HEADERS)
        table_top = px(100) + px(26) - px(8)
        room = min(room, (self.back.rect.top - px(12) - tallest - table_top - px(58)) // games)
        self.row_h = max(px(84), min(round(px(84) * ROW_GROWTH), room))
        """The rows' pitch (their contents keep their height: the gap between grows)."""
        self.panel = pygame.Rect(px(40), px(100), width - px(80),
                                 px(90) + self.row_h * games + px(70))

    def handle(self, event: pygame.event.Event) -> None:
        if self.back.handle(event):
            return
        if fresh_press(event, (pygame.K_ESCAPE, pygame.K_RETURN)):
            self.ctx.scenes.pop()

    def tally(self, counts: Counter[str], summary: GameSummary, bots: bool = False
              ) -> list[str]:
        """The three with most wins, one a line ("Robot : chef 1, Robot : diff…" was
        cut on one line at 1920×1080 in French: issue 19 re-check, finding 8), each
        count in brackets ("Bot: chef (2)": "Bot: chef 2" read as a level called
        "chef 2", issue 19); a player by the name their latest match gave them, as
        every table shows it (decision D41: names are fixed per match)."""
        text = self.ctx.text
        parts = [text("stats.wins", n=n, name=text(f"bots.{name}") if bots
                      else summary.name_of(name)) for name, n in counts.most_common(3)]
        return parts or ["–"]

    def cells(self, game_id: str, package: str, summary: GameSummary) -> list[list[str]]:
        """Each column's lines for one game."""
        text = self.ctx.text
        best = ["–"]
        if summary.best_win is not None:
            score, name, ended = summary.best_win
            best = [text.plural(f"games.{package}.final_score", score,
                                name=summary.name_of(name)),
                    date_words(text, stamp_day(ended))]
        assisted = [str(summary.assisted)]
        if summary.assisted:  # "human wins: 0", not "0 gagnée par un joueur" (finding 16)
            assisted.append(text("stats.assisted_human_wins", n=summary.assisted_wins))
        return [[text(f"games.{package}.title")], [str(summary.played)],
                self.tally(summary.human_wins, summary),
                self.tally(summary.bot_wins, summary, bots=True),
                best, assisted, self.rating_lines(self.ratings[game_id])]

    def rating_lines(self, rating: PlayerRating | None) -> list[str]:
        """The rating ("1620?" while provisional), whose it is and over how many
        matches, or where one starts. The name as it was rated, not re-translated: a
        default name given in English stays "Player 1" in French, as at the tables."""
        text = self.ctx.text
        if rating is None:
            return ["–", text("stats.rating_start", rating=f"{START_RATING:.0f}")]
        shown = round(rating.rating)
        if rating.provisional:
            return [text("stats.rating_provisional", rating=shown), rating.name,
                    text.plural("stats.rating_matches_provisional", rating.matches)]
        return [str(shown), rating.name,
                text.plural("stats.rating_matches", rating.matches)]

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme, text = self.ctx, self.ctx.theme, self.ctx.text
        px = theme.px
        draw_felt(surface, ctx)
        draw_text(surface, theme, text("stats.title"), (self.size[0] // 2, px(60)),
                  role="title", style="title", colour=theme["light_ink"], anchor="center",
                  size=48)
        draw_panel(surface, theme, self.panel)
        headers = ["", *(text(f"stats.{key}") for key in HEADERS)]
        left, width = self.panel.left + px(24), self.panel.width - px(48)
        spans = [round((b - a) * width) - px(12)
                 for a, b in zip(COLUMNS, [*COLUMNS[1:], 1.0], strict=True)]
        y = self.panel.top + px(26)
        # One size for the headers ("Gagnées par des robots" shrank alone: issue 19
        # re-check, finding 8), each on up to two lines: seven columns leave French
        # headers little room (the size is the one at which each fits twice its span).
        longest = [max(h.split(), key=len, default="") for h in headers]
        size = min(shared_size(theme, headers, [2 * span for span in spans], role="small",
                               style="bold"),
                   shared_size(theme, longest, spans, role="small", style="bold"))
        # What each column counts, on the header and down its cells (issue 19: a "–"
        # under "Best human win" after a bot's win must say why).
        tips: list[Tip] = []
        # A column's tip keeps off every row of the table: it lay over the first row.
        # It opens by its header (above it, or beside it, level with the headers).
        header_h = px(50)
        table_rows = pygame.Rect(left, y - px(8) + header_h, width,
                                 px(58) - header_h + self.row_h * len(registry.GAME_PACKAGES))
        for x, span, header, key in zip(COLUMNS, spans, headers, ("", *HEADERS), strict=True):
            draw_paragraph(surface, theme, header,
                           pygame.Rect(left + round(x * width), y - px(8), span, px(44)),
                           role="small", style="bold", colour=theme["ink_soft"], spacing=1.0,
                           size=size)
            if key:
                # From the header's own top: its upper half had no tip (newcomer 10
                # rested on "Parties" and saw nothing, where "Avec aide" answered lower).
                column = pygame.Rect(left + round(x * width), y - px(8), span,
                                     px(58) + self.row_h * len(registry.GAME_PACKAGES))
                header_rect = pygame.Rect(column.topleft, (span, header_h))
                tips.append((TipArea(column, table_rows, by=header_rect),
                             text(f"stats.tips.{key}")))
        y += px(50)
        rows = {game_id: self.cells(game_id, package, self.summaries[game_id])
                for game_id, package in registry.GAME_PACKAGES.items()}
        # Each row's first lines (the game's name, its figures) at one size, each
        # measured in the style it is drawn in (only the game's name is bold).
        firsts = [(line, spans[i], i == 0) for cells in rows.values()
                  for i in range(len(COLUMNS) - 1)
                  for line in (cells[i] if i in TALLIES else cells[i][:1])]
        row_size = min(shared_size(theme, [c for c, _w, b in firsts if b == bold],
                                   [w for _c, w, b in firsts if b == bold],
                                   style="bold" if bold else "regular")
                       for bold in (True, False))
        for game_id, cells in rows.items():
            for i, (x, span, lines) in enumerate(zip(COLUMNS, spans, cells, strict=True)):
                if i == len(COLUMNS) - 1:
                    self.draw_rating(surface, game_id, lines,
                                     pygame.Rect(left + round(x * width), y, span, px(76)),
                                     row_size)
                    continue
                tally = i in TALLIES
                below = 0  # a first line wrapped on two lines pushes the rest down
                for j, line in enumerate(lines):
                    at = (left + round(x * width), y + j * px(26 if tally else 28) + below)
                    font = theme.font("body", "bold" if i == 0 else "regular", row_size)
                    if j == 0 and not tally and len(lines) > 1 and \
                            font.size(line)[0] > span:
                        # "Alexandrine : 32 plats" was cut to "32 pl…" at 800x500 in
                        # French (newcomer playtest): on two lines, the date below, the
                        # score and its unit held together ("32" / "plats" read badly).
                        line = "\u00a0".join(line.rsplit(" ", 1))
                        below = draw_paragraph(surface, theme, line, pygame.Rect(
                            at, (span, px(54))), size=row_size, spacing=1.0) - px(24)
                        continue
                    if j == 0 or tally:
                        draw_text(surface, theme, line, at, style="bold" if i == 0 else
                                  "regular", max_width=span, size=row_size)
                        continue
                    # A note under the figure wraps in the row ("0 gagnée par un jo…").
                    draw_paragraph(surface, theme, line, pygame.Rect(
                        at, (span, y + px(80) - at[1])), role="small",
                        colour=theme["ink_soft"], spacing=1.0,
                        size=min(theme.sizes["small"], row_size))  # never above the figure
            y += self.row_h
        note = ""
        if self.error:
            note, colour = self.error, theme["danger"]
        elif not any(s.played for s in self.summaries.values()) and not self.earlier:
            note, colour = text("stats.none"), theme["ink_soft"]
        elif self.earlier:
            note, colour = text.plural("stats.earlier", self.earlier), theme["ink_soft"]
        if note:
            draw_text(surface, theme, note, (self.panel.centerx, self.panel.bottom - px(26)),
                      anchor="center", colour=colour, role="small",
                      max_width=self.panel.width - px(40))
        about = pygame.Rect(0, 0, self.panel.width - px(40), px(40))
        about.midbottom = (self.panel.centerx, self.panel.bottom - px(40))
        draw_paragraph(surface, theme, text("stats.rating_about"), about, role="small",
                       colour=theme["ink_soft"], spacing=1.0, centred=True)
        self.back.draw(surface, theme)
        show_tooltip(surface, theme, tips, mouse_pos(), keep_clear=[self.back.rect])

    def draw_rating(self, surface: pygame.Surface, game_id: str, lines: list[str],
                    cell: pygame.Rect, row_size: int) -> None:
        """The rating column: the number over whose it is, the history chart beside;
        the number at the row's size (it dwarfed the game's name and figures). The
        chart, its value labels included, keeps to the row below the number's top and
        right of the words with a gap: its labels ran into "provisional: 1 match" and
        into the next row's chart (newcomer playtest 13e, 800x500 to 1600x1000)."""
        theme = self.ctx.theme
        px = theme.px
        rating = self.ratings[game_id]
        gap = px(10)
        words = cell.width if rating is None else cell.width * 3 // 5
        small = min(theme.sizes["small"], row_size)
        font = theme.font("small", "regular", small)
        if rating is not None:
            # The words take what they need, the chart keeps at least CHART_LEAST; past
            # that the words shrink. Before, a line wider than its three fifths
            # ("provisional: 9 matches", a long name) left the chart out at 800x500 and
            # 1280x800 (newcomer playtest, finding 7).
            needed = max([font.size(line)[0] + gap for line in lines[1:]], default=0)
            words = max(words, min(needed, cell.width - px(CHART_LEAST)))
        room = words - gap if words < cell.width else words
        draw_text(surface, theme, lines[0], cell.topleft, style="bold", role="body",
                  max_width=room, colour=theme["ink"], size=row_size)
        size = shared_size(theme, lines[1:], [room] * len(lines[1:]), role="small",
                           size=small)
        for j, line in enumerate(lines[1:]):  # whose it is and its matches, one size
            draw_text(surface, theme, line, (cell.left, cell.top + px(28) + j * px(22)),
                      role="small", max_width=room, colour=theme["ink_soft"], size=size)
        if rating is not None and words < cell.width:
            chart = pygame.Rect(cell.left + words, cell.top, cell.width - words,
                                cell.height)
            draw_rating_chart(surface, self.ctx, chart, rating.history, rating.provisional,
                              label_size=size)  # at the size of the lines beside it
