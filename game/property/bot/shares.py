"""Hard's share-raising proposals: deals a rival accepts that raise Hard's share.

Two Normals never agree on a deal (each wants to gain more than the other by its margin), so
against three Normals every set comes from the bank (docs/ai.md, eleventh session). A deal
in which the rival gains more than Hard still raises Hard's share of all standings when both
partners gain on the two seats left out. This module lists such candidates for Hard's
rollouts (levels._weigh_shares): a place Hard wants from a rival (`trades._wanted`: a set
piece, a ferry or a station) for cash, or for one of Hard's loose places with cash on top,
at the cheapest step that both Normal's answer (`trades.judge`) and the plain player's
(`plain.act`: a player who counts places at their printed price) accept. Hard cannot know
which of them a rival is; the fourteenth session listed the deals Normal takes only, weighed
them at a table of Normals, and lost against every league member that answers offers
(docs/ai.md). The reserve is kept and no set is handed over without one back: Hard gives
only loose places, and none that completes the rival's set unless the deal completes one of
Hard's.

Issue 27.5 (a computer proposes only deals it would take handed back) holds by construction:
a counter with a deal's own terms, in a negotiation Hard opened, is one `own_share_deal`
finds again on the position without that negotiation, and Hard accepts it without rollouts
(its rollouts, run on another seed, would sometimes counter its own proposal).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.property.bot import plain, value
from game.property.bot.trades import (
    Deal,
    _loose,
    _offer_reason,
    _wanted,
    asks_this_round,
    judge,
    share,
    turned_down,
)
from game.property.rules.actions import ACCEPT, Offer, Terms
from game.property.rules.phases import POST_ROLL

SHARE_CASH = (1.0, 1.25, 1.75, 2.5, 3.5, 5.0)   # × the price of the place wanted
SWAP_CASH = (0.0, 0.25, 0.5, 1.0, 1.75)          # × that price, on top of a loose place
MAX_SHARE_DEALS = 3                              # weighed at one decision, the best by share


@dataclass(frozen=True)
class ShareDeal:
    """A candidate: the offer, the group it serves for Hard, the place it brings, and Hard's
    gain in share of all standings by the static valuation (the rollouts decide)."""

    offer: Offer
    group: object
    place: int
    share: float


def share_deals(s, seat: int, horizon: int) -> list[ShareDeal]:
    """The share-raising deals ``seat`` may propose now (its own turn, no negotiation opened
    yet), best first by static share, at most MAX_SHARE_DEALS."""
    if s.tr_opened[seat] or s.turn != seat:
        return []
    rs = s.rs
    step = rs.auction_step
    before = share(s, seat, horizon)
    found: dict[tuple, ShareDeal] = {}
    for group, p in _wanted(s, seat):
        rival = s.owner[p]
        if not asks_this_round(s, seat, rival):
            continue
        keep_set = rs.set_of[p] if isinstance(group, int) else -1
        mine = value.completes_set(s, p, seat)
        options = [((), SHARE_CASH)] + [((g,), SWAP_CASH) for g in _loose(s, seat, keep_set)
                                         if g != p and (mine or not value.completes_set(
                                             s, g, rival))]
        for give, steps in options:
            for k in steps:
                cash = -(-int(rs.price[p] * k) // step) * step
                offer = Offer(rival, Terms(give, cash, 0, (p,), 0, 0))
                if cash > s.cash[seat] or not s.is_legal(offer) \
                        or turned_down(s, seat, rival, offer):
                    continue
                opened = s.clone()
                opened.apply(offer)
                if not judge(opened, rival, horizon)[0] or plain.act(opened, rival) != ACCEPT:
                    continue
                after = opened.clone()
                after.apply(ACCEPT)
                if after.cash[seat] >= value.reserve(after, seat):
                    gain = share(after, seat, horizon) - before
                    key = (rival, p)
                    if gain > 0 and (key not in found or gain > found[key].share):
                        found[key] = ShareDeal(offer, group, p, gain)
                break          # the cheapest step both take; more only costs Hard
    return sorted(found.values(), key=lambda d: -d.share)[:MAX_SHARE_DEALS]


def own_share_deal(s, seat: int, horizon: int) -> bool:
    """Whether the open offer to ``seat`` is a counter, in a negotiation ``seat`` opened, with
    the terms of a share deal it lists on the position without that negotiation: its own
    proposal handed back unchanged (the negotiation's opener is the seat that made the odd
    offers: rules/trade.py)."""
    if s.tr_terms is None or s.tr_to != seat or s.tr_count % 2 or s.turn != seat \
            or s.phase != POST_ROLL:
        return False
    closed = s.clone()
    closed.tr_from, closed.tr_to, closed.tr_terms, closed.tr_count = -1, -1, None, 0
    closed.tr_opened[seat] -= 1
    closed._legal = None
    mine = s.tr_terms.swapped()
    return any(d.offer.to == s.tr_from and d.offer.terms == mine
               for d in share_deals(closed, seat, horizon))


def share_reason(s, seat: int, d: ShareDeal) -> tuple[str, dict]:
    """The reason of a share deal proposed: the same words as any proposal of the place
    (`trades._offer_reason`), never the share (no tells)."""
    return _offer_reason(s, seat, Deal(d.offer, d.group, d.place, 0.0, 0.0, d.share, False,
                                       0, 0))
