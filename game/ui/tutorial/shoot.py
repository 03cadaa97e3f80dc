"""Render a guided game's screen to PNG (until ``screenshot --scene tutorial`` is wired):
``python -m game.ui.tutorial.shoot <game-id> <out.png> [lang] [steps]`` (``steps``:
press Next that many times first, to look at later coach steps)."""

from __future__ import annotations

import sys
from pathlib import Path

from game.ui.app import create_context, open_window
from game.ui.screenshot import render_scene, save_png
from game.ui.tutorial.guided import build_tutorial_screenshot


def shoot(game_id: str, out: str, language: str = "en", steps: int = 0,
          size: tuple[int, int] = (1280, 800)) -> None:
    import pygame

    open_window(size)
    try:
        ctx = create_context(size, language, sound=False)
        build_tutorial_screenshot(ctx, game_id)
        table = ctx.scenes.top
        for _ in range(steps):
            table.lesson.next()  # type: ignore[union-attr]
            table.prompt()  # type: ignore[union-attr]
        pygame.mouse.set_pos((0, 0))
        save_png(render_scene(ctx), Path(out))
    finally:
        pygame.quit()


if __name__ == "__main__":
    args = sys.argv[1:]
    shoot(args[0], args[1], args[2] if len(args) > 2 else "en",
          int(args[3]) if len(args) > 3 else 0)
