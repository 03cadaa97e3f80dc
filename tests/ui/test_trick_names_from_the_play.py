"""A card played into the trick shows whose it is from the frame it is played, while
it flies to its place: the name (Scharfe Schoten) or the seat's mark (Too Many Cooks)
came only once it had landed, and a newcomer read a red 11 and Basil's 9 with nobody
under them for a moment (newcomer playtest, finding 3). Checked frame by frame."""

from game.engine.runner import Seat
from game.scharfe_schoten.table.layout import trick_rects
from game.ui.screenshot import render_scene
from game.ui.text_record import recording
from game.ui.theme import Pace
from tests.ui.conftest import frames, open_table, run_until

SEATS = [Seat("Ann", "random"), Seat("Basil", "random"), Seat("Clove", "random")]
FLIGHT_S = 0.5


def slow_flights(ctx) -> None:
    """Flights long enough to be seen over many frames; bots at once."""
    ctx.theme.pace = Pace(bot_move_s=0.0, animation_s=FLIGHT_S, trick_hold_s=0.3)


def test_a_played_card_has_its_players_name_while_it_flies_in(ctx):
    slow_flights(ctx)
    table = open_table(ctx, "scharfe-schoten", SEATS, 5)
    checked = 0
    for _ in range(4000):
        flying = [key for key in table.in_flight()
                  if isinstance(key, tuple) and key[0] == "play"]
        if flying:
            trick = table.completed or table.view().table.trick
            card = flying[0][-1]
            index = next(i for i, (_s, c) in enumerate(trick) if c == card)
            seat = trick[index][0]
            slot = trick_rects(table.lay, len(SEATS), ctx.theme.px)[index]
            with recording() as record:
                render_scene(ctx)
            under = [label for label in record.visible()
                     if label.content == table.seat_name(seat)
                     and slot.left <= label.rect.centerx <= slot.right
                     and slot.bottom <= label.rect.top <= slot.bottom + slot.height // 3]
            assert under, f"{table.seat_name(seat)}'s card flies in with no name under it"
            checked += 1
            if checked > 60:
                return
        frames(ctx)
    raise AssertionError("too few cards seen in flight")


def test_a_card_flying_into_the_pot_has_its_players_mark(ctx):
    slow_flights(ctx)
    table = open_table(ctx, "too-many-cooks", SEATS, 5)
    run_until(ctx, lambda: any(not isinstance(key, tuple) for key in table.in_flight())
              and bool(table.view().table.trick) and not table.completed)
    checked = 0
    while table.in_flight() and checked < 20:
        plays = table.view().table.trick
        surface = render_scene(ctx)
        overhead = [flight.image.get_rect(center=flight.position()) for flight in table.flights]
        for play, rect in table.pot_rects(plays):
            spot = (rect.centerx, rect.bottom + ctx.theme.px(9))
            if any(over.inflate(2, 2).collidepoint(spot) for over in overhead):
                continue  # the flying card passes over it
            colour = tuple(surface.get_at(spot))[:3]
            assert colour == ctx.theme.seat_colour(play.seat), \
                f"no mark of seat {play.seat} under its card in the pot"
        checked += 1
        frames(ctx)
    assert checked > 3, "no card seen flying into the pot"
