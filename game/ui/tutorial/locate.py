"""Where a thing the coach talks about is on screen: ``locate(scene, thing) -> Rect``.

Things are the strings ``game/<package>/lessons.py`` names (``hand``, ``pot``,
``card:17``, ``table:4``, ``region:cumin``...). Each game's finder reads only the table
scene's public layout (its rect attributes and geometry helpers); anything it cannot
find is ``None`` and the coach simply draws no arrow. A scene being reworked by its
game's owner therefore never breaks the guided game, it only loses an arrow.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol, runtime_checkable

import pygame

Finder = Callable[[Any, str], "pygame.Rect | None"]


def union(rects: Iterable[pygame.Rect]) -> pygame.Rect | None:
    rects = list(rects)
    if not rects:
        return None
    return rects[0].unionall(rects[1:])


def _too_many_cooks(scene: Any, thing: str) -> pygame.Rect | None:
    view = scene.view()
    if thing == "hand":  # an empty hand (the round over) is nothing to frame: its
        # band across the window's foot was framed as a line across it (newcomer 4)
        return union(r for _, r in scene.hand_rects(view))
    if thing.startswith("card:"):
        card = int(thing[5:])
        return next((r for c, r in scene.hand_rects(view) if c == card), None)
    if thing == "legal":
        return union(_legal_runs(scene)) or union(r for _, r in scene.hand_rects(view))
    label = scene.ctx.theme.px(28)  # each menu card's name is written under it
    if thing == "menus":
        return union(r.inflate(0, label).move(0, label // 2)
                     for _, r in scene.menu_rects(view))
    if thing.startswith("menu:"):
        menu = thing[5:]
        return next((r.inflate(0, label).move(0, label // 2)
                     for m, r in scene.menu_rects(view) if m == menu), None)
    if thing == "pot":  # its cards, and the total over them with its label (a frame
        # along the total's edge read as cutting it: recheck19d)
        px = scene.ctx.theme.px
        rect = pygame.Rect(0, 0, px(300), px(200))
        rect.center = scene.pot_center
        label_top = scene.pot_center[1] - px(126) - scene.ctx.theme.font("small").get_linesize()
        return rect.union(rect.move(0, label_top - rect.top))
    if thing == "scores":
        return scene.spots[scene.viewer].panel
    return None


def _legal_runs(scene: Any) -> list[pygame.Rect]:
    """The cards the rules let the learner play now (Too Many Cooks' or Scharfe
    Schoten's ``playable``), one rect per run of neighbours in the hand: a frame never
    takes in a card that may not be played (Scharfe Schoten's "You may play: green 12"
    framed the whole hand: newcomer 8)."""
    view = scene.view()
    legal = {a.card for a in scene.game.playable(view) if hasattr(a, "card")}
    runs: list[list[pygame.Rect]] = []
    previous = False
    for card, rect in scene.hand_rects(view):
        if card in legal:
            if previous:
                runs[-1].append(rect)
            else:
                runs.append([rect])
        previous = card in legal
    return [run[0].unionall(run[1:]) for run in runs]


def _scharfe_schoten(scene: Any, thing: str) -> pygame.Rect | None:
    view = scene.view()
    lay = scene.lay
    if thing == "hand":
        return union(r for _, r in scene.hand_rects(view))
    if thing.startswith("card:"):
        card = int(thing[5:])
        return next((r for c, r in scene.hand_rects(view) if c == card), None)
    if thing == "legal":
        return union(_legal_runs(scene)) or union(r for _, r in scene.hand_rects(view))
    if thing == "contracts":
        rects = scene.contract_rects()
        flat = [r for row in rects for r in (row if isinstance(row, (list, tuple)) else [row])]
        return union(r for r in flat if isinstance(r, pygame.Rect))
    if thing.startswith("rack"):
        # The rack choice's big columns while its dialog is open, else the rack on the
        # table (top right): the dialog's place is empty until then (issue 19).
        dialog = scene.dialog_rect()
        rects = scene.rack_choice_rects() if dialog is not None \
            else scene.rack_panel_columns()
        if thing.startswith("rack:") and rects:
            colour = scene.game.deck.colours.index(thing[5:])
            return rects[colour] if colour < len(rects) else None
        return lay.rack if dialog is None else union(rects) or lay.rack
    if thing == "trumps":
        return lay.trumps
    if thing == "scores":
        return lay.seats[scene.viewer].panel
    if thing == "trick":  # its cards as drawn, their names and "Trick to ..." (a
        # rect three hand cards wide cut the trick's last card: newcomer 7)
        drawn = union(scene.trick_read_rects())
        if drawn is not None:
            return drawn
        rect = pygame.Rect(0, 0, lay.card_w * 3, lay.card_h + lay.card_h // 2)
        rect.center = lay.trick_centre
        return rect
    return None


def _picker_shown(scene: Any) -> bool:
    """Chef de rang's plat du jour picker is on screen (the scene's own condition)."""
    return bool(scene.picker_options(scene.view()) and scene.is_my_turn())


def _chef_de_rang(scene: Any, thing: str) -> pygame.Rect | None:
    state = scene.state
    if thing == "plan":
        return scene.plan_rect
    if thing == "legal":
        return union(scene.table_rect(t) for t in scene.game.legal_tables(state)) \
            or scene.plan_rect
    if thing.startswith("table:"):
        return scene.table_rect(int(thing[6:]))
    if thing.startswith("card:"):  # a card of the learner's, in the hand or reserved pile
        card = int(thing[5:])
        view = scene.view()
        return next((r for c, r in [*scene.hand_rects(view), *scene.reserved_rects(view)]
                     if c == card), None)
    if thing == "plat" and _picker_shown(scene):
        return scene.picker_panel(scene.view())
    if thing == "plat":  # the plat du jour just taken, in the hand
        pending = getattr(state.public, "pending_plat", -1)
        found = next((r for c, r in scene.hand_rects(scene.view()) if c == pending), None)
        if found is not None:
            return found
    if thing == "legend":  # where each menu may be served (the phase panel's lines)
        return scene.phase_rows()["legend"]
    if thing == "hand" and scene.hand_beside:
        # The cards under their label, not the column: the column's felt under the
        # cards is where the box goes in phase 2 (framing the whole column sent it
        # over the tables of the plan at 1920x1080: newcomer playtest).
        view = scene.view()
        cards = union(r for _, r in scene.hand_rects(view))
        if cards is not None:
            return cards.union(scene.hand_label_rect(view))
    if thing == "phase":  # the phase box: which phase, its rule, its progress
        return scene.phase_panel
    if thing in ("hand", "plat"):
        return scene.hand_band
    if thing == "scores":
        return scene.seat_panels.get(scene.viewer) or scene.column
    return None


def _safranito(scene: Any, thing: str) -> pygame.Rect | None:
    geom = scene.view_geom
    if thing == "board":
        return pygame.Rect(geom.left, geom.top, geom.size, geom.size)
    if thing.startswith("region:"):
        region = scene.board.region(thing[7:])
        x, y = geom.to_screen(region.x, region.y)
        r = geom.length(region.radius)
        return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
    if thing.startswith("token:"):
        token = int(thing[6:])
        for t in scene.view().board:
            if t.id == token:
                x, y = geom.to_screen(t.x, t.y)
                r = geom.length(25)
                return pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r))
        return None
    if thing == "edge":
        (ax, ay), (bx, by) = geom.side_segment(scene.my_side())
        return pygame.Rect(min(ax, bx), min(ay, by), abs(bx - ax) or 8, abs(by - ay) or 8)
    if thing == "market":
        return scene.market_rect
    if thing == "dishes":
        return scene.dish_rect
    if thing == "hand":
        return scene.player_rects.get(scene.viewer)
    if thing.startswith("seat:"):
        return scene.player_rects.get(int(thing[5:]))
    return None


# -- what the coach panel must not cover -----------------------------------------------
# Each game's list of (rect, weight): how bad it is to hide that part of the table. The
# players' panels weigh most (who has what is the first thing a newcomer looks for).
PLAYERS, BOARD, LOW = 100.0, 3.0, 1.0
HAND = 1000.0
"""The learner's own hand (and reserved cards): never hidden if any spot avoids it."""
READ = 50.0
"""What the learner reads to choose a move (the led suit's chip, the pot's total,
Scharfe Schoten's trick with its players' names, Safranito's bowls and its log of
the others' moves): hidden only where every other spot hides more, never for a
shorter arrow (the "Your move" box covered "Onion led", the one thing that says
whether to follow suit: newcomer, fixE)."""

