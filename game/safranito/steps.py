"""How one action moves a Safranito match on: the round's phases as transitions.

Spec: ``docs/rules/safranito.md``; the decisions named here are listed in
:mod:`game.safranito.rules`. A :class:`Step` carries the frozen state of one ``apply``
(or ``new_game``) from transition to transition, each one a
:func:`dataclasses.replace`, and collects the events they cause; :meth:`Step.done`
sorts the unordered piles into canonical form and attaches the events. The state
given to ``apply`` is never touched.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TypeVar

from game.engine.rng import derive_rng
from game.safranito.flick import BOWLS, CLASSIFICATIONS, INVALID, OUT, SPACES, BoardToken, Flick
from game.safranito.state import Components, Event, Phase, Prepare, SafranitoState

T = TypeVar("T")


class ResolverError(RuntimeError):
    """The flick resolver broke its contract (lost, invented or changed a token)."""


def put(items: tuple[T, ...], index: int, value: T) -> tuple[T, ...]:
    """``items`` with the entry at ``index`` replaced."""
    return (*items[:index], value, *items[index + 1:])


def drop(items: tuple[T, ...], item: T) -> tuple[T, ...]:
    """``items`` without the first ``item``."""
    index = items.index(item)
    return items[:index] + items[index + 1:]


def top_bidder(board: Sequence[BoardToken], region: str,
               priority: Sequence[int]) -> tuple[int, int]:
    """(seat, total) of the highest total on ``region``, ties by ``priority``; (-1, 0)
    if it is empty."""
    totals: dict[int, int] = {}
    for t in board:
        if t.region == region:
            totals[t.owner] = totals.get(t.owner, 0) + t.value
    if not totals:
        return -1, 0
    best = max(totals.values())
    seat = next(s for s in priority if totals.get(s) == best)
    return seat, best


class Step:
    """One ``apply``: the state so far (frozen, replaced at each change) and its events."""

    def __init__(self, rules: Components, state: SafranitoState) -> None:
        self.rules = rules
        self.s = state
        self.events: list[Event] = []

    def log(self, kind: str, seat: int = -1, region: str = "", spice: str = "",
            count: int = 0, price: int = 0, dish: int = -1, token: int = -1,
            origin: str = "", by: int = -1) -> None:
        self.events.append(Event(kind, seat, region, spice, count, price, dish, token,
                                 origin, by))

    def done(self) -> SafranitoState:
        """The state in canonical form (unordered piles sorted) with this step's events."""
        s, key = self.s, self.rules.spice_key
        return replace(s, hands=tuple(tuple(sorted(h, key=key)) for h in s.hands),
                       market=tuple(sorted(s.market, key=key)),
                       discard=tuple(sorted(s.discard, key=key)),
                       unused=tuple(tuple(sorted(u)) for u in s.unused),
                       revealed=tuple(sorted(s.revealed)), events=tuple(self.events))

    def on(self, region: str) -> list[BoardToken]:
        return [t for t in self.s.board if t.region == region]

    def give_card(self, seat: int, spice: str) -> None:
        self.s = replace(self.s, hands=put(self.s.hands, seat, (*self.s.hands[seat], spice)))

    # -- rounds and phase 1 --------------------------------------------------------------

    def start_round(self, *, passing: bool) -> None:
        rules, s = self.rules, self.s
        n = s.num_players
        row = rules.table[n]
        self.log("round", count=s.round + 1)
        head = s.head_chef
        if passing:
            head = (head + 1) % n
            self.log("head_chef", seat=head, region="pass")
        else:
            self.log("head_chef", seat=head, region="setup")
        face_up, dish_deck = list(s.face_up), list(s.dish_deck)
        while len(face_up) < row.face_up_dishes and dish_deck:
            dish = dish_deck.pop(0)
            face_up.append(dish)
            self.log("refill", dish=dish)
        self.s = replace(s, round=s.round + 1, head_chef=head,
                         unused=(tuple(rules.token_values),) * n, board=(), returned=(),
                         revealed=(), face_up=tuple(face_up), dish_deck=tuple(dish_deck))
        market = list(self.s.market)
        for _ in range(row.spices_per_round):
            card = self.draw()
            if card is None:
                break
            market.append(card)
            self.log("market", spice=card, count=1)
        self.s = replace(self.s, market=tuple(market), phase=Phase.FLICK, turn=0, to_move=head)

    def continue_flicking(self) -> None:
        s = self.s
        n = s.num_players
        if s.turn < n * self.rules.table[n].tokens_per_round:
            self.s = replace(s, phase=Phase.FLICK, to_move=(s.head_chef + s.turn) % n)
        else:
            self.resolve_spaces(0)

    def flick(self, flick: Flick) -> None:
        s = self.s
        seat, new_id = s.to_move, s.next_token
        before = {t.id: t for t in s.board}
        after = self.rules.resolver(s.board, seat, s.num_players, flick, new_id)
        check_resolution(before, after, seat, flick, new_id)
        board: list[BoardToken] = []
        returned = list(s.returned)
        for t in after:
            if t.id == new_id:
                self.log("flick", seat=seat, token=t.id, region=t.region)
            elif t.region != before[t.id].region:
                self.log("knocked", seat=t.owner, token=t.id, region=t.region,
                         origin=before[t.id].region, by=seat)
            if t.region == OUT:
                returned.append(t)
                self.log("out", seat=t.owner, token=t.id)
            else:
                board.append(t)
        self.s = replace(s, unused=put(s.unused, seat, drop(s.unused[seat], flick.value)),
                         next_token=new_id + 1, board=tuple(board), returned=tuple(returned))

    # -- phase 2: action spaces ----------------------------------------------------------

    def resolve_spaces(self, start: int) -> None:
        """Score the action spaces from ``start`` on; stop where a seat must choose."""
        for space in SPACES[start:]:
            tokens = self.on(space)
            if not tokens:
                continue
            s = self.s
            self.s = s = replace(s, revealed=(*s.revealed, *(t.id for t in tokens)))
            winner, total = top_bidder(s.board, space, s.priority())
            self.log("space", region=space, seat=winner, count=total)
            if space == "extra_flick":
                if s.unused[winner]:
                    self.s = replace(s, phase=Phase.EXTRA_FLICK, to_move=winner)
                    return
                self.log("lapse", seat=winner, region=space)
            elif space == "extra_card":
                best = max(t.value for t in tokens if t.owner == winner)
                drawn: list[str] = []
                for _ in range(best // 10):
                    card = self.draw()
                    if card is None:
                        break
                    drawn.append(card)
                self.log("draw", seat=winner, count=len(drawn))
                if len(drawn) > 1:
                    self.s = replace(self.s, phase=Phase.KEEP_CARD, to_move=winner,
                                     drawn=tuple(drawn))
                    return
                if drawn:
                    self.give_card(winner, drawn[0])
                    self.log("keep", seat=winner, spice=drawn[0])
                else:
                    self.log("lapse", seat=winner, region=space)
            elif space == "reserve_dish":
                if s.dish_deck:
                    dish = s.dish_deck[0]
                    self.s = replace(s, dish_deck=s.dish_deck[1:], reserved=put(
                        s.reserved, winner, (*s.reserved[winner], dish)))
                    self.log("reserve", seat=winner, dish=dish)
                else:
                    self.log("lapse", seat=winner, region=space)
            else:
                self.s = replace(s, head_chef=winner)
                self.log("head_chef", seat=winner, region=space)
            self.return_tokens(space)
        self.start_market()

    def keep(self, spice: str) -> None:
        s = self.s
        seat, left = s.to_move, drop(s.drawn, spice)
        self.give_card(seat, spice)
        self.log("keep", seat=seat, spice=spice)
        self.s = replace(self.s, spice_deck=(*s.spice_deck, *left), drawn=())

    # -- phase 3: selling and buying -----------------------------------------------------

    def start_market(self) -> None:
        self.return_tokens(INVALID)
        self.next_bowl()

    def next_bowl(self) -> None:
        s = replace(self.s, bowl="", sellers=())
        held = {t.region for t in s.board}
        bowls = [b for b in BOWLS if b in held]
        if not bowls:
            self.s = replace(s, phase=Phase.DISHES, turn=0, to_move=s.head_chef)
        elif len(bowls) == 1:
            self.s = s
            self.open_bowl(bowls[0])
        else:
            self.s = replace(s, phase=Phase.CHOOSE_BOWL, to_move=s.head_chef)

    def open_bowl(self, bowl: str) -> None:
        tokens = self.on(bowl)
        s = self.s
        self.log("bowl", region=bowl, count=sum(t.value for t in tokens))
        self.s = replace(s, revealed=(*s.revealed, *(t.id for t in tokens)), bowl=bowl,
                         sellers=(), phase=Phase.SELL, turn=0, to_move=s.priority()[0])

    def sell(self, count: int) -> None:
        s = self.s
        seat, spice = s.to_move, s.bowl
        if count:
            price = sum(t.value for t in self.on(spice))
            hand = s.hands[seat]
            for _ in range(count):
                hand = drop(hand, spice)
            s = replace(s, hands=put(s.hands, seat, hand),
                        discard=(*s.discard, *(spice,) * count),
                        money=put(s.money, seat, s.money[seat] + count * price),
                        bank=s.bank - count * price, sellers=(*s.sellers, seat))
            self.log("sell", seat=seat, spice=spice, count=count, price=price)
        turn = s.turn + 1
        if turn < s.num_players:
            self.s = replace(s, turn=turn, to_move=s.priority()[turn])
            return
        self.s = replace(s, turn=turn)
        if not s.sellers:
            self.log("no_sale", region=spice)
        for seller in s.sellers:
            self.return_tokens(spice, seller)
        self.continue_buying()

    def continue_buying(self) -> None:
        spice = self.s.bowl
        while True:
            tokens = self.on(spice)
            if not tokens:
                break
            s = self.s
            if spice not in s.market:
                self.log("no_card", region=spice)
                self.return_tokens(spice)
                break
            buyer, price = top_bidder(s.board, spice, s.priority())
            if s.money[buyer] >= price:
                self.s = replace(s, phase=Phase.BUY, to_move=buyer)
                return
            self.log("cannot_pay", seat=buyer, region=spice, price=price)
            self.return_tokens(spice, buyer)
        self.next_bowl()

    def buy(self, accept: bool) -> None:
        s = self.s
        buyer, spice = s.to_move, s.bowl
        mine = [t for t in self.on(spice) if t.owner == buyer]
        if accept:
            price = sum(t.value for t in mine)
            highest = max(mine, key=lambda t: (t.value, -t.id))
            self.s = replace(s, money=put(s.money, buyer, s.money[buyer] - price),
                             bank=s.bank + price, market=drop(s.market, spice),
                             board=drop(s.board, highest), returned=(*s.returned, highest))
            self.give_card(buyer, spice)
            self.log("buy", seat=buyer, spice=spice, price=price)
            # Which token and why (the buyer's highest, set aside till the next round):
            # "takes back 1 token" read as a token back in the tray (newcomer playtest).
            self.log("back", seat=buyer, region=spice, count=1, token=highest.id,
                     price=highest.value, origin="buy")
        else:
            self.log("decline", seat=buyer, region=spice)
            self.return_tokens(spice, buyer)
        self.continue_buying()

    def return_tokens(self, region: str, owner: int = -1) -> None:
        """Tokens on ``region`` (of ``owner`` only, if given) go back to their owners."""
        s = self.s
        back = [t for t in s.board if t.region == region and owner in (-1, t.owner)]
        if not back:
            return
        self.s = replace(s, board=tuple(t for t in s.board if t not in back),
                         returned=(*s.returned, *back))
        for seat in sorted({t.owner for t in back}):
            self.log("back", seat=seat, region=region,
                     count=sum(1 for t in back if t.owner == seat))

    # -- phase 4: dishes -----------------------------------------------------------------

    def prepare(self, action: Prepare, next_round: bool = True) -> None:
        """``next_round`` False stops at the round's end, nobody to move (the replay's
        picture of it: :meth:`SafranitoRules.round_end`)."""
        s, dishes = self.s, self.rules.dishes
        seat = s.to_move
        chosen = list(action.reserved)
        reserved, face_up = s.reserved[seat], s.face_up
        for dish in chosen:
            reserved = drop(reserved, dish)
        if action.face_up >= 0:
            face_up = drop(face_up, action.face_up)
            chosen.append(action.face_up)
        hand, discard = s.hands[seat], list(s.discard)
        for dish in chosen:
            for spice in dishes[dish].spices:
                hand = drop(hand, spice)
                discard.append(spice)
            self.log("prepare", seat=seat, dish=dish)
        prepared = (*s.prepared[seat], *chosen)
        s = self.s = replace(s, reserved=put(s.reserved, seat, reserved), face_up=face_up,
                             hands=put(s.hands, seat, hand), discard=tuple(discard),
                             prepared=put(s.prepared, seat, prepared))
        if len(prepared) >= self.rules.dishes_to_win:
            self.s = replace(s, phase=Phase.OVER, to_move=-1, winner=seat)
            self.log("win", seat=seat)
            return
        turn, n = s.turn + 1, s.num_players
        if turn < n:
            self.s = replace(s, turn=turn, to_move=(s.head_chef + turn) % n)
        elif s.round >= s.round_limit:
            self.s = replace(s, turn=turn, phase=Phase.OVER, to_move=-1)
            self.log("end")
        else:
            self.s = replace(s, turn=turn)
            if next_round:
                self.start_round(passing=True)
            else:
                self.s = replace(self.s, to_move=-1)

    # -- cards ---------------------------------------------------------------------------

    def draw(self) -> str | None:
        """The top spice card; the discards are reshuffled into the deck when it is out."""
        s = self.s
        if not s.spice_deck and s.discard:
            cards = sorted(s.discard, key=self.rules.spice_key)
            derive_rng(s.seed, "reshuffle", s.reshuffles).shuffle(cards)
            s = replace(s, spice_deck=tuple(cards), discard=(), reshuffles=s.reshuffles + 1)
            self.log("reshuffle", count=len(cards))
        if not s.spice_deck:
            self.s = s
            return None
        self.s = replace(s, spice_deck=s.spice_deck[1:])
        return s.spice_deck[0]


def check_resolution(before: Mapping[int, BoardToken], after: Sequence[BoardToken],
                     seat: int, flick: Flick, new_id: int) -> None:
    """Catch a resolver that loses, invents or alters tokens before the state is built."""
    ids = [t.id for t in after]
    if sorted(ids) != sorted([*before, new_id]):
        raise ResolverError(f"resolver returned tokens {sorted(ids)}, expected "
                            f"{sorted([*before, new_id])}")
    for t in after:
        expected = (seat, flick.value) if t.id == new_id else (before[t.id].owner,
                                                                before[t.id].value)
        if (t.owner, t.value) != expected:
            raise ResolverError(f"resolver changed owner or value of token {t.id}")
        if t.region not in CLASSIFICATIONS:
            raise ResolverError(f"resolver gave token {t.id} unknown region {t.region!r}")
