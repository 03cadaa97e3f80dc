"""What a seat can know of the other hands in phase 1: the least and the most each hand
can be worth over every set of hands consistent with everything the seat saw (spec
``docs/rules/chef-de-rang.md``, "Plat du jour").

Why a replay: the view's ``unknown`` pool (kept for the bots) says only "these cards
are somewhere in those hidden slots", so any hidden slot may hold any pool card. The
panel and the History read their score ranges from it and showed worlds the viewer
had ruled out (newcomer playtest: Ada's "800–900" became "0–1000" after she gave one
card away and got a 0-point plat). A viewer with perfect recall knows more: every take
(who took which card), every swap (who with whom) and the cards drawn in the swaps it
took part in. The only unknowns are the draws of other seats' swaps, each one card of
the opponent's hand at that moment.

Why not list those worlds: each unseen swap multiplies them by the opponent's hand
size. The first version listed them and, past 1,000, fell back to the pool model: in
long four- and five-player games the panel then showed ranges wider than what the
viewer knew (random search: 18 looser ranges in 3,000 games, e.g. "0–1600" for a hand
that could be worth 1,500 at most). Instead, for one seat ``s``, the cards are split
into those that end in ``s``'s hand (``X``) and the others: a card is chosen as ``X``
when it is taken (its value counted then), and from there on only *how many* ``X``
cards each hand holds matters, because any card of a hand may be the one an unseen
swap draws. Cards the viewer saw drawn are followed one by one from the take (or the
swap) that put them in a hand to the draw that took them out, so that observation
stays exact. A dynamic programme over the moves on the states (``X`` cards per seat,
where each followed card is) gives the least and the most ``X`` can be worth with
``s``'s whole final hand ``X``: exactly the ends of the worlds' range, in tens
of states per step instead of tens of thousands of worlds.
"""

from __future__ import annotations

from functools import lru_cache

from game.chef_de_rang.state import Card, ChefView

MAX_STATES = 20_000
"""Past this many states in all (every step, every seat of one view) the programme
stops and the caller shows the pool model's wider range (always true, instant). Each
state costs a few microseconds, once per swap (the result is cached, worked out by the
match session when the move is made: :func:`prepare_ranges`), so the cap keeps a
pathological history under about 0.1 s, outside the drawing of a frame. Real games stay far
below it: in six-player games where every plat is swapped, at most 3,300 states for a
view (under 80 in one step), 130 typically (about 0.3 ms)."""

Event = tuple[str, int, int, int]
"""``("take", seat, value, follow)``: a card enters ``seat``'s hand (``follow`` is the
index of the draw that will take it out where the viewer saw that draw, else -1);
``("move", opponent, taker, -1)``: an unseen swap's draw, one card of the opponent's
hand to the taker; ``("out", seat, follow, -1)``: the card followed as ``follow``,
which the viewer saw drawn, leaves ``seat``'s hand."""


def hand_ranges(cards: tuple[Card, ...], view: ChefView
                ) -> tuple[tuple[int, int], ...] | None:
    """Per seat, the least and the most its hand (reserved pile left out) can be worth,
    over every world consistent with what ``view.seat`` saw in phase 1. Each end is the
    hand of one consistent world. ``None`` where the programme would grow past
    :data:`MAX_STATES`."""
    public = view.public
    taken = tuple(public.taken[table] for table in public.path)
    # Takes after the last swap add known cards to every world alike: only the part up
    # to it is replayed (and cached), so a take costs nothing once a swap is worked out.
    cut = public.swaps[-1][0] if public.swaps else 0
    values = tuple(-1 if card.res else card.value for card in cards)
    blurred = tuple(seat for seat in range(public.players) if view.hidden[seat])
    ranges = _ranges(values, public.players, taken[:cut], public.takers[:cut],
                     public.swaps, view.draws, blurred, MAX_STATES)
    if ranges is None:
        return None
    extra = [0] * public.players
    for card, seat in zip(taken[cut:], public.takers[cut:], strict=True):
        if values[card] >= 0:
            extra[seat] += values[card]
    result = []
    for seat, plus in enumerate(extra):
        if seat in blurred:
            low, high = ranges[blurred.index(seat)]
            result.append((low + plus, high + plus))
        else:  # the viewer knows the whole hand
            known = sum(values[card] for card in view.hands[seat])
            result.append((known, known))
    return tuple(result)


