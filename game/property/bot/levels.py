"""The levels: Random, Easy, Normal, Hard, and the timed-out seat's default play.

Every level decides on `state.determinize(seat, rng)`: the copy has the unseen cards
reshuffled and the dice generator reseeded, so nothing a level does can depend on the real
card order or the coming rolls (tests/property_bot/test_fairness.py). Normal is policy.act.
Easy is the same rules with a shorter horizon, noisy bids and a slip now and then, and it
takes any trade that gains it something unless it hands over a set. Hard is Normal plus
determinized rollouts (game.ai.search.flat_monte_carlo) at close calls: buying near the
reserve, confirming a trade Normal would accept by a small edge, and at the end of its turn
selling a set's last place to the rival it completes (`sales`) or proposing a deal a rival
accepts that raises Hard's share of all standings (`shares`, weighed at a table of Normals
and at a table of plain players and proposed only when it wins at each), and answering an
offer Normal refuses on value alone that still raises Hard's share of all standings
(`answers`). A rollout ends in each seat's chance to finish first (`finish`: the game is
won by finishing first, not by a share of the wealth); the rollouts overrule Normal only when
the other choice's mean chance is better by HARD_SWITCH.
Hard refuses every trade that hands over a set without a set or its full value back, as
Normal does: such an offer is never weighed.
"""

from __future__ import annotations

from dataclasses import replace
from random import Random

from game.ai.budget import Budget, CancelCheck, LevelBudgets, never_cancelled
from game.ai.decider import check_request
from game.ai.reply import Reply
from game.ai.search import SearchSettings, flat_monte_carlo
from game.core.contract import IllegalAction
from game.property.bot import plain, value
from game.property.bot.answers import worth_weighing
from game.property.bot.finish import finish_chances
from game.property.bot.policy import NORMAL, Style, act
from game.property.bot.sales import sale_offers
from game.property.bot.shares import own_share_deal, share_deals, share_reason
from game.property.bot.trades import CLEAR_MARGINS, assess
from game.property.rules.actions import ACCEPT, BUY, DECLINE, END_TURN, REJECT, Offer
from game.property.rules.ending import net_worths
from game.property.rules.phases import BUY as BUY_PHASE
from game.property.rules.phases import POST_ROLL
from game.property.rules.queries import default_action

LEVELS = ("random", "easy", "normal", "hard", "timeout")
EASY = Style(horizon=5, slip=0.2, trade="easy", proposes=False)
HARD = Style(horizon=20, partner="share")
STYLES = {"easy": EASY, "normal": NORMAL, "hard": HARD}
HARD_BUDGET = Budget(iterations=64, seconds=1.0)
#: The entry's `budgets`: a level's thinking budget (only Hard searches).
level_budget = LevelBudgets({"hard": HARD_BUDGET})


HARD_SETTINGS = SearchSettings(rollout_decisions=120)
#: Normal as it plays in rollouts: it answers offers but opens none (its proposals cost nine
#: tenths of a rollout's time, and a search of a late position took 1.5-4.5 s CPU with them).
QUIET = replace(NORMAL, proposes=False)
#: The rollouts overrule Normal only by this much of a chance to finish first, not by noise:
#: the chance of one sample spreads about 6 x as wide as its share of all standings did (sample
#: sd 0.30 against 0.05 at Hard's searched decisions, tuning seeds 1-3); 0.05 lies between the
#: share's 0.02 (under one standard error of a difference at 64 samples) and 0.12 (the same
#: number of standard errors as 0.02 of a share, which seldom let the search overrule Normal).
HARD_SWITCH = 0.05
MAX_SALES = 4          # sale offers weighed at one decision, besides Normal's choice
PLAIN_SHARE = 0.5      # the chance that a rival plays the plain player in a rollout
TABLES = ("normal", "plain")   # the tables a share deal must win at, each (`_weigh_shares`)


class RolloutKnowledge:
    """game.ai's Knowledge for property rollouts: the root choices given, then every seat but
    the searching one plays Normal (QUIET) or the plain player (`plain`), drawn per sample at
    PLAIN_SHARE (the seat's own play stays Normal); a position is valued by each seat's share
    of all standings over the rounds really left, and at the end by its share of the net
    worths (D44) that rank the game: a 0/1 win there beside shares of about a quarter
    elsewhere made a few finished samples outweigh the rest."""

    illegal_action = IllegalAction

    def __init__(self, root: list, seat: int, table: str = "") -> None:
        self.root = root
        self.seat = seat
        self.players: list = []
        #: "" draws each rival's player per sample; "normal" or "plain" seats every rival
        #: as that player (the tables a share deal is weighed at, `_weigh_shares`).
        self.table = table

    def plans(self, state) -> list:
        return [(a,) for a in self.root]

    def start_rollout(self, state, rng: Random) -> None:
        if self.table:
            self.players = [q != self.seat and self.table == "plain" for q in range(state.n)]
            return
        self.players = [q != self.seat and rng.random() < PLAIN_SHARE for q in range(state.n)]

    def rollout_plan(self, state, rng: Random) -> tuple:
        seat = state.current_player
        if self.players and self.players[seat]:
            return (plain.act(state, seat, rng),)
        return (act(state, seat, QUIET, rng)[0],)

    def evaluate(self, state) -> list[float]:
        return finish_chances(state)


