"""Labels read together share one size (issue 19 re-check, finding 8): a legend line
("Dining room: serves 100, 200, 300" at ~7 px beside its neighbours), a menu card's
player line, a Statistics or score-table header, a button among its row, a panel's
line beside the next one, each shrank alone. The check (tests/ui/fitting.uneven): the
labels asked at one size on one row, or stacked in one column of one panel, are drawn
at one size; and none is below the minimum (12 px at 1280×800, scaled with the
window: 8 px at 800×500). Every game, English and French, the four window sizes."""

import pygame
import pytest

from game import registry
from game.ui.app import create_context, open_window
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.stats import StatsScene
from game.ui.screenshot import ScreenshotError, build_scene, render_scene
from game.ui.text_record import recording
from tests.ui.fitting import uneven

SIZES = [(800, 500), (1280, 800), (1600, 640), (1920, 1080)]
SCENES = ("setup", "table", "round", "results")
SHARED = ("menu", "settings", "stats")


def build(ctx, scene: str, game_id: str) -> None:
    if scene == "stats":

        ctx.scenes.push(MenuScene(ctx))
        ctx.scenes.push(StatsScene(ctx))
    else:
        build_scene(ctx, scene, game_id, 3)


def groups_in(scene: str, game_id: str, language: str) -> list[str]:
    open_window(SIZES[1])
    ctx = create_context(SIZES[1], language, sound=False)
    try:
        build(ctx, scene, game_id)
    except ScreenshotError:
        return []
    found = []
    for size in SIZES:
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.mouse.set_pos((0, 0))
        with recording() as record:
            render_scene(ctx)
        found += [f"{language} {size[0]}×{size[1]} {scene} {game_id}: {p}"
                  for p in uneven(record)]
        found += [f"{language} {size[0]}×{size[1]} {scene} {game_id}: {label.content!r} at "
                  f"{label.pixels} px" for label in record.visible()
                  if label.pixels < label.minimum]
    pygame.quit()
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", registry.game_ids())
def test_labels_of_one_group_share_one_size(game_id, language):
    scenes = SCENES + (SHARED if game_id == registry.game_ids()[0] else ())
    found = [line for scene in scenes for line in groups_in(scene, game_id, language)]
    assert not found, "\n".join(found)
