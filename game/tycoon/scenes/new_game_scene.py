"""The new-game screen: 2-4 seats, who begins, the stops rule, the curtain, Start.

Its result is a `GameSetup` (plain data the saves and the board share) handed to the board
scene; the random start player is drawn here, so the setup always names a seat and a replay
of the save starts exactly the same way.
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
from game.scenes.scene import Scene
from game.scenes.seat_rows import SeatChoice, SeatRow
from game.scenes.widgets import ChoiceRow
from game.tycoon.rules.board import MAX_PLAYERS, MIN_PLAYERS, PLAYER_COLOURS, STOPS_OPTIONS
from game.tycoon.scenes.keys import COLOUR, KIND, STOPS, STOPS_TIP
from game.tycoon.scenes.names import last_setup, player_default_name, profile_name, remember_setup
from game.tycoon.scenes.seats import SEATS
from game.ui.focus import FocusRing

if TYPE_CHECKING:
    from game.app import App

ROWS_TOP = 128
ROW_STEP = 58
OPTION_LEFT = 60
OPTION_CONTROL_LEFT = 420
START_CHOICES = ("random", "0", "1", "2", "3")
#: The start-player row runs to the screen's right margin: five buttons wide enough for "Draw
#: at random" and "Zufällig losen".
START_ROW_WIDTH = 800


def default_choices(human_name: str) -> list[SeatChoice]:
    """You against one computer at Normal; seats 3 and 4 wait as computers."""
    return [SeatChoice(colour, "human" if i == 0 else "normal", human_name if i == 0 else "")
            for i, colour in enumerate(PLAYER_COLOURS)]


def remembered_choices(setup: GameSetup, human_name: str) -> list[SeatChoice]:
    """The seats of the profile's last game; the unused seats wait as before."""
    choices = [SeatChoice(seat.colour, seat.level if seat.kind == "computer" else "human",
                          seat.name if seat.kind == "human" else "") for seat in setup.seats]
    free = [c for c in PLAYER_COLOURS if c not in {choice.colour for choice in choices}]
    choices += [SeatChoice(colour, "normal", "") for colour in free]
    return choices if choices[0].kind != "human" or choices[0].name else \
        default_choices(human_name)


class NewGameScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        last = last_setup(app)
        usable = (last is not None and last.game == "tycoon"
                  and MIN_PLAYERS <= last.num_players <= MAX_PLAYERS
                  and all(s.colour in PLAYER_COLOURS and (s.level or "human") in KIND
                          for s in last.seats))
        self.choices = (remembered_choices(last, profile_name(app)) if usable
                        else default_choices(profile_name(app)))
        self.seats = last.num_players if usable else MIN_PLAYERS
        self.first_stops = (last.options.get("stops", STOPS_OPTIONS[0]) if usable
                            else STOPS_OPTIONS[0])
        if self.first_stops not in STOPS_OPTIONS:
            self.first_stops = STOPS_OPTIONS[0]
        self.rows: list[SeatRow] = []
        self.ring = FocusRing(self._press)
        self.backdrop: pygame.Surface | None = None

    # --- building --------------------------------------------------------------------------

    def enter(self) -> None:
        self.backdrop = paint_backdrop(self.app.canvas_size, seed=7)
        shade = pygame.Surface(self.app.canvas_size, pygame.SRCALPHA)
        shade.fill((6, 10, 20, 170))
        self.backdrop.blit(shade, (0, 0))
        manager, box = self.app.manager, self.container
        self._label(pygame.Rect(OPTION_LEFT, 30, 800, 56), "match.new_game.heading", "@heading")
        for left, key in ((60, "match.new_game.column_colour"), (256, "match.new_game.column_name"),
                          (566, "match.new_game.column_kind")):
            self._label(pygame.Rect(left, 92, 526, 28), key,
                        "@row_label")
        self.rows = [SeatRow(self, i, ROWS_TOP + i * ROW_STEP, choice, SEATS)
                     for i, choice in enumerate(self.choices)]
        self.add_seat = UIButton(pygame.Rect(60, ROWS_TOP + MAX_PLAYERS * ROW_STEP, 240, 44),
                                 "match.new_game.add_seat", manager=manager, container=box,
                                 object_id=ObjectID("#add_seat", "@choice"))
        top = ROWS_TOP + MAX_PLAYERS * ROW_STEP + 70
        self._label(pygame.Rect(OPTION_LEFT, top, 350, 44), "match.new_game.start_player",
                    "@row_label")
        self.start_player = ChoiceRow(
            self, pygame.Rect(OPTION_CONTROL_LEFT, top, START_ROW_WIDTH, 44),
            [(c, "match.new_game.start_random") for c in START_CHOICES], "random", box, "start")
        self._label(pygame.Rect(OPTION_LEFT, top + 58, 350, 44), "tycoon_play.new_game.stops",
                    "@row_label")
        self.stops = ChoiceRow(
            self, pygame.Rect(OPTION_CONTROL_LEFT, top + 58, 672, 44),
            [(option, STOPS[option]) for option in STOPS_OPTIONS],
            self.first_stops, box, "stops")
        for option, button in self.stops.buttons.items():
            button.set_tooltip(STOPS_TIP[option])
        self._label(pygame.Rect(OPTION_LEFT, top + 116, 350, 44), "match.new_game.curtain",
                    "@row_label")
        self.curtain = ChoiceRow(
            self, pygame.Rect(OPTION_CONTROL_LEFT, top + 116, 330, 44),
            [("on", "match.new_game.curtain_on"), ("off", "match.new_game.curtain_off")],
            "on", box, "curtain")
        for button in self.curtain.buttons.values():
            button.set_tooltip("match.new_game.curtain_tip")
        self.hint = UILabel(pygame.Rect(OPTION_LEFT, 716, 720, 40), "", manager=manager,
                            container=box, object_id=ObjectID("#new_game_hint", "@hint"))
        self.back = UIButton(pygame.Rect(850, 712, 170, 48), "match.new_game.back",
                             manager=manager, container=box,
                             object_id=ObjectID("#back", "@dialog_button"))
        self.start = UIButton(pygame.Rect(1036, 712, 184, 48), "match.new_game.start",
                              manager=manager, container=box,
                              object_id=ObjectID("#start", "@dialog_button"))
        self._refresh()

    def _label(self, rect: pygame.Rect, key: str, style: str) -> UILabel:
        return UILabel(rect, key, manager=self.app.manager, container=self.container,
                       object_id=ObjectID(None, style))

    def _refresh(self) -> None:
        """Show the active seats, the start-player options for them, and the Tab order."""
        for row in self.rows:
            row.set_visible(row.index < self.seats)
        if self.seats < MAX_PLAYERS:
            self.add_seat.show()
        else:
            self.add_seat.hide()
        for row in self.rows[2:]:
            if row.remove is not None and row.index != self.seats - 1:
                row.remove.hide()
        if self.start_player.value not in ("random", *map(str, range(self.seats))):
            self.start_player.value = "random"
            self.start_player.pick(self.start_player.buttons["random"])
        for seat, button in list(self.start_player.buttons.items())[1:]:
            index = int(seat)
            if index < self.seats:
                button.set_text(COLOUR[self.choices[index].colour])
                button.show()
            else:
                button.hide()
        order: list[UIElement] = []
        for row in self.rows[: self.seats]:
            order += [w for w in row.widgets() if w.visible]
        if self.seats < MAX_PLAYERS:
            order.append(self.add_seat)
        order += [b for b in self.start_player.buttons.values() if b.visible]
        order += [*self.stops.buttons.values(), *self.curtain.buttons.values(), self.back,
                  self.start]
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
            self._start()
        elif element is self.add_seat and self.seats < MAX_PLAYERS:
            self.seats += 1
            self._refresh()
        else:
            for options in (self.start_player, self.stops, self.curtain):
                if element in options.buttons.values():
                    options.pick(element)
                    return
            self._press_row(element)

    def _press_row(self, element: UIElement) -> None:
        for row in self.rows:
            if element is row.colour:
                self._cycle_colour(row)
            elif element is row.remove and self.seats > MIN_PLAYERS:
                self.seats -= 1
                self.ring.focus(self.add_seat)
            elif row.pick_kind(element):
                pass
            else:
                continue
            self._refresh()
            return

    def _cycle_colour(self, row: SeatRow) -> None:
        wanted = SEATS.next_colour(row.choice.colour)
        for other in self.rows:
            if other is not row and other.choice.colour == wanted:
                other.set_colour(row.choice.colour)
        row.set_colour(wanted)

    # --- result ----------------------------------------------------------------------------

    def setup(self, rng: random.Random | None = None) -> GameSetup:
        """The game the screen describes now."""
        rng = rng or random.Random()
        for row in self.rows:
            row.read_name()
        seats = tuple(
            choice.seat(player_default_name(choice, index))
            for index, choice in enumerate(self.choices[: self.seats]))
        start = self.start_player.value
        start_seat = rng.randrange(self.seats) if start == "random" else int(start)
        return GameSetup(game="tycoon", seed=rng.randrange(2**31), seats=seats,
                         options={"stops": self.stops.value, "start_player": start_seat})

    def _start(self) -> None:
        from game.tycoon.scenes.board_scene import BoardScene

        setup = self.setup()
        remember_setup(self.app, setup)
        self.app.scenes.replace(BoardScene(self.app, setup, curtain=self.curtain.value == "on"))

    # --- frame -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        hint = self.ring.hint()
        key, params = hint if hint else ("match.new_game.keys_hint", {})
        if self.hint.text != key or self.hint.text_kwargs != params:
            self.hint.set_text(key, text_kwargs=params)

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))
