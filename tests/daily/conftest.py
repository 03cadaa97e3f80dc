"""The hard bot's Too Many Cooks duplicate of one pinned day, played once per run.

Several daily tests compare a figure with that replay (the CLI's printed score, the
replay under a slow clock); each playing it again cost a whole hard game (6 CPU s
idle, a minute and more beside a busy worker). It is deterministic, so one copy
serves them all; tests that must play it again themselves (with the clock slowed)
still do."""

import datetime

import pytest

from game.daily import deal
from tests.conftest import LINES

DAY = datetime.date(2026, 11, 26)


@pytest.fixture(scope="session")
def cooks_duplicate() -> deal.Duplicate:
    """``deal.duplicate("too-many-cooks", DAY)``, played with nothing patched (once for
    every worker and run of the same code: tests/played_lines.py)."""
    return LINES.remembered(("duplicate", "too-many-cooks", DAY.isoformat()),
                            lambda: deal.duplicate("too-many-cooks", DAY))
