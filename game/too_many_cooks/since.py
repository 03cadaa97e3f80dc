"""The tricks played whole since a seat's last card, for the table's own record, without
pygame.

Why: when the bots played a whole trick before the human's first turn (or between two
of their cards), nothing on the table said so: the pot was empty again and only History
told who had won what (newcomer playtest). The table shows these tricks in one line by
the pot when the human's turn comes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.too_many_cooks.state import Play, Trick

SHOWN = 3
"""The most tricks the line names (the latest ones): more would not fit by the pot."""


def tricks_since(tricks: Sequence[Trick], pot: Sequence[Play], seat: int
                 ) -> tuple[tuple[int, Trick], ...]:
    """(number in the round, from 1; trick) of this round's finished ``tricks`` played
    after ``seat``'s last card: none if that card is in the ``pot`` still, every one
    if ``seat`` has played no card this round."""
    if any(play.seat == seat for play in pot):
        return ()
    last = max((i for i, trick in enumerate(tricks)
                if any(play.seat == seat for play in trick.plays)), default=-1)
    return tuple((i + 1, trick) for i, trick in enumerate(tricks) if i > last)


def since_words(text: Callable[..., str], plural: Callable[..., str],
                name_of: Callable[[int], str], since: Sequence[tuple[int, Trick]]) -> str:
    """The line: "Trick 1: Ada won 3 cards · Trick 2: …" (the latest :data:`SHOWN`),
    "" when there is none."""
    parts = [plural("too_many_cooks.since_trick", len(trick.plays), trick=number,
                    name=name_of(trick.winner))
             for number, trick in since[-SHOWN:]]
    if len(since) > SHOWN:
        parts.insert(0, "…")
    return text("too_many_cooks.since_line", tricks=" · ".join(parts)) if parts else ""
