"""What the coach says: a step's locale text with its fields filled in (pure).

Numbers are shown as they are; :class:`~game.tutorial.lesson.Term` values are words of
``tutorial.<package>.terms``; :class:`~game.tutorial.lesson.SeatRef` values are the
names of the players at the table, :class:`~game.tutorial.lesson.OfSeat` values a
name with its seat's thing.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.text import Text
from game.tutorial.lesson import Either, FieldValue, OfSeat, SeatRef, Step, Term


def step_key(text: Text, package: str, key: str) -> str:
    """The locale key of a step: the game's own text, else the shared one."""
    own = f"tutorial.{package}.{key}"
    return own if text.has(own) or not text.has(f"tutorial.{key}") else f"tutorial.{key}"


def word(text: Text, package: str, value: FieldValue, names: Sequence[str]) -> str:
    if isinstance(value, Term):
        key = f"tutorial.{package}.terms.{value.key}"
        if value.n is not None and text.has(f"{key}.one"):  # a counted noun
            return text.plural(key, value.n)
        return text(key, n=value.n) if value.n is not None else text(key)
    if isinstance(value, SeatRef):
        return names[value.seat] if 0 <= value.seat < len(names) else str(value.seat)
    if isinstance(value, OfSeat):
        return text("tutorial.of_seat", name=word(text, package, SeatRef(value.seat), names),
                    what=word(text, package, value.what, names))
    if isinstance(value, Either):
        said = [word(text, package, v, names) for v in value.items]
        if len(said) < 2:
            return "".join(said)
        return text("tutorial.list_comma").join(said[:-1]) + text("tutorial.list_or") + \
            said[-1]
    if isinstance(value, tuple):
        return text("tutorial.list_and").join(word(text, package, v, names) for v in value)
    return str(value)


def say(text: Text, package: str, step: Step, names: Sequence[str],
        learner: int | None = None) -> str:
    """The coach's words for ``step``. A step whose ``player`` is the ``learner``
    speaks to them where the game has the words (``<key>_you``: "You took a 300
    menu", not "Player 1 took a 300 menu": newcomer playtest, guided Chef de rang)."""
    fields = {k: word(text, package, v, names) for k, v in step.fields.items()}
    key = step_key(text, package, step.key)
    if learner is not None and step.fields.get("player") == SeatRef(learner) \
            and text.has(f"{key}_you"):
        key = f"{key}_you"
    words = text(key, **fields) if fields else text(key)
    # A sentence may open with a filled-in word ("green was led..."): capitalise it.
    return words[:1].upper() + words[1:]
