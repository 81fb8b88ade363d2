"""Advice (R, design §4.6, D44): the best move for the one person at the table, with its
reason and what the screen highlights (the cards to pay or take, the place, the target cell)."""

from __future__ import annotations

from dataclasses import dataclass

from game.ai.budget import Budget
from game.speedtycoon.bot.levels import choose_plan
from game.speedtycoon.bot.reasons import Reason
from game.speedtycoon.rules.actions import TakeMoney, _Purchase, _TileOnCell
from game.speedtycoon.rules.data import PLACES

#: Advice thinks like Normal: instant, and as good as the greedy levels get.
ADVICE_LEVEL = "normal"


@dataclass(frozen=True)
class Advice:
    action: object
    reason: Reason
    cards: tuple[str, ...] = ()
    place: str = ""
    cell: tuple[int, int] | None = None


def advise(state, seat: int, humans: int, budget: Budget | None = None,
           seed: int = 0) -> Advice | None:
    """None unless exactly one person sits at the table (D44) and it is that seat's decision."""
    if humans != 1 or state.is_terminal() or state.current_player != seat:
        return None
    decision = choose_plan(state, seat, ADVICE_LEVEL, budget, seed)
    action = decision.plan[0]
    cards: tuple[str, ...] = ()
    place = ""
    cell = None
    if isinstance(action, (TakeMoney, _Purchase)):
        cards = action.cards
    if isinstance(action, _Purchase):
        place = PLACES[action.p][0]
    if isinstance(action, _TileOnCell):
        cell = (action.x, action.y)
    return Advice(action, decision.reason, cards, place, cell)
