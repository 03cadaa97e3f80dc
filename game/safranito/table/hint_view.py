"""The Safranito table's side of the Hint: the player's measured hand, the values in
words, and the hinted flick drawn as a ghost path.

For a market choice the values are rupees (the expert's rollouts). For a flick the
Hint's one move is the expert's planned shot and its value is the hit chance *for this
player* (:mod:`game.safranito.flick_hint`), over the player's measured aim spread (their
last 50 flicks, practice included: :mod:`game.safranito.aim_record`); the table draws
that shot's simulated path among the tokens on the board, as the ``path`` aim help
does, so the player sees the target and the line.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.safranito.aim_record import AimSample, flicks_to_measure, read_aim, spread
from game.safranito.flick import BOWLS, Flick
from game.safranito.flick_hint import UNMEASURED_HAND
from game.safranito.physics_resolver import physics_flick, placements
from game.safranito.rules import SafranitoState
from game.safranito.table.aim_draw import draw_path
from game.safranito.table.captions import place_name
from game.safranito.table.ghost_tags import dashed_ring, draw_tag, tag_size, tag_spot
from game.ui.drawing import kept_over
from game.ui.hint_moves import HintMove
from game.ui.overlay_place import must_see
from physics import FlickPath, flick_path


def board_read(scene: Any) -> list[pygame.Rect]:
    """What a player reads on the board while the Hint shows the flick to play: each
    bowl with its name and each other seat's rail (with its name). The French box lay
    over the Curry bowl and Ada's rail at 1600x1000 (newcomer pass 9, finding 7); kept
    off the whole board, it had only the market's column left, too narrow for its title
    on one line at 1920x1200 (the revert of 936acfa)."""
    geom, painter = scene.view_geom, scene.painter
    found = []
    for region in scene.board.bowls:
        x, y = geom.to_screen(region.x, region.y)
        r = geom.length(region.radius)
        bowl = pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
        label = painter.region_labels.get(region.name)
        found.append(bowl if label is None else bowl.union(label))
    for seat, side in enumerate(painter.sides):
        if seat != scene.viewer:
            left, top, width, height = geom.rim_band(scene.board.side(side))
            found.append(pygame.Rect(round(left), round(top), round(width), round(height)))
    return found


def hand_assumed(text: Any, samples: Sequence[AimSample]) -> str:
    """The flick Hint's note while the player's aim is not measured: the hand assumed,
    and what measures theirs (flicks repeated at a target, in practice or at the
    table), with how many more it takes."""
    more = flicks_to_measure(samples)
    return text.plural("safranito.hint_hand_assumed", more,
                       angle=round(UNMEASURED_HAND[0]),
                       strength=round(100 * UNMEASURED_HAND[1]))


class HintView:
    """What the table adds to the Hint panel, for one table."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.hand: tuple[float, float, int] | None = None
        """(degrees, strength, flicks) of the player's measured spread when last asked."""
        self._path: tuple[Any, FlickPath] | None = None
        self.tags: list[tuple[str, pygame.Rect]] = []
        """The ghost flick's tags as last drawn: words and where they stand."""

    def measured_hand(self) -> tuple[float, float] | None:
        """The player's aim spread from their recorded flicks, or ``None`` (too few)."""
        samples, _notice = read_aim()
        found = spread(samples)
        self.hand = None if found is None else (found.angle, found.strength, found.flicks)
        return None if found is None else (found.angle, found.strength)

    def flick_shown(self) -> Flick | None:
        moves = self.scene.hints.shown()
        return moves[0].action if moves and isinstance(moves[0].action, Flick) else None

    def take_up(self, moves: Sequence[HintMove]) -> None:
        """The Hint's answer came: a flick's token becomes the tray's choice, so the
        token on the rail is the one the ghost shows and a press at the ghost places
        and flicks it. The choice stayed on the 10 under a ghost "Place your 20 here",
        and the press at the ghost flicked the 10 (newcomer playtest at 1920x1080,
        Safranito finding 1). Picking another token afterwards closes the Hint
        (:meth:`follow`)."""
        scene = self.scene
        flick = moves[0].action if moves else None
        if isinstance(flick, Flick) and not scene.aim_control.active \
                and flick.value in scene.offer(scene.view()).tokens:
            scene.selected = flick.value

    def follow(self, value: int | None) -> None:
        """The player took up the token ``value`` (on the tray or on the rail): a flick
        Hint for another token closes. Its ghost and the framed tray token stayed drawn
        while the player aimed another token elsewhere (newcomer playtest, finding 1);
        H asks again, for the same answer. The hinted token taken up, the Hint's mark
        round it ends (it stayed on and read as the selection: newcomer playtest); the
        box and the ghost stay, read while placing and aiming."""
        flick = self.flick_shown()
        if flick is not None and value != flick.value:
            self.scene.hints.close()
        elif flick is not None:
            self.scene.hints.acted_on()

    def path(self, view: SafranitoState, flick: Flick) -> FlickPath:
        """The hinted shot's simulated path on the board (cached per shot and board)."""
        key = (flick, view.board)
        if self._path is None or self._path[0] != key:
            board = self.scene.board
            shot = physics_flick(board, view.viewer, view.num_players, flick, view.next_token)
            self._path = (key, flick_path(board, placements(view.board), shot))
        return self._path[1]

    def value(self, view: SafranitoState, action: Any, value: float) -> str | None:
        """A flick's value in words ("Saffron: 64% chance"), or ``None`` (rupees)."""
        if not isinstance(action, Flick):
            return None
        text = self.scene.ctx.text
        where = self.path(view, action).result.where.get(view.next_token, "out")
        if where in BOWLS:  # what landing there is worth: the player's bid in that bowl
            own = action.value + sum(t.value for t in view.board
                                     if t.region == where and t.owner == view.viewer)
            return text("safranito.hint_chance_bowl", pct=round(100 * value),
                        place=place_name(text, where), own=own, value=action.value)
        return text("safranito.hint_chance", pct=round(100 * value),
                    place=place_name(text, where))

    def note(self) -> str | None:
        """The panel's last line for a flick: whose hand the chance is for."""
        if self.flick_shown() is None:
            return None
        text = self.scene.ctx.text
        if self.hand is None:
            return hand_assumed(text, read_aim()[0])
        angle, strength, flicks = self.hand
        return text("safranito.hint_hand", angle=max(1, round(angle)),
                    strength=max(1, round(100 * strength)), n=flicks)

    def draw(self, surface: pygame.Surface, view: SafranitoState) -> None:
        """The hinted flick's ghost path, while the Hint shows one: a see-through token
        where to place it on the rail, its track, and each end of the track saying what
        it is (:mod:`game.safranito.table.ghost_tags`)."""
        flick = self.flick_shown()
        if flick is None:
            return
        scene, ctx = self.scene, self.scene.ctx
        painter, px = scene.painter, ctx.theme.px
        path = self.path(view, flick)
        token = view.next_token
        # The track and its end ring go under the board's names: the ring round where the
        # token stops lay over "Cumin" (newcomer playtest, board labels finding 2).
        with kept_over(surface, painter.region_labels.values()):
            draw_path(surface, ctx, painter, path, token)
        track = path.tracks[token]
        start, end = track[0], track[-1]
        painter.draw_token(surface, view.viewer, flick.value, True, start.x, start.y,
                           start.angle, alpha=130)
        ghost = painter.token_spot(start.x, start.y)
        dashed_ring(surface, ghost.center, ghost.width // 2 + px(5), ctx.theme["light_ink"],
                    max(2, px(2)))
        self.tags = []
        box = scene.hints.rect
        avoid = [*painter.region_labels.values(), *painter.side_labels,
                 painter.token_spot(start.x, start.y), painter.token_spot(end.x, end.y),
                 *must_see(scene), scene.help_chip.rect, *([box] if box is not None else [])]
        screen = surface.get_rect()
        fell = token in path.result.fell_off or path.result.where.get(token) == "out"
        ends = ((start, ctx.text("safranito.hint_ghost_place", value=flick.value)),
                (end, ctx.text("safranito.hint_ghost_falls" if fell
                               else "safranito.hint_ghost_stops")))
        for pose, words in ends:
            spot = painter.token_spot(pose.x, pose.y)
            gap = spot.width // 2 + px(4)
            tag = tag_spot(spot.center, tag_size(ctx, words), gap, screen, avoid)
            draw_tag(surface, ctx, words, tag)
            self.tags.append((words, tag))
            avoid.append(tag)
