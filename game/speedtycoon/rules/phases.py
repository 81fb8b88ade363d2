"""The phases of a turn (design §2.1) plus the end-game placement and the end."""

LOBBY, LOBBY_PLACE, ACT, BONUS, PLACE, END_PLACE, OVER, DONE = range(8)
#: DONE: a seat that confirms the end of its turn (option ``hold``) has done all it
#: may; the turn ends, revealing the refill, only on its EndActions (so until then every move
#: of the turn can be taken back).
PHASE_NAMES = ("lobby", "lobby_place", "actions", "bonus", "place", "end_place", "over",
               "done")
