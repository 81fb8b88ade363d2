"""The ways to build a hotel in one city this turn: what a click on a city's next free lot does
(the guided turn teaches "click the glowing lot to build", and the game keeps that promise).

A way is the purchases and flights that bring the plane onto a runway of the city, then the
hotel. Only simple walks of at most two flights are looked at, with tickets from the hand
(already paid for) or bought from the display; a flight home first is free. Every way is tried
on a copy of the state, so a way returned is legal to the last step, money and runways
included. Ways are sorted cheapest first (money spent now: tickets bought and the hotel), so
the screen takes the cheapest and asks only when several cost the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.tycoon.rules.actions import BUY, FLY, HOME, HOTEL, Action, Buy, Fly, Home
from game.tycoon.rules.board import TICKET_IDS
from game.tycoon.rules.errors import IllegalAction
from game.tycoon.rules.flights import DEST_TABLE

if TYPE_CHECKING:
    from game.tycoon.rules.state import State

MAX_FLIGHTS = 2
HOME_POS = -1


@dataclass(frozen=True)
class Way:
    """`actions` end with the hotel; `spent`: what they cost now, tickets and hotel."""

    actions: tuple[Action, ...]
    spent: int

    @property
    def legs(self) -> tuple[tuple[str, bool], ...]:
        """(ticket id, bought now?) of each flight, in flying order ('home' for home)."""
        bought = {a.t for a in self.actions if isinstance(a, Buy)}
        out = []
        for a in self.actions:
            if isinstance(a, Home):
                out.append(("home", False))
            elif isinstance(a, Fly):
                out.append((TICKET_IDS[a.t], a.t in bought))
        return tuple(out)


def ways_to_build(state: State, city: int) -> list[Way]:
    """Every way for the player to act to build a hotel in `city` now, cheapest first; [] when
    there is none. Building where the plane stands is the one way with no flight."""
    p = state.current
    if state.pos[p] == city:
        return [Way((HOTEL,), _spent(state, (HOTEL,)))] if state.is_legal(HOTEL) else []
    found: dict[tuple[Action, ...], int] = {}
    for route in _routes(state, city):
        actions = (*route, HOTEL)
        if actions not in found:
            spent = _spent(state, actions)
            if spent is not None:
                found[actions] = spent
    return sorted((Way(a, s) for a, s in found.items()), key=lambda w: (w.spent, len(w.actions)))


def _routes(state: State, city: int):
    """Buy/fly (and a free flight home first) sequences that end in `city`."""
    table = DEST_TABLE[state.mode]
    p = state.current
    hand = list(state.hands[p])
    offers = [(t, False) for t in hand] + [(t, True) for t in state.display
                                           if t >= 0 and t not in hand]
    starts = [(state.pos[p], ())]
    if state.pos[p] != HOME_POS:
        starts.append((HOME_POS, (HOME,)))

    def walk(pos: int, steps: tuple, used: frozenset, seen: frozenset, flights: int):
        for t, buy in offers:
            if t in used:
                continue
            for dest in table[t][pos + 1]:
                if dest in seen:
                    continue
                leg = (BUY[t], FLY[t][dest]) if buy else (FLY[t][dest],)
                if dest == city:
                    yield steps + leg
                elif flights + 1 < MAX_FLIGHTS:
                    yield from walk(dest, steps + leg, used | {t}, seen | {dest}, flights + 1)

    for pos, steps in starts:
        yield from walk(pos, steps, frozenset(), frozenset({pos}), 0)


def _spent(state: State, actions: tuple[Action, ...]) -> int | None:
    """Money the actions cost, or None when the rules refuse one of them."""
    s = state.clone()
    p = s.current
    before = s.money[p]
    try:
        for action in actions:
            s.apply(action)
    except IllegalAction:
        return None
    return before - s.money[p]

