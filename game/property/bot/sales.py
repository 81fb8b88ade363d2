"""Hard's sale offers: a set's last place sold to the rival it completes, for cash.

Ranked by net worth at the round cap (D44), a place sold for more than its price is pure
gain, while the set it hands over earns its buyer rent from every other seat for the rounds
left. Whether the cash beats that rent is what Hard's rollouts weigh (levels.choose); this
module only lists the candidates. Like every proposal (issue 27.5) a sale is offered only to
a rival in a round this seat may ask it (`trades.asks_this_round`), not for some rounds after
a refusal unless clearly cheaper (`trades.turned_down`: a lower step of CASH_STEPS), and only
if the seat would accept the same deal offered back to it
(`trades.accepts_itself` by CLEAR_MARGINS, as Hard's own proposals: the cash covers the
set's full worth to the buyer, so early in a game, with many rounds of rent ahead, no sale
passes, and Hard's answer to its sale sent back is never a close call its rollouts could
overrule).
"""

from __future__ import annotations

from game.property.bot import value
from game.property.bot.trades import (
    CLEAR_MARGINS,
    accepts_itself,
    asks_this_round,
    turned_down,
)
from game.property.rules.actions import Offer, Terms
from game.property.rules.rulesets import PROPERTY
from game.property.rules.trade import tradable_items

CASH_STEPS = (0.9, 0.75, 0.6, 0.45)   # × the rival's cash: what a sale asks


def sale_offers(s, seat: int, horizon: int) -> list[Offer]:
    """The sale offers ``seat`` may make now (its own turn, no negotiation opened yet)."""
    if s.tr_opened[seat] or s.turn != seat:
        return []
    rs = s.rs
    step = rs.auction_step
    places, _, _ = tradable_items(s, seat)
    out = []
    for p in places:
        if rs.kind[p] != PROPERTY:
            continue
        rival = value.blocks_set(s, p, seat)
        if rival < 0 or not asks_this_round(s, seat, rival):
            continue
        for k in CASH_STEPS:
            cash = int(s.cash[rival] * k) // step * step
            if cash <= rs.price[p]:
                continue
            offer = Offer(rival, Terms((p,), 0, 0, (), cash, 0))
            if not turned_down(s, seat, rival, offer) and s.is_legal(offer) \
                    and accepts_itself(s, seat, offer, horizon, "normal", CLEAR_MARGINS):
                out.append(offer)
    return out
