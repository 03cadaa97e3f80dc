"""Kitchen Table: `python main.py` opens the window; subcommands run headless.

A thin wrapper for a source checkout: the program itself starts in
:func:`game.__main__.run`, which the installed ``kitchen-table`` command also calls."""

from game.__main__ import run

if __name__ == "__main__":
    run()
