"""Flick practice: the Safranito board alone, a drill, and as many flicks as you like.

Reached from the Safranito setup screen and the main menu (:func:`open_practice`). The
board is empty or seeded with resting tokens (from the seed, the same every time); the
player clicks a bowl or action space to make it the target and picks the drill
(:mod:`game.safranito.drills`): *stop* in the target, or *knock* an opponent's token out
of the bowl and stay in. They flick with the table's own gesture
(:class:`~game.safranito.table.aim_control.AimControl`) and aim help (the ``aim_help``
setting, chip included). Each flick is simulated by the physics
(:func:`physics.flick_path`, the same stepping as the game), played back in real time,
and counted per drill; the board then goes back to its starting tokens, so every try
is the same situation. "Replay" plays the last flick again at a quarter speed with the
token's trail. Nothing here is a match: no rules, no save, no statistics; what is kept
is the player's aim (each flick's error against the reference shot,
:mod:`game.safranito.aim_error`, in :mod:`game.safranito.aim_record`), shown as their
spread over their last 50 flicks. This scene draws and takes input; the drills, their
verdicts and the aim are decided in those pure modules.
"""

from __future__ import annotations

from dataclasses import astuple, dataclass

import pygame

from game.safranito.aim_error import Shot, aim_error, reference_shot
from game.safranito.aim_record import AimSample, read_aim, record, spread
from game.safranito.drills import (
    KNOCK,
    RIVAL,
    SEEDED_TOKENS,
    STOP,
    Drill,
    Tally,
    Verdict,
    aim_point,
    judge,
    make_drill,
    seeded_tokens,
)
from game.safranito.flick import BOWLS, REGIONS, BoardToken
from game.safranito.physics_resolver import default_board
from game.safranito.table import art
from game.safranito.table.aim_control import (
    CANCELLED,
    FLICK,
    PULLED_BESIDE,
    SHORT,
    TAPPED,
    AimControl,
)
from game.safranito.table.aim_draw import AimPicture, draw_aim, gauge_rect
from game.safranito.table.aim_help import AIMED, AimHelp, level_of, next_level
from game.safranito.table.base import dead_zone_share, full_pull_px, pull_room_px
from game.safranito.table.board_draw import BoardPainter
from game.safranito.table.board_view import BoardView
from game.safranito.table.plate_place import still_at
from game.safranito.table.practice_panel import PanelFacts, draw_practice_panel
from game.safranito.table.tips import action_space_tips
from game.ui.context import Context
from game.ui.drawing import draw_felt
from game.ui.scene import Scene, mouse_pos
from game.ui.settings_file import remember
from game.ui.tooltip import Tip, show_tooltip
from game.ui.widgets import Button, draw_text
from physics import Flick as PhysicsFlick
from physics import FlickPath, Side, TokenId, TokenPlacement, flick_path

__all__ = ["SEEDED_TOKENS", "PracticeScene", "open_practice", "screenshot_practice",
           "seeded_tokens"]

SIDE = "south"
DEFAULT_TARGET = "saffron" if "saffron" in BOWLS else BOWLS[0]
REPLAY_SPEED = 0.25
"""A replay shows a quarter of a physics frame per displayed frame."""
VALUE = 30
"""The practice token's printed value (it only decorates the token)."""
RIVAL_LOOK = (1, 40)
"""Seat colour and value the knock drill's opponent token is drawn with."""


@dataclass
class Playback:
    """A flick being shown: its simulated path and how far (in physics frames) it has
    got. It runs on the window's clock at ``speed`` times real time (the path's own
    frame rate), whatever the display's frame rate."""

    path: FlickPath
    speed: float
    frame: float = 0.0

    @property
    def index(self) -> int:
        return min(int(self.frame), self.path.frames)

    @property
    def done(self) -> bool:
        return self.frame >= self.path.frames

    @property
    def seconds(self) -> float:
        """How long the whole playback takes (real seconds)."""
        return self.path.frames / (self.path.frame_rate * self.speed)

    def advance(self, dt: float) -> None:
        self.frame = min(float(self.path.frames),
                         self.frame + dt * self.speed * self.path.frame_rate)

    def finish(self) -> None:
        self.frame = float(self.path.frames)


