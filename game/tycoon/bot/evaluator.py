"""How good a position is for each seat, in millions: the one judgement every level shares.

Equity = cash − what the loans will cost (`loan_costs`) + the income the board already earns,
counted once for the next payday and with a discount for each payday after it (rivals build
over you, red lots close hotels) + a little value for the millions on hand that the builds
until payday will need (about one hotel with its tickets for each hotel still in the supply:
income only comes at payday, so this is why a player short of it borrows; beyond it, and in the
last session, cash is only cash, so a loan is its interest and a card that can be repaid is
repaid).
Everything the reviews of the original praise falls out of this: majorities, spread, factories
in the longest chain, evicting a rival's oldest hotel, cheap early loans repaid fast.

`win_chances` turns equities into per-seat values in [0, 1] for the search; the spread of the
logistic narrows as the game nears its end, when a lead is harder to turn round.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ai.contract import terminal_values
from game.tycoon.rules import State
from game.tycoon.rules.board import (
    BUILD_LOTS,
    CITY_CLASS,
    LOAN_AMOUNT,
    LOAN_DUE,
    NUM_CITIES,
    NUM_LOANS,
    PAYOUTS,
    SESSIONS,
    SPREAD,
)
from game.tycoon.rules.loans import covering_loans
from game.tycoon.rules.state import LOANS


@dataclass(frozen=True)
class Judgement:
    """The weights of a way of judging positions; the levels differ in them."""

    #: How much of this payday's income a later payday is expected to repeat.
    later_payday_share: float = 0.6
    #: The first `ready_cash` millions (one build with its tickets) are worth `ready_weight`
    #: extra per million: without them the next turn builds nothing. More cash is only cash,
    #: so a loan the seat does not need costs what it is, interest, and a card it can repay
    #: is repaid (extending costs 4 or 10 more). Issue 15 measured the old bonus (0.5 per M
    #: up to 30 M): it made Normal open with a 16 M loan and stack three or four.
    ready_cash: int = 8
    ready_weight: float = 0.5
    #: A debt the player cannot pay hurts more than its face value (forced loans, D11).
    negative_cash_penalty: float = 1.0
    #: With this many loan cards and `stack_cash` millions in hand, a loan is only taken when
    #: nothing can be built: a third card beside an open build is interest a good player does
    #: not pay, even where the evaluator ties it with the build (issue 15 counted 2 such loans
    #: in 200 games of Normal). None: a beginner stacks as it likes.
    stack_cards: int | None = 2
    stack_cash: int = 10
    #: Income only comes at payday, so the cash a seat needs now is what its builds cost
    #: until then: `ready_per_hotel` millions (a hotel with its tickets) for each hotel still
    #: in its supply this session, at least `ready_cash`, at most `ready_cap`. Issue 35: with
    #: one build's worth (8 M) Normal ran dry early in a session and built cheap or borrowed
    #: with its turn, and three bots that borrow a 16 M and two 10 M cards at the start left
    #: it 16 % of the wins (league, seeds 1001-1200). 0: the flat `ready_cash`.
    ready_per_hotel: float = 5.0
    ready_cap: int = 30
    #: No loan before the seat's first build of the game while a build is open: the first
    #: hotels take the empty cities' early lots (they decide ties, D7) and runway 1.
    build_before_borrowing: bool = True

    def income_multiplier(self, paydays_left: int) -> float:
        """1 for the next payday, plus a shrinking share of each later one."""
        total, share = 0.0, 1.0
        for _ in range(paydays_left):
            total += share
            share *= self.later_payday_share
        return total

    def ready(self, supply: int) -> float:
        """The cash worth the bonus for a seat with `supply` hotels left this session."""
        if not self.ready_per_hotel:
            return self.ready_cash
        return min(self.ready_cap, max(self.ready_cash, self.ready_per_hotel * supply))

    def liquidity(self, cash: int, final_session: bool, ready: float | None = None) -> float:
        """The bonus for cash on hand, up to `ready` (default `ready_cash`) millions.
        Switched off in the last session: no payday after it pays back what the cash could
        still build, so a loan there is pure interest."""
        if cash <= 0:
            return self.negative_cash_penalty * cash
        ready = self.ready_cash if ready is None else ready
        return 0.0 if final_session else self.ready_weight * min(cash, ready)


NORMAL = Judgement()
#: A beginner: looks mostly at the next payday and spends every million it has.
BEGINNER = Judgement(later_payday_share=0.4, ready_weight=0.1, stack_cards=None,
                     ready_per_hotel=0.0, build_before_borrowing=False)


#: A chain's owners in lot order -> (first seat, second seat or -1, seats with a hotel in it).
#: The searches judge boards that differ in one chain at most, so almost every chain has been
#: ranked before; the ranking depends on nothing else (D7: most hotels, then the earliest lot).
_CHAIN_RANKS: dict[tuple[int, ...], tuple[int, int, tuple[int, ...]]] = {}
#: Chains remembered at most (the memory is emptied when full; a few MB).
CHAIN_MEMORY = 100_000


def _rank_chain(lots: tuple[int, ...]) -> tuple[int, int, tuple[int, ...]]:
    """First and second place (-1: none) of a chain's majority, and the seats in it."""
    seats = sorted({owner for owner in lots if owner >= 0})
    ranking = sorted((-lots.count(p), lots.index(p), p) for p in seats)
    second = ranking[1][2] if len(ranking) > 1 else -1
    return ranking[0][2], second, tuple(seats)


