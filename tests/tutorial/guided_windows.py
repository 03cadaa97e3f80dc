"""The opening the guided Chef de rang walks share: a real window per size and
language (English and French), and the guided game opened on it from the setup
screen's "Learn to play" button."""

import pytest

from tests.tutorial.test_guided_table import open_guided
from tests.ui.conftest import quick_window, size_ids

LANGUAGES = ("en", "fr")


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


def open_chef(ctx):
    """The guided Chef de rang game at its first coach step."""
    return open_guided(ctx, "chef-de-rang")
