"""What Too Many Cooks allows (spec: ``docs/rules/too-many-cooks.md``, *Each round* and
*Playing a card*), asked of a state or of a seat's view.

These functions are the single source of legality: ``GameRules.legal_actions`` is built
from them, ``GameRules`` exposes them as its public queries (for the table's highlights
and its reasons for a refused click), and the bots' void inference reads
:func:`shown_voids`.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.too_many_cooks.state import GameData, Phase, Play, PublicTable, State, View


def hand_of(s: State | View, seat: int) -> tuple[int, ...] | None:
    """``seat``'s hand if ``s`` shows it (a state shows all, a view only its own)."""
    if isinstance(s, View):
        return s.hand if seat == s.seat else None
    return s.hands[seat]


def legal_cards(s: State | View) -> tuple[int, ...]:
    """Card ids the seat to move may play: its hand, or its cards of the led suit while
    following is binding. Empty outside PLAY, or in a view of another seat."""
    table = s.table
    hand = hand_of(s, table.to_move)
    if table.phase is not Phase.PLAY or hand is None:
        return ()
    return playable_from(table, hand)


def playable_from(table: PublicTable, hand: tuple[int, ...]) -> tuple[int, ...]:
    """The cards of ``hand`` that the seat to move may put in the pot now (PLAY phase):
    the one follow-suit rule, shared by :func:`legal_cards` and ``GameRules.apply``."""
    if table.trick and not table.chili_freed:
        suit_of = table.data.suit_of
        led = suit_of[table.trick[0].card]
        follow = tuple(c for c in hand if suit_of[c] == led)
        if follow:
            return follow
    return hand


def why_illegal(s: State | View, card: int) -> str | None:
    """``None`` if the player to move may play ``card`` now, else a reason key:
    ``game_over``, ``not_play_phase``, ``not_your_turn`` (a view of another seat),
    ``not_in_hand`` or ``must_follow_suit``."""
    table = s.table
    if table.phase is Phase.GAME_OVER:
        return "game_over"
    if table.phase is not Phase.PLAY:
        return "not_play_phase"
    hand = hand_of(s, table.to_move)
    if hand is None:
        return "not_your_turn"
    if type(card) is not int or card not in hand:
        return "not_in_hand"
    if card not in legal_cards(s):
        return "must_follow_suit"
    return None


def menus_left(s: State | View, seat: int) -> tuple[str, ...]:
    """The menus ``seat`` still holds, as far as ``s`` shows (a hidden pending choice
    still counts as held)."""
    gone = set(s.table.used_menus[seat])
    pending = s.chosen[seat]
    if pending is not None:
        gone.add(pending)
    return tuple(m for m in s.table.data.menus if m not in gone)


def why_menu_illegal(s: State | View, menu: str) -> str | None:
    """``None`` if the seat to move may choose ``menu``, else a reason key:
    ``game_over``, ``not_menu_phase``, ``not_your_turn``, ``unknown_menu``,
    ``menu_used`` or ``same_as_first_revealed`` (sequential menus, dealer)."""
    table = s.table
    if table.phase is Phase.GAME_OVER:
        return "game_over"
    if table.phase is not Phase.MENU:
        return "not_menu_phase"
    seat = table.to_move
    if isinstance(s, View) and seat != s.seat:
        return "not_your_turn"
    if menu not in table.data.menus:
        return "unknown_menu"
    left = menus_left(s, seat)
    if menu not in left:
        return "menu_used"
    if table.sequential_menus and seat == table.dealer:
        first = s.chosen[(table.dealer + 1) % table.num_players]
        if menu == first and len(left) > 1:
            return "same_as_first_revealed"
    return None


def legal_menus(s: State | View) -> tuple[str, ...]:
    """The menus the seat to move may choose, in menu order (empty outside MENU, or in a
    view of another seat)."""
    return tuple(m for m in s.table.data.menus if why_menu_illegal(s, m) is None)


def shown_voids(data: GameData, tricks: Sequence[Sequence[Play]]) -> set[tuple[int, str]]:
    """(seat, suit) pairs proven by play: a seat that did not follow the led suit while
    it was still binding has none of it."""
    voids = set()
    for plays in tricks:
        if not plays:
            continue
        led = data.suit_of[plays[0].card]
        if data.frees[plays[0].card]:
            continue
        for play in plays[1:]:
            if data.frees[play.card]:
                if data.suit_of[play.card] != led:
                    voids.add((play.seat, led))
                break
            if data.suit_of[play.card] != led:
                voids.add((play.seat, led))
    return voids
