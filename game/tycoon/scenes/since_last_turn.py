"""What happened since a person's last turn (issues 14 and 34): where every other seat flew,
built, whose hotels its hotels closed, what it borrowed, and who took the person's first
places. A glance is taken when the person's turn ends and the other seats' moves are noted as
they happen; the next time the person's turn starts the news are said in a few lines, on the
"since your last turn" card every board has (game/scenes/match_log.py: Tycoon's `since_news`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from game.core.i18n import format_list
from game.tycoon.rules import (
    Event,
    Flew,
    HotelEvicted,
    HotelRenovated,
    LoanExtended,
    LoanRepaid,
    LoanTaken,
    Payday,
    State,
    board,
    payday_preview,
)
from game.tycoon.view import layout
from game.tycoon.view.model import BoardModel
from game.tycoon.view.state_adapter import Seat, from_state
from game.tycoon.view.texts import Texts

#: The card's width in the side column (the panels' own, so none shows half a panel beside
#: it).
CARD_WIDTH = layout.SIDEBAR.width
#: Room under the panels that holds the card's heading and about four lines: there the card
#: stands whole (more lines counted); less room folds a longer card to its title line.
WHOLE_ROOM = 150
#: A line of news as data: (key, params) with seats and cities as numbers, so the box can be
#: said again in another language.
News = tuple[str, dict]


@dataclass(frozen=True)
class Glance:
    """Hotels and factories per seat per city, and the first place in each city."""

    hotels: tuple[tuple[int, ...], ...]  # [seat][city]
    factories: tuple[tuple[int, ...], ...]  # [seat][city]
    first: tuple[int | None, ...]  # [city]: who is first there now


@dataclass
class Moves:
    """What the other seats did that a glance at the board cannot tell: flights, closed
    hotels, loans."""

    flights: dict[int, int] = field(default_factory=dict)  # seat: the city it flew to last
    closed: dict[tuple[int, int], list[int]] = field(default_factory=dict)  # (by, owner): cities
    borrowed: dict[int, int] = field(default_factory=dict)  # seat: the sum of its new loans
    #: seat: the city of each hotel it renovated (a hotel back on the track, not a new one)
    renovated: dict[int, list[int]] = field(default_factory=dict)
    #: each payday paid since (its number, the person's income): the others' lines sum up
    #: moves from both sides of it, and a loaded game shows no payday card for it
    paydays: list[tuple[int, int]] = field(default_factory=list)

    def note(self, seat: int, events: list[Event]) -> None:
        for ev in events:
            if isinstance(ev, Flew):
                self.flights[seat] = board.city_index(ev.path[-1])
            elif isinstance(ev, HotelEvicted):
                self.closed.setdefault((seat, ev.owner), []).append(board.city_index(ev.city))
            elif isinstance(ev, HotelRenovated):
                self.renovated.setdefault(ev.seat, []).append(board.city_index(ev.city))
            elif isinstance(ev, LoanTaken):
                self.borrowed[ev.seat] = self.borrowed.get(ev.seat, 0) + ev.amount

    def note_paydays(self, person: int, events: list[Event]) -> None:
        """A payday since the person's turn, with what it paid them."""
        for ev in events:
            if isinstance(ev, Payday):
                income = sum(paid.total for paid in ev.players if paid.seat == person)
                self.paydays.append((ev.session, income))


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


