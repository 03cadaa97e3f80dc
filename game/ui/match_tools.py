"""The table's own tools, the same in every game: Undo (Ctrl+Z), History (L) and, for
trick games, Last trick (T).

Kept out of :mod:`game.ui.match_scene` so that module stays about driving the match.
A takeback rebuilds the match from the shortened log (as a save is opened) and puts a
fresh table scene of the same class in place, so no scene keeps a picture of a move
that no longer happened.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.match_files import rebuild
from game.takeback import refusal, revealed, takeback
from game.ui.button_row import widest
from game.ui.key_press import is_repeat
from game.ui.move_history import describer, seat_names, shown_by
from game.ui.scene import mouse_pos
from game.ui.scenes.history import HistoryScene, LastTrickScene
from game.ui.theme import Theme
from game.ui.widgets import Button, draw_text

if TYPE_CHECKING:
    from game.ui.table_host import TableHost


def escape_hint(scene: TableHost) -> str:
    """The table's "Esc: menu" in its top corner; nothing in a replay, where Esc closes
    the replay and the replay's own key line says so ("Esc: close"): the table's hint
    told the player Esc opened a menu it never opens there (issue 19)."""
    return "" if scene.watching else scene.ctx.text(f"{scene.package}.escape_hint")


TOOL_KEYS = {"undo": "history.undo", "history": "history.button",
             "last_trick": "history.last_trick", "hint": "hints.button",
             "not_saved": "save.not_saved"}
"""Each tool button's label key (its attribute name on :class:`MatchTools`)."""


