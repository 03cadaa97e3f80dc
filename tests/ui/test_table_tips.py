"""Every counter and legend on each table explains itself (issue 19, done-means 7;
defect 9's "RES" and legend "all / 300 / 100 200 300"): resting the pointer on it, with
a real mouse event, shows one sentence saying what it means, in English and French."""

import importlib
import re

import pygame
import pytest

from game import registry
from game.engine.runner import Seat
from game.engine.text import load_text
from game.safranito.table.aim_draw import gauge_rect
from game.safranito.table.practice import VALUE, open_practice
from game.too_many_cooks.state import RoundRecord, SeatScore
from game.ui import text_record
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.scoreboard import RoundSummaryScene
from game.ui.tooltip import COVER
from tests.ui.conftest import click, frames, open_table, run_until
from tests.ui.test_too_many_cooks_scene import human_move


def point_of_its_own(rect: pygame.Rect, later: list[pygame.Rect]) -> tuple[int, int] | None:
    """A point of ``rect`` no tip listed after it covers (those win where they overlap)."""
    for fy in (0.5, 0.25, 0.75, 0.1, 0.9):
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            point = (rect.left + round(rect.width * fx), rect.top + round(rect.height * fy))
            if not any(r.collidepoint(point) for r in later):
                return point
    return None


def hover(ctx, pos: tuple[int, int]) -> list[str]:
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    with text_record.recording() as record:
        frames(ctx)
    return record.strings()


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_each_counter_explains_itself_on_hover(ctx, game_id, language):
    ctx.text = load_text(language)
    count = registry.rules(game_id).min_players + 1
    table = open_table(ctx, game_id, [Seat("Ann")] + [Seat(f"Bot {i}", "random")
                                                      for i in range(1, count)], 4)
    frames(ctx, 20)
    package = registry.require_info(game_id).package
    tips_of = importlib.import_module(f"game.{package}.table.tips").table_tips
    tips = tips_of(table, table.view())
    assert len(tips) >= 3
    explained = set()
    for index, (rect, words) in enumerate(tips):
        point = point_of_its_own(rect, [r for r, _w in tips[index + 1:]])
        if point is None or words == COVER:
            continue
        shown = " ".join(hover(ctx, point))
        # Split at plain spaces only: a French "prise\u00a0:" keeps its no-break space,
        # as the tip draws it (split() made it "prise :", found nowhere).
        start = " ".join(re.split(r"[ \t\n]+", words)[:3])
        assert start in shown, (words, shown[:200])
        explained.add(words)
    keys = [k for k in ctx.text.strings if k.startswith(f"{package}.tips.")]
    assert explained and len(explained) >= min(3, len(keys))


