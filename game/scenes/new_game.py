"""The new-game screen every game builds on: the seat rows its registry entry allows, adding
and removing seats, the colour swap, typed names, Tab order, Esc, Back and Start, and the
profile's last set-up of the game as the starting point.

A game's screen adds only what is its own: the option rows (built, shown, pressed, read back
from a remembered set-up and turned into set-up options), the scene a set-up starts, and a
note for the hint line. The seat counts, the computer levels and the colours come from the
entry (game/games.py), so a screen offers exactly what a save of that game may hold.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton, UILabel

from game.core.setup import GameSetup
from game.games import game_entry
from game.scenes.backdrop import paint_backdrop
from game.scenes.player_files import person_name, player_files
from game.scenes.remembered_setup import last_setup, remember_setup
from game.scenes.scene import Scene
from game.scenes.seat_rows import HUMAN, SeatChoice, SeatOffer, SeatRow, is_default_name
from game.scenes.widgets import ChoiceRow
from game.ui.focus import FocusRing
from game.ui.tooltips import tooltips_clear_of

if TYPE_CHECKING:
    from game.app import App
    from game.games import GameEntry

LEFT = 60
COLUMNS = ((60, "colour"), (256, "match.new_game.column_name"),
           (566, "match.new_game.column_kind"))
DEFAULT_LEVEL = "normal"
#: Every game's first set-up: you and two computers (within the seats the entry allows). No
#: rule text names a usual count; three is the smallest table where each game plays its full
#: rules (Speedtycoon's two-player game swaps in the fund, Tycoon's second places need a third
#: seat), and one number for all games, where Speedtycoon began with 3, the property games
#: with 4 and Tycoon with 2.
FIRST_GAME_SEATS = 3


@dataclass(frozen=True)
class Layout:
    """Where a screen puts its parts: a game with more seats or options packs them tighter."""

    heading_top: int
    columns_top: int
    rows_top: int
    row_step: int
    add_seat_height: int
    buttons_top: int

    def row_top(self, index: int) -> int:
        return self.rows_top + index * self.row_step

    def below_rows(self, max_seats: int) -> int:
        """The top of the Add button, under the last possible row."""
        return self.row_top(max_seats)


def default_choices(offer: SeatOffer) -> list[SeatChoice]:
    """You in the first seat against the computer at Normal; the other seats wait as
    computers in the game's next colours. Nobody has typed a name yet."""
    level = DEFAULT_LEVEL if DEFAULT_LEVEL in offer.levels else offer.kinds[-1]
    return [SeatChoice(colour, HUMAN if i == 0 else level, "")
            for i, colour in enumerate(offer.colours[: offer.max_seats])]


def typed_name(name: str, index: int, person: str) -> str:
    """A remembered seat's name as typed into its field: none for the name the seat has
    without typing (the seat's default in any language, or `person`, the first seat's
    profile name, which Start gave that seat), so the field shows it as its hint."""
    return "" if is_default_name(name, index) or (index == 0 and name == person) else name


def remembered_choices(offer: SeatOffer, setup: GameSetup, person: str) -> list[SeatChoice]:
    """The seats of the profile's last game; the unused seats wait as before."""
    choices = [SeatChoice(seat.colour, seat.level if seat.kind == "computer" else HUMAN,
                          typed_name(seat.name, index, person) if seat.kind == HUMAN else "")
               for index, seat in enumerate(setup.seats)]
    used = {choice.colour for choice in choices}
    level = default_choices(offer)[-1].kind
    choices += [SeatChoice(colour, level, "") for colour in offer.colours if colour not in used]
    return choices[: offer.max_seats]


