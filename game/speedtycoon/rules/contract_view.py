"""What a government contract (Staatsaufträge, §3.1, D31) means now, for the table's contracts
area and its info card: whose it is, where the named building is, whether it counts double
now, and what building it would do to its holder's branch count. A query module of its own so
the scoring engine (scoring.py) stays as it is."""

from __future__ import annotations

from game.speedtycoon.rules import prices, scoring
from game.speedtycoon.rules.data import M_CONTRACTS, TILE_BRANCH
from game.speedtycoon.rules.queries import where_is

#: A contract's standing: its building counts double now, can still come, or is lost for good
#: (it stands in another empire or is the fund's).
COUNTS, OPEN, LOST = "counts", "open", "lost"


def contracts_of(s, seat: int) -> list[int]:
    """The seat's contract buildings ([] without the module)."""
    return list(s.contracts[seat]) if s.mods & M_CONTRACTS and s.contracts else []


def contract_holder(s, tile: int) -> int | None:
    for seat in range(s.n):
        if tile in contracts_of(s, seat):
            return seat
    return None


def contract_outlook(s, viewer: int, tile: int) -> dict:
    """The card's facts: "holder", "where" and "at" (queries.where_is), "standing" (COUNTS /
    OPEN / LOST), "branch", the holder's majority count in it now ("count") and once the
    building stood in their empire ("with_it", the building plus the doubling), and at a
    market place its effective price for `viewer` ("price")."""
    holder = contract_holder(s, tile)
    where, at = where_is(s, tile)
    if holder is None:
        raise ValueError(f"building {tile} is under no contract")
    if where == "empire":
        standing = COUNTS if at == holder else LOST
    else:
        standing = LOST if where == "fund" else OPEN
    branch = TILE_BRANCH[tile]
    count = scoring.branch_counts(s)[holder][branch]
    out = {"holder": holder, "where": where, "at": at, "standing": standing, "branch": branch,
           "count": count, "with_it": count if standing != OPEN else count + 2}
    if where == "market":
        out["price"] = prices.effective_price(s, tile, at, viewer)
    return out