def prepare_ranges(cards: tuple[Card, ...], view: ChefView) -> None:
    """Work out (and cache) the ranges ``view`` will show, if it shows any: the match
    session calls it when the state changes, so that drawing the panel and the History
    only reads the cached result. The programme ran on the first frame drawn after
    each swap (up to ~100 ms: a visible hitch in the animation of the swap)."""
    if not view.public.phase1_scores and any(view.hidden):
        hand_ranges(cards, view)


def replay_events(values: tuple[int, ...], taken: tuple[int, ...],
                  takers: tuple[int, ...], swaps: tuple[tuple[int, int, int], ...],
                  draws: tuple[int, ...]) -> list[Event]:
    """The takes and swaps as moves of hand cards (see :data:`Event`); ``values`` per
    card id, -1 for a RES menu (it goes to the public reserved pile, not the hand)."""
    after = {count: (taker, opponent, drawn)
             for (count, taker, opponent), drawn in zip(swaps, draws, strict=True)}
    raw: list[tuple[str, int, int]] = []
    for index, (card, seat) in enumerate(zip(taken, takers, strict=True)):
        swap = after.get(index + 1)
        if swap is None:
            if values[card] >= 0:
                raw.append(("take", seat, card))
            continue
        taker, opponent, drawn = swap
        if drawn < 0:
            raw.append(("move", opponent, taker))
        else:
            raw.append(("out", opponent, drawn))
            raw.append(("take", taker, drawn))
        # The plat goes in after the draw, so it is never drawn back.
        raw.append(("take", opponent, card))
    # Each seen draw follows its card back to the take that put it in that hand.
    follow: dict[int, int] = {}
    events: list[Event] = []
    count = 0
    for kind, seat, other in reversed(raw):
        if kind == "out":
            follow[other] = count
            events.append((kind, seat, count, -1))
            count += 1
        elif kind == "take":
            events.append((kind, seat, values[other], follow.pop(other, -1)))
        else:
            events.append((kind, seat, other, -1))
    events.reverse()
    return events


@lru_cache(maxsize=64)
def _ranges(values: tuple[int, ...], players: int, taken: tuple[int, ...],
            takers: tuple[int, ...], swaps: tuple[tuple[int, int, int], ...],
            draws: tuple[int, ...], seats: tuple[int, ...], limit: int
            ) -> tuple[tuple[int, int], ...] | None:
    """Per seat of ``seats``, its hand's range; ``None`` past ``limit`` states for all of
    them together. Cached on plain tuples: the panel asks each seat's range at every
    frame, and a new result is needed only after a swap (see :func:`hand_ranges`)."""
    events = replay_events(values, taken, takers, swaps, draws)
    ranges = []
    for seat in seats:
        found = seat_range(events, players, seat, limit)
        if found is None:
            return None
        ends, used = found
        ranges.append(ends)
        limit -= used
    return tuple(ranges)


