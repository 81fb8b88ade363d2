"""A player's turn (D3): buy tickets, fly, then exactly one of hotel / factory / renovation /
loan, and the end of the turn with the display refill (D14) and the session-end checks.

Each handler is called by State.apply only for a legal action, mutates the state and returns
the events in the order a scene should show them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.rng import shuffle
from game.tycoon.rules import payday
from game.tycoon.rules.board import (
    BUILD_LOTS,
    CITY_CLASS,
    CITY_IDS,
    FACTORY_PRICES,
    IS_RED,
    KIND_NAMES,
    LOAN_IDS,
    MAX_PLAYERS,
    RUNWAY_PRICES,
    SCHEDULED,
    SLOT_KIND,
    TICKET_COST,
    TICKET_IDS,
    TICKET_KIND,
)
from game.tycoon.rules.events import (
    DeckReshuffled,
    DisplayRefilled,
    Event,
    FactoryBuilt,
    Flew,
    FlewHome,
    HotelBuilt,
    HotelEvicted,
    HotelRenovated,
    LastRound,
    LoanTaken,
    TicketBought,
    TicketsRefunded,
    TurnPassed,
    TurnStarted,
)
from game.tycoon.rules.flights import flight_path
from game.tycoon.rules.legal import factories_in_city, landing_runway
from game.tycoon.rules.loans import take_card

if TYPE_CHECKING:
    from game.tycoon.rules.actions import Buy, Fly, TakeLoan
    from game.tycoon.rules.state import State

HOME = -1


# --- tickets and flights ---------------------------------------------------------------------

def buy(s: State, a: Buy) -> list[Event]:
    p = s.current
    t = a.t
    slot = s.display.index(t)
    s.display[slot] = -1
    cost = TICKET_COST[t]
    s.money[p] -= cost
    s.hands[p].append(t)
    s.bought.append(t)
    s.bought.append(slot)
    return [TicketBought(p, TICKET_IDS[t], slot, cost)]


def _leave(s: State, p: int) -> None:
    """Leaving a city frees the runway (D2)."""
    r = s.runway[p]
    if r:
        s.runways[2 * s.pos[p] + r - 1] = -1
        s.runway[p] = 0


#: A flight path's city ids by its city indexes (the searches fly the same few paths
#: hundreds of thousands of times).
_PATH_NAMES: dict[tuple[int, ...], tuple[str, ...]] = {}


def fly(s: State, a: Fly) -> list[Event]:
    p = s.current
    t = a.t
    dest = a.c
    origin = s.pos[p]
    path, direct = flight_path(t, origin, dest, s.mode)
    _leave(s, p)
    r = landing_runway(s, dest)
    if r:
        s.runways[2 * dest + r - 1] = p
    s.pos[p] = dest
    s.runway[p] = r
    s.hands[p].remove(t)
    (s.disc_s if TICKET_KIND[t] == SCHEDULED else s.disc_c).append(t)
    names = _PATH_NAMES.get(path)
    if names is None:
        names = _PATH_NAMES[path] = tuple(CITY_IDS[c] for c in path)
    return [Flew(p, TICKET_IDS[t], CITY_IDS[origin] if origin >= 0 else None, names, direct, r)]


def _fly_home(s: State, p: int, events: list[Event]) -> None:
    origin = s.pos[p]
    if origin >= 0:
        _leave(s, p)
        s.pos[p] = HOME
        events.append(FlewHome(p, CITY_IDS[origin]))


def home(s: State, a: object) -> list[Event]:
    events: list[Event] = []
    _fly_home(s, s.current, events)
    return events


# --- building --------------------------------------------------------------------------------

def _place_hotel(s: State, c: int, p: int) -> tuple[int, HotelEvicted | None]:
    """Put ``p``'s hotel on the next lot; on a red lot the oldest hotel of the chain, whoever
    owns it, moves to the city centre and its lot stays empty (D6)."""
    lot = s.cend[c]
    base = c * BUILD_LOTS
    chain = s.chain
    chain[base + lot] = p
    s.cend[c] = lot + 1
    red = IS_RED[lot]
    evicted_ev = None
    if red:
        for old in range(base, base + lot):
            owner = chain[old]
            if owner >= 0:
                chain[old] = -1
                s.evicted[c * MAX_PLAYERS + owner] += 1
                evicted_ev = HotelEvicted(CITY_IDS[c], owner, old - base)
                break
    return lot, evicted_ev


def build_hotel(s: State, a: object) -> list[Event]:
    p = s.current
    c = s.pos[p]
    cost = RUNWAY_PRICES[CITY_CLASS[c]][s.runway[p] - 1]
    s.money[p] -= cost
    s.supply[p] -= 1
    lot, evicted = _place_hotel(s, c, p)
    events: list[Event] = [HotelBuilt(p, CITY_IDS[c], lot, cost, IS_RED[lot])]
    if evicted:
        events.append(evicted)
    s.built = True
    if s.supply[p] == 0 and not s.last_round:
        s.last_round = True
        events.append(LastRound(p, s.session))
    return events


def renovate(s: State, a: object) -> list[Event]:
    """D5: free, the turn's build; takes no hotel from the supply."""
    p = s.current
    c = s.pos[p]
    s.evicted[c * MAX_PLAYERS + p] -= 1
    lot, evicted = _place_hotel(s, c, p)
    events: list[Event] = [HotelRenovated(p, CITY_IDS[c], lot, IS_RED[lot])]
    if evicted:
        events.append(evicted)
    s.built = True
    return events