def shows(ctx, tips, words: str) -> None:
    """The tip saying ``words`` is there, and resting the pointer on it shows it."""
    index = next(i for i, (_r, w) in enumerate(tips) if w == words)
    point = point_of_its_own(tips[index][0], [r for r, _w in tips[index + 1:]])
    assert point is not None, words
    shown = " ".join(hover(ctx, point))
    assert " ".join(words.split()[:4]) in shown, (words, shown[:300])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_too_many_cooks_names_cards_menus_and_who_played(ctx, language):
    """Newcomer check: the bar under the pot, the dots under the pot's cards, the menu
    cards and every card in hand (bouillon and boil-over apart) each say what they are."""
    from game.too_many_cooks.rules import Phase  # local: the name clashes
    from game.too_many_cooks.table.tips import card_tip, table_tips  # local: the name clashes

    ctx.text = load_text(language)
    text = ctx.text
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Bot", "random")], 4)
    frames(ctx, 20)
    view = table.view()
    assert view.table.phase is Phase.MENU
    tips = table_tips(table, view)
    menu, _rect = table.menu_rects(view)[0]
    shows(ctx, tips, text("too_many_cooks.tips.menu", menu=text(f"too_many_cooks.menus.{menu}")))
    data = view.table.data
    boil = next(c for c in range(len(data.cards)) if data.is_boil_over[c])
    cup = next(c for c in range(len(data.cards)) if data.cards[c].bouillon)
    assert card_tip(text, view, boil) != card_tip(text, view, cup)
    card, _rect = table.hand_rects(view)[0]
    shows(ctx, tips, card_tip(text, view, card))
    assert "10" in text("too_many_cooks.tips.pot")  # the bar under the total: towards 10
    table.submit(next(iter(table.game.legal_actions(table.match.state))))
    for _ in range(3000):
        view = table.view()
        if view.table.trick and not table.animating:
            break
        if table.is_my_turn():
            table.submit(next(iter(table.game.legal_actions(table.match.state))))
        frames(ctx)
    play = view.table.trick[0]
    words = text("too_many_cooks.tips.pot_card", card=card_tip(text, view, play.card),
                 name=table.seat_name(play.seat))
    shows(ctx, table_tips(table, view), words)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_scharfe_schoten_explains_round_so_far_and_the_stock_marks(ctx, language):
    """Newcomer check: "Round so far: N", the own "Most 3 · least 3 · bonus 0 = 6" and
    the up/down marks on the stock chips each have a sentence."""
    from game.scharfe_schoten.table.tips import table_tips  # local: the name clashes

    ctx.text = load_text(language)
    text = ctx.text
    table = open_table(ctx, "scharfe-schoten", [Seat("Ann")] + [Seat(f"Bot {i}", "random")
                                                                  for i in range(1, 4)], 4)
    frames(ctx, 20)
    tips = table_tips(table, table.view())
    shows(ctx, tips, text("scharfe_schoten.tips.so_far_detail"))
    shows(ctx, tips, text("scharfe_schoten.tips.so_far"))
    shows(ctx, tips, text("scharfe_schoten.tips.stock"))
    assert text("scharfe_schoten.most") in text("scharfe_schoten.tips.stock")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_safranito_explains_spaces_tokens_aim_help_and_gauge(ctx, language):
    """Newcomer check: the four action spaces, the tray's token values, the colours of
    the aim help and the gauge's tick and red band each have a sentence."""
    from game.safranito.table.tips import table_tips  # local: the name clashes

    ctx.text = load_text(language)
    text = ctx.text
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Bot", "random")], 4)
    run_until(ctx, table.is_my_turn)
    view = table.view()
    tips = table_tips(table, view)
    for region in table.view_geom.board.action_spaces:
        shows(ctx, tips, text(f"safranito.tips.space.{region.name}"))
    value, _rect = table.counter.tray_rects(view)[-1]
    shows(ctx, tips, text("safranito.tips.token", value=value))
    shows(ctx, tips, text("safranito.tips.aim_help"))
    assert any(w == text("safranito.tips.gauge") for _r, w in tips)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_chef_de_rang_tables_say_number_room_and_path(ctx, language):
    """Newcomer check: a table's number, its room (the salon's green planters) and what
    it takes, the line through the taken tables (dotted where it jumps), and whose
    marker stands on it (recheck e: the seat symbols on the markers were unexplained)."""
    from game.chef_de_rang.table.tips import table_tips  # local: the name clashes

    ctx.text = load_text(language)
    text = ctx.text
    table = open_table(ctx, "chef-de-rang", [Seat("Ann")] + [Seat(f"Bot {i}", "random")
                                                               for i in range(1, 3)], 4)
    run_until(ctx, lambda: bool(table.view().public.path) and table.is_my_turn())
    view = table.view()
    tips = table_tips(table, view)
    taken = view.public.path[0]
    info = table.plan.tables[taken]
    words = " ".join([text("chef_de_rang.tips.table", n=taken + 1,
                           room=text(f"chef_de_rang.zones.{info.zone}"),
                           accepts=text(f"chef_de_rang.tips.accepts.{info.zone}")),
                      text("chef_de_rang.tips.path"),
                      text("chef_de_rang.tips.marker",
                           name=table.seat_name(view.public.markers[taken]))])
    shows(ctx, tips, words)
    salon = next(t for t in table.plan.tables if t.zone == "salon")
    assert any(w.startswith(text("chef_de_rang.tips.table", n=salon.index + 1,
                                 room=text("chef_de_rang.zones.salon"), accepts=""))
               and text("chef_de_rang.tips.accepts.salon") in w for _r, w in tips)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_chef_de_rang_cards_say_what_each_kind_does(ctx, language):
    """Newcomer recheck (finding 15): hovering a ×2, a saut or a plat du jour in hand
    showed only the generic "Your cards", and the words said RES where the cards show a
    padlock. Each card in hand and in the reserved pile now has its own sentence, and
    the words name the padlock."""
    from game.chef_de_rang.rules import CardKind, KeepPlat, Phase  # local: the name clashes
    from game.chef_de_rang.table.tips import card_tip, table_tips  # local: the name clashes

    ctx.text = load_text(language)
    text = ctx.text
    assert "RES" not in " ".join([text("chef_de_rang.reserved"),
                                  text("chef_de_rang.reserved_empty"),
                                  text("chef_de_rang.cards.menu_res", value=200),
                                  text("chef_de_rang.tips.hand"),
                                  text("chef_de_rang.tips.reserved")])
    padlock = {"en": "padlock", "fr": "cadenas"}[language]
    assert padlock in text("chef_de_rang.reserved") and padlock in text(
        "chef_de_rang.cards.menu_res", value=200)
    table = open_table(ctx, "chef-de-rang", [Seat("Ann")] + [Seat(f"Bot {i}", "random")
                                                               for i in range(1, 3)], 4)
    rules = table.game
    wanted = {CardKind.COUP_DOUBLE, CardKind.SAUT, CardKind.PLAT}

    def kinds_held():
        view = table.view()
        held = [c for c, _r in table.hand_rects(view)] + \
            [c for c, _r in table.reserved_rects(view)]
        return {rules.cards[c].kind for c in held} | \
            ({"res"} if any(rules.cards[c].res for c in held) else set())

    for _ in range(4000):  # Ann steers onto the kinds she lacks (a test may peek)
        if wanted | {"res"} <= kinds_held() or table.match.over:
            break
        view = table.view()
        if not table.is_my_turn() or table.animating or view.public.phase is Phase.SERVING:
            frames(ctx)
            continue
        if view.public.phase is Phase.PLAT_CHOICE:
            table.submit(KeepPlat())
            continue
        legal = rules.legal_tables(view)
        lacking = wanted - kinds_held()
        best = [t for t in legal if rules.cards[table.match.state.deck[t]].kind in lacking
                or ("res" not in kinds_held() and rules.cards[table.match.state.deck[t]].res)]
        table.submit(next(a for a in table.game.legal_actions(table.match.state)
                          if getattr(a, "table", None) == (best or legal)[0]))
    run_until(ctx, lambda: table.is_my_turn() and not table.animating)
    view = table.view()
    assert view.public.phase is not Phase.SERVING
    tips = table_tips(table, view)
    shown_kinds = set()
    for card, _rect in table.hand_rects(view) + table.reserved_rects(view):
        info = rules.cards[card]
        key = "res" if info.res else info.kind
        if key in shown_kinds or (key not in wanted and key != "res"):
            continue
        words = card_tip(text, rules, card)
        assert words != text("chef_de_rang.tips.hand")
        shows(ctx, tips, words)
        shown_kinds.add(key)
    assert shown_kinds == wanted | {"res"}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_too_many_cooks_dots_menu_slots_and_summary_columns_explain_themselves(ctx, language):
    """Newcomer recheck: the dot under each pot card (an overlapping card answered over
    its neighbour's dot), the empty menu slot before menus are picked, and the round
    summary's Good / Bad / Bonus columns had no sentence of their own."""
    from game.too_many_cooks.rules import Phase  # local: the name clashes
    from game.too_many_cooks.table.tips import table_tips  # local: the name clashes

    ctx.text = load_text(language)
    text = ctx.text
    table = open_table(ctx, "too-many-cooks", [Seat("Ann"), Seat("Bot 1", "random"),
                                                Seat("Bot 2", "random")], 4)
    frames(ctx, 5)
    view = table.view()
    assert view.table.phase is Phase.MENU and view.chosen[1] is None
    # Before anyone picks: the empty frame on a bot's panel says what goes there.
    shows(ctx, table_tips(table, view),
          text("too_many_cooks.tips.menu_slot.empty", name=table.seat_name(1)))
    # Ann's moves by click until the pot holds three cards: each dot names its player.
    for _ in range(3000):
        view = table.view()
        if len(view.table.trick) >= 3 and not table.animating and table.is_my_turn():
            break
        if isinstance(ctx.scenes.top, RoundSummaryScene):
            click(ctx, ctx.scenes.top.button.rect.center)
        elif table.is_my_turn() and not table.animating:
            click(ctx, human_move(ctx, table)[1])
        else:
            frames(ctx)
    tips = table_tips(table, view)
    shows(ctx, tips, text("too_many_cooks.tips.menu_slot.shown", name=table.seat_name(1),
                          menu=text(f"too_many_cooks.menus.{view.chosen[1]}")))
    for play, rect in table.pot_rects(view.table.trick):
        shown = " ".join(hover(ctx, (rect.centerx, rect.bottom + ctx.theme.px(9))))
        words = text("too_many_cooks.tips.pot_dot", name=table.seat_name(play.seat))
        assert " ".join(words.split()[:4]) in shown, (play, shown[:200])
    # The round summary (the table's own, for a round record): each header explains.

    summary = table.round_summary(RoundRecord(round=1, dealer=0, seats=tuple(
        SeatScore(s, "pea", (), (), (), 0, 0, 5, 5) for s in range(3)), tricks=(),
        discarded_pot=()))
    ctx.scenes.push(summary)
    with text_record.recording() as record:
        frames(ctx)
    labels = {label.content: label.rect for label in record.labels}
    for key in ("plus", "minus", "bonus"):
        header = labels[text(f"too_many_cooks.summary.{key}")]
        shown = " ".join(hover(ctx, header.center))
        words = text(f"too_many_cooks.summary.tips.{key}")
        assert " ".join(words.split()[:4]) in shown, (key, shown[:200])


