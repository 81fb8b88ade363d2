"""The property league (Kraken Bay Tycoon and «Менеджер»): plain strategy bots written from the
rules, each playing one idea hard. Frozen: never tuned to lose, members only added.

Every member is one `Plan` played by the same few lines, so a member is its idea and nothing
else. Money figures are fractions of the ruleset's start money (1,500 / 200,000), so one
member plays both rulesets alike. What no plan changes:
- answering an offer: `never_trades` rejects everything; the others accept a deal that
  completes one of their sets without completing one of the proposer's and leaves them their
  reserve, or one that brings at least 1.5 × the list value it costs and completes no set of
  the proposer's; a counter is answered the same way;
- debts and the third jail failure: the rules' time-out default (`queries.default_action`:
  mortgage loose places, then sell buildings evenly, then mortgage the rest, then pay);
- leaving jail: pay the fine while places are unowned, else roll for doubles.

Members: `buy_everything` (buys and bids to the list price with every coin, builds with all
its cash), `cash_hoarder` (keeps half its start money, never bids over half the list),
`builder` (all cash into houses on its first whole set), `set_trader` (offers cash for the
last place of its sets, up to 2.5 × list), `auction_bidder` (declines every buy so all goes
to auction, bids to 1.3 × list), `never_trades` (buys and builds keeping a small reserve,
rejects every offer), and the outside bots of issue 27: `outside` (buys keeping a reserve,
builds evenly keeping it, bids up to a fixed value, the list price) and `outside_trader`
(the same, and offers to complete its sets, up to 2 × list).

Games stop at 40 rounds as in the arena (D56); `record` says whether the level's seat went
bankrupt first, went bankrupt at all, whether any seat did, and how many rounds the game took.
How often the level is first out *of the games with a bankruptcy* is bankrupt_first over
any_bankrupt; bankrupt_first over bankrupt is only its share of its own bankruptcies (the
twenty-third session read that as the first: docs/ai.md, "Who goes out first").
"""

from __future__ import annotations

from random import Random
from typing import NamedTuple

from game.property.rules import auction
from game.property.rules.actions import (
    ACCEPT,
    BUY,
    DECLINE,
    DROP,
    END_TURN,
    PAY_FINE,
    REJECT,
    ROLL,
    USE_PASS,
    Bid,
    Build,
    Offer,
    Terms,
    Unmortgage,
)
from game.property.rules.phases import BUY as BUY_PHASE
from game.property.rules.phases import JAIL_PAY, POST_ROLL, PRE_ROLL
from game.property.rules.queries import default_action
from game.property.rules.rulesets import PROPERTY

GAMES = ("kraken_bay", "menedzher")
ROUND_CAP = 40
OPTIONS = {game: {"round_cap": ROUND_CAP} for game in GAMES}
MAX_DECISIONS = 20_000
FAIR_GAIN = 1.5            # a deal that completes no set: this × the list value given


class Plan(NamedTuple):
    """One member's idea as numbers; money as a fraction of the start money. (A NamedTuple:
    the league runner loads this module by path, outside sys.modules, where a dataclass
    cannot be built.)"""

    buys: bool = True             # buys what it lands on (else declines: auction)
    reserve: float = 0.0          # cash kept when buying, bidding and building
    bid_k: float = 1.0            # bids up to list × bid_k
    builds: str = "even"          # "even": every whole set; "first": only the first; "none"
    answers: bool = True          # False: rejects every offer
    trade_cap: float = 0.0        # > 0: offers cash for its sets' last places, up to cap × list


def _keep(s, plan: Plan) -> int:
    return int(plan.reserve * s.rs.start_money)


def _list_value(s, places) -> int:
    return sum(s.rs.price[p] for p in places)


def _completes(s, seat: int, places) -> list[int]:
    """The sets ``seat`` would hold whole if it got ``places``."""
    rs = s.rs
    mine = {p for p in rs.ownable if s.owner[p] == seat} | set(places)
    return [i for i in {rs.set_of[p] for p in places if rs.kind[p] == PROPERTY}
            if all(q in mine for q in rs.sets[i])]


def _answer(s, seat: int, plan: Plan):
    if not plan.answers:
        return REJECT
    t = s.tr_terms.swapped()                  # seen from this seat: what it gives and gets
    frm = s.tr_from
    if _completes(s, frm, t.give_places):
        return REJECT
    if s.cash[seat] - t.give_cash + t.get_cash < _keep(s, plan):
        return REJECT
    given = _list_value(s, t.give_places) + t.give_cash
    got = _list_value(s, t.get_places) + t.get_cash
    if _completes(s, seat, t.get_places) or got >= FAIR_GAIN * given:
        return ACCEPT
    return REJECT


