"""Chef de rang tells a new player what its floor and legend mean, at every window size
(issue 19, defect 9 and "the board uses the window"): the rooms are named on the floor,
the legend says in words which menus each room's tables take (a tooltip has the whole
rule), the phase rule is never cut, the reserved pile stays on screen, and the floor plan
grows with the window."""

import pygame
import pytest

from game.chef_de_rang.hints import zone_menus
from game.chef_de_rang.rules import Phase
from game.chef_de_rang.state import TakeRule
from game.engine.runner import Seat
from game.engine.text import load_text
from game.match_setup import MatchSetup
from game.ui.screenshot import advance, demo_setup, render_scene
from game.ui.table_start import table_scene_class
from game.ui.text_record import recording
from game.ui.widgets import ELLIPSIS
from tests.ui.conftest import click, frames, hover_words, resize

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]


def open_at(ctx, until):
    """The demo table (Alex at the screen, bots around), played on until ``until``."""
    setup = demo_setup("chef-de-rang", 1)  # seed 1: Alex reserves a RES menu early
    match = setup.start()
    advance(match, "chef-de-rang", None, until)
    assert until(match), "the demo match never reached the asked state"
    table = table_scene_class("chef-de-rang")(ctx, match, setup)
    table.records_results = False
    ctx.scenes.push(table)
    frames(ctx)
    return table


def shown(ctx):
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    return record.visible()


def alex_to_take(match) -> bool:
    public = match.state.public
    return public.phase is Phase.TAKING and match.to_move == 0 and len(public.path) >= 3 \
        and public.take_rule is TakeRule.NEIGHBOUR and bool(public.reserved[0]) \
        and len(match.legal_actions()) > 1  # (a forced take is played for the player)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_rooms_are_named_on_the_floor_and_the_legend_says_what_they_take(ctx, language):
    ctx.text = load_text(language)
    table = open_at(ctx, alex_to_take)
    text = ctx.text
    for size in SIZES:
        resize(ctx, size)
        labels = shown(ctx)
        for zone in table.plan.zones:
            name = text(f"chef_de_rang.zones.{zone}")
            # The name stands whole above the plan or, a room inside the floor's, on
            # it, over the room's own columns (test_chef_room_names: its own tables).
            plaque = [label for label in labels if label.content == name
                      and table.plan_rect.inflate(0, 4 * table.room_band())
                      .contains(label.rect)]
            assert plaque, f"{size}: no {name!r} on the floor"
            columns = {(label.rect.centerx - table.plan_rect.left) // table.cell
                       for label in plaque}
            assert columns <= {t.column for t in table.plan.tables if t.zone == zone}
            # The legend line says in words what the room's tables take.
            line = table.zone_sentence(zone)
            assert name in line and any(label.content == line for label in labels), \
                f"{size}: legend line {line!r} not drawn whole"
        assert not [label.content for label in labels
                    if label.content in ("all", "tous", "100 200 300")]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_legend_names_the_menus_only_one_room_serves(ctx, language):
    """Newcomer playtest, finding 3: "Centre: serves any menu" left out that 600s are
    served at the centre alone. A room's legend line, drawn whole, names every menu
    value no other room serves (from the rules' zones)."""
    ctx.text = load_text(language)
    table = open_at(ctx, alex_to_take)
    served = zone_menus(table.game)
    sole = {zone: [v for v in values if all(v not in served[other]
                                            for other in served if other != zone)]
            for zone, values in served.items()}
    assert any(sole.values())  # the 600s: the centre's alone
    for size in SIZES:
        resize(ctx, size)
        drawn = [label.content for label in shown(ctx)]
        for zone, values in sole.items():
            line = table.zone_sentence(zone)
            assert line in drawn, (size, line)
            assert all(str(v) in line for v in values), (size, line, values)


