"""The game-neutral core: protocol, seeded randomness, runner, action log, config.

Nothing here imports pygame or pymunk, reads files after start-up, or keeps global
state (a test enforces the imports).
"""
