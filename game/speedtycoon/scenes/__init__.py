"""Speedtycoon's screens: the new game, the table (see docs/speedtycoon-play.md)."""
