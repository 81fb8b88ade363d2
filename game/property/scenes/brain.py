"""The property games' computer levels' budgets (the entries' `budgets`)."""

from __future__ import annotations

from game.ai.budget import Budget
from game.property.bot.levels import BUDGETS


def level_budget(level: str) -> Budget:
    """The entry's `budgets`: a level's thinking budget (unknown levels think as Normal)."""
    return BUDGETS.get(level, BUDGETS["normal"])
