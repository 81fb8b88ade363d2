"""How the simulated players in Hard's look-ahead play: a few plain styles, one per seat.

Hard's samples play on to the next payday, so what the rivals do in the rounds left decides
what a plan is worth. Assuming every rival plays like Normal made Hard blind to play it was
not tuned for (issue 35: three bots that borrow hard at the start left Hard the fair share).
So in each sample every rival seat follows one style drawn at random, kept for the whole
sample: Normal's own greedy plan, or one of the plain ideas of the strategy league
(tools/league/tycoon.py, which the shipped game never imports) rewritten here on the bot's
own plans: the most payday income, borrowing three cards before the first build, the most
board worth. The searching seat plays Normal in its own samples.
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random

from game.tycoon.bot.builds import tried_builds
from game.tycoon.bot.evaluator import incomes, loan_balances
from game.tycoon.bot.heuristic import ranked_plans
from game.tycoon.bot.plans import (
    EXTEND_PLAN,
    LOAN_PLAN,
    PASS_PLAN,
    REPAY_PLAN,
    TurnPlan,
    turn_plans,
)
from game.tycoon.rules import State
from game.tycoon.rules.board import LOAN_AMOUNT, LOAN_DUE, SESSIONS
from game.tycoon.rules.state import LOANS

Style = Callable[[State, int], tuple]
#: Cards a borrower takes before its first build (the 16 M card, then 10 M cards).
BORROWER_CARDS = 3


def normal(state: State, seat: int) -> tuple:
    """Normal's greedy plan."""
    return ranked_plans(state, seat)[0].plan.actions


def _payday(state: State, seat: int, plans: list[TurnPlan]) -> tuple:
    """Repay the card when the cash covers it, else extend it."""
    card = state.pending[0]
    for plan in plans:
        if plan.kind == REPAY_PLAN and state.money[seat] >= LOAN_DUE[card][0]:
            return plan.actions
    return next(p.actions for p in plans if p.kind == EXTEND_PLAN)


def _no_build(plans: list[TurnPlan]) -> tuple:
    """Nothing to build: the smallest card in stock, else pass."""
    loans = [p for p in plans if p.kind == LOAN_PLAN]
    if loans:
        return min(loans, key=lambda p: p.amount).actions
    passing = [p for p in plans if p.kind == PASS_PLAN]
    return (passing or plans)[0].actions


def _build_by(measure: Callable[[State, int], float]) -> Style:
    """A style that builds what leaves `measure` highest (the cheaper build on a tie)."""

    def play(state: State, seat: int) -> tuple:
        plans = turn_plans(state)
        if state.phase == LOANS:
            return _payday(state, seat, plans)
        best: tuple[float, int] | None = None
        chosen: tuple = ()
        for plan, after in tried_builds(state, plans):
            key = (measure(after, seat), after.money[seat])
            if best is None or key > best:
                best, chosen = key, plan.actions
        return chosen or _no_build(plans)

    return play


def _income(state: State, seat: int) -> float:
    return incomes(state)[seat]


def _worth(state: State, seat: int) -> float:
    """Cash − loans + this payday's income for every payday left (the rules' board worth)."""
    left = SESSIONS - state.paydays
    return state.money[seat] - loan_balances(state)[seat] + incomes(state)[seat] * left


most_income = _build_by(_income)
most_worth = _build_by(_worth)


def borrower(state: State, seat: int) -> tuple:
    """Before its first build, the 16 M card, then 10 M cards, three in all; then income."""
    if (state.phase != LOANS and state.session == 1 and not state.built
            and seat not in state.chain and seat not in state.fact):
        held = [k for k, owner in enumerate(state.loan_owner) if owner == seat]
        if len(held) < BORROWER_CARDS:
            loans = {p.amount: p for p in turn_plans(state) if p.kind == LOAN_PLAN}
            has_big = any(LOAN_AMOUNT[k] == 16 for k in held)
            for amount in ((16, 10) if not has_big else (10,)):
                if amount in loans:
                    return loans[amount].actions
    return most_income(state, seat)


STYLES: dict[str, Style] = {
    "normal": normal,
    "income": most_income,
    "borrower": borrower,
    "worth": most_worth,
}


def draw_styles(players: int, searcher: int, rng: Random) -> list[Style]:
    """One style per seat for a sample: the searcher plays Normal, each rival a random style."""
    names = sorted(STYLES)
    return [normal if seat == searcher else STYLES[rng.choice(names)]
            for seat in range(players)]