PANEL = 60.0
"""A side panel of the table the step does not point at (Safranito's market, dishes,
and counter between the learner's turns): the coach ranks it with :data:`READ`, so its
box goes on free felt, a page of words at a time if need be, wherever such a spot
exists (the opening box lay over the counter and the dishes beside free felt under
the board: newcomer pass 10, finding 4); a toast weighs it as the board."""

ORDERED = PLAYERS + 1.0
"""A table of Chef de rang's plan taken in phase 1, in phase 2 (served on): the coach
ranks it with the players' panels; a toast weighs it as the board (the whole plan is
ordered tables, with a panel's margin round each a toast lay on the panels)."""

Clear = list[tuple[pygame.Rect, float]]


def _cards(rects: Iterable[tuple[Any, pygame.Rect]]) -> list[pygame.Rect]:
    """A row of cards as one rect (overlapping cards would count twice otherwise)."""
    found = union(r for _, r in rects)
    return [] if found is None else [found]


def _clear_too_many_cooks(scene: Any) -> Clear:
    view = scene.view()
    found: Clear = [(spot.panel, PLAYERS) for spot in scene.spots.values()]
    found += [(r, HAND) for r in _cards(scene.hand_rects(view))]
    dialog = scene.menu_dialog_rect(view)
    if dialog is not None:  # the secret menu's dialog: never hidden
        found.append((dialog, HAND))
    pot = _too_many_cooks(scene, "pot")
    if pot is not None:
        found.append((pot, LOW))
    if view.table.phase.value != "menu":  # the total is drawn once the play starts
        found.append((scene.pot_total_rect(), READ))
    found += [(chip, READ) for chip, _tip in scene.chip_tips]  # "Onion led"...
    return found


