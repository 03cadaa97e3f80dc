"""The game's fonts measure any string as pygame's own font measures its drawable
form, however often it is asked and however many strings it has seen: the sizes are
remembered (a table measures the same labels every frame), never stale or mixed up."""

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui import safe_font
from game.ui.art.draw import FONT_FILES
from game.ui.safe_font import SafeFont, drawable


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(max_size=30), min_size=1, max_size=20))
def test_a_size_is_the_plain_fonts_size_of_the_drawable_text(texts):
    pygame.font.init()
    safe = SafeFont(FONT_FILES["regular"], 17)
    plain = pygame.font.Font(FONT_FILES["regular"], 17)
    for text in texts + texts[::-1]:
        assert safe.size(text) == plain.size(drawable(text))


def test_past_its_memo_a_font_starts_afresh_and_still_measures_right(monkeypatch):
    monkeypatch.setattr(safe_font, "SIZE_MEMO", 8)
    pygame.font.init()
    safe = SafeFont(FONT_FILES["bold"], 21)
    plain = pygame.font.Font(FONT_FILES["bold"], 21)
    words = [f"Gagnées {n} · manche +{n} ★" for n in range(30)]
    for word in words * 2:
        assert safe.size(word) == plain.size(word)
    assert len(safe._sizes) <= 8


def test_text_with_control_characters_is_measured_as_drawn():
    pygame.font.init()
    safe = SafeFont(FONT_FILES["regular"], 17)
    assert safe.size("a\x00b") == safe.size("a\ufffdb")
    assert safe.size("a\ud800b") == safe.size("a\ufffdb")
    assert drawable("Zoë\u200dé ★") == "Zoë\u200dé ★"  # a joiner kept, no mark lost


def test_a_label_is_drawn_once_and_looks_as_a_fresh_render():
    pygame.font.init()
    font = SafeFont(FONT_FILES["regular"], 17)
    first = font.label("Ada · 3 ★", (10, 20, 30))
    assert font.label("Ada · 3 ★", (10, 20, 30)) is first
    fresh = font.render("Ada · 3 ★", True, (10, 20, 30))
    assert pygame.image.tobytes(first, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
    assert font.label("Ada · 3 ★", (200, 20, 30)) is not first
    assert font.label("Ada · 4 ★", (10, 20, 30)).get_size() == font.size("Ada · 4 ★")


def test_past_its_memo_a_font_starts_afresh_and_still_draws_right(monkeypatch):
    monkeypatch.setattr(safe_font, "IMAGE_MEMO", 8)
    pygame.font.init()
    font = SafeFont(FONT_FILES["bold"], 21)
    for n in range(30):
        image = font.label(f"{n} ★", (0, 0, 0))
        assert len(font._images) <= 8
        assert image.get_size() == font.size(f"{n} ★")
