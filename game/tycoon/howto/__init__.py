"""How to play Tycoon: the rules in our own words with pictures from the board's own sprites,
and a guided first turn on a real board."""
