"""Tycoon knowledge for the game-agnostic search: which plans to consider, how simulated players
play, and what a position is worth to each seat."""

from __future__ import annotations

from random import Random

from game.ai.contract import Plan
from game.tycoon.bot.evaluator import win_chances
from game.tycoon.bot.heuristic import ranked_plans
from game.tycoon.rules import IllegalAction, State


class TycoonKnowledge:
    """`width` plans per decision in the tree (best first); rollouts play the Normal level."""

    illegal_action = IllegalAction

    def __init__(self, width: int) -> None:
        self.width = width

    def plans(self, state: State) -> list[Plan]:
        ranked = ranked_plans(state, state.current_player)
        return [scored.plan.actions for scored in ranked[: self.width]]

    def rollout_plan(self, state: State, rng: Random) -> Plan:
        return ranked_plans(state, state.current_player)[0].plan.actions

    def evaluate(self, state: State) -> list[float]:
        return win_chances(state)
