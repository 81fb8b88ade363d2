"""Payday: income (spread, majorities with the tie rule D7, factories with the longest chain
D8), then the loans (D10 repay/extend choices, D11 forced borrowing, D12 final repayment), the
new hotels and the next session.

``compute_income`` is pure so the info panels can show "if payday were now" with exactly the
numbers the real payday will pay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.tycoon.rules import events as ev
from game.tycoon.rules.board import (
    BUILD_LOTS,
    CITY_CLASS,
    CITY_IDS,
    FACTORY_LOTS_PER_CITY,
    HOTELS_PER_SESSION,
    LOAN_AMOUNT,
    LOAN_DUE,
    LOAN_IDS,
    NUM_CITIES,
    NUM_LOANS,
    PAYOUTS,
    SESSIONS,
    SPREAD,
)
from game.tycoon.rules.events import Event
from game.tycoon.rules.loans import covering_loans, take_card

if TYPE_CHECKING:
    from game.tycoon.rules.actions import Extend, Repay
    from game.tycoon.rules.state import State

PLAY, LOANS, OVER = 0, 1, 2


def chain_length(s: State, c: int) -> int:
    """D8: index of the last hotel + 1 (empty lots at the start count); also the lot whose
    payout the city pays."""
    return s.cend[c]


def longest_chain(s: State) -> int:
    return max(s.cend)


def majority_ranking(s: State, c: int) -> list[tuple[int, int]]:
    """[(seat, hotels)] of the players with hotels in the chain, best first: more hotels win;
    equal counts go to whose earliest hotel stands earlier in the chain (D7)."""
    n = s.n
    counts = [0] * n
    first = [BUILD_LOTS] * n
    base = c * BUILD_LOTS
    chain = s.chain
    for lot in range(s.cend[c]):
        owner = chain[base + lot]
        if owner >= 0:
            if not counts[owner]:
                first[owner] = lot
            counts[owner] += 1
    seats = sorted((p for p in range(n) if counts[p]), key=lambda p: (-counts[p], first[p]))
    return [(p, counts[p]) for p in seats]


def compute_income(s: State) -> tuple[ev.PlayerPayday, ...]:
    """Every player's income if payday happened now; changes nothing."""
    n = s.n
    spread_cities = [0] * n
    majorities: list[list[ev.MajorityResult]] = [[] for _ in range(n)]
    factories: list[list[ev.FactoryIncome]] = [[] for _ in range(n)]
    longest = longest_chain(s)
    for c in range(NUM_CITIES):
        end = chain_length(s, c)
        first_pay, second_pay = PAYOUTS[CITY_CLASS[c]][end]
        cid = CITY_IDS[c]
        ranking = majority_ranking(s, c)
        for p, _hotels in ranking:
            spread_cities[p] += 1
        if ranking:
            (p1, h1) = ranking[0]
            tie_first = len(ranking) > 1 and ranking[1][1] == h1
            majorities[p1].append(ev.MajorityResult(cid, 1, h1, first_pay, tie_first))
            if len(ranking) > 1:
                p2, h2 = ranking[1]
                tie_second = tie_first or (len(ranking) > 2 and ranking[2][1] == h2)
                majorities[p2].append(ev.MajorityResult(cid, 2, h2, second_pay, tie_second))
        is_longest = end == longest
        for lot in range(FACTORY_LOTS_PER_CITY):
            owner = s.fact[FACTORY_LOTS_PER_CITY * c + lot]
            if owner >= 0:
                amount = first_pay if is_longest else second_pay
                factories[owner].append(ev.FactoryIncome(cid, lot, amount, is_longest))
    out = []
    for p in range(n):
        spread = SPREAD[spread_cities[p]]
        total = (spread + sum(m.amount for m in majorities[p])
                 + sum(f.amount for f in factories[p]))
        out.append(ev.PlayerPayday(p, spread_cities[p], spread, tuple(majorities[p]),
                                tuple(factories[p]), total))
    return tuple(out)


