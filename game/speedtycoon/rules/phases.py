"""The phases of a turn (design §2.1) plus the end-game placement and the end."""

LOBBY, LOBBY_PLACE, ACT, BONUS, PLACE, END_PLACE, OVER = range(7)
PHASE_NAMES = ("lobby", "lobby_place", "actions", "bonus", "place", "end_place", "over")
