"""The window side of the guided first games: the guided table, what the coach points at."""