def incomes(state: State) -> list[int]:
    """Each seat's payday income if payday were now.

    The same sums as the rules' `compute_income` (a test holds them equal), without building
    the event objects the payday screen needs: the bot asks this hundreds of times per move,
    so each chain's majority is looked up in `_CHAIN_RANKS` once it has been ranked.
    """
    n = state.n
    chain = state.chain
    cend = state.cend
    fact = state.fact
    totals = [0] * n
    spread = [0] * n
    longest = max(cend)
    ranks = _CHAIN_RANKS
    for c in range(NUM_CITIES):
        end = cend[c]
        first_pay, second_pay = PAYOUTS[CITY_CLASS[c]][end]
        if end:
            base = c * BUILD_LOTS
            lots = tuple(chain[base:base + end])
            known = ranks.get(lots)
            if known is None:
                if len(ranks) >= CHAIN_MEMORY:
                    ranks.clear()
                known = ranks[lots] = _rank_chain(lots)
            first, second, present = known
            totals[first] += first_pay
            if second >= 0:
                totals[second] += second_pay
            for p in present:
                spread[p] += 1
        factory_pay = first_pay if end == longest else second_pay
        owner = fact[2 * c]
        if owner >= 0:
            totals[owner] += factory_pay
        owner = fact[2 * c + 1]
        if owner >= 0:
            totals[owner] += factory_pay
    return [totals[p] + SPREAD[spread[p]] for p in range(n)]


def loan_balances(state: State) -> list[int]:
    """What each seat would owe if every card were repaid now at its current amount."""
    owed = [0] * state.n
    owner = state.loan_owner
    ext = state.loan_ext
    for k in range(NUM_LOANS):
        if owner[k] >= 0:
            owed[owner[k]] += LOAN_DUE[k][ext[k]]
    return owed


def loan_costs(state: State, income: list[int], judgement: Judgement = NORMAL) -> list[float]:
    """What each seat's cards will really cost it, from the rules (D10-D12):

    - the last payday repays every card at its current amount (12/20, or 16/30 if extended);
    - before it, the cash at the payday is the cash now plus the payday's income (during the
      payday's own loan decisions, only the cash now for the seats still to decide); an
      extended card is repaid first, whatever it costs; a fresh card is repaid if the money
      left covers it, else it is extended and costs 16 (10 M card) or 30 (16 M card) at the
      payday after; the 16 M cards first, since extending them costs most;
    - an extended card the cash does not cover is repaid with forced cards from the bank,
      whose interest is part of the cost; when the bank has run out of cards, the uncovered
      debt is what a seat in the red pays (`negative_cash_penalty` per million).
    """
    return [seat_loan_cost(state, seat, income[seat], judgement) for seat in range(state.n)]