def test_the_room_plaques_the_legend_and_res_have_their_sentence_as_a_tooltip(ctx):
    table = open_at(ctx, alex_to_take)
    text = ctx.text
    for size in SIZES:
        resize(ctx, size)
        for zone, rect in table.room_labels():
            assert text(f"chef_de_rang.tips.room.{zone}") in hover_words(ctx, rect.center)
        legend = table.phase_rows()["legend"]
        assert text("chef_de_rang.tips.legend") in hover_words(ctx, legend.center)
        rule = table.phase_rows()["rule"]
        assert text("chef_de_rang.rule.neighbour") in hover_words(ctx, rule.center)
        assert text("chef_de_rang.tips.reserved") in hover_words(
            ctx, table.reserve_rect.move(0, -2).midbottom)
        # Each bot's reserved pile (the RES menus, face up) says what it is.
        for seat in range(1, len(table.match.seats)):
            if table.view().public.reserved[seat]:
                assert text("chef_de_rang.tips.seat_reserved") in hover_words(
                    ctx, table.seat_reserved_area(seat).center)



@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_phase_rule_shows_whole_at_every_size(ctx, language):
    """The rule "Take a table next to the last one taken" was cut ("…last one tak…") at
    1600×640 and 800×500: it wraps now."""
    ctx.text = load_text(language)
    table = open_at(ctx, alex_to_take)
    rule = ctx.text("chef_de_rang.rule.neighbour")
    for size in SIZES:
        resize(ctx, size)
        lines = [label.content for label in shown(ctx)
                 if table.phase_panel.contains(label.rect)
                 and label.content.removesuffix(ELLIPSIS) in rule]
        assert " ".join(lines) == rule, (size, lines)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_reserved_pile_shows_at_every_size(ctx, language):
    """Issue 19: the reserved pile was reported gone at 800×500 and 1600×640 once the
    player holds RES menus; each reserved card is drawn inside the window and the
    pile's panel, clear of the hand, and its label says what the pile holds."""
    ctx.text = load_text(language)
    table = open_at(ctx, alex_to_take)
    window = pygame.Rect((0, 0), ctx.size)
    for size in SIZES:
        resize(ctx, size)
        window = pygame.Rect((0, 0), ctx.size)
        drawn = " ".join(label.content for label in shown(ctx))
        assert {"en": "padlock", "fr": "cadenas"}[language] in drawn
        reserved = table.reserved_rects(table.view())
        assert reserved and all(window.contains(rect) and table.reserve_rect.contains(rect)
                                for _card, rect in reserved), size
        assert table.hand_band.contains(table.reserve_rect)
        hand = [rect for _card, rect in table.hand_rects(table.view())]
        assert not [r for r in hand if r.colliderect(table.reserve_rect)], size


def test_the_floor_plan_grows_with_the_window(ctx):
    """The floor plan fills its share of the window: in each size it takes at least 85 %
    of the limiting side of the room the hand and the seat column leave it (the rest is
    its walls and the room names); a wide window puts the hand beside the plan when that
    makes the tables bigger, so at 1920×1080 the plan has at least twice its 1280×800
    area and at 1600×640 (a low window) at least 1.2 times (it had 0.62 times)."""
    table = open_at(ctx, alex_to_take)
    area = {}
    for size in SIZES:
        resize(ctx, size)
        plan, region = table.plan_rect, table.plan_area
        area[size] = plan.width * plan.height
        assert region.contains(plan) and not plan.colliderect(table.hand_band)
        assert not plan.colliderect(table.column)
        fills = max(plan.width / region.width, plan.height / region.height)
        assert fills >= 0.85, (size, plan, region)  # the rest: walls, room names
    assert area[(1920, 1080)] >= 2.0 * area[(1280, 800)]
    assert area[(1600, 640)] >= 1.2 * area[(1280, 800)]


def alex_to_serve(match) -> bool:
    public = match.state.public
    return public.phase is Phase.SERVING and match.to_move == 0 \
        and len(match.legal_actions()) > 1


def test_the_hand_beside_the_plan_keeps_its_label_clear_of_lifted_cards(ctx):
    """Beside the plan (wide windows), a selected card lifts into the row above: its
    first row must start below the hand's label (it covered the label's second line)."""

    table = open_at(ctx, alex_to_serve)
    for size in [(1600, 640), (1920, 1080)]:
        resize(ctx, size)
        assert table.hand_beside
        view = table.view()
        card, rect = next((c, r) for c, r in table.hand_rects(view)
                          if c in table.playable_hand(view))
        click(ctx, (rect.left + 6, rect.top + 6))  # a real click, on its corner, selects it
        assert table.selected == card
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        label = [x for x in record.visible() if table.hand_band.contains(x.rect)
                 and x.rect.top < table.hand_band.top + 3 * table.small_line()]
        assert label
        cards = [r for _c, r in table.hand_rects(table.view())]
        assert not [(x.content, r) for x in label for r in cards if x.rect.colliderect(r)]
        table.selected = None  # (as a fresh turn: nothing chosen at the next size)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("until", [alex_to_take, alex_to_serve], ids=["taking", "serving"])
