"""The set swaps Hard may propose: deals a Normal takes (issue 27, twelfth session).

A Normal takes a deal only when it gains more than the proposer by its margin and proposes
only deals it gains more by, so two Normals never agree, and against three Normals every set
came from the bank (docs/ai.md, eleventh session). A deal that completes Hard's set, and the
rival's too or none of its, at a price at which Normal's own answer (`policy.act`) accepts,
gains the rival more than Hard; yet both gain on the two seats left out, so Hard's share of
all standings may rise. This module finds those deals, the cheapest price Normal takes for
each pair of places; whether Hard proposes one is its answer to the same deal handed back
(levels: the rollouts of `answers.py`), so it proposes only what it would accept offered back
(issue 27.5).
"""

from __future__ import annotations

from math import ceil

from game.core.contract import IllegalAction
from game.property.bot import value
from game.property.bot.policy import NORMAL, act
from game.property.bot.trades import asks_this_round, assess, loose, share, turned_down, wanted
from game.property.rules.actions import ACCEPT, Offer, Terms

MAX_SWAPS = 2          # deals weighed by rollouts at one decision, the likeliest first
PRICE_TRIES = 6        # cash steps tried up from the estimated price before giving up
STEP_SHARE = 0.25      # each try adds this share of the price (at least one auction step)


def swap_offers(s, seat: int, horizon: int) -> list[Offer]:
    """Offers that complete a colour set for ``seat`` (giving a place that completes the
    rival's set, or none) at the cheapest tried price Normal accepts, to a rival this seat may
    ask this round, that stands below the seat (a leader made richer by a swap pulls further
    ahead: «Менеджер» seed 14, round 34, the variant without it) and that did not turn it
    down (`turned_down`), those that raise the seat's
    share of all standings, the largest rise first; at most `MAX_SWAPS`."""
    if s.tr_opened[seat] or s.turn != seat:
        return []
    before = share(s, seat, horizon)
    found = []
    for group, p in wanted(s, seat):
        rival = s.owner[p]
        if not isinstance(group, int) or not value.completes_set(s, p, seat) \
                or not asks_this_round(s, seat, rival) \
                or value.standing(s, rival, horizon) >= value.standing(s, seat, horizon):
            continue
        gives = [()] + [(g,) for g in loose(s, seat, group) if value.completes_set(s, g, rival)]
        for give in gives:
            offer = _cheapest_taken(s, seat, rival, Terms(give, 0, 0, (p,), 0, 0))
            if offer is None or turned_down(s, seat, rival, offer):
                continue
            after = s.clone()
            after.apply(offer)
            after.apply(ACCEPT)
            gain = share(after, seat, horizon) - before
            if gain > 0:
                found.append((gain, offer))
    found.sort(key=lambda f: -f[0])
    return [offer for _, offer in found[:MAX_SWAPS]]


def _cheapest_taken(s, seat: int, rival: int, base: Terms) -> Offer | None:
    """The deal ``base`` with the least cash from ``seat`` (or the most to it) among a few
    prices, starting where the two gains differ by the rival's margin, that Normal's answer
    accepts; None when none is legal and taken."""
    opened = _opened(s, Offer(rival, base))
    if opened is None:
        return None
    v = assess(opened, rival, value.rounds_left(s, NORMAL.horizon))
    step = s.rs.auction_step
    price = s.rs.price[base.get_places[0]]
    cash = ceil((max(0.0, v.theirs) + v.margin - v.mine) / 2 / step) * step
    rise = max(step, int(STEP_SHARE * price) // step * step)
    for _ in range(PRICE_TRIES):
        if cash > s.cash[seat]:
            return None
        offer = Offer(rival, Terms(base.give_places, max(0, cash), 0, base.get_places,
                                   max(0, -cash), 0))
        opened = _opened(s, offer)
        if opened is not None and act(opened, rival, NORMAL)[0] == ACCEPT:
            return offer
        cash += rise
    return None


def _opened(s, offer: Offer):
    """A copy of ``s`` with ``offer`` open, or None when the rules refuse it."""
    if not s.is_legal(offer):
        return None
    opened = s.clone()
    try:
        opened.apply(offer)
    except IllegalAction:
        return None
    return opened