def seat_range(events: list[Event], players: int, target: int, limit: int = MAX_STATES
               ) -> tuple[tuple[int, int], int] | None:
    """The least and the most ``target``'s hand can be worth after ``events`` (the
    dynamic programme of the module's docstring), and how many states that took;
    ``None`` past ``limit`` states."""
    used = 0
    bounds = _bounds(events, players, target)
    size = [0] * players
    for kind, seat, other, _ in events:
        if kind == "take":
            size[seat] += 1
        elif kind == "move":
            size[seat] -= 1
            size[other] += 1
        else:
            size[seat] -= 1
    goal = size[target]
    size = [0] * players
    followed = sum(1 for event in events if event[0] == "out")
    # State: X cards per seat, then the seat of each followed card (-1: not in a hand);
    # for each, the least and the most the X cards taken so far are worth.
    states: dict[tuple[int, ...], tuple[int, int]] = {
        (0,) * players + (-1,) * followed: (0, 0)}
    for (kind, seat, other, follow), bound in zip(events, bounds, strict=True):
        reach = bound[0]
        steps: list[tuple[tuple[int, ...], int, int]] = []
        if kind == "take":
            size[seat] += 1
            for state, (low, high) in states.items():
                if follow >= 0:
                    steps.append((_set(state, players + follow, seat), low, high))
                    continue
                steps.append((state, low, high))
                if seat in reach and sum(state[:players]) < goal:
                    steps.append((_set(state, seat, state[seat] + 1), low + other,
                                  high + other))
        elif kind == "move":
            opponent, taker = seat, other
            for state, (low, high) in states.items():
                where = state[players:]
                if size[opponent] - state[opponent] - where.count(opponent) > 0:
                    steps.append((state, low, high))
                if state[opponent] and taker in reach:
                    moved = _set(state, opponent, state[opponent] - 1)
                    steps.append((_set(moved, taker, moved[taker] + 1), low, high))
                for index, place in enumerate(where):
                    if place == opponent:
                        steps.append((_set(state, players + index, taker), low, high))
            size[opponent] -= 1
            size[taker] += 1
        else:
            size[seat] -= 1
            for state, (low, high) in states.items():
                if state[players + other] == seat:
                    steps.append((_set(state, players + other, -1), low, high))
        states = {}
        for state, low, high in steps:
            old = states.get(state)
            if old is not None:
                states[state] = (min(low, old[0]), max(high, old[1]))
            elif _may_end(state, players, target, size, goal, bound):
                states[state] = (low, high)
        used += len(states)
        if used > limit:
            return None
    ends = [ends for state, ends in states.items() if state[target] == goal]
    if not ends:
        return None
    return (min(low for low, _ in ends), max(high for _, high in ends)), used


Bound = tuple[frozenset[int], tuple[int, ...], int, tuple[frozenset[int] | None, ...]]
"""After an event: the seats whose cards can still reach the target, how many unseen
draws each seat has left towards them, how many takes could still bring an X card, and
per followed card the seats from which it can still reach the hand it is drawn from
(``None`` before its take and after its draw)."""


def _bounds(events: list[Event], players: int, target: int) -> list[Bound]:
    """Per event, what a state must satisfy after it to be able to end as the
    programme wants (see :data:`Bound` and :func:`_may_end`). An X card moves only by
    an unseen draw (a followed card's draw is seen: it is never X); an X card elsewhere
    needs a draw of its own towards the target, and a card in the target's hand that is
    not X a draw from the target's hand to anybody."""
    reach = {target}
    leaves = [0] * players
    takes = 0
    followed = sum(1 for event in events if event[0] == "out")
    paths: list[set[int] | None] = [None] * followed
    bounds: list[Bound] = []
    for kind, seat, other, follow in reversed(events):
        bounds.append((frozenset(reach), tuple(leaves), takes,
                       tuple(None if path is None else frozenset(path) for path in paths)))
        if kind == "move":
            if other in reach or seat == target:
                reach.add(seat)
                leaves[seat] += 1
            for path in paths:
                if path is not None and other in path:
                    path.add(seat)
        elif kind == "out":
            paths[other] = {seat}
        elif follow >= 0:
            paths[follow] = None
        elif seat in reach:
            takes += 1
    bounds.reverse()
    return bounds


def _may_end(state: tuple[int, ...], players: int, target: int, size: list[int],
             goal: int, bound: Bound) -> bool:
    """Whether ``state`` can still end with the target's whole hand X (and every
    followed card in the hand it is seen drawn from)."""
    _, leaves, takes, paths = bound
    counts = state[:players]
    if goal - sum(counts) > takes:
        return False
    for seat, count in enumerate(counts):
        if count and seat != target and count > leaves[seat]:
            return False
    where = state[players:]
    for place, path in zip(where, paths, strict=True):
        if path is not None and place not in path:
            return False
    return size[target] - counts[target] - where.count(target) <= leaves[target]


def _set(state: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return (*state[:index], value, *state[index + 1:])
