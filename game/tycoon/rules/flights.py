"""Where a ticket can take the plane (D1), precomputed once so legal moves cost a lookup.

A stops move is a simple path of orthogonal steps: no city is entered twice and the start city
is not entered again (Hong Kong with exactly 2 steps reaches Monaco, Mexico City and Cape Town,
not Hong Kong). Rule "exact" needs exactly N steps, rule "up_to" 1..N steps. When several paths
reach the same city, the shortest one found first in NEIGHBOURS order is shown.
"""

from __future__ import annotations

from game.tycoon.rules.board import (
    CHARTER,
    MAX_STOPS,
    NEIGHBOURS,
    NUM_CITIES,
    STOPS_OPTIONS,
    TICKETS,
)

HOME = -1


def _simple_paths(start: int, steps: int) -> list[tuple[int, ...]]:
    paths: list[tuple[int, ...]] = []

    def walk(path: tuple[int, ...]) -> None:
        if len(path) - 1 == steps:
            paths.append(path[1:])
            return
        for nxt in NEIGHBOURS[path[-1]]:
            if nxt not in path:
                walk(path + (nxt,))

    walk((start,))
    return paths


def _stop_table(exact: bool) -> tuple[tuple[dict[int, tuple[int, ...]], ...], ...]:
    """[stops][from] -> {destination: path}."""
    table = []
    for stops in range(MAX_STOPS + 1):
        per_city = []
        for start in range(NUM_CITIES):
            found: dict[int, tuple[int, ...]] = {}
            lengths = [stops] if exact and stops else range(1, stops + 1)
            for length in lengths:
                for path in _simple_paths(start, length):
                    found.setdefault(path[-1], path)
            per_city.append(dict(sorted(found.items())))
        table.append(tuple(per_city))
    return tuple(table)


#: STOP_PATHS[mode][stops][from] -> {dest: path of cities entered}; mode 0 exact, 1 up_to.
STOP_PATHS = (_stop_table(True), _stop_table(False))


def destinations(ticket: int, pos: int, mode: int) -> tuple[int, ...]:
    """Cities the ticket can fly the plane to from ``pos`` (HOME = -1), sorted by index."""
    tk = TICKETS[ticket]
    if tk.kind == CHARTER:
        a, b = tk.cities
        if pos == a:
            return (b,)
        if pos == b:
            return (a,)
        return ()
    dests = set()
    if tk.dest != pos:
        dests.add(tk.dest)
    if pos != HOME:
        dests.update(STOP_PATHS[mode][tk.stops][pos])
    return tuple(sorted(dests))


def flight_path(ticket: int, pos: int, dest: int, mode: int) -> tuple[tuple[int, ...], bool]:
    """(cities entered, direct?) for a legal flight; the printed destination wins over stops."""
    tk = TICKETS[ticket]
    if tk.kind == CHARTER or tk.dest == dest:
        return (dest,), True
    return STOP_PATHS[mode][tk.stops][pos][dest], False


#: DEST_TABLE[mode][ticket][pos + 1] = destinations(ticket, pos, mode), for the hot path.
DEST_TABLE = tuple(
    tuple(
        tuple(destinations(t, pos, mode) for pos in range(HOME, NUM_CITIES))
        for t in range(len(TICKETS))
    )
    for mode in range(len(STOPS_OPTIONS))
)
