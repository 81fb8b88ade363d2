"""The property rules engine: Kraken Bay Tycoon and «Менеджер» as two rulesets of one engine.
Pure Python, no pygame, no I/O. See docs/rules-property.md (rules → functions → tests) and
docs/property-state.md (the snapshot).

The contract v2 surface is re-exported here; queries, landing and invariants are modules of
their own (``game.property.rules.queries`` ...).
"""

from game.core.contract import IllegalAction
from game.property.rules.actions import (
    Accept,
    ActionSyntaxError,
    Bankrupt,
    Bid,
    Build,
    Buy,
    Counter,
    Decline,
    Drop,
    EndTurn,
    Mortgage,
    Offer,
    Pay,
    PayFine,
    Reject,
    Roll,
    Sell,
    SellDown,
    Terms,
    TimeUp,
    Unmortgage,
    UsePass,
    parse_action,
)
from game.property.rules.rulesets import MAX_PLAYERS, MIN_PLAYERS, RULESETS
from game.property.rules.state import State, new_game
from game.property.rules.trade import random_offer, random_trade_actions

__all__ = [
    "MAX_PLAYERS", "MIN_PLAYERS", "RULESETS", "Accept", "ActionSyntaxError", "Bankrupt", "Bid",
    "Build", "Buy", "Counter", "Decline", "Drop", "EndTurn", "IllegalAction", "Mortgage",
    "Offer", "Pay", "PayFine", "Reject", "Roll", "Sell", "SellDown", "State", "Terms", "TimeUp",
    "Unmortgage", "UsePass", "new_game", "parse_action", "random_offer", "random_trade_actions",
]
