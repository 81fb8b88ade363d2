"""The worker's entry point for Tycoon: a snapshot in, the next action, its reason and the rest
of its plan (for a hint) out."""

from __future__ import annotations

from game.ai.decider import worker_decider
from game.tycoon.bot.levels import choose, level_budget
from game.tycoon.rules import State

decide = worker_decider(State, choose, level_budget)
