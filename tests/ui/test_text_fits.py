"""Text fits (issue 19, done-means 4): every scene of every game, built as the
``screenshot`` command builds it (menu, setup, settings, each table mid-round, a round
summary, the results, pause, rules, the pass screen, the tutorial, practice, and any
scene the command gains), in English and French, at 800×500, 1280×800, 1600×640 and
1920×1080. Every label goes through the one text-fitting rule
(:func:`game.ui.widgets.draw_text` / ``draw_paragraph``), which records it; a label
that leaves its box, its panel or the window, runs into another label, or is drawn
below the minimum size fails the test.

To keep it quick, each scene is built once per language and then laid out again at
each size, as a window resize does. Every step of the guided games is held to the same
rule where tests/tutorial/test_coach_points.py walks them at every size."""

import dataclasses

import pygame
import pytest

from game import registry
from game.safranito.table.panels import draw_dishes
from game.ui import screenshot
from game.ui.app import create_context, open_window
from game.ui.scenes.menu import MenuScene
from game.ui.screenshot import (
    SCENES,
    ScreenshotError,
    build_scene,
    demo_setup,
    render_scene,
)
from game.ui.table_start import table_scene_class
from game.ui.text_record import recording
from game.ui.widgets import (
    ELLIPSIS,
    Button,
    Chooser,
    draw_paragraph,
    draw_text,
    min_text_pixels,
    text_pixels,
    wrap_lines,
)
from tests.ui.conftest import drawn_menus
from tests.ui.fitting import cramped, inside, problems, split_words
from tests.ui.fitting import cut as cut_labels

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]
SHARED = ("menu", "settings", "daily", "stats")
"""Scenes that are the same whatever game is asked for."""


def check_scene(scene: str, game_id: str | None, language: str,
                players: int | None = None, whole: bool = False) -> list[str]:
    """What does not fit in ``scene`` at each size (``players`` seats, or the game's
    usual count); with ``whole``, a label the rule cut with "…" is a fault too."""
    open_window(SIZES[1])
    ctx = create_context(SIZES[1], language, sound=False)
    try:
        build_scene(ctx, scene, game_id, 3, players)
    except ScreenshotError:  # the game has no such scene (e.g. practice)
        return []
    found = []
    for size in SIZES:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        assert record.labels, f"{scene} drew no text"
        found += [f"{language} {size[0]}×{size[1]} {scene} {game_id or ''}: {p}"
                  for p in problems(record, pygame.Rect((0, 0), ctx.size))
                  + (cramped(record) if size != SIZES[0] else [])
                  + (cut_labels(record) if whole else [])]
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_scene_fits_at_every_size(game_id, language):
    found = []
    for scene in SCENES:
        if scene in SHARED and game_id != registry.game_ids()[0]:
            continue
        found += check_scene(scene, game_id, language)
    pygame.quit()
    assert not found, "\n".join(found)


FULLER = [game_id for game_id in registry.game_ids()
          if registry.rules(game_id).max_players > len(demo_setup(game_id, 3).seats)]
"""Games that seat more players than the screenshots above show (five cooks, six at
Chef de rang): their score tables have more rows, and less room under them."""


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", FULLER)
def test_score_screens_fit_whole_with_every_seat_taken(game_id, language):
    """Newcomer play-test, five cooks at 800×500 in French: the results' key line was
    cut ("…un total ne descend jama…"). The scenes above are built at each game's
    usual count (four cooks), where it fits, and a label the rule cuts is no fault to
    ``problems`` (the rule cuts where nothing better exists). Here the round summary
    and the results at the most seats the game takes: every label whole."""
    players = registry.rules(game_id).max_players
    found = [line for scene in ("round", "results")
             for line in check_scene(scene, game_id, language, players, whole=True)]
    pygame.quit()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_round_summary_note_wraps_rather_than_shrinks(language):
    """Newcomer play-test, five cooks at 800×500 in French: the note over the round's
    scores ("…; jamais sous 0 ★") was shrunk to the 8 px floor to stay on one line,
    the smallest text on the screen, though the panel had room for two lines. The
    note is drawn whole at the summary's small size, on as many lines as it needs."""
    found = []
    for size in SIZES:
        open_window(size)
        ctx = create_context(size, language, sound=False)
        build_scene(ctx, "round", "too-many-cooks", 3, 5)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        note = ctx.text("too_many_cooks.summary.note")
        lines = [label for label in record.visible()
                 if len(label.content) > 12 and label.content in note]
        small = text_pixels(ctx.theme, "small", None)
        if " ".join(label.content for label in lines) != note:
            found.append(f"{size}: the note drawn as {[line.content for line in lines]}")
        found += [f"{size}: {line.content[:30]!r} at {line.pixels} px, not {small}"
                  for line in lines if line.pixels < small]
        pygame.quit()
    assert not found, "\n".join(found)


