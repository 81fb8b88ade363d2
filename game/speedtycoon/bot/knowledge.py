"""Speedtycoon knowledge for the game-agnostic search: the plans to consider, how simulated
players play (greedy plans), and what a position is worth to each seat."""

from __future__ import annotations

from random import Random

from game.ai.contract import Plan
from game.speedtycoon.bot.evaluator import win_chances
from game.speedtycoon.bot.plans import candidate_plans
from game.speedtycoon.rules import IllegalAction


def decision_key(state) -> tuple:
    """Which decision a position asks for: the same in every determinization of it."""
    return state.current_player, state.turn_no, state.phase


class SpeedtycoonKnowledge:
    """The plans of a tree of `widths` per decision (best first); rollouts play the greedy
    chain.
    `root` gives the plans of the decision being searched, as the level ranked them on its own
    view, so that the search weighs exactly the plans the level would otherwise play."""

    illegal_action = IllegalAction

    def __init__(self, widths: tuple[int, ...],
                 root: tuple[tuple, list[Plan]] | None = None) -> None:
        self.widths = widths
        self.root = root

    def plans(self, state) -> list[Plan]:
        if self.root is not None and decision_key(state) == self.root[0]:
            return list(self.root[1])
        return [p.actions for p in candidate_plans(state, state.current_player, self.widths)]

    def rollout_plan(self, state, rng: Random) -> Plan:
        return candidate_plans(state, state.current_player, (1,))[0].actions

    def evaluate(self, state) -> list[float]:
        return win_chances(state)
