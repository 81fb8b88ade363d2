"""The property games' computer as the shared computer-seat glue needs it (game/scenes/
computer.py): the bot's decider under the entry's game id, its budgets, the parser, and the
move a seat makes when thinking fails (the timed-out default of the rules)."""

from __future__ import annotations

from game.ai.budget import Budget
from game.property.bot.levels import BUDGETS
from game.property.rules import parse_action
from game.property.rules.queries import default_action
from game.scenes.computer import Brain

DECIDER = "game.property.bot.decide:decide"


def level_budget(level: str) -> Budget:
    """The entry's `budgets`: a level's thinking budget (unknown levels think as Normal)."""
    return BUDGETS.get(level, BUDGETS["normal"])


def brain_for(game_id: str) -> Brain:
    return Brain(game_id, DECIDER, level_budget, parse_action, default_action)
