"""Shared builders for Chef de rang tests: the real rules, card ids by kind, hand-built
states (a deck arranged table by table), and small floor plans written to tmp files."""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from pathlib import Path

from game.chef_de_rang.rules import (
    GAME_FILE,
    CardKind,
    ChefDeRang,
    ChefState,
    Phase,
    create_rules,
)


@cache
def rules() -> ChefDeRang:
    return create_rules()


def cards_of(game: ChefDeRang, kind: CardKind, value: int = 0,
             res: bool | None = None) -> list[int]:
    """Card ids of one kind (menus of one value; RES or not when ``res`` is given)."""
    return [i for i, card in enumerate(game.cards) if card.kind is kind
            and (kind is not CardKind.MENU or card.value == value)
            and (res is None or card.res == res)]


def menu(game: ChefDeRang, value: int, index: int = 0, res: bool = False) -> int:
    return cards_of(game, CardKind.MENU, value, res)[index]


def special(game: ChefDeRang, kind: CardKind, index: int = 0) -> int:
    return cards_of(game, kind)[index]


def table(game: ChefDeRang, column: int, row: int) -> int:
    """The table in a cell given 1-based, as the spec counts."""
    found = game.plan.table_at(column - 1, row - 1)
    assert found is not None
    return found


def arranged(game: ChefDeRang, placed: dict[int, int], players: int = 3, seed: int = 1,
             first: int = 0, **options: object) -> ChefState:
    """A new game whose deck has ``placed`` (table -> card), first player ``first``."""
    state = game.new_game(players, seed, options)
    deck = list(state.deck)
    for where, card in placed.items():
        here = deck.index(card)
        deck[here], deck[where] = deck[where], deck[here]
    return replace(state, deck=tuple(deck),
                   public=replace(state.public, first_player=first, turn=first))


def serving(game: ChefDeRang, hands: dict[int, list[int]], markers: dict[int, int],
            players: int = 3, first: int = 0, phase1: tuple[int, ...] | None = None) -> ChefState:
    """A phase-2 state: the given hands and markers (table -> seat), nothing served yet.
    Other cards lie face down (out of the game) on the tables not taken; with more
    marked tables than cards in hands, the surplus cards are simply left out."""
    state = game.new_game(players, 1, {})
    held = {c for cards in hands.values() for c in cards}
    deck = [c for c in range(len(game.cards)) if c not in held]
    n = len(game.plan)
    face_down = [True] * n
    board = [-1] * n
    for t in markers:
        face_down[t] = False
    extra = len(held) - len(markers)
    for t in reversed(range(n)):  # tables taken without a marker, so cards add up
        if extra and face_down[t]:
            face_down[t] = False
            extra -= 1
    spare = iter(deck)
    for t in range(n):
        if face_down[t]:
            board[t] = next(spare)
    mark = [-1] * n
    for t, seat in markers.items():
        mark[t] = seat
    public = replace(state.public, phase=Phase.SERVING, first_player=first, turn=first,
                     face_down=tuple(face_down), markers=tuple(mark),
                     phase1_scores=phase1 or (0,) * players)
    return replace(
        state, public=public, deck=tuple(board),
        hands=tuple(tuple(sorted(hands.get(s, []))) for s in range(players)))


def count_cards(state: ChefState) -> list[int]:
    """Every card id somewhere: board, hands, reserved piles, served tables."""
    found = [c for c in state.deck if c >= 0]
    for group in (state.hands, state.public.reserved):
        for cards in group:
            found += cards
    found += [c for c in state.public.served if c >= 0]
    return sorted(found)


def write_game(tmp_path: Path, board_rows: list[str], *, legend: str | None = None,
               menus: str | None = None, specials: tuple[int, int, int] = (18, 7, 3),
               extra: str = "", options: str | None = None) -> Path:
    """A game file (and its board file) in ``tmp_path``; returns the game file."""
    (tmp_path / "boards").mkdir(exist_ok=True)
    board = tmp_path / "boards" / "plan.yaml"
    rows = "".join(f"  - '{row}'\n" for row in board_rows)
    board.write_text(f"legend: {legend or '{C: centre, S: salon, D: dining}'}\nrows:\n{rows}")
    default = GAME_FILE.read_text(encoding="utf-8")
    menus_text = menus or default.split("menus:\n", 1)[1].split("# Worth", 1)[0]
    options_text = options or default.split("options:\n", 1)[1]
    game = tmp_path / "game.yaml"
    game.write_text(
        "board: plan\nzones: [centre, salon, dining]\nplayers: {min: 2, max: 6}\n"
        f"menus:\n{menus_text}plats_du_jour: {specials[0]}\ncoups_doubles: {specials[1]}\n"
        f"sauts: {specials[2]}\n{extra}options:\n{options_text}")
    return game


def load(game_file: Path) -> ChefDeRang:
    return create_rules(game_file, game_file.parent / "boards" / "plan.yaml")
