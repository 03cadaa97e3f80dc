"""One of two processes sharing a data folder (``tests/test_two_windows.py``): plays
matches of one human (who always makes their first legal move) and two bots through
the real :class:`MatchSession` (autosave after every move,
replay and statistics at the end) while cleaning up temporary files at every match
start, as a window starting beside another does. Prints the finished match ids as JSON;
exit 1 if any write failed."""

from __future__ import annotations

import json
import sys

from game.autosave import SaveWriter
from game.engine.runner import Seat
from game.match_session import Finished, MatchSession
from game.match_setup import MatchSetup
from game.storage import remove_temporary_files

GAMES = ("too-many-cooks", "scharfe-schoten")


def main(tag: str, count: int) -> int:
    writer = SaveWriter()
    finished = []
    for index in range(count):
        remove_temporary_files()  # what every window start does
        game_id = GAMES[index % len(GAMES)]
        seats = (Seat(f"{tag}0"), *(Seat(f"{tag}{i}", "random") for i in (1, 2)))
        setup = MatchSetup(game_id, seats, hash((tag, index)) % 10**6, {})
        session = MatchSession(setup.start(), setup, writer)
        while not isinstance(step := session.advance(0.1, 0.0, None, True), Finished):
            if step is None and not session.match.is_bot_turn():
                session.submit(session.match.legal_actions()[0])  # the human's move
        if not session.record_result():
            return 1
        writer.flush()
        if writer.failures:
            print(json.dumps({"failures": [str(p) for p in writer.failures.values()]}))
            return 1
        finished.append([game_id, session.meta.match_id])
    print(json.dumps(finished))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2])))
