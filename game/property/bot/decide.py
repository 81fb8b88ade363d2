"""The worker's entry point for the property games (game/ai/worker.py): a snapshot in, the
next action and its reason out. Name it "game.property.bot.decide:decide"."""

from __future__ import annotations

from game.ai.decider import worker_decider
from game.property.bot.levels import choose, level_budget
from game.property.rules import State

decide = worker_decider(State, choose, level_budget)
