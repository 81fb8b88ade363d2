"""The levels: Random, Easy, Normal, Hard, and the timed-out seat's default play.

Every level decides on `state.determinize(seat, rng)`: the copy has the unseen cards
reshuffled and the dice generator reseeded, so nothing a level does can depend on the real
card order or the coming rolls (tests/property_bot/test_fairness.py). Normal is policy.act.
Easy is the same rules with a shorter horizon, noisy bids and a slip now and then, and it
takes any trade that gains it something unless it hands over a set. Hard is Normal plus
determinized rollouts (game.ai.search.flat_monte_carlo) at close calls: buying near the
reserve, and confirming a trade Normal would accept by a small edge; the rollouts overrule
Normal only when the other choice's mean share is better by HARD_SWITCH. Hard only ever turns a
Normal "accept" into "reject", never the other way, so it refuses every trade Normal refuses.
"""

from __future__ import annotations

from random import Random

from game.ai.budget import Budget, CancelCheck, LevelBudgets, never_cancelled
from game.ai.decider import check_request
from game.ai.reply import Reply
from game.ai.search import SearchSettings, flat_monte_carlo
from game.core.contract import IllegalAction
from game.property.bot import value
from game.property.bot.policy import NORMAL, Style, act
from game.property.bot.trades import CLEAR_MARGINS, assess
from game.property.rules.actions import ACCEPT, BUY, DECLINE, REJECT
from game.property.rules.phases import BUY as BUY_PHASE
from game.property.rules.queries import default_action

LEVELS = ("random", "easy", "normal", "hard", "timeout")
EASY = Style(horizon=5, slip=0.2, trade="easy", proposes=False)
HARD = Style(horizon=20, partner="share")
STYLES = {"easy": EASY, "normal": NORMAL, "hard": HARD}
HARD_BUDGET = Budget(iterations=24, seconds=1.0)
#: The entry's `budgets`: a level's thinking budget (only Hard searches).
level_budget = LevelBudgets({"hard": HARD_BUDGET})


HARD_SETTINGS = SearchSettings(rollout_decisions=60)
HARD_SWITCH = 0.02     # the rollouts overrule Normal only by this much of a share, not by noise


class RolloutKnowledge:
    """game.ai's Knowledge for property rollouts: the root choices given, Normal plays on, and
    a position is valued by each seat's share of all standings (the real result at the end)."""

    illegal_action = IllegalAction

    def __init__(self, root: list) -> None:
        self.root = root

    def plans(self, state) -> list:
        return [(a,) for a in self.root]

    def rollout_plan(self, state, rng: Random) -> tuple:
        return (act(state, state.current_player, NORMAL, rng)[0],)

    def evaluate(self, state) -> list[float]:
        if state.is_terminal():
            return [float(x) for x in state.returns()]
        worths = [max(0.0, value.standing(state, q, NORMAL.horizon)) for q in range(state.n)]
        total = sum(worths) or 1.0
        return [w / total for w in worths]


def choose(s, seat: int, level: str, budget: Budget | None = None, seed: int = 0,
           cancelled: CancelCheck = never_cancelled) -> Reply:
    """The action for ``seat``, the player to act in ``s``, with its reason and the rollouts'
    iterations (0 when none ran)."""
    check_request(s, seat, level, LEVELS)
    rng = Random(seed)
    world = s.determinize(seat, rng)
    if level == "timeout":
        a = default_action(world)
        return Reply(a, ("property_bot.reason.timeout", {"action": str(a)}))
    if level == "random":
        legal = world.legal_actions()
        return Reply(legal[rng.randrange(len(legal))], ("property_bot.reason.random", {}))
    style = STYLES[level]
    a, reason = act(world, seat, style, rng)
    if level != "hard":
        return Reply(a, reason)
    root = _close_call(world, seat, a)
    if root is None:
        return Reply(a, reason)
    result = flat_monte_carlo(world, seat, RolloutKnowledge(root), budget or HARD_BUDGET,
                              seed, HARD_SETTINGS, cancelled)
    means = {st.plan[0]: st.mean_value for st in result.ranking if st.visits}
    pick = max(means, key=means.get) if means else a
    if pick == a or means[pick] < means.get(a, 0.0) + HARD_SWITCH:
        return Reply(a, reason, iterations=result.iterations)
    if pick == REJECT:
        return Reply(pick, ("property_bot.reason.reject_rollouts",
                            {"rival": world.tr_from, "samples": result.iterations}),
                     iterations=result.iterations)
    p = world.pos[seat]
    return Reply(pick, ("property_bot.reason.buy_rollouts",
                        {"space": p, "place": world.rs.space_ids[p], "price": world.rs.price[p],
                         "samples": result.iterations}), iterations=result.iterations)


def _close_call(s, seat: int, chosen) -> list | None:
    """The choices Hard weighs by rollouts, Normal's first; None when the call is clear."""
    if chosen == ACCEPT:
        v = assess(s, seat, HARD.horizon)
        if v.mine - max(0.0, v.theirs) < CLEAR_MARGINS * v.margin:
            return [ACCEPT, REJECT]
        return None
    if s.phase == BUY_PHASE and s.tr_terms is None and s.au_place < 0 and not s.in_debt:
        legal = s.legal_actions()
        if BUY in legal:
            keep = value.reserve(s, seat)
            after = s.cash[seat] - s.rs.price[s.pos[seat]]
            if abs(after - keep) < keep:
                return [chosen, BUY if chosen == DECLINE else DECLINE]
    return None