@pytest.mark.parametrize("language", ["en", "fr"])
def test_scharfe_schoten_numbers_on_the_trump_colours_name_the_super_trumps(ctx, language):
    """Newcomer recheck: the trump order's numbers (9 / 8 / 4 / 2) read as strengths;
    resting on one says it is that colour's super-trump card."""
    from game.scharfe_schoten.table.tips import table_tips  # local: the name clashes

    ctx.text = load_text(language)
    text = ctx.text
    table = open_table(ctx, "scharfe-schoten", [Seat("Ann")] + [Seat(f"Bot {i}", "random")
                                                                  for i in range(1, 4)], 4)
    frames(ctx, 20)
    view = table.view()
    deck = view.table.deck
    tips = table_tips(table, view)
    for rank, (colour, card) in enumerate(zip(view.table.trump_order, view.table.super_trumps,
                                              strict=True)):
        shows(ctx, tips, text("scharfe_schoten.tips.super_number", value=deck.value_of(card),
                              colour=text(f"scharfe_schoten.colours.{deck.colours[colour]}"),
                              rank=rank + 1))


@pytest.mark.parametrize("language", ["en", "fr"])
def test_safranito_says_four_flicks_hidden_tokens_gauge_and_the_practice_token(ctx, language):
    """Newcomer recheck: "Flick a token (4 to go)" beside six tokens, the others'
    tokens on the board with no number and no tooltip, the gauge (and its red smash
    band) drawn only while pulling so its tooltip could not be found, and the "30" on
    the practice token."""
    from game.safranito.rules import Phase  # local: the name clashes
    from game.safranito.table.tips import table_tips  # local: the name clashes

    ctx.text = load_text(language)
    text = ctx.text
    table = open_table(ctx, "safranito", [Seat("Ann"), Seat("Bot", "random")], 4)
    rules = table.game

    def bots_token_down():
        view = table.view()
        return table.is_my_turn() and view.phase is Phase.FLICK and not table.busy and any(
            t.owner != table.viewer and not t.value for t in view.board)

    for _ in range(5000):  # Ann flicks (first legal flick) until a bot's token lies down
        if bots_token_down():
            break
        if table.is_my_turn() and not table.busy and not table.animating:
            table.submit(rules.legal_actions(table.match.state)[0])
        frames(ctx)
    assert bots_token_down()
    view = table.view()
    per_round = rules.table[view.num_players].tokens_per_round
    assert len(rules.token_values) > per_round  # six tokens shown, four flicked
    heading, explanation = table.counter.text(view)
    assert str(per_round) in heading
    assert text("safranito.counter.flick_rounds", per_round=per_round,
                tokens=len(rules.token_values)) in explanation
    tips = table_tips(table, view)
    shows(ctx, tips, text("safranito.tips.hidden_token", name=table.seat_name(1)))
    # The gauge stands beside the board while Ann aims, before any pull: its dark red
    # smash band is there to see, and resting on it explains it.
    bar = gauge_rect(table.painter, ctx)
    hover(ctx, (bar.centerx, bar.top + 2))
    surface = pygame.display.get_surface()
    assert surface.get_at((bar.centerx, bar.top + 2))[:3] == (110, 30, 30)
    shows(ctx, tips, text("safranito.tips.gauge"))
    # The practice token's printed 30, and the gauge there too.
    ctx.scenes.push(MenuScene(ctx))
    practice = open_practice(ctx, 3, False)
    frames(ctx)
    x, y = (round(v) for v in practice.control.token_centre())
    shown = " ".join(hover(ctx, (x, y)))
    words = text("safranito.practice.token_tip", value=VALUE)
    assert " ".join(words.split()[:5]) in shown, shown[:300]
    bar = gauge_rect(practice.painter, ctx)
    shown = " ".join(hover(ctx, bar.center))
    assert " ".join(text("safranito.tips.gauge").split()[:4]) in shown


