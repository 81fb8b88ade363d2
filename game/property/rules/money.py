"""Payments, debts and bankruptcy (design §4.9, D38–D42).

Every cash change goes through the four helpers here, which also keep ``s.bank`` (what the
bank has taken in net), so the invariant "cash + bank = start money" is a real ledger. A
payment the debtor can meet is made at once; otherwise it waits in ``s.dues`` (debtor,
creditor, amount, reason) and the debtor is in a DEBT phase until they `pay` or go bankrupt.
"""

from __future__ import annotations

from game.property.rules.ending import eliminate
from game.property.rules.events import (
    BANK,
    Collected,
    DebtOpened,
    DebtSettled,
    Paid,
    PlaceChanged,
    WentBankrupt,
)
from game.property.rules.passes import return_pass

RENT, TAX, CARD, FINE = range(4)
DUE_REASONS = ("rent", "tax", "card", "fine")


def to_bank(s, seat: int, amount: int, reason: str, ev: list) -> None:
    s.cash[seat] -= amount
    s.bank += amount
    ev.append(Paid(seat, BANK, amount, reason))


def from_bank(s, seat: int, amount: int, reason: str | None, ev: list) -> None:
    """The bank pays ``seat``; reason None = the salary (its own event follows)."""
    s.cash[seat] += amount
    s.bank -= amount
    if reason is not None:
        ev.append(Collected(seat, amount, reason))


def transfer(s, payer: int, payee: int, amount: int, reason: str, ev: list) -> None:
    if payee < 0:
        to_bank(s, payer, amount, reason, ev)
        return
    s.cash[payer] -= amount
    s.cash[payee] += amount
    ev.append(Paid(payer, payee, amount, reason))


def buy_place(s, seat: int, p: int, amount: int, reason: str, ev: list) -> None:
    to_bank(s, seat, amount, reason, ev)
    s.owner[p] = seat
    s.mort[p] = False
    s._owned = None


def charge(s, debtor: int, creditor: int, amount: int, reason: int, ev: list) -> None:
    """Queue a payment; `settle` makes it (now, if nothing is waiting before it)."""
    s.dues.extend((debtor, creditor, amount, reason))


def settle(s, ev: list) -> bool:
    """Make the queued payments in order; False when one waits in a DEBT phase."""
    dues = s.dues
    while dues:
        debtor, creditor, amount, reason = dues[0], dues[1], dues[2], dues[3]
        if s.cash[debtor] >= amount:
            del dues[:4]
            transfer(s, debtor, creditor, amount, DUE_REASONS[reason], ev)
            if s.in_debt:
                s.in_debt = False
                ev.append(DebtSettled(debtor, creditor, amount))
            continue
        if not s.in_debt:
            s.in_debt = True
            ev.append(DebtOpened(debtor, creditor, amount, DUE_REASONS[reason]))
        return False
    s.in_debt = False
    return True


def raisable(s, seat: int) -> int:
    """D38: cash + ½ the cost of every building + the mortgage value of every unmortgaged
    place: what the seat could raise by selling and mortgaging everything."""
    rs = s.rs
    total = s.cash[seat]
    top = rs.top_level
    for p in range(rs.n_spaces):
        if s.owner[p] == seat:
            lv = s.level[p]
            if lv:
                pieces = top if lv == top else lv   # a big piece cost top small ones (D44)
                total += pieces * rs.build_cost[p] // 2
            if not s.mort[p]:
                total += rs.price[p] // 2
    return total


def bankrupt(s, a, ev: list) -> None:
    """The debtor leaves (§4.9 steps 3–7); turn.py's `bankrupt` goes on with the game."""
    rs = s.rs
    debtor, creditor = s.dues[0], s.dues[1]
    to_player = creditor >= 0 and rs.bankrupt_to_creditor
    top = rs.top_level
    refund = 0
    places = []
    for p in range(rs.n_spaces):
        if s.owner[p] != debtor:
            continue
        places.append(p)
        lv = s.level[p]
        if lv:
            if lv == top:
                s.supply[1] += 1
                refund += top * rs.build_cost[p] // 2
            else:
                s.supply[0] += lv
                refund += lv * rs.build_cost[p] // 2
            s.level[p] = 0
        if to_player:
            s.owner[p] = creditor
        else:
            s.owner[p] = -1
            s.mort[p] = False
        ev.append(PlaceChanged(p, debtor, s.owner[p], s.mort[p]))
    s._owned = None
    cash = s.cash[debtor]
    bank_paid = 0
    if to_player:
        if cash:
            transfer(s, debtor, creditor, cash, "bankruptcy", ev)
        if refund:
            from_bank(s, creditor, refund, "bankruptcy", ev)
        s.held[creditor].extend(s.held[debtor])
        s.held[debtor].clear()
    else:
        if cash:
            to_bank(s, debtor, cash, "bankruptcy", ev)
        for token in list(s.held[debtor]):
            return_pass(s, debtor, token, ev)
        if not rs.bankrupt_to_creditor:
            # D40/D41: the bank pays every player creditor of this debtor's open debts.
            for i in range(0, len(s.dues), 4):
                if s.dues[i] == debtor and s.dues[i + 1] >= 0 and s.alive[s.dues[i + 1]]:
                    from_bank(s, s.dues[i + 1], s.dues[i + 2], "bankruptcy", ev)
                    bank_paid += s.dues[i + 2]
    ev.append(WentBankrupt(debtor, creditor, cash, refund if to_player else 0, bank_paid,
                           tuple(places)))
    # D41: later creditors of a KB debtor get nothing; every debt to or from the seat lapses.
    kept = []
    for i in range(0, len(s.dues), 4):
        if s.dues[i] != debtor and s.dues[i + 1] != debtor:
            kept.extend(s.dues[i:i + 4])
    s.dues[:] = kept
    s.in_debt = False
    eliminate(s, debtor, ev)
