"""Questions screens and opponents ask (design §4.11, §7): the rent a place charges now, the
net worth of each seat, what a place is worth, whether a trade is valid, what a seat can raise.
Pure reads: nothing here changes the state."""

from __future__ import annotations

from game.property.rules import building, ending, money, trade
from game.property.rules.actions import (
    BANKRUPT,
    DECLINE,
    DROP,
    END_TURN,
    PAY,
    PAY_FINE,
    REJECT,
    ROLL,
    USE_PASS,
    Mortgage,
    Sell,
    SellDown,
    Terms,
)
from game.property.rules.landing import landing_table
from game.property.rules.legal import why_not as legal_why_not
from game.property.rules.phases import BUY, JAIL_PAY, OVER, POST_ROLL
from game.property.rules.rulesets import FERRY, POWER, PROPERTY


def rent_parts(s, p: int, dice_total: int) -> tuple[int, bool]:
    """The table part of the rent on ``p`` for its owner now (before card multipliers and the
    escalator) and whether the full-set bonus doubled it (D12, D21–D23)."""
    rs = s.rs
    owner = s.owner[p]
    kind = rs.kind[p]
    if kind == PROPERTY:
        lv = s.level[p]
        if lv:
            return rs.rents[p][lv], False
        members = rs.sets[rs.set_of[p]]
        complete = all(s.owner[q] == owner for q in members)
        if complete and rs.mortgage_breaks_set:
            complete = not any(s.mort[q] for q in members)
        base = rs.rents[p][0]
        return (base * 2, True) if complete else (base, False)
    count = sum(1 for q in range(rs.n_spaces) if rs.kind[q] == kind and s.owner[q] == owner)
    if kind == FERRY:
        return rs.rents[p][count], False
    if kind == POWER:
        return dice_total * rs.power_multipliers[count], False
    return 0, False


def rent_now(s, p: int, dice_total: int = 7) -> int:
    """What a visitor would pay on ``p`` now (mortgaged or unowned: 0), escalator included;
    power stations need the dice total (7 by default, the most likely)."""
    if s.owner[p] < 0 or s.mort[p]:
        return 0
    return rent_parts(s, p, dice_total)[0] * s.rs.escalator(s.round)


def net_worth(s, seat: int) -> int:
    return ending.net_worth(s, seat)


def net_worths(s) -> list[int]:
    return ending.net_worths(s)


def worth_parts(s, seat: int) -> tuple[int, int, int]:
    """(cash, places, buildings): the parts of `seat`'s net worth (D44)."""
    return ending.worth_parts(s, seat)


def place_worth(s, p: int, seat: int | None = None) -> int:
    """What ``p`` adds to its owner's net worth (D44), or for ``seat`` what owning it unbuilt
    and unmortgaged would: the printed price."""
    rs = s.rs
    if seat is not None and s.owner[p] != seat:
        return rs.price[p]
    value = rs.price[p] // 2 if s.mort[p] else rs.price[p]
    lv = s.level[p]
    if lv:
        value += (rs.top_level if lv == rs.top_level else lv) * rs.build_cost[p]
    return value


def raisable(s, seat: int) -> int:
    """D38: what ``seat`` could raise by selling every building and mortgaging every place."""
    return money.raisable(s, seat)


def trade_refusal(s, proposer: int, to: int, terms: Terms) -> tuple[str, dict] | None:
    """Whether these terms are valid between these seats right now (D31, D34); None = valid."""
    return trade.terms_refusal(s, proposer, to, terms)


def tradable_items(s, seat: int) -> tuple[list[int], int, int]:
    return trade.tradable_items(s, seat)


def can_build(s, seat: int, p: int) -> bool:
    return building.build_refusal(s, seat, p) is None


def debt(s) -> tuple[int, int, int, str] | None:
    """The payment a DEBT phase waits for: (debtor, creditor, amount, reason), or None."""
    if not s.in_debt:
        return None
    return s.dues[0], s.dues[1], s.dues[2], money.DUE_REASONS[s.dues[3]]


def _loss_per_cash(s, a) -> float:
    """Expected rent per round an asset action gives up, per unit of cash it raises (§7)."""
    rs = s.rs
    ept = landing_table(rs.id).per_turn
    if type(a) is Mortgage:
        return ept[a.space] * rent_now(s, a.space) / max(1, rs.mortgage_value(a.space))
    if type(a) is SellDown:
        return 0.0          # the only sale that set allows
    p = a.space
    lv = s.level[p]
    lost = rs.rents[p][lv] - rs.rents[p][lv - 1]
    return ept[p] * lost * rs.escalator(s.round) / max(1, rs.build_cost[p] // 2)


def default_action(s):
    """The move a timed-out seat makes (§4.8, D45): roll, decline, drop, reject, end the turn;
    in jail at the third failure a pass if held; in debt one step of the liquidation order of
    §7 (mortgage places outside whole sets, then sell buildings evenly, then mortgage the rest),
    then pay, or go bankrupt when D38 allows nothing else."""
    if s.phase == OVER:
        return None
    if s.tr_terms is not None:
        return REJECT
    if s.au_place >= 0:
        return DROP
    if s.in_debt:
        legal = s.legal_actions()
        if PAY in legal:
            return PAY
        rs = s.rs
        seat = s.dues[0]
        whole = set(s.whole_sets(seat))
        mortgages = [a for a in legal if type(a) is Mortgage]
        loose = [a for a in mortgages if rs.set_of[a.space] not in whole]
        if loose:
            return min(loose, key=lambda a: (_loss_per_cash(s, a), a.space))
        sales = [a for a in legal if type(a) in (Sell, SellDown)]
        if sales:
            return min(sales, key=lambda a: (_loss_per_cash(s, a), str(a)))
        if mortgages:
            return min(mortgages, key=lambda a: (_loss_per_cash(s, a), a.space))
        return BANKRUPT
    if s.phase == JAIL_PAY:
        return USE_PASS if s.held[s.turn] else PAY_FINE
    if s.phase == BUY:
        return DECLINE
    if s.phase == POST_ROLL:
        return END_TURN
    return ROLL


def income_per_round(s, p: int, seat: int | None = None, policy: str = "long") -> float:
    """Expected rent ``p`` earns per round (§7): landings per opponent turn (the landing
    table) × its rent now × the opponents still playing. For ``seat`` other than the owner:
    what it would earn that seat as it stands (unbuilt, unmortgaged, no set bonus)."""
    rs = s.rs
    owner = s.owner[p] if seat is None else seat
    if owner < 0:
        return 0.0
    ept = landing_table(rs.id, policy).per_turn[p]
    opponents = sum(s.alive) - (1 if s.alive[owner] else 0)
    if seat is None or s.owner[p] == seat:
        rent = rent_now(s, p)
    elif rs.kind[p] == PROPERTY:
        rent = rs.rents[p][0] * rs.escalator(s.round)
    else:
        rent = rs.rents[p][1] if rs.kind[p] == FERRY else 7 * rs.power_multipliers[1]
    return ept * rent * opponents


def why_not(s, action) -> tuple[str, dict] | None:
    """The reason a screen shows for a disabled button: None when ``action`` is legal now,
    else (locale key under ``property.why.``, params)."""
    return legal_why_not(s, action)