def token_look(token: TokenId) -> tuple[int, int]:
    """(seat colour, printed value) a resting token is drawn with: not the player's."""
    if token == RIVAL or not isinstance(token, int):
        return RIVAL_LOOK
    return 1 + token % 3, 10 * (1 + token % 6)


class PracticeScene(Scene):
    """Flick practice on the real board (see the module docstring)."""

    def __init__(self, ctx: Context, seed: int = 1, seeded: bool = False) -> None:
        super().__init__(ctx)
        self.board = default_board()
        self.seed = seed
        self.seeded = seeded
        self.colours = art.palette()
        self.kind = STOP
        self.target = DEFAULT_TARGET
        self.tally = Tally({})
        """Drill key -> (hits, flicks)."""
        self.last: FlickPath | None = None
        self.verdict: Verdict | None = None
        """The last flick's verdict (shown once its token has landed)."""
        self.playback: Playback | None = None
        self.landing: tuple[str, bool] | None = None
        """(drill key, hit) of the flick in flight: counted once its token lands, so the
        rate never tells the result before the board does."""
        self.control = AimControl(self.board, self.board.flick.angle_limit, self.geometry,
                                  dead_zone_share())
        self.help = AimHelp(self.board)
        text = ctx.text
        self.back = Button(text("setup.back"), lambda: ctx.scenes.pop())
        self.replay = Button(text("safranito.practice.replay"), self.start_replay)
        self.layout_button = Button("", self.toggle_board)
        self.drill_button = Button("", self.toggle_drill)
        self.chip = Button("", self.cycle_help)
        self.note = ""
        self.samples, notice = read_aim()
        """The player's last flicks' aim errors (the file's, then this session's)."""
        self.unsaved: list[AimSample] = []
        """Flicks a refused write could not keep on disk yet (written with the next)."""
        if notice:
            self.note = text("safranito.practice.aim_set_aside", reason=notice)

    # -- geometry ----------------------------------------------------------------------
    def side(self) -> Side:
        return self.board.side(SIDE)

    def geometry(self) -> tuple[BoardView, Side, float, tuple[int, int]]:
        full = full_pull_px(self.ctx.theme) / self.view_geom.scale
        return self.view_geom, self.side(), full, self.size

    @property
    def drill(self) -> Drill:
        return make_drill(self.board, self.kind, self.target, self.seed, self.seeded)

    @property
    def tokens(self) -> tuple[TokenPlacement, ...]:
        return self.drill.tokens

    def buttons(self) -> tuple[Button, ...]:
        return self.back, self.replay, self.drill_button, self.layout_button, self.chip

    def layout(self) -> None:
        width, height = self.size
        px = self.ctx.theme.px
        top, margin = px(70), px(20)
        panel_w = px(360)
        room = pull_room_px(self.ctx.theme)
        # The board rises to the window's top margin (the title stands over the panel):
        # the full pull's room below it leaves it no other way to grow at 1280×800.
        gauge, gap = px(24), px(40)  # the strength gauge left of the board; board to panel
        size = max(px(240), min(height - margin - room,
                                width - panel_w - gauge - gap - 2 * margin))
        # The gauge, board and panel as one group in the middle of the window (the board
        # stood top left, the panel at the right edge, wide felt between: issue 19
        # play-test, F1).
        left = max(margin, (width - gauge - size - gap - panel_w) // 2) + gauge
        self.view_geom = BoardView.for_side(self.board, left, margin, size, SIDE)
        self.painter = BoardPainter(self.ctx, self.view_geom, (SIDE,),
                                    (self.ctx.text("safranito.practice.you"),), 0, self.colours)
        self.panel = pygame.Rect(min(width - panel_w - margin, left + size + gap), top,
                                 panel_w, height - top - px(100))
        inner = self.panel.inflate(-px(28), 0)
        for button, above in ((self.drill_button, 194), (self.layout_button, 146),
                              (self.replay, 98)):
            button.rect = pygame.Rect(inner.left, self.panel.bottom - px(above),
                                      inner.width, px(42))
        self.chip.rect = pygame.Rect(inner.left, self.panel.bottom - px(50), inner.width,
                                     px(38))
        self.back.rect = pygame.Rect(self.panel.left, height - px(80), px(180), px(52))

    # -- actions -----------------------------------------------------------------------
    def reset(self) -> None:
        """Back to the drill's starting board: the flick in flight is counted."""
        self.control.cancel()
        self.land()
        if self.playback is not None:
            self.playback.finish()
        self.playback = None
        self.last = None

    def toggle_board(self) -> None:
        self.reset()
        self.seeded = not self.seeded

    def toggle_drill(self) -> None:
        """Stop drill <-> knock drill on the same target (a knock needs a bowl)."""
        self.reset()
        self.kind = KNOCK if self.kind == STOP else STOP
        if self.kind == KNOCK and self.target not in BOWLS:
            self.target = DEFAULT_TARGET

    def choose(self, region: str) -> None:
        """Make ``region`` the target (knock drills: bowls only, with a word why)."""
        if self.kind == KNOCK and region not in BOWLS:
            self.note = self.ctx.text("safranito.practice.knock_bowls_only")
            return
        self.reset()
        self.target = region
        self.ctx.sound.play("click", 0.5)

    def play(self, path: FlickPath, speed: float) -> None:
        """Show ``path`` from its start, on the window's clock."""
        self.playback = self.ctx.clock.add(self, Playback(path, speed))

    def cycle_help(self) -> None:
        setattr(self.ctx.settings, "aim_help", next_level(level_of(self.ctx.settings)))  # noqa: B010
        remember(self.ctx.settings_to_save())  # a player setting: it outlives the practice

    def start_replay(self) -> None:
        if self.last is not None:
            self.play(self.last, REPLAY_SPEED)

    def flick(self) -> None:
        aim = self.control.aim()
        self.control.finish()
        drill = self.drill
        path = flick_path(self.board, drill.tokens,
                          PhysicsFlick(AIMED, SIDE, aim.position, aim.angle, aim.strength))
        self.land()
        self.verdict = judge(drill, path.result.where)
        self.landing = (drill.key, self.verdict.hit)
        self.last = path
        self.play(path, 1.0)
        self.note = ""
        self.ctx.sound.play("flick")
        x, y = aim_point(drill, self.board)
        self.measure(aim_error(self.board, SIDE, Shot(aim.position, aim.angle, aim.strength),
                               x, y, drill.key))

    def measure(self, sample: AimSample) -> None:
        """Keep the flick's aim error on disk (and any a refused write left over)."""
        done = record([*self.unsaved, sample])
        self.samples = done.samples
        self.unsaved = [] if done.saved else [*self.unsaved, sample]
        if not done.saved:
            self.note = self.ctx.text("safranito.practice.aim_unsaved", reason=done.notice)
        elif done.notice:
            self.note = self.ctx.text("safranito.practice.aim_set_aside", reason=done.notice)

    def pause(self) -> None:
        if self.control.cancel():
            self.note = self.ctx.text("safranito.cancelled")

    # -- input -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.control.active:
            self.outcome(self.control.handle(event))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.scenes.pop()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.playback is not None and not self.playback.done:
                self.playback.finish()  # a click skips ahead
                return
            for button in self.buttons():
                if button.handle(event):
                    return
            if not (self.control.on_token(event.pos) or self.control.on_edge(event.pos)):
                region = self.painter.region_at(event.pos, REGIONS)
                if region is not None:
                    self.choose(region)
                    return
        self.outcome(self.control.handle(event))

    def outcome(self, outcome: str | None) -> None:
        if outcome == FLICK:
            self.flick()
        elif outcome == CANCELLED:
            self.note = self.ctx.text("safranito.cancelled")
        elif outcome == TAPPED:  # a click on the token: no flick was started
            self.note = self.ctx.text("safranito.reasons.tapped")
        elif outcome == SHORT:  # released inside the dead zone: nothing flicked
            self.note = self.ctx.text("safranito.reasons.short_pull")
        elif outcome == PULLED_BESIDE:  # pressed beside the token: it was placed
            self.note = self.ctx.text("safranito.reasons.pulled_beside")

    def land(self) -> None:
        """Count the flick in flight (its token has landed, or the board is reset)."""
        if self.landing is not None:
            key, hit = self.landing
            self.landing = None
            self.tally.add(key, hit)

    def update(self, dt: float) -> None:
        if self.playback is not None and self.playback.done:  # moved by the clock
            self.land()

    # -- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx, theme, px = self.ctx, self.ctx.theme, self.ctx.theme.px
        draw_felt(surface, ctx)
        if not self.control.pulling:  # the readout's banner stands there while pulling
            draw_text(surface, theme, ctx.text("safranito.practice.title"),
                      (self.panel.centerx, px(34)), role="title", style="title",
                      colour=theme["light_ink"], anchor="center", size=34,
                      max_width=self.panel.width)
        geom = self.view_geom
        playing = self.playback is not None
        resting = () if playing else self.tokens
        surface.blit(self.painter.resting(self._board_tokens(resting), frozenset()),
                     (geom.left, geom.top))
        plates: dict[str, pygame.Rect] = {}
        if self.playback is not None:
            still, moving = self.playback_spots(self.playback)
            plates = self.painter.names_before(surface, still, [self.aim_spot(), *moving])
        self.painter.ring(surface, self.target, theme["highlight"], px(5), px(4))
        rival = self.drill.rival
        if rival is not None and not playing:  # the token to knock out
            pygame.draw.circle(surface, theme["light_ink"], geom.to_screen(rival.x, rival.y),
                               self.board.token.circumradius * geom.scale + px(4), px(3))
        if self.playback is not None:
            self.draw_playback(surface, self.playback, plates)
        token = None
        if not playing or self.playback is None or self.playback.done:
            token = self.draw_aim(surface)
        self.draw_panel(surface)
        for button in self.buttons():
            button.draw(surface, theme)
        if not self.control.pulling:  # what the gauge and the token's printed value mean
            tips: list[Tip] = [(gauge_rect(self.painter, ctx), ctx.text("safranito.tips.gauge")),
                               *action_space_tips(self.view_geom, ctx.text)]
            if token is not None:
                tips.append((token, ctx.text("safranito.practice.token_tip", value=VALUE)))
            show_tooltip(surface, theme, tips, mouse_pos())

    @staticmethod
    def _board_tokens(tokens: tuple[TokenPlacement, ...]) -> tuple[BoardToken, ...]:
        """Resting tokens as the painter draws them (others' colours, face down)."""
        return tuple(BoardToken(i, *token_look(t.id), t.x, t.y, t.angle, "")
                     for i, t in enumerate(tokens))

    def playback_spots(self, playback: Playback) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """Where the playback's tokens lying still and those moving are drawn at its
        frame: the names move off the still ones as on the board at rest (the replay
        drew "Saffron" over one), and not onto the moving ones."""
        k, still, moving = playback.index, list[pygame.Rect](), list[pygame.Rect]()
        for token, poses in playback.path.tracks.items():
            if k < len(poses):
                spot = self.painter.token_spot(poses[k].x, poses[k].y)
                lying = token not in playback.path.result.fell_off and \
                    still_at([(p.x, p.y) for p in poses[max(0, k - 1):k + 2]], min(k, 1))
                (still if lying else moving).append(spot)
        return still, moving

    def draw_playback(self, surface: pygame.Surface, playback: Playback,
                      plates: dict[str, pygame.Rect]) -> None:
        """Every token at the playback's frame; the flicked one with its trail."""
        theme, px, geom = self.ctx.theme, self.ctx.theme.px, self.view_geom
        k = playback.index
        track = playback.path.tracks[AIMED][: k + 1]
        points = [geom.to_screen(p.x, p.y) for p in track]
        surface.set_clip(self.painter.rect)
        if len(points) > 1:
            pygame.draw.lines(surface, theme["highlight"], False, points, px(3))
        surface.set_clip(None)
        fallen = playback.path.result.fell_off
        for token, poses in playback.path.tracks.items():
            if token in fallen and k >= len(poses) - 1:
                continue
            pose = poses[k]
            if token == AIMED:
                self.painter.draw_token(surface, 0, VALUE, True, pose.x, pose.y, pose.angle)
            else:
                seat, value = token_look(token)
                self.painter.draw_token(surface, seat, value, False, pose.x, pose.y,
                                        pose.angle)
        self.painter.names_after(surface, self.playback_spots(playback)[0], plates)

    def draw_aim(self, surface: pygame.Surface) -> pygame.Rect:
        control, level = self.control, level_of(self.ctx.settings)
        aim = control.aim()
        stop = path = None
        if control.pulling and aim.is_flick:
            if level == "line":
                stop = self.help.stop(SIDE, aim)
            elif level == "path":
                path = self.help.path(SIDE, aim, self.tokens)
        pull = control.pull
        return draw_aim(surface, self.ctx, self.painter, AimPicture(
            self.side(), aim, VALUE, 0, control.pulling,
            pull.point if pull is not None else None, level, self.banner_rect(), stop,
            path))

    def aim_spot(self) -> pygame.Rect:
        """The player's token on their rail and its pulse ring (drawn over the board)."""
        size = round(self.painter.token_px * 1.3)
        spot = pygame.Rect(0, 0, size, size)
        spot.center = tuple(round(v) for v in self.control.token_centre())
        return spot

    def banner_rect(self) -> pygame.Rect:
        """Where the strength readout stands while pulling: a banner at the top, over
        the panel where the title is, as the match's status banner holds it. It stood
        under the board here, where the pull runs, and at the top in a match (newcomer
        playtest, finding 4)."""
        px = self.ctx.theme.px
        rect = pygame.Rect(0, 0, self.panel.width, px(40))
        rect.center = (self.panel.centerx, px(34))
        return rect

    def draw_panel(self, surface: pygame.Surface) -> None:
        text = self.ctx.text
        # The verdict once the flick has landed (and counted), replays included.
        shown = self.verdict if self.last is not None and self.landing is None else None
        draw_practice_panel(surface, self.ctx, self.panel, PanelFacts(
            self.kind, self.target, self.tally, spread(self.samples), shown, self.note,
            self.drill_button.rect.top))
        self.layout_button.label = text("safranito.practice.empty" if self.seeded
                                        else "safranito.practice.seeded")
        self.drill_button.label = text("safranito.practice.drill_knock" if self.kind == STOP
                                       else "safranito.practice.drill_stop")
        self.replay.enabled = self.last is not None
        self.chip.label = text("safranito.aim_help.chip",
                               level=text(f"safranito.aim_help.{level_of(self.ctx.settings)}"))


def open_practice(ctx: Context, seed: int = 1, seeded: bool = False) -> PracticeScene:
    """Push flick practice over whatever is showing (setup screen or menu)."""
    scene = PracticeScene(ctx, seed, seeded)
    ctx.scenes.push(scene)
    return scene


def screenshot_practice(ctx: Context, seed: int = 1) -> PracticeScene:
    """Practice as the README shows it: a knock drill in the garlic bowl on the seeded
    board, a few stop flicks at cardamom and knocks made by a steady hand (the aim
    spread they measure, not the player's file), and the last knock's slow-motion
    replay with its trail."""
    scene = open_practice(ctx, seed, seeded=True)
    board, samples = scene.board, []
    for kind, target, tries in ((STOP, "cardamom", ((0.0, 0.0), (4.0, -0.08), (0.5, 0.01))),
                                (KNOCK, "garlic", ((0.0, 0.0), (-1.5, 0.03), (1.0, -0.02),
                                                   (0.5, 0.04)))):
        scene.kind, scene.target = kind, target
        drill = scene.drill
        x, y = aim_point(drill, board)
        shot = _steady_shot(scene, drill, x, y)
        for d_angle, d_strength in tries:
            tried = Shot(shot.position, round(shot.angle + d_angle, 2),
                         round(min(1.0, shot.strength + d_strength), 3))
            path = flick_path(board, drill.tokens, PhysicsFlick(AIMED, SIDE, *astuple(tried)))
            scene.verdict = judge(drill, path.result.where)
            scene.tally.add(drill.key, scene.verdict.hit)
            scene.last = path
            samples.append(aim_error(board, SIDE, tried, x, y, drill.key))
    scene.samples, scene.note = tuple(samples), ""
    scene.start_replay()
    assert scene.playback is not None
    scene.playback.frame = scene.playback.path.frames * 0.6
    return scene


def _steady_shot(scene: PracticeScene, drill: Drill, x: float, y: float) -> Shot:
    """A shot that does what ``drill`` asks: along the reference line to (x, y) from a few
    spots on the edge, at the reference strength for a stop, harder for a knock."""
    board, extra = scene.board, ((0.0,) if drill.kind == STOP
                                 else (0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4))
    shots = [Shot(position, reference.angle, min(1.0, reference.strength + more))
             for position in (0.5, 0.65, 0.35, 0.8, 0.2)
             for reference in (reference_shot(board, SIDE, position, x, y),)
             for more in extra]
    return next((shot for shot in shots if judge(drill, flick_path(
        board, drill.tokens, PhysicsFlick(AIMED, SIDE, *astuple(shot)))
        .result.where).hit), shots[0])
