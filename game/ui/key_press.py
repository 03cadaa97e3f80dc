"""One real key press, told from the keyboard's auto-repeat (the window's one rule).

The window asks pygame for auto-repeat (400 ms, then every 40 ms) so a held Backspace
or arrow goes on, and pygame's repeats are presses like any other. The frame loop tags
each press with :func:`mark_repeat` before any scene sees it; a one-shot command
(Enter or Space playing a move, Next, Continue, Play again, Ctrl+Z) reads the tag with
:func:`is_repeat` or :func:`fresh_press` and acts once per real press, while the keys
that should repeat (arrows, Backspace) ignore it. No scene keeps its own set of held
keys (issue 19: holding Enter on a table played move after move).
"""

from __future__ import annotations

from collections.abc import Collection

import pygame


def mark_repeat(keys_down: set[int], event: pygame.event.Event) -> None:
    """Tag a key press that only repeats a key still held down (``event.repeat``).

    A frame that runs long (a takeback replays the whole match) lets repeats pile up
    behind the release: under Xvfb, one Ctrl+Z to a window whose frame took a second
    arrived as seventeen presses, and a newcomer's Safranito match went back two
    rounds (issue 19). ``keys_down`` is the window's (:attr:`Context.keys_down
    <game.ui.context.Context.keys_down>`)."""
    if event.type == pygame.KEYDOWN:
        key = getattr(event, "key", None)
        event.repeat = key in keys_down
        if key is not None:
            keys_down.add(key)
    elif event.type == pygame.KEYUP:
        keys_down.discard(getattr(event, "key", None))
    elif event.type == pygame.WINDOWFOCUSLOST:
        keys_down.clear()  # a key let go in another window sends no release here


def is_repeat(event: pygame.event.Event) -> bool:
    """Whether ``event`` is a key press that only repeats a key still held down."""
    return event.type == pygame.KEYDOWN and bool(getattr(event, "repeat", False))


def fresh_press(event: pygame.event.Event, keys: Collection[int]) -> bool:
    """Whether ``event`` is a real press (not an auto-repeat) of one of ``keys``."""
    return event.type == pygame.KEYDOWN and event.key in keys and not is_repeat(event)
