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


SIZE_MEMO = 4096
"""How many measured strings a font remembers before it starts afresh."""

IMAGE_MEMO = 256
"""How many drawn labels a font keeps (a table draws about a hundred a frame, most of
them the same as the last frame's) before it starts afresh."""


def drawable(text: str) -> str:
    """``text`` with every character a renderer cannot take replaced by U+FFFD."""
    if text.isprintable():
        return text  # the common case, at no cost: no control character, no surrogate
    return "".join(REPLACEMENT if unicodedata.category(ch) in ("Cs", "Cc") else ch
                   for ch in str(text))


class SafeFont(pygame.font.Font):
    """A font whose ``render`` and ``size`` take any string, and which remembers the
    sizes it measured: a table measures the same labels every frame to fit them (a
    Chef de rang frame measured about 240 strings, a third of its drawing time). The
    game never changes a font's style after making it, so a size stays true."""

    def __init__(self, *args: Any) -> None:
        super().__init__(*args)
        self._sizes: dict[str, tuple[int, int]] = {}
        self._images: dict[tuple[str, tuple[int, ...]], pygame.Surface] = {}

    def render(self, text: Any, antialias: Any, color: Any, *args: Any, **kwargs: Any
               ) -> pygame.Surface:
        return super().render(drawable(text) if isinstance(text, str) else text,
                              antialias, color, *args, **kwargs)

    def size(self, text: Any) -> tuple[int, int]:
        if not isinstance(text, str):
            return super().size(text)
        found = self._sizes.get(text)
        if found is None:
            if len(self._sizes) >= SIZE_MEMO:
                self._sizes.clear()
            found = self._sizes[text] = super().size(drawable(text))
        return found

    def label(self, text: str, colour: Any) -> pygame.Surface:
        """``text`` drawn antialiased in ``colour``, remembered: the panels draw the
        same labels every frame, and rendering them was a sixth of a Too Many Cooks
        frame. The image is shared between calls: blit it, never draw on it."""
        key = (text, tuple(colour))
        found = self._images.get(key)
        if found is None:
            if len(self._images) >= IMAGE_MEMO:
                self._images.clear()
            found = self._images[key] = self.render(text, True, colour)
        return found
