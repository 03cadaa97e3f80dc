"""What a purchase is made of, in words (no pygame).

A buyer pays their whole total in the bowl but takes back only their highest token;
the others stay in the bowl and bid again for the next card (the rules, section 3).
The table said "Ada buys Cumin for ₹90" then at once "Ada bids ₹40" with two of her
tokens still in the bowl, and asked the newcomer, who had paid ₹50 with a 30 and a 20,
to buy "one Curry" for ₹20: nothing said why part of a bid stays (newcomer pass 10,
finding 3). The log's line of a purchase and the buy question now say which tokens
paid, which comes back and which stay.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.text import Text
from game.safranito.flick import BoardToken
from game.safranito.rules import Event, SafranitoState


def bid_values(board: Sequence[BoardToken], seat: int, bowl: str) -> list[int]:
    """The values of ``seat``'s tokens in ``bowl`` the viewer sees, highest first."""
    return sorted((t.value for t in board if t.owner == seat and t.region == bowl
                   and t.value), reverse=True)


def _fields(text: Text, values: list[int]) -> dict[str, object]:
    """The bid (``tokens``: "50 + 40"), the token that comes back (``top``) and the
    ones that stay (``rest``: "20 and 10"; ``len(values) - 1`` of them)."""
    return {"tokens": " + ".join(map(str, values)), "top": values[0],
            "rest": text("safranito.market_words.and").join(map(str, values[1:]))}


def buy_caption(text: Text, event: Event, names: Sequence[str],
                values: Sequence[int]) -> str | None:
    """The log's line of a purchase paid with several tokens ("Ada buys Cumin for ₹90
    (50 + 40): the 50 token goes back, the 40 stays in the bowl and bids for the next
    card"), from the buyer's token ``values`` in the bowl, highest first; ``None`` for
    a bid of one token (it all comes back: the plain line says it)."""
    if len(values) < 2 or not 0 <= event.seat < len(names):
        return None
    return text.plural("safranito.market_words.bought", len(values) - 1,
                       name=names[event.seat], spice=text(f"safranito.spices.{event.spice}"),
                       price=event.price, **_fields(text, list(values)))


def buy_question(text: Text, view: SafranitoState, price: int) -> tuple[str, str]:
    """The viewer's buy question: its title ("Buy another Curry?" once they have
    bought one at this bowl) and what the offer is made of."""
    bowl, me = view.bowl, view.viewer
    spice = text(f"safranito.spices.{bowl}")
    again = any(t.owner == me and t.region == bowl for t in view.returned)
    title = text("safranito.market_words.again_title" if again else
                 "safranito.counter.buy_title", spice=spice)
    values = bid_values(view.board, me, bowl)
    money = view.money[me]
    if len(values) >= 2:
        hint = text.plural("safranito.market_words.kept_hint", len(values) - 1,
                           price=price, money=money, **_fields(text, values))
    elif again and values:
        hint = text("safranito.market_words.again_hint", top=values[0], price=price,
                    money=money)
    else:
        hint = text("safranito.counter.buy_hint", price=price, money=money)
    return title, hint
