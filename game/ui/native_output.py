"""What SDL and the C libraries under it write straight to the terminal.

ALSA prints a dozen ``ALSA lib ...`` lines when there is no sound card, and SDL's
Wayland probe prints ``XDG_RUNTIME_DIR is invalid`` when there is no session: true, but
noise to a player who only wanted the window (issue 23). Those libraries write to file
descriptor 2 directly, below Python's ``sys.stderr``, so the only way to keep them off
the terminal is to point descriptor 2 elsewhere while they run. What they said is kept:
each line goes to the ``kitchen_table`` log at debug level. ``--verbose`` turns this
off (the lines reach the terminal as they are written) and shows the log there too.
"""

from __future__ import annotations

import logging
import os
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

log = logging.getLogger("kitchen_table")

_verbose = False


def set_verbose(verbose: bool) -> None:
    """``--verbose``: native messages and the log go to the terminal."""
    global _verbose
    _verbose = verbose
    if verbose:
        handler = logging.StreamHandler(sys.stderr)
        handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.DEBUG)


@contextmanager
def native_messages_to_log() -> Iterator[None]:
    """Run the block with descriptor 2 captured; its lines go to the log afterwards."""
    if _verbose:
        yield
        return
    sys.stderr.flush()
    try:
        saved = os.dup(2)
    except OSError:  # no descriptor 2 at all (started detached): nothing to keep quiet
        yield
        return
    with tempfile.TemporaryFile() as sink:
        os.dup2(sink.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            sink.seek(0)
            for line in sink.read().decode("utf-8", "replace").splitlines():
                if line.strip():
                    log.debug("native: %s", line.rstrip())
