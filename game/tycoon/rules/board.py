"""Our Tycoon board: every number of docs/design/tycoon-rules.md in one place.

A corrected board must be a data change here, never a code change elsewhere, so the engine
reads cities, prices, payouts, tickets and loan cards only from this module. Internally
everything is an index (city 0..8, ticket 0..53, loan card 0..23) because the engine copies and
compares these many thousand times a second; the string ids exist for saves, actions and the UI.
"""

from __future__ import annotations

from dataclasses import dataclass

# --- map -------------------------------------------------------------------------------------

GRID_ROWS = 3
GRID_COLS = 3

#: City ids in grid order (row by row); the index of an id is the engine's city number.
CITY_IDS: tuple[str, ...] = (
    "new_york", "monaco", "tokyo",
    "mexico_city", "cairo", "hong_kong",
    "rio_de_janeiro", "cape_town", "sydney",
)
NUM_CITIES = len(CITY_IDS)
CITY_INDEX: dict[str, int] = {cid: i for i, cid in enumerate(CITY_IDS)}

CITY_ROW: tuple[int, ...] = tuple(i // GRID_COLS for i in range(NUM_CITIES))
CITY_COL: tuple[int, ...] = tuple(i % GRID_COLS for i in range(NUM_CITIES))

#: Price class of each city: the row decides it (0 = "A", 1 = "B", 2 = "C").
CLASS_NAMES: tuple[str, ...] = ("A", "B", "C")
CITY_CLASS: tuple[int, ...] = CITY_ROW

#: Orthogonal grid steps between two cities; charter prices and stop counts use it.
DISTANCE: tuple[tuple[int, ...], ...] = tuple(
    tuple(abs(CITY_ROW[a] - CITY_ROW[b]) + abs(CITY_COL[a] - CITY_COL[b])
          for b in range(NUM_CITIES))
    for a in range(NUM_CITIES)
)

#: Neighbours one orthogonal step away, in a fixed order (up, left, right, down) so flight
#: paths shown to the player are always the same for the same move.
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        b
        for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0))
        for b in range(NUM_CITIES)
        if CITY_ROW[b] == CITY_ROW[a] + dr and CITY_COL[b] == CITY_COL[a] + dc
    )
    for a in range(NUM_CITIES)
)

# --- prices ----------------------------------------------------------------------------------

#: Hotel price on runway 1 / runway 2, per city class.
RUNWAY_PRICES: tuple[tuple[int, int], ...] = ((4, 5), (3, 4), (2, 3))
#: Factory lot 1 / lot 2 price, per city class (lots are taken in order).
FACTORY_PRICES: tuple[tuple[int, int], ...] = ((8, 10), (6, 8), (4, 6))
FACTORY_LOTS_PER_CITY = 2

# --- hotel track -----------------------------------------------------------------------------

TRACK_LOTS = 12
#: Lots 0..10 take hotels; lot 11 only shows the payout once 0..10 are used.
BUILD_LOTS = 11
RED_LOTS: frozenset[int] = frozenset({6, 8, 10})
IS_RED: tuple[bool, ...] = tuple(lot in RED_LOTS for lot in range(TRACK_LOTS))

#: Payout (first place, second place) in millions, per city class, per lot 0..11. A city pays
#: what the lot right after its chain's last hotel shows.
PAYOUTS: tuple[tuple[tuple[int, int], ...], ...] = (
    ((4, 2), (6, 3), (8, 4), (12, 6), (16, 8), (20, 10),
     (22, 11), (24, 12), (28, 14), (24, 12), (20, 10), (16, 8)),
    ((2, 1), (4, 2), (6, 3), (8, 4), (10, 5), (12, 6),
     (14, 7), (16, 8), (18, 9), (14, 7), (12, 6), (10, 5)),
    ((2, 1), (2, 1), (4, 2), (6, 3), (8, 4), (10, 5),
     (10, 5), (12, 6), (14, 7), (12, 6), (10, 5), (8, 4)),
)

#: Spread income by number of cities with at least one of the player's hotels in the chain.
SPREAD: tuple[int, ...] = (0, 0, 2, 5, 10, 15, 20, 25, 30, 40)

# --- tickets ---------------------------------------------------------------------------------

SCHEDULED = 0
CHARTER = 1
KIND_NAMES: tuple[str, ...] = ("scheduled", "charter")

#: Stops printed on the two scheduled tickets of each city, in CITY_IDS order.
SCHEDULED_STOPS: tuple[tuple[int, int], ...] = (
    (1, 2), (2, 3), (1, 3),
    (1, 3), (1, 2), (2, 3),
    (2, 3), (1, 3), (1, 2),
)
SCHEDULED_BASE_COST = 3
MAX_STOPS = 3


@dataclass(frozen=True, slots=True)
class Ticket:
    """One flight ticket. Scheduled: ``dest`` and ``stops`` are set, ``cities`` = (dest,).
    Charter: ``cities`` holds the two ends, usable either way; ``dest`` is -1, ``stops`` 0."""

    index: int
    id: str
    kind: int
    cost: int
    cities: tuple[int, ...]
    dest: int
    stops: int


