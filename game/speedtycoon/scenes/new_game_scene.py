"""Speedtycoon's new-game screen: 2-6 seats with at least one person (design §4.1, D49), the
game type, the 13 module switches in the scrolling options panel (each with its one-line tip),
the think time, the curtain; the profile's last Speedtycoon set-up is where it starts. Until a
think time is chosen (a click, or the remembered set-up's), it follows the people at the
table: no clock for one person, 2 minutes for several (`options.first_think`).

Picking a module by hand turns the game type into "Eigene Auswahl", so the switches always
show exactly the modules the game will play with.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import ObjectID, UIElement

from game.core.setup import GameSetup
from game.games import game_entry
from game.scenes.new_game import LEFT, Layout, NewGameScreen
from game.scenes.seat_rows import options_panel
from game.scenes.widgets import SwitchButton
from game.speedtycoon.options import THINK_TIMES
from game.speedtycoon.rules.data import GAME_TYPE_NAMES, MODULES
from game.speedtycoon.scenes import options
from game.speedtycoon.scenes.keys import COLOUR, MODULE, MODULE_TIP, THINK, TYPE, TYPE_TIP
from game.speedtycoon.view.art import seat_emblem

if TYPE_CHECKING:
    from game.app import App

CONTROL_LEFT = 300
LAYOUT = Layout(heading_top=20, columns_top=74, rows_top=104, row_step=50, add_seat_height=40,
                buttons_top=744)
MODULE_SIZE = (290, 38)
MODULE_COLUMNS = 3


class SpeedtycoonNewGame(NewGameScreen):
    heading_key = "speedtycoon_play.new_game.heading"
    colour_column_key = "speedtycoon_play.new_game.column_colour"
    colour_keys = COLOUR
    layout = LAYOUT
    backdrop_seed = 11
    needs_person = True
    need_person_key = "speedtycoon_play.new_game.need_person"

    def __init__(self, app: App, last: GameSetup | None = None) -> None:
        """`last`: the set-up to start from (the result's "Neues Spiel" passes the game just
        played, which a loaded game may not have written into the profile)."""
        self.last = last
        super().__init__(app, game_entry("speedtycoon"))

    def remembered(self) -> GameSetup | None:
        if self.last is not None and self.offer.allows(self.last):
            return self.last
        return super().remembered()

    def emblem(self, colour: str, size: int) -> pygame.Surface:
        """The seat's headquarters tower on its colour."""
        return seat_emblem(colour, size)

    def read_options(self, remembered: Mapping[str, Any]) -> None:
        self.game_type, self.custom, self.think = options.read_remembered(remembered)
        last = self.remembered()
        #: whether the think time shown was chosen (the remembered set-up's, or a click);
        #: else it follows the number of people at the table (`refresh_options`)
        self.think_chosen = last is not None and last.options.get("think") == self.think

    # --- building --------------------------------------------------------------------------

    def build_options(self) -> None:
        below_rows = self.layout.below_rows(self.offer.max_seats)
        top = below_rows + 50
        self.type_row = self.option_row(
            pygame.Rect(LEFT, top, 230, 40), "speedtycoon_play.new_game.game_type",
            pygame.Rect(CONTROL_LEFT, top, 920, 40), [(t, TYPE[t]) for t in GAME_TYPE_NAMES],
            self.game_type, "game_type", TYPE_TIP)
        self.think_row = self.option_row(
            pygame.Rect(LEFT, top + 52, 230, 40), "speedtycoon_play.new_game.think_time",
            pygame.Rect(CONTROL_LEFT, top + 52, 600, 40),
            [(t, THINK[t]) for t in THINK_TIMES], self.think, "think",
            "speedtycoon_play.new_game.think_tip")
        self.curtain = self.curtain_row(pygame.Rect(620, below_rows, 290, 40),
                                        pygame.Rect(920, below_rows, 300, 40))
        panel_rect = pygame.Rect(CONTROL_LEFT, top + 104, 920, 132)
        self.label(pygame.Rect(LEFT, panel_rect.y, 230, 40), "speedtycoon_play.new_game.modules")
        rows = -(-len(MODULES) // MODULE_COLUMNS)
        self.panel = options_panel(self, panel_rect, rows * (MODULE_SIZE[1] + 6))
        self.modules: dict[str, SwitchButton] = {}
        for i, module in enumerate(MODULES):
            col, row = i % MODULE_COLUMNS, i // MODULE_COLUMNS
            self.modules[module] = SwitchButton(
                pygame.Rect(col * (MODULE_SIZE[0] + 8), row * (MODULE_SIZE[1] + 6),
                            *MODULE_SIZE),
                MODULE[module], manager=self.app.manager, container=self.panel,
                tool_tip_text=MODULE_TIP[module],
                object_id=ObjectID(f"#module_{module}", "@choice"))

    @property
    def chosen_modules(self) -> tuple[str, ...]:
        return options.modules_of(self.game_type, self.custom)

    def refresh_options(self) -> None:
        """The game type's button, the modules it plays with and the think time are lit."""
        self.type_row.show(self.game_type)
        if not self.think_chosen:
            self.think = options.first_think(self.people)
        self.think_row.show(self.think)
        on = set(self.chosen_modules)
        for module, button in self.modules.items():
            if module in on:
                button.select()
            else:
                button.unselect()

    def option_order(self) -> list[UIElement]:
        return [*self.type_row.buttons.values(), *self.think_row.buttons.values(),
                *self.curtain.buttons.values(), *self.modules.values()]

    # --- input -----------------------------------------------------------------------------

    def press_option(self, element: UIElement) -> bool:
        if element in self.type_row.buttons.values():
            picked = self.type_row.pick(element)
            if picked is not None:
                if picked == "custom" and not self.custom:
                    self.custom = self.chosen_modules
                self.game_type = picked
        elif element in self.modules.values():
            self.toggle_module(next(m for m, b in self.modules.items() if b is element))
        elif element in self.think_row.buttons.values():
            self.think = self.think_row.pick(element) or self.think
            self.think_chosen = True
        elif element in self.curtain.buttons.values():
            self.curtain.pick(element)
        else:
            return False
        return True

    def toggle_module(self, module: str) -> None:
        """A module clicked by hand: the game becomes "Eigene Auswahl" with it switched."""
        chosen = set(self.chosen_modules) ^ {module}
        self.custom = options.modules_of("custom", tuple(chosen))
        self.game_type = "custom"

    # --- result ----------------------------------------------------------------------------

    def chosen_options(self, rng: random.Random) -> dict[str, Any]:
        return options.setup_options(self.game_type, self.custom, self.think)

    def note(self) -> tuple[str, dict] | None:
        """With two players the state fund joins the table (design §4.1)."""
        return ("speedtycoon_play.new_game.fund_note", {}) if self.seats == 2 else None
