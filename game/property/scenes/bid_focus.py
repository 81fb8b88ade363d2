"""The keyboard focus of an auction's bidder, kept from one round of bids to the next.

Each round's amounts give the bid buttons new ids ("bid_40", then "bid_60"), and between two
rounds the other bidders' moves make the panel theirs, so the focus went with the pressed bid
and a keyboard bidder had to Tab from the ring's head every round (propkeys3). `BidFocus`
remembers the slot the bidder's focus was on (`Control.slot`: the least bid, five or ten steps
more, the typed bid's button) or the typed bid's field when it had the keys,
and gives it back when that bidder is asked again in the same auction: the bid of the same
step, never a bid they did not choose. Each step keeps its cell all auction (bidcells22): one
over the bidder's cash now is greyed there, its tip saying why, and the focus stays on it as
the shared ring stops on a greyed button whose tip says why (`focus.stops`), so Enter bids
nothing (it went to Drop out, and a second Enter dropped the bidder out).
"Auction it" pressed from the keyboard counts as the least bid's slot: the first round asked
for one Tab before a bid had the focus (proptext21); the least bid is the one Enter on the
panel's first bid would make, and bids the least a person can.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.property.view import model

#: The typed bid's field, which has no press route (the slot of no Control).
FIELD = "field"
#: The decision that opens an auction ("Auction it"), and the bid its focus goes on to.
AUCTION_IT, FIRST_BID = "decline", "least"


@dataclass
class BidFocus:
    """Whose focus (`seat`) was on which slot when the panel was last made anew."""

    seat: int | None = None
    slot: str | None = None

    def note(self, board) -> None:
        """Before the panel is made anew: the slot the focus is on, if it is a bid's; focus
        anywhere else forgets it. No focus (the other bidders' panels) keeps what it holds."""
        current = board.ring.current
        entry = board.bid_entry
        if entry is not None and entry.alive() and entry.is_focused:
            self.seat, self.slot = board.panel_person, FIELD
            return
        if current is None:
            return
        route = board.routes.route_of(current)
        control = route.carried if route is not None else None
        slot = FIRST_BID if getattr(control, "id", None) == AUCTION_IT \
            else getattr(control, "slot", None)
        if slot is None:
            self.seat = self.slot = None
            return
        self.seat, self.slot = route.key[1], slot

    def back(self, board):
        """The widget to take the kept focus now, or None: only in the same auction, when
        the seat whose focus it was is asked to bid (it is then forgotten)."""
        if self.slot is None:
            return None
        s = board.match.state
        if model.auction_place(s) < 0:
            self.seat = self.slot = None
            return None
        if board.person is None or board.person != self.seat or board.control("drop") is None:
            return None
        slot, self.seat, self.slot = self.slot, None, None
        if slot == FIELD:
            return board.bid_entry
        return next((board.control(cid) for cid, spec in board.specs.items()
                     if spec.slot == slot), None)
