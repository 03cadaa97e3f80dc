"""Any window size, reached at start or by any sequence of resizes, in every scene and
mid-match at every game's table: nothing raises, and a tiny window shows the layout
scaled down (pointer events mapped back), intact again when the window grows."""

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import registry
from game.engine.runner import Seat
from game.ui.app import MIN_LAYOUT, layout_size
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.setup import SetupScene
from game.ui.scenes.stats import StatsScene
from tests.ui.conftest import frames, open_table, resize

GAMES = registry.game_ids()
SIZES = st.tuples(st.integers(1, 7680), st.integers(1, 4320)) | st.sampled_from(
    [(1, 1), (10, 10), (2, 3000), (3000, 2), (639, 399), (640, 400), (7680, 4320)])


def seats_for(game_id: str) -> list[Seat]:
    count = registry.rules(game_id).min_players + 1
    return [Seat("Ann")] + [Seat(f"Bot {i}", "random") for i in range(1, count)]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_issue_sizes_mid_match(ctx, game_id):
    table = open_table(ctx, game_id, seats_for(game_id), 3)
    frames(ctx, 30)
    for size in [(1, 1), (10, 10), (2, 3000), (1280, 800)]:
        resize(ctx, size)
        frames(ctx, 3)
        assert ctx.size == layout_size(size)
    assert ctx.scenes.top is table and ctx.size == (1280, 800)


def test_layout_never_goes_below_the_minimum():
    assert layout_size((1, 1)) == MIN_LAYOUT
    assert layout_size((2, 3000)) == (MIN_LAYOUT[0], 3000)
    assert layout_size((1280, 800)) == (1280, 800)


EVENT = st.one_of(
    st.tuples(st.just("resize"), SIZES),
    st.tuples(st.just("click"), st.tuples(st.integers(-50, 8000), st.integers(-50, 5000))),
    st.tuples(st.just("key"), st.sampled_from([pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE,
                                               pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
                                               pygame.K_DOWN, pygame.K_TAB, pygame.K_a,
                                               pygame.K_1, pygame.K_BACKSPACE])),
    st.tuples(st.just("wait"), st.integers(1, 20)),
)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=4, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(events=st.lists(EVENT, min_size=1, max_size=10), seed=st.integers(1, 999))
def test_random_events_and_resizes_at_the_table_never_raise(ctx, game_id, events, seed):
    while len(ctx.scenes):
        ctx.scenes.pop()
    resize(ctx, (1280, 800))
    open_table(ctx, game_id, seats_for(game_id), seed)
    for kind, value in events:
        if kind == "resize":
            resize(ctx, value if value[0] * value[1] <= 4_000_000 else (2000, 1500))
        elif kind == "click":
            window = pygame.display.get_surface().get_size()
            pos = (min(max(value[0], 0), window[0] - 1), min(max(value[1], 0), window[1] - 1))
            for kind_ in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind_, pos=pos, rel=(0, 0), button=1,
                                                     buttons=(0, 0, 0)))
            frames(ctx)
        elif kind == "key":
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=value, mod=0, unicode="",
                                                 scancode=0))
            frames(ctx)
        else:
            frames(ctx, value)
        if not ctx.running:
            break


@pytest.mark.parametrize("size", [(1, 1), (2, 3000), (7680, 4320)])
def test_every_shared_scene_takes_any_window_size(ctx, size):

    ctx.scenes.push(MenuScene(ctx))
    for scene in (SetupScene(ctx, "safranito", 4), StatsScene(ctx)):
        ctx.scenes.push(scene)
        resize(ctx, size)
        frames(ctx, 2)
        resize(ctx, (1280, 800))
        ctx.scenes.pop()
