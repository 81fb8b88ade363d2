"""The levels and the one entry point every decision goes through.

- random: a uniformly random legal action (the arena's yardstick, not offered to players).
- easy:   a beginner: one greedy chain judged by the next scoring only, no eye for exact
          payments or the frontier, and in a quarter of its plans a slip to the next best.
- normal: the best of the evaluator's candidate plans (plans.py: its 4 best first steps, each
          completed greedily), no slips.
- hard:   a deeper tree of plans (8 first steps, 3 second, 2 third), then a Monte Carlo
          search over the tree's best 4: each sample world determinizes the hidden deck, bag
          and news; in it every one of the 4 plans is played (the same world for each, so the
          plans are compared on equal luck), every rival answers with greedy plans, the seat
          plays its own next turn greedily, the rivals answer again (each rival judging in
          one of four styles drawn for the sample), and the evaluator's
          per-seat win chances score the world when the seat's turn comes round. Ending the
          rollout before the seat's next turn (the first search) judged money taken by its
          face value, not by what it buys. The Lobbyist window (buy one tile or pass,
          out of turn) it answers with its tree alone: those windows were 40 % of a Hard game's
          thinking, and the evaluator already weighs one tile against money. Each part was
          measured against Normal (docs/ai.md): the tree +8 points a game, the search as much
          again on top of it, where over Normal's own 4 plans it had added nothing visible.
          It does not search a game already decided (`DECIDED`): there every plan's win
          chance lies within the margin of the tree's best, and the search never overrode it.

Every level decides on `state.determinize(seat, rng)`: the real deck and bag order never reach
a decision (tests/speedtycoon_bot/test_fairness.py). The same levels answer the Lobbyist window
and the fund (they are decisions like any other) and play a timed-out person's turn (D45).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random

from game.ai.budget import Budget, CancelCheck, LevelBudgets, never_cancelled
from game.ai.contract import plan_key
from game.ai.decider import check_request
from game.ai.reply import Reply
from game.ai.search import SEARCHES, SearchSettings
from game.speedtycoon.bot.evaluator import BEGINNER, NORMAL, Judgement, win_chances
from game.speedtycoon.bot.knowledge import SpeedtycoonKnowledge, decision_key
from game.speedtycoon.bot.plans import Scored, candidate_plans, same_plan, try_plan
from game.speedtycoon.bot.reasons import Reason, explain
from game.speedtycoon.rules.phases import LOBBY

LEVELS = ("random", "easy", "normal", "hard")

EASY_SLIP_CHANCE = 0.25
#: The widths of each level's tree over its next steps (plans.candidate_plans).
EASY_WIDTHS = (2,)
NORMAL_WIDTHS = (4,)
HARD_WIDTHS = (8, 3, 2)
#: How many of its plans Hard's search weighs (the tree's best).
HARD_ROOT_PLANS = 4
#: The search in `game.ai.search`: all root plans in each sample world.
HARD_SEARCH = "paired"
#: The seat's own turns a rollout plays before it is scored (at the start of the next one).
HARD_OWN_TURNS = 1
#: How rivals judge in Hard's rollouts, one drawn per rival and sample: as Normal does, an
#: exact payer (a hand that pays a market place exactly is another action), a hoarder (money
#: in hand worth more) and a spender (worth less). Rollouts where every rival judged as Hard
#: does lost 15 points against the exact payers of the league (docs/ai.md).
HARD_RIVAL_STYLES = (NORMAL, Judgement(exact_bonus=1.2), Judgement(money_value=0.7),
                     Judgement(money_value=0.25))
#: How much higher (in win chance) the search must rate a plan to play it over the tree's best.
#: 0: the search's best whenever it leads at all. The paired worlds already cancel most of the
#: noise a margin guarded against; on the tuning seeds 1-60 against three Normals 0 won 53.3 %
#: where 0.03 won 46.7 % (docs/ai.md).
HARD_MARGIN = 0.0
#: Sample worlds, each playing the 4 root plans: 32 rollouts about twice as long as the
#: bandit's 48 before. 12 worlds won no more on the tuning seeds (docs/ai.md) at 1.5 x the cost.
HARD_BUDGET = Budget(iterations=8, seconds=2.5)
#: Hard plays its tree's best plan without a search when that plan leaves it this sure to win
#: or to lose (the evaluator's win chance): in 153 searches of three seeded games against
#: Normal (league seeds 3-5) the search overrode the tree 21 times, never where it rated the
#: tree's plan over 0.9, once below 0.1; over 0.9 or below 0.05 took 41 % of its time.
DECIDED = (0.03, 0.95)
#: The budget the app gives a level (the arena uses the same iteration counts).
level_budget = LevelBudgets({"hard": HARD_BUDGET})


def hard_settings(players: int) -> SearchSettings:
    """The rollout ends at the seat's turn after its next one (`HARD_OWN_TURNS`); the
    decision count only caps it, when many Lobbyist windows open in one round."""
    return SearchSettings(rollout_decisions=3 * players + 1, tree_depth=1)


@dataclass(frozen=True)
class Decision:
    plan: tuple
    reason: Reason
    iterations: int = 0
    stop_reason: str = "greedy"
    ranking: list = field(default_factory=list, compare=False)


def choose_plan(state, seat: int, level: str, budget: Budget | None = None, seed: int = 0,
                cancelled: CancelCheck = never_cancelled) -> Decision:
    """The plan `level` plays for `seat` now (also the advice for a person in that seat)."""
    check_request(state, seat, level, LEVELS)
    rng = Random(seed)
    view = state.determinize(seat, rng)
    if level == "random":
        action = rng.choice(view.legal_actions())
        after, events = try_plan(view, (action,))
        return Decision((action,), explain(view, (action,), after, events, seat))
    if level == "easy":
        ranked = candidate_plans(view, seat, EASY_WIDTHS, BEGINNER)
        pick = ranked[1] if len(ranked) > 1 and rng.random() < EASY_SLIP_CHANCE else ranked[0]
        return _decision(view, seat, pick)
    ranked = candidate_plans(view, seat, NORMAL_WIDTHS if level == "normal" else HARD_WIDTHS,
                             NORMAL)
    if level == "normal" or view.phase == LOBBY or len(ranked) == 1 or not (
            DECIDED[0] < win_chances(ranked[0].after)[seat] < DECIDED[1]):
        return _decision(view, seat, ranked[0])
    knowledge = SpeedtycoonKnowledge(
        NORMAL_WIDTHS, (decision_key(view), [p.actions for p in ranked[:HARD_ROOT_PLANS]]),
        own_turns=HARD_OWN_TURNS, rival_styles=HARD_RIVAL_STYLES)
    result = SEARCHES[HARD_SEARCH](state, seat, knowledge, budget or HARD_BUDGET,
                              rng.getrandbits(32), hard_settings(state.n), cancelled=cancelled)
    decision = _decision(view, seat, _hard_pick(ranked, result.ranking))
    return Decision(decision.plan, decision.reason, result.iterations, result.stop_reason,
                    result.ranking)


def _hard_pick(ranked: list[Scored], ranking: list) -> Scored:
    """The search's best plan if its mean win chance beats the tree's best plan by
    `HARD_MARGIN`; else the tree's best. A tie, as in a position whose every plan wins (or
    loses) for sure, is no reason to leave the evaluator's plan."""
    stats = {plan_key(s.plan): s for s in ranking}
    normal = stats.get(plan_key(ranked[0].actions))
    best = ranking[0]
    if normal is None or best.mean_value - normal.mean_value <= HARD_MARGIN:
        return ranked[0]
    chosen = plan_key(best.plan)
    return next((p for p in ranked if plan_key(p.actions) == chosen), ranked[0])