def _clear_scharfe_schoten(scene: Any) -> Clear:
    view = scene.view()
    lay = scene.lay
    found: Clear = [(box.panel, PLAYERS) for box in lay.seats.values()]
    found += [(lay.trumps, BOARD), (lay.rack, BOARD)]
    found += [(r, HAND) for r in _cards(scene.hand_rects(view))]
    for thing in ("trick", "contracts", "rack"):
        rect = _scharfe_schoten(scene, thing)
        if rect is not None and rect != lay.rack:
            found.append((rect, LOW))
    led = scene.led_pill_rect()
    if led is not None:  # "Green led: follow if you can"
        found.append((led, READ))
    # The trick's cards, their players' names and "Winning": what the steps of the
    # play talk about ("Green was led..." lay over Basil's lead card and name).
    found += [(rect, READ) for rect in scene.trick_read_rects()]
    dialog = _ss_dialog(scene)
    if dialog is not None:  # its explanation lines are what the coach talks about
        found.append((dialog, HAND))
    return found


def _ss_dialog(scene: Any) -> pygame.Rect | None:
    """Scharfe Schoten's contract or rack dialog, while it is open (the scene's own
    condition: the viewer has that decision to make now)."""
    phase = scene.view().table.phase
    if getattr(phase, "value", "") in ("contracts", "rack_choice") and scene.offered(
            scene.view()):
        return pygame.Rect(scene.lay.choice)
    return None


def _clear_chef_de_rang(scene: Any) -> Clear:
    found: Clear = [(r, PLAYERS) for r in scene.seat_panels.values()]
    # The tables are what the learner reads to choose a move (which are free, whose
    # marker, what was served): the coach's box goes on free felt where any is, a page
    # of words at a time if need be (it lay over the salon's tables: newcomer pass 11,
    # finding 10). READ is the coach's alone: a toast weighs the plan as the board.
    found += [(scene.phase_panel, PLAYERS), (scene.plan_rect, BOARD)]
    public = scene.view().public
    if public.phase.value == "serving":
        # Phase 2 is played on the ordered tables (a marker on them): ranked with the
        # players' panels (the box hid the tables to serve at 1280x800: newcomer
        # playtest). The others count twice, the felt between them once: the box lay
        # on them beside free felt under the hand at 1920x1080 (newcomer playtest).
        found.append((scene.plan_rect, READ))
        found += [(scene.table_rect(t), ORDERED if seat >= 0 else READ)
                  for t, seat in enumerate(public.markers)]
    elif public.phase.value == "over":
        # Game over: a table no one took is felt (a replay's final scores may lie there).
        found += [(scene.table_rect(t), READ) for t, seat in enumerate(public.markers)
                  if seat >= 0]
    else:
        found.append((scene.plan_rect, READ))
    # The rooms' names over the plan: the box hides them only where nothing else fits
    # (with a gap above and below: the replay's final scores touched them, finding 12),
    # ranked with the players' panels: the tables beside them are read too (READ).
    gap = scene.ctx.theme.px(3)
    found += [(rect.inflate(0, 2 * gap), PLAYERS) for _room, rect in scene.room_labels()]
    found += [(r, HAND) for r in _cards(scene.hand_rects(scene.view()))]
    if scene.is_my_turn():  # the tables lit for the learner's move: what they choose from
        found += [(scene.table_rect(t), HAND) for t in scene.highlighted_tables(scene.view())]
    found += [(r, HAND) for r in _cards(scene.reserved_rects(scene.view()))]
    # The hand's label ("Your hand · 2 cards", two lines at most): a box in the felt
    # of an empty hand's column goes under it where it can; read where the coach
    # speaks of the hand (the plat du jour's step covered it at 1920x1200).
    # As wide as its words: the felt right of it is the box's (at 1280x800 phase 1's
    # words paged two lines at a time under a label kept the band's full width). Ranked
    # with the panels: a box over unlit tables hides less than one over "Your hand ·
    # 6 cards · menus 600" cut off (French, 1280x800).
    px = scene.ctx.theme.px
    found.append((scene.hand_label_rect(scene.view()).inflate(px(12), px(12)), PLAYERS))
    if _picker_shown(scene):  # a dialog: never hidden
        found.append((scene.picker_panel(scene.view()), HAND))
    if scene.view().public.phase.value in ("taking", "plat_choice"):
        # The "Reserved padlock menus" box beside the hand, part of it (newcomer 6: the
        # box covered it and its words at the plat du jour's steps).
        found.append((pygame.Rect(scene.reserve_rect), HAND))
    return found


