"""A hint as the player reads it: the computer's suggested action in words, and what on the
board it points at (a city, a lot, a market card, the home bank, the action bar)."""

from __future__ import annotations

from dataclasses import dataclass

from game.tycoon.rules import (
    Action,
    BuildFactory,
    BuildHotel,
    Buy,
    EndTurn,
    Extend,
    Fly,
    Home,
    Pass,
    Renovate,
    Repay,
    State,
    TakeLoan,
    board,
)
from game.tycoon.rules.legal import factories_in_city

Text = tuple[str, dict]


@dataclass(frozen=True)
class Pointer:
    """What to light up: kind 'market' (slot), 'city', 'lot' (city, lot), 'factory'
    (city, slot), 'home' (seat) or 'actions' (the action bar)."""

    kind: str
    a: int = 0
    b: int = 0


def describe(state: State, seat: int, action: Action) -> tuple[Text, Pointer | None]:
    """The suggestion in words and where it points, for the state it was asked in."""
    pos = state.pos[seat]
    match action:
        case Buy():
            slot = state.display.index(action.t) if action.t in state.display else None
            pointer = Pointer("market", slot) if slot is not None else None
            return ("tycoon_info.hint.buy", {"ticket": action.ticket}), pointer
        case Fly():
            return (("tycoon_info.hint.fly", {"ticket": action.ticket, "city": action.city}),
                    Pointer("city", action.c))
        case Home():
            return ("tycoon_info.hint.home", {}), Pointer("home", seat)
        case BuildHotel():
            return (("tycoon_info.hint.hotel", {"city": board.CITY_IDS[pos]}),
                    Pointer("lot", pos, state.cend[pos]))
        case Renovate():
            return (("tycoon_info.hint.renovate", {"city": board.CITY_IDS[pos]}),
                    Pointer("lot", pos, state.cend[pos]))
        case BuildFactory():
            return (("tycoon_info.hint.factory", {"city": board.CITY_IDS[pos]}),
                    Pointer("factory", pos, factories_in_city(state, pos)))
        case TakeLoan():
            return ("tycoon_info.hint.loan", {"amount": action.amount}), Pointer("actions")
        case EndTurn():
            return ("tycoon_info.hint.end", {}), Pointer("actions")
        case Pass():
            return ("tycoon_info.hint.pass", {}), Pointer("actions")
        case Repay():
            return ("tycoon_info.hint.repay", {"card": action.card}), None
        case Extend():
            return ("tycoon_info.hint.extend", {"card": action.card}), None
    return ("tycoon_info.hint.unknown", {"action": str(action)}), None