def test_the_rule_shrinks_then_ellipsizes_never_below_the_minimum(ctx):
    surface = pygame.Surface((400, 200))
    long = "Chana masala with a very long name indeed " * 3
    with recording() as record:
        rect = draw_text(surface, ctx.theme, long, (10, 10), max_width=200)
        draw_paragraph(surface, ctx.theme, long * 4, pygame.Rect(10, 50, 200, 60))
    assert rect.width <= 200
    first, *lines = record.labels
    assert first.content.endswith(ELLIPSIS) and first.pixels == min_text_pixels(ctx.theme)
    assert lines[-1].content.endswith(ELLIPSIS)
    assert all(line.rect.bottom <= 50 + 60 + 4 and line.pixels >= line.minimum
               for line in lines)
    assert not problems(record, surface.get_rect())


def shown_at(size, language, build) -> list[str]:
    open_window(size)
    ctx = create_context(size, language, sound=False)
    build(ctx)
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    pygame.quit()
    return [label.content for label in record.visible()]


def test_names_and_scores_wrap_instead_of_being_cut():
    """Issue 19, defect 10: French menu names under their cards, Safranito's dish names
    and the results' "Sans soupe aujourd'hui +3" cells take two lines; the number at
    the end of a cell is never the part cut off."""

    def menu_choice(ctx):

        ctx.scenes.push(MenuScene(ctx))
        setup = screenshot.demo_setup("too-many-cooks", 3)
        match = setup.start()
        screenshot.advance(match, "too-many-cooks", None, lambda m: m.to_move == 0)
        table = table_scene_class("too-many-cooks")(ctx, match, setup)
        table.records_results = False
        ctx.scenes.push(table)

    shown = shown_at((800, 500), "fr", menu_choice)
    assert "Soupe aux" in shown and "champignons" in shown
    assert not [s for s in shown if s.endswith(ELLIPSIS)]
    results = shown_at((800, 500), "fr", lambda ctx: build_scene(ctx, "results",
                                                                 "too-many-cooks", 3))
    cut = [s for s in results if s.endswith(ELLIPSIS)]
    assert not cut, cut
    table = shown_at((1920, 1080), "en", lambda ctx: build_scene(ctx, "table", "safranito", 3))
    assert not [s for s in table if s.endswith(ELLIPSIS)]


@pytest.mark.parametrize("size", SIZES)
def test_menu_card_words_stay_on_their_card(size):
    """Check of issue 19, finding 6: the French Chef de rang card's "3 à 6 joueurs (2 pour
    s'entraîner)" ran off its card, and no test saw it: the card (a picture) was no
    panel, and the line had no width to keep, so nothing held it. Each card is now the
    box of its words, and every word of every card shows whole."""

    def menu(ctx):
        ctx.scenes.push(MenuScene(ctx))

    open_window(size)
    ctx = create_context(size, "fr", sound=False)
    menu(ctx)
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    cards = [card.rect for card in ctx.scenes.top.cards]
    pygame.quit()
    on_cards = [label for label in record.visible()
                if any(card.collidepoint(label.rect.center) for card in cards)]
    assert len(on_cards) >= 3 * len(cards)
    found = problems(record, pygame.Rect((0, 0), size))
    found += [f"{label.content!r} leaves its card" for label in on_cards
              if not any(inside(label.rect, card) for card in cards)]
    assert not found, found
    cut = [label.content for label in on_cards if label.content.endswith(ELLIPSIS)]
    assert not cut, cut


