"""Tycoon's set-up options, declared once: the rules' new_game reads them from this table and
the entry (game/tycoon/entry.py) hands the same table to the save loader and the new-game
screen. Pure data beside the rules package: the known values are named as "module:attribute"
text, so reading the registry imports no rules."""

from game.core.options import Choice, OptionTable, SeatNumber

OPTIONS = OptionTable((
    # D1/D15: a flight stops at exactly its distance or anywhere up to it
    Choice(name="stops", values="game.tycoon.rules.board:STOPS_OPTIONS", default="exact"),
    # the seat that begins every session (the new-game screen seats the youngest first)
    SeatNumber(name="start_player", default=0),
    # 2: D13 and D16 as written; 1: the rules games were saved under before (legal.py)
    Choice(name="rules_version", values="game.tycoon.rules.legal:RULES_VERSIONS", default=2),
))
