"""What the info panels know: pure facts about a Tycoon game, no pygame, no files.

Each module answers one question the player asks while playing (what happened, who leads, what
would payday bring, what does this space mean for me). Numbers come from the rules' own queries
(payday_preview, net_worth, loans_of, majority ranking), never from a second copy of a rule,
so a panel can never disagree with the real payday. Player text is (key, params) under
``tycoon_info.*``; ids stay ids until the panel formats them.
"""
