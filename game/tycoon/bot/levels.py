"""The levels and the one entry point every decision goes through.

- random: a uniformly random whole plan (the arena's yardstick, not offered to players).
- easy:   a beginner: greedy with a beginner's judgement (mostly the next payday, every million
          spent) and, in about a third of its decisions, a slip to one of the next ten plans.
- normal: the greedy plan (heuristic.py), no slips.
- hard:   a search over the best few plans: determinized futures played on by Normal players,
          judged by the evaluator's per-seat win chances.

`choose_plan` returns the whole plan (buy, fly, build, end) with its reason; `choose` answers its
first action (with the plan, for a hint) and remembers the rest, so asking again after each step
continues the same plan instead of thinking again (the board asks once per action, the arena
once per plan).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from random import Random

from game.ai.budget import Budget, CancelCheck, LevelBudgets, never_cancelled
from game.ai.contract import plan_key
from game.ai.decider import check_request
from game.ai.reply import Reply
from game.ai.search import SEARCHES, SearchSettings
from game.tycoon.bot.evaluator import BEGINNER, NORMAL
from game.tycoon.bot.heuristic import Scored, ranked_plans
from game.tycoon.bot.knowledge import TycoonKnowledge
from game.tycoon.bot.reasons import Reason, explain
from game.tycoon.bot.view import information_set, world
from game.tycoon.rules import Action, State

LEVELS = ("random", "easy", "normal", "hard")

EASY_SLIP_CHANCE = 0.35
EASY_SLIP_CHOICES = 10

HARD_SEARCH = "flat"
HARD_WIDTH = 5
#: Plans more than this many millions below Normal's best are not searched (knowledge.py).
HARD_MARGIN = 4.0
HARD_EXPLORATION = 0.4
#: Each sample plays to the payday (about 25 ms of CPU): 48 of them keep the median decision
#: near 1 s of CPU and the slowest under 3 s (docs/ai.md, think time).
HARD_BUDGET = Budget(iterations=48, seconds=2.5)
#: Decisions a sample plays at most (a whole session takes about 50 with four players).
HARD_ROLLOUT_CAP = 400
#: The budget the app gives a level (the arena uses the same iteration counts).
level_budget = LevelBudgets({"hard": HARD_BUDGET})


def hard_settings(players: int) -> SearchSettings:
    """Simulate to the next payday (`TycoonKnowledge.rollout_over`); the decision cap only
    guards against a session that never ends."""
    return SearchSettings(exploration=HARD_EXPLORATION, rollout_decisions=HARD_ROLLOUT_CAP,
                          tree_depth=2)


@dataclass(frozen=True)
class Decision:
    plan: tuple[Action, ...]
    reason: Reason
    iterations: int = 0
    stop_reason: str = "greedy"
    ranking: list = field(default_factory=list, compare=False)


def choose_plan(state: State, seat: int, level: str, budget: Budget | None = None, seed: int = 0,
                cancelled: CancelCheck = never_cancelled) -> Decision:
    """The plan `level` plays for `seat` now (also the hint for a human in that seat)."""
    check_request(state, seat, level, LEVELS)
    rng = Random(seed)
    view = world(state, seat, rng)
    ranked = ranked_plans(view, seat, BEGINNER if level == "easy" else NORMAL)
    if not ranked:
        raise RuntimeError("no workable plan: the rules offered no way to finish this turn")
    if level == "random":
        return _decision(view, seat, rng.choice(ranked))
    if level == "easy" and len(ranked) > 1 and rng.random() < EASY_SLIP_CHANCE:
        return _decision(view, seat, rng.choice(ranked[1 : 1 + EASY_SLIP_CHOICES]))
    if level != "hard" or len(ranked) == 1:
        return _decision(view, seat, ranked[0])
    return _search(state, view, seat, ranked, budget or HARD_BUDGET, rng.getrandbits(32),
                   cancelled)


def _search(
    state: State, view: State, seat: int, ranked: list[Scored], budget: Budget, seed: int,
    cancelled: CancelCheck,
) -> Decision:
    result = SEARCHES[HARD_SEARCH](
        information_set(state), seat,
        TycoonKnowledge(HARD_WIDTH, HARD_MARGIN, seat, state.paydays + 1), budget, seed,
        hard_settings(state.num_players), cancelled=cancelled,
    )
    chosen = plan_key(result.plan)
    pick = next((s for s in ranked if plan_key(s.plan.actions) == chosen), ranked[0])
    decision = _decision(view, seat, pick)
    return Decision(decision.plan, decision.reason, result.iterations, result.stop_reason,
                    result.ranking)


def _decision(view: State, seat: int, pick: Scored) -> Decision:
    reason = explain(view, pick.plan, pick.after, list(pick.events), seat)
    return Decision(pick.plan.actions, reason)


_MEMORY: dict[tuple[str, int, str], tuple[tuple[Action, ...], Reason]] = {}
MEMORY_LIMIT = 256


def _fingerprint(state: State) -> str:
    return json.dumps(information_set(state).to_dict(), sort_keys=True)


def choose(state: State, seat: int, level: str, budget: Budget | None = None, seed: int = 0,
           cancelled: CancelCheck = never_cancelled) -> Reply:
    """The next action, why, and the rest of the plan from it on: the interface for every
    decision, the board's and the hint's (a hint shows the plan whole, so that following it
    step by step is one hint, not one per step)."""
    remembered = _MEMORY.pop((level, seat, _fingerprint(state)), None)
    if remembered is not None and remembered[0][0] in state.legal_actions():
        (plan, reason), iterations = remembered, 0
    else:
        decision = choose_plan(state, seat, level, budget, seed, cancelled)
        plan, reason, iterations = decision.plan, decision.reason, decision.iterations
    if len(plan) > 1:
        if len(_MEMORY) >= MEMORY_LIMIT:
            _MEMORY.clear()
        after = information_set(state)
        after.apply(plan[0])
        _MEMORY[(level, seat, _fingerprint(after))] = (plan[1:], reason)
    return Reply(plan[0], reason, plan, iterations)