def cut_in_panels(game_id: str, language: str,
                  players: int = 3) -> dict[tuple[int, int], list[tuple[str, str]]]:
    """(shown, cut off) for each label in a panel the fitting rule shortened, per window
    size, on the table as the ``screenshot`` command builds it (mid-round)."""
    open_window(SIZES[1])
    ctx = create_context(SIZES[1], language, sound=False)
    build_scene(ctx, "table", game_id, players)
    cut = {}
    for size in SIZES:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        cut[size] = [(label.content, label.lost) for label in record.visible()
                     if label.panel is not None and label.lost is not None]
    pygame.quit()
    return cut


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["too-many-cooks", "scharfe-schoten", "safranito"])
def test_panel_words_are_whole_and_no_number_is_cut(game_id, language):
    """Check of issue 19, finding 4: "0 gagnée · cette manch…" (the round's points cut,
    French, even at 1920×1080), "Mushroom so…", Safranito's log line, Scharfe
    Schoten's French trump and rack lines. At 1280×800 and larger every word in a
    panel shows whole; at 800×500 a line may be shortened, but what is cut off holds
    no number."""
    found = []
    for size, cut in cut_in_panels(game_id, language).items():
        if size[0] >= 1280 and size[1] >= 640:
            found += [f"{size}: {shown!r} lost {lost!r}" for shown, lost in cut]
        else:
            found += [f"{size}: {shown!r} lost {lost!r}" for shown, lost in cut
                      if any(ch.isdigit() for ch in lost)]
    assert not found, "\n".join(found)


def test_a_word_is_never_split_across_lines(ctx):
    """Issue 19 (re-check, finding 2): "Vegetabl / e pulao" under a Safranito dish. The
    wrap breaks at spaces only; a word wider than the line shrinks the label, and at the
    minimum size it ends in "…", never in two pieces (a path may break after "/")."""

    font = ctx.theme.font("small", "bold", 12)
    narrow = font.size("Vegetable")[0] - 4
    lines = wrap_lines(font, "Vegetable pulao", narrow)
    assert not split_words("Vegetable pulao", lines), lines
    assert lines[0].endswith(ELLIPSIS)
    assert wrap_lines(font, "/home/cook/kitchen", font.size("/home/cook/")[0]) == \
        ["/home/cook/", "kitchen"]
    surface = pygame.Surface((400, 200))
    with recording() as record:
        draw_paragraph(surface, ctx.theme, "Vegetable pulao", pygame.Rect(10, 10, narrow + 5, 60),
                       role="small", size=14, style="bold", centred=True)
    assert not problems(record, surface.get_rect())
    assert record.labels[0].content == "Vegetable"  # shrunk to fit, whole


