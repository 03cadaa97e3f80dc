"""What every scene shares: theme, text, sprites, sound, settings and the scene stack."""

from __future__ import annotations

from concurrent.futures import Executor
from dataclasses import dataclass, field, replace
from typing import Any

from game.autosave import SaveWriter
from game.engine.text import Text
from game.ui.assets import Assets
from game.ui.clock import Clock
from game.ui.scene_stack import SceneStack
from game.ui.sound import Sound
from game.ui.theme import Theme


@dataclass
class Settings:
    """Choices a player makes that outlive one match."""

    language: str = "en"
    bot_pace: float = 1.0
    """Multiplier on the theme's bot delay: 0 = instant, 2 = leisurely."""
    auto_play_forced: bool = True
    """Play a human's move for them when it is their only legal one."""
    fullscreen: bool = False
    sound_on: bool = True
    volume: float = 0.8
    """0..1, times each effect's own volume."""
    animation_speed: float = 1.0
    """Multiplier on how fast flights and pauses run: 2 = twice as fast."""
    aim_help: str = "line"
    """Safranito's aim help: ``none`` (direction only), ``line`` (the empty-board stop),
    ``path`` (the simulated flick); see game/safranito/table/aim_help.py."""
    colour_symbols: bool = False
    """Draw a symbol beside colour wherever colour alone tells things apart."""
    player_counts: dict[str, int] = field(default_factory=dict)
    """The number of players last chosen on each game's setup screen, by game id."""
    rule_options: dict[str, dict[str, bool | int]] = field(default_factory=dict)
    """The rule options last chosen on each game's setup screen, by game id then option
    name (a value the game no longer offers is ignored there)."""


@dataclass
class Context:
    theme: Theme
    text: Text
    assets: Assets
    sound: Sound
    settings: Settings
    scenes: SceneStack
    size: tuple[int, int]
    running: bool = True
    bot_worker: Executor | None = None
    """Where bots think, so a slow bot never freezes the window; ``None`` = inline."""
    save_writer: SaveWriter = field(default_factory=SaveWriter)
    """Writes autosaves off the frame path (flushed when the window closes)."""
    clock: Clock = field(default_factory=Clock)
    """Everything that moves on its own; the window loop asks it whether to draw."""
    keys_down: set[int] = field(default_factory=set)
    """Keys pressed and not yet released, as the window loop saw them: a press of a key
    already down is the keyboard's auto-repeat (see :func:`game.ui.key_press.mark_repeat`)."""
    pictures: int = 0
    """How many pictures the window has shown: events are tagged with the one on screen
    when they came in (:mod:`game.ui.key_gate`)."""
    early_events: list[Any] = field(default_factory=list)
    """Events that came in while the last frame was being made, fetched just before it
    was shown: pressed over the picture before it, handled at the next frame."""

    daily_jobs: dict[Any, Any] = field(default_factory=dict)
    """The daily deal's hard-bot replays under way this session, by (game, day)
    (:func:`game.daily.job.shared_job`): started when the day's deal is dealt, they
    outlive the screens that show them."""
    file_language: str | None = None
    """The language ``settings.json`` keeps while ``--lang`` chose another for this
    launch (``None``: the one on screen is the file's). A flag is for one launch: a
    setting saved during it must not make the flag's language the player's choice
    (newcomer 13: one ``--lang en`` and the next plain launch came up in English)."""

    def settings_to_save(self) -> Settings:
        """The settings as ``settings.json`` should keep them (see ``file_language``)."""
        if self.file_language is None:
            return self.settings
        return replace(self.settings, language=self.file_language)

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.theme.resize(size)
        self.assets.clear_scaled()
        self.scenes.relayout()
