"""Game review (issue 24): every decision of one seat of a finished (or unfinished)
match valued against its legal alternatives by the search engine, from that seat's view
only, on equal evidence, and labelled by the value it lost.

Pure (no pygame): ``settings`` reads ``config/review.yaml``, ``model`` holds the
results, ``engine`` values the decisions, ``words`` and ``report`` put them in words and
figures, ``section`` caches a review inside the match file, ``command`` is
``main.py review``.
"""