def loan_balance(s: State, p: int) -> int:
    """What seat ``p`` would owe if every card were repaid now at its current amount."""
    return sum(LOAN_DUE[k][s.loan_ext[k]] for k in range(NUM_LOANS) if s.loan_owner[k] == p)


def end_session(s: State, events: list[Event], reason: str) -> None:
    events.append(ev.SessionEnded(s.session, reason))
    income = compute_income(s)
    for pp in income:
        s.money[pp.seat] += pp.total
    final = s.session >= SESSIONS
    events.append(ev.Payday(s.session, final, income))
    s.paydays += 1
    s.last_round = False
    s.passes = 0
    if final:
        _final_repayment(s, events)
        return
    s.phase = LOANS
    s.queue = [(s.start + i) % s.n for i in range(s.n)]
    _next_loan_player(s, events)


def _final_repayment(s: State, events: list[Event]) -> None:
    """D12: every card is repaid at its current amount, even into negative cash."""
    for p in [(s.start + i) % s.n for i in range(s.n)]:
        for k in range(NUM_LOANS):
            if s.loan_owner[k] == p:
                _repay_card(s, p, k, True, events)
    s.queue = []
    s.pending = []
    s.phase = OVER
    s.current = s.start
    s.final = s.money[:]
    best = max(s.final)
    events.append(ev.GameEnded(tuple(s.final), tuple(p for p in range(s.n) if s.final[p] == best)))


def _repay_card(s: State, p: int, k: int, forced: bool, events: list[Event]) -> None:
    due = LOAN_DUE[k][s.loan_ext[k]]
    s.money[p] -= due
    s.loan_owner[k] = -1
    s.loan_ext[k] = 0
    events.append(ev.LoanRepaid(p, LOAN_IDS[k], due, forced))


def _next_loan_player(s: State, events: list[Event]) -> None:
    """D10, player by player from the start player: extended cards are repaid at once
    (borrowing under D11 if cash is short); fresh cards wait for the player's choice."""
    while s.queue:
        p = s.queue.pop(0)
        fresh = [k for k in range(NUM_LOANS) if s.loan_owner[k] == p and not s.loan_ext[k]]
        extended = [k for k in range(NUM_LOANS) if s.loan_owner[k] == p and s.loan_ext[k]]
        if extended:
            due = sum(LOAN_DUE[k][1] for k in extended)
            if due > s.money[p]:
                for amount in covering_loans(s, due - s.money[p]):
                    k = take_card(s, p, amount)
                    events.append(ev.LoanTaken(p, LOAN_IDS[k], LOAN_AMOUNT[k], True))
            for k in extended:
                _repay_card(s, p, k, True, events)
        if fresh:
            s.current = p
            s.pending = fresh
            events.append(ev.LoanDecision(p, tuple(LOAN_IDS[k] for k in fresh)))
            return
    _start_session(s, events)


def _start_session(s: State, events: list[Event]) -> None:
    s.session += 1
    s.phase = PLAY
    s.pending = []
    events.append(ev.SessionStarted(s.session, s.start))
    for p in range(s.n):
        s.supply[p] += HOTELS_PER_SESSION
        events.append(ev.HotelsReceived(p, HOTELS_PER_SESSION))
    s.current = s.start
    events.append(ev.TurnStarted(s.start, s.session))


def _decided(s: State, k: int, events: list[Event]) -> list[Event]:
    s.pending.remove(k)
    if not s.pending:
        _next_loan_player(s, events)
    return events


def repay(s: State, a: Repay) -> list[Event]:
    events: list[Event] = []
    _repay_card(s, s.current, a.k, False, events)
    return _decided(s, a.k, events)


def extend(s: State, a: Extend) -> list[Event]:
    s.loan_ext[a.k] = 1
    events: list[Event] = [ev.LoanExtended(s.current, LOAN_IDS[a.k], LOAN_DUE[a.k][1])]
    return _decided(s, a.k, events)
