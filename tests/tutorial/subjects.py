"""What a coach step's frames must hold, found from the table's own drawing (its hand,
pot and trick rects, the rules' legal moves), never from the coach's ``locate``: the
walk in ``test_coach_points`` compared the frame with the expected action only at the
learner's "Your move" steps, so a reading step could frame anything on the table
(newcomer 5: Chef de rang's plat du jour in the learner's hand, framed on its empty
table; 8: Scharfe Schoten's "You may play: green 12" framed the whole hand; 21: Too
Many Cooks' "The pot reached 10" framed the learner's panel, not the pot)."""

import pygame

from game.chef_de_rang.rules import Take

POT_MOMENTS = ("pot", "pot_ten", "ten_led", "boil_over", "bouillon", "chili")
"""Too Many Cooks' steps about the pot: its total and the cards in it."""

TAKEN_TO_HAND = ("plat", "menu")
"""Chef de rang's steps about a card just taken that went into its taker's hand."""

TRICK_MOMENTS = ("trick_won", "super_trump", "stronger_colour")
"""Scharfe Schoten's steps about the trick on the table."""


def held(subject: pygame.Rect, frames: list[pygame.Rect]) -> bool:
    return any(frame.contains(subject) for frame in frames)


def legal_cards(table) -> set[int]:
    return {a.card for a in table.match.legal_actions() if hasattr(a, "card")}


def framed_cards(table, frames: list[pygame.Rect]) -> set[int]:
    """The learner's hand cards a frame takes in (mostly: hand cards overlap)."""
    found = set()
    for card, rect in table.hand_rects(table.view()):
        if any(frame.clip(rect).width > rect.width // 2 and frame.clip(rect).height
               > rect.height // 2 for frame in frames):
            found.add(card)
    return found


def subjects(table, step) -> list[tuple[str, pygame.Rect]]:
    """What ``step`` talks about, where the table draws it now: each must be in a frame."""
    moment, package = step.moment, table.package
    if package == "too_many_cooks" and moment in POT_MOMENTS:
        holding = bool(table.completed) and table.hold > 0
        plays = table.completed if holding else table.view().table.trick
        moving = table.moving_cards()
        return [("the pot's total", table.pot_total_rect())] + \
            [(f"pot card {p.card}", r) for p, r in table.pot_rects(plays)
             if p.card not in moving]
    if package == "chef_de_rang" and moment in TAKEN_TO_HAND and \
            step.fields["player"].seat == table.lesson.learner:
        take = next(a for a in reversed(table.match.log.actions) if isinstance(a, Take))
        card = table.state.public.taken[take.table]
        return [(f"card {card} in the hand", r)
                for c, r in table.hand_rects(table.view()) if c == card]
    if package == "scharfe_schoten" and moment in TRICK_MOMENTS:
        return [("the trick", r) for r in table.trick_read_rects()]
    return []


def misframed(table, step) -> list[str]:
    """How ``step``'s frames (as drawn) miss what it talks about: a subject outside
    every frame; for a step that lists the cards the learner may play (its ``cards``),
    a frame round a card it does not list, or a listed card left out."""
    frames = list(table.coach.glows) if table.coach.framed else []
    problems = [f"{step.key}: {name} {tuple(rect)} is not framed ({frames})"
                for name, rect in subjects(table, step) if not held(rect, frames)]
    if "cards" in step.fields and table.match.to_move == table.lesson.learner:
        legal, shown = legal_cards(table), framed_cards(table, frames)
        if shown != legal:
            problems.append(f"{step.key}: frames the cards {sorted(shown)}, "
                            f"may play {sorted(legal)}")
    return problems
