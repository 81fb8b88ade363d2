"""What a build would change at payday, computed on a copy with the rules' own code.

The copy gets the hotel (or factory) exactly as the engine places it (red lots evict, D6),
then the rules' payday preview is read: so "+8 at payday" on a hover card is the number the
real payday would pay if nothing else happened.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.tycoon.rules import State, board, payday_preview
from game.tycoon.rules.legal import factories_in_city
from game.tycoon.rules.turn import _place_hotel


@dataclass(frozen=True)
class Change:
    """A seat's payday before and after a build, and the places it would hold in the city."""

    before: int
    after: int
    place_before: int | None  # 1, 2, or None (no payout place in this city)
    place_after: int | None
    evicts: int | None  # seat whose hotel would close (red lot), if any

    @property
    def gain(self) -> int:
        return self.after - self.before


def _place_in(pays, seat: int, city_id: str) -> int | None:
    for m in pays[seat].majorities:
        if m.city == city_id:
            return m.place
    return None


def hotel_change(state: State, seat: int, city: int) -> Change | None:
    """``seat`` builds a hotel in ``city`` now; None when the chain is full."""
    if state.cend[city] >= board.BUILD_LOTS:
        return None
    before = payday_preview(state)
    copy = state.clone()
    _lot, evicted = _place_hotel(copy, city, seat)
    after = payday_preview(copy)
    cid = board.CITY_IDS[city]
    return Change(before[seat].total, after[seat].total, _place_in(before, seat, cid),
                  _place_in(after, seat, cid), evicted.owner if evicted else None)


def factory_change(state: State, seat: int, city: int) -> Change | None:
    """``seat`` builds a factory in ``city`` now; None when both lots are taken."""
    lot = factories_in_city(state, city)
    if lot >= board.FACTORY_LOTS_PER_CITY:
        return None
    before = payday_preview(state)
    copy = state.clone()
    copy.fact[board.FACTORY_LOTS_PER_CITY * city + lot] = seat
    after = payday_preview(copy)
    cid = board.CITY_IDS[city]
    place = _place_in(before, seat, cid)
    return Change(before[seat].total, after[seat].total, place, place, None)
