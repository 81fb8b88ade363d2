"""The Normal opponent: one rule for every point a seat acts (design §7), each with its reason.

`act(s, seat, style)` returns (action, (locale key, params)). It reads only what the seat may
see; `levels.choose` hands it a `determinize()` copy. Every choice that spends cash keeps the
reserve (value.reserve); building is even by construction (the rules list only the lowest
places of a set). Easy and Hard reuse these rules through the `Style` knobs.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random

from game.property.bot import value
from game.property.bot.trades import counter, judge, propose
from game.property.rules import actions, auction
from game.property.rules.phases import BUY as BUY_PHASE
from game.property.rules.phases import JAIL_PAY, POST_ROLL, PRE_ROLL
from game.property.rules.queries import raisable

Reason = tuple[str, dict]
KB_FIRST_STOP = 3          # Kraken Bay: every set to 3 houses before any 4th (§7)
HOUSE_SHORTAGE = 8         # Kraken Bay: below this many houses in the bank, hold at 4


@dataclass(frozen=True)
class Style:
    """What a level changes: how far it looks, how much it slips, how it trades."""

    horizon: int = 20
    slip: float = 0.0            # Easy: chance of a worse choice at a buy, bid or build
    keep_reserve: bool = True
    reserve_scale: float = 1.0   # × value.reserve kept back when buying or building
    trade: str = "normal"        # "easy" refuses only set-giving trades
    proposes: bool = True        # offers trades that complete its sets, counters offers
    partner: str = "strict"      # how it picks an offer (trades.propose)
    liquid: bool = False         # mortgages closed places for cash while places are for sale


NORMAL = Style(liquid=True)


def _place(s, p: int) -> dict:
    return {"space": p, "place": s.rs.space_ids[p]}


def act(s, seat: int, style: Style = NORMAL, rng: Random | None = None) -> tuple:
    rng = rng or Random(0)
    horizon = value.rounds_left(s, style.horizon)
    if horizon != style.horizon:
        style = replace(style, horizon=horizon)
    if s.tr_terms is not None:
        ok, reason = judge(s, seat, style.horizon, style.trade)
        if ok:
            return actions.ACCEPT, reason
        if style.proposes and not reason[0].startswith("property_bot.reason.reject_set"):
            back = counter(s, seat, style.horizon)
            if back is not None:
                return back
        return actions.REJECT, reason
    if s.au_place >= 0:
        return _bid(s, seat, style, rng)
    if s.in_debt:
        return liquidate(s, seat)
    if s.phase == JAIL_PAY:
        if s.held[seat]:
            return actions.USE_PASS, ("property_bot.reason.jail_pass", {})
        return actions.PAY_FINE, ("property_bot.reason.jail_fine", {"fine": s.rs.jail_fine})
    if s.phase == BUY_PHASE:
        return _buy(s, seat, style, rng)
    improve = _improve(s, seat, style, rng)
    if improve is not None:
        return improve
    if s.phase == POST_ROLL and style.proposes:
        offer = propose(s, seat, style.horizon, style.partner, style.trade,
                        _kept_for_sale(s, seat, style))
        if offer is not None:
            return offer
    if s.phase == PRE_ROLL:
        if s.jail[seat] >= 0:
            return _jail(s, seat, style)
        return actions.ROLL, ("property_bot.reason.roll", {})
    if s.phase == POST_ROLL:
        return actions.END_TURN, ("property_bot.reason.end_turn", {})
    legal = s.legal_actions()
    return legal[0], ("property_bot.reason.only_move", {})


def _keep(s, seat: int, style: Style, scale: float = 1.0) -> int:
    return int(value.reserve(s, seat) * scale) if style.keep_reserve else 0


def _spare(s, seat: int, style: Style, scale: float = 1.0) -> int:
    """Cash above what the seat keeps back; bids and fines always keep the whole reserve."""
    return s.cash[seat] - _keep(s, seat, style, scale)


def _buy(s, seat: int, style: Style, rng: Random) -> tuple:
    rs = s.rs
    p = s.pos[seat]
    price = rs.price[p]
    legal = s.legal_actions()
    completes = value.completes_set(s, p, seat)
    rival = value.blocks_set(s, p, seat)
    keep = _keep(s, seat, style, style.reserve_scale)
    after = s.cash[seat] - price
    params = {**_place(s, p), "price": price}
    wants = after >= keep or ((completes or rival >= 0) and after >= keep // 2)
    if style.slip and rng.random() < style.slip:
        wants = not wants
    if actions.BUY in legal and wants:
        if completes:
            return actions.BUY, ("property_bot.reason.buy_completes", params)
        if rival >= 0:
            return actions.BUY, ("property_bot.reason.buy_blocks", {**params, "rival": rival})
        return actions.BUY, ("property_bot.reason.buy", params)
    return actions.DECLINE, ("property_bot.reason.decline_reserve",
                             {**params, "cash": s.cash[seat]})


def _bid(s, seat: int, style: Style, rng: Random) -> tuple:
    p = s.au_place
    worth = value.worth(s, p, seat, style.horizon)
    if style.slip:
        worth = int(worth * rng.uniform(0.6, 1.3))
    spare = _spare(s, seat, style)
    lo = auction.min_bid(s)
    if lo > worth:
        return actions.DROP, _drop_reason(s, p, lo, ("property_bot.reason.drop_worth",
                                             "property_bot.reason.drop_worth_opening"))
    if lo > spare:
        return actions.DROP, _drop_reason(s, p, lo, ("property_bot.reason.drop_reserve",
                                             "property_bot.reason.drop_reserve_opening"))
    params = {**_place(s, p), "minimum": lo}      # never its worth or reserve: no tells
    amount = auction.bid_choices(s)[0]
    params["amount"] = amount
    if value.completes_set(s, p, seat):
        return actions.Bid(amount), ("property_bot.reason.bid_completes", params)
    rival = value.blocks_set(s, p, seat)
    if rival >= 0:
        return actions.Bid(amount), ("property_bot.reason.bid_blocks", {**params, "rival": rival})
    return actions.Bid(amount), ("property_bot.reason.bid", params)


def _drop_reason(s, p: int, lo: int, keys: tuple[str, str]) -> tuple[str, dict]:
    """Dropping out names the bid that was really made and by whom (issue 28.5: "the bid is
    at 150" when 140 was bid misled the play-tester), or, before any bid (``keys``' second),
    the opening it will not make; never its worth or reserve (no tells)."""
    if s.au_bidder >= 0:
        return keys[0], {**_place(s, p), "high": s.au_high, "rival": s.au_bidder}
    return keys[1], {**_place(s, p), "minimum": lo}


def _jail(s, seat: int, style: Style) -> tuple:
    """Leave at once while places are for sale and nobody has built to 3; stay (roll for
    doubles) once the board is built up: jail is then the safest square (§7)."""
    rs = s.rs
    unowned = sum(1 for p in rs.ownable if s.owner[p] < 0)
    built = any(s.level[p] >= 3 and s.owner[p] != seat for p in rs.ownable)
    legal = s.legal_actions()
    if unowned and not built:
        params = {"unowned": unowned}
        if actions.USE_PASS in legal:
            return actions.USE_PASS, ("property_bot.reason.jail_leave_pass", params)
        if actions.PAY_FINE in legal and _spare(s, seat, style) >= rs.jail_fine:
            return actions.PAY_FINE, ("property_bot.reason.jail_leave",
                                      {**params, "fine": rs.jail_fine})
    if built:
        return actions.ROLL, ("property_bot.reason.jail_stay", {})
    return actions.ROLL, ("property_bot.reason.jail_roll", {})


def _improve(s, seat: int, style: Style, rng: Random) -> tuple | None:
    """On one's own turn: unmortgage what restores a set, build, keep cash for the places
    still for sale (`_cash_for_sale`), then unmortgage the rest, each only with cash above
    the reserve."""
    rs = s.rs
    legal = s.legal_actions()
    spare = _spare(s, seat, style, style.reserve_scale)
    whole = set(s.whole_sets(seat))
    unmort = [a for a in legal if type(a) is actions.Unmortgage and rs.unmortgage[a.space] <= spare]
    in_sets = [a for a in unmort if rs.set_of[a.space] in whole]
    if in_sets:
        a = min(in_sets, key=lambda a: (rs.unmortgage[a.space], a.space))
        return a, ("property_bot.reason.unmortgage_set",
                   {**_place(s, a.space), "cost": rs.unmortgage[a.space],
                    "set": rs.set_ids[rs.set_of[a.space]]})
    builds = [a for a in legal if type(a) is actions.Build and rs.build_cost[a.space] <= spare]
    if rs.id == "kraken_bay":
        builds = [a for a in builds if not (s.level[a.space] == rs.top_level - 1
                                            and s.supply[0] < HOUSE_SHORTAGE)]
    if builds:
        if style.slip and rng.random() < style.slip:
            a = builds[rng.randrange(len(builds))]
        else:
            a = min(builds, key=lambda a: _build_key(s, seat, a.space))
        return a, ("property_bot.reason.build",
                   {**_place(s, a.space), "set": rs.set_ids[rs.set_of[a.space]],
                    "level": s.level[a.space] + 1, "cost": rs.build_cost[a.space]})
    for_sale = _for_sale(s, style)
    if for_sale:
        unmort = [a for a in unmort if not value.set_closed(s, a.space, seat)]
        step = _cash_for_sale(s, seat, style, legal, for_sale)
        if step is not None:
            return step
    if unmort:
        a = max(unmort, key=lambda a: (value.income(s, a.space, seat, s.level[a.space])
                                       / rs.unmortgage[a.space], -a.space))
        return a, ("property_bot.reason.unmortgage",
                   {**_place(s, a.space), "cost": rs.unmortgage[a.space]})
    return None


def _for_sale(s, style: Style) -> list[int]:
    """The places the bank still has, where the seat keeps cash for them (`_cash_for_sale`)."""
    rs = s.rs
    if not (style.liquid and rs.trade_mortgaged):
        return []
    return [q for q in rs.ownable if s.owner[q] < 0]


def _kept_for_sale(s, seat: int, style: Style) -> int:
    """Cash the seat's own offers leave alone: what its mortgaged closed places raised, up to
    the dearest place for sale. That cash was raised for the bank's places; spent on offers
    (500 a place) it left the seat short and mortgaged when the traders' sets were built, and
    it went bankrupt first twice as often against them (docs/ai.md)."""
    for_sale = _for_sale(s, style)
    if not for_sale:
        return 0
    rs = s.rs
    raised = sum(rs.mortgage_value(p) for p in s.owned(seat)
                 if s.mort[p] and value.set_closed(s, p, seat))
    return min(raised, max(rs.price[q] for q in for_sale))


def _cash_for_sale(s, seat: int, style: Style, legal: list, for_sale: list[int]) -> tuple | None:
    """While the bank still has places, keep cash for the dearest of them and the reserve by
    mortgaging closed places (value.set_closed), the least rent first. A mortgage leaves net
    worth as it is (D44) and a closed place's unbuilt rent is small, while cash is what buys
    the set pieces the bank still holds and wins their auctions, where no mortgage can be
    raised: against seats that never sell, the bank is the only way to a set. Such places
    are not paid off again while places are for sale. Only where a mortgaged place can still
    be traded (Kraken Bay): in «Менеджер» the mortgage would cost the place its use in a
    trade too, and there it changed no game against `never_trades` (docs/ai.md)."""
    rs = s.rs
    if s.cash[seat] >= max(rs.price[q] for q in for_sale) + _keep(s, seat, style):
        return None
    closed = [a for a in legal
              if type(a) is actions.Mortgage and value.set_closed(s, a.space, seat)]
    if not closed:
        return None
    a = min(closed, key=lambda a: (value.income(s, a.space, seat), a.space))
    return a, ("property_bot.reason.mortgage_for_sale",
               {**_place(s, a.space), "raised": rs.mortgage_value(a.space),
                "unowned": len(for_sale)})


def _build_key(s, seat: int, p: int) -> tuple:
    """Kraken Bay: sets below 3 houses first; then the best income per cost. «Менеджер»: the
    best income per cost throughout (the most-landed groups come first by themselves)."""
    rs = s.rs
    lv = s.level[p]
    gain = value.income(s, p, seat, lv + 1) - value.income(s, p, seat, lv)
    first = 0 if rs.id != "kraken_bay" or lv < KB_FIRST_STOP else 1
    return first, -gain / rs.build_cost[p], p


def _my_income(s, seat: int) -> float:
    return sum(value.income(s, p, seat) for p in s.owned(seat))


def liquidate(s, seat: int) -> tuple:
    """Pay when the cash is there; else raise it by the step that gives up the least income
    per unit of cash (mortgages outside whole sets, then buildings evenly, then the sets'
    places); bankrupt only when D38 says nothing could cover the debt. Buildings are never
    sold at half their cost while the mortgages open now would cover the debt (the play-test
    saw Hard sell houses at every rent it could not pay from cash)."""
    rs = s.rs
    amount = s.dues[2]
    legal = s.legal_actions()
    debt = {"debt": amount}
    if actions.PAY in legal:
        return actions.PAY, ("property_bot.reason.pay", {**debt, "creditor": s.dues[1]})
    if actions.BANKRUPT in legal:
        return actions.BANKRUPT, ("property_bot.reason.bankrupt",
                          {**debt, "raisable": raisable(s, seat)})
    steps = [a for a in legal if type(a) in (actions.Mortgage, actions.Sell, actions.SellDown)]
    mortgages = [a for a in steps if type(a) is actions.Mortgage]
    if s.cash[seat] + sum(rs.mortgage_value(a.space) for a in mortgages) >= amount:
        steps = mortgages
    if not steps:
        return legal[0], ("property_bot.reason.only_move", {})
    before = _my_income(s, seat)
    whole = set(s.whole_sets(seat))

    def cost(a):
        after = s.clone()
        after.apply(a)
        raised = max(1, after.cash[seat] - s.cash[seat])
        mortgage = type(a) is actions.Mortgage
        tier = 1 if not mortgage else (0 if rs.set_of[a.space] not in whole else 2)
        return tier, (before - _my_income(after, seat)) / raised, str(a)

    a = min(steps, key=cost)
    if type(a) is actions.Mortgage:
        return a, ("property_bot.reason.mortgage", {**_place(s, a.space), **debt,
                                                    "raised": rs.mortgage_value(a.space)})
    set_i = rs.set_ids.index(a.set_id) if type(a) is actions.SellDown else rs.set_of[a.space]
    return a, ("property_bot.reason.sell", {"set": rs.set_ids[set_i], **debt})
