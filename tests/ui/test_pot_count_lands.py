"""Too Many Cooks' pot total counts a card once it has landed in the pot, and stays
readable under the cards flying past (newcomer playtest 13e, finding 3: the total, and
"Trick to Dill", showed while the trick's last card was still flying over Dill's panel,
and cards passing over the counter hid it)."""

import pygame

from game.engine.runner import Seat
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.theme import Pace
from tests.ui.conftest import frames, open_table, quick_window, resize

NAMES = ["Ann", "Ada", "Basil", "Clove", "Dill"]


def table_at(size=(1600, 1000)):
    """A five-seat table, Ann's moves the first legal ones, cards slow enough to watch."""
    for ctx in quick_window(size):
        ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=0.5, trick_hold_s=0.3)
        seats = [Seat(NAMES[0])] + [Seat(n, "heuristic") for n in NAMES[1:]]
        yield ctx, open_table(ctx, "too-many-cooks", seats, seed=3)


def step(table) -> None:
    if table.is_my_turn() and not table.busy:
        table.submit(table.game.legal_actions(table.match.state)[0])


def arriving(table):
    """The pot on show and the card of it still flying in (``None`` when none is)."""
    holding = bool(table.completed) and table.hold > 0
    plays = table.completed if holding else table.view().table.trick
    if not plays:
        return plays, None
    last = plays[-1].card
    flying = any(f.key == last and f.delay == 0 and not f.done for f in table.flights)
    return plays, (last if flying else None)


def test_pot_total_counts_only_landed_cards():
    for ctx, table in table_at():
        seen_last = seen_any = 0
        for _ in range(6000):
            step(table)
            frames(ctx)
            plays, card = arriving(table)
            if card is None:
                continue
            badge = table.pot_badge()
            with recording() as record:
                render_scene(ctx)
            drawn = [label.content for label in record.labels
                     if badge.collidepoint(label.rect.center)]
            expected = table.game.pot_total([p.card for p in plays[:-1]])
            assert str(expected) in drawn, (drawn, expected, plays)
            words = " ".join(record.strings())
            assert "Trick to" not in words, "the winner named before the last card landed"
            seen_any += 1
            seen_last += table.completed == plays
            if seen_last > 5 and seen_any > 40:
                break
        assert seen_last > 5 and seen_any > 40, (seen_last, seen_any)


def test_pot_total_drawn_over_cards_in_flight():
    for ctx, table in table_at():
        crossed = 0
        for _ in range(6000):
            step(table)
            frames(ctx)
            px = ctx.theme.px  # inside the badge's rounded corners
            badge = table.pot_badge().inflate(-px(32), -px(32))
            # Cards on their way from the pot to a trick's winner (those arriving would
            # change the count when left out).
            over = [f for f in table.flights if not f.done and f.delay > 0
                    and f.elapsed >= f.delay
                    and f.image.get_rect(center=f.position()).colliderect(badge)]
            if not over:
                continue
            shown = render_scene(ctx).subsurface(badge).copy()
            kept, table.flights = table.flights, [f for f in table.flights if f not in over]
            bare = render_scene(ctx).subsurface(badge).copy()
            table.flights = kept
            assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(bare, "RGB")
            crossed += 1
            if crossed > 5:
                break
        assert crossed > 5


def test_a_card_flying_in_is_left_out_of_the_total_after_a_resize():
    """The pot tells a card flying into it by the flight's purpose, not its end point:
    after the window is resized mid-flight the pot's slots move while the flight keeps
    the end it started with, and the total counted the card still in the air."""
    for ctx, table in table_at():
        for _ in range(3000):
            if table.is_my_turn() and not table.busy and table.view().table.trick:
                break
            step(table)
            frames(ctx)
        ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=3.0, trick_hold_s=0.3)
        plays = table.view().table.trick
        assert plays and table.is_my_turn(), "Ann never got to follow a lead"
        action = table.game.legal_actions(table.match.state)[0]
        table.submit(action)
        resize(ctx, (1280, 800))
        pot = table.view().table.trick
        assert pot and pot[-1].card == action.card and table.flights
        assert not all(f.done for f in table.flights), "the card landed before the look"
        assert table.landed(pot) == pot[:-1]
        badge = table.pot_badge()
        with recording() as record:
            render_scene(ctx)
        drawn = [label.content for label in record.labels
                 if badge.collidepoint(label.rect.center)]
        assert str(table.game.pot_total([p.card for p in pot[:-1]])) in drawn, drawn
