"""The viewer's counter beside the board: what they are asked and how to answer.

On the viewer's turn it holds the token tray (flicking), the drawn cards (keeping one)
or the buttons of the question (sell, buy, open a bowl, prepare), with a line saying
what the question means; while others play it says whom the table waits for and
lists what happened lately (in the log panel under the players' panels, when the
window leaves it room). Rectangles come from the same functions for drawing and
for clicks. Which answers exist is the rules' ``legal_actions``.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.safranito.rules import NO_DISH, Buy, ChooseBowl, Phase, SafranitoState, Sell
from game.safranito.table import art
from game.safranito.table.board_draw import draw_owner_mark
from game.safranito.table.market_words import buy_question
from game.ui.scene import mouse_pos
from game.ui.widgets import (
    Button,
    draw_panel,
    draw_paragraph,
    draw_text,
    min_text_pixels,
    share_label_size,
    wrap_lines,
)

if TYPE_CHECKING:
    from game.safranito.table.base import TableBase

LOG_SIZE = 14
"""The log's one text size (reference pixels), for every entry alike."""

LOG_LEAST = 110
"""The least height (reference pixels) left under the players' panels that gets a log
panel of its own (issue 19 play-test: the right column stood two thirds empty)."""


LAST_ROWS = 3
"""The most lines the newest log line takes in the counter (it shrinks rather than
take more)."""


