"""Speedtycoon's new-game screen: 2-6 seats on the house's seat rows, the game type, the 13
module switches in the scrolling options panel (each with its one-line tip), the think time,
the curtain; the profile's last Speedtycoon set-up is where it starts.

Picking a module by hand turns the game type into "Eigene Auswahl", so the switches always
show exactly the modules the game will play with.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton, UILabel

from game.core.setup import GameSetup
from game.scenes.backdrop import paint_backdrop
from game.scenes.remembered_setup import last_setup, remember_setup
from game.scenes.scene import Scene
from game.scenes.seat_rows import SeatChoice, SeatRow, options_panel
from game.scenes.widgets import ChoiceRow
from game.speedtycoon.rules.data import MAX_PLAYERS, MIN_PLAYERS, MODULES
from game.speedtycoon.scenes import options
from game.speedtycoon.scenes.keys import MODULE, MODULE_TIP, THINK, TYPE, TYPE_TIP
from game.speedtycoon.scenes.seats import KINDS, SEATS, default_name
from game.ui.focus import FocusRing
from game.ui.palette import SEAT_COLOURS

if TYPE_CHECKING:
    from game.app import App

GAME = "speedtycoon"
ROWS_TOP = 104
ROW_STEP = 50
LEFT = 60
CONTROL_LEFT = 300
OPTIONS_TOP = ROWS_TOP + MAX_PLAYERS * ROW_STEP + 50
PANEL_RECT = pygame.Rect(CONTROL_LEFT, OPTIONS_TOP + 104, 920, 132)
MODULE_SIZE = (290, 38)
MODULE_COLUMNS = 3


def default_choices(human_name: str) -> list[SeatChoice]:
    """You against two computers at Normal; the other seats wait as computers."""
    return [SeatChoice(colour, "human" if i == 0 else "normal", human_name if i == 0 else "")
            for i, colour in enumerate(SEAT_COLOURS)]


def remembered_choices(setup: GameSetup) -> list[SeatChoice]:
    choices = [SeatChoice(s.colour, s.level if s.kind == "computer" else "human",
                          s.name if s.kind == "human" else "") for s in setup.seats]
    used = {c.colour for c in choices}
    return choices + [SeatChoice(c, "normal", "") for c in SEAT_COLOURS if c not in used]


def _usable(setup: GameSetup | None) -> bool:
    return (setup is not None and setup.game == GAME
            and MIN_PLAYERS <= setup.num_players <= MAX_PLAYERS
            and len({s.colour for s in setup.seats}) == setup.num_players
            and all(s.colour in SEAT_COLOURS and (s.level or "human") in KINDS
                    for s in setup.seats))


class SpeedtycoonNewGame(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        last = last_setup(app, GAME)
        if _usable(last):
            self.choices = remembered_choices(last)
            self.seats = last.num_players
            self.game_type, self.custom, self.think = options.read_remembered(last.options)
        else:
            from game.scenes.player_files import player_files

            profile = player_files(app).current
            self.choices = default_choices(profile.name if profile else "")
            self.seats = 3
            self.game_type, self.custom, self.think = "classic", (), options.DEFAULT_THINK
        self.rows: list[SeatRow] = []
        self.ring = FocusRing(self._press)
        self.backdrop: pygame.Surface | None = None

    # --- building --------------------------------------------------------------------------

    def enter(self) -> None:
        self.backdrop = paint_backdrop(self.app.canvas_size, seed=11)
        shade = pygame.Surface(self.app.canvas_size, pygame.SRCALPHA)
        shade.fill((6, 10, 20, 170))
        self.backdrop.blit(shade, (0, 0))
        manager, box = self.app.manager, self.container
        self._label(pygame.Rect(LEFT, 20, 900, 56), "speedtycoon_play.new_game.heading",
                    "@heading")
        for left, key in ((60, "speedtycoon_play.new_game.column_colour"),
                          (256, "match.new_game.column_name"),
                          (566, "match.new_game.column_kind")):
            self._label(pygame.Rect(left, 74, 526, 28), key, "@row_label")
        self.rows = [SeatRow(self, i, ROWS_TOP + i * ROW_STEP, choice, SEATS)
                     for i, choice in enumerate(self.choices)]
        self.add_seat = UIButton(pygame.Rect(60, ROWS_TOP + MAX_PLAYERS * ROW_STEP, 240, 40),
                                 "match.new_game.add_seat", manager=manager, container=box,
                                 object_id=ObjectID("#add_seat", "@choice"))
        top = OPTIONS_TOP
        self._label(pygame.Rect(LEFT, top, 230, 40), "speedtycoon_play.new_game.game_type",
                    "@row_label")
        self.type_row = ChoiceRow(self, pygame.Rect(CONTROL_LEFT, top, 920, 40),
                                  [(t, TYPE[t]) for t in options.TYPES], self.game_type, box,
                                  "game_type")
        for game_type, button in self.type_row.buttons.items():
            button.set_tooltip(TYPE_TIP[game_type])
        self._label(pygame.Rect(LEFT, top + 52, 230, 40),
                    "speedtycoon_play.new_game.think_time", "@row_label")
        self.think_row = ChoiceRow(self, pygame.Rect(CONTROL_LEFT, top + 52, 600, 40),
                                   [(t, THINK[t]) for t in options.THINK_TIMES], self.think,
                                   box, "think")
        for button in self.think_row.buttons.values():
            button.set_tooltip("speedtycoon_play.new_game.think_tip")
        curtain_top = ROWS_TOP + MAX_PLAYERS * ROW_STEP
        self._label(pygame.Rect(620, curtain_top, 290, 40), "match.new_game.curtain",
                    "@row_label")
        self.curtain = ChoiceRow(
            self, pygame.Rect(920, curtain_top, 300, 40),
            [("on", "match.new_game.curtain_on"), ("off", "match.new_game.curtain_off")],
            "on", box, "curtain")
        for button in self.curtain.buttons.values():
            button.set_tooltip("match.new_game.curtain_tip")
        self._label(pygame.Rect(LEFT, PANEL_RECT.y, 230, 40),
                    "speedtycoon_play.new_game.modules", "@row_label")
        rows = -(-len(MODULES) // MODULE_COLUMNS)
        self.panel = options_panel(self, PANEL_RECT, rows * (MODULE_SIZE[1] + 6))
        self.modules: dict[str, UIButton] = {}
        for i, module in enumerate(MODULES):
            col, row = i % MODULE_COLUMNS, i // MODULE_COLUMNS
            self.modules[module] = UIButton(
                pygame.Rect(col * (MODULE_SIZE[0] + 8), row * (MODULE_SIZE[1] + 6),
                            *MODULE_SIZE),
                MODULE[module], manager=manager, container=self.panel,
                tool_tip_text=MODULE_TIP[module],
                object_id=ObjectID(f"#module_{module}", "@choice"))
        self.hint = UILabel(pygame.Rect(LEFT, 746, 760, 40), "", manager=manager,
                            container=box, object_id=ObjectID("#new_game_hint", "@hint"))
        self.back = UIButton(pygame.Rect(850, 744, 170, 48), "match.new_game.back",
                             manager=manager, container=box,
                             object_id=ObjectID("#back", "@dialog_button"))
        self.start = UIButton(pygame.Rect(1036, 744, 184, 48), "match.new_game.start",
                              manager=manager, container=box,
                              object_id=ObjectID("#start", "@dialog_button"))
        self._refresh()

    def _label(self, rect: pygame.Rect, key: str, style: str) -> UILabel:
        return UILabel(rect, key, manager=self.app.manager, container=self.container,
                       object_id=ObjectID(None, style))

    @property
    def chosen_modules(self) -> tuple[str, ...]:
        return options.modules_of(self.game_type, self.custom)

    @property
    def has_person(self) -> bool:
        return any(c.kind == "human" for c in self.choices[: self.seats])

    def _refresh(self) -> None:
        for row in self.rows:
            row.set_visible(row.index < self.seats)
        if self.seats < MAX_PLAYERS:
            self.add_seat.show()
        else:
            self.add_seat.hide()
        for row in self.rows[MIN_PLAYERS:]:
            if row.remove is not None and row.index != self.seats - 1:
                row.remove.hide()
        on = set(self.chosen_modules)
        for module, button in self.modules.items():
            if module in on:
                button.select()
            else:
                button.unselect()
        if self.has_person:
            self.start.enable()
        else:
            self.start.disable()
        order: list[UIElement] = []
        for row in self.rows[: self.seats]:
            order += [w for w in row.widgets() if w.visible]
        if self.seats < MAX_PLAYERS:
            order.append(self.add_seat)
        order += [*self.type_row.buttons.values(), *self.think_row.buttons.values(),
                  *self.curtain.buttons.values(), *self.modules.values(), self.back, self.start]
        self.ring.set_items(order)

    # --- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._press(event.ui_element)
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            for row in self.rows:
                if event.ui_element is row.name:
                    row.read_name()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return True
        return self.ring.handle_key(event)

    def _press(self, element: UIElement) -> None:
        if element is self.back:
            self.app.scenes.pop()
        elif element is self.start:
            if self.has_person:
                self._start()
        elif element is self.add_seat and self.seats < MAX_PLAYERS:
            self.seats += 1
            self._refresh()
        elif element in self.type_row.buttons.values():
            picked = self.type_row.pick(element)
            if picked is not None:
                if picked == "custom" and not self.custom:
                    self.custom = self.chosen_modules
                self.game_type = picked
                self._refresh()
        elif element in self.modules.values():
            self.toggle_module(next(m for m, b in self.modules.items() if b is element))
        elif element in self.think_row.buttons.values():
            self.think = self.think_row.pick(element) or self.think
        elif element in self.curtain.buttons.values():
            self.curtain.pick(element)
        else:
            self._press_row(element)

    def toggle_module(self, module: str) -> None:
        """A module clicked by hand: the game becomes "Eigene Auswahl" with it switched."""
        chosen = set(self.chosen_modules) ^ {module}
        self.custom = options.modules_of("custom", tuple(chosen))
        self.game_type = "custom"
        self.type_row.value = "custom"
        for game_type, button in self.type_row.buttons.items():
            if game_type == "custom":
                button.select()
            else:
                button.unselect()
        self._refresh()

    def _press_row(self, element: UIElement) -> None:
        for row in self.rows:
            if element is row.colour:
                wanted = SEATS.next_colour(row.choice.colour)
                for other in self.rows:
                    if other is not row and other.choice.colour == wanted:
                        other.set_colour(row.choice.colour)
                row.set_colour(wanted)
            elif element is row.remove and self.seats > MIN_PLAYERS:
                self.seats -= 1
                self.ring.focus(self.add_seat)
            elif not row.pick_kind(element):
                continue
            self._refresh()
            return

    # --- result ----------------------------------------------------------------------------

    def setup(self, rng: random.Random | None = None) -> GameSetup:
        """The game the screen describes now."""
        rng = rng or random.Random()
        for row in self.rows:
            row.read_name()
        seats = tuple(choice.seat(default_name(choice, index))
                      for index, choice in enumerate(self.choices[: self.seats]))
        return GameSetup(game=GAME, seed=rng.randrange(2**31), seats=seats,
                         options=options.setup_options(self.game_type, self.custom,
                                                       self.think))

    def _start(self) -> None:
        from game.speedtycoon.scenes.table_scene import TableScene

        setup = self.setup()
        remember_setup(self.app, setup)
        self.app.scenes.replace(TableScene(self.app, setup,
                                           curtain=self.curtain.value == "on"))

    # --- frame -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        hint = self.ring.hint()
        if not self.has_person:
            hint = ("speedtycoon_play.new_game.need_person", {})
        elif self.seats == 2 and hint is None:
            hint = ("speedtycoon_play.new_game.fund_note", {})
        key, params = hint if hint else ("match.new_game.keys_hint", {})
        if self.hint.text != key or self.hint.text_kwargs != params:
            self.hint.set_text(key, text_kwargs=params)

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))
