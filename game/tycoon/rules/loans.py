"""Loan cards at the bank: what is in stock (D4), taking a card, and forced borrowing (D11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.tycoon.rules.board import LOAN_TYPES

if TYPE_CHECKING:
    from game.tycoon.rules.state import State

#: (amount, first card index, end index) per loan type: cards of one type are contiguous.
LOAN_RANGES: tuple[tuple[int, int, int], ...] = tuple(
    (amount, sum(t[1] for t in LOAN_TYPES[:i]), sum(t[1] for t in LOAN_TYPES[: i + 1]))
    for i, (amount, *_rest) in enumerate(LOAN_TYPES)
)


def loans_in_stock(s: State) -> list[int]:
    """Amounts of the loan card types the bank still holds (only those can be taken)."""
    owner = s.loan_owner
    return [amount for amount, lo, hi in LOAN_RANGES if -1 in owner[lo:hi]]


def stock_counts(s: State) -> list[int]:
    """Cards at the bank per loan type, in LOAN_TYPES order."""
    owner = s.loan_owner
    return [owner[lo:hi].count(-1) for _amount, lo, hi in LOAN_RANGES]


def take_card(s: State, p: int, amount: int) -> int:
    """Give seat ``p`` the lowest-numbered card of ``amount`` still at the bank, and its cash."""
    for amt, lo, hi in LOAN_RANGES:
        if amt == amount:
            k = s.loan_owner.index(-1, lo, hi)
            s.loan_owner[k] = p
            s.loan_ext[k] = 0
            s.money[p] += amount
            return k
    raise ValueError(f"no loan card type of {amount}")


def covering_loans(s: State, shortfall: int) -> list[int]:
    """D11: the amounts of the smallest set of cards in stock whose sum covers ``shortfall``
    (fewest cards, then the smallest sum); empty if even the whole stock cannot cover it."""
    (a10, _, _), (a16, _, _) = LOAN_RANGES
    n10, n16 = stock_counts(s)
    for count in range(1, n10 + n16 + 1):
        best: tuple[int, int] | None = None
        for big in range(min(count, n16) + 1):
            small = count - big
            if small > n10:
                continue
            total = small * a10 + big * a16
            if total >= shortfall and (best is None or total < best[0] * a10 + best[1] * a16):
                best = (small, big)
        if best is not None:
            return [a10] * best[0] + [a16] * best[1]
    return []
