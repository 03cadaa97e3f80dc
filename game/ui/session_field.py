"""A table attribute kept in the table's :class:`~game.match_session.MatchSession`."""

from __future__ import annotations

from typing import Any, Generic, TypeVar, cast

T = TypeVar("T")


class SessionField(Generic[T]):
    """A table attribute that lives in the table's :class:`MatchSession`: the tools,
    screenshots and tests read and set it on the scene as before."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __get__(self, scene: Any, owner: Any = None) -> T:
        return cast(T, getattr(scene.session, self.name))

    def __set__(self, scene: Any, value: T) -> None:
        setattr(scene.session, self.name, value)
