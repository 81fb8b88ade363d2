"""The seat rows of every game's new-game screen: who plays, in which colour, as person or
computer.

Each row is a colour button (click to take the next colour; the seat holding it gets yours),
the game's emblem in that colour (Tycoon: each colour flies its own plane shape, for
colour-blind players), a name field and a row of kinds: person, or the computer at one of the
game's levels. What a game offers comes in one `SeatOffer` made from its registry entry (seat
counts, levels, colours) and the game's own look (colour names, emblem); up to six rows fit
above the options.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import UIButton, UIImage, UIScrollingContainer

from game.core.i18n import LANGUAGES, tr, translate
from game.core.setup import MAX_SEAT_NAME, GameSetup, Seat
from game.scenes.widgets import ChoiceRow, NameEntry
from game.ui.palette import SEAT_COLOURS

if TYPE_CHECKING:
    from game.games import GameEntry
    from game.scenes.scene import Scene

#: As long as a set-up's seat name may be, which no profile name exceeds: a shorter field
#: refuses the whole of a longer name (pygame-gui's set_text) and the seat stands empty.
NAME_LIMIT = MAX_SEAT_NAME
ROW_HEIGHT = 52
EMBLEM_SIZE = 44
HUMAN = "human"

#: A seat's kind on its button ("Person", "Hard") and a computer's level in its name
#: ("Blue (hard)"): every game's levels are named by the house, written out whole so the
#: translation test finds them.
KIND_KEYS = {
    "human": "match.new_game.kind_human",
    "easy": "match.new_game.kind_easy",
    "normal": "match.new_game.kind_normal",
    "hard": "match.new_game.kind_hard",
}
LEVEL_KEYS = {
    "easy": "match.new_game.level_easy",
    "normal": "match.new_game.level_normal",
    "hard": "match.new_game.level_hard",
}


@dataclass
class SeatChoice:
    """What one row says; the screen turns the active rows into `Seat`s."""

    colour: str
    kind: str
    name: str

    def seat(self, fallback_name: str) -> Seat:
        if self.kind == HUMAN:
            return Seat(kind="human", name=self.name.strip() or fallback_name, colour=self.colour)
        return Seat(kind="computer", name=fallback_name, colour=self.colour, level=self.kind)


def seat_name(choice: SeatChoice, index: int, colour_keys: Mapping[str, str]) -> str:
    """The name of a seat nobody typed one for: a computer by its colour and level ("Blue
    (normal)"), a person by the seat ("Player 2")."""
    if choice.kind == HUMAN:
        return tr("match.new_game.default_name", number=index + 1)
    return tr("match.new_game.computer_name", colour=tr(colour_keys[choice.colour]),
              level=tr(LEVEL_KEYS[choice.kind]))


def shown_name(seat: Seat, index: int, colour_keys: Mapping[str, str],
               say: Callable[..., str]) -> str:
    """The name a seat is shown by, in the language of `say` (key, **params): made from keys
    and the seat's data, never the text the setup stored, so a language switch mid-game renames
    every seat. A computer is its colour and level (a computer's name cannot be typed); a
    person keeps a typed name, and a seat's default name ("Player 2", "Spieler 2" in a game
    begun in German, or in any save from before) is made again."""
    if seat.kind != HUMAN:
        return say("match.new_game.computer_name", colour=say(colour_keys[seat.colour]),
                   level=say(LEVEL_KEYS[seat.level]))
    if is_default_name(seat.name, index):
        return say("match.new_game.default_name", number=index + 1)
    return seat.name


def is_default_name(name: str, index: int) -> bool:
    """Whether `name` is the default name of the person's seat `index` in any language
    ("Player 2", "Spieler 2", "Игрок 2"): a name nobody typed."""
    return name in {translate("match.new_game.default_name", language, number=index + 1)
                    for language in LANGUAGES}


def seat_names(seats: Sequence[Seat], colour_keys: Mapping[str, str],
               say: Callable[..., str]) -> list[str]:
    """Every seat's `shown_name`, for a board that names the seats in its texts."""
    return [shown_name(seat, index, colour_keys, say) for index, seat in enumerate(seats)]


def name_in_text(name: str, seat: int, say: Callable[..., str]) -> str:
    """How a seat's name (as shown, `name`) fills `%{player}` in a sentence that names it
    after the word "player": a typed name as it is, a default name by
    `match.new_game.default_in_text` ("Player 1", "Spieler 1", but in Russian the number
    alone). Russian puts the name after «игрока»/«игроку» in the case the sentence wants,
    where a default name would read «игрока Игрок 1» (rureview); a typed name keeps its form.
    A title or a line that names the seat alone takes `name` itself. The first profile's
    default name («Игрок», which a first seat left at its default now carries) stands in
    quotes in Russian, as a computer's colour does: «у игрока Игрок» read as a stammer."""
    if name == say("match.new_game.default_name", number=seat + 1):
        return say("match.new_game.default_in_text", number=seat + 1)
    if name == say("profiles.ui.first_profile"):
        return say("match.new_game.profile_in_text", name=name)
    return name


def text_names(seats: Sequence[Seat], colour_keys: Mapping[str, str],
               say: Callable[..., str]) -> list[str]:
    """Every seat's name as it fills a sentence after the word "player" (`name_in_text`), a
    computer by its colour alone (`match.new_game.computer_in_text`; its level stands in the
    players' column): Russian writes it in quotes, «у игрока «Синий»», where «у игрока Синий
    (средний)» read as an adjective that forgot its case, with a bracket inside the sentence
    (speedleft5); "With it Blue would have €16"."""
    return [say("match.new_game.computer_in_text", colour=say(colour_keys[seat.colour]))
            if seat.kind != HUMAN else
            name_in_text(shown_name(seat, index, colour_keys, say), index, say)
            for index, seat in enumerate(seats)]


def short_names(seats: Sequence[Seat], names: Sequence[str], colour_keys: Mapping[str, str],
                say: Callable[..., str]) -> list[str]:
    """The seats' names in fewer letters, where the whole ones do not fit: a computer by its
    colour alone (no other seat wears it; its level stands beside, in a ranking or the
    players' column), a person by their name."""
    return [name if seat.kind == HUMAN else say(colour_keys[seat.colour])
            for seat, name in zip(seats, names, strict=True)]


@dataclass(frozen=True)
class SeatOffer:
    """What a game's seats may be: its colours in order and their texts, the computer levels
    (weakest first), the emblem of a colour at a size, and how many seats a game takes (the
    rows after `min_seats` can be removed). `for_entry` reads the numbers from the registry."""

    colours: tuple[str, ...]
    colour_keys: Mapping[str, str]
    levels: tuple[str, ...]
    emblem: Callable[[str, int], pygame.Surface]
    min_seats: int = 2
    max_seats: int = 4
    #: A level's description (a locale key), the tooltip of its button and the hint line's
    #: text while it has the focus; a level without one has none.
    level_tips: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not 1 <= self.min_seats <= self.max_seats <= len(self.colours):
            raise ValueError(f"{self.min_seats}-{self.max_seats} seats need as many of the "
                             f"{len(self.colours)} colours")

    @classmethod
    def for_entry(cls, entry: GameEntry, colour_keys: Mapping[str, str],
                  emblem: Callable[[str, int], pygame.Surface],
                  level_tips: Mapping[str, str] | None = None) -> SeatOffer:
        """The seats `entry` allows: its seat counts and levels; its colours, or the house's
        six when it allows any."""
        return cls(entry.colours() or SEAT_COLOURS, colour_keys, entry.levels, emblem,
                   entry.min_players, entry.max_players, dict(level_tips or {}))

    @property
    def kinds(self) -> tuple[str, ...]:
        """A person first, then the computer at each level."""
        return (HUMAN, *self.levels)

    def default_name(self, choice: SeatChoice, index: int) -> str:
        return seat_name(choice, index, self.colour_keys)

    def next_colour(self, current: str) -> str:
        """The colour after `current` in the game's order. A colour another seat holds is
        swapped with it rather than skipped, so one click always changes something."""
        return self.colours[(self.colours.index(current) + 1) % len(self.colours)]

    def allows(self, setup: GameSetup) -> bool:
        """Whether a remembered set-up still fits these seats (a colour or level may have gone
        since, or a file been edited): distinct colours of this game, known levels."""
        return (self.min_seats <= setup.num_players <= self.max_seats
                and len({seat.colour for seat in setup.seats}) == setup.num_players
                and all(seat.colour in self.colours
                        and (seat.kind == HUMAN or seat.level in self.levels)
                        for seat in setup.seats))


class SeatRow:
    """The widgets of one seat; `remove` exists only for the optional seats."""

    def __init__(self, scene: Scene, index: int, top: int, choice: SeatChoice,
                 offer: SeatOffer, person: str | None = None) -> None:
        """`person`: the name the seat plays by as a person nobody named (the first seat:
        the profile's); None, the seat's default ("Player 2")."""
        manager, container = scene.app.manager, scene.container
        self.index = index
        self.choice = choice
        self.offer = offer
        self.person = person
        self.colour = UIButton(
            pygame.Rect(60, top, 130, ROW_HEIGHT - 8), offer.colour_keys[choice.colour],
            manager=manager, container=container,
            object_id=ObjectID(f"#seat{index}_colour", "@choice"),
            tool_tip_text="match.new_game.colour_tip")
        self.emblem = UIImage(pygame.Rect(200, top, EMBLEM_SIZE, EMBLEM_SIZE),
                              offer.emblem(choice.colour, EMBLEM_SIZE - 4),
                              manager=manager, container=container)
        self.name = NameEntry(pygame.Rect(256, top, 290, ROW_HEIGHT - 8), "", manager=manager,
                              container=container,
                              object_id=ObjectID(f"#seat{index}_name", "@name_entry"))
        self.name.set_text_length_limit(NAME_LIMIT)
        self.kinds = ChoiceRow(scene, pygame.Rect(566, top, 526, ROW_HEIGHT - 8),
                               [(kind, KIND_KEYS[kind]) for kind in offer.kinds],
                               choice.kind, container, f"seat{index}_kind")
        for kind, button in self.kinds.buttons.items():
            if kind in offer.level_tips:
                button.set_tooltip(offer.level_tips[kind])
        self.remove: UIButton | None = None
        if index >= offer.min_seats:
            self.remove = UIButton(pygame.Rect(1108, top, 112, ROW_HEIGHT - 8),
                                   "match.new_game.remove_seat", manager=manager,
                                   container=container,
                                   object_id=ObjectID(f"#seat{index}_remove", "@choice"))
        self._show_kind()

    def widgets(self) -> list[UIElement]:
        """In Tab order."""
        order: list[UIElement] = [self.colour, self.name, *self.kinds.buttons.values()]
        if self.remove is not None:
            order.append(self.remove)
        return order

    def set_visible(self, shown: bool) -> None:
        for element in (*self.widgets(), self.emblem):
            if shown:
                element.show()
            else:
                element.hide()
        if shown:
            self._show_kind()

    def pick_kind(self, element: UIElement) -> bool:
        kind = self.kinds.pick(element)
        if kind is None:
            return element in self.kinds.buttons.values()
        self.choice.kind = kind
        self._show_kind()
        return True

    def set_colour(self, colour: str) -> None:
        self.choice.colour = colour
        self.colour.set_text(self.offer.colour_keys[colour])
        self.emblem.set_image(self.offer.emblem(colour, EMBLEM_SIZE - 4))
        self._show_kind()

    def read_name(self) -> None:
        if self.choice.kind == HUMAN:
            self.choice.name = self.name.get_text()

    def untyped_name(self) -> str:
        """The name the seat plays by when nothing is typed in its field: a computer's by
        its colour and level, a person's `person` or the seat's default."""
        if self.choice.kind == HUMAN and self.person is not None:
            return self.person
        return self.offer.default_name(self.choice, self.index)

    def _show_kind(self) -> None:
        """The field holds only a typed name; the name the seat has without one stands in it
        as a hint. A computer is named by its colour and level, in a disabled field; a
        person's typed name is kept while the seat is a computer. A person nobody named yet
        shows the name the game will give them ("Player 2", as the first seat's "Player 1"):
        the field stood empty, and the table then said "Player 2" (speedleft's play-test);
        held as text, it took the typing after it ("Player 2Ben", newgame21)."""
        human = self.choice.kind == HUMAN
        self.name.set_text(self.choice.name if human else "")
        self.name.set_hint(self.untyped_name())
        if human:
            self.name.enable()
        else:
            self.name.disable()


def options_panel(scene: Scene, rect: pygame.Rect, content_height: int) -> UIScrollingContainer:
    """A scrolling panel for a game's options below the seat rows: a game with many switches
    (Speedtycoon's 13 modules) lays its rows into it from y = 0; past `rect`'s height the
    panel scrolls instead of pushing Start off the screen."""
    panel = UIScrollingContainer(rect, manager=scene.app.manager, container=scene.container,
                                 allow_scroll_x=False)
    panel.set_scrollable_area_dimensions((rect.width - 20, max(rect.height, content_height)))
    return panel
