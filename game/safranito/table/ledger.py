"""A round's public dealings per seat, for the round summary (no pygame).

Built from the rules' events (sales, purchases, dishes): everything here is public at
the table, so the summary may show it to anyone. The scene feeds it every action's
events; a match resumed mid-round is replayed from its log to catch up.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from game.safranito.rules import Event


@dataclass
class SeatLedger:
    bought: Counter[str] = field(default_factory=Counter)
    sold: Counter[str] = field(default_factory=Counter)
    earned: int = 0
    spent: int = 0
    dishes: list[int] = field(default_factory=list)


@dataclass
class RoundLedger:
    round: int
    seats: list[SeatLedger]

    @staticmethod
    def empty(round_number: int, players: int) -> RoundLedger:
        return RoundLedger(round_number, [SeatLedger() for _ in range(players)])

    def add(self, events: Iterable[Event]) -> list[RoundLedger]:
        """Record events; returns the ledgers of rounds they closed (and starts anew).
        The match's end ("end" after the last round, "win" at a third dish) closes the
        round it ends too: the last round has its summary like every other (newcomer 9,
        finding 1: the results came straight after the last move, no summary)."""
        closed = []
        for event in events:
            if event.kind in ("end", "win"):
                closed.append(RoundLedger(self.round, self.seats))
                self.seats = [SeatLedger() for _ in self.seats]
                continue
            if event.kind == "round":
                if event.count != self.round:
                    closed.append(RoundLedger(self.round, self.seats))
                    self.round, self.seats = event.count, [SeatLedger() for _ in self.seats]
                continue
            if event.seat < 0 or event.seat >= len(self.seats):
                continue
            seat = self.seats[event.seat]
            if event.kind == "sell":
                seat.sold[event.spice] += event.count
                seat.earned += event.count * event.price
            elif event.kind == "buy":
                seat.bought[event.spice] += 1
                seat.spent += event.price
            elif event.kind == "prepare":
                seat.dishes.append(event.dish)
        return closed
