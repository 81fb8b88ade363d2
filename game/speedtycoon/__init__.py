"""Speedtycoon: the tile-laying game of the collection (rules in ``rules/``)."""