def build_factory(s: State, a: object) -> list[Event]:
    p = s.current
    c = s.pos[p]
    lot = factories_in_city(s, c)
    cost = FACTORY_PRICES[CITY_CLASS[c]][lot]
    s.money[p] -= cost
    s.fleft[p] -= 1
    s.fact[2 * c + lot] = p
    s.built = True
    return [FactoryBuilt(p, CITY_IDS[c], lot, cost)]


# --- loans, passing, end of turn -------------------------------------------------------------

def take_loan(s: State, a: TakeLoan) -> list[Event]:
    """D4: fly home, give back this turn's unused purchases, take the card; the turn ends."""
    p = s.current
    events: list[Event] = []
    _fly_home(s, p, events)
    hand = s.hands[p]
    bought = s.bought
    tickets: list[str] = []
    slots: list[int] = []
    refund = 0
    for i in range(0, len(bought), 2):
        t = bought[i]
        if t in hand:
            hand.remove(t)
            s.display[bought[i + 1]] = t
            refund += TICKET_COST[t]
            tickets.append(TICKET_IDS[t])
            slots.append(bought[i + 1])
    if tickets:
        s.money[p] += refund
        events.append(TicketsRefunded(p, tuple(tickets), tuple(slots), refund))
    k = take_card(s, p, a.amount)
    events.append(LoanTaken(p, LOAN_IDS[k], a.amount, False))
    end_turn(s, events, passed=False)
    return events


def end(s: State, a: object) -> list[Event]:
    events: list[Event] = []
    end_turn(s, events, passed=False)
    return events


def pass_turn(s: State, a: object) -> list[Event]:
    """D13: nothing to build or borrow: the plane goes home and the turn passes."""
    p = s.current
    events: list[Event] = []
    _fly_home(s, p, events)
    events.append(TurnPassed(p))
    end_turn(s, events, passed=True)
    return events


def end_turn(s: State, events: list[Event], passed: bool) -> None:
    """Refill the display, then either the next player's turn or the session's end: after
    the round in which a supply ran out (D9), or after a whole round of passes (D16; with
    rules version 2 at the end of the round in which it completed)."""
    refill_display(s, events)
    s.built = False
    s.bought = []
    s.passes = s.passes + 1 if passed else 0
    nxt = (s.current + 1) % s.n
    stuck = s.passes >= s.n
    if stuck and (s.rules_version == 1 or nxt == s.start):
        payday.end_session(s, events, "stuck")
    elif s.last_round and nxt == s.start:
        payday.end_session(s, events, "hotels" if 0 in s.supply else "stuck")
    else:
        if stuck:
            # D16, rules version 2: the round is finished out first, like D9's last round.
            s.last_round = True
        s.current = nxt
        events.append(TurnStarted(nxt, s.session))


def refill_display(s: State, events: list[Event]) -> None:
    """D14: fill empty slots from the deck of their kind; an empty deck takes its shuffled
    discards first; slots with nothing left to draw stay empty."""
    display = s.display
    if -1 not in display:
        return
    filled: list[tuple[int, str]] = []
    empty: list[int] = []
    for slot in [slot for slot, t in enumerate(display) if t < 0]:
        kind = SLOT_KIND[slot]
        deck = s.deck_s if kind == SCHEDULED else s.deck_c
        if not deck:
            discards = s.disc_s if kind == SCHEDULED else s.disc_c
            if discards:
                deck.extend(discards)
                discards.clear()
                s.rng = shuffle(deck, s.rng)
                events.append(DeckReshuffled(KIND_NAMES[kind], len(deck)))
        if deck:
            t = deck.pop()
            display[slot] = t
            filled.append((slot, TICKET_IDS[t]))
        else:
            empty.append(slot)
    events.append(DisplayRefilled(tuple(filled), tuple(empty)))
