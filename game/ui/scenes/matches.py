"""Unfinished matches and replays: the lists, and opening one.

The main menu offers the newest unfinished match as Continue; each setup screen lists
that game's unfinished matches (newest first, each deletable) and its replays. Lines
come from each file's ``meta`` alone, so a list opens at once however long the matches.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path

import pygame

from game import registry
from game.dates import date_words, stamp_words, time_or_date
from game.engine.disk import held_elsewhere, hold, release
from game.engine.log import SaveError
from game.match_files import MatchEntry, list_matches, open_entry, unfinished_path
from game.review.job import covered, source_from_file
from game.ui.button_row import fit_labels, label_width
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.scene import Scene, mouse_pos
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.review import ReviewScene
from game.ui.table_classes import table_class
from game.ui.tooltip import Tip, show_tooltip
from game.ui.widgets import Button, draw_panel, draw_text, shared_size


def when_text(ctx: Context, stamp: float) -> str:
    """A save's time as players read it: the time today, else the date (in the player's
    language, :mod:`game.dates`)."""
    return time_or_date(ctx.text, stamp)


def day_text(ctx: Context, stamp: float, now: float | None = None) -> str:
    """A save's day and time for a list of matches from several days: "today 14:17",
    "yesterday 09:05", else a short date in the player's language ("Nov 24, 14:17",
    "24 nov. 14:17"), with the year when it is not this one (issue 19 play-test,
    finding 4: the replays showed a time and no date)."""
    return stamp_words(ctx.text, stamp, now)


def entry_parts(ctx: Context, entry: MatchEntry, dated: bool = False) -> tuple[str, str, str]:
    """(players, progress, when) of a saved match: "Ann, Basil", "round 3", "14:02"; a
    finished match gives each score, with its unit, and the winner instead: "Ann: 42
    stars, Basil: 37 stars", "won by Ann" (a bare number after a name read as part of
    it: "Player 1 4", issue 19); where a second score decides equal scores (Safranito's
    rupees after its dishes), both: "Ann: 1 dish, 200 rupees"."""
    text = ctx.text
    package = registry.GAME_PACKAGES[entry.game_id]
    progress = text("matches.round", n=entry.meta.round) if entry.meta.round is not None \
        else text.plural("matches.moves", entry.meta.moves)
    # The names the table showed: fixed when the match was set up, in any language.
    names = list(entry.names)
    players = ", ".join(names)
    meta = entry.meta
    if meta.scores and len(meta.scores) == len(entry.names):
        tiebreaks = meta.tiebreaks if len(meta.tiebreaks) == len(names) else None
        key = f"games.{package}.final_score" + ("_tiebreak" if tiebreaks else "")
        players = ", ".join(
            text.plural(key, score, name=name, tiebreak=tiebreaks[seat] if tiebreaks else 0)
            for seat, (name, score) in enumerate(zip(names, meta.scores, strict=True)))
        progress = text("matches.won_by", names=text.names(
            [names[seat] for seat in meta.winners if seat < len(names)]))
    when = day_text(ctx, meta.saved) if dated else when_text(ctx, meta.saved)
    return players, progress, when


def entry_line(ctx: Context, entry: MatchEntry) -> str:
    """"Too Many Cooks · Ann, Basil · round 3 · 14:02": the main menu's Continue line;
    a daily deal's says so after the game ("Too Many Cooks · Daily deal Nov 29 · …"),
    as the list's rows do: Continue, or Enter on the menu, resumed the day's deal with
    nothing saying it was one (newcomer playtest)."""
    text = ctx.text
    players, progress, when = entry_parts(ctx, entry)
    game = text(f"games.{registry.GAME_PACKAGES[entry.game_id]}.title")
    if entry.daily is not None:
        game = f"{game} · {daily_mark(ctx, entry.daily)}"
    line = text("matches.continue_detail", game=game, players=players, progress=progress,
                when=when)
    if entry.meta.assisted:
        line += f" · {text('matches.with_takebacks')}"
    return line


def entry_rows(ctx: Context, entry: MatchEntry) -> tuple[str, str]:
    """A list row's two lines: how the match stands or ended and its day ("won by Ada ·
    today 14:02 · with help"), then who played, with their scores. On one line the
    row was drawn at about 9 px and the French ended before its date at 1280x800
    (issue 19 play-test)."""
    players, progress, when = entry_parts(ctx, entry, dated=True)
    head = f"{progress[:1].upper()}{progress[1:]} · {when}"  # "Won by Ada", "Gagné par Ada"
    if entry.daily is not None:  # first: which deal it was (newcomer finding)
        head = f"{daily_mark(ctx, entry.daily)} · {head}"
    if entry.meta.assisted:
        head += f" · {ctx.text('matches.with_help')}"
    return head, players


def daily_mark(ctx: Context, day: datetime.date) -> str:
    """"Daily deal Nov 26" ("Défi du jour 26 nov."): a list row's mark for a match on
    that day's daily deal, the deal's day (which may differ from the day it was saved)."""
    return ctx.text("matches.daily", date=date_words(ctx.text, day, year=False))


def damaged_rows(ctx: Context, entry: MatchEntry) -> tuple[str, str]:
    """A damaged file's two lines, in the shape of the others: "Damaged save · today
    14:02", then what can be done with it. The row showed "Cannot be opened: " and the
    parser's words with the file's whole path, shrunk and cut with "…" (newcomer 9,
    finding 1b); the path helps nobody choosing what to delete (``check-save`` and the
    log have the parser's words)."""
    kind = "replay" if entry.finished else "save"
    return (ctx.text(f"matches.damaged_{kind}", when=day_text(ctx, entry.meta.saved)),
            ctx.text(f"matches.damaged_{kind}_note"))


def cannot_open(ctx: Context, key: str, problem: str) -> str:
    """The sentence for a match that did not open: ``key`` ("Cannot resume: {reason}")
    around a damaged file's reason; the open-elsewhere sentence stands alone."""
    if problem == ctx.text("save.open_elsewhere"):
        return problem
    return ctx.text(key, reason=problem)


def open_saved(ctx: Context, path: Path) -> str | None:
    """Open the match saved at ``path`` at its table; the problem if it cannot be."""
    if not hold(path):  # one writer per match file, taken as it opens, not at its first move
        return ctx.text("save.open_elsewhere")
    try:
        setup, match, meta = open_entry(path)
    except SaveError as exc:
        release(path)
        return str(exc)
    table = table_class(setup.game_id)(ctx, match, setup)
    table.session.restore(meta)  # the same player's cover, the same takeback offer
    ctx.scenes.push_over_root(table)
    if path != unfinished_path(setup.game_id, meta):  # an earlier release's single save
        table.session.autosave(then_remove=path)  # removed once the new file is written
    return None


def open_replay(ctx: Context, path: Path) -> str | None:
    try:
        scene = ReplayScene.from_file(ctx, path)
    except SaveError as exc:
        return str(exc)
    ctx.scenes.push(scene)
    return None


class MatchListScene(Scene):
    """One game's unfinished matches (Continue, Delete) or replays (Watch, Delete)."""

    ROWS = 7

    def __init__(self, ctx: Context, game_id: str, finished: bool) -> None:
        super().__init__(ctx)
        self.game_id, self.finished = game_id, finished
        self.package = registry.GAME_PACKAGES[game_id]
        self.back = Button(ctx.text("matches.back"), lambda: ctx.scenes.pop())
        self.message = ""
        self.reviews = finished and covered(game_id)
        """Finished replays of a game the review covers (an entry in
        ``config/review.yaml``: all four games) get a Review button."""
        self.review_buttons: list[Button] = []
        self.refresh()

    def refresh(self) -> None:
        self.ctx.save_writer.flush()
        self.entries = list_matches(self.game_id, self.finished)[: self.ROWS * 4]
        self.row_buttons: list[tuple[MatchEntry, Button, Button]] = []
        for entry in self.entries:
            label = "matches.watch" if self.finished else "matches.open"
            self.row_buttons.append((entry, Button(self.ctx.text(label), self.opener(entry),
                                                   primary=True, enabled=not entry.problem),
                                     Button(self.ctx.text("matches.delete"),
                                            self.deleter(entry))))
        self.review_buttons = [Button(self.ctx.text("review_screen.button"),
                                      self.reviewer(entry), enabled=not entry.problem)
                               for entry in self.entries] if self.reviews else []

    def reviewer(self, entry: MatchEntry) -> Callable[[], None]:
        def run() -> None:
            try:
                source = source_from_file(entry.path)
            except SaveError as exc:
                self.message = cannot_open(self.ctx, "matches.damaged", str(exc))
                self.ctx.sound.play("error")
                return
            self.ctx.scenes.push(ReviewScene(self.ctx, source))
        return run

    def opener(self, entry: MatchEntry) -> Callable[[], None]:
        def run() -> None:
            problem = (open_replay if self.finished else open_saved)(self.ctx, entry.path)
            if problem:
                self.message = cannot_open(self.ctx, "matches.damaged", problem)
                self.ctx.sound.play("error")
        return run

    def deleter(self, entry: MatchEntry) -> Callable[[], None]:
        def run() -> None:
            if not self.finished and held_elsewhere(entry.path):  # its writer is alive
                self.message = self.ctx.text("matches.delete_elsewhere")
                self.ctx.sound.play("error")
                return
            entry.path.unlink(missing_ok=True)
            if not self.finished and hold(entry.path):
                release(entry.path)  # nobody else has it: its lock file goes with it
            self.refresh()
            self.layout()
        return run

    def layout(self) -> None:
        px = self.ctx.theme.px
        width, height = self.size
        self.panel = pygame.Rect(px(60), px(110), width - px(120), height - px(210))
        self.row_h = px(58)
        # Each column as wide as its label in every language, at the button size: the
        # French "Supprimer" shrank beside "Analyse" and "Regarder" (newcomer 10).
        theme = self.ctx.theme
        opens = "matches.watch" if self.finished else "matches.open"
        delete_w = max(px(140), label_width(theme, "matches.delete"))
        open_w = max(px(150), label_width(theme, opens))
        review_w = max(px(150), label_width(theme, "review_screen.button"))
        delete_x = self.panel.right - px(30) - delete_w
        open_x = delete_x - px(20) - open_w
        review_x = open_x - px(10) - review_w
        for index, (_entry, open_button, delete_button) in enumerate(
                self.row_buttons[: self.ROWS]):
            y = self.panel.top + px(24) + index * self.row_h
            open_button.rect = pygame.Rect(open_x, y, open_w, px(44))
            delete_button.rect = pygame.Rect(delete_x, y, delete_w, px(44))
        for index, review_button in enumerate(self.review_buttons):
            review_button.rect = pygame.Rect(review_x, self.panel.top + px(24)
                                             + index * self.row_h, review_w, px(44)) \
                if index < self.ROWS else pygame.Rect(0, 0, 0, 0)
        for _entry, open_button, delete_button in self.row_buttons[self.ROWS:]:
            open_button.rect = delete_button.rect = pygame.Rect(0, 0, 0, 0)
        self.back.rect = pygame.Rect(px(60), height - px(80), px(180), px(52))
        fit_labels(theme, [(self.back, "matches.back")], "left")

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.scenes.pop()
            return
        if self.back.handle(event):
            return
        for _entry, open_button, delete_button in self.row_buttons[: self.ROWS]:
            if open_button.handle(event) or delete_button.handle(event):
                return
        for review_button in self.review_buttons[: self.ROWS]:
            if review_button.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme = self.ctx, self.ctx.theme
        px = theme.px
        draw_felt(surface, ctx)
        title = ctx.text("matches.replays" if self.finished else "matches.unfinished")
        draw_text(surface, theme, f"{ctx.text(f'games.{self.package}.title')} · {title}",
                  (self.size[0] // 2, px(60)), role="title", style="title",
                  colour=theme["light_ink"], anchor="center", size=40)
        draw_panel(surface, theme, self.panel, colour=theme["table_edge"], alpha=215,
                   border=theme["wood"])
        if not self.entries:
            draw_text(surface, theme, ctx.text("matches.empty"), self.panel.center,
                      anchor="center", colour=theme["light_ink"], style="bold")
        rows = self.row_buttons[: self.ROWS]
        lines = [damaged_rows(ctx, entry) if entry.problem else entry_rows(ctx, entry)
                 for entry, _open, _delete in rows]
        widths = [(self.review_buttons[index].rect if self.review_buttons else row[1].rect).left
                  - self.panel.left - px(50) for index, row in enumerate(rows)]
        # Every row in one font and size: the longest line ("with help") was drawn
        # smaller and not bold (issue 19 play-test, finding 4).
        heads = shared_size(theme, [head for head, _who in lines], widths, style="bold")
        players = shared_size(theme, [who for _head, who in lines], widths, role="small")
        left = self.panel.left + px(30)
        for index, ((head, who), width, (_entry, open_button, delete_button)) in enumerate(
                zip(lines, widths, rows, strict=True)):
            middle = open_button.rect.centery
            draw_text(surface, theme, head, (left, middle if not who else middle + px(2)),
                      anchor="midleft" if not who else "bottomleft",
                      colour=theme["light_ink"], style="bold", size=heads, max_width=width)
            if who:
                draw_text(surface, theme, who, (left, middle + px(2)), role="small",
                          colour=theme["light_ink"], size=players, max_width=width)
            if self.review_buttons:
                self.review_buttons[index].draw(surface, theme)
            open_button.draw(surface, theme)
            delete_button.draw(surface, theme)
        if self.message:  # beside Back, never under it
            left = self.back.rect.right + px(30)
            draw_text(surface, theme, self.message, (left, self.back.rect.centery),
                      anchor="midleft", colour=theme["highlight"], style="bold",
                      max_width=self.size[0] - left - px(40))
        self.back.draw(surface, theme)
        show_tooltip(surface, theme, self.tips(), mouse_pos())

    def tips(self) -> list[Tip]:
        """A damaged row's sentence (why it cannot be opened, that Delete removes it),
        over its words and its greyed Continue or Watch."""
        px = self.ctx.theme.px
        kind = "replay" if self.finished else "save"
        tips: list[Tip] = []
        for entry, open_button, _delete in self.row_buttons[: self.ROWS]:
            if entry.problem:
                sentence = self.ctx.text(f"matches.damaged_{kind}_tip")
                row = pygame.Rect(self.panel.left + px(20), open_button.rect.top,
                                  open_button.rect.left - self.panel.left - px(30),
                                  open_button.rect.height)
                tips += [(row, sentence), (open_button.rect, sentence)]
        return tips
