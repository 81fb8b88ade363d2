"""Speedtycoon knowledge for the game-agnostic search: the plans to consider, how simulated
players play (greedy plans), and what a position is worth to each seat."""

from __future__ import annotations

from random import Random

from game.ai.contract import Plan
from game.speedtycoon.bot.evaluator import win_chances
from game.speedtycoon.bot.plans import candidate_plans
from game.speedtycoon.rules import IllegalAction


class SpeedtycoonKnowledge:
    """`width` plans per decision (Normal's best first); rollouts play the greedy chain."""

    illegal_action = IllegalAction

    def __init__(self, width: int) -> None:
        self.width = width

    def plans(self, state) -> list[Plan]:
        return [p.actions for p in candidate_plans(state, state.current_player, self.width)]

    def rollout_plan(self, state, rng: Random) -> Plan:
        return candidate_plans(state, state.current_player, 1)[0].actions

    def evaluate(self, state) -> list[float]:
        return win_chances(state)
