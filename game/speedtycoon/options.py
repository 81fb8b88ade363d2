"""Speedtycoon's set-up options, declared once: the rules' new_game reads them from this table
and the entry (game/speedtycoon/entry.py) hands the same table to the save loader and the
new-game screen, so a set-up's options are the rules' options as they are. Pure data beside
the rules package: the known values are named as "module:attribute" text, so reading the
registry imports no rules.

A set-up holds scalars, so the two list-valued options are kept as one text each: the custom
modules as words joined by commas ("blitz,loans") and the seats that confirm the end of their
turn as seats joined by commas ("0,2").
"""

from game.core.options import Choice, OptionTable, SeatList, WordList

#: A person's time per turn on the table's clock, in seconds, or "none"; the table's alone:
#: the rules keep no clock, and a set-up's think time changes no rule. The option's default,
#: 2 minutes (design §4.1), is a set-up's that names none; the new-game screen starts one
#: person's game without a clock (game/speedtycoon/scenes/options.py `first_think`).
THINK_TIMES = ("30", "60", "90", "120", "none")

OPTIONS = OptionTable((
    # §3.14: a game type switches its modules on; "custom" plays the modules listed
    Choice(name="game_type", values="game.speedtycoon.rules.data:GAME_TYPE_NAMES",
           default="classic"),
    # "custom" only (a set-up that lists modules and names no game type is "custom" too)
    WordList(name="modules", values="game.speedtycoon.rules.data:MODULES", default=""),
    Choice(name="think", values=THINK_TIMES, default="120"),
    # issue 31.3: the seats whose done turn waits for their End turn (the table sets it from
    # Settings' "Confirm end of turn" as the game is dealt; never on a screen)
    SeatList(name="hold", default=""),
    # 2: the rules as written; 1: Blitz bands on 2R/3 and a Lobbyist window before the first
    # turn, set only by a save of older rules when it replays (never on a screen)
    Choice(name="rules_version", values="game.speedtycoon.rules.data:RULES_VERSIONS",
           default=2),
))
