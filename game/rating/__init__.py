"""Ratings on the Elo scale (issue 24): the bot levels' ratings, measured by
``main.py calibrate`` and kept in ``config/ratings.yaml``, and each player's rating per
game, moved after every finished match against rated bots. Pure: no pygame."""