class NewGameScreen(Scene):
    """The shared screen; a game's subclass sets the class attributes and the hooks below.

    `needs_person`: Start waits for at least one person (the hint says `need_person_key`);
    a game may name other reasons to wait in `start_blocked`.
    """

    heading_key: str
    colour_column_key: str
    colour_keys: Mapping[str, str]
    layout: Layout
    backdrop_seed: int = 7
    needs_person: bool = False
    need_person_key: str = ""
    #: Each computer level's description (locale keys), on its buttons (`SeatOffer`).
    level_tips: Mapping[str, str] = {}

    def __init__(self, app: App, entry: GameEntry) -> None:
        super().__init__(app)
        self.entry = entry
        self.offer = SeatOffer.for_entry(entry, self.colour_keys, self.emblem, self.level_tips)
        last = self.remembered()
        #: the first seat's name when nobody types one: the profile's, else "Player 1"
        self.person = person_name(app)
        if last is not None:
            self.choices = remembered_choices(self.offer, last, self.person)
            self.seats = last.num_players
        else:
            self.choices = default_choices(self.offer)
            self.seats = min(max(FIRST_GAME_SEATS, self.offer.min_seats),
                             self.offer.max_seats)
        self.read_options(self.entry.remembered_options(last.options if last is not None
                                                        else {}, self.seats))
        self.rows: list[SeatRow] = []
        # the hint line says the focused widget's tip (`update`): no tooltip repeats it
        self.ring = FocusRing(self._press, tips=False)
        self.backdrop: pygame.Surface | None = None

    def remembered(self) -> GameSetup | None:
        """The profile's last set-up of this game, when its seats still fit the entry."""
        last = last_setup(self.app, self.entry.id)
        return last if last is not None and self.offer.allows(last) else None

    # --- what a game adds ------------------------------------------------------------------

    def emblem(self, colour: str, size: int) -> pygame.Surface:
        """The picture beside a seat's colour button."""
        raise NotImplementedError

    def read_options(self, options: Mapping[str, Any]) -> None:
        """Take the options of a remembered set-up: every option of the entry's table, each
        one remembered where the table accepts it, else its default (a first game, a
        hand-edited profile), so a screen never refuses to open."""

    def build_options(self) -> None:
        """Make the option widgets below the seat rows."""

    def refresh_options(self) -> None:
        """Show the options as they are now (after any press)."""

    def option_order(self) -> list[UIElement]:
        """The option widgets in Tab order (the hidden ones are left out of it)."""
        return []

    def press_option(self, element: UIElement) -> bool:
        """React to a press on an option widget; False when `element` is none of them."""
        return False

    def chosen_options(self, rng: random.Random) -> dict[str, Any]:
        """The set-up's options as the screen shows them now."""
        return {}

    def game_id(self) -> str:
        """The game a set-up starts (an engine with two entries may switch between them)."""
        return self.entry.id

    def open_game(self, setup: GameSetup) -> Scene:
        """The board the game's entry names, for `setup` (scenes find each other through the
        entry, game/games.py); the curtain as the screen's row says, on where it has none."""
        curtain = getattr(self, "curtain", None)
        on = curtain is None or curtain.value == "on"
        return game_entry(setup.game).board()(self.app, setup, curtain=on)

    def note(self) -> tuple[str, dict] | None:
        """A game's line for the hint when no widget has the focus."""
        return None

    def first_name_note(self) -> tuple[str, dict] | None:
        """On first start, the question for a name: the first person's seat name becomes the
        profile (remembered_setup), so one person has one name (issue 34)."""
        if player_files(self.app).current is not None:
            return None
        return ("match.new_game.first_name", {})

    # --- building --------------------------------------------------------------------------

    def enter(self) -> None:
        self.backdrop = paint_backdrop(self.app.canvas_size, seed=self.backdrop_seed)
        shade = pygame.Surface(self.app.canvas_size, pygame.SRCALPHA)
        shade.fill((6, 10, 20, 170))
        self.backdrop.blit(shade, (0, 0))
        layout, manager, box = self.layout, self.app.manager, self.container
        self.heading = self.label(pygame.Rect(LEFT, layout.heading_top, 900, 56),
                                  self.heading_key, "@heading")
        for left, key in COLUMNS:
            self.label(pygame.Rect(left, layout.columns_top, 526, 28),
                       self.colour_column_key if key == "colour" else key, "@row_label")
        self.rows = [SeatRow(self, i, layout.row_top(i), choice, self.offer,
                             self.person if i == 0 else None)
                     for i, choice in enumerate(self.choices)]
        self.add_seat = UIButton(
            pygame.Rect(LEFT, layout.below_rows(self.offer.max_seats), 240,
                        layout.add_seat_height),
            "match.new_game.add_seat", manager=manager, container=box,
            object_id=ObjectID("#add_seat", "@choice"))
        self.build_options()
        self.hint = UILabel(pygame.Rect(LEFT, layout.buttons_top + 4, 760, 40), "",
                            manager=manager, container=box,
                            object_id=ObjectID("#new_game_hint", "@hint"))
        self.back = UIButton(pygame.Rect(850, layout.buttons_top, 170, 48),
                             "match.new_game.back", manager=manager, container=box,
                             object_id=ObjectID("#back", "@dialog_button"))
        self.start = UIButton(pygame.Rect(1036, layout.buttons_top, 184, 48),
                              "match.new_game.start", manager=manager, container=box,
                              object_id=ObjectID("#start", "@dialog_button"))
        self._refresh()

    def label(self, rect: pygame.Rect, key: str, style: str = "@row_label") -> UILabel:
        return UILabel(rect, key, manager=self.app.manager, container=self.container,
                       object_id=ObjectID(None, style))

    def option_row(self, label: pygame.Rect, key: str, rect: pygame.Rect,
                   options: list[tuple[str, str]], value: str, name: str,
                   tips: str | Mapping[str, str] | None = None) -> ChoiceRow:
        """One option: its label at `label`, its choices in `rect`, and the tooltip of each
        choice (one text for all, or one per choice)."""
        self.label(label, key)
        row = ChoiceRow(self, rect, options, value, self.container, name)
        for option, button in row.buttons.items():
            tip = tips if isinstance(tips, str) or tips is None else tips[option]
            if tip is not None:
                button.set_tooltip(tip)
        return row

    def curtain_row(self, label: pygame.Rect, rect: pygame.Rect) -> ChoiceRow:
        """The curtain between people (on unless switched off; not remembered), with its label
        at `label`: shown only while two or more seats are people (`_refresh`), as with one
        person the curtain never falls and the setting would do nothing."""
        self.curtain_label = self.label(label, "match.new_game.curtain")
        curtain = ChoiceRow(
            self, rect,
            [("on", "match.new_game.curtain_on"), ("off", "match.new_game.curtain_off")],
            "on", self.container, "curtain")
        for button in curtain.buttons.values():
            button.set_tooltip("match.new_game.curtain_tip")
        return curtain

    @property
    def has_person(self) -> bool:
        return self.people > 0

    @property
    def people(self) -> int:
        """How many of the seats at the table are people."""
        return sum(choice.kind == HUMAN for choice in self.choices[: self.seats])

    def _show_curtain(self) -> None:
        """The curtain's row while two or more seats are people, on a screen that has one."""
        curtain = getattr(self, "curtain", None)
        if curtain is None:
            return
        for element in (self.curtain_label, *curtain.buttons.values()):
            if self.people > 1:
                element.show()
            else:
                element.hide()

    def start_blocked(self) -> str | None:
        """Why Start cannot be pressed now (a locale key for the hint line), None when it can."""
        if self.needs_person and not self.has_person:
            return self.need_person_key
        return None

    @property
    def can_start(self) -> bool:
        return self.start_blocked() is None

    def _refresh(self) -> None:
        """Show the active seats and options, whether Start is possible, and the Tab order."""
        for row in self.rows:
            row.set_visible(row.index < self.seats)
        if self.seats < self.offer.max_seats:
            self.add_seat.show()
        else:
            self.add_seat.hide()
        for row in self.rows[self.offer.min_seats:]:
            if row.remove is not None and row.index != self.seats - 1:
                row.remove.hide()
        self.refresh_options()
        self._show_curtain()
        if self.can_start:
            self.start.enable()
        else:
            self.start.disable()
        order: list[UIElement] = []
        for row in self.rows[: self.seats]:
            order += [w for w in row.widgets() if w.visible]
        if self.seats < self.offer.max_seats:
            order.append(self.add_seat)
        order += [*(w for w in self.option_order() if w.visible), self.back, self.start]
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
            if self.can_start:
                self._start()
        elif element is self.add_seat and self.seats < self.offer.max_seats:
            self.seats += 1
            self._refresh()
        elif self.press_option(element):
            self._refresh()
        else:
            self._press_row(element)

    def _press_row(self, element: UIElement) -> None:
        for row in self.rows:
            if element is row.colour:
                self._cycle_colour(row)
            elif element is row.remove and self.seats > self.offer.min_seats:
                self.seats -= 1
                self.ring.focus(self.add_seat)
            elif not row.pick_kind(element):
                continue
            self._refresh()
            return

    def _cycle_colour(self, row: SeatRow) -> None:
        wanted = self.offer.next_colour(row.choice.colour)
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
        seats = tuple(row.choice.seat(row.untyped_name()) for row in self.rows[: self.seats])
        options = self.chosen_options(rng)
        return GameSetup(game=self.game_id(), seed=rng.randrange(2**31), seats=seats,
                         options=options)

    def _start(self) -> None:
        setup = remember_setup(self.app, self.setup())
        self.app.scenes.replace(self.open_game(setup))

    # --- frame -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        hint = self.ring.hint()
        blocked = self.start_blocked()
        if blocked is not None:
            hint = (blocked, {})
        elif hint is None:
            hint = self.first_name_note() or self.note()
        key, params = hint if hint else ("match.new_game.keys_hint", {})
        if self.hint.text != key or self.hint.text_kwargs != params:
            self.hint.set_text(key, text_kwargs=params)
        self.lift_tooltips()

    def bottom_bar(self) -> pygame.Rect:
        """The hint line with Back and Start (screen coordinates): what no tooltip covers."""
        return self.hint.rect.union(self.back.rect).union(self.start.rect)

    def lift_tooltips(self) -> None:
        """pygame-gui opens a tooltip below its widget; one that would reach over the bottom
        bar (a module's tip in the lowest options) is moved by the shared placement
        (game/ui/tooltips.py), off the bar and off its widget, so Back and Start stay in
        sight and clickable (issue 31.8). Runs after the manager's update, before anything is
        drawn."""
        tooltips_clear_of(self.app.manager, [self.bottom_bar()],
                          pygame.Rect((0, 0), self.app.canvas_size))

    def draw(self, surface: pygame.Surface) -> None:
        if self.backdrop is not None:
            surface.blit(self.backdrop, (0, 0))
