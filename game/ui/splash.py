"""The window's first picture: the felt colour with the game's title and "Loading…",
shown the moment the window opens, before the checks of every config file, the
sprites and the menu (a few seconds on a loaded machine; the window was black all that
time: issue 19 play-test, finding 9). Only the theme file and the locale are read
for it."""

from __future__ import annotations

import pygame

from game.engine.text import Text
from game.ui.theme import load_theme
from game.ui.widgets import draw_text


def show_loading(screen: pygame.Surface, text: Text) -> None:
    """Fill the window and say what is coming, then flip: the first flip of the run."""
    theme = load_theme()
    theme.resize(screen.get_size())
    px = theme.px
    screen.fill(theme["table"])
    rim = px(10)
    pygame.draw.rect(screen, theme["wood_dark"], screen.get_rect(), rim)
    middle = (screen.get_width() // 2, screen.get_height() // 2)
    draw_text(screen, theme, text("app.title"), (middle[0], middle[1] - px(10)),
              role="title", style="title", colour=theme["light_ink"], anchor="midbottom",
              size=44, max_width=screen.get_width() - px(40))
    draw_text(screen, theme, text("app.loading"), (middle[0], middle[1] + px(14)),
              colour=theme["light_ink"], anchor="midtop", max_width=screen.get_width() - px(40))
    pygame.display.flip()
