"""The Tycoon screens: new game, the board and its turn, payday, the result."""