def _clear_safranito(scene: Any) -> Clear:
    found: Clear = [(r, PLAYERS) for r in scene.player_rects.values()]
    # On the learner's move the counter is their hand: the token tray (or the answer's
    # buttons) and the help line saying how to answer (newcomer 7: the "flick your 20"
    # box covered the help under the tray).
    found += [(scene.market_rect, PANEL), (scene.dish_rect, PANEL),
              (scene.counter_rect, HAND if scene.is_my_turn() else LOW)]
    if not scene.is_my_turn():  # its heading says what the table waits for: in view
        counter = pygame.Rect(scene.counter_rect)
        found.append((pygame.Rect(counter.left, counter.top, counter.width,
                                  scene.ctx.theme.px(40)), PANEL))
    board = _safranito(scene, "board")
    if board is not None:
        found.append((board, BOARD))
    for region in scene.board.regions:  # the bowls and action spaces, with their names
        found += [(rect, READ) for rect in [_safranito(scene, f"region:{region.name}")]
                  if rect is not None]
    if scene.log_rect is not None:  # "Lately at the table": what the others did
        found.append((scene.log_rect, READ))
    rail = safranito_rail(scene)
    if rail is not None:  # where the learner lays a token to flick it
        found.append((rail, HAND))
        if scene.flicking(scene.view()):  # and the felt under it, where the pull goes
            found.append((pygame.Rect(rail.left, rail.bottom, rail.width,
                                      scene.ctx.theme.px(200)), BOARD))
    return found


def safranito_rail(scene: Any) -> pygame.Rect | None:
    """Safranito's rim strip on the learner's side ("your side"), on screen."""
    left, top, width, height = scene.view_geom.rim_band(scene.my_side())
    return pygame.Rect(round(left), round(top), round(width), round(height))


@runtime_checkable
class ShowsStaticPanels(Protocol):
    """A table that says which of its panels hold static text (every
    :class:`~game.ui.table_hooks.TableHooks` does; ``None`` where it has none)."""

    def static_panels(self) -> list[pygame.Rect] | None: ...


def static_panels(scene: object) -> list[pygame.Rect]:
    """``scene``'s panels of static text, as the table itself answers
    (:meth:`~game.ui.table_hooks.TableHooks.static_panels`): a reading step's box lies
    over them, rather than over what the learner reads and acts on, where no free felt
    holds its words. Empty for a scene that is no table or has no such panel; an error
    in the table's answer is raised, not taken for "no panel"."""
    if not isinstance(scene, ShowsStaticPanels):
        return []
    return [pygame.Rect(rect) for rect in scene.static_panels() or []]


FINDERS: dict[str, Finder] = {"too_many_cooks": _too_many_cooks,
                              "scharfe_schoten": _scharfe_schoten,
                              "chef_de_rang": _chef_de_rang, "safranito": _safranito}


CLEARS: dict[str, Callable[[Any], Clear]] = {
    "too_many_cooks": _clear_too_many_cooks, "scharfe_schoten": _clear_scharfe_schoten,
    "chef_de_rang": _clear_chef_de_rang, "safranito": _clear_safranito}


@runtime_checkable
class ShowsSeatPanels(Protocol):
    """A table that says where each seat's panel is (every
    :class:`~game.ui.table_hooks.TableHooks` does; ``None`` where it has none)."""

    def seat_panel_rects(self) -> dict[int, pygame.Rect] | None: ...


