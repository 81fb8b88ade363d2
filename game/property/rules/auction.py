"""Auctions (design §4.3, D26–D30): ascending, round-robin from the decliner's left with the
decliner last in each circle, `drop` is for good, the high bidder is skipped; a seat whose cash
is below the next legal bid drops at once. No bid at all: the place stays with the bank."""

from __future__ import annotations

from game.property.rules import money
from game.property.rules.events import (
    AuctionOpened,
    AuctionUnsold,
    AuctionWon,
    BidderDropped,
    BidMade,
)


def opening(s, p: int) -> int:
    """D28: KB 10; Менеджер ½ the price."""
    return s.rs.auction_opening or s.rs.price[p] // 2


def min_bid(s) -> int:
    if s.au_bidder < 0:
        return opening(s, s.au_place)
    return s.au_high + s.rs.auction_step


def open_auction(s, p: int, decliner: int, ev: list) -> bool:
    """Start the auction for ``p``; False when nobody can even open it (no sale)."""
    n = s.n
    seats = [(decliner + k) % n for k in range(1, n + 1) if s.alive[(decliner + k) % n]]
    s.au_place, s.au_high, s.au_bidder, s.au_idx = p, 0, -1, 0
    s.au_seats[:] = seats
    ev.append(AuctionOpened(p, tuple(seats), opening(s, p), s.rs.auction_step))
    return _next_bidder(s, ev, advance=False)


def bid(s, a, ev: list) -> None:
    seat = s.au_seats[s.au_idx]
    s.au_high, s.au_bidder = a.amount, seat
    ev.append(BidMade(seat, a.amount))
    _next_bidder(s, ev, advance=True)


def drop(s, a, ev: list) -> None:
    seat = s.au_seats.pop(s.au_idx)
    ev.append(BidderDropped(seat, False))
    if s.au_seats:
        s.au_idx %= len(s.au_seats)
    _next_bidder(s, ev, advance=False)


def _next_bidder(s, ev: list, advance: bool) -> bool:
    """Move to the next seat to bid, dropping those who cannot; close the auction when it is
    decided. True while it is still running."""
    seats = s.au_seats
    if advance:
        s.au_idx = (s.au_idx + 1) % len(seats)
    while True:
        if not seats:
            _close(s, ev)
            return False
        if s.au_bidder >= 0 and len(seats) == 1 and seats[0] == s.au_bidder:
            _close(s, ev)
            return False
        if seats[s.au_idx] == s.au_bidder:
            s.au_idx = (s.au_idx + 1) % len(seats)
        seat = seats[s.au_idx]
        if s.cash[seat] < min_bid(s):
            seats.pop(s.au_idx)
            ev.append(BidderDropped(seat, True))
            if seats:
                s.au_idx %= len(seats)
            continue
        return True


def _close(s, ev: list) -> None:
    """The auction is decided (turn.py resumes the turn after the bid or drop)."""
    p = s.au_place
    s.au_place = -1
    s.au_seats.clear()
    if s.au_bidder >= 0:
        money.buy_place(s, s.au_bidder, p, s.au_high, "auction", ev)
        ev.append(AuctionWon(s.au_bidder, p, s.au_high))
    else:
        ev.append(AuctionUnsold(p))
    s.au_bidder, s.au_high, s.au_idx = -1, 0, 0


def bid_choices(s) -> list[int]:
    """What legal_actions lists (§4.3): min, min + 5 steps, min + 10 steps, all-in."""
    step = s.rs.auction_step
    cash = s.cash[s.au_seats[s.au_idx]]
    lo = min_bid(s)
    top = cash // step * step
    out = []
    for amount in (lo, lo + 5 * step, lo + 10 * step, top):
        if lo <= amount <= cash and amount not in out:
            out.append(amount)
    out.sort()
    return out
