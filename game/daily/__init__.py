"""The daily deal (issue 24, item 5): one seeded deal per card game per calendar day,
the same for everyone, played against the hard bots and scored in duplicate against the
hard bot replaying it in the player's seat.

Pure (no pygame): :mod:`deal` (the day's seed and setup, the duplicate replay),
:mod:`record` (the player's daily results file and streaks), :mod:`job` (the replay in
a child process beside the window), :mod:`command` (``main.py daily``).
"""
