"""Each table uses the window (issue 19, "the board uses the window"): at 800×500,
1280×800, 1600×640 and 1920×1080, in English and French, its main parts (the board or
floor plan, the hand, the panels) all lie inside the window and none covers another,
and the board grows with the window: at 1920×1080 its area is at least 1.6 times its
area at 1280×800 (the window's limiting side is 1.35 times longer). Chef de rang's own
invariants (the plan fills its region, and a wide low window puts the hand beside it)
are in test_chef_de_rang_legible."""

import math

import pygame
import pytest

from game import registry
from game.engine.runner import Seat
from game.engine.text import load_text
from game.match_setup import MatchSetup
from game.safranito.table.aim_draw import gauge_rect
from game.safranito.table.base import pull_room_px
from game.safranito.table.board_draw import BoardPainter
from game.safranito.table.counter import LOG_LEAST
from game.scharfe_schoten.table.layout import trick_rects
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import advance, build_scene, render_scene
from game.ui.table_start import table_scene_class
from game.ui.text_record import recording
from tests.ui.conftest import resize
from tests.ui.fitting import problems

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]


def parts(table, game_id: str) -> tuple[pygame.Rect, dict[str, pygame.Rect]]:
    """(the board, the named main parts) of a table scene, as it laid itself out."""
    view = table.view()
    if game_id == "chef-de-rang":
        named = {"plan": table.plan_rect, "hand": table.hand_band,
                 "phase": table.phase_panel}
        named |= {f"seat {s}": r for s, r in table.seat_panels.items()}
        return table.plan_rect, named
    if game_id == "safranito":
        board = table.painter.rect
        named = {"board": board, "market": table.market_rect, "dishes": table.dish_rect,
                 "counter": table.counter_rect}
        named |= {f"seat {s}": r for s, r in table.player_rects.items()}
        return board, named
    hand = [rect for _card, rect in table.hand_rects(view)]
    if game_id == "too-many-cooks":
        named = {f"seat {s}": spot.panel for s, spot in table.spots.items()}
        named["hand"] = hand[0].unionall(hand[1:])
        return hand[0], named
    lay = table.lay
    named = {"trumps": lay.trumps, "rack": lay.rack}
    named |= {f"seat {s}": box.panel for s, box in lay.seats.items()}
    named["hand"] = hand[0].unionall(hand[1:])
    return hand[0], named


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_the_table_fills_the_window_and_nothing_overlaps(ctx, game_id, language):
    ctx.text = load_text(language)
    build_scene(ctx, "table", game_id, 3)
    table = ctx.scenes.top
    area = {}
    for size in SIZES:
        resize(ctx, size)
        render_scene(ctx)
        board, named = parts(table, game_id)
        window = pygame.Rect((0, 0), size)
        area[size] = board.width * board.height
        for name, rect in named.items():
            assert window.contains(rect), f"{size}: {name} {rect} leaves the window"
        names = list(named)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                assert not named[a].colliderect(named[b]), f"{size}: {a} covers {b}"
    assert area[(1920, 1080)] >= 1.6 * area[(1280, 800)], area


@pytest.mark.parametrize("language", ["en", "fr"])
def test_safranito_reserved_dishes_label_clears_the_dish_names(ctx, language):
    """"Your reserved dishes" stood where the face-up dishes' two-line names end
    ("Tikka / masala" ran into it at 1600×640 and 1920×1080)."""
    ctx.text = load_text(language)
    build_scene(ctx, "table", "safranito", 1)  # the README's screenshot: a dish reserved
    table = ctx.scenes.top
    assert table.view().reserved[table.viewer], "the demo has a reserved dish"
    words = ctx.text("safranito.your_reserved")
    for size in SIZES:
        resize(ctx, size)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        inside = [label for label in record.visible() if table.dish_rect.contains(label.rect)]
        label = [x for x in inside if x.content in words]
        names = [x for x in inside if x.content not in words]
        assert label, size
        assert not [(a.content, b.content) for a in label for b in names
                    if a.rect.colliderect(b.rect)], size


