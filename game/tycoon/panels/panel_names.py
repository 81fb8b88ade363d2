"""Which info panels the Tycoon board has, and the keys, titles and buttons that open them.

Kept apart from the host so the tests, the PNG tool and the host read one list: a panel added
here gets its key, its title and its button together.
"""

from __future__ import annotations

import pygame

PANELS = ("players", "payouts", "majorities", "hint")
KEYS = {pygame.K_l: "history", pygame.K_p: "players", pygame.K_d: "payouts",
        pygame.K_m: "majorities", pygame.K_h: "hint", pygame.K_u: "undo"}
TITLES = {"players": "tycoon_info.panel.players",
          "payouts": "tycoon_info.panel.payouts", "majorities": "tycoon_info.panel.majorities",
          "hint": "tycoon_info.panel.hint"}
BUTTONS = (("history", "tycoon_info.buttons.history", "tycoon_info.buttons.history_tip"),
           ("players", "tycoon_info.buttons.players", "tycoon_info.buttons.players_tip"),
           ("payouts", "tycoon_info.buttons.payouts", "tycoon_info.buttons.payouts_tip"),
           ("majorities", "tycoon_info.buttons.majorities", "tycoon_info.buttons.majorities_tip"),
           ("hint", "tycoon_info.buttons.hint", "tycoon_info.buttons.hint_tip"),
           ("undo", "tycoon_info.buttons.undo", "tycoon_info.buttons.undo_tip"))
