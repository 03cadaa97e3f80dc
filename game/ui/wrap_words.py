"""The words a wrap may not part: a French mark and its word, a number and the word it
numbers; and the " · " separator that has nothing to separate where a line breaks.
Kept apart from :mod:`game.ui.widgets` (which wraps with them) so that module stays
small; pure text, no pygame."""

from __future__ import annotations

SEPARATOR = "·"
"""The middle dot set between the phrases of a line ("Ann 1200 · Basil 900"): where the
line wraps it separates nothing, so it neither ends nor opens a line (a replay's
winner box ended its lines with a dangling "·": newcomer playtest)."""


def unseparated(line: str) -> str:
    """``line`` without a :data:`SEPARATOR` (and its spaces, plain or no-break) at its
    end, where a wrap fell after it."""
    trimmed = line.rstrip(" \u00a0")
    if trimmed.endswith(SEPARATOR):
        return trimmed[:-1].rstrip(" \u00a0")
    return line


def bound_words(paragraph: str) -> list[str]:
    """The paragraph's words, a French mark spaced from its word (" ;", " :", " !",
    " ?", " »", "« ") kept with that word, as a non-breaking space would: a wrapped
    line never starts with ";" (issue 19 play-test, finding 5); a number kept with
    the word it numbers (:data:`NUMBERED`: "phase 1")."""
    words: list[str] = []
    for word in paragraph.split(" "):
        if words and (word[:1] in BOUND_BEFORE or words[-1] == "«"
                      or (word[:1].isdigit() and _numbered(words[-1]))):
            words[-1] += " " + word
        else:
            words.append(word)
    return words


NUMBERED = frozenset({"phase", "manche", "round", "trick", "pli", "table", "turn", "tour",
                      "player", "joueur", "seat", "place"})
"""Words a number follows as a name ("phase 1", "manche 2", "pli 3", "table 14"): the
wrap keeps the number with its word, as a no-break space would (French setup read
"…finisse la phase" with "1" alone on the next line: newcomer playtest)."""


def _numbered(word: str) -> bool:
    """Whether ``word`` (the last of a bound group, its punctuation aside) is one a
    number after it belongs to (:data:`NUMBERED`)."""
    last = word.rsplit(" ", 1)[-1].rsplit("\u00a0", 1)[-1]
    return last.strip("«(\"'’").lower() in NUMBERED


BOUND_BEFORE = frozenset(";:!?»")
"""Marks French sets after a space, which must not begin a line."""
