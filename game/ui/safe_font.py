"""Drawing never raises on a string: every font the game uses (through
:meth:`game.ui.theme.Theme.font` and the sprite painter) is a :class:`SafeFont`, which
measures and renders :func:`drawable` text.

The save reader already refuses names that cannot be shown (lone surrogates, control
characters: see :func:`game.engine.log.check_text`); this is the second line, for any
string that reaches the screen by another way (a locale file, a future field). A lone
surrogate or a control character becomes U+FFFD, the usual "unreadable character"
mark; bidirectional marks and zero-width joiners are kept (real names use them and
the renderer takes them).
"""

from __future__ import annotations

import unicodedata
from typing import Any

import pygame

REPLACEMENT = "\ufffd"


def drawable(text: str) -> str:
    """``text`` with every character a renderer cannot take replaced by U+FFFD."""
    if text.isprintable() and text.isascii():
        return text  # the common case, at no cost
    return "".join(REPLACEMENT if unicodedata.category(ch) in ("Cs", "Cc") else ch
                   for ch in str(text))


class SafeFont(pygame.font.Font):
    """A font whose ``render`` and ``size`` take any string."""

    def render(self, text: Any, antialias: Any, color: Any, *args: Any, **kwargs: Any
               ) -> pygame.Surface:
        return super().render(drawable(text) if isinstance(text, str) else text,
                              antialias, color, *args, **kwargs)

    def size(self, text: Any) -> tuple[int, int]:
        return super().size(drawable(text) if isinstance(text, str) else text)
