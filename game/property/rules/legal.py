"""Which actions are legal now: the list `legal_actions` returns (all but trade offers) and
the reason any other action is refused (a locale key under ``property.why.`` and params)."""

from __future__ import annotations

from game.property.rules import auction, building, trade
from game.property.rules.actions import (
    ACCEPT,
    BANKRUPT,
    BUILD,
    BUY,
    DECLINE,
    DROP,
    END_TURN,
    MORTGAGE,
    PAY,
    PAY_FINE,
    REJECT,
    ROLL,
    SELL,
    UNMORTGAGE,
    USE_PASS,
    Bid,
    Build,
    Counter,
    Mortgage,
    Offer,
    Sell,
    SellDown,
    TimeUp,
    Unmortgage,
)
from game.property.rules.money import raisable
from game.property.rules.phases import BUY as BUY_PHASE
from game.property.rules.phases import JAIL_PAY, OVER, POST_ROLL, PRE_ROLL


def _assets(s, seat: int, own_turn: bool, out: list) -> None:
    """Sell, sell_down and mortgage always; build and unmortgage only on one's own turn at a
    quiet point (D13, §4.5). Buildings stand only in complete sets, so a place whose set the
    seat does not hold whole has none in its set: the set checks run for whole sets only."""
    rs = s.rs
    mort = s.mort
    owned = s.owned(seat)
    if not owned:
        return
    set_of = rs.set_of
    built_sets = ()
    for set_i in s.whole_sets(seat):
        built_sets = _whole_set(s, seat, set_i, own_turn, out, built_sets)
    unmortgage = rs.unmortgage
    cash = s.cash[seat]
    for p in owned:
        if mort[p]:
            if own_turn and cash >= unmortgage[p]:
                out.append(UNMORTGAGE[p])
        elif set_of[p] not in built_sets:
            out.append(MORTGAGE[p])


def _whole_set(s, seat: int, set_i: int, own_turn: bool, out: list, built_sets):
    """The sale and build actions of a set the seat holds whole; returns ``built_sets`` with
    this set added when it has buildings."""
    rs = s.rs
    level = s.level
    members = rs.sets[set_i]
    levels = [level[q] for q in members]
    hi = max(levels)
    top = rs.top_level
    if hi:
        built_sets = (*built_sets, set_i)
        if hi == top and s.supply[0] < top - 1:
            out.append(SellDown(rs.set_ids[set_i]))
        else:
            out.extend(SELL[q] for q in members if level[q] == hi)
    if not own_turn:
        return built_sets
    lo = min(levels)
    mort = s.mort
    if lo == top or any(mort[q] for q in members):
        return built_sets
    if s.supply[1 if lo == top - 1 else 0] and s.cash[seat] >= rs.build_cost[members[0]]:
        limit = rs.builds_per_place_per_turn
        out.extend(BUILD[q] for q in members
                   if level[q] == lo and not (limit and s.built.count(q) >= limit))
    return built_sets


def generate(s) -> list:
    phase = s.phase
    if phase == OVER:
        return []
    if s.tr_terms is not None:
        return [ACCEPT, REJECT]
    if s.au_place >= 0:
        return [DROP] + [Bid(x) for x in auction.bid_choices(s)]
    out: list = []
    if s.in_debt:
        debtor, amount = s.dues[0], s.dues[2]
        if s.cash[debtor] >= amount:
            out.append(PAY)
        elif raisable(s, debtor) < amount:
            out.append(BANKRUPT)
        _assets(s, debtor, False, out)
        return out
    seat = s.turn
    rs = s.rs
    if phase == PRE_ROLL:
        out.append(ROLL)
        if s.jail[seat] >= 0:
            if s.cash[seat] >= rs.jail_fine:
                out.append(PAY_FINE)
            if s.held[seat]:
                out.append(USE_PASS)
        _assets(s, seat, True, out)
    elif phase == POST_ROLL:
        out.append(END_TURN)
        _assets(s, seat, True, out)
    elif phase == BUY_PHASE:
        if s.cash[seat] >= rs.price[s.pos[seat]]:
            out.append(BUY)
        out.append(DECLINE)
        _assets(s, seat, False, out)   # D36: raise cash while the decision is open
    elif phase == JAIL_PAY:
        out.append(PAY_FINE)
        out.append(USE_PASS)
    return out


def why_not(s, a) -> tuple[str, dict] | None:
    """None when ``a`` is legal now, else (locale key, params)."""
    if s.phase == OVER:
        return "property.why.game_over", {}
    t = type(a)
    if t is Offer:
        return trade.offer_refusal(s, a)
    if t is Counter:
        return trade.counter_refusal(s, a)
    if t is TimeUp:
        if not s.time_limit:
            return "property.why.no_time_limit", {}
        return ("property.why.time_already_up", {}) if s.time_up else None
    cached = s._legal
    if cached is None:
        cached = s._legal = generate(s)
    if a in cached:
        return None
    seat = s.current_player
    reason = None
    if t is Build:
        reason = building.build_refusal(s, seat, a.space)
    elif t is Sell:
        reason = building.sell_refusal(s, seat, a.space)
    elif t is Mortgage:
        reason = building.mortgage_refusal(s, seat, a.space)
    elif t is Unmortgage:
        reason = building.unmortgage_refusal(s, seat, a.space)
    elif t is Bid and s.au_place >= 0:
        lo = auction.min_bid(s)
        if a.amount < lo:
            reason = "property.why.bid_too_low", {"minimum": lo}
        elif a.amount > s.cash[seat]:
            reason = "property.why.bid_over_cash", {"cash": s.cash[seat]}
        elif a.amount % s.rs.auction_step:
            reason = "property.why.bid_step", {"step": s.rs.auction_step}
        else:
            return None      # any legal multiple of the step (§4.3), not only the listed ones
    elif t is SellDown:
        reason = "property.why.sell_down_not_needed", {"set": a.set_id}
    return reason or ("property.why.not_now", {"action": str(a)})
