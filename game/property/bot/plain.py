"""A plain rollout policy for Hard's searches: the play of a simple table-top player.

Hard's rollouts once let every seat play Normal, so a deal only Normal would refuse (a set's
last place sold for a rival's spare cash) never looked worth proposing, and the futures were
those of a table of Normals only. Issue 27 asks for other players' ideas among the rollout
policies: this one buys what it lands on while it keeps a small reserve, bids up to the list
price, builds evenly on its whole sets, and takes a deal that completes one of its sets
without completing the proposer's, or one that brings it 1.5 × the list value it gives
(what a player who counts places at their printed price takes). Debts and jail's third
failure go by the rules' default (`queries.default_action`). Pure: no pygame, no files.
"""

from __future__ import annotations

from random import Random

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
)
from game.property.rules.phases import BUY as BUY_PHASE
from game.property.rules.phases import JAIL_PAY, POST_ROLL, PRE_ROLL
from game.property.rules.queries import default_action
from game.property.rules.rulesets import PROPERTY

RESERVE = 0.05       # × the start money kept when buying, bidding and building
FAIR_GAIN = 1.5      # a deal that completes no set: this × the list value given


def act(s, seat: int, rng: Random | None = None):
    """The plain player's action for ``seat``, the player to act in ``s``."""
    if s.tr_terms is not None:
        return _answer(s, seat)
    if s.au_place >= 0:
        lo = auction.min_bid(s)
        ceiling = min(s.rs.price[s.au_place], s.cash[seat] - _keep(s))
        return Bid(lo) if lo <= ceiling else DROP
    if s.in_debt or s.phase == JAIL_PAY:
        return default_action(s)
    if s.phase == BUY_PHASE:
        price = s.rs.price[s.pos[seat]]
        return BUY if BUY in s.legal_actions() and s.cash[seat] - price >= _keep(s) else DECLINE
    if s.phase in (PRE_ROLL, POST_ROLL):
        build = _build(s, seat)
        if build is not None:
            return build
    if s.phase == POST_ROLL:
        return END_TURN
    if s.phase == PRE_ROLL and s.jail[seat] >= 0:
        legal = s.legal_actions()
        if any(s.owner[p] < 0 for p in s.rs.ownable):
            if USE_PASS in legal:
                return USE_PASS
            if PAY_FINE in legal and s.cash[seat] - s.rs.jail_fine >= _keep(s):
                return PAY_FINE
    if s.phase == PRE_ROLL:
        return ROLL
    return s.legal_actions()[0]


def _keep(s) -> int:
    return int(RESERVE * s.rs.start_money)


def _build(s, seat: int):
    spare = s.cash[seat] - _keep(s)
    builds = [a for a in s.legal_actions()
              if type(a) is Build and s.rs.build_cost[a.space] <= spare]
    return min(builds, key=lambda a: (s.level[a.space], a.space)) if builds else None


def _completes(s, seat: int, places) -> bool:
    rs = s.rs
    mine = {p for p in rs.ownable if s.owner[p] == seat} | set(places)
    return any(all(q in mine for q in rs.sets[rs.set_of[p]])
               for p in places if rs.kind[p] == PROPERTY)


def _answer(s, seat: int):
    t = s.tr_terms.swapped()                  # seen from this seat: what it gives and gets
    if _completes(s, s.tr_from, t.give_places):
        return REJECT
    if s.cash[seat] - t.give_cash + t.get_cash < _keep(s):
        return REJECT
    given = sum(s.rs.price[p] for p in t.give_places) + t.give_cash
    got = sum(s.rs.price[p] for p in t.get_places) + t.get_cash
    if _completes(s, seat, t.get_places) or got >= FAIR_GAIN * given:
        return ACCEPT
    return REJECT