def test_the_secret_menus_dialog_answers_only_for_itself(ctx):
    """Newcomer 5: resting on the header of "Choose your secret menu" showed the pot's
    tip ("The pot's total…") over the menu choices; the dialog covers the table's tips,
    and each of its menus still says what it is."""
    from game.too_many_cooks.table.tips import table_tips  # local: the name clashes

    table = open_table(ctx, "too-many-cooks", [Seat("Ann")] + [Seat(f"Bot {i}", "random")
                                                               for i in range(1, 5)], 4)
    frames(ctx, 5)
    view = table.view()
    dialog = table.menu_dialog_rect(view)
    assert dialog is not None and table.menu_choice_open(view)
    choices = [rect for _menu, rect in table.menu_rects(view)]
    # The table's own tips (seats, hand, empty menu slots): none may answer through
    # the dialog, whether or not this window's layout puts one under it.
    under = [(rect, words) for rect, words in table_tips(table, view)
             if words != COVER and rect not in choices]
    assert under, "the table has tips of its own while the dialog is open"
    pot_words = " ".join(ctx.text("too_many_cooks.tips.pot").split()[:3])
    for y in range(dialog.top + 4, min(choices, key=lambda r: r.top).top, 6):
        shown = " ".join(hover(ctx, (dialog.centerx, y)))
        assert pot_words not in shown and not any(
            " ".join(words.split()[:3]) in shown for _r, words in under), (y, shown[:200])
    menu, rect = table.menu_rects(view)[0]
    shown = " ".join(hover(ctx, rect.center))
    assert ctx.text(f"too_many_cooks.menus.{menu}") in shown
