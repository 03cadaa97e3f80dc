"""Sprite and sound generation: every picture the game shows is drawn here from
pygame primitives and written to ``assets/`` (real artwork can replace the PNGs later
without code changes, since the game only reads the files through the manifest)."""
