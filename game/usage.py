"""The error for bad command-line input, shared by the CLI and the headless renderers
it calls (so neither imports the other)."""


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit status 2."""
