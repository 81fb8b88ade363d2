"""Tycoon rules engine: pure Python, no pygame, no I/O. See docs/rules-tycoon.md.

The public surface is re-exported here; everything else is internal.
"""

from game.tycoon.rules import board
from game.tycoon.rules.actions import (
    Action,
    ActionSyntaxError,
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
    TakeLoan,
    parse_action,
)
from game.tycoon.rules.errors import IllegalAction, StateError
from game.tycoon.rules.events import (
    DeckReshuffled,
    DisplayRefilled,
    Event,
    FactoryBuilt,
    FactoryIncome,
    Flew,
    FlewHome,
    GameEnded,
    HotelBuilt,
    HotelEvicted,
    HotelRenovated,
    HotelsReceived,
    LastRound,
    LoanDecision,
    LoanExtended,
    LoanRepaid,
    LoanTaken,
    MajorityResult,
    Payday,
    PlayerPayday,
    SessionEnded,
    SessionStarted,
    TicketBought,
    TicketsRefunded,
    TurnPassed,
    TurnStarted,
    money_deltas,
)
from game.tycoon.rules.queries import (
    board_worth,
    build_cost,
    flight_route,
    fly_destinations,
    loan_stock,
    loans_of,
    net_worth,
    payday_preview,
    why_not,
)
from game.tycoon.rules.state import State, new_game

__all__ = [
    "Action", "ActionSyntaxError", "BuildFactory", "BuildHotel", "Buy", "DeckReshuffled",
    "DisplayRefilled", "EndTurn", "Event", "Extend", "FactoryBuilt", "FactoryIncome", "Flew",
    "FlewHome", "Fly", "GameEnded", "Home", "HotelBuilt", "HotelEvicted", "HotelRenovated",
    "HotelsReceived", "IllegalAction", "LastRound", "LoanDecision", "LoanExtended", "LoanRepaid",
    "LoanTaken", "MajorityResult", "Pass", "Payday", "PlayerPayday", "Renovate", "Repay",
    "SessionEnded", "SessionStarted", "State", "StateError", "TakeLoan", "TicketBought",
    "TicketsRefunded", "TurnPassed", "TurnStarted", "board", "board_worth", "build_cost",
    "flight_route", "fly_destinations", "loan_stock", "loans_of", "money_deltas", "net_worth",
    "new_game", "parse_action", "payday_preview", "why_not",
]
