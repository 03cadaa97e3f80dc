"""Guided first games ("Learn to play"): the game-neutral, pure machinery.

A guided game is an ordinary match against bots on a fixed deal
(``config/tutorials/<package>.yaml``), with a coach that explains each rule the first
time it matters. Each game says *when* a rule matters in ``game/<package>/lessons.py``
(pure detectors over states and actions); :mod:`game.tutorial.lesson` turns those
findings into the coach's steps; the window side lives in ``game/ui/tutorial``.
"""
