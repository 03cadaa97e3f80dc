"""Game-neutral bots: they work on any game through the protocol alone."""