def test_safranito_board_takes_most_of_a_1920x1080_window_and_a_full_pull_fits(ctx):
    """The room kept below the board for a full pull grew with the window, so the board
    stood at 65 % of a 1920×1080 window's height over an empty bottom-right; a full pull
    is now 200 px in any window at least 1280×800 (README) and still fits below it."""
    build_scene(ctx, "table", "safranito", 3)
    table = ctx.scenes.top
    resize(ctx, (1920, 1080))
    render_scene(ctx)
    board = table.painter.rect
    assert board.height >= 0.7 * 1080, board
    full = table.full_pull() * table.view_geom.scale
    assert full == pytest.approx(200, abs=1)
    _x, y = table.aim_control.token_centre()
    assert y + full < 1080, "a full pull fits in the window"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_safranito_practice_board_is_as_tall_as_the_full_pull_allows(ctx, language):
    """Flick practice kept a title band above its board, on top of the full pull's room
    below it: at 1280×800 the board was 506 px (63 % of the height). The title now
    stands over the panel and the board rises to the margin; a full pull still fits."""
    ctx.text = load_text(language)
    build_scene(ctx, "practice", "safranito", 3)
    practice = ctx.scenes.top
    for size, share in (((1280, 800), 0.68), ((1920, 1080), 0.74)):
        resize(ctx, size)
        render_scene(ctx)
        board = practice.painter.rect
        assert board.height >= share * size[1], (size, board)
        _view, _side, full, _window = practice.geometry()
        _x, y = practice.control.token_centre()
        assert y + full * practice.view_geom.scale < size[1], "a full pull fits"
        assert not board.colliderect(practice.panel), size


@pytest.mark.parametrize("language", ["en", "fr"])
def test_scharfe_schoten_trick_grows_in_a_wide_low_window(ctx, language):
    """At 1600×640 the trick stood at its 16:10 size (cards 100 px tall) in an empty
    middle; in a window wider than 16:10 it grows into the band between the top panel
    and the hand, clear of every panel and of the hand."""

    ctx.text = load_text(language)
    build_scene(ctx, "table", "scharfe-schoten", 3)
    table = ctx.scenes.top
    resize(ctx, (1600, 640))
    render_scene(ctx)
    view = table.view()
    slots = trick_rects(table.lay, view.table.num_players, ctx.theme.px)
    assert slots[0].height >= 0.2 * 640, slots[0]
    trick = slots[0].unionall(slots[1:])
    _board, named = parts(table, "scharfe-schoten")
    for name, rect in named.items():
        assert not trick.colliderect(rect), f"the trick {trick} covers {name} {rect}"
    assert trick.bottom + ctx.theme.px(64) <= table.lay.hand_top


def test_safranito_space_names_clear_the_bowls(ctx):
    """"Head chef" and "Reserve dish" stood under their discs, on the rims of the bowls
    below them (Cumin, Saffron, Cinnamon); every action space's name now clears every
    bowl, at every window size."""

    build_scene(ctx, "table", "safranito", 3)
    table = ctx.scenes.top
    for size in SIZES:
        resize(ctx, size)
        render_scene(ctx)
        painter, view = table.painter, table.view_geom
        for space in view.board.action_spaces:
            pill = painter.space_pill(space, view.to_screen)
            for bowl in view.board.bowls:
                bx, by = view.to_screen(bowl.x, bowl.y)
                nearest = (min(max(bx, pill.left), pill.right),
                           min(max(by, pill.top), pill.bottom))
                gap = math.dist((bx, by), nearest) - view.length(bowl.radius)
                assert gap > 0, f"{size}: {space.name}'s name {pill} is on {bowl.name}"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_safranito_your_side_label_clears_the_token_in_the_middle(ctx, language):
    """"Player 1 · your side" ran under the token waiting in the middle of the edge;
    the label now keeps to the band's left half, clear of it, at every size."""

    ctx.text = load_text(language)
    build_scene(ctx, "table", "safranito", 3)
    table = ctx.scenes.top
    n = table.state.num_players
    names = ["Player 1 of the kitchen", *(f"Player {s + 1}" for s in range(1, n))]
    for size in SIZES:
        resize(ctx, size)
        render_scene(ctx)
        view = table.view_geom
        painter = BoardPainter(ctx, view, table.board.seat_sides(n), names, 0,
                               table.colours)
        painter.layer()
        label = painter.your_side_label
        assert label is not None
        table.aim_control.position = 0.5
        x, y = table.aim_control.token_centre()
        radius = view.length(table.board.token.circumradius)
        token = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        token.center = (round(x), round(y))
        assert not label.colliderect(token), (size, label, token)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_safranito_panels_take_the_width_of_a_wide_low_window(ctx, language):
    """Issue 19 re-check, finding 10: at 1600×640 the full pull's room keeps the board
    ~413 px tall, and the panels beside it stayed 304 px wide over ~250 px of empty felt
    each side. They now widen into it: less than 8 % of the width is bare felt either
    side, nothing overlaps, and a full pull still fits below the board."""
    ctx.text = load_text(language)
    build_scene(ctx, "table", "safranito", 3)
    table = ctx.scenes.top
    for width, height in ((1600, 640), (1280, 800), (1920, 1080)):
        resize(ctx, (width, height))
        render_scene(ctx)
        board = table.painter.rect
        left = min(table.market_rect.left, table.dish_rect.left, table.counter_rect.left)
        right = max(rect.right for rect in table.player_rects.values())
        assert left <= 0.08 * width and width - right <= 0.08 * width, (width, left, right)
        for rect in (table.market_rect, table.dish_rect, table.counter_rect,
                     *table.player_rects.values()):
            assert not rect.colliderect(board), (width, rect, board)
        full = table.full_pull() * table.view_geom.scale
        _x, y = table.aim_control.token_centre()
        assert y + full < height, "a full pull fits in the window"