@pytest.mark.parametrize("size", SIZES)
def test_dish_names_keep_their_words(size):
    """The Dishes panel with the longest names face up, at every size: each name wraps
    between its words (a few dishes spread out so each name gets a slot's width)."""

    open_window(size)
    ctx = create_context(size, "en", sound=False)
    match = demo_setup("safranito", 4).start()
    scene_rules = match.game
    names = {d.key: i for i, d in enumerate(scene_rules.dishes)}
    longest = sorted(names, key=lambda k: -len(ctx.text(f"safranito.dish_names.{k}")))
    state = dataclasses.replace(match.state, face_up=tuple(names[k] for k in longest[:3]))
    surface = pygame.display.get_surface()
    panel = pygame.Rect(0, 0, ctx.theme.px(324), ctx.theme.px(250))
    with recording() as record:
        draw_dishes(surface, ctx, panel, state, scene_rules, (), (), False)
    pygame.quit()
    assert record.wraps and not problems(record, panel.inflate(8, 8)), \
        problems(record, panel.inflate(8, 8))


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("scene", ["setup", "pause"])
def test_button_labels_keep_room_from_the_edges(scene, language):
    """Issue 19 re-check (play-test, finding 11): "Opponents near my level", "Sauvegarder
    et quitter", "Autre numéro", "Reprendre la partie" and the Chef de rang option
    "Takes before a dead end ends phase 1: 30" filled their buttons edge to edge. At
    every size, a button's label keeps at least 8 px (at 1280×800, scaled) from each
    side, a chooser's 5 px from its arrows' squares (each arrow is centred in its
    square); the label shrinks or wraps inside."""

    found = []
    for game_id in registry.game_ids():
        open_window(SIZES[1])
        ctx = create_context(SIZES[1], language, sound=False)
        build_scene(ctx, scene, game_id, 3)
        top = ctx.scenes.top
        for size in SIZES:
            pygame.display.set_mode(size, pygame.RESIZABLE)
            pygame.mouse.set_pos((0, 0))
            with recording() as record:
                render_scene(ctx)
            controls = [w for w in (top.widgets() if hasattr(top, "widgets") else top.buttons)
                        if isinstance(w, (Button, Chooser))]
            px = ctx.theme.px
            for control in controls:
                chooser = isinstance(control, Chooser)
                edge = control.rect.height + px(5) if chooser else px(8)
                room = control.rect.inflate(-2 * edge, 0)
                found += [f"{size} {game_id}: {label.content!r} {label.rect} / {control.rect}"
                          for label in record.visible()
                          if control.rect.collidepoint(label.rect.center)
                          and label.content not in "‹›"  # (a chooser's arrows)
                          and not room.inflate(2, 0).contains(label.rect)]
        pygame.quit()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", SIZES)
def test_own_token_values_in_the_safranito_panel_are_readable(size):
    """Issue 19 re-check (play-test, finding 10): the values 10–60 of the viewer's
    tokens in the Safranito panel were printed on 20 px token pictures, ~6 px. Each value
    left to flick is now a label in the viewer's panel, at least the minimum size."""
    open_window(size)
    ctx = create_context(size, "en", sound=False)
    build_scene(ctx, "table", "safranito", 3)
    table = ctx.scenes.top
    pygame.mouse.set_pos((0, 0))
    with recording() as record:
        render_scene(ctx)
    pygame.quit()
    view = table.state
    panel = table.player_rects[table.viewer]
    values = [str(v) for v in view.unused[table.viewer] if v]
    assert values
    shown = [label for label in record.visible() if panel.contains(label.rect)
             and label.content in values]
    assert sorted(label.content for label in shown) == sorted(values), \
        [label.content for label in record.visible() if panel.contains(label.rect)]
    assert all(label.pixels >= label.minimum for label in shown)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_menu_card_lines_wrap_at_the_small_text_size(language):
    """Issue 19 play-test (V0): at 800×500 the French cards' players and tagline lines
    were 8 px, shrunk to one line each because "3 à 6 joueurs (2 pour s'entraîner)" was
    too long (13 px at 1280×800, of 16). The cards now take the window's room, and the
    lines wrap (the one rule: wrap, then "…") at the small text's size, far above the
    minimum, at every window size; each word whole, each line on its card."""
    found = []
    for ctx, record in drawn_menus(SIZES, language):
        size = ctx.size
        menu = ctx.scenes.top
        small = text_pixels(ctx.theme, "small", None)
        for card in menu.cards:
            words = f"{menu.players_line(card)} {ctx.text(f'games.{card.package}.tagline')}"
            shown = [label for label in record.visible()
                     if card.rect.collidepoint(label.rect.center)
                     and label.content in words]
            if " ".join(label.content for label in shown).split() != words.split():
                found.append(f"{size} {card.package}: {[x.content for x in shown]}")
            found += [f"{size} {label.content!r} at {label.pixels} px (small text {small})"
                      for label in shown if label.pixels < small]
            found += [f"{size} {label.content!r} leaves its card" for label in shown
                      if not inside(label.rect, card.rect)]
        found += problems(record, pygame.Rect((0, 0), size))
    assert not found, "\n".join(found)