class Counter:
    def __init__(self, scene: TableBase) -> None:
        self.scene = scene

    @property
    def rect(self) -> pygame.Rect:
        return self.scene.counter_rect

    def buttons(self, view: SafranitoState) -> list[Button]:
        scene = self.scene
        if not scene.is_my_turn():
            return []
        text, px = scene.ctx.text, scene.ctx.theme.px
        area = self.rect.inflate(-px(24), 0)
        bottom = self.rect.bottom - px(14)
        buttons: list[Button] = []
        offer = scene.offer(view)
        if view.phase is Phase.SELL:
            for count in offer.sell:
                label = text("safranito.counter.sell_none") if count == 0 else \
                    text("safranito.counter.sell_n", n=count, money=count * view.bowl_total(
                        view.bowl))
                buttons.append(Button(label, partial(scene.answer, Sell(count)),
                                      primary=count > 0))
        elif view.phase is Phase.BUY:
            _seat, price = scene.game.top_bidder(view, view.bowl)
            for accept in offer.buy:
                label = text("safranito.counter.buy_yes", price=price) if accept else \
                    text("safranito.counter.buy_no")
                buttons.append(Button(label, partial(scene.answer, Buy(accept)),
                                      primary=accept))
        elif view.phase is Phase.DISHES:
            choice = scene.chosen_prepare(view)
            ok = choice != NO_DISH and scene.game.is_legal(view, choice)
            buttons.append(Button(text("safranito.counter.prepare"),
                                  lambda: scene.answer(scene.chosen_prepare(scene.view())),
                                  enabled=ok, primary=True))
            buttons.append(Button(text("safranito.counter.no_dish"),
                                  lambda: scene.answer(NO_DISH)))
        elif view.phase is Phase.CHOOSE_BOWL:
            for bowl in offer.bowls:
                buttons.append(Button(text(f"safranito.spices.{bowl}"),
                                      partial(scene.answer, ChooseBowl(bowl))))
        if not buttons:
            return []
        if scene.auto_plays_forced() and scene.match.forced_action() is not None:
            # The table gives the only answer itself: a lit "Sell none" the player
            # reached for was played for them, and their click landed on the next
            # prompt (newcomer playtest 15a, finding 5). Shown, never lit.
            for button in buttons:
                button.enabled = False
        # The primary answer always on the right, the refusal on the left (a click
        # from habit on the same place never sells or buys by mistake).
        buttons.sort(key=lambda button: button.primary)
        # Lay out: up to two per row, rows from the bottom up.
        per_row = 3 if len(buttons) > 4 else 2 if len(buttons) > 1 else 1
        h = px(44) if len(buttons) <= 4 else px(34)
        rows = (len(buttons) + per_row - 1) // per_row
        w = (area.width - (per_row - 1) * px(8)) // per_row
        for i, button in enumerate(buttons):
            row, col = divmod(i, per_row)
            y = bottom - (rows - row) * (h + px(8)) + px(8)
            button.rect = pygame.Rect(area.left + col * (w + px(8)), y, w, h)
        if len(buttons) == 2:
            self.stack_pair(buttons, area.width - px(8))
        # One label size for the row: "Cardamom" shrank alone beside "Curry" and
        # "Chili" (issue 19 re-check, finding 8).
        share_label_size(scene.ctx.theme, buttons)
        return buttons

    def stack_pair(self, pair: list[Button], room: int) -> None:
        """Two answers stand one above the other at every window size, the refusal on
        top and the primary answer below it, each the row's width. They shared a row
        when their labels fitted and stacked when not, so Buy sat right of Pass at
        1280x800 and under it at 1600x1000 (newcomer playtest 16a, finding 3); side by
        side, "Acheter pour 40 ₹" wrapped in half the row (newcomer pass 9, finding 8)."""
        refusal, primary = pair
        gap, height = self.scene.ctx.theme.px(8), primary.rect.height
        primary.rect = pygame.Rect(refusal.rect.left, primary.rect.top, room + gap, height)
        refusal.rect = primary.rect.move(0, -height - gap)

    def tray_rects(self, view: SafranitoState) -> list[tuple[int, pygame.Rect]]:
        """The viewer's six tokens on the counter, unused ones clickable."""
        scene = self.scene
        px = scene.ctx.theme.px
        values = scene.game.token_values
        size = min(px(58), (self.rect.width - px(30)) // len(values) - px(4))
        total = len(values) * (size + px(4)) - px(4)
        left = self.rect.centerx - total // 2
        top = self.rect.top + px(64)
        return [(v, pygame.Rect(left + i * (size + px(4)), top, size, size))
                for i, v in enumerate(values)]

    def keep_rects(self, view: SafranitoState) -> list[tuple[str, pygame.Rect]]:
        scene = self.scene
        px = scene.ctx.theme.px
        n = len(view.drawn)
        if not n:
            return []
        w = min(px(64), (self.rect.width - px(30)) // n - px(6))
        h = round(w * 1.4)
        total = n * (w + px(6)) - px(6)
        left = self.rect.centerx - total // 2
        top = self.rect.top + px(92)
        return [(spice, pygame.Rect(left + i * (w + px(6)), top, w, h))
                for i, spice in enumerate(view.drawn)]

    def hint_box(self, view: SafranitoState) -> tuple[int, int, int, int]:
        """Where the counter's explanation goes: above the buttons, below the tray."""
        scene = self.scene
        px = scene.ctx.theme.px
        rect = self.rect
        mine = scene.is_my_turn()
        box = pygame.Rect(rect.left + px(14), rect.top + px(34), rect.width - px(28),
                          rect.height - px(40))
        buttons = self.buttons(view)
        if buttons:
            box.height = min(b.rect.top for b in buttons) - px(6) - box.top
        if view.phase in (Phase.FLICK, Phase.EXTRA_FLICK) and mine:
            box.top = self.tray_rects(view)[0][1].bottom + px(8)
            box.height = rect.bottom - box.top - px(6)
        elif view.phase is Phase.KEEP_CARD and mine:
            box.height = px(52)
        return (box.left, box.top, box.width, box.height)

    def draw(self, surface: pygame.Surface, view: SafranitoState) -> None:
        """The still part of the counter: heading, explanation, recent history."""
        scene = self.scene
        theme, px = scene.ctx.theme, scene.ctx.theme.px
        rect = self.rect
        mine = scene.is_my_turn()
        draw_panel(surface, theme, rect, border=theme["highlight"] if mine else None)
        title, hint = self.text(view)
        used = 0
        draw_text(surface, theme, title, (rect.left + px(14), rect.top + px(19)),
                  style="bold", anchor="midleft", max_width=rect.width - px(28))
        box = pygame.Rect(self.hint_box(view))
        if mine and scene.log_rect is None and scene.history:
            box.height -= self.draw_last(surface, box) + px(4)
        if hint:
            used = draw_paragraph(surface, theme, hint, box,
                                  role="small", colour=theme["ink_soft"], spacing=1.15)
        if not mine and scene.log_rect is None:
            self.draw_history(surface, rect, rect.top + px(40) + used + px(6))

    def draw_last(self, surface: pygame.Surface, box: pygame.Rect) -> int:
        """The newest line of the log at the foot of ``box``, on the viewer's turn when
        the window has no room for the log panel; returns the height it took. The
        question's panel took the log's place, so a token taken off the board at the
        market went unexplained (newcomer playtest, finding 2)."""
        scene = self.scene
        theme = scene.ctx.theme
        words = scene.ctx.text("safranito.log_last", line=scene.history[-1])
        font = theme.font("small", "bold", LOG_SIZE)
        rows = min(LAST_ROWS, len(wrap_lines(font, words, box.width)))
        height = (rows - 1) * round(font.get_linesize() * 1.05) + font.get_linesize()
        spot = pygame.Rect(box.left, box.bottom - height, box.width, height)
        draw_paragraph(surface, theme, words, spot, role="small", style="bold",
                       size=LOG_SIZE, colour=theme["ink"], spacing=1.05)
        return height

    def draw_log(self, surface: pygame.Surface) -> None:
        """The log panel under the players' panels: what happened lately, newest first,
        whoever is to move."""
        scene = self.scene
        rect = scene.log_rect
        if rect is None:
            return
        theme, px = scene.ctx.theme, scene.ctx.theme.px
        draw_panel(surface, theme, rect)
        draw_text(surface, theme, scene.ctx.text("safranito.log_title"),
                  (rect.left + px(14), rect.top + px(19)), style="bold", anchor="midleft",
                  max_width=rect.width - px(28))
        if not scene.history:  # nothing told yet: what the log is for
            draw_paragraph(surface, theme, scene.ctx.text("safranito.log_empty"),
                           pygame.Rect(rect.left + px(14), rect.top + px(40),
                                       rect.width - px(28), rect.height - px(46)),
                           role="small", colour=theme["ink_soft"])
        self.draw_history(surface, rect, rect.top + px(40))

    def draw_controls(self, surface: pygame.Surface, view: SafranitoState) -> None:
        """The counter's live parts: the token tray, the drawn cards, the buttons."""
        scene = self.scene
        if not scene.is_my_turn():
            return
        theme, text, px = scene.ctx.theme, scene.ctx.text, scene.ctx.theme.px
        if view.phase in (Phase.FLICK, Phase.EXTRA_FLICK):
            offered = scene.offer(view).tokens
            for value, slot in self.tray_rects(view):
                sprite = f"safranito/token_{scene.viewer % 4}_face"
                image = scene.ctx.assets.scaled(sprite, slot.width, slot.height)
                if value == scene.token_to_flick(view):
                    pygame.draw.circle(surface, theme["highlight"], slot.center,
                                       slot.width // 2 + px(3))
                if value in offered:
                    surface.blit(image, slot)
                else:  # out of play: grey, not faded, so its value stays readable
                    # (at alpha 60, 30 to 60 could hardly be read: newcomer pass 10, #4)
                    surface.blit(pygame.transform.grayscale(image), slot)
                self.draw_value(surface, value, slot)
                if scene.ctx.settings.colour_symbols:  # the owner's shape, as on the board
                    draw_owner_mark(surface, scene.viewer, slot)
        elif view.phase is Phase.KEEP_CARD:
            keep = scene.offer(view).keep
            for spice, slot in self.keep_rects(view):
                image = scene.ctx.assets.scaled(f"safranito/card_{spice}", slot.width,
                                                     slot.height)
                lift = slot.move(0, -px(6)) if slot.collidepoint(mouse_pos()) else slot
                surface.blit(image, lift)
                if spice in keep:
                    pygame.draw.rect(surface, theme["highlight"], lift.inflate(px(4), px(4)),
                                     px(3), border_radius=px(6))
                draw_text(surface, theme, text(f"safranito.spices.{spice}"),
                          (slot.centerx, slot.bottom + px(4)), role="small", size=12,
                          anchor="midtop", max_width=slot.width + px(8))
        for button in self.buttons(view):
            button.draw(surface, theme)

    def draw_value(self, surface: pygame.Surface, value: int, slot: pygame.Rect) -> None:
        """A tray token's value as text where its sprite prints it, never below the
        fitting rule's minimum: printed on the sprite and scaled with it, it was about
        5 px at 800x500 (newcomer playtest 13e). It may reach the hole or the token's
        rim in a small window; it stays inside the slot."""
        scene = self.scene
        theme = scene.ctx.theme
        sprite_mm = scene.ctx.assets.sprite("safranito/token_0_face").get_width() / art.TOKEN_PPM
        printed = art.NUMBER_MM * slot.width / sprite_mm  # the sprite's number, in pixels
        pixels = max(min_text_pixels(theme), round(printed))
        size = math.ceil(pixels / theme.scale)
        height = theme.font("small", "bold", size).get_height()
        centre_y = min(slot.centery + round(art.NUMBER_DROP_MM * slot.width / sprite_mm),
                       slot.bottom - (height + 1) // 2)
        ink = art.number_ink(scene.colours[f"seat_{scene.viewer % 4}"], scene.colours)
        draw_text(surface, theme, str(value), (slot.centerx, centre_y), role="small",
                  style="bold", size=size, anchor="center", colour=ink, max_width=slot.width)

    def draw_history(self, surface: pygame.Surface, rect: pygame.Rect, y: int) -> None:
        """What happened lately, newest first, while the viewer watches. The entries are
        read together, so they share one size: a long one wraps onto as many lines as
        it needs (issue 19: "The Garlic bowl opens: sellers get ₹80 a card;…"), never
        shrinks on its own (newcomer 7, finding 9: at 800×500 the bowl lines were
        smaller than their neighbours); one that no longer fits whole is left out, but
        for the newest, which takes the room there is."""
        scene = self.scene
        theme, px = scene.ctx.theme, scene.ctx.theme.px
        line, spacing = px(22), 1.05
        font = theme.font("small", "regular", LOG_SIZE)
        step = round(font.get_linesize() * spacing)
        width = rect.width - px(28)
        for i, message in enumerate(reversed(scene.history)):
            rows = len(wrap_lines(font, message, width))
            need = (rows - 1) * step + font.get_linesize()
            if y + max(line, need) > rect.bottom - px(6):
                if i or y + line > rect.bottom - px(6):
                    break
                need = rect.bottom - px(6) - y  # the newest, cramped: it still shows
            used = draw_paragraph(surface, theme, message,
                                  pygame.Rect(rect.left + px(14), y, width, need),
                                  role="small", size=LOG_SIZE, spacing=spacing,
                                  colour=theme["ink"] if i == 0 else theme["ink_soft"])
            y += max(line, used + px(4))

    def text(self, view: SafranitoState) -> tuple[str, str]:
        """The counter's heading and explanation for the viewer right now."""
        scene = self.scene
        text = scene.ctx.text
        if not scene.is_my_turn():
            if scene.match.over:  # how the winner was decided (the box stood empty)
                return text("table.game_over"), text("safranito.results.key")
            if scene.busy:
                return scene.banner_text(view), ""  # "Watch the table…", or the coach's Next
            if view.to_move < 0:  # a replay at a round's end: nobody to move
                return scene.status_line(), ""
            return (text("safranito.counter.waiting", name=scene.seat_name(view.to_move)),
                    text(f"safranito.counter.phase.{view.phase.value}"))
        spice = text(f"safranito.spices.{view.bowl}") if view.bowl else ""
        # How many of the tokens shown are flicked this round (four of six, at most player
        # counts): the newcomer read "4 to go" beside six tokens as a mistake.
        rules = scene.game
        flicks = {"per_round": rules.table[view.num_players].tokens_per_round,
                  "tokens": len(rules.token_values)}
        if view.phase is Phase.FLICK:
            left = rules.flicks_left(view, view.viewer)
            return (text("safranito.counter.flick_title", n=max(1, left), **flicks),
                    text("safranito.counter.flick_rounds", **flicks) + " "
                    + text("safranito.counter.flick_hint"))
        if view.phase is Phase.EXTRA_FLICK:
            return text("safranito.counter.extra_title"), text("safranito.counter.flick_hint")
        if view.phase is Phase.KEEP_CARD:
            return text("safranito.counter.keep_title"), text("safranito.counter.keep_hint")
        if view.phase is Phase.CHOOSE_BOWL:
            return text("safranito.counter.bowl_title"), text("safranito.counter.bowl_hint")
        if view.phase is Phase.SELL:
            have = view.hands[view.viewer].count(view.bowl)
            if have == 0:  # asked only so that being asked leaks nothing: say so
                return (text("safranito.auto.no_sell", spice=spice),
                        text("safranito.counter.sell_nothing"))
            return (text("safranito.counter.sell_title", spice=spice),
                    text("safranito.counter.sell_hint", price=view.bowl_total(view.bowl),
                         n=have))
        if view.phase is Phase.BUY:
            _seat, price = scene.game.top_bidder(view, view.bowl)
            return buy_question(text, view, price)
        if view.phase is Phase.DISHES:
            return text("safranito.counter.dishes_title"), text("safranito.counter.dishes_hint")
        return "", ""
