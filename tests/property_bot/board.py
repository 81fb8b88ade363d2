"""Small helpers that set a property board up for a decision (owners, levels, cash, phase)."""

from __future__ import annotations

from game.property.rules import new_game
from game.property.rules.phases import BUY, POST_ROLL, PRE_ROLL

__all__ = ["BUY", "POST_ROLL", "PRE_ROLL", "asking", "at", "board", "close_buy", "give",
           "place", "set_members"]


def board(ruleset: str = "kraken_bay", seats: int = 4, seed: int = 3, turn: int = 0):
    s = new_game(seats, seed, {"ruleset": ruleset})
    s.turn = s.first = turn
    return s


def place(s, space_id: str) -> int:
    return s.rs.space_ids.index(space_id)


def set_members(s, set_id: str) -> tuple[int, ...]:
    return s.rs.sets[s.rs.set_ids.index(set_id)]


def give(s, seat: int, *spaces: int, level: int = 0, mort: bool = False) -> None:
    """Hand places to ``seat``, buildings taken from the bank's supply (the money ledger
    counts cash only, so the invariants hold)."""
    rs = s.rs
    for p in spaces:
        s.owner[p] = seat
        s.level[p] = level
        s.mort[p] = mort
        if level:
            if level == rs.top_level:
                s.supply[1] -= 1
            else:
                s.supply[0] -= level
    s._owned = s._legal = None


def at(s, seat: int, phase: int, pos: int | None = None) -> None:
    s.turn = seat
    s.phase = phase
    if pos is not None:
        s.pos[seat] = pos
    s._legal = None


def asking(s, seat: int, rival: int) -> None:
    """Set the first round in which ``seat`` is the seat that may open a negotiation with
    ``rival`` (bot/trades.asks_this_round: one asking seat per addressee a round)."""
    from game.property.bot.trades import asks_this_round

    for r in range(1, s.n + 1):
        s.round = r
        if asks_this_round(s, seat, rival):
            return
    raise AssertionError(f"seat {seat} never asks seat {rival}")


def close_buy():
    """Seat 0 on Kraken's Crown with cash just short of price + reserve (a rival's amber set
    at 3 houses makes the reserve): the buy decision Hard weighs by rollouts."""
    from game.property.bot import value

    s = board()
    give(s, 1, *set_members(s, "amber"), level=3)
    p = place(s, "krakens_crown")
    at(s, 0, BUY, p)
    s.cash[0] = s.rs.price[p] + value.reserve(s, 0) - 20
    s._legal = None
    return s