def _build_tickets() -> tuple[Ticket, ...]:
    tickets: list[Ticket] = []
    for city, stop_pair in enumerate(SCHEDULED_STOPS):
        for stops in stop_pair:
            n = len(tickets)
            tickets.append(Ticket(n, f"S{n + 1:02d}", SCHEDULED, SCHEDULED_BASE_COST + stops,
                                  (city,), city, stops))
    for a in range(NUM_CITIES):
        for b in range(a + 1, NUM_CITIES):
            n = len(tickets)
            tickets.append(Ticket(n, f"C{n - 17:02d}", CHARTER, DISTANCE[a][b], (a, b), -1, 0))
    return tuple(tickets)


TICKETS: tuple[Ticket, ...] = _build_tickets()
NUM_TICKETS = len(TICKETS)
TICKET_IDS: tuple[str, ...] = tuple(t.id for t in TICKETS)
TICKET_INDEX: dict[str, int] = {t.id: t.index for t in TICKETS}
TICKET_KIND: tuple[int, ...] = tuple(t.kind for t in TICKETS)
TICKET_COST: tuple[int, ...] = tuple(t.cost for t in TICKETS)
SCHEDULED_TICKETS: tuple[int, ...] = tuple(t.index for t in TICKETS if t.kind == SCHEDULED)
CHARTER_TICKETS: tuple[int, ...] = tuple(t.index for t in TICKETS if t.kind == CHARTER)

#: Face-up display: slots 0..1 take scheduled tickets, slots 2..7 charter tickets.
DISPLAY_SCHEDULED = 2
DISPLAY_CHARTER = 6
DISPLAY_SLOTS = DISPLAY_SCHEDULED + DISPLAY_CHARTER
SLOT_KIND: tuple[int, ...] = (SCHEDULED,) * DISPLAY_SCHEDULED + (CHARTER,) * DISPLAY_CHARTER

# --- loan cards ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LoanCard:
    """A loan card: ``amount`` paid out, ``repay`` due at the next payday, ``repay_extended``
    due one payday later if the card was extended."""

    index: int
    id: str
    amount: int
    repay: int
    repay_extended: int


#: (amount, count, repay, repay if extended)
LOAN_TYPES: tuple[tuple[int, int, int, int], ...] = ((10, 14, 12, 16), (16, 10, 20, 30))
LOAN_AMOUNTS: tuple[int, ...] = tuple(t[0] for t in LOAN_TYPES)


def _build_loans() -> tuple[LoanCard, ...]:
    cards: list[LoanCard] = []
    for amount, count, repay, repay_ext in LOAN_TYPES:
        for _ in range(count):
            n = len(cards)
            cards.append(LoanCard(n, f"L{n + 1:02d}", amount, repay, repay_ext))
    return tuple(cards)


LOAN_CARDS: tuple[LoanCard, ...] = _build_loans()
NUM_LOANS = len(LOAN_CARDS)
LOAN_IDS: tuple[str, ...] = tuple(c.id for c in LOAN_CARDS)
LOAN_INDEX: dict[str, int] = {c.id: c.index for c in LOAN_CARDS}
LOAN_AMOUNT: tuple[int, ...] = tuple(c.amount for c in LOAN_CARDS)
#: Amount due per card, indexed [card][extended].
LOAN_DUE: tuple[tuple[int, int], ...] = tuple((c.repay, c.repay_extended) for c in LOAN_CARDS)

# --- setup -----------------------------------------------------------------------------------

MIN_PLAYERS = 2
MAX_PLAYERS = 4
PLAYER_COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green")
START_MONEY = 15
HOTELS_PER_SESSION = 6
SESSIONS = 3
HOTELS_PER_PLAYER = HOTELS_PER_SESSION * SESSIONS
FACTORIES_PER_PLAYER = 5

STOPS_EXACT = "exact"
STOPS_UP_TO = "up_to"
STOPS_OPTIONS: tuple[str, ...] = (STOPS_EXACT, STOPS_UP_TO)


# --- lookups for the edges (UI, saves, action text) ------------------------------------------

def city_index(city_id: str) -> int:
    """Index of a city id; ValueError names the unknown id."""
    try:
        return CITY_INDEX[city_id]
    except KeyError:
        raise ValueError(f"unknown city {city_id!r}") from None


def ticket_index(ticket_id: str) -> int:
    """Index of a ticket id (S01..S18, C01..C36); ValueError names the unknown id."""
    try:
        return TICKET_INDEX[ticket_id]
    except KeyError:
        raise ValueError(f"unknown ticket {ticket_id!r}") from None


def loan_index(card_id: str) -> int:
    """Index of a loan card id (L01..L24); ValueError names the unknown id."""
    try:
        return LOAN_INDEX[card_id]
    except KeyError:
        raise ValueError(f"unknown loan card {card_id!r}") from None


def ticket(ticket_id: str) -> Ticket:
    return TICKETS[ticket_index(ticket_id)]


def loan_card(card_id: str) -> LoanCard:
    return LOAN_CARDS[loan_index(card_id)]


def city_class(city_id: str) -> str:
    """'A', 'B' or 'C'."""
    return CLASS_NAMES[CITY_CLASS[city_index(city_id)]]


def payout(city: int, lot: int) -> tuple[int, int]:
    """(first, second) a city pays when ``lot`` is the one right after its chain's last hotel."""
    return PAYOUTS[CITY_CLASS[city]][lot]
