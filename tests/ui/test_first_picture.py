"""Issue 19 play-test, finding 9: the window stayed black for seconds at start-up. The
real entry point draws the felt, the title and "Loading…" and flips before it reads
any game's rules (the checks, sprites and menu come after). Order of calls, no timing."""

import pygame

import game.registry
import game.ui.app as app
from game.engine.text import load_text
from game.ui.text_record import recording


def test_the_first_flip_shows_the_title_before_the_rules_load(ctx, monkeypatch):
    calls: list[str] = []
    first: list[pygame.Surface] = []
    real_flip, real_rules = pygame.display.flip, game.registry.rules

    def flip() -> None:
        if not first:
            first.append(pygame.display.get_surface().copy())
        calls.append("flip")
        real_flip()

    def rules(game_id):
        calls.append("rules")
        return real_rules(game_id)

    monkeypatch.setattr(pygame.display, "flip", flip)
    monkeypatch.setattr(game.registry, "rules", rules)
    pygame.quit()
    with recording() as record:
        assert app.run_app((800, 500), frames=1) == 0
    assert "rules" in calls and calls.index("flip") < calls.index("rules")
    text = load_text("en")
    shown = [label.content for label in record.labels]
    assert shown[:2] == [text("app.title"), text("app.loading")]
    picture = first[0]
    felt = picture.get_at((picture.get_width() // 2, picture.get_height() - 40))
    assert felt[:3] != (0, 0, 0)
