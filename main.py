"""Kitchen Table: `python main.py` opens the window; subcommands run headless."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
