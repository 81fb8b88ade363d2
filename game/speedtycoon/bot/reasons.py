"""One short, localizable explanation per plan: (key, params), keys under `speedtycoon.reason`.

The reason names the plan's purpose, the single most notable effect in the order a player
cares: a Unicorn won, a fund gift that breaks a rival's majority, the market's only building a
rival lacks for a Unicorn taken away, first place taken in a branch before the next scoring,
a better place in a branch that scoring pays (or one drawn level with others: a shared place),
a longer ring, a zone bought or a building in a zone's line, an exact payment (one more
action), money taken that pays a building exactly or brings it within reach (a take that
spends an Insider tip says so: issue 31); then the plain move. Params are ids (branch keys,
place keys, seats, card kinds) the UI translates; tests check every claim against the states.
"""

from __future__ import annotations

from game.speedtycoon.bot.evaluator import can_pay_exactly, ring
from game.speedtycoon.rules import actions as act
from game.speedtycoon.rules import geometry, prices
from game.speedtycoon.rules.data import (
    BRANCHES,
    M_UNICORN,
    M_ZONES,
    NUM_BRANCHES,
    PLACES,
    ROW,
    SCORING_NAMES,
    SCORING_TABLE,
    TILE_BRANCH,
    ZONE_AXIS,
)
from game.speedtycoon.rules.events import UnicornWon
from game.speedtycoon.rules.payments import hand_totals, payment_value
from game.speedtycoon.rules.scoring import branch_counts, unicorn_threshold

Reason = tuple[str, dict]
#: The plain moves, when nothing more notable happened.
SIMPLE = {
    act.LobbyPass: "speedtycoon.reason.lobby_pass",
    act.Pass: "speedtycoon.reason.pass",
    act.TakeLoan: "speedtycoon.reason.loan",
    act.RepayLoan: "speedtycoon.reason.repay",
    act.BuildFromPlanning: "speedtycoon.reason.build",
    act.Swap: "speedtycoon.reason.swap",
    act.ToPlanning: "speedtycoon.reason.plan",
    act.Place: "speedtycoon.reason.place",
}

#: A take's purposes (exact payment, within reach, saving), and the same spending a tip.
TAKE = ("speedtycoon.reason.take_exact", "speedtycoon.reason.take_reach",
        "speedtycoon.reason.take")
TAKE_TIP = ("speedtycoon.reason.take_exact_tip", "speedtycoon.reason.take_reach_tip",
            "speedtycoon.reason.take_tip")


def sole_first(s, seat: int, branch: int) -> bool:
    """The seat alone has the most buildings of the branch (fund included)."""
    counts = [r[branch] for r in branch_counts(s)]
    mine = counts[seat]
    return mine > 0 and all(c < mine for i, c in enumerate(counts) if i != seat)


def exact_places(s, seat: int) -> list[int]:
    """Market places the seat's hand pays exactly now."""
    out = []
    for place in prices.open_places(s):
        price = prices.effective_price(s, s.market[place], place, seat)
        if can_pay_exactly(s.hands[seat], PLACES[place][2], price):
            out.append(place)
    return out


def unicorn_blocked(before, actions: tuple, seat: int) -> tuple[int, int] | None:
    """(branch, rival) when the plan buys the market's only building of a branch whose open
    Unicorn a rival lacks exactly one empire building for (the fund cannot win one)."""
    if not before.mods & M_UNICORN:
        return None
    for a in actions:
        if not isinstance(a, (act.Buy, act.LobbyBuy)):
            continue
        b = TILE_BRANCH[before.market[a.p]]
        if b < 0 or before.unicorn[b] >= 0:
            continue
        if sum(1 for t in before.market if t >= 0 and TILE_BRANCH[t] == b) != 1:
            continue
        short = unicorn_threshold(before, b) - 1
        for rival in range(before.n):
            if rival != seat and before.bc[rival * NUM_BRANCHES + b] == short:
                return b, rival
    return None


def explain(before, actions: tuple, after, events: tuple, seat: int) -> Reason:
    """The plan's purpose in words: what it wins or builds towards, never the move restated
    (the board already says the move); a take that spends an Insider tip says so."""
    for e in events:
        if isinstance(e, UnicornWon) and e.seat == seat:
            return "speedtycoon.reason.unicorn", {"branch": e.branch}
    for a in actions:
        if isinstance(a, act.ToFund):
            b = TILE_BRANCH[a.tile]
            rival = 1 - seat
            if sole_first(before, rival, b) and not sole_first(after, rival, b):
                return "speedtycoon.reason.fund_blocks", {"branch": BRANCHES[b], "rival": rival}
    blocked = unicorn_blocked(before, actions, seat)
    if blocked:
        return "speedtycoon.reason.blocks_unicorn", {"branch": BRANCHES[blocked[0]],
                                                     "rival": blocked[1]}
    coming = SCORING_NAMES.get(min(before.scorings + 1, 3))
    for b in range(NUM_BRANCHES):
        if sole_first(after, seat, b) and not sole_first(before, seat, b):
            return "speedtycoon.reason.first_in", {"branch": BRANCHES[b], "scoring": coming}
    climbed = place_gained(before, after, seat)
    if climbed:
        return _climb_reason(after, seat, *climbed, coming)
    old_ring, new_ring = ring(before.emp[seat]), ring(after.emp[seat])
    if new_ring > old_ring:
        return "speedtycoon.reason.ring", {"length": new_ring}
    zone = _zone_reason(before, actions, after, seat)
    if zone:
        return zone
    first = actions[0]
    if isinstance(first, act.Buy):
        bought = [a for a in actions if isinstance(a, act.Buy)]
        exact = _exact(before, seat, first)
        place = PLACES[first.p][0]
        if exact and len(bought) > 1:
            return "speedtycoon.reason.exact_chain", {"count": len(bought)}
        if exact:
            return "speedtycoon.reason.exact", {"branch": _branch_at(before, first.p),
                                                "place": place}
        return "speedtycoon.reason.buy", {"branch": _branch_at(before, first.p), "place": place}
    if isinstance(first, act.TakeMoney):
        return _take_reason(before, first, seat)
    if isinstance(first, act.LobbyBuy):
        return "speedtycoon.reason.lobby_buy", {"branch": _branch_at(before, first.p),
                                                "place": PLACES[first.p][0]}
    return SIMPLE.get(type(first), "speedtycoon.reason.best_value"), {}


