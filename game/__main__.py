"""The program's entry point: ``kitchen-table`` (the installed command), ``python -m
game``, ``python main.py`` and the standalone build all start here, so they behave the
same: the window by default, the headless commands of :mod:`game.cli` otherwise."""

from __future__ import annotations

import multiprocessing
import os
import sys


def run() -> None:
    """Run with the process's arguments and exit with the command's status."""
    # The standalone build: a child process of the game review (game/review/job.py)
    # starts this executable again; this runs the child's work instead of the window.
    multiprocessing.freeze_support()
    # Before pygame is first imported (by game.cli's commands): its banner is not ours.
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.cli import main  # after the setting above: the commands import pygame

    sys.exit(main(sys.argv[1:]))


if __name__ == "__main__":
    run()
