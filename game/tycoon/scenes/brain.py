"""Tycoon's computer, as the shared computer-seats and hint glue needs it: the bot's decider and
budgets, the action parser, and a plain legal move for when thinking fails."""

from __future__ import annotations

from game.scenes.computer import Brain
from game.tycoon.bot import DECIDER, level_budget
from game.tycoon.rules import Action, State, parse_action
from game.tycoon.rules.actions import END, FACTORY, HOTEL, LOAN, PASS, RENOVATE, Extend, Repay

PREFERRED = (HOTEL, FACTORY, RENOVATE, END, LOAN[10], LOAN[16], PASS)


def fallback(state: State) -> Action:
    """A legal move without search: build if possible, else end or borrow; repay loans."""
    legal = state.legal_actions()
    for action in PREFERRED:
        if action in legal:
            return action
    for kind in (Repay, Extend):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]


BRAIN = Brain("tycoon", DECIDER, level_budget, parse_action, fallback)