def test_the_seat_tip_explains_the_symbol_its_score_shows(ctx, language, until):
    """Check of issue 19, finding 3: the panels showed "≥1300" while their tip explained
    "≤". In phase 1 a hand with cards you cannot see reads as the range its points lie
    in (0–600: newcomer pass 9, finding 14a); in phase 2 they are menus left in hand,
    taken off: "at most" in words (a bare "≤2100" puzzled a newcomer). The tip
    explains the reading the panel draws."""
    ctx.text = load_text(language)
    table = open_at(ctx, until)
    view = table.view()
    bound = ctx.text("chef_de_rang.score_partial_max", points="").strip()
    checked = 0
    for seat, panel in table.seat_panels.items():
        if not view.hidden[seat]:
            continue
        total, _detail = table.score_texts(view, seat)
        drawn = [label.content for label in shown(ctx) if label.content == total
                 and panel.collidepoint(label.rect.center)]
        ranged = "–" in total
        assert drawn and (ranged or total.startswith(bound)), (total, drawn)
        words = hover_words(ctx, (panel.centerx, panel.top + ctx.theme.px(6)))
        if ranged:
            assert "0–600" in words and bound not in words, (total, words)
        else:
            assert bound in words.replace(total, "") and "–600" not in words, (total, words)
        checked += 1
    assert checked


def six_with_reserves(match) -> bool:
    """Phase 1 with some bot's RES menus in its panel (the pile the panel must fit)."""
    public = match.state.public
    return public.phase is Phase.TAKING and any(public.reserved[1:]) and match.to_move == 0


@pytest.mark.parametrize("language", ["en", "fr"])
def test_six_seat_panels_keep_backs_clear_of_symbol_and_words(ctx, language):
    """Issue 19 re-check (play-test, finding 5): six players at 800×500 (French), the
    stack of card backs in each panel covered the seat's symbol and the "N pions
    restants" line, and the last panel touched the window's rim. At every size, the
    backs and the reserved pile stay clear of the symbol and of every word in the panel
    (the "×N" beside the backs excepted), and each panel, turn ring included, stays
    inside the rim."""

    ctx.text = load_text(language)
    names = ["Alex", "Ada", "Basil", "Clove", "Dill", "Emeril"]
    setup = MatchSetup("chef-de-rang", tuple(Seat(names[i], None if i == 0 else "heuristic")
                                             for i in range(6)), 3, {})
    match = setup.start()
    advance(match, "chef-de-rang", None, six_with_reserves)
    assert six_with_reserves(match)
    table = table_scene_class("chef-de-rang")(ctx, match, setup)
    table.records_results = False
    ctx.scenes.push(table)
    found = []
    for size in SIZES:
        resize(ctx, size)
        px = ctx.theme.px
        inner = pygame.Rect((0, 0), ctx.size).inflate(-2 * px(10), -2 * px(10))
        labels = shown(ctx)
        view = table.view()
        for seat, panel in table.seat_panels.items():
            if not inner.contains(panel.inflate(px(6), px(6))):
                found.append(f"{size} seat {seat}: panel {panel} on the rim {inner}")
            count = ctx.text("chef_de_rang.cards_count", n=view.hand_size(seat))
            words = [label for label in labels if panel.contains(label.rect)
                     and label.content != count]
            cards = [table.seat_cards_area(seat)]
            if view.public.reserved[seat]:
                cards.append(table.seat_reserved_area(seat))
            for rect in cards:
                if rect.colliderect(table.seat_parts(seat).icon):
                    found.append(f"{size} seat {seat}: cards {rect} on the symbol")
                found += [f"{size} seat {seat}: cards {rect} on {label.content!r}"
                          for label in words if rect.colliderect(label.rect.inflate(0, -4))]
                if not panel.contains(rect):
                    found.append(f"{size} seat {seat}: cards {rect} out of {panel}")
    assert not found, "\n".join(found)
