"""Hard's answers to offers Normal refuses on value alone.

Normal takes a deal only when it gains more than the proposer by its margin, and proposes
only deals it gains more by, so two Normals never agree: in 54 games of Hard against three
Normals (tuning seeds 1-14 Kraken Bay, 1-40 «Менеджер») not one of 1,184 answers was an
accept, and every set came from the bank or an auction (docs/ai.md, eleventh session). A
deal that makes both partners richer still raises each one's share of all standings at the
cost of the two seats left out, the measure Hard's rollouts value a position by. So an offer
that Normal refuses only on value, that gains the seat something and raises its share, is a
close call for Hard's rollouts (levels.choose): its refusal against accepting. The set rule
and the reserve stay as Normal's: a set handed over without a set or its full value back is
never weighed.
"""

from __future__ import annotations

from game.property.bot.trades import assess, full_price, share
from game.property.rules.actions import ACCEPT


def worth_weighing(s, seat: int, horizon: int) -> bool:
    """Whether the open offer to ``seat``, which Normal refuses, is one its rollouts weigh:
    no set handed over without one back, the reserve kept, a gain in standing and in the
    seat's share of all standings."""
    v = assess(s, seat, horizon)
    if v.rival_sets and not v.my_sets:
        return False
    if v.mine <= 0 or (v.cash_in < 0 and v.cash_after < v.reserve_after):
        return False
    before = full_price(s)
    after = before.clone()
    after.apply(ACCEPT)
    return share(after, seat, horizon) > share(before, seat, horizon)
