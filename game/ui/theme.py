"""Colours, fonts and pacing from ``config/theme/ui.yaml``, and the scale of the window.

Everything on screen is laid out at a 1280×800 reference size and multiplied by
:attr:`Theme.scale`, so resizing the window re-lays the table instead of stretching a
bitmap. Fonts are cached per pixel size because pygame fonts are costly to open.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game import resources
from game.engine.config import CONFIG_DIR, ConfigError, Section
from game.ui.safe_font import SafeFont

REFERENCE_SIZE = (1280, 800)
ASSETS_DIR = resources.assets_dir()
Colour = tuple[int, int, int]


def read_colour(section: Section, name: str) -> Colour:
    values = section.list(name, int)
    if len(values) != 3 or not all(0 <= v <= 255 for v in values):
        raise section.error(name, "expected [red, green, blue] with values 0-255")
    return (values[0], values[1], values[2])


def read_colours(section: Section) -> dict[str, Colour]:
    return {name: read_colour(section, name) for name in section.keys()}


@dataclass(frozen=True)
class Pace:
    bot_move_s: float
    animation_s: float
    trick_hold_s: float
    guided_trick_hold_s: float = 0.0
    """While the coach guides, a finished trick stays up at least this long once its
    last card has landed, in real seconds whatever the animation speed: a newcomer
    reads what the trick held before it goes (newcomer pass 9, finding 11: 1.1 s was
    gone before they saw what they had won). 0: no longer than ``trick_hold_s``."""


def held(seconds: float, animation_speed: float) -> float:
    """``seconds`` of real looking time in a table's paced seconds (the window's clock
    runs them ``animation_speed`` times as fast): at least ``seconds`` at every speed.
    Fast animations shorten the motion, never the look at what a move did (newcomer
    playtests: at Fast two whole tricks went by in five seconds, neither read; a Chef
    de rang card taken or served was gone before it was seen)."""
    return seconds * max(animation_speed, 1.0)


def trick_hold(pace: Pace, animation_speed: float) -> float:
    """How long a finished trick stays on the table, in the table's paced seconds: the
    landing at the chosen speed, then ``trick_hold_s`` of real reading time
    (:func:`held`)."""
    return pace.animation_s + held(pace.trick_hold_s, animation_speed)


FLOOR_PX = 8
"""No text is opened smaller than this, whatever the window. (At 800×500 the scaled
12 px minimum is 8 px: raising this to a readable 10 px cut the menu cards' and Too
Many Cooks' 800×500 words; issue 19 re-check, left for their layouts.)"""


@dataclass
class Theme:
    colours: dict[str, Colour]
    seat_colours: list[Colour]
    font_files: dict[str, Path]
    sizes: dict[str, int]
    pace: Pace
    scale: float = 1.0
    _fonts: dict[tuple[str, int], SafeFont] = field(default_factory=dict, repr=False)

    def __getitem__(self, name: str) -> Colour:
        return self.colours[name]

    def seat_colour(self, seat: int) -> Colour:
        return self.seat_colours[seat % len(self.seat_colours)]

    def resize(self, size: tuple[int, int]) -> None:
        self.scale = min(size[0] / REFERENCE_SIZE[0], size[1] / REFERENCE_SIZE[1])

    def px(self, value: float) -> int:
        """A reference-size length in pixels at the current window size."""
        return max(1, round(value * self.scale))

    def font(self, role: str = "body", style: str = "regular", size: int | None = None
             ) -> SafeFont:
        """The font for a text role (``title``, ``heading``, ``body``...) at this scale."""
        pixels = max(FLOOR_PX, round((size or self.sizes[role]) * self.scale))
        key = (style, pixels)
        if key not in self._fonts:
            self._fonts[key] = SafeFont(self.font_files[style], pixels)
        return self._fonts[key]


def load_theme(path: Path = CONFIG_DIR / "theme" / "ui.yaml") -> Theme:
    root = Section.load(path)
    colours = read_colours(root.section("colours"))
    seat_list = root.list("seat_colours", list, min_len=6)
    seat_colours: list[Colour] = []
    for index, value in enumerate(seat_list):
        if len(value) != 3 or not all(isinstance(v, int) and 0 <= v <= 255 for v in value):
            raise root.error(f"seat_colours[{index}]", "expected [red, green, blue] 0-255")
        seat_colours.append((value[0], value[1], value[2]))
    fonts = root.section("fonts")
    font_files = {}
    for style in ("regular", "bold", "title"):
        file = ASSETS_DIR / fonts.get(style, str)
        if not file.is_file():
            raise ConfigError(root.file, fonts.key(style), f"font file {file.name} not found")
        font_files[style] = file
    fonts.done()
    sizes_section = root.section("sizes")
    sizes = {name: sizes_section.get(name, int, minimum=6, maximum=200)
             for name in sizes_section.keys()}
    pace_section = root.section("pace")
    pace = Pace(*(pace_section.get(name, float, minimum=0.0, maximum=10.0)
                  for name in ("bot_move_s", "animation_s", "trick_hold_s",
                               "guided_trick_hold_s")))
    pace_section.done()
    root.done()
    return Theme(colours, seat_colours, font_files, sizes, pace)
