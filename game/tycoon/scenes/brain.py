"""Tycoon's plain legal move for a computer seat whose thinking failed (the entry's `fallback`;
the rest of its computer is the entry's decider and budgets, game/ai/brain.py)."""

from __future__ import annotations

from game.tycoon.rules import Action, State
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
