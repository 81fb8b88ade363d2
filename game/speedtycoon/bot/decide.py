"""The worker's entry point for Speedtycoon: a snapshot in, the next action and its reason out
(the same `Reply` as every game's decider)."""

from __future__ import annotations

from game.ai.decider import worker_decider
from game.speedtycoon.bot.levels import choose, level_budget
from game.speedtycoon.rules import State

decide = worker_decider(State, choose, level_budget)