def news(before: Glance, now: Glance, seat: int, moves: Moves | None = None) -> list[News]:
    """The lines for `seat`: first each payday paid since, with what it paid `seat`; per
    other seat, where it flew, where it built, where it renovated, whose hotels it closed (its
    own said as its own, not "Green closed a hotel of Green") and what it borrowed; then who
    took which of `seat`'s first places. Empty when nothing happened. A renovated hotel is
    back on the track, not a new one: it was said as built (play-test pt-tycoon5); a hotel
    that closed its builder's own oldest one is built all the same. The payday leads because
    the lines after it sum up moves from both sides of it; after a Load it was the one thing
    the card left out (tycoonpay: the loaded game opens with no payday card, the person's
    money had grown unexplained)."""
    moves = moves or Moves()
    lines: list[News] = [("tycoon_play.since.payday", {"number": number, "amount": income})
                         for number, income in moves.paydays]
    cities = range(board.NUM_CITIES)
    others = [other for other in range(len(now.hotels)) if other != seat]
    for other in others:
        renovated = moves.renovated.get(other, [])
        # a hotel of this seat's closed since (by its own build on a red lot, a sweep of Easy
        # games, or by another seat's: Green closed Blue's oldest hotel in Tokyo right after
        # Blue built there, tycoonleft2) leaves its count as it was: the build is said all
        # the same
        shut = [c for (_by, owner), where in moves.closed.items() if owner == other
                for c in where]
        added = [now.hotels[other][c] - before.hotels[other][c] - renovated.count(c)
                 + shut.count(c) for c in cities]
        hotels = [c for c in cities if added[c] > 0]
        factories = [c for c in cities if now.factories[other][c] > before.factories[other][c]]
        if other in moves.flights:
            lines.append(("tycoon_play.since.flew", {"player": other,
                                                     "city": moves.flights[other]}))
        if hotels:
            lines.append(("tycoon_play.since.built", {
                "player": other, "cities": hotels, "count": sum(added[c] for c in hotels)}))
        if renovated:
            lines.append(("tycoon_play.since.renovated", {
                "player": other, "cities": sorted(set(renovated)), "count": len(renovated)}))
        if factories:
            lines.append(("tycoon_play.since.factory", {"player": other, "cities": factories,
                                                        "count": len(factories)}))
        for (by, owner), closed in sorted(moves.closed.items()):
            if by != other:
                continue
            places = sorted(set(closed))
            if owner == seat:
                lines.append(("tycoon_play.since.closed_yours", {
                    "player": other, "cities": places, "count": len(closed)}))
            elif owner == other:  # "Green closed a hotel of Green" (tycoonleft2)
                lines.append(("tycoon_play.since.closed_own", {
                    "player": other, "cities": places, "count": len(closed)}))
            else:
                lines.append(("tycoon_play.since.closed", {
                    "player": other, "owner": owner, "cities": places, "count": len(closed)}))
        if other in moves.borrowed:
            lines.append(("tycoon_play.since.borrowed", {"player": other,
                                                         "amount": moves.borrowed[other]}))
    for other in others:
        lost = [c for c in cities if before.first[c] == seat and now.first[c] == other]
        if lost:
            lines.append(("tycoon_play.since.took_first", {"player": other, "cities": lost,
                                                           "count": len(lost)}))
    return lines


def cities_named(lines: list[News]) -> list[int]:
    """The cities the news speak of, each once, in the order said."""
    named: list[int] = []
    for _key, params in lines:
        for city in (params.get("city"), *params.get("cities", ())):
            if city is not None and city not in named:
                named.append(city)
    return named


def free_column(players: int) -> pygame.Rect:
    """The side column's room between the last player's panel and the ticket market (none
    left at four seats)."""
    top = layout.player_panel(players - 1).bottom + 8
    return pygame.Rect(layout.SIDEBAR.x, top, layout.SIDEBAR.width, layout.MARKET.y - 8 - top)


def fits_whole(size: tuple[int, int], players: int) -> bool:
    """Whether the whole card fits the room under the players' panels: the one place in the
    side column where it covers no player's panel, no city and no ticket."""
    return size[1] <= free_column(players).height


def title_spot(title_size: tuple[int, int], players: int) -> pygame.Rect:
    """Where the card folded to its title line stands: in the room under the panels (three
    seats), else, where there is none (four seats), on the market's foot, over the line that
    counts the decks in words (the piles beside the scheduled cards count them too)."""
    room = free_column(players)
    spot = pygame.Rect(room.topleft, title_size)
    if spot.height <= room.height:
        return spot
    spot.bottomleft = layout.SIDEBAR.bottomleft
    return spot


def card_spot(size: tuple[int, int], title_size: tuple[int, int],
              players: int) -> pygame.Rect:
    """The whole card: under the players' panels where it fits (two seats, a short card at
    three); else it is folded (`fits_whole`), and this is where it opens while the pointer
    rests on its title line: above it, its foot on the title's foot.

    Play-tests: at the board's top left it always stood on New York (pt-tycoon4); in a board
    corner a card of four or five lines still covered two cities' edges (pt-tycoon5); in the
    side column it covered the other players' panels, their money and loans, until the
    person's first move (pt-tycoon5, tycoonroute): a player sees every panel, and reads the
    news when they ask for them."""
    if fits_whole(size, players):
        return pygame.Rect(free_column(players).topleft, size)
    spot = pygame.Rect((0, 0), size)
    spot.bottomleft = title_spot(title_size, players).bottomleft
    return spot