def rank(s, seat: int, branch: int) -> int:
    """The seat's place in a branch's majority (1 = most; ties share the better place), 0
    with no building of it."""
    counts = [r[branch] for r in branch_counts(s)]
    mine = counts[seat]
    if mine <= 0:
        return 0
    return 1 + sum(1 for i, c in enumerate(counts) if i != seat and c > mine)


def place_gained(before, after, seat: int) -> tuple[int, int] | None:
    """(branch, place) when the plan moves the seat up to a place the next scoring pays
    (not first alone: that is `first_in`)."""
    table_of = SCORING_TABLE[min(before.scorings + 1, 3)]
    for b in range(NUM_BRANCHES):
        new = rank(after, seat, b)
        old = rank(before, seat, b)
        if new and (not old or new < old) and new <= len(table_of[b]):
            return b, new
    return None


def level_with(s, seat: int, branch: int) -> list[int]:
    """The competitors (seats, the fund as seat `s.n`) with as many buildings of the branch
    as the seat: those it shares its place with."""
    counts = [r[branch] for r in branch_counts(s)]
    return [i for i, c in enumerate(counts) if i != seat and c == counts[seat]]


def _climb_reason(after, seat: int, branch: int, place: int, coming: str) -> Reason:
    """A better place, or, where others have as many buildings, a place shared with them:
    a tie for first said "moves up to first place" (the scoring splits it)."""
    params = {"branch": BRANCHES[branch], "rank": place, "scoring": coming}
    level = level_with(after, seat, branch)
    if level == [after.n]:  # the two-player fund, named with its article ("mit dem
        # Staatsfonds", "the state fund"): "mit Staatsfonds gleich" read wrong (speedleft3)
        return "speedtycoon.reason.majority_level_fund", params
    if len(level) == 1:
        return "speedtycoon.reason.majority_level", {**params, "rival": level[0]}
    if level:
        return "speedtycoon.reason.majority_level_many", params
    return "speedtycoon.reason.majority_up", params


def _zone_reason(before, actions: tuple, after, seat: int) -> Reason | None:
    """A zone bought, or a building set in a zone's row or column (its zone points grow)."""
    for a in actions:
        if isinstance(a, (act.Buy, act.LobbyBuy)) and ZONE_AXIS[before.market[a.p]]:
            if ZONE_AXIS[before.market[a.p]] == ROW:
                return "speedtycoon.reason.zone_row", {"place": PLACES[a.p][0]}
            return "speedtycoon.reason.zone_column", {"place": PLACES[a.p][0]}
    gained = geometry.zone_points(after.emp[seat]) - geometry.zone_points(before.emp[seat])
    if gained > 0 and before.mods & M_ZONES:
        return "speedtycoon.reason.zone_line", {"points": geometry.zone_points(after.emp[seat])}
    return None


def _take_reason(before, take: act.TakeMoney, seat: int) -> Reason:
    """What the money is for: an exact payment of a standing building next turn, or a
    building the hand could not pay before (buildings: a zone's purchase speaks for itself);
    with `_tip` when it spends an Insider tip."""
    cards = " ".join(take.cards)
    keys = TAKE_TIP if take.tip else TAKE
    tips = {"tips": before.tips[seat] - 1} if take.tip else {}
    taken = before.clone()
    taken.apply(take)
    standing = [p for p in prices.open_places(before)  # not a tile the refill may bring
                if taken.market[p] == before.market[p] and TILE_BRANCH[before.market[p]] >= 0]
    gained = [p for p in exact_places(taken, seat)
              if p in standing and p not in exact_places(before, seat)]
    if gained:
        return keys[0], {
            "cards": cards, "place": PLACES[gained[0]][0],
            "branch": _branch_at(before, gained[0]), **tips}
    reach = [p for p in standing
             if _affords(taken, seat, p) and not _affords(before, seat, p)]
    if reach:
        return keys[1], {
            "cards": cards, "place": PLACES[reach[0]][0],
            "branch": _branch_at(before, reach[0]), **tips}
    return keys[2], {"cards": cards, **tips}


def _affords(s, seat: int, place: int) -> bool:
    price = prices.effective_price(s, s.market[place], place, seat)
    return hand_totals(s.hands[seat])[PLACES[place][2]] >= price


def _exact(s, seat: int, buy: act.Buy) -> bool:
    price = prices.effective_price(s, s.market[buy.p], buy.p, seat)
    return payment_value(buy.cards) == price


def _branch_at(s, place: int) -> str:
    b = TILE_BRANCH[s.market[place]]
    return BRANCHES[b] if b >= 0 else "zone"
