"""Hard's answer to a late set sale: a rival's cash for the last place of its set, near the end.

Normal never hands over a set without the set's full worth to the buyer back (trades.judge:
rent over the horizon, the set built to three at least). Near a round cap that worth is a
few rounds of rent, while the cash counts in full in the net worth that ranks the game at
the cap (D44, D56). The nineteenth session's budget study (docs/ai.md) found such offers
worth taking to the end in rounds 30-39 of 40 (+0.15 of a win share on average) and others,
as late, worth refusing (-0.24 to -0.38): whether a sale helps depends on who then finishes
first, which no sum of standings tells.

So Hard weighs a set-giving offer by rollouts to the game's end, valued by its win share,
when two things hold that the rules decide: the round cap (or time up) is set, and the offer
raises the seat's net worth by its margin even if the buyer builds the set as fast as the
rules and its cash allow (`rent_ahead`: in «Менеджер» one level a place a turn, in Kraken
Bay all at once, and only on the buyer's own turn) and every rent it then charges the seat on
the seat's turns left is paid. Early in the game those rents dwarf any cash, so the rule
never fires there; the seat's own loss in net worth is never risked. The rollouts then say
whether the buyer, richer, would finish ahead of the seat (the rivals as in every rollout
of Hard's: Normal or the plain player).
"""

from __future__ import annotations

from game.property.bot import value
from game.property.bot.trades import assess
from game.property.rules.actions import ACCEPT
from game.property.rules.ending import net_worths
from game.property.rules.rulesets import FERRY, POWER, PROPERTY


def turns_left(s) -> list[tuple[int, int]]:
    """(seat, round) of every turn still to start before the game ends, in order: the rest
    of this round and the rounds up to the cap (none when time is up: the game ends after
    this turn, D43)."""
    if s.time_up or not s.round_cap:
        return []
    out = []
    q, rnd = s.turn, s.round
    while True:
        q = (q + 1) % s.n
        if q == s.first:
            rnd += 1
            if rnd > s.round_cap:
                return out
        if s.alive[q]:
            out.append((q, rnd))


def rent_ahead(before, after, buyer: int, seat: int, group: tuple[int, ...]) -> float:
    """The most rent the buyer's new ``group`` can be expected to take from ``seat`` more than
    its pieces took before, on the seat's turns left: the buyer builds evenly on each of its
    own turns (this one too) as far as its cash after the deal and the rules' limit a turn
    allow (buildings stand on colour sets only)."""
    rs = after.rs
    per = value.ept(after)
    work = after.clone()
    cash = after.cash[buyer]
    colour = rs.kind[group[0]] == PROPERTY
    limit = rs.builds_per_place_per_turn
    cost = rs.build_cost[group[0]] if colour else 0

    def build() -> None:
        nonlocal cash
        built = {q: 0 for q in group}
        while colour and cost and cash >= cost:
            q = min(group, key=lambda p: (work.level[p], p))
            if work.level[q] >= rs.top_level or (limit and built[q] >= limit):
                return
            work.level[q] += 1
            built[q] += 1
            cash -= cost

    def rent(state, owner: int, rnd: int) -> float:
        return rs.escalator(rnd) * sum(per[q] * value.table_rent(state, q, owner)
                                       for q in group if state.owner[q] == owner)

    if after.turn == buyer:
        build()
    total = 0.0
    for q, rnd in turns_left(after):
        if q == buyer:
            build()
        elif q == seat:
            total += rent(work, buyer, rnd) - rent(before, buyer, rnd)
    return total


def late_sale(s, seat: int, horizon: int) -> bool:
    """Whether the open offer to ``seat`` hands the proposer a set without one back and the
    seat's net worth still gains its margin (`trades.assess`) after the most rent the new
    set can take from it before the end (`rent_ahead`) and the income its places given would
    have brought: only then are the rollouts asked who finishes first."""
    if not (s.time_up or s.round_cap):
        return False
    v = assess(s, seat, horizon)
    if not v.rival_sets or v.my_sets:
        return False
    frm = s.tr_from
    after = s.clone()
    after.apply(ACCEPT)
    gain = net_worths(after)[seat] - net_worths(s)[seat]
    lost = horizon * sum(value.income(s, p, seat) for p in s.tr_terms.get_places)
    rs = s.rs
    rent = 0.0
    for g in v.rival_sets:
        kind = {"ferry": FERRY, "power": POWER}.get(g)
        members = rs.sets[g] if kind is None else tuple(q for q in rs.ownable
                                                        if rs.kind[q] == kind)
        rent += rent_ahead(s, after, frm, seat, members)
    return gain - lost - rent >= v.margin
