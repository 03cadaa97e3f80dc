"""The opening the guided Chef de rang walks share: a real window per size and
language (English and French), and the guided game opened on it from the setup
screen's "Learn to play" button; and the walk played once per language and looked at
in every window size (:func:`at_sizes`)."""

import random
from collections.abc import Callable
from typing import TypeVar

import pygame
import pytest

from game.ui.app import display_surface
from game.ui.screenshot import render_scene
from tests.tutorial.learner import new_coach_steps
from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import quick_window, size_ids

LANGUAGES = ("en", "fr")

Seen = TypeVar("Seen")


def windows(sizes: list[tuple[int, int]]):
    """A ``ctx`` fixture: one window for each of ``sizes`` in each language, ids like
    ``1280x800-fr`` (assign it to ``ctx`` in the test module)."""
    cases = [(size, lang) for size in sizes for lang in LANGUAGES]
    ids = [f"{i}-{lang}" for i in size_ids(sizes) for lang in LANGUAGES]

    @pytest.fixture(params=cases, ids=ids)
    def ctx(request):
        size, language = request.param
        yield from quick_window(size, language)
    return ctx


def cases(sizes: list[tuple[int, int]]):
    """A ``window`` fixture for tests that read a walk shared by every size: the size
    and language, ids like ``1280x800-fr`` as :func:`windows` (no window is opened:
    the shared walk opens its own)."""
    @pytest.fixture(params=[(size, lang) for size in sizes for lang in LANGUAGES],
                    ids=[f"{i}-{lang}" for i in size_ids(sizes) for lang in LANGUAGES])
    def window(request):
        return request.param
    return window


def open_chef(ctx):
    """The guided Chef de rang game at its first coach step."""
    return open_guided(ctx, "chef-de-rang")


def at_sizes(ctx, sizes: list[tuple[int, int]],
             look: Callable[[], Seen]) -> dict[tuple[int, int], Seen]:
    """What ``look()`` sees at each of ``sizes``: the window resized to it as the window
    manager would and the scenes drawn once, then the window put back and drawn again.

    No time passes (no frame runs): the game, the lesson and every motion stay where
    they are, so one walk of a guided game (its moves do not depend on the window)
    stands for a walk at each size; the coach places its box and frames as it draws.
    A walk per size replayed the same game four times, each frame drawing the whole
    table, for the few frames each step is looked at."""
    window = display_surface().get_size()
    seen = {}
    for size in sizes:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        render_scene(ctx)
        seen[size] = look()
    pygame.display.set_mode(window, pygame.RESIZABLE)
    render_scene(ctx)
    return seen


def steps_at_sizes(language: str, learner: int, sizes: list[tuple[int, int]],
                   look: Callable[[object, object], Seen]
                   ) -> dict[tuple[int, int], list[Seen]]:
    """The guided Chef de rang game played once in ``language`` by the obedient
    learner seeded ``learner`` (``new_coach_steps``, at the first of ``sizes``), and
    what ``look(table, step)`` sees at each coach step in each of ``sizes``, in order.
    Each size's Next bar is placed as the game opens, as in a walk at that size."""
    seen: dict[tuple[int, int], list[Seen]] = {size: [] for size in sizes}
    for ctx in quick_window(sizes[0], language):
        table = open_chef(ctx)
        at_sizes(ctx, sizes, lambda: None)
        for step in new_coach_steps(ctx, table, random.Random(learner)):
            def looked(table=table, step=step) -> Seen:
                return look(table, step)

            for size, found in at_sizes(ctx, sizes, looked).items():
                seen[size].append(found)
    return seen