@pytest.mark.parametrize("language", ["en", "fr"])
def test_safranito_dish_names_stay_inside_the_dishes_panel(ctx, language):
    """The reserved row's names ran over the Dishes panel's bottom edge ("Dal tadka" on
    the border at 1600×640): the cards' height left room for one line of name, not
    the two a name may take."""
    ctx.text = load_text(language)
    build_scene(ctx, "table", "safranito", 1)  # the README's screenshot: a dish reserved
    table = ctx.scenes.top
    names = {ctx.text(f"safranito.dish_names.{dish.key}") for dish in table.game.dishes}
    px = ctx.theme.px
    for size in SIZES:
        resize(ctx, size)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        panel = table.dish_rect.inflate(-2 * px(3), -2 * px(3))  # inside its border
        shown = [label for label in record.visible()
                 if table.dish_rect.colliderect(label.rect)
                 and any(label.content in name for name in names)]
        assert len(shown) >= 4, size
        assert not [(x.content, x.rect) for x in shown if not panel.contains(x.rect)], \
            (size, panel)


def safranito_table(ctx, players: int):
    """A Safranito table mid-round with ``players`` seats, as the screenshot builds it."""
    names = ("Alex", "Ada", "Basil", "Clove")
    setup = MatchSetup("safranito", tuple(Seat(names[i], None if i == 0 else "heuristic")
                                          for i in range(players)), 3, {})
    match = setup.start()
    scene_class = table_scene_class("safranito")
    advance(match, "safranito", scene_class.screenshot_steps, scene_class.screenshot_until)
    ctx.scenes.push(MenuScene(ctx))
    table = scene_class(ctx, match, setup)
    table.records_results = False
    ctx.scenes.push(table)
    return table


@pytest.mark.parametrize("players", [2, 3, 4])
def test_safranito_board_and_right_column_use_their_space(ctx, players):
    """Issue 19 play-test (H1, X4): with two players, ~430 px of empty felt under the
    right-hand panels at 1280×800, two thirds of the column at 1920×1080. At every size
    the board's side is at least 97 % of the shorter side of the area it may take (the
    window less the header, the full pull's room below it, and the two columns at their
    narrowest: a square fills all it can of it), and under the players' panels no more
    felt is left empty than a log panel needs: the rest is the table's log. Every label
    fits (tests/ui/fitting.py)."""

    table = safranito_table(ctx, players)
    for size in SIZES:
        resize(ctx, size)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        assert not problems(record, pygame.Rect((0, 0), size)), problems(
            record, pygame.Rect((0, 0), size))
        px = ctx.theme.px
        board = table.painter.rect
        tall = size[1] - px(60) - pull_room_px(ctx.theme)
        wide = size[0] - 2 * (px(290) + 2 * px(14))
        assert board.width >= 0.97 * min(tall, wide), (size, board, tall, wide)
        column = [*table.player_rects.values()]
        if table.log_rect is not None:
            column.append(table.log_rect)
            assert not any(table.log_rect.colliderect(r) for r in table.player_rects.values())
        bottom = max(r.bottom for r in column)
        assert size[1] - bottom < px(LOG_LEAST) + px(14), (size, column)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_safranito_practice_stands_in_the_middle(ctx, language):
    """Issue 19 play-test (F1): flick practice drew its board at the left, its panel at
    the right edge, wide felt between them (1600×640: ~420 px left of the board, none
    right of the panel). The gauge, board and panel now stand as one group in the middle
    of the window: the felt either side of it differs by at most 40 px (scaled)."""

    ctx.text = load_text(language)
    build_scene(ctx, "practice", "safranito", 3)
    practice = ctx.scenes.top
    for size in SIZES:
        resize(ctx, size)
        render_scene(ctx)
        left = gauge_rect(practice.painter, ctx).left
        right = size[0] - practice.panel.right
        assert abs(left - right) <= ctx.theme.px(40) + 2, (size, left, right)
        assert not practice.panel.colliderect(practice.painter.rect)