def _decision(view, seat: int, pick: Scored) -> Decision:
    return Decision(pick.actions, explain(view, pick.actions, pick.after, pick.events, seat))


def choose(state, seat: int, level: str, budget: Budget | None = None, seed: int = 0,
           cancelled: CancelCheck = never_cancelled) -> Reply:
    """The next action and why: one decision for the board or the worker. Only the plan's
    first action is played; the next step is decided afresh when asked, on the position
    the seat then sees (usually the same chain; a loan's draw may change it)."""
    decision = choose_plan(state, seat, level, budget, seed, cancelled)
    action = decision.plan[0]
    if not state.is_legal(action):
        raise RuntimeError(f"the computer chose an illegal action {action}")
    return Reply(action, decision.reason, iterations=decision.iterations)


def rest_of_turn(state, seat: int, level: str = "normal", budget: Budget | None = None,
                 seed: int = 0) -> list[tuple[object, Reason]]:
    """D45: the computer plays a timed-out person's rest of the turn with that seat's own
    knowledge; returns the actions with their reasons (the state given is not changed)."""
    s = state.clone()
    turn_no = s.turn_no
    played = []
    step = 0
    while same_plan(s, seat, turn_no):
        reply = choose(s, seat, level, budget, seed * 31 + step)
        s.apply(reply.action)
        played.append((reply.action, reply.reason))
        step += 1
    return played


__all__ = ["LEVELS", "Decision", "choose", "choose_plan", "level_budget", "rest_of_turn"]
