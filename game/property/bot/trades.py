"""Answering trade offers (design §7): accept only what raises the seat's own standing more
than it raises the proposer's, never a set handed over without a set or its full value back,
never a deal that leaves the cash below the reserve.

The offer is judged by playing it on a copy (`accept`) and comparing standings (value.py), so
every clause of a trade (places, cash, passes, mortgaged places) counts exactly as the rules
carry it out. A counter-offer is an open offer like any other and is judged the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.property.bot import value
from game.property.rules.actions import ACCEPT

MARGIN_SHARE = 0.02        # Normal wants at least 2 % of its standing (and 10) over the rival


@dataclass(frozen=True)
class Verdict:
    mine: float            # the seat's gain in standing
    theirs: float          # the proposer's gain in standing
    rival_sets: tuple      # sets the proposer completes
    my_sets: tuple         # sets the seat completes
    cash_after: int
    reserve_after: int
    cash_in: int           # the seat's net cash from the deal
    margin: float


def assess(s, seat: int, horizon: int) -> Verdict:
    """The open offer to ``seat`` played on a copy, in standings."""
    frm = s.tr_from
    after = s.clone()
    after.apply(ACCEPT)
    mine = value.standing(after, seat, horizon) - value.standing(s, seat, horizon)
    theirs = value.standing(after, frm, horizon) - value.standing(s, frm, horizon)
    rival_sets = tuple(i for i in after.whole_sets(frm) if i not in s.whole_sets(frm))
    my_sets = tuple(i for i in after.whole_sets(seat) if i not in s.whole_sets(seat))
    margin = MARGIN_SHARE * value.standing(s, seat, horizon) + 10
    return Verdict(mine, theirs, rival_sets, my_sets, after.cash[seat],
                   value.reserve(after, seat), after.cash[seat] - s.cash[seat], margin)


def judge(s, seat: int, horizon: int, mode: str = "normal") -> tuple[bool, tuple[str, dict]]:
    """(accept?, reason). ``mode`` "easy" refuses set-giving trades and otherwise takes any
    gain; "normal" (also Hard's veto) needs every clause below."""
    v = assess(s, seat, horizon)
    rs = s.rs
    frm = s.tr_from
    params = {"rival": frm, "gain": round(v.mine), "rival_gain": round(v.theirs)}
    if v.rival_sets and not v.my_sets:
        full = v.theirs + v.cash_in       # what the set is worth to them before the cash
        if mode == "easy" or v.cash_in < full:
            return False, ("property_bot.reason.reject_set",
                           {**params, "set": rs.set_ids[v.rival_sets[0]]})
    if mode == "easy" and v.mine <= 0:
        return False, ("property_bot.reason.reject_value", params)
    if mode != "easy":
        if v.cash_in < 0 and v.cash_after < v.reserve_after:
            return False, ("property_bot.reason.reject_reserve",
                           {**params, "cash": v.cash_after, "reserve": v.reserve_after})
        if v.mine <= 0 or v.mine - max(0.0, v.theirs) < v.margin:
            return False, ("property_bot.reason.reject_value", params)
    if v.my_sets:
        return True, ("property_bot.reason.accept_set",
                      {**params, "set": rs.set_ids[v.my_sets[0]]})
    return True, ("property_bot.reason.accept", params)




PRICE_STEPS = (2.5, 1.75, 1.25)   # × the printed price, most generous first


def propose(s, seat: int, horizon: int):
    """An offer that completes a set for ``seat``: the missing place for cash. The price is
    the most generous of a few multiples of the printed price at which, the deal played on a
    copy, both sides gain in standing but the seat gains more by its margin and keeps its
    reserve. None when no such offer is legal. One negotiation per own turn, never to a seat
    that rejected this seat's offer this round (the rules also refuse an unchanged repeat,
    D33), so a person gets at most one offer per round."""
    from game.property.rules.actions import Offer, Terms

    if s.tr_opened[seat] or s.turn != seat:
        return None
    rs = s.rs
    before_me = value.standing(s, seat, horizon)
    margin = MARGIN_SHARE * before_me + 10
    for set_i, members in enumerate(rs.sets):
        others = [q for q in members if s.owner[q] != seat]
        if len(others) != 1:
            continue
        p = others[0]
        rival = s.owner[p]
        if rival < 0 or any(k.startswith(f"{seat}>{rival} ") for k in s.tr_rejected):
            continue
        before_them = value.standing(s, rival, horizon)
        step = rs.auction_step
        for k in PRICE_STEPS:
            cash = int(rs.price[p] * k) // step * step
            offer = Offer(rival, Terms((), cash, 0, (p,), 0, 0))
            if cash > s.cash[seat] or not s.is_legal(offer):
                continue
            after = s.clone()
            after.apply(offer)
            after.apply(ACCEPT)
            mine = value.standing(after, seat, horizon) - before_me
            theirs = value.standing(after, rival, horizon) - before_them
            if after.cash[seat] >= value.reserve(after, seat) and theirs > 0 \
                    and mine - theirs > margin:
                return offer, ("property_bot.reason.offer",
                               {"rival": rival, "space": p, "place": rs.space_ids[p],
                                "cash": cash, "set": rs.set_ids[set_i]})
    return None