def standing_shares(state) -> list[float]:
    """Each seat's share of all standings over the rounds really left, and at the end its
    share of the net worths (D44) that rank the game: the review's win chances (Hard's
    rollouts value a position by `finish.finish_chances` since the twenty-first session)."""
    if state.is_terminal():
        worths = [max(0.0, float(w)) for w in net_worths(state)]
    else:
        horizon = value.rounds_left(state, NORMAL.horizon)
        worths = [max(0.0, value.standing(state, q, horizon)) for q in range(state.n)]
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
    horizon = value.rounds_left(world, HARD.horizon)
    if own_share_deal(world, seat, horizon):
        return Reply(ACCEPT, ("property_bot.reason.accept", {"rival": world.tr_from}))
    shares: dict = {}
    root = _close_call(world, seat, a, shares)
    if root is None:
        return Reply(a, reason)
    if shares:
        return _weigh_shares(world, seat, a, reason, root, shares, budget or HARD_BUDGET, seed,
                             cancelled)
    result = flat_monte_carlo(world, seat, RolloutKnowledge(root, seat), budget or HARD_BUDGET,
                              seed, HARD_SETTINGS, cancelled)
    means = {st.plan[0]: st.mean_value for st in result.ranking if st.visits}
    pick = max(means, key=means.get) if means else a
    if pick == a or means[pick] < means.get(a, 0.0) + HARD_SWITCH:
        return Reply(a, reason, iterations=result.iterations)
    return Reply(pick, _rollout_reason(world, seat, pick, result.iterations),
                 iterations=result.iterations)


def _rollout_reason(s, seat: int, pick, samples: int) -> tuple[str, dict]:
    """The reason for a choice the rollouts made against Normal's: a rejection, a sale, or a
    buy or decline; never the means (no tells)."""
    if pick == REJECT:
        return "property_bot.reason.reject_rollouts", {"rival": s.tr_from, "samples": samples}
    if pick == ACCEPT:
        return "property_bot.reason.accept_rollouts", {"rival": s.tr_from, "samples": samples}
    if type(pick) is Offer:
        p = pick.terms.give_places[0]
        return "property_bot.reason.sell_rollouts", {
            "rival": pick.to, "space": p, "place": s.rs.space_ids[p],
            "cash": pick.terms.get_cash, "set": s.rs.set_ids[s.rs.set_of[p]],
            "samples": samples}
    p = s.pos[seat]
    key = "buy_rollouts" if pick == BUY else "decline_rollouts"
    return "property_bot.reason." + key, {"space": p, "place": s.rs.space_ids[p],
                                          "price": s.rs.price[p], "samples": samples}


def _weigh_shares(s, seat: int, chosen, reason, root: list, shares: dict, budget: Budget,
                  seed: int, cancelled: CancelCheck) -> Reply:
    """The end of a turn with share deals among the choices: the rollouts run once at a
    table of Normals and once at a table of plain players, since Hard cannot know which a
    rival is; a share deal is proposed only when its mean share beats Normal's choice by
    HARD_SWITCH at each table (the fourteenth session's single Normal table won against
    Normals and lost against every league member that answers offers); a sale by the two
    tables' mean, as the mixed table weighs it elsewhere."""
    means: dict = {}
    iterations = 0
    for table in TABLES:
        result = flat_monte_carlo(s, seat, RolloutKnowledge(root, seat, table), budget, seed,
                                  HARD_SETTINGS, cancelled)
        iterations += result.iterations
        means[table] = {st.plan[0]: st.mean_value for st in result.ranking if st.visits}
    both = {a: sum(m.get(a, 0.0) for m in means.values()) / len(TABLES) for a in root}

    def beats(a) -> bool:
        if a == chosen:
            return False
        if a not in shares:
            return both[a] >= both[chosen] + HARD_SWITCH
        return all(a in m and chosen in m and m[a] >= m[chosen] + HARD_SWITCH
                   for m in means.values())

    better = [a for a in root if beats(a)]
    if not better:
        return Reply(chosen, reason, iterations=iterations)
    pick = max(better, key=both.get)
    if pick in shares:
        return Reply(pick, share_reason(s, seat, shares[pick]), iterations=iterations)
    return Reply(pick, _rollout_reason(s, seat, pick, iterations), iterations=iterations)


def _close_call(s, seat: int, chosen, shares: dict) -> list | None:
    """The choices Hard weighs by rollouts, Normal's first; None when the call is clear.
    At the end of its turn the share deals weighed are put in ``shares`` (offer -> deal)."""
    if s.phase == POST_ROLL and (chosen == END_TURN or type(chosen) is Offer):
        horizon = value.rounds_left(s, HARD.horizon)
        sales = sale_offers(s, seat, horizon)[:MAX_SALES]
        for d in share_deals(s, seat, horizon):
            if d.offer != chosen and d.offer not in sales:
                shares[d.offer] = d
        extra = [*sales, *shares]
        return [chosen, *extra] if extra else None
    if s.tr_terms is not None and chosen != ACCEPT:
        if worth_weighing(s, seat, value.rounds_left(s, HARD.horizon)):
            return [chosen, ACCEPT]
        return None
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
