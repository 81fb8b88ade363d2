"""What changed on the board since a person's last turn: who built where, who took their
first place (issue 14). A glance is taken when the person's turn ends; the next time their
turn starts the board compares it with the board now and says the news in a few lines.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.i18n import format_list
from game.tycoon.rules import State, board, payday_preview
from game.tycoon.view import layout
from game.tycoon.view.model import BoardModel
from game.tycoon.view.texts import Texts
from game.ui.hover import Block, heading, render_card

CARD_WIDTH = 330
#: The card's upper left corner: at the board's top, clear of the tooltips that rise from the
#: action bar (Borrow's covered the card at the board's foot) and of the news line below.
PLACE = (layout.BOARD.x + 12, layout.BOARD.y + 12)


@dataclass(frozen=True)
class Glance:
    """Hotels and factories per seat per city, and the first place in each city."""

    hotels: tuple[tuple[int, ...], ...]  # [seat][city]
    factories: tuple[tuple[int, ...], ...]  # [seat][city]
    first: tuple[int | None, ...]  # [city]: who is first there now


def glance(state: State, model: BoardModel) -> Glance:
    seats = range(len(model.players))
    first: list[int | None] = [None] * board.NUM_CITIES
    for income in payday_preview(state):
        for result in income.majorities:
            if result.place == 1:
                first[board.city_index(result.city)] = income.seat
    return Glance(
        tuple(tuple(city.lots.count(p) for city in model.cities) for p in seats),
        tuple(tuple(city.factories.count(p) for city in model.cities) for p in seats),
        tuple(first))


#: A line of news as data: (key, params) with seats and cities as numbers, so the box can be
#: said again in another language.
News = tuple[str, dict]


def news(before: Glance, now: Glance, seat: int) -> list[News]:
    """The lines for `seat`: per other seat, where it built; then who took which of `seat`'s
    first places. Empty when nothing that matters happened."""
    lines: list[News] = []
    cities = range(board.NUM_CITIES)
    others = [other for other in range(len(now.hotels)) if other != seat]
    for other in others:
        hotels = [c for c in cities if now.hotels[other][c] > before.hotels[other][c]]
        factories = [c for c in cities if now.factories[other][c] > before.factories[other][c]]
        if hotels:
            lines.append(("tycoon_play.since.built", {
                "player": other, "cities": hotels,
                "count": sum(now.hotels[other][c] - before.hotels[other][c] for c in hotels)}))
        if factories:
            lines.append(("tycoon_play.since.factory", {"player": other, "cities": factories,
                                                        "count": len(factories)}))
    for other in others:
        lost = [c for c in cities if before.first[c] == seat and now.first[c] == other]
        if lost:
            lines.append(("tycoon_play.since.took_first", {"player": other, "cities": lost,
                                                           "count": len(lost)}))
    return lines


def say_line(line: News, names: tuple[str, ...], texts: Texts) -> str:
    """One line of news in `texts`' language, the seats by `names`."""
    key, params = line
    shown = dict(params)
    shown["player"] = names[params["player"]]
    if "cities" in params:
        shown["cities"] = format_list([texts.city(c) for c in params["cities"]], texts.lang)
    return texts.t(key, **shown)


class SinceLastTurn:
    """The board's note for people: a glance as each person's turn ends, the news as their
    next turn starts, shown on a card until they make their first move."""

    def __init__(self, people: list[int]) -> None:
        self.people = set(people)
        self.glances: dict[int, Glance] = {}
        self.seat: int | None = None  # whose news the card shows
        self.news: list[News] = []
        self.lines: list[str] = []  # the news as the card says it now
        self._card: pygame.Surface | None = None

    def moved(self, seat: int | None, state: State, model: BoardModel) -> None:
        """After every applied move: the card goes once its person acts; a person's turn that
        just ended leaves a glance for their next one."""
        if seat is not None and seat == self.seat:
            self.seat, self.news, self.lines, self._card = None, [], [], None
        if seat in self.people and model.current != seat:
            self.glances[seat] = glance(state, model)

    def turn_starts(self, seat: int | None, state: State, model: BoardModel,
                    names: tuple[str, ...], texts: Texts) -> None:
        before = self.glances.get(seat) if seat in self.people else None
        if before is None:
            return
        self.seat, self.news = seat, news(before, glance(state, model), seat)
        self.say(names, texts)

    def say(self, names: tuple[str, ...], texts: Texts) -> None:
        """Word the news (again, after a language switch) and draw its card."""
        self.lines = [say_line(line, names, texts) for line in self.news]
        self._card = None
        if self.lines:
            self._card = render_card([heading(texts.t("tycoon_play.since.heading")),
                                      *(Block(line, 14) for line in self.lines)], CARD_WIDTH)

    @property
    def rect(self) -> pygame.Rect | None:
        """Where the card stands on the board (None: no card)."""
        return None if self._card is None else self._card.get_rect(topleft=PLACE)

    def draw(self, surface: pygame.Surface) -> None:
        if self._card is not None:
            surface.blit(self._card, self.rect)