def seat_loan_cost(state: State, seat: int, income: int, judgement: Judgement = NORMAL) -> float:
    """`loan_costs` for one seat with payday income `income` (a plan is scored for the seat
    that makes it alone: the rollouts ask this tens of thousands of times per decision)."""
    owners = state.loan_owner
    if seat not in owners:
        return 0.0
    cards = [k for k, owner in enumerate(owners) if owner == seat]
    if state.paydays == SESSIONS - 1:
        return float(sum(LOAN_DUE[k][state.loan_ext[k]] for k in cards))
    deciding = state.phase == LOANS and (seat == state.current or seat in state.queue)
    available = state.money[seat] + (0 if deciding else income)
    cost = 0.0
    for k in cards:
        if state.loan_ext[k]:
            cost += LOAN_DUE[k][1]
            available -= LOAN_DUE[k][1]
    if available < 0:
        cost += _forced_cost(state, -available, judgement)
        available = 0
    for k in _FRESH_ORDER:
        if owners[k] != seat or state.loan_ext[k]:
            continue
        now, extended = LOAN_DUE[k]
        if available >= now:
            cost += now
            available -= now
        else:
            cost += extended
    return cost


#: The cards in the order fresh ones are repaid: the 16 M cards first, since extending them
#: costs most (by index within a kind, as a stable sort of a seat's cards gives them).
_FRESH_ORDER = tuple(sorted(range(NUM_LOANS), key=lambda k: LOAN_DUE[k][0] - LOAN_DUE[k][1]))
#: A fresh card's interest by its amount (10 M: 2, 16 M: 4).
_INTEREST = {LOAN_AMOUNT[k]: LOAN_DUE[k][0] - LOAN_AMOUNT[k] for k in range(NUM_LOANS)}


def _forced_cost(state: State, shortfall: int, judgement: Judgement) -> float:
    """The interest of the cards the rules force on a seat short of `shortfall` millions
    (D11), or the red-cash penalty when the bank has not cards enough to cover it."""
    amounts = covering_loans(state, shortfall)
    if not amounts:
        return judgement.negative_cash_penalty * shortfall
    return float(sum(_INTEREST[amount] for amount in amounts))


def equities(state: State, judgement: Judgement = NORMAL) -> list[float]:
    """Each seat's expected final money, roughly; exact once the game is over."""
    if state.is_terminal():
        return [float(m) for m in state.final_money()]
    income = incomes(state)
    return [_equity(state, seat, income[seat], judgement) for seat in range(state.n)]


def _equity(state: State, seat: int, earned: int, judgement: Judgement) -> float:
    cash = state.money[seat]
    owed = seat_loan_cost(state, seat, earned, judgement)
    multiplier = judgement.income_multiplier(SESSIONS - state.paydays)
    ready = judgement.ready(state.supply[seat])
    liquidity = judgement.liquidity(cash, state.paydays == SESSIONS - 1, ready)
    return cash - owed + multiplier * earned + liquidity


def score(state: State, seat: int, judgement: Judgement = NORMAL) -> float:
    """What a plan leading to `state` is worth to `seat`: its own equity. Subtracting part of
    the best rival's equity lost in head-to-head games (docs/ai.md): with three or four players
    a move that hurts one rival mostly helps the others. Only this seat's equity is worked out
    (the incomes still need every seat: first places depend on the rivals)."""
    if state.is_terminal():
        return equities(state, judgement)[seat]
    return _equity(state, seat, incomes(state)[seat], judgement)


def win_chances(state: State) -> list[float]:
    """Per-seat values in [0, 1] summing to 1: the real result at the end, else a softmax."""
    if state.is_terminal():
        return terminal_values(state)
    values = equities(state)
    temperature = 6.0 + 8.0 * (SESSIONS - state.paydays)
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    return [w / total for w in weights]
