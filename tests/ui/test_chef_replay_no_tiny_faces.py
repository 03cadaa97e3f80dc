"""A Chef de rang replay with all hands open draws no card face too small for its
values to be read: the players' panels showed each hand as a fan of faces 6 px wide,
cut digits reading "1 1 2 2 3 6 6" (newcomer playtest 15b, finding 2, shot 109). The
panel keeps the count; the replay's open hands show the cards whole. Every card face
scaled while the replay's frame is drawn is read off the asset calls, at 1600x1000 and
800x500."""

import pygame
import pytest

from game.ui.app import create_context, open_window
from game.ui.open_hands import legible_width
from game.ui.screenshot import build_scene, render_scene

FACES = ("chef_de_rang/menu_", "chef_de_rang/plat", "chef_de_rang/coup_double",
         "chef_de_rang/saut")


@pytest.mark.parametrize("size", [(1600, 1000), (800, 500)], ids=["1600x1000", "800x500"])
def test_no_card_face_below_the_legible_width_in_an_open_replay(size, monkeypatch):
    open_window(size)
    ctx = create_context(size, "en", sound=False)
    try:
        build_scene(ctx, "replay", "chef-de-rang", 2)
        least = legible_width(ctx, "chef_de_rang")
        scaled = ctx.assets.scaled
        small: list[tuple[str, int]] = []

        def spy(name, width, *args, **kwargs):
            if name.startswith(FACES) and width < least:
                small.append((name, width))
            return scaled(name, width, *args, **kwargs)

        monkeypatch.setattr(ctx.assets, "scaled", spy)
        pygame.mouse.set_pos((0, 0))
        render_scene(ctx)
        assert not small, f"faces narrower than {least} px: {sorted(set(small))[:6]}"
    finally:
        pygame.quit()