def _bid(s, seat: int, plan: Plan):
    p = s.au_place
    ceiling = min(int(plan.bid_k * s.rs.price[p]), s.cash[seat] - _keep(s, plan))
    choices = auction.bid_choices(s)
    return Bid(choices[0]) if choices and choices[0] <= ceiling else DROP


def _improve(s, seat: int, plan: Plan):
    rs = s.rs
    spare = s.cash[seat] - _keep(s, plan)
    legal = s.legal_actions()
    if plan.builds != "none":
        builds = [a for a in legal if type(a) is Build and rs.build_cost[a.space] <= spare]
        if plan.builds == "first":
            whole = s.whole_sets(seat)
            builds = [a for a in builds if whole and rs.set_of[a.space] == min(whole)]
        if builds:
            return min(builds, key=lambda a: (s.level[a.space], a.space))
    unmort = [a for a in legal if type(a) is Unmortgage and rs.unmortgage[a.space] <= spare]
    return min(unmort, key=lambda a: a.space) if unmort else None


def _offer(s, seat: int, plan: Plan):
    """Cash for the one place a rival holds of a set it lacks one place of: the list price
    and then half the list more with each negotiation this turn, up to the cap."""
    rs = s.rs
    if not plan.trade_cap or s.turn != seat or s.tr_opened[seat] >= 3:
        return None
    k = 1.0 + 0.5 * s.tr_opened[seat]
    if k > plan.trade_cap:
        return None
    for members in rs.sets:
        missing = [q for q in members if s.owner[q] != seat]
        if len(missing) != 1 or s.owner[missing[0]] < 0:
            continue
        p = missing[0]
        cash = int(k * rs.price[p]) // rs.auction_step * rs.auction_step
        if cash > s.cash[seat] - _keep(s, plan):
            continue
        offer = Offer(s.owner[p], Terms((), cash, 0, (p,), 0, 0))
        if s.is_legal(offer):
            return offer
    return None


def play(plan: Plan):
    """The policy `(state, seat, rng) -> action` of ``plan``."""

    def policy(s, seat: int, rng: Random):
        if s.tr_terms is not None:
            return _answer(s, seat, plan)
        if s.au_place >= 0:
            return _bid(s, seat, plan)
        if s.in_debt or s.phase == JAIL_PAY:
            return default_action(s)
        if s.phase == BUY_PHASE:
            legal = s.legal_actions()
            price = s.rs.price[s.pos[seat]]
            if plan.buys and BUY in legal and s.cash[seat] - price >= _keep(s, plan):
                return BUY
            return DECLINE
        if s.phase in (PRE_ROLL, POST_ROLL):
            step = _improve(s, seat, plan)
            if step is not None:
                return step
        if s.phase == POST_ROLL:
            return _offer(s, seat, plan) or END_TURN
        if s.phase == PRE_ROLL and s.jail[seat] >= 0:
            legal = s.legal_actions()
            unowned = any(s.owner[p] < 0 for p in s.rs.ownable)
            if unowned and USE_PASS in legal:
                return USE_PASS
            if unowned and PAY_FINE in legal and s.cash[seat] - s.rs.jail_fine >= _keep(s, plan):
                return PAY_FINE
        if s.phase == PRE_ROLL:
            return ROLL
        return s.legal_actions()[0]

    return policy


PLANS = {
    "buy_everything": Plan(reserve=0.0, bid_k=1.0),
    "cash_hoarder": Plan(reserve=0.5, bid_k=0.5),
    "builder": Plan(reserve=0.0, bid_k=1.0, builds="first"),
    "set_trader": Plan(reserve=0.1, bid_k=1.0, trade_cap=2.5),
    "auction_bidder": Plan(buys=False, reserve=0.05, bid_k=1.3),
    "never_trades": Plan(reserve=0.05, bid_k=1.0, answers=False),
    "outside": Plan(reserve=0.15, bid_k=1.0),
    "outside_trader": Plan(reserve=0.15, bid_k=1.0, trade_cap=2.0),
}
MEMBERS = {name: play(plan) for name, plan in PLANS.items()}


def record(s, seat: int) -> dict:
    """Whether the level's seat went bankrupt first, bankrupt at all, whether any seat went
    bankrupt, and the game's rounds."""
    return {"bankrupt_first": int(bool(s.out) and s.out[0] == seat),
            "bankrupt": int(seat in s.out), "any_bankrupt": int(bool(s.out)),
            "rounds": s.round}
