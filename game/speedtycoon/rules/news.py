"""Business news (Wirtschaftsnachrichten, §3.11, D41) and the exchange rates (§3.5, D35).

"One round" lasts the next N turns: a card revealed in turn T gets a counter of N + 1, and the
upkeep at the end of every turn, T's own included, counts it down; at 0 it expires.
"""

from __future__ import annotations

from game.core.rng import below
from game.speedtycoon.rules import deck
from game.speedtycoon.rules.data import (
    BUILD_BOOM,
    CARD_CUR,
    CARD_KIND,
    CARD_VALUE,
    CURRENCIES,
    EXCHANGE_FIRST,
    NEWS,
    NEWS_FIRST,
    OIL,
    PLACE_SHORT,
    RALLY,
    RATE_TURN,
    STIMULUS,
    STRIKE,
    TECH_BOOM,
)
from game.speedtycoon.rules.events import (
    CardDealt,
    CardDiscarded,
    NewsActive,
    NewsExpired,
    RatesChanged,
)

_TIMED = (("oil", OIL), ("rally", RALLY), ("strike", STRIKE))


def reveal(s, card: int, events: list) -> None:
    kind = card - NEWS_FIRST
    name = NEWS[kind]
    if kind in (OIL, RALLY, STRIKE):
        place = ""
        if kind == STRIKE:
            s.rng, s.strike_place = below(s.rng, 4)
            place = PLACE_SHORT[s.strike_place]
        setattr(s, _TIMED[(OIL, RALLY, STRIKE).index(kind)][0], s.n + 1)
        events.append(NewsActive(name, place, s.n))
    elif kind == TECH_BOOM:
        s.boom_t = True
        events.append(NewsActive(name, "", 0))
    elif kind == BUILD_BOOM:
        s.boom_w = True
        events.append(NewsActive(name, "", 0))
    elif kind == RATE_TURN:
        events.append(NewsActive(name, "", 0))
        rate_turn(s, events)
    elif kind == STIMULUS:
        events.append(NewsActive(name, "", 0))
        for i in range(1, s.n + 1):
            seat = (s.turn + i) % s.n
            c = deck.draw(s, events)
            if c < 0:
                break
            s.hands[seat].append(c)
            events.append(CardDealt(seat, CARD_KIND[c]))


def smallest_card(hand: list[int]) -> int:
    """D41: the lowest value; among equals the currency the holder has most of goes (an
    exchange card counts for both in that total, but goes last among equals), then $ € 元 ¥."""
    totals = [sum(CARD_VALUE[c] for c in hand if CARD_CUR[c] >> cur & 1) for cur in range(4)]

    def rank(c: int):
        if c >= EXCHANGE_FIRST:
            return (CARD_VALUE[c], 1, 0, 0, c)
        cur = CARD_CUR[c].bit_length() - 1
        return (CARD_VALUE[c], 0, -totals[cur], cur, c)

    return min(hand, key=rank)


def rate_turn(s, events: list) -> None:
    for seat in range(s.n):
        hand = s.hands[seat]
        if hand:
            c = smallest_card(hand)
            hand.remove(c)
            s.discard.append(c)
            events.append(CardDiscarded(seat, CARD_KIND[c]))


def upkeep(s, events: list) -> None:
    if not (s.oil or s.rally or s.strike):
        return
    for attr, kind in _TIMED:
        left = getattr(s, attr)
        if left:
            setattr(s, attr, left - 1)
            if left == 1:
                if kind == STRIKE:
                    s.strike_place = -1
                events.append(NewsExpired(NEWS[kind]))


def rate_pairs(old: tuple[int, int] | None) -> list[tuple[int, int]]:
    """D35: all 12 (strong, weak) pairs at the start; afterwards those whose strong and weak
    both differ from the old ones (7)."""
    pairs = [(a, b) for a in range(4) for b in range(4) if a != b]
    if old is None:
        return pairs
    return [(a, b) for a, b in pairs if a != old[0] and b != old[1]]


def draw_rates(s, old: tuple[int, int] | None) -> None:
    pairs = rate_pairs(old)
    s.rng, i = below(s.rng, len(pairs))
    s.strong, s.weak = pairs[i]


def change_rates(s, events: list) -> None:
    draw_rates(s, (s.strong, s.weak))
    events.append(RatesChanged(CURRENCIES[s.strong], CURRENCIES[s.weak]))
