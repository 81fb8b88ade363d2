"""Scenario builders for the rules tests: a board set up by hand, loaded through the public
snapshot (so every scenario is also a valid save), and a one-line way to play text actions."""

from __future__ import annotations

from typing import Any

import pytest

from game.tycoon.rules import State, new_game, parse_action
from game.tycoon.rules.board import (
    BUILD_LOTS,
    FACTORIES_PER_PLAYER,
    HOTELS_PER_SESSION,
    KIND_NAMES,
    TICKET_INDEX,
    TICKET_KIND,
)

RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3


def _pull_ticket(d: dict, tid: str) -> None:
    """Take ``tid`` out of whatever pile or display slot holds it (a display slot is refilled
    from the deck so the display keeps its size)."""
    kind = KIND_NAMES[TICKET_KIND[TICKET_INDEX[tid]]]
    for group in ("decks", "discards"):
        if tid in d[group][kind]:
            d[group][kind].remove(tid)
            return
    if tid in d["display"]:
        slot = d["display"].index(tid)
        d["display"][slot] = d["decks"][kind].pop(0) if d["decks"][kind] else None
        return
    raise AssertionError(f"{tid} is not free to take")


def make_state(
    n: int = 4,
    *,
    seed: int = 1,
    stops: str = "exact",
    session: int = 1,
    current: int = 0,
    start_player: int = 0,
    seats: dict[int, dict[str, Any]] | None = None,
    chains: dict[str, list[int | None]] | None = None,
    evicted: dict[str, dict[int, int]] | None = None,
    factories: dict[str, list[int]] | None = None,
    loans: dict[str, tuple[int, bool]] | None = None,
    display: list[str | None] | None = None,
    built: bool = False,
    last_round: bool | None = None,
    passes: int = 0,
) -> State:
    """A state with the given board; hotel supplies and factory counts follow from it (all
    hotels handed out so far that are not on the board), and so does ``last_round`` unless
    given. ``seats[p]`` may set money, at, runway and tickets."""
    d = new_game(n, seed, {"stops": stops, "start_player": start_player}).to_dict()
    d["session"] = session
    d["paydays"] = session - 1
    d["current"] = current
    d["turn"].update(built=built, passes=passes)
    if display is not None:
        for slot, tid in enumerate(d["display"]):
            kind = KIND_NAMES[TICKET_KIND[TICKET_INDEX[tid]]]
            d["decks"][kind].insert(0, tid)
            d["display"][slot] = None
        for slot, tid in enumerate(display):
            if tid is not None:
                _pull_ticket(d, tid)
                d["display"][slot] = tid
    for city, lots in (chains or {}).items():
        d["cities"][city]["chain"] = list(lots) + [None] * (BUILD_LOTS - len(lots))
    for city, counts in (evicted or {}).items():
        d["cities"][city]["evicted"] = [counts.get(p, 0) for p in range(n)]
    for city, owners in (factories or {}).items():
        d["cities"][city]["factories"] = list(owners)
    for p, over in (seats or {}).items():
        seat = d["seats"][p]
        for key, value in over.items():
            if key == "tickets":
                for tid in value:
                    _pull_ticket(d, tid)
            seat[key] = value
    for cid, (owner, extended) in (loans or {}).items():
        d["loans"][cid] = {"owner": owner, "extended": extended}
    for p in range(n):
        on_board = sum(c["chain"].count(p) + c["evicted"][p] for c in d["cities"].values())
        d["seats"][p]["hotels"] = HOTELS_PER_SESSION * session - on_board
        built = sum(c["factories"].count(p) for c in d["cities"].values())
        d["seats"][p]["factories"] = FACTORIES_PER_PLAYER - built
    if last_round is None:  # a supply used up means the round is being finished (D9)
        last_round = any(seat["hotels"] == 0 for seat in d["seats"])
    d["turn"]["last_round"] = last_round
    return State.from_dict(d)


def play(state: State, *texts: str) -> list:
    """Apply actions given in text form; returns all events."""
    events = []
    for text in texts:
        events += state.apply(parse_action(text))
    return events


def of_type(events: list, cls: type) -> list:
    return [e for e in events if isinstance(e, cls)]


@pytest.fixture
def fresh4() -> State:
    return new_game(4, 7)
