"""Speedtycoon knowledge for the game-agnostic search: the plans to consider, how simulated
players play (greedy plans), and what a position is worth to each seat."""

from __future__ import annotations

from random import Random

from game.ai.contract import Plan
from game.speedtycoon.bot.evaluator import Judgement, win_chances
from game.speedtycoon.bot.plans import candidate_plans
from game.speedtycoon.rules import IllegalAction


def decision_key(state) -> tuple:
    """Which decision a position asks for: the same in every determinization of it."""
    return state.current_player, state.turn_no, state.phase


class SpeedtycoonKnowledge:
    """The plans of a tree of `widths` per decision (best first); rollouts play the greedy
    chain.
    `root` gives the plans of the decision being searched, as the level ranked them on its own
    view, so that the search weighs exactly the plans the level would otherwise play.
    `own_turns` (with a root) ends each rollout when the searching seat's turn comes round
    after it has played that many more turns of its own: money taken now is then judged by
    what the seat buys with it next turn, after the rivals have answered, not by its face
    value. None leaves the horizon to the search's decision count.
    `rival_styles` (with a root): each rollout gives every other seat one of these judgements
    for its greedy plans, so the search is not tuned to rivals who judge as the seat does."""

    illegal_action = IllegalAction

    def __init__(self, widths: tuple[int, ...],
                 root: tuple[tuple, list[Plan]] | None = None,
                 own_turns: int | None = None,
                 rival_styles: tuple[Judgement, ...] = ()) -> None:
        self.widths = widths
        self.root = root
        self.own_turns = own_turns
        self.rival_styles = rival_styles
        self._turns_played = 0
        self._styles: list[Judgement] = []

    def start_rollout(self, state, rng: Random) -> None:
        self._turns_played = 0
        if self.rival_styles and self.root is not None:
            self._styles = [rng.choice(self.rival_styles) for _ in range(state.n)]

    def rollout_over(self, state) -> bool:
        """Checked before every rollout decision: a turn of the searching seat starts here."""
        if self.own_turns is None or self.root is None:
            return False
        seat = self.root[0][0]
        if state.turn != seat or state.current_player != seat:
            return False
        if self._turns_played >= self.own_turns:
            return True
        self._turns_played += 1
        return False

    def plans(self, state) -> list[Plan]:
        if self.root is not None and decision_key(state) == self.root[0]:
            return list(self.root[1])
        return [p.actions for p in candidate_plans(state, state.current_player, self.widths)]

    def rollout_plan(self, state, rng: Random) -> Plan:
        p = state.current_player
        if self._styles and p != self.root[0][0]:
            return candidate_plans(state, p, (1,), self._styles[p])[0].actions
        return candidate_plans(state, p, (1,))[0].actions

    def evaluate(self, state) -> list[float]:
        return win_chances(state)
