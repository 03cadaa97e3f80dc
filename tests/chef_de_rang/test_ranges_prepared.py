"""The phase-1 ranges of the other hands are worked out by the match session when the
state changes, never while a frame is drawn: the exact range programme
(:func:`game.chef_de_rang.knowledge.hand_ranges`) ran on the first frame drawn after
each swap, up to ~100 ms (a visible hitch). After every move of a hot-seat game, each
human's panel and History read the ranges without running the programme, and the
ranges are those the programme gives."""

import random
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest

from game.autosave import SaveWriter
from game.chef_de_rang import knowledge
from game.engine.runner import Seat
from game.match_session import MatchSession, Moved, PassTo
from game.match_setup import MatchSetup


def setup(seed: int) -> MatchSetup:
    return MatchSetup("chef-de-rang", (Seat("Ann"), Seat("Bob"), Seat("C", "random"),
                                       Seat("D", "random"), Seat("E", "random")), seed, {})


def read_ranges(session: MatchSession, viewers: list[int]) -> list[tuple[int, int]]:
    """What the panels show to ``viewers``: each seat's phase-1 range."""
    game, state = session.game, session.match.state
    return [game.phase1_range(game.observe(state, viewer), seat)
            for viewer in viewers for seat in range(len(session.match.seats))]


def read_every_range(session: MatchSession) -> list[tuple[int, int]]:
    """What the panels show, for every human at the screen."""
    return read_ranges(session, session.match.human_seats())


def no_programme(*_args, **_kwargs):
    raise AssertionError("the range programme ran while the table read the ranges")


@pytest.mark.parametrize("seed", [3, 11])
@pytest.mark.parametrize("on_worker", [False, True])
def test_the_session_has_the_ranges_ready_after_every_move(monkeypatch, seed, on_worker):
    knowledge._ranges.cache_clear()  # nothing worked out by an earlier test
    real = knowledge.seat_range
    session = MatchSession(setup(seed).start(), setup(seed), SaveWriter())
    session.records_results = False
    rng = random.Random(seed)
    blurred = 0
    with ThreadPoolExecutor(1) as worker:
        for _ in range(3000):
            match = session.match
            if match.over or match.state.public.phase1_scores:
                break
            step = session.advance(0.1, 0.0, worker if on_worker else None, False)
            if session.thinking is not None:
                session.thinking.result()  # the bot's move, ready for the next frame
            if step is None and not match.is_bot_turn():
                step = session.submit(rng.choice(list(match.legal_actions())))
            if isinstance(step, PassTo):
                session.uncover(step.seat)
            if not isinstance(step, Moved):
                continue
            monkeypatch.setattr(knowledge, "seat_range", no_programme)
            shown = read_every_range(session)  # as drawing reads them: no programme
            monkeypatch.setattr(knowledge, "seat_range", real)
            knowledge._ranges.cache_clear()
            assert shown == read_every_range(session), "the same ranges, worked out anew"
            state = session.match.state
            blurred += any(any(session.game.observe(state, viewer).hidden)
                           for viewer in session.match.human_seats())
    assert blurred >= 5, "unseen swaps hid cards (the programme had work to do)"


def test_a_bots_swap_is_worked_out_on_the_worker_not_the_windows_thread(monkeypatch):
    """The bot thinks on the worker; the ranges after its move are worked out there
    too, so the window's thread never runs the programme for a bot's swap."""
    knowledge._ranges.cache_clear()
    bots = MatchSetup("chef-de-rang", tuple(Seat(name, "random") for name in "ABCDE"), 7, {})
    session = MatchSession(bots.start(), bots, SaveWriter())
    session.records_results = False
    real = knowledge.seat_range
    threads: list[str] = []

    def spied(*args, **kwargs):
        threads.append(threading.current_thread().name)
        return real(*args, **kwargs)

    monkeypatch.setattr(knowledge, "seat_range", spied)
    with ThreadPoolExecutor(1, thread_name_prefix="bot") as worker:
        for _ in range(3000):
            if session.match.over or session.match.state.public.phase1_scores:
                break
            session.advance(0.1, 0.0, worker, False)
            if session.thinking is not None:
                session.thinking.result()
            read_ranges(session, [session.viewer])  # the frame drawn after it
    assert threads, "the programme had work to do"
    assert set(threads) == {name for name in threads if name.startswith("bot")}, threads
