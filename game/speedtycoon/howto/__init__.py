"""How to play Speedtycoon: the rules in our own words with pictures from the real table, and
a guided first turn at a real table."""
