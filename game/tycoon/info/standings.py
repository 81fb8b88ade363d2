"""Who leads where: per city the majority order with margins and tie order (M), and per
city the payout being read now, its leader and the longest chain (D).

The order is the rules' own ``majority_ranking`` (D7: more hotels first, equal counts by the
earliest hotel in the chain), so the panel's "first" is the payday's first.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.tycoon.rules import State, board
from game.tycoon.rules.payday import chain_length, longest_chain, majority_ranking


@dataclass(frozen=True)
class Standing:
    seat: int
    hotels: int
    first_lot: int  # lot of the seat's earliest hotel still in the chain: the tie order
    tied_above: bool  # same hotel count as the player ranked just above (decided by first_lot)


@dataclass(frozen=True)
class CityStanding:
    city: str
    ranking: tuple[Standing, ...]
    chain: int  # lots used, evicted gaps included (D8)
    payout_lot: int
    first_pay: int
    second_pay: int
    longest: bool
    evicted: int  # hotels standing in the centre

    @property
    def leader(self) -> int | None:
        return self.ranking[0].seat if self.ranking else None

    @property
    def runner_up(self) -> int | None:
        return self.ranking[1].seat if len(self.ranking) > 1 else None

    @property
    def full(self) -> bool:
        return self.chain >= board.BUILD_LOTS


def first_lots(state: State, city: int) -> dict[int, int]:
    base = city * board.BUILD_LOTS
    firsts: dict[int, int] = {}
    for lot in range(chain_length(state, city)):
        owner = state.chain[base + lot]
        if owner >= 0 and owner not in firsts:
            firsts[owner] = lot
    return firsts


def city_standing(state: State, city: int) -> CityStanding:
    ranking = majority_ranking(state, city)
    firsts = first_lots(state, city)
    standings = tuple(
        Standing(seat, hotels, firsts[seat], i > 0 and ranking[i - 1][1] == hotels)
        for i, (seat, hotels) in enumerate(ranking))
    end = chain_length(state, city)
    first_pay, second_pay = board.payout(city, end)
    evicted = sum(state.evicted[city * board.MAX_PLAYERS:(city + 1) * board.MAX_PLAYERS])
    return CityStanding(board.CITY_IDS[city], standings, end, end, first_pay, second_pay,
                        end == longest_chain(state), evicted)


def standings(state: State) -> tuple[CityStanding, ...]:
    return tuple(city_standing(state, c) for c in range(board.NUM_CITIES))


def spread_table() -> tuple[tuple[int, int], ...]:
    """(cities, pay) for 1..9 cities, as printed on the board."""
    return tuple((n, board.SPREAD[n]) for n in range(1, board.NUM_CITIES + 1))
