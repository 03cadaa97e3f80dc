"""The centre of the Scharfe Schoten table: the trick, the contract and rack choice
panels, and the viewer's hand. What is highlighted as playable comes from
:meth:`~game.scharfe_schoten.table.base.TableBase.offered` (the rules' ``playable``).
"""

from __future__ import annotations

import pygame

from game.scharfe_schoten.rules import (
    ChooseContracts,
    Phase,
    PlayCard,
    SchotenView,
    TakeFromRack,
    led_colour,
    winning_play,
)
from game.scharfe_schoten.table.base import SPRITES, STACK_SHOWN
from game.scharfe_schoten.table.layout import (
    HELP_H,
    HELP_TOP,
    contract_row_label,
    in_hand_rect,
    trick_rects,
)
from game.scharfe_schoten.table.panels import TablePanels
from game.scharfe_schoten.table.tips import table_tips
from game.ui.cards import draw_card, hovered_index
from game.ui.drawing import rounded_veil, shadowed
from game.ui.hint_place import DECIDE
from game.ui.scene import mouse_pos
from game.ui.tooltip import draw_table_tips
from game.ui.widgets import Button, draw_panel, draw_paragraph, draw_text


class TableCentre(TablePanels):
    """Drawing of the middle and bottom of the table, and the frame's draw order."""

    # -- drawing ---------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        view = self.shown()
        self.draw_background(surface)
        self.draw_blocks(surface, view)
        self.draw_trick(surface, view)
        if self.deciding(view, Phase.CONTRACTS):
            self.draw_contract_choice(surface, view)
        elif self.deciding(view, Phase.RACK_CHOICE):
            self.draw_rack_choice(surface, view)
        self.draw_hand(surface, view)
        self.draw_flights(surface)
        self.draw_tools(surface)
        self.draw_toast(surface)
        draw_table_tips(surface, self, table_tips(self, view))  # over all: under the pointer


    def draw_trick(self, surface: pygame.Surface, view: SchotenView) -> None:
        theme = self.ctx.theme
        px = theme.px
        holding = bool(self.completed)
        plays = self.completed if holding else view.table.trick
        slots = trick_rects(self.lay, view.table.num_players, px)
        for slot in slots:
            surface.blit(rounded_veil(slot.size, max(2, slot.width // 10), (0, 0, 0, 45)), slot)
        if holding:
            winner = self.completed_winner
        else:
            best = winning_play(view)
            winner = best[0] if best is not None else -1
        moving = self.started()
        arriving = {key[-1] for key in self.in_flight()
                    if isinstance(key, tuple) and key[0] == "play"}
        for (seat, card), rect in zip(plays, slots, strict=False):
            if card in moving and card not in arriving:
                continue  # on its way to the winner's stock: the slot is empty
            # Whose card it is shows from the moment it is played, while it flies to
            # its slot: the name came only once it had landed, and a player reading
            # the trick saw a red 11 with no name under it (newcomer, finding 3).
            pygame.draw.circle(surface, theme.seat_colour(seat),
                               (rect.left + px(8), rect.bottom + px(14)), px(6))
            draw_text(surface, theme, self.seat_name(seat), (rect.left + px(18),
                      rect.bottom + px(14)), role="small", anchor="midleft",
                      colour=theme["light_ink"], max_width=rect.width)
            if card in moving:
                continue
            image = self.ctx.assets.scaled(self.card_sprite(card), rect.width)
            shadowed(surface, image, rect, offset=px(4))
            if card in view.table.super_trumps:
                self.star_badge(surface, rect)
            if seat == winner:
                pygame.draw.rect(surface, theme["highlight"], rect.inflate(px(8), px(8)),
                                 px(4), border_radius=rect.width // 10 + px(4))
                self.draw_pill(surface, self.winner_label(), (rect.centerx, rect.top - px(20)),
                               icon="ui/star")
        led_pill = self.led_pill(view)
        if led_pill is not None:
            label, centre, icon = led_pill
            self.draw_pill(surface, label, centre, icon=icon)

    def led_pill(self, view: SchotenView) -> tuple[str, tuple[int, int], str] | None:
        """The led colour's pill under the open trick ("Green led: follow if you can"):
        its words, centre and icon; ``None`` when no trick is open."""
        if self.completed or not view.table.trick:
            return None
        led = led_colour(view)
        assert led is not None  # a trick on the table has a led card
        px = self.ctx.theme.px
        slots = trick_rects(self.lay, view.table.num_players, px)
        return (self.ctx.text("scharfe_schoten.led", colour=self.colour_name(led)),
                (self.lay.trick_centre[0], slots[0].bottom + px(50)),
                f"{SPRITES}/symbol_{view.table.deck.colours[led]}")

    def trick_read_rects(self) -> list[pygame.Rect]:
        """The trick's cards as drawn, each with the player's name under it, and the
        "Winning" pill over the best one: with the led colour's pill, what a player
        reads to choose a card, which the coach's box keeps clear of where it can
        (its "Green led: you must follow" box lay over Basil's lead card, his name
        and the pill: newcomer 7, finding 5)."""
        view = self.shown()
        px = self.ctx.theme.px
        plays = self.completed or view.table.trick
        slots = trick_rects(self.lay, view.table.num_players, px)
        name_h = self.ctx.theme.font("small").get_linesize()
        found = [pygame.Rect(rect.left, rect.top, rect.width,
                             rect.height + px(14) + (name_h + 1) // 2).inflate(px(8), px(8))
                 for _play, rect in zip(plays, slots, strict=False)]
        if self.completed:
            winner = self.completed_winner
        else:
            best = winning_play(view)
            winner = best[0] if best is not None else -1
        for (seat, _card), rect in zip(plays, slots, strict=False):
            if seat == winner:
                found.append(self.pill_rect(self.winner_label(), (rect.centerx,
                                            rect.top - px(20)), icon=True))
        return found

    def winner_label(self) -> str:
        """The pill over the trick's best card: "Winning", or whose the trick is."""
        if self.completed:
            return self.ctx.text("scharfe_schoten.trick_to",
                                 name=self.seat_name(self.completed_winner))
        return self.ctx.text("scharfe_schoten.winning")

    def led_pill_rect(self) -> pygame.Rect | None:
        """Where the led colour's pill is drawn: the one thing a player reads to know
        whether to follow, which the coach's box keeps clear of where it can."""
        pill = self.led_pill(self.shown())
        return None if pill is None else self.pill_rect(pill[0], pill[1], icon=True)

    def pill_rect(self, label: str, centre: tuple[int, int], icon: bool) -> pygame.Rect:
        """The rect of a pill of ``label`` centred on ``centre`` (with room for an icon)."""
        px = self.ctx.theme.px
        font = self.ctx.theme.font("small", "bold")
        width = font.size(label)[0] + px(24) + (px(30) if icon else 0)
        rect = pygame.Rect(0, 0, width, px(32))
        rect.center = centre
        return rect

    def draw_pill(self, surface: pygame.Surface, label: str, centre: tuple[int, int],
                  icon: str | None = None) -> None:
        theme = self.ctx.theme
        px = theme.px
        rect = self.pill_rect(label, centre, icon is not None)
        draw_panel(surface, theme, rect, colour=theme["wood_dark"], alpha=225,
                   border=theme["wood"], radius=px(16), shadow=False)
        x = rect.left + px(12)
        if icon:
            image = self.ctx.assets.scaled(icon, px(24))
            surface.blit(image, image.get_rect(midleft=(rect.left + px(8), rect.centery)))
            x += px(26)
        draw_text(surface, theme, label, (x, rect.centery), role="small", style="bold",
                  anchor="midleft", colour=theme["light_ink"])

    def hint_keep_clear(self) -> list[pygame.Rect]:
        """The trump order: what a player reads to weigh the Hint's moves."""
        return [*super().hint_keep_clear(), self.lay.trumps]

    def must_see(self) -> list[pygame.Rect]:
        """What no floating overlay covers where it has another spot
        (:func:`game.ui.overlay_place.must_see`): the players' panels and the led
        colour's label (the Hint box hid Clove's panel at the contract choice and
        "Black led" mid-trick: newcomer findings 3a, 3b). The open dialog is added
        by the shared rule."""
        found = [box.panel for box in self.lay.seats.values()]
        led = self.led_pill_rect()
        if led is not None:
            found.append(led)
        # The trick's cards, their players' names and "Winning": what the led label
        # speaks of (kept clear, the box first lay over the cards instead).
        found += self.trick_read_rects()
        return found

    def hint_must_clear(self) -> list[tuple[pygame.Rect, float]]:
        """What the Hint box keeps clear of wherever a spot allows (newcomer finding 3:
        it hid the whole spice rack at the contract choice), each with how bad hiding
        it is where no spot clears all: the players' panels, the open dialog, the
        trump order and the spice rack, the hand, then the trick."""
        found = [(box.panel, 100.0) for box in self.lay.seats.values()]
        dialog = self.dialog_rect()
        if dialog is not None:
            found.append((dialog, 100.0))
        found += [(self.lay.trumps, 100.0), (self.lay.rack, 100.0)]
        hand = [rect for _card, rect in self.hand_rects(self.shown())]
        if hand:  # the cards the Hint speaks of: before any panel (pass 10, finding 3)
            found.append((hand[0].unionall(hand[1:]), DECIDE))
        found += [(rect, 10.0) for rect in self.toast_keep_clear()]
        daily = self.daily_rect()
        if daily is not None:  # the daily deal's caption under the banner
            found.append((daily, 5.0))
        return found

    def toast_keep_clear(self) -> list[pygame.Rect]:
        """The trick's slots and the names under them: the play a toast talks about,
        which a replay's open hands must not hide either (they lay over Ada's card)."""
        px = self.ctx.theme.px
        slots = trick_rects(self.lay, len(self.match.seats), px)
        return [slots[0].unionall(slots[1:]).inflate(px(16), px(16)).move(0, px(12))]

    def dialog_rect(self) -> pygame.Rect | None:
        """The contract or rack choice panel while it is open (toasts keep clear of it)."""
        view = self.shown()
        if self.deciding(view, Phase.CONTRACTS):
            return self.lay.choice.copy()
        if self.deciding(view, Phase.RACK_CHOICE):
            return pygame.Rect(self.lay.choice.topleft,
                               (self.lay.choice.width, self.ctx.theme.px(262)))
        return None

    def choice_panel(self, surface: pygame.Surface, title: str, note: str,
                     height: int | None = None) -> pygame.Rect:
        theme = self.ctx.theme
        px = theme.px
        panel = self.lay.choice.copy()
        if height is not None:
            panel.height = height
        draw_panel(surface, theme, panel, colour=theme["wood_dark"], alpha=235,
                   border=theme["highlight"])
        draw_text(surface, theme, title, (panel.centerx, panel.top + px(26)), style="bold",
                  anchor="center", colour=theme["light_ink"], max_width=panel.width - px(30))
        if note:
            draw_text(surface, theme, note, (panel.centerx, panel.top + px(52)), role="small",
                      anchor="center", colour=theme["light_ink"],
                      max_width=panel.width - px(30))
        return panel

    def draw_contract_choice(self, surface: pygame.Surface, view: SchotenView) -> None:
        theme, text, assets = self.ctx.theme, self.ctx.text, self.ctx.assets
        offered = self.offered(view)
        px = theme.px
        panel = self.choice_panel(surface, text("scharfe_schoten.contracts_title"), "")
        helps = "\n".join(text(f"scharfe_schoten.contracts_help_{k}")
                           for k in ("most", "least", "stock"))
        draw_paragraph(surface, theme, helps, pygame.Rect(
            panel.left + px(20), panel.top + px(HELP_TOP), panel.width - px(40), px(HELP_H)),
            role="small", size=15, colour=theme["light_ink"], spacing=1.0, centred=True)
        most_rects, least_rects, confirm = self.contract_rects()
        mouse = mouse_pos()
        rows = (("most", most_rects, self.pick_most), ("least", least_rects, self.pick_least))
        for key, rects, picked in rows:
            label = contract_row_label(panel, rects, px)
            self.draw_mark_big(surface, (label.left + px(14), label.centery), key == "most")
            draw_text(surface, theme, text(f"scharfe_schoten.{key}_row"),
                      (label.left + px(36), label.centery), role="heading", style="bold",
                      anchor="midleft", colour=theme["highlight"],
                      max_width=label.width - px(36))
            pairs = [a for a in offered if isinstance(a, ChooseContracts)]
            for colour, rect in zip(view.table.deck.colours, rects, strict=True):
                # Veiled: no offered pair has it in this row (with the "most" picked).
                blocked = bool(pairs) and not any(
                    p.most == colour if key == "most" else
                    p.least == colour and self.pick_most in (None, p.most) for p in pairs)
                chosen = colour == picked
                lift = px(8) if chosen else px(4) if rect.collidepoint(mouse) and not blocked \
                    else 0
                shown = rect.move(0, -lift)
                if chosen:  # on a cream mat: a frame is the coach's, the Hint's or the focus
                    draw_panel(surface, theme, shown.inflate(px(12), px(12)),
                               colour=theme["light_ink"], border=theme["light_ink"])
                shadowed(surface, assets.scaled(f"{SPRITES}/{key}_{colour}", rect.width), shown,
                         offset=px(4) + lift // 2)
                if chosen:
                    self.draw_check(surface, shown)
                if blocked:
                    surface.blit(rounded_veil(rect.size, px(12), (0, 0, 0, 150)), shown)
        for colour, rect in zip(view.table.deck.colours, most_rects, strict=True):
            count = len(view.hand[view.table.deck.index(colour)])
            draw_text(surface, theme, text("scharfe_schoten.in_hand", n=count),
                      in_hand_rect(rect, px).center, role="small", anchor="center",
                      colour=theme["light_ink"], max_width=rect.width + px(24))
        ready = self.game.contract_reason(view, self.pick_most, self.pick_least) is None
        Button(text("scharfe_schoten.confirm"), lambda: None, confirm, enabled=ready,
               primary=True).draw(surface, theme)

    def draw_check(self, surface: pygame.Surface, tile: pygame.Rect) -> None:
        """A picked contract tile's mark: a check in a tomato disc on its top-right
        corner. The pick was a yellow frame, like the coach's frame round the tile to
        click next, and the Hint's ring and the keyboard focus were frames too: red
        Least picked and black Least framed by the coach showed two yellow-framed
        Least tiles (newcomer pass 10, finding 1)."""
        theme = self.ctx.theme
        px = theme.px
        radius = px(13)
        centre = (tile.right - px(4), tile.top + px(4))
        pygame.draw.circle(surface, theme["light_ink"], centre, radius + px(2))
        pygame.draw.circle(surface, theme["accent"], centre, radius)
        x, y = centre
        pygame.draw.lines(surface, theme["light_ink"], False,
                          [(x - px(6), y), (x - px(2), y + px(5)), (x + px(6), y - px(5))],
                          max(2, px(3)))

    def draw_mark_big(self, surface: pygame.Surface, centre: tuple[int, int],
                      most: bool) -> None:
        """The row label's arrow in the contract choice: up for most, down for least."""
        px = self.ctx.theme.px
        x, y = centre
        h, w = px(12), px(12)
        tip, base = (y - h, y + h) if most else (y + h, y - h)
        pygame.draw.polygon(surface, self.ctx.theme["highlight"],
                            [(x, tip), (x - w, base), (x + w, base)])

    def draw_rack_choice(self, surface: pygame.Surface, view: SchotenView) -> None:
        theme, text = self.ctx.theme, self.ctx.text
        px = theme.px
        self.choice_panel(surface, text("scharfe_schoten.rack_choice_title"),
                          text("scharfe_schoten.rack_choice_note"), px(262))
        mouse = mouse_pos()
        step = px(4)
        offered = self.offered(view)
        colours = view.table.deck.colours
        for colour, rect in enumerate(self.rack_choice_rects()):
            count = view.rack_counts[colour]
            lit = TakeFromRack(colours[colour]) in offered
            hover = lit and self.stack_area(rect, step).collidepoint(mouse)
            self.draw_stack(surface, colour, count, rect, step, lift=px(10) if hover else 0)
            if lit:
                top = rect.move(0, -step * (min(count, STACK_SHOWN) - 1) - (px(10) if hover
                                                                           else 0))
                pygame.draw.rect(surface, theme["highlight"], top.inflate(px(8), px(8)), px(3),
                                 border_radius=top.width // 10 + px(4))
            draw_text(surface, theme, f"{self.colour_name(colour)} ×{count}",
                      (rect.centerx, rect.bottom + px(18)), role="small", style="bold",
                      anchor="center", colour=theme["light_ink"] if count
                      else theme["disabled"], max_width=rect.width + px(40))

    def draw_hand(self, surface: pygame.Surface, view: SchotenView) -> None:
        px = self.ctx.theme.px
        playing = self.playing(view)
        playable = {a.card for a in self.offered(view) if isinstance(a, PlayCard)}
        rects = self.hand_rects(view)
        hovered = hovered_index([r for _c, r in rects], mouse_pos())
        moving = self.started()
        for index, (card, rect) in enumerate(rects):
            if card in moving:
                continue
            legal = card in playable
            shown = draw_card(surface, self.ctx, self.card_sprite(card), rect,
                              lift=px(8) if legal and index == hovered else 0, highlight=legal,
                              dimmed=playing and not legal, shadow=px(8 if legal else 4))
            if card in view.table.super_trumps:
                self.star_badge(surface, shown)

