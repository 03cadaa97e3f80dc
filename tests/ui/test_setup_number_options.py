"""Issue 19 play-test, finding 2: Safranito's "Most rounds before the game ends" stepped
200, 1, 10, 19, 28 from 199 and wrapped 1 → 200. A number option steps through
sensible values in order and stops at its ends; each option says what it does under
the pointer; the value chosen is there again on the next visit (and after a restart,
from the settings file), as the number of players is. Real clicks on the real setup."""

import pytest

from game import registry
from game.engine.text import load_text
from game.ui.scenes.setup_options import sensible_values
from game.ui.settings_file import read_settings, settings_path
from game.ui.widgets import Chooser
from tests.ui.conftest import click, hover_words, open_setup_by_click


@pytest.fixture(autouse=True)
def fresh_file():
    settings_path().unlink(missing_ok=True)
    yield
    settings_path().unlink(missing_ok=True)


def rounds_chooser(setup) -> Chooser:
    [(spec, chooser)] = setup.option_widgets
    assert spec.name == "round_limit" and isinstance(chooser, Chooser)
    return chooser


def arrow(chooser: Chooser, right: bool) -> tuple[int, int]:
    rect = chooser.rect
    return (rect.right - rect.height // 2, rect.centery) if right else \
        (rect.left + rect.height // 2, rect.centery)


def test_rounds_step_up_in_order_and_stop_at_the_ends(ctx):
    chooser = rounds_chooser(open_setup_by_click(ctx, "safranito"))
    assert chooser.value == 30
    seen = [chooser.value]
    for _ in range(len(chooser.choices) + 2):  # more clicks than steps: no wrap
        click(ctx, arrow(chooser, right=True))
        seen.append(chooser.value)
    assert seen == sorted(seen) and seen[-1] == 200
    assert set(seen) >= {30, 40, 50, 100, 200} and 199 not in seen
    for _ in range(len(chooser.choices) + 2):
        click(ctx, arrow(chooser, right=False))
    assert chooser.value == 1
    values = [value for value, _label in chooser.choices]
    assert values[:6] == [1, 2, 3, 4, 5, 6] and 28 not in values and 19 not in values


@pytest.mark.parametrize("game_id", registry.game_ids())
def test_every_number_option_offers_increasing_values_within_its_bounds(game_id):
    for spec in registry.rules(game_id).option_specs:
        if spec.is_flag:
            continue
        values = sensible_values(spec)
        assert values == sorted(set(values)) and spec.default in values
        assert values[0] == spec.minimum and values[-1] == spec.maximum
        assert len(values) <= 30


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("game_id", ["safranito", "chef-de-rang", "too-many-cooks"])
def test_each_option_says_what_it_does_under_the_pointer(ctx, game_id, language):
    ctx.text = load_text(language)
    setup = open_setup_by_click(ctx, game_id)
    package = registry.require_info(game_id).package
    assert setup.option_widgets
    for spec, widget in setup.option_widgets:
        tip = ctx.text(f"{package}.options_about.{spec.name}")
        assert tip in hover_words(ctx, widget.rect.center)


def test_the_chosen_rounds_come_back_on_the_next_visit_and_after_a_restart(ctx):
    chooser = rounds_chooser(open_setup_by_click(ctx, "safranito"))
    click(ctx, arrow(chooser, right=True))
    chosen = chooser.value
    assert chosen == 40
    ctx.scenes.pop()  # back to the menu, then the setup again
    assert rounds_chooser(open_setup_by_click(ctx, "safranito")).value == chosen
    settings, _notice = read_settings()
    assert settings.rule_options == {"safranito": {"round_limit": chosen}}
    ctx.settings = settings  # a fresh start reads the file
    ctx.scenes.pop()
    assert rounds_chooser(open_setup_by_click(ctx, "safranito")).value == chosen


def test_a_remembered_flag_option_comes_back(ctx):
    setup = open_setup_by_click(ctx, "too-many-cooks")
    spec, toggle = setup.option_widgets[0]
    click(ctx, toggle.rect.center)
    assert toggle.value is not spec.default
    ctx.scenes.pop()
    again = open_setup_by_click(ctx, "too-many-cooks")
    assert again.option_widgets[0][1].value is not spec.default
    assert again.current_setup().options[spec.name] is not spec.default