def seat_panels(scene: object) -> dict[int, pygame.Rect]:
    """Each seat's panel on ``scene`` as laid out (its name and scores), as the table
    itself answers: where what belongs to a seat goes near (the replay's open hands).
    Empty for a scene that is no table or has none; an error in the table's answer is
    raised, not taken for "no panels"."""
    if not isinstance(scene, ShowsSeatPanels):
        return {}
    return {seat: pygame.Rect(rect) for seat, rect in (scene.seat_panel_rects() or {}).items()}


POINTABLE: dict[str, tuple[str, ...]] = {
    "too_many_cooks": ("hand", "menus", "pot", "scores"),
    "scharfe_schoten": ("hand", "contracts", "rack", "trumps", "scores", "trick"),
    "chef_de_rang": ("hand", "scores", "legend", "phase"),
    "safranito": ("market", "dishes", "hand", "edge")}
"""What each game's coach points at in the course of a guided game (as ``locate``
names them): where Next settles must leave room beside all of them."""


def pointable(scene: Any) -> list[pygame.Rect]:
    """Every part of ``scene`` its coach may point at later (and where the hand, a
    dialog or the rail will be), skipping the board itself (it cannot be avoided):
    the first reading step puts Next clear of these, so it need not move after."""
    package = getattr(scene, "package", "")
    found = [locate(scene, thing) for thing in POINTABLE.get(package, ())]
    try:
        if package in ("too_many_cooks", "chef_de_rang"):
            found.append(pygame.Rect(scene.hand_band))
        if package == "scharfe_schoten":
            found.append(pygame.Rect(scene.lay.choice))
        if package == "safranito":
            found.append(safranito_rail(scene))
    except (AttributeError, KeyError, IndexError, TypeError, ValueError):
        pass
    return [r for r in found if r is not None]


def keep_clear(scene: Any) -> Clear:
    """The parts of ``scene`` the coach panel should not hide, each with a weight."""
    finder = CLEARS.get(getattr(scene, "package", ""))
    if finder is None:
        return []
    try:
        return [(pygame.Rect(r), w) for r, w in finder(scene)]
    except (AttributeError, KeyError, IndexError, TypeError, ValueError):
        return []


def locate_all(scene: Any, thing: str) -> list[pygame.Rect]:
    """Every rect ``thing`` stands for: one per legal table for Chef de rang's
    ``legal`` (so each is framed, not the floor around them), one per run of playable
    cards for the trick games' ``legal``, else ``locate``'s one."""
    if getattr(scene, "package", "") == "chef_de_rang" and thing == "legal":
        try:
            tables = scene.game.legal_tables(scene.state)
            return [pygame.Rect(scene.table_rect(t)) for t in tables]
        except (AttributeError, KeyError, IndexError, TypeError, ValueError):
            return []
    if getattr(scene, "package", "") in ("too_many_cooks", "scharfe_schoten") and \
            thing == "legal":
        try:
            runs = _legal_runs(scene)
        except (AttributeError, KeyError, IndexError, TypeError, ValueError):
            runs = []
        if runs:
            return [pygame.Rect(r) for r in runs]
    rect = locate(scene, thing)
    return [] if rect is None else [rect]


def locate(scene: Any, thing: str) -> pygame.Rect | None:
    """The screen rect of ``thing`` on ``scene`` (a table scene), or ``None``."""
    finder = FINDERS.get(getattr(scene, "package", ""))
    if finder is None or not thing:
        return None
    try:
        rect = finder(scene, thing)
    except (AttributeError, KeyError, IndexError, TypeError, ValueError):
        return None
    return pygame.Rect(rect) if rect is not None else None


def overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    """The area ``a`` and ``b`` share."""
    clip = a.clip(b)
    return clip.width * clip.height


def tally(rect: pygame.Rect, clear: Clear, rects: list[pygame.Rect]
          ) -> tuple[float, int, int, int]:
    """What ``rect`` would hide of ``clear``: the weighted cost, the area of what must
    never be hidden (the hand and above), of players' panels and of what the learner
    reads (:data:`READ`), the coach's box (``box_spot``) and Next's bar ranking by them in
    that order. ``rects``: ``clear``'s rects, of which pygame finds the few met."""
    cost, hidden, players, read = 0.0, 0, 0, 0
    cut, hand, panel, reads = rect.clip, HAND, PLAYERS, READ  # once, not once a rect
    for index in rect.collidelistall(rects):
        clip = cut(rects[index])
        area = clip.width * clip.height
        weight = clear[index][1]
        cost += weight * area
        if weight >= hand:
            hidden += area
        elif weight >= panel:
            players += area
        elif weight >= reads:
            read += area
    return cost, hidden, players, read
