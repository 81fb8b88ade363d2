"""Tycoon knowledge for the game-agnostic search: which plans to consider, how simulated players
play, and what a position is worth to each seat."""

from __future__ import annotations

import math
from random import Random

from game.ai.contract import Plan
from game.tycoon.bot.evaluator import equities, win_chances
from game.tycoon.bot.heuristic import Scored, ranked_plans
from game.tycoon.bot.plans import EXTEND_PLAN, LOAN_PLAN
from game.tycoon.bot.rollout import Style, draw_styles, normal
from game.tycoon.rules import IllegalAction, State
from game.tycoon.rules.board import SESSIONS

#: Plans that spend a turn or a payday on money instead of the board.
MONEY_PLANS = (LOAN_PLAN, EXTEND_PLAN)
#: How much a win chance counts against the equity lead (see `evaluate`).
WIN_SHARE = 0.85
LEAD_SCALE = 25.0


def candidates(ranked: list[Scored], width: int, margin: float,
               last_session: bool = False) -> list[Scored]:
    """The plans worth a search: at most `width`, none more than `margin` millions below the
    best, and a loan or an extension only if the evaluator likes it best. The search then
    decides *where* to build, never *whether* to borrow: its samples are too few to tell a
    loan's 2 M of interest from noise, and a loan it could do without is a move a good player
    laughs at (issue 15). In the last session it does not choose *which card* either: no
    later payday repays a bigger card, so beyond the evaluator's best it is only interest (the
    arena saw Hard take a 16 M card there where a 10 M card cost nothing)."""
    best = ranked[0]
    out = [best]
    for scored in ranked[1:]:
        if len(out) >= width or scored.value < best.value - margin:
            break
        if scored.plan.kind in MONEY_PLANS and (last_session
                                                 or best.plan.kind not in MONEY_PLANS):
            continue
        out.append(scored)
    return out


class TycoonKnowledge:
    """The search's candidate plans (`candidates`); rollouts play on to the next payday (the
    end of the game in the last session), each rival in a style of rollout.py drawn for the
    whole sample, the searcher as Normal."""

    illegal_action = IllegalAction

    def __init__(self, width: int, margin: float, searcher: int = 0,
                 horizon: int | None = None) -> None:
        self.width = width
        self.margin = margin
        self.searcher = searcher
        #: The payday count at which a sample stops (None: only the decision cap).
        self.horizon = horizon
        self.styles: list[Style] = []

    def plans(self, state: State) -> list[Plan]:
        ranked = ranked_plans(state, state.current_player)
        weighed = candidates(ranked, self.width, self.margin, state.session == SESSIONS)
        return [scored.plan.actions for scored in weighed]

    def start_rollout(self, state: State, rng: Random) -> None:
        self.styles = draw_styles(state.n, self.searcher, rng)

    def rollout_over(self, state: State) -> bool:
        return self.horizon is not None and state.paydays >= self.horizon

    def rollout_plan(self, state: State, rng: Random) -> Plan:
        seat = state.current_player
        style = self.styles[seat] if self.styles else normal
        return style(state, seat)

    def evaluate(self, state: State) -> list[float]:
        """Mostly the win chance; a little of the equity lead over the best rival, so that a
        seat far ahead (every win chance ~1) still tells a good plan from a poor one."""
        chances = win_chances(state)
        if state.is_terminal():
            return chances
        values = equities(state)
        out = []
        for seat, chance in enumerate(chances):
            rival = max(v for s, v in enumerate(values) if s != seat)
            lead = 1.0 / (1.0 + math.exp(-(values[seat] - rival) / LEAD_SCALE))
            out.append(WIN_SHARE * chance + (1.0 - WIN_SHARE) * lead)
        return out