def side_room(players: int, title_height: int) -> int:
    """How tall the card may be (a taller one shows fewer lines and counts the rest): the
    room under the panels where it holds a heading and a few lines (`WHOLE_ROOM`: two seats),
    so the card stands whole; else the side column above the folded title's foot."""
    free = free_column(players).height
    if free >= WHOLE_ROOM:
        return free
    return title_spot((CARD_WIDTH, title_height), players).bottom - layout.SIDEBAR.top


def say_line(line: News, names: tuple[str, ...], texts: Texts) -> str:
    """One line of news in `texts`' language, the seats by `names`."""
    key, params = line
    shown = dict(params)
    if "player" in params:
        shown["player"] = names[params["player"]]
    if "owner" in params:
        shown["owner"] = names[params["owner"]]
    if "city" in params:
        shown["city"] = texts.city(params["city"])
    if "cities" in params:
        shown["cities"] = format_list([texts.city(c) for c in params["cities"]], texts.lang)
    if "amount" in params:
        shown["amount"] = texts.money(params["amount"])
    return texts.t(key, **shown)


def settles_loans(events: Sequence[Event]) -> bool:
    """Whether the move was a payday's loan choice (repay, extend, or a loan the payday
    forced): no turn of the seat's, only an answer the payday asks of it."""
    return any(isinstance(ev, LoanRepaid | LoanExtended)
               or (isinstance(ev, LoanTaken) and ev.forced) for ev in events)


class SinceLastTurn:
    """The board's note for people: a glance as each person's turn ends, the other seats'
    moves noted until their next turn starts, then the news until they make their first
    move."""

    def __init__(self, people: list[int]) -> None:
        self.people = set(people)
        self.glances: dict[int, Glance] = {}
        self.moves: dict[int, Moves] = {}  # per person: the others' moves since their turn
        self.seat: int | None = None  # whose news the card shows
        self.news: list[News] = []
        self.lines: list[str] = []  # the news as the card says it now

    def moved(self, seat: int | None, events: list[Event], state: State,
              model: BoardModel) -> None:
        """After every applied move (`seat` made it): the card goes once its person acts; the
        move is noted for every other person waiting for their turn; a person's turn that
        just ended leaves a glance for their next one. A payday's loan choice ends no turn:
        the glance stays at the person's last turn, or the card after the payday left out
        what the others did in the round before it (play-test pt-tycoon5: Yellow's hotel in
        New York, built after Ben's last turn, was never said). A turn that brings the payday
        ends even where its person is the first asked about their loans."""
        if seat is not None and seat == self.seat:
            self.seat, self.news, self.lines = None, [], []
        for person, moves in self.moves.items():
            moves.note_paydays(person, events)
            if seat is not None and person != seat:
                moves.note(seat, events)
        ends_turn = model.current != seat or any(isinstance(ev, Payday) for ev in events)
        if seat in self.people and ends_turn and not settles_loans(events):
            self.glances[seat] = glance(state, model)
            self.moves[seat] = Moves()

    def replay(self, state: State, actions: Sequence, seats: Sequence[Seat]) -> None:
        """A loaded game (Continue, Load): every move of its log noted again from the game's
        first `state`, as the board noted it while it was played. The glances live in memory
        only: back at the table a person's first turn opened with no card at all, where the
        other boards' cards tell what the others did since (play-test pt-tycoon5)."""
        model = from_state(state, seats)
        for action in actions:
            seat = model.current
            events = state.apply(action)
            model = from_state(state, seats)
            self.moved(seat, events, state, model)

    def turn_starts(self, seat: int | None, state: State, model: BoardModel,
                    names: tuple[str, ...], texts: Texts) -> None:
        before = self.glances.get(seat) if seat in self.people else None
        if before is None:
            return
        self.seat = seat
        self.news = news(before, glance(state, model), seat, self.moves.pop(seat, None))
        self.say(names, texts)

    def say(self, names: tuple[str, ...], texts: Texts) -> None:
        """Word the news (again, after a language switch)."""
        self.lines = [say_line(line, names, texts) for line in self.news]