class MatchTools:
    """The small buttons in the table's bottom-right corner and their shortcut keys."""

    def __init__(self, scene: TableHost) -> None:
        self.scene = scene
        self.undo = Button("", self.take_back)
        self.history = Button("", self.show_history)
        self.last_trick = Button("", self.show_last_trick)
        self.hint = Button("", lambda: scene.hints.request())
        self.not_saved = Button("", scene.show_save_problem)
        self.relabel()
        self.shown = True
        """Off when another scene drives this table (a replay has its own bar)."""

    # -- what is offered -------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        """Only real matches (not the guided games, screenshots or benchmarks)."""
        return self.scene.records_results

    def can_take_back(self) -> bool:
        scene = self.scene
        if not self.enabled or scene.match.over:
            return False
        scene.ensure_history()
        return (takeback(scene.turns, scene.match.seats, scene.viewer) is not None)

    def has_last_trick(self) -> bool:
        return self.scene.last_trick_lines() is not None

    def is_trick_game(self) -> bool:
        """A game with tricks keeps a place for Last trick from the first move (greyed
        until a trick is done), so the other buttons never shift when it comes."""
        return hasattr(describer(self.scene.package), "trick_number")

    def buttons(self) -> list[Button]:
        """The buttons shown, left to right. One order in every game, laid out from the
        right: History, Undo, Hint, then Last trick, which only the trick games have, so
        its absence shifts none of the others, and Not saved, which comes and goes,
        last. Last trick came between Hint and Undo, so Hint sat in a different place
        in the trick games than in Safranito and Chef de rang (newcomer 9, finding 18)."""
        shown = [self.history]
        if self.enabled and not self.scene.match.over:
            shown.insert(0, self.undo)
        if self.scene.hints.offered and not self.scene.match.over:
            shown.insert(0, self.hint)
        if self.is_trick_game() or self.has_last_trick():
            shown.insert(0, self.last_trick)
        if self.scene.session.save_problem() is not None:
            shown.insert(0, self.not_saved)
        return shown

    def relabel(self) -> None:
        """The buttons' words in the current language (Settings may switch it mid-match)."""
        text = self.scene.ctx.text
        self.undo.label, self.undo.hint = text("history.undo"), text("history.undo_hint")
        self.history.label = text("history.button")
        self.last_trick.label = text("history.last_trick")
        self.hint.label, self.hint.hint = text("hints.button"), text("hints.key")
        self.not_saved.label = text("save.not_saved")

    # -- input and drawing -----------------------------------------------------------
    def layout(self) -> None:
        """Compact buttons in the top row, just left of the "Esc: menu" hint: the one
        strip every game's table leaves free (hands and panels fill the corners).
        Each button is as wide as its label in the widest language, and the row starts
        left of the widest "Esc: menu", so no button moves or wraps to another row when
        the language changes: in French "Annuler" (Undo) stood where Hint stands in
        English, and a player clicking for a hint took back a move (newcomer pass 9,
        finding 6)."""
        self.relabel()
        px = self.scene.ctx.theme.px
        right = self.row_right()
        x, y = right, px(9)
        banner = self.banner().right
        for button, w in reversed(list(zip(self.buttons(), self.widths(), strict=True))):
            if x - w < banner + px(8) and x < right:  # keep off the banner
                x, y = right, y + px(34)
            button.rect = pygame.Rect(x - w, y, w, px(30))
            x -= w + px(4)

    def row_right(self) -> int:
        """Where the row ends on the right: left of the widest "Esc: menu"."""
        theme = self.scene.ctx.theme
        hint = 0 if self.scene.watching else \
            widest(theme.font("small"), f"{self.scene.package}.escape_hint")
        return self.scene.size[0] - theme.px(24) - hint - theme.px(12)

    def widths(self) -> list[int]:
        """Each shown button's width, as wide as its label in the widest language."""
        theme = self.scene.ctx.theme
        font = theme.font("small", "bold")
        keys = {id(getattr(self, name)): key for name, key in TOOL_KEYS.items()}
        return [widest(font, keys[id(button)]) + theme.px(14) for button in self.buttons()]

    def one_row_left(self) -> int:
        """Where the row starts when all its buttons stand on one line: a table whose
        banner may make room ends it left of this, so the row never wraps (Safranito's
        Hint went to a second row at 800x500 and 1280x800: newcomer pass 11, finding 6)."""
        widths = self.widths()
        return self.row_right() - sum(widths) - self.scene.ctx.theme.px(4) * (len(widths) - 1)

    def banner(self) -> pygame.Rect:
        """The table's status banner: the game's own ``banner_rect()`` where it is not
        the usual one, centred at the top (the buttons and the Hint box keep off it)."""
        own = getattr(self.scene, "banner_rect", None)
        if own is not None:
            return pygame.Rect(own())
        px = self.scene.ctx.theme.px
        rect = pygame.Rect(0, 0, px(560), px(40))
        rect.midtop = (self.scene.size[0] // 2, px(12))
        return rect

    def bottom(self) -> int:
        """The lowest pixel row the buttons take (0 when none are drawn): a table starts
        its top-right panels below it, so no button sits on a panel (issue 19)."""
        if not self.shown:
            return 0
        self.layout()
        return max((button.rect.bottom for button in self.buttons()), default=0)

    def handle(self, event: pygame.event.Event) -> bool:
        """Shortcut keys and the buttons; True when the event was one of theirs."""
        if event.type == pygame.KEYDOWN:
            ctrl = bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)
            if event.key == pygame.K_z and ctrl:
                # One press, one takeback: a held key's auto-repeats (piled up behind a
                # slow takeback's frame) took a match back whole rounds (issue 19).
                if not is_repeat(event):
                    self.take_back()
                return True
            if event.key == pygame.K_l and not ctrl:
                self.show_history()
                return True
            if event.key == pygame.K_t and not ctrl and self.has_last_trick():
                self.show_last_trick()
                return True
            if event.key == pygame.K_h and not ctrl and self.scene.hints.offered:
                self.scene.hints.request()
                return True
            if event.key == pygame.K_h and not ctrl and self.enabled:
                self.scene.show_toast(self.scene.ctx.text("hints.none_here"))
                return True
            if event.key == pygame.K_h and not ctrl and getattr(self.scene, "guided", False):
                # The coach is the guided game's help: H said nothing there (issue 19).
                self.scene.show_toast(self.scene.ctx.text("hints.off_guided"), refusal=False)
                return True
            return False
        self.layout()
        self.refresh()
        return any(button.handle(event) for button in self.buttons())

    def handle_viewers(self, event: pygame.event.Event) -> bool:
        """Over a round summary: History (L) and Last trick (T), by key or by their
        buttons, which stay lit on the table behind it; they only look, so they work
        there (issue 19 re-check, finding 9: Last trick looked enabled and did nothing).
        True when the event was one of theirs."""
        if event.type == pygame.KEYDOWN and not getattr(event, "mod", 0) & pygame.KMOD_CTRL:
            if event.key == pygame.K_l:
                self.show_history()
                return True
            if event.key == pygame.K_t and self.has_last_trick():
                self.show_last_trick()
                return True
            return False
        if not self.shown or event.type != pygame.MOUSEBUTTONDOWN:
            return False
        self.layout()
        self.refresh()
        shown = self.buttons()
        return any(button.handle(event) for button in (self.history, self.last_trick)
                   if button in shown)

    def covered(self) -> bool:
        """A scene (a round summary) is over the table: it takes the clicks, and only the
        tools that look (History, Last trick: :meth:`handle_viewers`) work through it."""
        return self.scene.ctx.scenes.top is not self.scene

    def refresh(self) -> None:
        """Grey what cannot be used now. One rule for every table: under a summary the
        tools that act (Undo, Hint) are greyed, since they cannot act there (Scharfe
        Schoten's Hint stayed lit behind its summary, Too Many Cooks's Undo too, while
        its Hint was greyed: newcomer playtest)."""
        covered = self.covered()
        self.undo.enabled = not covered and self.can_take_back()
        self.hint.enabled = not covered and self.scene.hints.can_ask()
        self.last_trick.enabled = self.has_last_trick()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown:
            return
        self.layout()
        self.refresh()
        theme = self.scene.ctx.theme
        for button in self.buttons():
            draw_small_button(surface, theme, button,
                              theme["danger"] if button is self.not_saved else None)

    # -- what they do ----------------------------------------------------------------
    def take_back(self) -> None:
        """Cut the log back to before the player's last decision and replay it."""
        scene, ctx = self.scene, self.scene.ctx
        scene.ensure_history()
        cut = takeback(scene.turns, scene.match.seats, scene.viewer) if self.enabled \
            and not scene.match.over else None
        if cut is None:
            scene.show_toast(self.refusal_words())
            ctx.sound.play("error")
            return
        match = rebuild(scene.setup, scene.match.log.actions[:cut.keep])
        played_for = scene.match.log.played_for
        match.log.played_for = None if played_for is None else \
            [index for index in played_for if index < cut.keep]
        scene.taken_back(cut.keep)
        log = scene.match.log
        reveals = revealed(scene.game, scene.move_states, log.actions, cut.keep, cut.seat,
                           log.seed, scene.session.shown_to(cut.seat))
        meta = replace(scene.meta, takebacks=scene.meta.takebacks + 1,
                       assisted=scene.meta.assisted or reveals is not None)
        table = scene.reopen(match)
        table.meta, table.viewer = meta, cut.seat
        table.covered = True  # the mover took their own move back: nothing to hide from them
        table.turns = [t for t in scene.turns if t.index < cut.keep]
        table.move_states = scene.move_states[:cut.keep + 1]
        table.show_over_menu()
        table.autosave()
        # Say why the match is (or is not) marked: a hint asked earlier marks it too, and
        # "now counts as with help" after a takeback that showed nothing would be false.
        if scene.meta.assisted:
            why, said = "taken_back_already", ctx.text("history.taken_back_already")
        elif reveals is None:
            why, said = "taken_back", ctx.text("history.taken_back")
        else:
            why, said = "taken_back_marked", ctx.text("history.taken_back_marked", shown=shown_by(
                ctx.text, scene.package, scene.game, seat_names(scene), scene.move_states,
                log.actions, reveals))
        table.show_taken_back(why, said)

    def refusal_words(self, mover: str = "") -> str:
        """Why Undo takes nothing back now, in words: the match over, or who has played
        since the player's last move (hot-seat), or no move of theirs yet. The bare
        "Nothing of yours to take back" read as a fault (newcomer playtest).

        With ``mover`` (the hot-seat cover, whose title addresses the next player, so
        "yours" read as theirs: newcomer playtest) the words name whose move it is."""
        scene, text = self.scene, self.scene.ctx.text
        keys = {"off": "history.nothing_to_undo", "over": "history.undo_refused.over",
                "no_move": "history.undo_refused.no_move",
                "other_since": "history.undo_refused.other_since"}
        if mover:
            keys = {reason: f"pass.refused.{reason}" for reason in keys}
        if not self.enabled:
            return text(keys["off"], mover=mover)
        if scene.match.over:
            return text(keys["over"], mover=mover)
        scene.ensure_history()
        why = refusal(scene.turns, scene.match.seats, scene.viewer)
        if why is None or why.seat is None:
            return text(keys["no_move"], mover=mover)
        return text(keys["other_since"], mover=mover, name=scene.seat_name(why.seat))

    def show_history(self) -> None:
        self.scene.ctx.scenes.push(HistoryScene(self.scene.ctx, self.scene.history_source()))

    def show_last_trick(self) -> None:
        lines = self.scene.last_trick_lines()
        if lines is not None:
            self.scene.ctx.scenes.push(LastTrickScene(self.scene.ctx, lines))


def draw_small_button(surface: pygame.Surface, theme: Theme, button: Button,
                      colour: tuple[int, int, int] | None = None) -> None:
    """A quiet wooden tab, smaller than the house button, so the tools never compete
    with the game's own banner (``colour``: one that must be seen, "Not saved!")."""
    hover = button.enabled and button.rect.collidepoint(mouse_pos())
    fill = theme["wood" if hover else "wood_dark"] if button.enabled else theme["disabled"]
    if colour is not None and button.enabled:
        fill = colour
    radius = button.rect.height // 2
    pygame.draw.rect(surface, fill, button.rect, border_radius=radius)
    pygame.draw.rect(surface, theme["wood"], button.rect, max(1, theme.px(1)),
                     border_radius=radius)
    draw_text(surface, theme, button.label, button.rect.center, role="small", style="bold",
              colour=theme["light_ink"] if button.enabled else theme["panel"],
              anchor="center")
