"""The property games' new-game screen, one for both rulesets: the ruleset (Kraken Bay Tycoon
or «Менеджер»), 2-6 seats with at least one person, auctions (Kraken Bay only: «Менеджер»
always auctions, D26), the time limit (D43), the round limit (D56) and the turn timer (D45);
the profile's last set-up of the game is where it starts.

The set-up names the ruleset by its game id ("kraken_bay", "menedzher"): the entry adds the
fixed `ruleset` option, so the options hold only what a person chose, in the rules' own words
(`auctions`, `time_limit_min`, `round_cap`, `turn_timer_s`). Who begins is rolled for by the
rules (D2).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIElement

from game.games import game_entry
from game.property.rules.rulesets import RULESETS, TIME_LIMITS, TURN_TIMERS
from game.scenes.new_game import LEFT, Layout, NewGameScreen
from game.ui.palette import SEAT_DARK, SEAT_RGB

if TYPE_CHECKING:
    from game.app import App

CONTROL_LEFT = 300
ROW_GAP = 52
LAYOUT = Layout(heading_top=20, columns_top=74, rows_top=104, row_step=50, add_seat_height=40,
                buttons_top=744)
GAMES = ("kraken_bay", "menedzher")

# Locale keys chosen by a value, written out whole so the translation test finds them.
COLOUR = {
    "red": "property_play.colour.red",
    "blue": "property_play.colour.blue",
    "yellow": "property_play.colour.yellow",
    "green": "property_play.colour.green",
    "purple": "property_play.colour.purple",
    "orange": "property_play.colour.orange",
}
HEADING = {
    "kraken_bay": "property_play.new_game.heading_kraken_bay",
    "menedzher": "property_play.new_game.heading_menedzher",
}
RULESET = {
    "kraken_bay": "property_play.new_game.ruleset_kraken_bay",
    "menedzher": "property_play.new_game.ruleset_menedzher",
}
#: What each computer level plays like, on its buttons: that Easy never proposes a trade
#: too, so a person waiting for an offer from it knows none comes (prop22).
LEVEL_TIPS = {
    "easy": "property_play.new_game.level_easy_tip",
    "normal": "property_play.new_game.level_normal_tip",
    "hard": "property_play.new_game.level_hard_tip",
}
RULESET_TIP = {
    "kraken_bay": "property_play.new_game.ruleset_kraken_bay_tip",
    "menedzher": "property_play.new_game.ruleset_menedzher_tip",
}
TIME_LIMIT = {
    0: "property_play.new_game.time_limit_0",
    30: "property_play.new_game.time_limit_30",
    45: "property_play.new_game.time_limit_45",
    60: "property_play.new_game.time_limit_60",
    90: "property_play.new_game.time_limit_90",
}
#: The round limits offered (0: none). The rules take any number of rounds (the harness plays
#: 6, the arena 40); a person picks from a few around what games last: Kraken Bay's rents
#: double from round 31, and «Менеджер» games between computers under its 60-minute default
#: ended after 61 rounds (median, docs/ai.md).
ROUND_CAPS = (0, 20, 30, 40, 60)
ROUND_CAP = {
    0: "property_play.new_game.round_cap_0",
    20: "property_play.new_game.round_cap_20",
    30: "property_play.new_game.round_cap_30",
    40: "property_play.new_game.round_cap_40",
    60: "property_play.new_game.round_cap_60",
}
TURN_TIMER = {
    0: "property_play.new_game.turn_timer_0",
    30: "property_play.new_game.turn_timer_30",
    60: "property_play.new_game.turn_timer_60",
    120: "property_play.new_game.turn_timer_120",
}


def token_emblem(colour: str, size: int) -> pygame.Surface:
    """A seat's token as the board shows it: a disc in its colour with a darker rim."""
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    centre, radius = (size // 2, size // 2), size // 2 - 2
    pygame.draw.circle(out, SEAT_RGB[colour], centre, radius)
    pygame.draw.circle(out, SEAT_DARK[colour], centre, radius, max(2, size // 14))
    pygame.draw.circle(out, (255, 255, 255), (centre[0] - radius // 3, centre[1] - radius // 3),
                       max(2, size // 12))
    return out


class PropertyNewGame(NewGameScreen):
    colour_column_key = "property_play.new_game.column_colour"
    colour_keys = COLOUR
    layout = LAYOUT
    backdrop_seed = 21
    needs_person = True
    need_person_key = "property_play.new_game.need_person"
    level_tips = LEVEL_TIPS

    def __init__(self, app: App, game: str) -> None:
        self.ruleset = game
        super().__init__(app, game_entry(game))

    @property
    def heading_key(self) -> str:
        return HEADING[self.ruleset]

    def emblem(self, colour: str, size: int) -> pygame.Surface:
        return token_emblem(colour, size)

    def read_options(self, remembered: Mapping[str, Any]) -> None:
        self.auctions = remembered["auctions"]
        self.time_limit = remembered["time_limit_min"]
        # a cap no screen offers (a harness's set-up) is shown, and started, as none
        self.round_cap = remembered["round_cap"] if remembered["round_cap"] in ROUND_CAPS else 0
        self.turn_timer = remembered["turn_timer_s"]

    # --- building --------------------------------------------------------------------------

    def build_options(self) -> None:
        top = self.layout.below_rows(self.offer.max_seats) + 50

        def row(key: str, width: int, choices: list[tuple[str, str]], value: str, name: str,
                tips: str | Mapping[str, str]):
            nonlocal top
            made = self.option_row(pygame.Rect(LEFT, top, 230, 40), key,
                                   pygame.Rect(CONTROL_LEFT, top, width, 40), choices, value,
                                   name, tips)
            top += ROW_GAP
            return made

        self.ruleset_row = row("property_play.new_game.ruleset", 600,
                               [(game, RULESET[game]) for game in GAMES], self.ruleset,
                               "ruleset", RULESET_TIP)
        self.auctions_always = self.label(pygame.Rect(CONTROL_LEFT, top, 700, 40),
                                          "property_play.new_game.auctions_always")
        self.auctions_row = row("property_play.new_game.auctions", 300,
                                [("on", "property_play.new_game.auctions_on"),
                                 ("off", "property_play.new_game.auctions_off")],
                                "on" if self.auctions else "off", "auctions",
                                "property_play.new_game.auctions_tip")
        self.time_limit_row = row("property_play.new_game.time_limit", 600,
                                  [(str(m), TIME_LIMIT[m]) for m in TIME_LIMITS],
                                  str(self.time_limit), "time_limit",
                                  "property_play.new_game.time_limit_tip")
        self.round_cap_row = row("property_play.new_game.round_cap", 600,
                                 [(str(r), ROUND_CAP[r]) for r in ROUND_CAPS],
                                 str(self.round_cap), "round_cap",
                                 "property_play.new_game.round_cap_tip")
        self.turn_timer_row = row("property_play.new_game.turn_timer", 480,
                                  [(str(s), TURN_TIMER[s]) for s in TURN_TIMERS],
                                  str(self.turn_timer), "turn_timer",
                                  "property_play.new_game.turn_timer_tip")

    @property
    def auctions_optional(self) -> bool:
        return RULESETS[self.ruleset].auctions_optional

    def refresh_options(self) -> None:
        """The heading names the ruleset; «Менеджер» shows that it always auctions."""
        if self.heading.text != self.heading_key:
            self.heading.set_text(self.heading_key)
        for button in self.auctions_row.buttons.values():
            if self.auctions_optional:
                button.show()
            else:
                button.hide()
        if self.auctions_optional:
            self.auctions_always.hide()
        else:
            self.auctions_always.show()

    def option_order(self) -> list[UIElement]:
        auctions = list(self.auctions_row.buttons.values()) if self.auctions_optional else []
        return [*self.ruleset_row.buttons.values(), *auctions,
                *self.time_limit_row.buttons.values(), *self.round_cap_row.buttons.values(),
                *self.turn_timer_row.buttons.values()]

    # --- input -----------------------------------------------------------------------------

    def press_option(self, element: UIElement) -> bool:
        if element in self.ruleset_row.buttons.values():
            self.ruleset = self.ruleset_row.pick(element) or self.ruleset
        elif element in self.auctions_row.buttons.values():
            self.auctions = (self.auctions_row.pick(element) or
                             self.auctions_row.value) == "on"
        elif element in self.time_limit_row.buttons.values():
            self.time_limit = int(self.time_limit_row.pick(element) or self.time_limit)
        elif element in self.round_cap_row.buttons.values():
            self.round_cap = int(self.round_cap_row.pick(element) or self.round_cap)
        elif element in self.turn_timer_row.buttons.values():
            self.turn_timer = int(self.turn_timer_row.pick(element) or self.turn_timer)
        else:
            return False
        return True

    # --- result ----------------------------------------------------------------------------

    def game_id(self) -> str:
        return self.ruleset

    def chosen_options(self, rng: random.Random) -> dict[str, Any]:
        chosen: dict[str, Any] = {"time_limit_min": self.time_limit,
                                  "round_cap": self.round_cap, "turn_timer_s": self.turn_timer}
        if self.auctions_optional:
            chosen["auctions"] = self.auctions
        return chosen

    def start_blocked(self) -> str | None:
        """Besides a person, a board: an entry without one cannot start a game yet."""
        blocked = super().start_blocked()
        if blocked is None and game_entry(self.ruleset).board_scene is None:
            return "property_play.new_game.no_board"
        return blocked

    def note(self) -> tuple[str, dict] | None:
        return ("property_play.new_game.first_player", {})


class KrakenBayNewGame(PropertyNewGame):
    def __init__(self, app: App) -> None:
        super().__init__(app, "kraken_bay")


class MenedzherNewGame(PropertyNewGame):
    def __init__(self, app: App) -> None:
        super().__init__(app, "menedzher")
