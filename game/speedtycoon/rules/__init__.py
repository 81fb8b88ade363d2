"""Speedtycoon rules engine: pure Python, no pygame, no I/O. See docs/rules-speedtycoon.md.

The contract v2 surface (game/core/contract.py) is re-exported here.
"""

from game.core.contract import IllegalAction
from game.speedtycoon.rules.actions import ActionSyntaxError, parse_action
from game.speedtycoon.rules.data import MAX_PLAYERS, MIN_PLAYERS, MODULES
from game.speedtycoon.rules.setup import new_game
from game.speedtycoon.rules.snapshot import StateError
from game.speedtycoon.rules.state import State

__all__ = ["MAX_PLAYERS", "MIN_PLAYERS", "MODULES", "ActionSyntaxError", "IllegalAction",
           "State", "StateError", "new_game", "parse_action"]
