"""The opening the guided Chef de rang walks share: a real window per size and
language (English and French), and the guided game opened on it from the setup
screen's "Learn to play" button; and the walk played once per language and looked at
in every window size (:func:`at_sizes`)."""

from collections.abc import Callable
from typing import TypeVar

import pygame
import pytest

from game.ui.app import display_surface
from game.ui.screenshot import render_scene
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
