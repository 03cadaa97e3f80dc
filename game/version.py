"""The release number, in one place: ``pyproject.toml`` reads it from here (so the
wheel, ``--version``, the menu's About line and every save agree) and a source checkout
or a PyInstaller bundle, which have no installed metadata, still know it."""

VERSION = "1.0.0"
